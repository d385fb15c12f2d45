import { hexValue, isAsciiLetter } from './CharacterClass.js';

/** A decoded escape: the code point it stands for and where the escape ends in the raw text. */
export interface DecodedEscape {
  readonly codePoint: number;
  /** Exclusive end of the escape in the raw text. */
  readonly end: number;
}

// The named entities a model (and a browser) would read as letters or structure. Unknown names
// stay as they are.
const NAMED_ENTITIES: Readonly<Record<string, number>> = {
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  nbsp: 0xa0,
  shy: 0xad,
  zwj: 0x200d,
  zwnj: 0x200c,
  lrm: 0x200e,
  rlm: 0x200f,
  colon: 0x3a,
  sol: 0x2f,
  bsol: 0x5c,
  verbar: 0x7c,
  vert: 0x7c,
  lowbar: 0x5f,
  lsqb: 0x5b,
  rsqb: 0x5d,
  lbrack: 0x5b,
  rbrack: 0x5d,
  lcub: 0x7b,
  rcub: 0x7d,
  lbrace: 0x7b,
  rbrace: 0x7d,
  num: 0x23,
  excl: 0x21,
  quest: 0x3f,
  period: 0x2e,
  comma: 0x2c,
  equals: 0x3d,
  newline: 0x0a,
  tab: 0x09,
  hellip: 0x2026,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  ldquo: 0x201c,
  rdquo: 0x201d,
  laquo: 0xab,
  raquo: 0xbb,
  auml: 0xe4,
  ouml: 0xf6,
  uuml: 0xfc,
  Auml: 0xc4,
  Ouml: 0xd6,
  Uuml: 0xdc,
  szlig: 0xdf,
  eacute: 0xe9,
  egrave: 0xe8,
  ecirc: 0xea,
  aacute: 0xe1,
  agrave: 0xe0,
  acirc: 0xe2,
  iacute: 0xed,
  oacute: 0xf3,
  uacute: 0xfa,
  ntilde: 0xf1,
  ccedil: 0xe7,
  Eacute: 0xc9,
};

const BACKSLASH = 0x5c;
const AMPERSAND = 0x26;
const MAX_ENTITY_NAME = 10;
const MAX_NUMERIC_DIGITS = 8;

function readHex(text: string, start: number, count: number): number {
  if (start + count > text.length) return -1;
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = hexValue(text.charCodeAt(i));
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

function decodeBackslashEscape(text: string, index: number): DecodedEscape | undefined {
  // JSON nested in JSON doubles the backslashes (`\\u0049`); a model still reads the letter.
  let cursor = index;
  while (cursor < text.length && text.charCodeAt(cursor) === BACKSLASH && cursor - index < 8) cursor++;
  if (cursor >= text.length) return undefined;
  const kind = text.charCodeAt(cursor);
  const afterKind = cursor + 1;
  switch (kind) {
    case 0x75: {
      // \uXXXX, \u{X…}
      if (text.charCodeAt(afterKind) === 0x7b) {
        let value = 0;
        let i = afterKind + 1;
        for (; i < text.length && i < afterKind + 8; i++) {
          const digit = hexValue(text.charCodeAt(i));
          if (digit < 0) break;
          value = value * 16 + digit;
        }
        if (i === afterKind + 1 || text.charCodeAt(i) !== 0x7d || value > 0x10ffff) return undefined;
        return { codePoint: value, end: i + 1 };
      }
      const unit = readHex(text, afterKind, 4);
      if (unit < 0) return undefined;
      const end = afterKind + 4;
      if (unit >= 0xd800 && unit <= 0xdbff) {
        // A surrogate pair written as two escapes.
        const next = decodeBackslashEscape(text, end);
        if (next !== undefined && next.codePoint >= 0xdc00 && next.codePoint <= 0xdfff) {
          return { codePoint: 0x10000 + ((unit - 0xd800) << 10) + (next.codePoint - 0xdc00), end: next.end };
        }
      }
      return { codePoint: unit, end };
    }
    case 0x78: {
      const value = readHex(text, afterKind, 2);
      return value < 0 ? undefined : { codePoint: value, end: afterKind + 2 };
    }
    case 0x6e: // \n
    case 0x72: // \r
      return { codePoint: 0x0a, end: afterKind };
    case 0x74: // \t
      return { codePoint: 0x20, end: afterKind };
    case 0x22:
    case 0x27:
    case 0x2f:
      return cursor > index ? { codePoint: kind, end: afterKind } : undefined;
    default:
      return undefined;
  }
}

function decodeEntity(text: string, index: number): DecodedEscape | undefined {
  const first = index + 1;
  if (first >= text.length) return undefined;
  if (text.charCodeAt(first) === 0x23) {
    // &#NN; or &#xHH; (the semicolon is optional in browsers, so it is here too)
    let i = first + 1;
    const isHex = text.charCodeAt(i) === 0x78 || text.charCodeAt(i) === 0x58;
    if (isHex) i++;
    const digitsStart = i;
    let value = 0;
    for (; i < text.length && i - digitsStart < MAX_NUMERIC_DIGITS; i++) {
      const code = text.charCodeAt(i);
      const digit = isHex ? hexValue(code) : code >= 0x30 && code <= 0x39 ? code - 0x30 : -1;
      if (digit < 0) break;
      value = value * (isHex ? 16 : 10) + digit;
    }
    if (i === digitsStart || value > 0x10ffff || value === 0) return undefined;
    const end = text.charCodeAt(i) === 0x3b ? i + 1 : i;
    return { codePoint: value, end };
  }
  let i = first;
  while (i < text.length && i - first < MAX_ENTITY_NAME && isAsciiLetter(text.charCodeAt(i))) i++;
  if (i === first || text.charCodeAt(i) !== 0x3b) return undefined;
  const value = NAMED_ENTITIES[text.slice(first, i)];
  return value === undefined ? undefined : { codePoint: value, end: i + 1 };
}

/**
 * Decodes the JSON/JavaScript escape (`\u0049`, `\u{49}`, surrogate pairs, `\x49`, `\n`) or the
 * XML/HTML character reference (`&#73;`, `&#x49;`, `&amp;`) that starts at `index`, if any. A
 * model reads these as the characters they stand for, so the detector does too.
 */
export function decodeEscapeAt(text: string, index: number): DecodedEscape | undefined {
  const code = text.charCodeAt(index);
  if (code === BACKSLASH) return decodeBackslashEscape(text, index);
  if (code === AMPERSAND) return decodeEntity(text, index);
  return undefined;
}

/** A text with its escapes decoded, and where each decoded character came from. */
export interface DecodedText {
  readonly text: string;
  /** Raw start offset of each UTF-16 unit of `text`. */
  readonly rawStart: Int32Array;
  /** Raw end offset (exclusive) of each UTF-16 unit of `text`. */
  readonly rawEnd: Int32Array;
}

/**
 * Decodes every JSON/XML escape of `text` (see {@link decodeEscapeAt}) and keeps a map back to the
 * raw offsets, so scanners that read the decoded text can point at the encoded span. Returns
 * `undefined` when the text holds no escape.
 */
export function decodeEscapes(text: string): DecodedText | undefined {
  // Most texts hold '&' or '\\' but no escape: look for a real one before copying anything.
  let first = -1;
  let backslash = text.indexOf('\\');
  let ampersand = text.indexOf('&');
  while (backslash >= 0 || ampersand >= 0) {
    const at = ampersand < 0 || (backslash >= 0 && backslash < ampersand) ? backslash : ampersand;
    if (decodeEscapeAt(text, at) !== undefined) {
      first = at;
      break;
    }
    if (at === backslash) backslash = text.indexOf('\\', at + 1);
    else ampersand = text.indexOf('&', at + 1);
  }
  if (first < 0) return undefined;
  let out = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let decodedAny = false;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    const decodedEscape = code === BACKSLASH || code === AMPERSAND ? decodeEscapeAt(text, i) : undefined;
    if (decodedEscape === undefined) {
      out += text[i];
      starts.push(i);
      ends.push(i + 1);
      i++;
      continue;
    }
    decodedAny = true;
    const char = String.fromCodePoint(decodedEscape.codePoint);
    for (let k = 0; k < char.length; k++) {
      out += char[k];
      starts.push(i);
      ends.push(decodedEscape.end);
    }
    i = decodedEscape.end;
  }
  if (!decodedAny) return undefined;
  return { text: out, rawStart: Int32Array.from(starts), rawEnd: Int32Array.from(ends) };
}
