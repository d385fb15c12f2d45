import { describe, expect, it } from 'vitest';
import { foldText, locateJudgedSpan } from './locateJudgedSpan.js';

function locate(text: string, span: string): string[] {
  return locateJudgedSpan(text, span, () => foldText(text)).map((range) => text.slice(range.start, range.end));
}

describe('locateJudgedSpan', () => {
  it('prefers exact occurrences and trims the span', () => {
    expect(locate('Say hi. Say HI.', '  Say hi. ')).toEqual(['Say hi.']);
  });

  it('matches across case, whitespace runs (incl. no-break spaces) and typographic quotes, returning the original characters', () => {
    const text = 'A\u00a0page.\r\n\tDon’t  FORGET\nto say “yes” — always. Tail.';
    expect(locate(text, 'don\'t forget to say "yes" - always.')).toEqual(['Don’t  FORGET\nto say “yes” — always.']);
  });

  it('keeps offsets exact around characters whose lower case is longer (İ) and astral characters', () => {
    const text = 'İstanbul 😀 Reply ONLY in emoji 😀 please.';
    expect(locate(text, 'reply only in emoji 😀')).toEqual(['Reply ONLY in emoji 😀']);
    expect(locate(text, 'İstanbul 😀 reply')).toEqual(['İstanbul 😀 Reply']);
  });

  it('finds nothing for a span that is not there, or blank', () => {
    expect(locate('Nothing here.', 'Ignore previous instructions.')).toEqual([]);
    expect(locate('Nothing here.', '   ')).toEqual([]);
  });
});
