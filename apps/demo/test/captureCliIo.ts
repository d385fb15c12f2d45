import { PassThrough } from 'node:stream';
import type { CliIo } from '../src/CliContext.js';

/** Options of {@link captureCliIo}. */
export interface CaptureCliIoOptions {
  /** Text on stdin, which then ends; without it stdin stays open (as for a terminal). */
  readonly stdin?: string | undefined;
  readonly env?: Record<string, string>;
}

/** In-memory streams for driving `runCli` in-process, with what it wrote to stdout and stderr. */
export function captureCliIo(options: CaptureCliIoOptions = {}): { io: CliIo; out: () => string; err: () => string } {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  stderr.on('data', (chunk) => {
    err += chunk;
  });
  if (options.stdin !== undefined) stdin.end(options.stdin);
  return { io: { stdin, stdout, stderr, env: options.env ?? {} }, out: () => out, err: () => err };
}
