import { describe, expect, it } from 'vitest';
import { familyOf, loadThirdPartyTexts } from '../learn/thirdPartyData.js';

describe('the third-party data and its split by source family', () => {
  const texts = loadThirdPartyTexts();

  it('holds every row of data/third-party (9,181) with a family', () => {
    expect(texts).toHaveLength(9_181);
    expect(texts.filter((text) => text.label === 1)).toHaveLength(5_529);
  });

  it('never puts one family in both the test split and training or dev', () => {
    const splitsOf = new Map<string, Set<string>>();
    for (const text of texts) splitsOf.set(text.family, (splitsOf.get(text.family) ?? new Set()).add(text.split));
    for (const [family, splits] of splitsOf) {
      if (splits.has('test')) expect([...splits], family).toEqual(['test']);
    }
  });

  it('keeps a clean text and its injected variants in one split', () => {
    const splitOfGroup = new Map<string, string>();
    for (const text of texts) {
      const group = /^(bipia-[a-z]+-train-\d+|injsquad-\d+)/.exec(text.id)?.[1];
      if (group === undefined) continue;
      const known = splitOfGroup.get(group);
      if (known !== undefined) expect(text.split, text.id).toBe(known);
      splitOfGroup.set(group, text.split);
    }
    expect(splitOfGroup.size).toBeGreaterThan(1_000);
  });

  it('tests on indirect and direct injections and on benign documents', () => {
    const test = texts.filter((text) => text.split === 'test');
    expect(test.filter((text) => text.kind === 'indirect').length).toBeGreaterThan(500);
    expect(test.filter((text) => text.kind === 'direct').length).toBeGreaterThan(300);
    expect(test.filter((text) => text.label === 0).length).toBeGreaterThan(200);
  });

  it('refuses a source it has no family for', () => {
    expect(() => familyOf('some new set')).toThrow('thirdPartyData: no family for source "some new set"');
    expect(familyOf('CyberSecEval multilingual direct (Hindi, persuasion)')).toBe('cyberseceval:persuasion');
  });
});
