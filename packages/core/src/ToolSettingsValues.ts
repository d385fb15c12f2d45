/**
 * The resolved settings of one tool by field name. Secret fields are readable by name
 * (`values['apiKey']`) but are not enumerable: they never show up in `JSON.stringify`,
 * `Object.keys`, spreading, `structuredClone` or `console.log` / `util.inspect`.
 */
export type ToolSettingsValues = Readonly<Record<string, string>>;

/**
 * What a secret field reads as outside `execute` (configuration checks, function and instruction
 * resolution): it tells that a secret is set without revealing it.
 */
export const SECRET_VALUE_MASK = '*****';

/**
 * Builds a {@link ToolSettingsValues} object. Values of `secretFieldNames` become non-enumerable
 * getters, so the object can be handed to a tool without risking that a log line or a
 * serialization carries them.
 */
export function createToolSettingsValues(
  values: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
  secretFieldNames: Iterable<string> = [],
): ToolSettingsValues {
  const secrets = new Set(secretFieldNames);
  const result: Record<string, string> = {};
  const entries = values instanceof Map ? [...values.entries()] : Object.entries(values);
  for (const [name, value] of entries as [string, string][]) {
    if (secrets.has(name)) {
      Object.defineProperty(result, name, { get: () => value, enumerable: false, configurable: false });
    } else {
      Object.defineProperty(result, name, { value, enumerable: true, writable: false, configurable: false });
    }
  }
  return Object.freeze(result);
}
