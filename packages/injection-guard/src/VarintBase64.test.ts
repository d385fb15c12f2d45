import { describe, expect, it } from 'vitest';
import { decodeVarintBase64, encodeVarintBase64 } from './VarintBase64.js';

describe('VarintBase64', () => {
  it('round-trips small, large and boundary values of every byte length', () => {
    const values = [
      0, 1, 63, 64, 127, 128, 255, 16_383, 16_384, 65_535, 455_958, 2_097_151, 2_097_152, 268_435_455, 268_435_456,
      2_147_483_647,
    ];
    for (let count = 0; count <= values.length; count++) {
      const slice = values.slice(0, count);
      const text = encodeVarintBase64(slice);
      expect(text).toMatch(/^[A-Za-z0-9+/]*$/);
      expect([...decodeVarintBase64(text, count)]).toEqual(slice);
    }
  });

  it('rejects what it cannot encode and input that is cut short or not base64', () => {
    expect(() => encodeVarintBase64([-1])).toThrow(RangeError);
    expect(() => encodeVarintBase64([2 ** 31])).toThrow(RangeError);
    expect(() => encodeVarintBase64([1.5])).toThrow(RangeError);
    const text = encodeVarintBase64([300, 5]);
    expect(() => decodeVarintBase64(text, 3)).toThrow(/2 of 3/);
    expect(() => decodeVarintBase64(`${text.slice(0, 1)}*${text.slice(2)}`, 2)).toThrow(/invalid character/);
  });
});
