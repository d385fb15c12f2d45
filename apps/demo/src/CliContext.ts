import type { Readable, Writable } from 'node:stream';
// The error base alone (no zod): --help loads this module and must stay cheap.
import { ToolgateError, type ToolgateErrorOptions } from '@toolgate/core/errors';

/** Exit codes of the `toolgate` CLI (ARCHITECTURE.md, "Contracts that outside checks use"). */
export const ExitCode = {
  OK: 0,
  /** Anything unexpected inside the CLI itself. */
  INTERNAL: 1,
  USAGE: 2,
  BLOCKED_BY_POLICY: 3,
  RETRIEVAL_FAILED: 4,
  /** `toolgate ask`: the model provider failed (same number as a failed retrieval). */
  PROVIDER_FAILED: 4,
  /** Stopped by Ctrl-C: the conventional 128 + SIGINT. */
  INTERRUPTED: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Where a command reads and writes; tests pass their own streams. */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly env: NodeJS.ProcessEnv;
}

/** What a command's action receives besides its arguments. */
export interface CliContext {
  readonly io: CliIo;
  /** Sets the exit code the process ends with (the highest one set wins over OK). */
  setExitCode(code: ExitCode): void;
}

/** Bad usage that commander cannot see (a malformed option value): exit code 2 and one line. Code `CLI_USAGE`. */
export class CliUsageError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/demo/CliUsageError');

  constructor(message: string, options: ToolgateErrorOptions = {}) {
    super('CLI_USAGE', message, options);
  }
}

export function writeLine(stream: Writable, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** True when the stream is an interactive terminal (nothing piped in or out). */
export function isTerminal(stream: Readable | Writable): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}
