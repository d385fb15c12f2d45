const TOOLGATE_ERROR_BRAND = Symbol.for('toolgate.error');

/** Options every Toolgate error accepts. */
export interface ToolgateErrorOptions {
  /** The error that led to this one; kept so a log can show the whole chain. */
  readonly cause?: unknown;
}

/**
 * Base class of every error Toolgate throws. `code` is a stable UPPER_SNAKE string a caller can
 * branch on; `message` is for people and never contains secrets.
 *
 * Use {@link ToolgateError.isInstance} rather than `instanceof`: it also recognises errors created
 * by another copy of the package (two versions installed side by side).
 */
export class ToolgateError extends Error {
  /** A stable, machine-readable code, e.g. `TOOL_EXECUTION_BLOCKED`. */
  readonly code: string;

  constructor(code: string, message: string, options: ToolgateErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.name = new.target.name;
    Object.defineProperty(this, TOOLGATE_ERROR_BRAND, { value: true, enumerable: false });
  }

  /** True for any Toolgate error, across duplicate installs of the package. */
  static isInstance(value: unknown): value is ToolgateError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[TOOLGATE_ERROR_BRAND] === true &&
      typeof (value as { code?: unknown }).code === 'string'
    );
  }
}
