import { describe, expect, it } from 'vitest';
import { chunkText } from './chunkText.js';

describe('chunkText', () => {
  it('keeps a short document whole', () => {
    expect(chunkText('  One paragraph.\n\nAnother one.  ', { chunkSize: 100, chunkOverlap: 20 })).toEqual([
      { position: 0, start: 2, end: 30, text: 'One paragraph.\n\nAnother one.' },
    ]);
  });

  it('cuts on paragraph boundaries and repeats the last paragraph that fits into the overlap', () => {
    const paragraphs = ['A'.repeat(40), 'B'.repeat(40), 'C'.repeat(40), 'D'.repeat(40)];
    const text = paragraphs.join('\n\n');
    const chunks = chunkText(text, { chunkSize: 90, chunkOverlap: 45 });
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      `${'A'.repeat(40)}\n\n${'B'.repeat(40)}`,
      `${'B'.repeat(40)}\n\n${'C'.repeat(40)}`,
      `${'C'.repeat(40)}\n\n${'D'.repeat(40)}`,
    ]);
    for (const chunk of chunks) expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
  });

  it('cuts a long paragraph between sentences, and a sentence without ends between words', () => {
    const text = 'First sentence is here. Second sentence follows! Third one asks? Fourth ends.';
    const chunks = chunkText(text, { chunkSize: 50, chunkOverlap: 0 });
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      'First sentence is here. Second sentence follows!',
      'Third one asks? Fourth ends.',
    ]);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const wordChunks = chunkText(words, { chunkSize: 100, chunkOverlap: 0 });
    expect(wordChunks.length).toBeGreaterThan(2);
    for (const chunk of wordChunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(100);
      expect(chunk.text).toMatch(/^word\d+( word\d+)*$/);
    }
    expect(wordChunks.map((chunk) => chunk.text).join(' ')).toBe(words);
  });

  it('never exceeds the chunk size, always moves on, and never splits a surrogate pair', () => {
    const text = '😀'.repeat(500);
    const chunks = chunkText(text, { chunkSize: 101, chunkOverlap: 50 });
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(101);
      expect(chunk.text.codePointAt(0)).toBe(0x1f600);
    }
  });

  it('returns nothing for blank text', () => {
    expect(chunkText(' \n\n\t ', { chunkSize: 100, chunkOverlap: 10 })).toEqual([]);
  });
});
