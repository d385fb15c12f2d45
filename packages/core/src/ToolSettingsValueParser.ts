import { ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
import type { ToolSettingsValues } from './ToolSettingsValues.js';

/** The outcome of a settings check: the value read, or a message for the user. */
export type ToolSettingsParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const POSITIVE_INTEGER = /^\d+$/;

function read(values: ToolSettingsValues, fieldName: string): string | undefined {
  const value = Object.hasOwn(values, fieldName) ? values[fieldName] : undefined;
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * Readers of stored setting values (all settings are strings). Their messages name the setting,
 * never its value, so they are safe for secrets too.
 */
export const ToolSettingsValueParser = Object.freeze({
  /** A positive whole number, or undefined when the setting is blank. Refuses `0`, `-1`, `2.5`, `+3`, `abc`. */
  tryReadOptionalPositiveInteger(
    values: ToolSettingsValues,
    fieldName: string,
  ): ToolSettingsParseResult<number | undefined> {
    const text = read(values, fieldName);
    if (text === undefined) return { ok: true, value: undefined };
    const value = POSITIVE_INTEGER.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) {
      return { ok: false, message: `The setting '${fieldName}' must be a positive integer.` };
    }
    return { ok: true, value };
  },

  /** As {@link tryReadOptionalPositiveInteger}, and at most `maximum`. */
  tryReadBoundedOptionalPositiveInteger(
    values: ToolSettingsValues,
    fieldName: string,
    maximum: number,
  ): ToolSettingsParseResult<number | undefined> {
    const result = ToolSettingsValueParser.tryReadOptionalPositiveInteger(values, fieldName);
    if (result.ok && result.value !== undefined && result.value > maximum) {
      return { ok: false, message: `The setting '${fieldName}' must be less than or equal to ${maximum}.` };
    }
    return result;
  },

  /**
   * The setting as a positive whole number for use at run time: `defaultValue` when blank or
   * invalid (the configuration check reports that), capped at `maximum` when given.
   */
  readOptionalPositiveInteger(
    values: ToolSettingsValues,
    fieldName: string,
    defaultValue: number,
    maximum?: number,
  ): number {
    const result = ToolSettingsValueParser.tryReadOptionalPositiveInteger(values, fieldName);
    const value = result.ok && result.value !== undefined ? result.value : defaultValue;
    return maximum === undefined ? value : Math.min(value, maximum);
  },

  /**
   * Checks a stored choice against the current list of an option source (or an explicit list):
   * null when the setting is blank or valid, else a message naming the setting and the valid values.
   */
  tryValidateOptionValue(
    values: ToolSettingsValues,
    fieldName: string,
    optionSourceOrValues: string | readonly string[],
  ): string | null {
    const text = read(values, fieldName);
    if (text === undefined) return null;
    const allowed =
      typeof optionSourceOrValues === 'string'
        ? ToolSettingsOptionSources.getValues(optionSourceOrValues)
        : optionSourceOrValues;
    return allowed.includes(text) ? null : `The setting '${fieldName}' must be one of ${allowed.join(', ')}.`;
  },
});
