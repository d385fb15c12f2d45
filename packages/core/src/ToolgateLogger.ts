/**
 * Structured fields of a log entry. Toolgate only ever puts names, ids, counts, durations and
 * status codes here, never argument values, tool results or secrets.
 */
export type ToolgateLogFields = Readonly<Record<string, string | number | boolean | undefined>>;

/** The logger Toolgate writes to. Adapt any logging library (console, pino, ...) to it. */
export interface ToolgateLogger {
  debug(message: string, fields?: ToolgateLogFields): void;
  info(message: string, fields?: ToolgateLogFields): void;
  warn(message: string, fields?: ToolgateLogFields): void;
  error(message: string, fields?: ToolgateLogFields): void;
}

/** A logger that drops everything (the default). */
export const silentLogger: ToolgateLogger = Object.freeze({
  debug() {},
  info() {},
  warn() {},
  error() {},
});
