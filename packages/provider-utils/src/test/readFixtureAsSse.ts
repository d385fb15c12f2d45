import { readFileSync } from 'node:fs';

/** The provider API whose SSE framing a fixture gets. */
export type FixtureApi = 'chat-completions' | 'responses' | 'anthropic';

/**
 * Reads a recorded `*.chunks.txt` fixture (one JSON payload per line) and frames it as the
 * provider would send it: `data: <line>` + blank line per payload; for Chat Completions a final
 * `data: [DONE]`; for Responses and Anthropic an `event: <type>` line taken from the payload's
 * `type`. Files ending in `.sse` are already framed and returned unchanged. Blank lines are skipped.
 */
export function readFixtureAsSse(path: string, api: FixtureApi): string {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.sse')) return text;
  return frameJsonLinesAsSse(text.split(/\r?\n/), api);
}

/** Frames JSON payload lines as SSE the way {@link readFixtureAsSse} does. */
export function frameJsonLinesAsSse(lines: Iterable<string>, api: FixtureApi): string {
  const parts: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (api !== 'chat-completions') {
      const type = /^\s*\{\s*"type"\s*:\s*"([^"]+)"/.exec(line)?.[1] ?? typeOf(line);
      if (type !== undefined) parts.push(`event: ${type}\n`);
    }
    parts.push(`data: ${line}\n\n`);
  }
  if (api === 'chat-completions') parts.push('data: [DONE]\n\n');
  return parts.join('');
}

function typeOf(line: string): string | undefined {
  try {
    const value = JSON.parse(line) as { type?: unknown };
    return typeof value.type === 'string' ? value.type : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Splits text (UTF-8 encoded) or bytes into chunks of `chunkSize` bytes (cutting multi-byte
 * characters on purpose) and yields them asynchronously, like a socket would.
 */
export async function* byteChunks(input: string | Uint8Array, chunkSize = 64): AsyncGenerator<Uint8Array> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const size = Math.max(1, Math.floor(chunkSize));
  for (let offset = 0; offset < bytes.length; offset += size) {
    yield bytes.subarray(offset, Math.min(bytes.length, offset + size));
  }
}
