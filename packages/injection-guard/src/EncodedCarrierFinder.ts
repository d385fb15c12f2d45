import { hexValue } from './CharacterClass.js';

/** A base64 or hex run in the text and the text it decodes to. */
export interface EncodedCarrier {
  readonly kind: 'base64' | 'hex';
  readonly start: number;
  readonly end: number;
  readonly decoded: string;
}

const MIN_BASE64 = 16;
const MIN_HEX_BYTES = 8;
const MAX_CANDIDATES_PER_KIND = 16;
const MAX_DECODED_CHARS = 12_000;
const MIN_PRINTABLE_RATIO = 0.85;

const BASE64_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  BASE64_VALUES['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;
}
BASE64_VALUES['-'.charCodeAt(0)] = 62; // base64url
BASE64_VALUES['_'.charCodeAt(0)] = 63;

function base64Value(code: number): number {
  return code < 128 ? BASE64_VALUES[code]! : -1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function looksLikeText(text: string): boolean {
  if (text.trim().length < 4) return false;
  let printable = 0;
  let letters = 0;
  let total = 0;
  for (const char of text) {
    total++;
    const code = char.codePointAt(0)!;
    if (code >= 0x20 || code === 0x0a || code === 0x0d || code === 0x09) printable++;
    if (/\p{L}/u.test(char)) letters++;
  }
  return printable / total >= MIN_PRINTABLE_RATIO && letters / total >= 0.4;
}

function decodeBase64(run: string): string | undefined {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < run.length && bytes.length < MAX_DECODED_CHARS * 4; i++) {
    const value = base64Value(run.charCodeAt(i));
    if (value < 0) break;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  const text = decodeUtf8(Uint8Array.from(bytes));
  return text !== undefined && looksLikeText(text) ? text : undefined;
}

function isHexPair(text: string, at: number): boolean {
  return hexValue(text.charCodeAt(at)) >= 0 && hexValue(text.charCodeAt(at + 1)) >= 0;
}

/**
 * Whether `text` may hold a run of either kind, in one pass: a superset of both (a compact hex run
 * of 8 bytes is 16 base64 characters; a separated one has four pairs in a row, one separator between).
 */
export function mayHoldEncodedCarrier(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (base64Value(code) >= 0) {
      if (++run >= MIN_BASE64) return true;
    } else run = 0;
    // Four pairs "hh?hh?hh?hh" with the same separator, the first separator at i.
    if (
      (code === 0x20 || code === 0x3a || code === 0x09 || code === 0x2d) &&
      i >= 2 &&
      isHexPair(text, i - 2) &&
      isHexPair(text, i + 1) &&
      text.charCodeAt(i + 3) === code &&
      isHexPair(text, i + 4) &&
      text.charCodeAt(i + 6) === code &&
      isHexPair(text, i + 7)
    ) {
      return true;
    }
  }
  return false;
}

function isWordChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * Finds base64 runs (≥ 16 characters, standard or URL alphabet, optional padding) and hex runs
 * (≥ 8 bytes, compact or separated by spaces, colons or dashes) that decode to readable UTF-8 text.
 * Bounded: at most 16 candidates of each kind per call. Linear in the text length.
 */
export function findEncodedCarriers(text: string): EncodedCarrier[] {
  // Most texts hold no run long enough to be either kind: one pass says so.
  if (!mayHoldEncodedCarrier(text)) return [];
  const carriers: EncodedCarrier[] = [];
  let base64Count = 0;
  let hexCount = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (base64Value(code) < 0 || (i > 0 && base64Value(text.charCodeAt(i - 1)) >= 0)) {
      i++;
      continue;
    }
    // Try hex first (hex digits are also base64 characters).
    if (hexCount < MAX_CANDIDATES_PER_KIND && hexValue(code) >= 0) {
      const hex = readHexRun(text, i);
      if (hex !== undefined) {
        hexCount++;
        if (hex.decoded !== undefined) carriers.push({ kind: 'hex', start: i, end: hex.end, decoded: hex.decoded });
        i = hex.end;
        continue;
      }
    }
    let end = i;
    while (end < text.length && base64Value(text.charCodeAt(end)) >= 0) end++;
    const letters = end - i;
    let padded = end;
    while (padded < text.length && padded - end < 2 && text.charCodeAt(padded) === 0x3d) padded++;
    if (letters >= MIN_BASE64 && base64Count < MAX_CANDIDATES_PER_KIND && isLikelyBase64(text, i, end)) {
      base64Count++;
      const decoded = decodeBase64(text.slice(i, end));
      if (decoded !== undefined) carriers.push({ kind: 'base64', start: i, end: padded, decoded });
    }
    i = padded > i ? padded : i + 1;
  }
  return carriers;
}

/** Ordinary words and identifiers are base64 alphabet too; a carrier mixes cases or digits. */
function isLikelyBase64(text: string, start: number, end: number): boolean {
  let upper = 0;
  let lower = 0;
  let digits = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) upper++;
    else if (code >= 0x61 && code <= 0x7a) lower++;
    else if (code >= 0x30 && code <= 0x39) digits++;
  }
  return upper > 0 && lower > 0 && (upper + digits >= 3 || end - start >= 24);
}

function readHexRun(text: string, start: number): { end: number; decoded: string | undefined } | undefined {
  // Most words that start with a hex digit ("a", "be", "for") are not even one byte: no allocation for them.
  if (hexValue(text.charCodeAt(start + 1)) < 0) return undefined;
  const bytes: number[] = [];
  let i = start;
  let separator = -1;
  let end = start;
  while (i + 1 < text.length && bytes.length < MAX_DECODED_CHARS) {
    const high = hexValue(text.charCodeAt(i));
    const low = hexValue(text.charCodeAt(i + 1));
    if (high < 0 || low < 0) break;
    bytes.push(high * 16 + low);
    i += 2;
    end = i;
    const next = text.charCodeAt(i);
    const isSeparator = next === 0x20 || next === 0x3a || next === 0x2d || next === 0x09;
    if (isSeparator && (separator < 0 || separator === next) && hexValue(text.charCodeAt(i + 1)) >= 0) {
      if (separator < 0 && bytes.length > 1) break; // compact run followed by a separator: stop
      separator = next;
      i++;
    } else if (separator >= 0 && !isSeparator && hexValue(next) >= 0) {
      break; // "de ad beef" is not one separated run
    }
  }
  if (bytes.length < MIN_HEX_BYTES) return undefined;
  if (end < text.length && isWordChar(text.charCodeAt(end))) return undefined;
  const decoded = decodeUtf8(Uint8Array.from(bytes));
  return { end, decoded: decoded !== undefined && looksLikeText(decoded) ? decoded : undefined };
}
