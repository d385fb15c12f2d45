import type { PromptInjectionCategory } from './PromptInjectionCategory.js';

/** A rule after compilation. Phrases with a `*` gap become pair rules with a small window. */
export interface CompiledRule {
  readonly kind: 'phrase' | 'pair';
  readonly id: string;
  readonly category: PromptInjectionCategory;
  readonly weight: number;
  readonly boostedWeight: number;
  readonly window: number;
  readonly anyOrder: boolean;
  readonly hasQualifiers: boolean;
}

/**
 * A compiled lexicon saved as data: what `CompiledLexicon` added to its automaton, in order,
 * so that restoring it builds the same automaton without expanding the templates again.
 */
export interface CompiledLexiconSnapshot {
  readonly rules: readonly CompiledRule[];
  /** Distinct pattern tags: kind index, rule index, language index, flags (openStart 4, openEnd 2, lineStart 1). */
  readonly tags: readonly (readonly [number, number, number, number])[];
  /**
   * Every pattern in the order it was added, one a line, each after its code and a space: tag
   * index × 2, plus 1 when the pattern also goes into the automaton over letter-spaced passages.
   * One string, because it loads much faster than an array of tens of thousands of literals.
   */
  readonly patterns: string;
  /** Shuffled-middle signature → the word it restores. */
  readonly typoglycemia: readonly (readonly [string, string])[];
}
