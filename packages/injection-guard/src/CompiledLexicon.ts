import { isWordCodePoint } from './CharacterClass.js';
import type { CompiledLexiconSnapshot, CompiledRule } from './CompiledLexiconSnapshot.js';
import { DEFAULT_LEXICON_SNAPSHOT } from './generated/defaultLexiconSnapshot.js';
import type { LexiconLanguage, LexiconPhrases, LexiconRule } from './LexiconRule.js';
import { normalizePhrase, typoglycemiaKey } from './NormalizedView.js';
import { DESCRIPTIVE_CUES, NEGATIONS_AFTER, NEGATIONS_BEFORE, PHRASE_LEXICON, QUOTE_FRAMES } from './PhraseLexicon.js';
import { type PhraseAutomatonData, PhraseMatcher } from './PhraseMatcher.js';

/** What a lexicon pattern is, as the matcher reports it. */
export interface PatternTag {
  readonly kind:
    | 'phrase'
    | 'first'
    | 'second'
    | 'qualifier'
    | 'cue'
    | 'negation-before'
    | 'negation-after'
    | 'quote-frame';
  /** Index into {@link CompiledLexicon.rules}; -1 for cues, negations and quote frames. */
  readonly rule: number;
  readonly language: LexiconLanguage;
  readonly openStart: boolean;
  readonly openEnd: boolean;
  readonly lineStart: boolean;
}

const TAG_KINDS: readonly PatternTag['kind'][] = [
  'phrase',
  'first',
  'second',
  'qualifier',
  'cue',
  'negation-before',
  'negation-after',
  'quote-frame',
];
const LANGUAGES: readonly LexiconLanguage[] = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'ru',
  'zh',
  'ja',
  'ar',
  'hi',
  'ko',
  'any',
];
const MAX_EXPANSIONS = 4096;
const GAP_WINDOW = 28;
const MIN_COMPACT_PHRASE = 7;
const LATIN_LANGUAGES = new Set<LexiconLanguage>(['en', 'de', 'fr', 'es', 'pt', 'it', 'any']);

/** Expands `{a|b|}` alternations into every phrase they stand for. */
export function expandTemplate(template: string): string[] {
  let results = [''];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      results = results.map((prefix) => prefix + template.slice(i));
      break;
    }
    const close = template.indexOf('}', open);
    if (close < 0) throw new Error(`Unclosed alternation in lexicon phrase: ${template}`);
    const literal = template.slice(i, open);
    const options = template.slice(open + 1, close).split('|');
    const next: string[] = [];
    for (const prefix of results) {
      for (const option of options) next.push(prefix + literal + option);
    }
    if (next.length > MAX_EXPANSIONS) throw new Error(`Lexicon phrase expands too far: ${template}`);
    results = next;
    i = close + 1;
  }
  return results;
}

interface ParsedPhrase {
  readonly parts: readonly string[];
  readonly openStart: boolean;
  readonly openEnd: boolean;
  readonly lineStart: boolean;
}

function parsePhrase(raw: string): ParsedPhrase | undefined {
  let text = raw.trim();
  let lineStart = false;
  let openStart = false;
  let openEnd = false;
  if (text.startsWith('^')) {
    lineStart = true;
    text = text.slice(1);
  }
  if (text.startsWith('*')) {
    openStart = true;
    text = text.slice(1);
  }
  if (text.endsWith('*')) {
    openEnd = true;
    text = text.slice(0, -1);
  }
  let parts: string[];
  if (!text.includes(' * ')) {
    const part = normalizePhrase(text);
    parts = part.length > 0 ? [part] : [];
  } else {
    parts = text
      .split(' * ')
      .map((part) => normalizePhrase(part))
      .filter((part) => part.length > 0);
  }
  if (parts.length === 0 || parts.length > 2) return undefined;
  return { parts, openStart, openEnd, lineStart };
}

const LATIN_ENDINGS = ['', 's', 'es', 'e', 'en', 'n', 'a', 'as', 'o', 'os', 'i', 'er', 'ern', 'x'];
const CYRILLIC_ENDINGS = [
  '',
  'и',
  'ы',
  'ей',
  'ям',
  'ями',
  'ях',
  'а',
  'у',
  'ом',
  'е',
  'ий',
  'ые',
  'ых',
  'ая',
  'ую',
  'ой',
  'ого',
  'ому',
  'ими',
  'ам',
  'ами',
  'ов',
];

/**
 * A `*` right after a word inside a phrase ("modelo* de lenguaje") lets that word take an
 * inflection ending; the automaton needs the forms spelled out, so they are expanded here.
 */
export function expandInnerStems(phrase: string): string[] {
  const inner = /(\S)\*(?= )/;
  if (!inner.test(phrase)) return [phrase];
  let results = [''];
  let rest = phrase;
  for (let guard = 0; guard < 4; guard++) {
    const match = inner.exec(rest);
    if (match === null) break;
    const stemEnd = match.index + 1;
    const cyrillic = /[\u0400-\u04ff]/.test(match[1]!);
    const endings = cyrillic ? CYRILLIC_ENDINGS : LATIN_ENDINGS;
    const head = rest.slice(0, stemEnd);
    results = results.flatMap((prefix) => endings.map((ending) => prefix + head + ending));
    rest = rest.slice(stemEnd + 1);
  }
  return results.map((prefix) => prefix + rest);
}

function forEachPhrase(phrases: LexiconPhrases, visit: (language: LexiconLanguage, phrase: string) => void): void {
  for (const [language, list] of Object.entries(phrases) as [LexiconLanguage, readonly string[]][]) {
    for (const template of list) {
      const expanded = template.includes('{') ? expandTemplate(template) : [template];
      for (const phrase of expanded) {
        if (phrase.includes('*')) {
          for (const form of expandInnerStems(phrase)) visit(language, form);
        } else {
          visit(language, phrase);
        }
      }
    }
  }
}

/**
 * The lexicon compiled into two automatons: one over the normalized view, one over the compact
 * (separator-free) view of letter-spaced passages. Built once and shared. The compact automaton is
 * built on first use only: most texts hold no letter-spaced passage.
 */
export class CompiledLexicon {
  readonly matcher: PhraseMatcher<PatternTag>;
  readonly rules: CompiledRule[] = [];
  readonly typoglycemia = new Map<string, string>();
  private readonly vocabulary = new Set<string>();
  private readonly vocabularySeen = new Set<string>();
  // Tags are shared: thousands of expanded phrases of one rule carry the same tag.
  private readonly tags = new Map<number, PatternTag>();
  private compactPending: { patterns: string[]; tags: PatternTag[] } | undefined = { patterns: [], tags: [] };
  private compact: PhraseMatcher<PatternTag> | undefined;
  // A restored lexicon's compact automaton, loaded on first use, and the tags its patterns index.
  private compactData: { automaton: PhraseAutomatonData; tags: readonly PatternTag[] } | undefined;

  // The tags of the compilation in the order first used, so that it can be saved as a snapshot
  // (undefined when the lexicon was restored from one).
  private readonly recorded: { tagList: PatternTag[]; tagIndex: Map<PatternTag, number> } | undefined;

  /**
   * Compiles `lexicon` from its templates (expansion of every alternation and stem). The default
   * lexicon is restored from its precompiled snapshot instead: see {@link defaultCompiledLexicon}.
   */
  constructor(lexicon: readonly LexiconRule[] | CompiledLexiconSnapshot = PHRASE_LEXICON) {
    if (!Array.isArray(lexicon)) {
      this.recorded = undefined;
      this.matcher = this.restore(lexicon as CompiledLexiconSnapshot);
      return;
    }
    this.matcher = new PhraseMatcher<PatternTag>();
    this.recorded = { tagList: [], tagIndex: new Map() };
    for (const rule of lexicon as readonly LexiconRule[]) {
      if (rule.kind === 'phrase') this.addPhraseRule(rule);
      else this.addPairRule(rule);
    }
    forEachPhrase(DESCRIPTIVE_CUES, (language, phrase) => this.addTerm(phrase, 'cue', -1, language, false));
    for (const phrase of NEGATIONS_BEFORE) this.addTerm(phrase, 'negation-before', -1, 'any', false);
    for (const phrase of NEGATIONS_AFTER) this.addTerm(phrase, 'negation-after', -1, 'any', false);
    forEachPhrase(QUOTE_FRAMES, (language, phrase) => this.addTerm(phrase, 'quote-frame', -1, language, false));
    this.buildTypoglycemia();
    this.vocabularySeen.clear();
  }

  /**
   * The compiled form, for {@link CompiledLexicon} to restore without expanding templates again:
   * both automatons built and saved as data (building them is most of the start-up cost).
   */
  toSnapshot(): CompiledLexiconSnapshot {
    if (this.recorded === undefined)
      throw new Error('CompiledLexicon: a lexicon restored from a snapshot cannot be saved again');
    const tagList = [...this.recorded.tagList];
    const tagIndex = new Map(this.recorded.tagIndex);
    const indexOf = (tag: PatternTag): number => {
      let index = tagIndex.get(tag);
      if (index === undefined) {
        // A tag only the compact automaton uses (no line start there).
        index = tagList.length;
        tagList.push(tag);
        tagIndex.set(tag, index);
      }
      return index;
    };
    const matcher = this.matcher.toData(indexOf);
    const compactMatcher = this.compactMatcher.toData(indexOf);
    return {
      rules: this.rules.map((rule) => ({ ...rule })),
      tags: tagList.map((tag) => [
        TAG_KINDS.indexOf(tag.kind),
        tag.rule,
        LANGUAGES.indexOf(tag.language),
        (tag.openStart ? 4 : 0) + (tag.openEnd ? 2 : 0) + (tag.lineStart ? 1 : 0),
      ]),
      matcher,
      compactMatcher,
      typoglycemia: [...this.typoglycemia],
    };
  }

  /** Loads the rules and the main automaton of a snapshot; the compact automaton waits for its first use. */
  private restore(snapshot: CompiledLexiconSnapshot): PhraseMatcher<PatternTag> {
    for (const rule of snapshot.rules) this.rules.push({ ...rule });
    const tags = snapshot.tags.map(([kind, rule, language, flags]) =>
      this.tag(TAG_KINDS[kind]!, rule, LANGUAGES[language]!, (flags & 4) !== 0, (flags & 2) !== 0, (flags & 1) !== 0),
    );
    for (const [key, word] of snapshot.typoglycemia) this.typoglycemia.set(key, word);
    this.compactPending = undefined;
    this.compactData = { automaton: snapshot.compactMatcher, tags };
    return PhraseMatcher.fromData(snapshot.matcher, tags);
  }

  /** The automaton over letter-spaced passages squeezed together, built (or loaded) on first use. */
  get compactMatcher(): PhraseMatcher<PatternTag> {
    if (this.compact === undefined && this.compactData !== undefined) {
      this.compact = PhraseMatcher.fromData(this.compactData.automaton, this.compactData.tags);
      this.compactData = undefined;
    }
    if (this.compact === undefined) {
      const matcher = new PhraseMatcher<PatternTag>();
      const pending = this.compactPending!;
      for (let i = 0; i < pending.patterns.length; i++) {
        const tag = pending.tags[i]!;
        const squeezed = compactForm(pending.patterns[i]!);
        // Ideographs carry a word each, so short CJK phrases are as specific as long Latin ones.
        const latin = !/[^\u0000-\u02ff]/.test(squeezed);
        const minimum = tag.kind === 'phrase' ? (latin ? MIN_COMPACT_PHRASE : 3) : latin ? 3 : 2;
        if (squeezed.length >= minimum)
          matcher.add(squeezed, this.tag(tag.kind, tag.rule, tag.language, tag.openStart, tag.openEnd, false));
      }
      this.compact = matcher;
      this.compactPending = undefined;
    }
    return this.compact;
  }

  private tag(
    kind: PatternTag['kind'],
    rule: number,
    language: LexiconLanguage,
    openStart: boolean,
    openEnd: boolean,
    lineStart: boolean,
  ): PatternTag {
    const key =
      ((TAG_KINDS.indexOf(kind) * 4096 + rule + 1) * 16 + LANGUAGES.indexOf(language)) * 8 +
      (openStart ? 4 : 0) +
      (openEnd ? 2 : 0) +
      (lineStart ? 1 : 0);
    let tag = this.tags.get(key);
    if (tag === undefined) {
      tag = { kind, rule, language, openStart, openEnd, lineStart };
      this.tags.set(key, tag);
    }
    return tag;
  }

  private addPhraseRule(rule: Extract<LexiconRule, { kind: 'phrase' }>): void {
    const base = {
      category: rule.category,
      weight: rule.weight,
      boostedWeight: rule.weight,
      anyOrder: false,
      hasQualifiers: false,
    };
    const phraseIndex = this.rules.length;
    this.rules.push({ ...base, kind: 'phrase', id: rule.id, window: 0 });
    let gapIndex = -1;
    forEachPhrase(rule.phrases, (language, raw) => {
      const parsed = parsePhrase(raw);
      if (parsed === undefined) return;
      if (parsed.parts.length === 1) {
        this.addPattern(
          parsed.parts[0]!,
          this.tag('phrase', phraseIndex, language, parsed.openStart, parsed.openEnd, parsed.lineStart),
          true,
        );
      } else {
        if (gapIndex < 0) {
          gapIndex = this.rules.length;
          this.rules.push({ ...base, kind: 'pair', id: rule.id, window: GAP_WINDOW });
        }
        const [first, second] = parsed.parts as [string, string];
        this.addPattern(first, this.tag('first', gapIndex, language, parsed.openStart, false, parsed.lineStart), true);
        this.addPattern(second, this.tag('second', gapIndex, language, false, parsed.openEnd, false), true);
      }
    });
  }

  private addPairRule(rule: Extract<LexiconRule, { kind: 'pair' }>): void {
    const index = this.rules.length;
    this.rules.push({
      kind: 'pair',
      id: rule.id,
      category: rule.category,
      weight: rule.weight,
      boostedWeight: rule.boostedWeight ?? rule.weight,
      window: rule.window,
      anyOrder: rule.anyOrder ?? false,
      hasQualifiers: rule.qualifiers !== undefined,
    });
    forEachPhrase(rule.first, (language, phrase) => this.addTerm(phrase, 'first', index, language, true));
    forEachPhrase(rule.second, (language, phrase) => this.addTerm(phrase, 'second', index, language, true));
    if (rule.qualifiers !== undefined) {
      forEachPhrase(rule.qualifiers, (language, phrase) => this.addTerm(phrase, 'qualifier', index, language, true));
    }
  }

  private addTerm(
    raw: string,
    kind: PatternTag['kind'],
    rule: number,
    language: LexiconLanguage,
    compact: boolean,
  ): void {
    const parsed = parsePhrase(raw);
    if (parsed === undefined) return;
    // A term with a gap ("hänge * an") is represented by its first part, the word that carries it.
    const openEnd = parsed.parts.length > 1 ? false : parsed.openEnd;
    this.addPattern(
      parsed.parts[0]!,
      this.tag(kind, rule, language, parsed.openStart, openEnd, parsed.lineStart),
      compact,
    );
  }

  private addPattern(pattern: string, tag: PatternTag, compact: boolean): void {
    this.matcher.add(pattern, tag);
    const recorded = this.recorded!;
    let tagIndex = recorded.tagIndex.get(tag);
    if (tagIndex === undefined) {
      tagIndex = recorded.tagList.length;
      recorded.tagList.push(tag);
      recorded.tagIndex.set(tag, tagIndex);
    }
    // Cues and quote frames are no vocabulary for shuffled-middle words.
    if (tag.kind === 'cue' || tag.kind === 'quote-frame') return;
    if (LATIN_LANGUAGES.has(tag.language) && !this.vocabularySeen.has(pattern)) {
      this.vocabularySeen.add(pattern);
      let wordStart = 0;
      for (let i = 0; i <= pattern.length; i++) {
        if (i < pattern.length && pattern.charCodeAt(i) !== 0x20) continue;
        if (isVocabularyWord(pattern, wordStart, i)) this.vocabulary.add(pattern.slice(wordStart, i));
        wordStart = i + 1;
      }
    }
    if (compact) {
      this.compactPending!.patterns.push(pattern);
      this.compactPending!.tags.push(tag);
    }
  }

  private buildTypoglycemia(): void {
    const ambiguous = new Set<string>();
    for (const word of this.vocabulary) {
      const key = typoglycemiaKey(word);
      const existing = this.typoglycemia.get(key);
      if (existing !== undefined && existing !== word) ambiguous.add(key);
      else this.typoglycemia.set(key, word);
    }
    for (const key of ambiguous) this.typoglycemia.delete(key);
  }
}

/** A word of 5–14 ASCII lower-case letters: what shuffled-middle spellings are restored to. */
function isVocabularyWord(text: string, start: number, end: number): boolean {
  if (end - start < 5 || end - start > 14) return false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x61 || code > 0x7a) return false;
  }
  return true;
}

/** Letters and digits only: the form letter-spaced passages are compared in. */
export function compactForm(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (isWordCodePoint(code) && !(code >= 0x0300 && code <= 0x036f)) out += char;
  }
  return out;
}

let shared: CompiledLexicon | undefined;

/**
 * The default lexicon, restored on first use from its snapshot (src/generated, checked against
 * the templates by a test): expanding the templates takes a few hundred milliseconds.
 */
export function defaultCompiledLexicon(): CompiledLexicon {
  shared ??= new CompiledLexicon(DEFAULT_LEXICON_SNAPSHOT);
  return shared;
}
