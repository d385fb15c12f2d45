import type { PromptInjectionCategory } from './PromptInjectionCategory.js';

/** The languages of the phrase lexicon (ISO 639-1), plus `any` for language-neutral tokens. */
export type LexiconLanguage = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'ru' | 'zh' | 'ja' | 'ar' | 'hi' | 'ko' | 'any';

/**
 * Phrases per language. Syntax: `{a|b|}` is an alternation (an empty branch makes it optional),
 * a leading `^` anchors the phrase at the start of a line, a trailing `*` lets the last word run on
 * ("instruction*" also matches "instructions"), a leading `*` lets the first word start mid-word.
 */
export type LexiconPhrases = Readonly<Partial<Record<LexiconLanguage, readonly string[]>>>;

/** Weight of a hit: a strong hit redacts alone, weaker ones only together. */
export const RuleWeight = {
  /** Imperative, addressed to the model: redacts on its own. */
  STRONG: 4,
  /** A clear signal that needs a second one nearby. */
  MEDIUM: 2,
  /** A word that matters only in company. */
  WEAK: 1,
} as const;

/** A score at or above this redacts a passage. */
export const REDACTION_THRESHOLD = 4;

/** A rule that matches any of its phrases. */
export interface PhraseRule {
  readonly kind: 'phrase';
  readonly id: string;
  readonly category: PromptInjectionCategory;
  readonly weight: number;
  readonly phrases: LexiconPhrases;
}

/**
 * A rule that matches a term of `first` followed (or, with `anyOrder`, preceded) by a term of
 * `second` within `window` view characters of the same sentence. With a `qualifiers` term between
 * or around them it weighs `boostedWeight`.
 */
export interface PairRule {
  readonly kind: 'pair';
  readonly id: string;
  readonly category: PromptInjectionCategory;
  readonly weight: number;
  readonly boostedWeight?: number;
  readonly window: number;
  readonly anyOrder?: boolean;
  readonly first: LexiconPhrases;
  readonly second: LexiconPhrases;
  readonly qualifiers?: LexiconPhrases;
}

/** One rule of the lexicon. */
export type LexiconRule = PhraseRule | PairRule;
