// Unsigned integers as LEB128 varints in base64: a compact, deterministic text form for the typed
// arrays of a built automaton, loaded far faster than array literals and without `node:` modules.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT_VALUES[ALPHABET.charCodeAt(i)] = i;

/** Encodes non-negative integers (below 2^31) as base64 of their LEB128 varints, without padding. */
export function encodeVarintBase64(values: ArrayLike<number>): string {
  const bytes: number[] = [];
  for (let i = 0; i < values.length; i++) {
    let value = values[i]!;
    if (!(value >= 0 && value < 0x80000000 && Number.isInteger(value)))
      throw new RangeError(`encodeVarintBase64: ${value} is no 31-bit unsigned integer`);
    while (value >= 0x80) {
      bytes.push((value & 0x7f) | 0x80);
      value >>>= 7;
    }
    bytes.push(value);
  }
  const chunks: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    chunk += ALPHABET[a >> 2]!;
    chunk += ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) chunk += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) chunk += ALPHABET[c & 63]!;
    // Joined in pieces: one long chain of `+=` builds a deep rope.
    if (chunk.length >= 4096) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  chunks.push(chunk);
  return chunks.join('');
}

/** Decodes `count` integers written by {@link encodeVarintBase64}; throws on malformed or short input. */
export function decodeVarintBase64(text: string, count: number): Int32Array<ArrayBuffer> {
  const values = new Int32Array(count);
  let produced = 0;
  let value = 0;
  let shift = 0;
  let bits = 0;
  let bitCount = 0;
  for (let i = 0; i < text.length && produced < count; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? DIGIT_VALUES[code]! : -1;
    if (digit < 0) throw new Error(`decodeVarintBase64: invalid character at ${i}`);
    bits = (bits << 6) | digit;
    bitCount += 6;
    if (bitCount < 8) continue;
    bitCount -= 8;
    const byte = (bits >> bitCount) & 0xff;
    bits &= (1 << bitCount) - 1;
    value |= (byte & 0x7f) << shift;
    if (byte < 0x80) {
      values[produced++] = value;
      value = 0;
      shift = 0;
    } else {
      shift += 7;
    }
  }
  if (produced < count) throw new Error(`decodeVarintBase64: ${produced} of ${count} values`);
  return values;
}
