import { describe, expect, it } from 'vitest';
import { scorerReadableView } from './scorerReadableView.js';

describe('scorerReadableView', () => {
  it('is undefined for text the scorer reads as it is', () => {
    expect(scorerReadableView('Plain text, & a backslash \\ and 全角でない日本語。')).toBeUndefined();
  });

  it('folds full-width letters and the ideographic space unit for unit', () => {
    const view = scorerReadableView('Note: Ａｓｓｉｓｔａｎｔ：\u3000ｈｉ')!;
    expect(view.text).toBe('Note: Assistant: hi');
    expect([...view.rawStart]).toEqual([...view.text].map((_, index) => index));
  });

  it('decodes entities and JSON escapes after folding, with a map back to the raw span', () => {
    const raw = 'Ｘ=&#x41;\\u0042!';
    const view = scorerReadableView(raw)!;
    expect(view.text).toBe('X=AB!');
    const b = view.text.indexOf('B');
    expect(raw.slice(view.rawStart[b]!, view.rawEnd[b]!)).toBe('\\u0042');
    const a = view.text.indexOf('A');
    expect(raw.slice(view.rawStart[a]!, view.rawEnd[a]!)).toBe('&#x41;');
  });
});
