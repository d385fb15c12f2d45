import { Readable, type Transform } from 'node:stream';
import * as zlib from 'node:zlib';

/**
 * The most content codings one response may stack. undici refuses more since the fix for
 * CVE-2026-22036: each layer costs a decoder, and no real server needs more than two.
 */
export const MAX_CONTENT_CODINGS = 5;

/** The codings this service undoes (and announces in `Accept-Encoding`). */
export const SUPPORTED_CONTENT_CODINGS: readonly string[] = ['gzip', 'x-gzip', 'deflate', 'br', 'identity'];

/**
 * The codings of a `Content-Encoding` header in the order they were applied, `identity`
 * dropped. Returns the first unsupported coding as `unsupported` when there is one.
 */
export function parseContentEncoding(header: string | undefined): {
  readonly codings: readonly string[];
  readonly unsupported?: string;
} {
  if (header === undefined) return { codings: [] };
  const codings = header
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const unsupported = codings.find((coding) => !SUPPORTED_CONTENT_CODINGS.includes(coding));
  return unsupported === undefined ? { codings } : { codings, unsupported };
}

// Lenient like browsers: a body cut short still yields what was decoded so far.
function createDecoder(coding: string, firstChunk: Uint8Array): Transform {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default: {
      // "deflate" should be zlib-wrapped, but some servers send raw deflate: the header tells them apart.
      const first = firstChunk[0] ?? 0;
      const second = firstChunk[1] ?? 0;
      const zlibWrapped = (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
      const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
      return zlibWrapped ? zlib.createInflate(options) : zlib.createInflateRaw(options);
    }
  }
}

async function* decodeOne(source: AsyncIterable<Uint8Array>, coding: string): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const decoder = createDecoder(coding, first.value);
  const input = Readable.from(
    (async function* () {
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
  input.on('error', (error) => decoder.destroy(error));
  input.pipe(decoder);
  try {
    // Async iteration keeps zlib's backpressure: it inflates only as fast as we consume.
    for await (const chunk of decoder) yield chunk as Uint8Array;
  } finally {
    input.destroy();
    decoder.destroy();
    await iterator.return?.();
  }
}

/**
 * Undoes the content codings of a body, last applied first (`gzip, br` is unwrapped br then
 * gzip). The returned iterator yields decoded chunks of at most zlib's chunk size (16 KiB), so
 * a consumer that counts and stops keeps memory bounded even for a compression bomb.
 */
export function decodeContentEncoding(
  source: AsyncIterable<Uint8Array>,
  codings: readonly string[],
): AsyncIterable<Uint8Array> {
  let stream: AsyncIterable<Uint8Array> = source;
  for (const coding of [...codings].reverse()) stream = decodeOne(stream, coding);
  return stream;
}
