import { describe, expect, it } from 'vitest';
import { hashLlmJudgeText, LlmJudgeVerdictCache } from './LlmJudgeVerdictCache.js';

describe('LlmJudgeVerdictCache', () => {
  it('hashes deterministically, with the length, and tells near texts apart', () => {
    expect(hashLlmJudgeText('hello')).toBe(hashLlmJudgeText('hello'));
    expect(hashLlmJudgeText('hello')).toMatch(/^[0-9a-z]+:5$/);
    expect(hashLlmJudgeText('hello')).not.toBe(hashLlmJudgeText('hellp'));
    expect(hashLlmJudgeText('ab')).not.toBe(hashLlmJudgeText('ba'));
  });

  it('returns a verdict only for the very same text and evicts the least recently used', () => {
    const cache = new LlmJudgeVerdictCache(2);
    cache.set('a text', [{ start: 0, end: 1 }]);
    cache.set('b text', []);
    expect(cache.get('a text')).toEqual([{ start: 0, end: 1 }]);
    cache.set('c text', []);
    expect(cache.size).toBe(2);
    expect(cache.get('b text')).toBeUndefined();
    expect(cache.get('a text')).toBeDefined();
    expect(cache.get('c text')).toEqual([]);
    expect(cache.get('A text')).toBeUndefined();
  });

  it('holds nothing when its bound is 0', () => {
    const cache = new LlmJudgeVerdictCache(0);
    cache.set('a text', []);
    expect(cache.get('a text')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
