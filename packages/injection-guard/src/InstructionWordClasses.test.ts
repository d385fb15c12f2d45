import { describe, expect, it } from 'vitest';
import { instructionWordClass } from './InstructionWordClasses.js';

describe('instructionWordClass', () => {
  it('names the class of a word: person, modal, determiner, reply noun, AI reader, reference, negation', () => {
    expect(
      ['your', 'my', 'must', 'the', 'response', 'assistant', 'previous', 'never', 'tower'].map((word) =>
        instructionWordClass(word, false),
      ),
    ).toEqual(['YOU', 'ME', 'MODAL', 'DET', 'OUT', 'AI', 'REF', 'NEG', undefined]);
  });

  it('reads a base-form verb at the start of a clause as an order, later as a noun when it is one', () => {
    expect(instructionWordClass('answer', true)).toBe('VB');
    expect(instructionWordClass('answer', false)).toBe('OUT');
    expect(instructionWordClass('encode', false)).toBe('VB');
  });
});
