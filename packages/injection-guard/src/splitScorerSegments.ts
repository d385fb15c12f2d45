// Splits a text into the segments the learned scorers judge: lines and sentences. Apart from the
// scorers so a module that needs only the split does not load their weights.
import { isWhitespaceCodePoint, isWordCodePoint } from './CharacterClass.js';

/** One segment of a text: `text.slice(start, end)`. */
export interface ScorerSegment {
  readonly start: number;
  readonly end: number;
}

/** Longest segment scored at once; longer runs without a break are cut at whitespace. */
export const SCORER_SEGMENT_MAX_CHARS = 1_000;

/**
 * Splits `text` into the segments the scorer judges: lines, and sentences within a line (after
 * `. ! ?` and whitespace, or after `。！？।؟`); a run longer than {@link SCORER_SEGMENT_MAX_CHARS}
 * is cut at whitespace. Segments without a letter are left out. Linear in the length of the text.
 */
export function splitScorerSegments(text: string): ScorerSegment[] {
  const segments: ScorerSegment[] = [];
  let start = 0;
  let hasWord = false;
  let lastSpace = -1;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    let kind = splitKinds[code]!;
    if (kind === 0) kind = splitKindOf(code);
    // Most units are letters of a word that is not too long yet: nothing more to decide for them.
    if (kind === SPLIT_KNOWN_WORD_ONLY) {
      hasWord = true;
      if (i - start < SCORER_SEGMENT_MAX_CHARS) continue;
    }
    // Where a segment closes (the unit after its end), or -1: written out, no closure per call.
    let closeAt = -1;
    if ((kind & SPLIT_NEWLINE) !== 0) {
      closeAt = i + 1;
    } else {
      if ((kind & SPLIT_WORD) !== 0) hasWord = true;
      if ((kind & SPLIT_CLOSES) !== 0) {
        closeAt = i + 1;
      } else if ((kind & SPLIT_STOP) !== 0 && i + 1 < length && isWhitespaceCodePoint(text.charCodeAt(i + 1))) {
        closeAt = i + 1;
      } else {
        if ((kind & SPLIT_SPACE) !== 0) lastSpace = i;
        if (i - start >= SCORER_SEGMENT_MAX_CHARS) closeAt = lastSpace > start ? lastSpace + 1 : i + 1;
      }
    }
    if (closeAt >= 0) {
      if (hasWord) segments.push({ start, end: closeAt });
      start = closeAt;
      hasWord = false;
      lastSpace = -1;
    }
  }
  if (start < length && hasWord) segments.push({ start, end: length });
  return segments;
}

// What splitScorerSegments needs to know of a code unit, as bits, looked up once per unit value.
const SPLIT_KNOWN = 0x80;
const SPLIT_WORD = 1; // a letter or digit (not a surrogate half)
const SPLIT_SPACE = 2; // whitespace
const SPLIT_CLOSES = 4; // "。！？।؟": closes a segment by itself
const SPLIT_STOP = 8; // ". ! ?": closes a segment when whitespace follows
const SPLIT_NEWLINE = 16;
const SPLIT_KNOWN_WORD_ONLY = SPLIT_KNOWN | SPLIT_WORD;
const splitKinds = new Uint8Array(0x10000);

function splitKindOf(code: number): number {
  let kind = SPLIT_KNOWN;
  if (code === 0x0a) kind |= SPLIT_NEWLINE;
  if (code >= 0x30 && code < 0xd800 && isWordCodePoint(code)) kind |= SPLIT_WORD;
  if (isWhitespaceCodePoint(code)) kind |= SPLIT_SPACE;
  if (code === 0x3002 || code === 0xff01 || code === 0xff1f || code === 0x0964 || code === 0x061f) kind |= SPLIT_CLOSES;
  if (code === 0x2e || code === 0x21 || code === 0x3f) kind |= SPLIT_STOP;
  splitKinds[code] = kind;
  return kind;
}
