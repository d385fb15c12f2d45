import { describe, expect, it } from 'vitest';
import { passageSourceUrl } from './assemblePassages.js';
import { shortenDescription } from './shortenDescription.js';

describe('shortenDescription', () => {
  it('keeps a short text as one line', () => {
    expect(shortenDescription('HR policies,\n\ttravel rules\r\nand benefits.')).toBe(
      'HR policies, travel rules and benefits.',
    );
  });

  it('cuts a long text to 500 characters with an ellipsis', () => {
    const shortened = shortenDescription('word '.repeat(200));
    expect(shortened.length).toBeLessThanOrEqual(500);
    expect(shortened.endsWith('word…')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(498)}😀😀😀`;
    const shortened = shortenDescription(text);
    expect(shortened).toBe(`${'a'.repeat(498)}…`);
    expect(shortened.length).toBe(499);
    const exact = `${'a'.repeat(497)}😀😀`;
    expect(shortenDescription(exact)).toBe(`${'a'.repeat(497)}😀…`);
    expect(shortenDescription(exact)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('passageSourceUrl', () => {
  it.each([
    ['https://intranet.example/handbook/7#abroad', 'https://intranet.example/handbook/7#abroad'],
    ['file:///srv/docs/a.md', 'file:///srv/docs/a.md'],
    ['/home/ana/notes/Reise plan.md', 'file:///home/ana/notes/Reise%20plan.md'],
    ['C:\\Users\\ana\\plan #1.md', 'file:///C:/Users/ana/plan%20%231.md'],
    ['notes/relative.md', undefined],
    ['javascript:alert(1)', undefined],
    ['   ', undefined],
    [undefined, undefined],
  ])('turns %j into %j', (location, expected) => {
    expect(passageSourceUrl(location)).toBe(expected);
  });
});
