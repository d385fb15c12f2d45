/**
 * A problem with one input of a command (an unreadable or binary file, a bad URL, a malformed
 * `--jsonl` line): exit code 4, or one error line of `--jsonl`. `code` is a stable UPPER_SNAKE
 * reason (`FILE_UNREADABLE`, `UNSUPPORTED_CONTENT_TYPE`, `INVALID_JSON`, …).
 */
export class CliInputError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliInputError';
    this.code = code;
  }

  /** True for a {@link CliInputError}, also from another copy of this module. */
  static isInstance(value: unknown): value is CliInputError {
    return (
      value instanceof Error && value.name === 'CliInputError' && typeof (value as { code?: unknown }).code === 'string'
    );
  }
}
