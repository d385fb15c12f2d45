import { describe, expect, it } from 'vitest';
import { anyTermInLoweredSlice } from './anyTermInLoweredSlice.js';

const FIRST = ['must not', 'shall not', 'prohib', '禁止', 'não deverá', 'запрещ'];
const SECOND = ['found that', 'σας', 'i̇ki', '금지'];
const WITH_ASTRAL = ['𐐨x', 'must'];

/** The definition the index must reproduce: the slice, lower-cased, searched word by word. */
function reference(text: string, from: number, to: number, terms: readonly string[]): boolean {
  const slice = text.slice(from, to).toLowerCase();
  return terms.some((term) => slice.includes(term));
}

/** A deterministic pseudo-random generator, so a failure reproduces. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 0x100000000;
  };
}

const PIECES = [
  'MUST NOT',
  'must',
  ' not ',
  'Shall Not',
  'PROHIB',
  '禁止',
  'NÃO DEVERÁ',
  'ЗАПРЕЩ',
  'Found That',
  'ΣΑΣ',
  'σας',
  'İKI',
  'İ',
  '금지',
  '𐐀X',
  '𐐨x',
  'x',
  ' ',
  '.',
  '\n',
];

/** Pieces whose lower-casing is plain: texts made of these are indexed. */
const PLAIN_PIECES = PIECES.filter((piece) => !piece.includes('İ') && !piece.includes('Σ'));

function randomText(random: () => number, pieces: number, from: readonly string[]): string {
  let text = '';
  for (let k = 0; k < pieces; k++) text += from[Math.floor(random() * from.length)]!;
  return text;
}

describe('anyTermInLoweredSlice', () => {
  it('answers like searching the lower-cased slice, before and after the text is indexed, for every kind of text', () => {
    const random = generator(7);
    for (let round = 0; round < 60; round++) {
      // Every third text may hold "İ" or a capital sigma (never indexed: answered per slice).
      const text = randomText(random, 40 + Math.floor(random() * 80), round % 3 === 0 ? PIECES : PLAIN_PIECES);
      for (let question = 0; question < 40; question++) {
        const from = Math.floor(random() * (text.length + 4)) - 2;
        const to = from + Math.floor(random() * 60) - 5;
        for (const terms of [FIRST, SECOND, WITH_ASTRAL]) {
          expect(anyTermInLoweredSlice(text, Math.max(0, from), Math.max(0, to), terms)).toBe(
            reference(text, Math.max(0, from), Math.max(0, to), terms),
          );
        }
      }
    }
  });

  it('finds a word only when it lies wholly inside the range', () => {
    const text = 'Users MUST NOT attempt to bypass the assistant. '.repeat(20);
    for (let question = 0; question < 20; question++) {
      expect(anyTermInLoweredSlice(text, 6, 14, FIRST)).toBe(true);
      expect(anyTermInLoweredSlice(text, 7, 14, FIRST)).toBe(false);
      expect(anyTermInLoweredSlice(text, 6, 13, FIRST)).toBe(false);
    }
  });
});
