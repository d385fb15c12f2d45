import { decodeEscapes } from './EscapeDecoder.js';

/** A text as the learned scorer can read it, with a map back to the raw offsets. */
export interface ScorerReadableView {
  readonly text: string;
  /** Raw start offset of each UTF-16 unit of `text`. */
  readonly rawStart: Int32Array;
  /** Raw end offset (exclusive) of each UTF-16 unit of `text`. */
  readonly rawEnd: Int32Array;
}

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;

/** A unit that folding or escape decoding could change: a backslash, an ampersand, a full-width letter. */
const MAY_NEED_READABLE_VIEW = /[\\&\uff01-\uff5e]/;

/** Full-width ASCII ("Ａｓｓｉｓｔａｎｔ：") as ASCII, unit for unit, or `text` itself when it has none. */
function foldFullWidth(text: string): string {
  let first = -1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) {
      first = at;
      break;
    }
  }
  if (first < 0) return text;
  let folded = text.slice(0, first);
  for (let at = first; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) folded += String.fromCharCode(code - FULL_WIDTH_OFFSET);
    else if (code === IDEOGRAPHIC_SPACE) folded += ' ';
    else folded += text[at];
  }
  return folded;
}

/**
 * `text` with full-width letters folded to ASCII and JSON/XML escapes decoded ("\u0049gnore",
 * "&#x623;…"), which the learned scorer reads as noise; `undefined` when the text has neither, so
 * the raw scores already stand for it. Same decoders as the rules' views.
 */
export function scorerReadableView(text: string): ScorerReadableView | undefined {
  // Without a full-width unit there is nothing to fold, and without '\\' or '&' nothing to decode:
  // one native scan answers for most texts.
  if (!MAY_NEED_READABLE_VIEW.test(text)) return undefined;
  const folded = foldFullWidth(text);
  const decoded = decodeEscapes(folded);
  if (decoded !== undefined) return decoded;
  if (folded === text) return undefined;
  // Folding keeps every unit in place.
  const rawStart = new Int32Array(text.length);
  const rawEnd = new Int32Array(text.length);
  for (let at = 0; at < text.length; at++) {
    rawStart[at] = at;
    rawEnd[at] = at + 1;
  }
  return { text: folded, rawStart, rawEnd };
}
