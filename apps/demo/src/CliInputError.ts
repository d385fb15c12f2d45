import { ToolgateError, type ToolgateErrorOptions } from '@toolgate/core/errors';

/**
 * A problem with one input of a command (an unreadable or binary file, a bad URL, a malformed
 * `--jsonl` line): exit code 4, or one error line of `--jsonl`. `code` is a stable UPPER_SNAKE
 * reason (`FILE_UNREADABLE`, `UNSUPPORTED_CONTENT_TYPE`, `INVALID_JSON`, …).
 */
export class CliInputError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/demo/CliInputError');

  constructor(code: string, message: string, options: ToolgateErrorOptions = {}) {
    super(code, message, options);
  }
}
