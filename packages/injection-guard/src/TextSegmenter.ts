import { isWhitespaceCodePoint } from './CharacterClass.js';

/** Longest segment the detector judges at once; also the tail a stream filter holds back. */
export const SEGMENT_MAX_CHARS = 8_192;

/**
 * Where the segment that starts at `start` ends, or `undefined` when more text is needed to know
 * (only when `final` is false). Depends on nothing but `text[start, start + SEGMENT_MAX_CHARS]`,
 * so a stream cut into any chunks is segmented exactly like the whole text. Prefers a paragraph
 * break, then a line break, then whitespace in the second half of the window.
 */
export function findSegmentEnd(text: string, start: number, final: boolean): number | undefined {
  if (text.length - start <= SEGMENT_MAX_CHARS) return final ? text.length : undefined;
  return cutInWindow(text, start);
}

/** The cut of a segment of `text` that starts at `start` and runs longer than the window. */
function cutInWindow(text: string, start: number): number {
  const windowEnd = start + SEGMENT_MAX_CHARS;
  const earliest = start + SEGMENT_MAX_CHARS / 2;
  // Searches stay inside the window (lastIndexOf would run back to the start of the text).
  let line = -1;
  let space = -1;
  for (let i = windowEnd - 1; i >= earliest; i--) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      if (text.charCodeAt(i - 1) === 0x0a && i - 1 >= earliest) return i + 1;
      if (line < 0) line = i;
    } else if (space < 0 && isWhitespaceCodePoint(code)) space = i;
  }
  if (line >= 0) return line + 1;
  if (space >= 0) return space + 1;
  const code = text.charCodeAt(windowEnd);
  return code >= 0xdc00 && code <= 0xdfff ? windowEnd - 1 : windowEnd;
}
