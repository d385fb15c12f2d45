import { describe, expect, it } from 'vitest';
import { stripInvisibleCarriers } from './InvisibleCarrierStripper.js';

describe('stripInvisibleCarriers', () => {
  it('removes zero-width characters, word joiners, bidi controls and counts runs', () => {
    expect(stripInvisibleCarriers('a\u200b\u2060b \u202ec\u202c \u2066d\u2069')).toEqual({
      text: 'ab c d',
      removedRuns: 5,
      tagPayloads: [],
    });
  });

  it('decodes and removes tag-block payloads', () => {
    const tags = [...'hi there'].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join('');
    expect(stripInvisibleCarriers(`x${tags}y`)).toEqual({ text: 'xy', removedRuns: 1, tagPayloads: ['hi there'] });
  });

  it('keeps joiners between non-Latin letters and in emoji, subdivision flags and a leading BOM', () => {
    const text = '\ufeffक्‍ष 👩\u200d💻 \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(stripInvisibleCarriers(text)).toEqual({ text, removedRuns: 0, tagPayloads: [] });
  });

  it('removes joiners between Latin letters', () => {
    expect(stripInvisibleCarriers('ig\u200dnore').text).toBe('ignore');
  });
});
