import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, queryWords, toFtsQuery } from './toFtsQuery.js';

describe('toFtsQuery', () => {
  it('quotes every word and joins them with OR, so no operator or syntax survives', () => {
    expect(toFtsQuery('NEAR(alpha "beta" -gamma) AND col:delta*')).toBe(
      '"near" OR "alpha" OR "beta" OR "gamma" OR "and" OR "col" OR "delta"',
    );
  });

  it('keeps letters of every script and drops duplicates', () => {
    expect(queryWords('Straße straße Ｆｕｌｌ 東京 café')).toEqual(['straße', 'full', '東京', 'café']);
  });

  it('has no query without words, and caps the number of words', () => {
    expect(toFtsQuery('*** "" ::')).toBeUndefined();
    const many = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
  });
});
