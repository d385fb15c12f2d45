import { describe, expect, it } from 'vitest';
import { decodeEscapeAt, decodeEscapes } from './EscapeDecoder.js';

describe('decodeEscapeAt', () => {
  it.each([
    ['\\u0049', 0x49, 6],
    ['\\u{1F600}', 0x1f600, 9],
    ['\\ud83d\\ude00', 0x1f600, 12],
    ['\\x41', 0x41, 4],
    ['\\n', 0x0a, 2],
    ['\\"', 0x22, 2],
    ['&#73;', 73, 5],
    ['&#x49;', 0x49, 6],
    ['&#73 ', 73, 4],
    ['&amp;', 0x26, 5],
    ['&lt;', 0x3c, 4],
  ])('%s', (text, codePoint, end) => {
    expect(decodeEscapeAt(text, 0)).toEqual({ codePoint, end });
  });

  it.each(['\\q', '\\u12', '&#;', '&nosuch;', '&amp', 'plain', '&#x110000;'])('leaves %s alone', (text) => {
    expect(decodeEscapeAt(text, 0)).toBeUndefined();
  });
});

describe('decodeEscapes', () => {
  it('decodes and maps every unit back to its escape', () => {
    const decoded = decodeEscapes('a&lt;b\\u0021')!;
    expect(decoded.text).toBe('a<b!');
    expect([...decoded.rawStart]).toEqual([0, 1, 5, 6]);
    expect([...decoded.rawEnd]).toEqual([1, 5, 6, 12]);
    expect(decodeEscapes('nothing to do & nothing')).toBeUndefined();
  });
});
