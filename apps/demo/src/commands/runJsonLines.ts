import { createInterface } from 'node:readline';
import { type CliContext, writeLine } from '../CliContext.js';
import { CliInputError } from '../CliInputError.js';

/**
 * Reads JSON lines from stdin and writes one JSON line per non-empty input line, in order: the
 * handler's object with the line's `id` first, or for a line that fails
 * `{ "id", "line": <1-based number>, "error": { "code", "message" } }` (the same shape for every
 * `--jsonl` command). Unexpected errors (not a {@link CliInputError}) are reported with code
 * `INTERNAL` and the next line is read.
 */
export async function runJsonLines(
  context: CliContext,
  handle: (record: Readonly<Record<string, unknown>>, lineNumber: number) => Promise<Record<string, unknown>>,
): Promise<void> {
  const lines = createInterface({ input: context.io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    let id: unknown = null;
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch (error) {
        throw new CliInputError('INVALID_JSON', `line ${lineNumber} is not valid JSON`, { cause: error });
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new CliInputError('NOT_AN_OBJECT', `line ${lineNumber} must be a JSON object`);
      }
      const record = parsed as Record<string, unknown>;
      id = record['id'] ?? null;
      writeLine(context.io.stdout, JSON.stringify({ id, ...(await handle(record, lineNumber)) }));
    } catch (error) {
      const code = CliInputError.isInstance(error) ? error.code : 'INTERNAL';
      const message = error instanceof Error ? error.message : String(error);
      writeLine(context.io.stdout, JSON.stringify({ id, line: lineNumber, error: { code, message } }));
    }
  }
}
