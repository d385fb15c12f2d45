import { describe, expect, it } from 'vitest';
import { findSegmentEnd, SEGMENT_MAX_CHARS } from './TextSegmenter.js';

describe('findSegmentEnd', () => {
  it('takes short texts whole when final and waits for more otherwise', () => {
    expect(findSegmentEnd('short', 0, true)).toBe(5);
    expect(findSegmentEnd('short', 0, false)).toBeUndefined();
  });

  it('prefers a paragraph break, then a line break, then whitespace, in the second half of the window', () => {
    const half = SEGMENT_MAX_CHARS / 2;
    const paragraph = `${'a'.repeat(half + 10)}\n\n${'b'.repeat(SEGMENT_MAX_CHARS)}`;
    expect(findSegmentEnd(paragraph, 0, false)).toBe(half + 12);
    const line = `${'a'.repeat(half + 10)}\n${'b'.repeat(100)} ${'c'.repeat(SEGMENT_MAX_CHARS)}`;
    expect(findSegmentEnd(line, 0, false)).toBe(half + 11);
    const spaced = `${'a'.repeat(half + 10)} ${'b'.repeat(SEGMENT_MAX_CHARS)}`;
    expect(findSegmentEnd(spaced, 0, false)).toBe(half + 11);
  });

  it('never splits a surrogate pair on a hard cut', () => {
    const text = `${'a'.repeat(SEGMENT_MAX_CHARS - 1)}😀${'b'.repeat(10)}`;
    expect(findSegmentEnd(text, 0, false)).toBe(SEGMENT_MAX_CHARS - 1);
  });
});
