import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from './reciprocalRankFusion.js';

describe('reciprocalRankFusion', () => {
  it('puts an item high in both rankings above one at the top of only one', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['b', 'c', 'd', 'e', 'f', 'a'],
    ]);
    expect(fused.map((entry) => entry.item)).toEqual(['b', 'c', 'a', 'd', 'e', 'f']);
    expect(fused[0]?.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(fused[3]?.score).toBeCloseTo(1 / 63, 12);
  });
});
