import { describe, expect, it } from 'vitest';
import { SCORER_SEGMENT_MAX_CHARS, splitScorerSegments } from './splitScorerSegments.js';

function pieces(text: string): string[] {
  return splitScorerSegments(text).map((segment) => text.slice(segment.start, segment.end));
}

describe('splitScorerSegments', () => {
  it('splits lines, and sentences after a stop and whitespace', () => {
    expect(pieces('First line.\nIt rains. It pours! Why? Yes')).toEqual([
      'First line.',
      'It rains.',
      ' It pours!',
      ' Why?',
      ' Yes',
    ]);
  });

  it('splits only where whitespace follows the stop, never inside a word or a number', () => {
    expect(pieces('see example.com for more; version 1.2.3 is out. Next')).toEqual([
      'see example.com for more; version 1.2.3 is out.',
      ' Next',
    ]);
    expect(pieces('一句话。另一句话！')).toEqual(['一句话。', '另一句话！']);
  });

  it('cuts a run without a break at whitespace and leaves out segments without a letter', () => {
    const text = `${'word '.repeat(400)}`;
    const segments = pieces(text);
    expect(segments.join('')).toBe(text);
    for (const segment of segments) expect(segment.length).toBeLessThanOrEqual(SCORER_SEGMENT_MAX_CHARS + 1);
    expect(pieces('--- ...\n***')).toEqual([]);
  });
});
