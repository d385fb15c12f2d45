import { describe, expect, it } from 'vitest';
import { PhraseMatcher } from './PhraseMatcher.js';

describe('PhraseMatcher', () => {
  it('finds every occurrence of every pattern, overlapping ones included', () => {
    const matcher = new PhraseMatcher<string>();
    for (const pattern of ['he', 'she', 'his', 'hers', '忽略']) matcher.add(pattern, pattern);
    const found = matcher.findAll('ushers 忽略他').map((match) => [match.value, match.start, match.end]);
    expect(found).toEqual([
      ['she', 1, 4],
      ['he', 2, 4],
      ['hers', 2, 6],
      ['忽略', 7, 9],
    ]);
  });

  it('stops at the match limit and refuses patterns after building', () => {
    const matcher = new PhraseMatcher<number>();
    matcher.add('a', 1);
    matcher.add('', 2);
    expect(matcher.size).toBe(1);
    expect(matcher.findAll('aaaa', 2)).toHaveLength(2);
    expect(() => matcher.add('b', 3)).toThrow();
  });
});
