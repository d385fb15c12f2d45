import { CliUsageError } from './CliContext.js';

/** The longest timeout an option accepts: an hour. */
export const MAX_TIMEOUT_SECONDS = 3_600;

/**
 * Reads a number of seconds given as an option (`--timeout 2.5`): above 0 and at most
 * {@link MAX_TIMEOUT_SECONDS}. Undefined when the option was left out; a usage error naming the
 * option and the value otherwise.
 */
export function parseSecondsOption(optionName: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  const seconds = Number(text);
  if (text === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS) {
    throw new CliUsageError(
      `${optionName} must be a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS}, got '${String(value)}'`,
    );
  }
  return seconds;
}
