import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeServerSentEvents, ServerSentEventParser } from './decodeServerSentEvents.js';
import type { DecodeServerSentEventsOptions, ServerSentEvent } from './decodeServerSentEvents.js';
import { ProviderError } from './ProviderError.js';
import { byteChunks, providerStreamFixtureDirectory, readFixtureAsSse } from './test/index.js';

async function* fromChunks(chunks: readonly (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const chunk of chunks) yield typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
}

async function collect(
  source: AsyncIterable<Uint8Array>,
  options?: DecodeServerSentEventsOptions,
): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of decodeServerSentEvents(source, options)) events.push(event);
  return events;
}

const simplify = (events: ServerSentEvent[]) =>
  events.map((event) => (event.event === undefined ? { data: event.data } : { event: event.event, data: event.data }));

describe('decodeServerSentEvents', () => {
  it('decodes data lines, event lines and ids', async () => {
    const events = await collect(fromChunks(['event: message_start\ndata: {"a":1}\nid: 7\n\ndata: [DONE]\n\n']));
    expect(events).toEqual([
      { event: 'message_start', data: '{"a":1}', id: '7' },
      { event: undefined, data: '[DONE]', id: '7' },
    ]);
  });

  it('treats CRLF, CR and LF as line ends, also mixed and split between chunks', async () => {
    const crlf = await collect(fromChunks(['data: a\r\n\r\ndata: b\r\n\r\n']));
    const cr = await collect(fromChunks(['data: a\r\rdata: b\r\r']));
    const splitCrlf = await collect(fromChunks(['data: a\r', '\n\r', '\ndata: b\r\n', '\r\n']));
    const mixed = await collect(fromChunks(['data: a\r\n\ndata: b\n\r']));
    for (const events of [crlf, cr, splitCrlf, mixed]) {
      expect(simplify(events)).toEqual([{ data: 'a' }, { data: 'b' }]);
    }
  });

  it('a CR at the end of a chunk followed by a LF is one line end, not two', async () => {
    // If the LF counted as a second (blank) line, "x" would be dispatched alone.
    const events = await collect(fromChunks(['data: x\r', '\ndata: y\n\n']));
    expect(simplify(events)).toEqual([{ data: 'x\ny' }]);
  });

  it('skips comments and calls onComment', async () => {
    const comments: string[] = [];
    const events = await collect(fromChunks([': keep-alive\n\ndata: a\n: inside\n\n:\n']), {
      onComment: (comment) => comments.push(comment),
    });
    expect(simplify(events)).toEqual([{ data: 'a' }]);
    expect(comments).toEqual([' keep-alive', ' inside', '']);
  });

  it('joins multi-line data with "\\n" and keeps an empty data line', async () => {
    const events = await collect(fromChunks(['data: first\ndata:second\ndata\ndata:  two spaces\n\ndata:\n\n']));
    expect(simplify(events)).toEqual([{ data: 'first\nsecond\n\n two spaces' }, { data: '' }]);
  });

  it('does not dispatch an event without data and forgets its type', async () => {
    const events = await collect(fromChunks(['event: ping\n\ndata: x\n\n']));
    expect(events).toEqual([{ event: undefined, data: 'x', id: undefined }]);
  });

  it('ignores unknown fields, reports retry, and ignores ids containing NUL', async () => {
    const retries: number[] = [];
    const events = await collect(fromChunks(['foo: bar\nretry: 1500\nretry: x\nid: 1\nid: a\u0000b\ndata: x\n\n']), {
      onRetry: (ms) => retries.push(ms),
    });
    expect(events).toEqual([{ event: undefined, data: 'x', id: '1' }]);
    expect(retries).toEqual([1500]);
  });

  it('skips a BOM at the start only', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const events = await collect(fromChunks([bom, 'data: \uFEFFx\n\n']));
    expect(simplify(events)).toEqual([{ data: '\uFEFFx' }]);
    const split = await collect(fromChunks([bom.subarray(0, 1), bom.subarray(1), 'data: y\n\n']));
    expect(simplify(split)).toEqual([{ data: 'y' }]);
  });

  const multiByteSample =
    'event: delta\ndata: {"text":"Grüße, 世界 🌍🚀 — naïve café"}\r\n\r\n: c😀mment\n' +
    'data: 第二\ndata: line 🧪\n\ndata: [DONE]\n\n';
  const expectedSample = [
    { event: 'delta', data: '{"text":"Grüße, 世界 🌍🚀 — naïve café"}' },
    { data: '第二\nline 🧪' },
    { data: '[DONE]' },
  ];

  it('gives the same events when the bytes are split at every offset (inside multi-byte characters too)', async () => {
    const bytes = new TextEncoder().encode(multiByteSample);
    for (let offset = 0; offset <= bytes.length; offset += 1) {
      const events = await collect(fromChunks([bytes.subarray(0, offset), bytes.subarray(offset)]));
      expect(simplify(events), `split at byte ${offset}`).toEqual(expectedSample);
    }
  });

  it('gives the same events when split at every pair of offsets and byte by byte', async () => {
    const bytes = new TextEncoder().encode(multiByteSample);
    for (let first = 1; first < bytes.length; first += 7) {
      for (let second = first; second <= bytes.length; second += 3) {
        const events = await collect(
          fromChunks([bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)]),
        );
        expect(simplify(events)).toEqual(expectedSample);
      }
    }
    expect(simplify(await collect(byteChunks(bytes, 1)))).toEqual(expectedSample);
  });

  it('discards an unterminated last event by default (stream cut mid-line), and keeps earlier ones', async () => {
    const events = await collect(fromChunks(['data: {"a":1}\n\ndata: {"b":', '2']));
    expect(simplify(events)).toEqual([{ data: '{"a":1}' }]);
  });

  it('with incompleteEvent "dispatch", yields the last event even without a trailing newline', async () => {
    const events = await collect(fromChunks(['data: a\n\ndata: b\ndata: c']), { incompleteEvent: 'dispatch' });
    expect(simplify(events)).toEqual([{ data: 'a' }, { data: 'b\nc' }]);
    const noBlank = await collect(fromChunks(['data: a\n']), { incompleteEvent: 'dispatch' });
    expect(simplify(noBlank)).toEqual([{ data: 'a' }]);
  });

  it('with incompleteEvent "error", throws PROVIDER_STREAM_INTERRUPTED after the complete events', async () => {
    const seen: ServerSentEvent[] = [];
    const run = async () => {
      for await (const event of decodeServerSentEvents(fromChunks(['data: a\n\ndata: {"cut']), {
        incompleteEvent: 'error',
      })) {
        seen.push(event);
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'PROVIDER_STREAM_INTERRUPTED' });
    expect(simplify(seen)).toEqual([{ data: 'a' }]);
    // A stream that ends exactly on an event boundary is complete.
    await expect(collect(fromChunks(['data: a\n\n']), { incompleteEvent: 'error' })).resolves.toHaveLength(1);
  });

  it('turns invalid UTF-8 into U+FFFD instead of failing', async () => {
    const events = await collect(fromChunks([new Uint8Array([0x64, 0x61, 0x74, 0x61, 0x3a, 0xff, 0x0a, 0x0a])]));
    expect(events[0]?.data).toBe('\uFFFD');
  });

  it('yields each event as soon as its bytes arrive, before the stream ends', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* slow(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('data: first\n\n');
      await gate;
      yield new TextEncoder().encode('data: second\n\n');
    }
    const iterator = decodeServerSentEvents(slow())[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toMatchObject({ data: 'first' });
    release();
    expect((await iterator.next()).value).toMatchObject({ data: 'second' });
    expect((await iterator.next()).done).toBe(true);
  });

  it('refuses an event larger than maxEventLength', async () => {
    const run = collect(fromChunks(['data: ', 'x'.repeat(50), 'y'.repeat(60)]), { maxEventLength: 100 });
    await expect(run).rejects.toBeInstanceOf(ProviderError);
    await expect(collect(fromChunks(['data: 1\ndata: 2\n'.repeat(40)]), { maxEventLength: 100 })).rejects.toMatchObject(
      {
        code: 'PROVIDER_INVALID_RESPONSE',
      },
    );
  });

  it('handles a line split over many chunks (long tool-call arguments)', async () => {
    const long = 'z'.repeat(100_000);
    const events = await collect(byteChunks(`data: ${long}\n\n`, 1000));
    expect(events[0]?.data).toBe(long);
  });

  it('decodes every recorded fixture into one event per recorded line', async () => {
    let checked = 0;
    for (const api of ['chat-completions', 'responses', 'anthropic'] as const) {
      for (const name of readdirSync(providerStreamFixtureDirectory(api)).filter((file) =>
        file.endsWith('.chunks.txt'),
      )) {
        const path = join(providerStreamFixtureDirectory(api), name);
        const sse = readFixtureAsSse(path, api);
        const events = await collect(byteChunks(sse, 97));
        const lines = (await import('node:fs'))
          .readFileSync(path, 'utf8')
          .split(/\r?\n/)
          .filter((line) => line.trim() !== '');
        const expected = api === 'chat-completions' ? [...lines, '[DONE]'] : lines;
        expect(
          events.map((event) => event.data),
          name,
        ).toEqual(expected);
        if (api !== 'chat-completions') {
          expect(events.map((event) => event.event)).toEqual(
            lines.map((line) => (JSON.parse(line) as { type: string }).type),
          );
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});

describe('ServerSentEventParser', () => {
  it('can be fed strings directly and reports an incomplete event', () => {
    const parser = new ServerSentEventParser();
    const events: ServerSentEvent[] = [];
    parser.feed('\uFEFFdata: a\n\nda', events);
    expect(simplify(events)).toEqual([{ data: 'a' }]);
    expect(parser.hasIncompleteEvent).toBe(true);
    parser.feed('ta: b\n\n', events);
    expect(parser.hasIncompleteEvent).toBe(false);
    expect(simplify(events)).toEqual([{ data: 'a' }, { data: 'b' }]);
    expect(parser.end(events)).toBe(false);
  });
});
