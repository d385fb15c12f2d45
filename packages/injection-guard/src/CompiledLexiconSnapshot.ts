import type { PhraseAutomatonData } from './PhraseMatcher.js';
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
 * A compiled lexicon saved as data: its rules, pattern tags and both automatons already built, so
 * that restoring it needs neither the templates nor the automaton construction.
 */
export interface CompiledLexiconSnapshot {
  readonly rules: readonly CompiledRule[];
  /** Distinct pattern tags: kind index, rule index, language index, flags (openStart 4, openEnd 2, lineStart 1). */
  readonly tags: readonly (readonly [number, number, number, number])[];
  /** The automaton over the normalized view; its pattern values index {@link CompiledLexiconSnapshot.tags}. */
  readonly matcher: PhraseAutomatonData;
  /** The automaton over letter-spaced passages squeezed together; values index the tags too. */
  readonly compactMatcher: PhraseAutomatonData;
  /** Shuffled-middle signature → the word it restores. */
  readonly typoglycemia: readonly (readonly [string, string])[];
}
