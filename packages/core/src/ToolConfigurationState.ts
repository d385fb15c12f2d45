import type { ToolDefinition } from './ToolDefinition.js';
import type { ToolImplementation } from './ToolImplementation.js';
import { ToolSettingsValueParser } from './ToolSettingsValueParser.js';
import type { ToolSettingsValues } from './ToolSettingsValues.js';
import { type ToolgateLogger, silentLogger } from './ToolgateLogger.js';

/** Whether a tool's settings let it run, and if not, what is missing or wrong. */
export interface ToolConfigurationState {
  readonly isConfigured: boolean;
  /** Required fields that are blank, in schema order. */
  readonly missingRequiredFields: readonly string[];
  /** For the user when not configured; never contains a setting's value. */
  readonly message: string | undefined;
}

/** The state of a tool whose settings are fine. */
export const CONFIGURED_TOOL_STATE: ToolConfigurationState = Object.freeze({
  isConfigured: true,
  missingRequiredFields: Object.freeze([]),
  message: undefined,
});

const notConfigured = (message: string, missing: readonly string[] = []): ToolConfigurationState =>
  Object.freeze({ isConfigured: false, missingRequiredFields: Object.freeze([...missing]), message });

/** Options of {@link checkToolConfiguration}. */
export interface CheckToolConfigurationOptions {
  readonly signal?: AbortSignal | undefined;
  /** Told when a tool's own check throws (tool id and error name only). Default: silent. */
  readonly logger?: ToolgateLogger | undefined;
}

/**
 * Checks a tool's settings in three steps: required fields non-blank; values of choice fields
 * (option source or enum list) still valid, because a stored value can predate the current list or
 * come from an organization; then the tool's own `validateConfiguration`. A check that throws
 * counts as not configured.
 */
export async function checkToolConfiguration(
  implementation: ToolImplementation,
  definition: ToolDefinition,
  values: ToolSettingsValues,
  options: CheckToolConfigurationOptions = {},
): Promise<ToolConfigurationState> {
  const { signal, logger = silentLogger } = options;
  const schema = definition.settingsSchema;
  const missing = schema.required.filter((field) => {
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    return value === undefined || value.trim() === '';
  });
  if (missing.length > 0) {
    const list = missing.map((field) => `'${field}'`).join(', ');
    return notConfigured(
      missing.length === 1 ? `The required setting ${list} is missing.` : `The required settings ${list} are missing.`,
      missing,
    );
  }
  for (const [field, property] of Object.entries(schema.properties)) {
    const allowed = property.optionSource ?? property.enum;
    if (allowed === undefined) continue;
    const problem = ToolSettingsValueParser.tryValidateOptionValue(values, field, allowed);
    if (problem !== null) return notConfigured(problem);
  }
  if (implementation.validateConfiguration === undefined) return CONFIGURED_TOOL_STATE;
  let message: string | null | undefined;
  try {
    message = await implementation.validateConfiguration(definition, values, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    // Only the error's name: its message might quote a setting, and settings may be secrets.
    logger.warn('The configuration check of a tool failed.', { toolId: definition.id, error: errorName(error) });
    return notConfigured('The settings of this tool could not be checked.');
  }
  return message === null || message === undefined ? CONFIGURED_TOOL_STATE : notConfigured(message);
}

/** The name (and code, for Toolgate errors) of a thrown value, for logs that must not carry its message. */
export function errorName(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.name} ${code}` : error.name;
  }
  return typeof error;
}
