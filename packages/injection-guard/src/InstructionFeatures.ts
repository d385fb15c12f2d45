// Features of one segment (a line or a sentence) for the instruction model: what it says (hashed
// words, word pairs, character pairs of scripts written without spaces) and how it says it: does
// it open like an order, does it speak to "you", does it turn to an assistant or a model, does it
// talk about the reader's answer, and does it share words with the rest of the document (an
// instruction about another task usually does not). Deterministic and linear in the text; no
// `node:` modules. The training script (learn/trainInstructionModel.ts) and the model share it.
import {
  AI_READER_WORDS,
  ALL_CLASS_WORDS,
  BASE_VERB_WORDS,
  IMPERATIVE_OPENER_WORDS,
  instructionWordClass,
  OUTPUT_NOUN_WORDS,
  SECOND_PERSON_WORDS,
} from './InstructionWordClasses.js';
import { splitScorerSegments } from './splitScorerSegments.js';
import { isWordCodePoint } from './CharacterClass.js';

/** Version of the feature extraction; weights trained for another version are refused. */
export const INSTRUCTION_FEATURE_VERSION = 5;

/** One segment of a text: `text.slice(start, end)`. */
export interface InstructionSegment {
  readonly start: number;
  readonly end: number;
}

/** A segment of fewer words is judged together with the next one: "OK", "Response" or "Reply" alone says nothing. */
export const INSTRUCTION_SEGMENT_MIN_WORDS = 4;

/** A piece of a sentence; `carrier`: it starts at a cell or string boundary, not at the sentence's start. */
interface CarrierPiece extends InstructionSegment {
  readonly carrier: boolean;
  /** Runs of characters other than space, tab, line breaks and `|` in the piece, each CJK character one. */
  readonly words: number;
}

function isQuote(code: number): boolean {
  return code === 0x22 || code === 0x27 || code === 0x60;
}

/** Whether a string literal may open after this character: `=`, `(`, `,`, `:`, `[`. */
function opensValue(code: number): boolean {
  return code === 0x3d || code === 0x28 || code === 0x2c || code === 0x3a || code === 0x5b;
}

/**
 * The pieces of a sentence that carriers of data mark off: table cells (a piece ends after `|`)
 * and string literals of code or JSON (a piece starts at a quote after `=`, `(`, `,`, `:`, `[`),
 * so an instruction in a cell or a string is judged from its own first word. Each piece's words
 * are counted in the same pass.
 */
function carrierPieces(text: string, start: number, end: number): CarrierPiece[] {
  const pieces: CarrierPiece[] = [];
  let from = start;
  let previous = -1;
  let words = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7c) {
      pieces.push({ start: from, end: i + 1, carrier: from !== start, words });
      from = i + 1;
      words = 0;
      inWord = false;
      previous = code;
      continue;
    }
    if (isQuote(code) && i > from && previous !== -1 && opensValue(previous)) {
      pieces.push({ start: from, end: i, carrier: from !== start, words });
      from = i;
      words = 0;
      inWord = false;
    }
    const space = code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
    // A CJK / Hangul character is a word of its own: those scripts write no spaces between words.
    const character = isCjk(code);
    if (character || (!space && !inWord)) words++;
    inWord = !space && !character;
    if (code !== 0x20 && code !== 0x09) previous = code;
  }
  if (from < end) pieces.push({ start: from, end, carrier: from !== start, words });
  return pieces;
}

/**
 * The windows of a text the model judges: lines, sentences within a line (at most 1,000
 * characters) and the table cells and string literals within a sentence, a window of fewer than
 * {@link INSTRUCTION_SEGMENT_MIN_WORDS} words joined with the next one. Linear in the text.
 */
export function splitInstructionSegments(text: string): InstructionSegment[] {
  const windows: InstructionSegment[] = [];
  let open: InstructionSegment | undefined;
  let openWords = 0;
  for (const sentence of splitScorerSegments(text))
    for (const segment of carrierPieces(text, sentence.start, sentence.end)) {
      const own = segment.words;
      // A cell or a string long enough to judge alone is judged alone: the short label before it
      // ("| 17 |", "const input =") is a window of its own, not the start of the cell's.
      if (open !== undefined && segment.carrier && own >= INSTRUCTION_SEGMENT_MIN_WORDS) {
        windows.push(open);
        open = undefined;
        openWords = 0;
      }
      const start = open?.start ?? segment.start;
      // Segments end at a break, so the words of a window are the sum of its segments' words.
      const words = openWords + own;
      if (words < INSTRUCTION_SEGMENT_MIN_WORDS && segment.end - start < 1_000) {
        open = { start, end: segment.end };
        openWords = words;
        continue;
      }
      windows.push({ start, end: segment.end });
      open = undefined;
      openWords = 0;
    }
  if (open !== undefined) windows.push(open);
  return windows;
}

// A web address is one token, not the words of its path: a link-heavy window (a Markdown list of
// links, a footer) otherwise reads as a run of odd words the training texts never showed in links.
const WEB_ADDRESS = /\b(?:https?|ftp):\/\/[^\s()<>[\]{}"'`|]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * `text` with every web address written as "url" and spaces to its length, so segments and their
 * offsets stay those of `text`. The model reads a link as "a link here", whatever it points to.
 */
export function maskWebAddresses(text: string): string {
  if (!text.includes('://')) return text;
  return text.replace(WEB_ADDRESS, (address) => {
    // An address has at least "ftp://" and one unit more, so "url" always fits.
    const kept = address.replace(TRAILING_PUNCTUATION, '');
    return `url${' '.repeat(kept.length - 3)}${address.slice(kept.length)}`;
  });
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of `text` from `seed`, finished (what {@link templateKeyHash} must agree with). */
export function hashString(seed: number, text: string): number {
  return finishHash(hashUnits(seed, text));
}

/** FNV-1a over the UTF-16 units of `text`, from `hash`. */
function hashUnits(hash: number, text: string): number {
  let state = hash;
  for (let i = 0; i < text.length; i++) {
    state ^= text.charCodeAt(i);
    state = Math.imul(state, FNV_PRIME);
  }
  return state;
}

/** A final mix so that keys differing only in their last unit spread over all buckets. */
function finishHash(state: number): number {
  let hash = state;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/**
 * The hash of a keyed feature written as a tagged template: `hashString(FNV_OFFSET, key)` of the
 * key the template spells, without building the key (most values are single digits).
 */
export function templateKeyHash(parts: readonly string[], values: readonly unknown[]): number {
  let state = FNV_OFFSET;
  for (let index = 0; index < parts.length; index++) {
    state = hashUnits(state, parts[index]!);
    if (index >= values.length) continue;
    const value = values[index];
    if (typeof value === 'number' && value >= 0 && value <= 9 && Number.isInteger(value)) {
      state = Math.imul(state ^ (0x30 + value), FNV_PRIME);
    } else state = hashUnits(state, typeof value === 'string' ? value : String(value));
  }
  return finishHash(state);
}

/** Whether the words open in the imperative mood: a base-form verb first, after optional openers. */
function opensImperative(words: readonly string[]): boolean {
  let i = 0;
  while (i < words.length && i < 3 && IMPERATIVE_OPENER_WORDS.has(words[i]!)) i++;
  return i < words.length && BASE_VERB_WORDS.has(words[i]!);
}

function isCjk(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af)
  );
}

/** A word that says what a text is about: 4+ characters, or a character pair of CJK / Hangul (no spaces there). */
function isContentWord(word: string): boolean {
  return word.length >= 4 || (word.length === 2 && isCjk(word.charCodeAt(0)));
}

const ESCAPE = /\\[nrt"'\\]/gi;
/** Longest word read, in UTF-16 units; a longer one is read as its first units. */
const WORD_MAX_UNITS = 40;

/** Whether a code point belongs to a word: `[\p{L}\p{M}\p{N}_']`. */
function isWordPart(codePoint: number): boolean {
  return codePoint === 0x5f || codePoint === 0x27 || isWordCodePoint(codePoint);
}

/** Per UTF-16 unit outside the surrogates: 0 not known yet, 1 part of a word, 2 not. */
const wordUnitKinds = new Uint8Array(0x10000);

/** How many units the word part at `i` takes (1, or 2 for a surrogate pair); 0 when none starts there. */
function wordPartWidth(units: string, i: number, length: number): number {
  const unit = units.charCodeAt(i);
  if (unit < 0xd800 || unit > 0xdfff) {
    let kind = wordUnitKinds[unit]!;
    if (kind === 0) {
      kind = isWordPart(unit) ? 1 : 2;
      wordUnitKinds[unit] = kind;
    }
    return kind === 1 ? 1 : 0;
  }
  if (unit <= 0xdbff && i + 1 < length) {
    const low = units.charCodeAt(i + 1);
    if ((low & 0xfc00) === 0xdc00) return isWordPart(((unit - 0xd800) << 10) + low - 0xdc00 + 0x10000) ? 2 : 0;
  }
  return 0;
}

/**
 * Calls `emit` with the facts of every word of `text.slice(start, end)` (a run of
 * `[\p{L}\p{M}\p{N}_']`, lower-cased, at most {@link WORD_MAX_UNITS} units) and the slice as written
 * (undefined when lower-casing changed its length); runs of CJK / Hangul as character pairs. One
 * pass over the lower-cased units: a word's term hash is hashed as it is read and finds its facts
 * in `table` without cutting the word out of the text.
 */
function forEachWord(
  text: string,
  start: number,
  end: number,
  table: WordFactsTable,
  emit: (facts: WordFacts, written: string | undefined, at: number) => void,
): void {
  // Escapes of a string literal (`\n`, `\"`) separate words as the characters they stand for would.
  const raw = text.slice(start, end);
  const written = raw.includes('\\') ? raw.replace(ESCAPE, ' ') : raw;
  const lowered = written.toLowerCase();
  const shaped = lowered.length === written.length ? written : undefined;
  const length = lowered.length;
  let i = 0;
  while (i < length) {
    let width = wordPartWidth(lowered, i, length);
    if (width === 0) {
      i++;
      continue;
    }
    const from = i;
    let state = TERM_SEED;
    do {
      if (i - from < WORD_MAX_UNITS) state = Math.imul(state ^ lowered.charCodeAt(i), FNV_PRIME);
      if (width === 2 && i + 1 - from < WORD_MAX_UNITS) state = Math.imul(state ^ lowered.charCodeAt(i + 1), FNV_PRIME);
      i += width;
      width = i < length ? wordPartWidth(lowered, i, length) : 0;
    } while (width !== 0);
    const code = lowered.charCodeAt(from);
    if (i - from > 1 && isCjk(code)) {
      for (let k = from; k + 1 < i; k++) {
        const pairState = Math.imul(
          Math.imul(TERM_SEED ^ lowered.charCodeAt(k), FNV_PRIME) ^ lowered.charCodeAt(k + 1),
          FNV_PRIME,
        );
        emit(table.find(lowered, k, k + 2, pairState), undefined, -1);
      }
      continue;
    }
    emit(table.find(lowered, from, Math.min(i, from + WORD_MAX_UNITS), state), shaped, from);
  }
}

/** Lower-cased word tokens of `text.slice(start, end)`; runs of CJK / Hangul become character pairs. */
export function instructionTokens(text: string, start: number, end: number): string[] {
  const tokens: string[] = [];
  forEachWord(text, start, end, wordFactsTable(undefined), (facts) => tokens.push(facts.word));
  return tokens;
}

/**
 * The shape of a word outside the vocabulary: what kind of word stands there, not which one, so a
 * payload's names and numbers teach nothing about the family they came from.
 */
export function instructionWordShape(word: string): string {
  return wordShapeAt(word, 0, word.length);
}

/** {@link instructionWordShape} of `text.slice(start, end)`, without cutting it out. */
function wordShapeAt(text: string, start: number, end: number): string {
  const first = text.charCodeAt(start);
  if (isCjk(first)) return '<cjk>';
  const length = end - start;
  let digits = 0;
  let underscores = 0;
  let upper = 0;
  let other = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) continue;
    if (code >= 0x41 && code <= 0x5a) upper++;
    else if (code >= 0x30 && code <= 0x39) digits++;
    else if (code === 0x5f) underscores++;
    else if (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) {
      // Latin letters with diacritics: upper case when lower-casing changes them.
      const letter = text.charAt(i);
      if (letter.toLowerCase() !== letter) upper++;
    } else if (code !== 0x27) other++;
  }
  if (digits === length) return '<num>';
  if (digits > 0 || underscores > 0) return '<code>';
  if (other > 0) return '<script>';
  if (length > 12) return '<long>';
  if (upper === 0) return '<low>';
  if (upper === length && length > 1) return '<caps>';
  const firstLetter = text.charAt(start);
  return upper === 1 && firstLetter.toLowerCase() !== firstLetter ? '<cap>' : '<camel>';
}

/** What the document around a segment contributes: word counts of the whole text. */
export interface InstructionDocumentContext {
  /** Occurrences of each content word (4+ characters) in the whole text. */
  readonly contentWordCounts: ReadonlyMap<string, number>;
  /** Number of segments of the text. */
  readonly segmentCount: number;
  /** Number of segments that speak to "you". */
  readonly secondPersonSegments: number;
}

/** The segment's block: the run of segments between two blank lines (the whole text when it has none). */
export interface InstructionBlockContext {
  /** Number of segments of the block. */
  readonly segmentCount: number;
  /** Number of segments of the block that speak to "you". */
  readonly secondPersonSegments: number;
}

/** The words of one segment: lower-cased, and as the model sees them (the word, or its shape). */
export interface InstructionSegmentWords {
  readonly words: readonly string[];
  /** `words[i]` when the vocabulary holds it, else the shape of the word as written. */
  readonly terms: readonly string[];
  /** The hash of `terms[i]` (computed once per distinct word, not per occurrence). */
  readonly termHashes: readonly number[];
  /** What `words[i]` is as a closed-class word (flags and class hash). */
  readonly wordInfos: readonly InstructionWordInfo[];
  /**
   * Per word: whether it is capitalised after a word of the same window with no `.`, `!`, `?`, `;`
   * or `:` between them, where a lost line break (a table cell, a mail footer) leaves a clause start.
   */
  readonly midCapitals: readonly boolean[];
  /** The block the segment is in. */
  readonly block: InstructionBlockContext;
}

/** Adds `key` to `set`; whether it was new. */
function addNew(set: Set<string>, key: string): boolean {
  if (set.has(key)) return false;
  set.add(key);
  return true;
}

/** What the features need of one lower-cased word, found in one lookup. */
interface WordFacts extends InstructionWordInfo {
  /** The word: one string per distinct word of a text, so maps keyed by it find it at once. */
  readonly word: string;
  /** The hash of the word as a term, or -1 when the vocabulary does not hold it (its shape stands there). */
  readonly termHash: number;
  /** The hash of the word (its term hash when the vocabulary holds it). */
  readonly key: number;
}

/**
 * Most words outside the vocabulary (names, numbers, typos) remembered per vocabulary, so their
 * facts are not looked up again; beyond this, only words the vocabulary holds or classes are added.
 */
const OTHER_WORDS_REMEMBERED = 1 << 14;
/** Longest probe of the word-facts table before a word is looked up afresh (and not kept). */
const MAX_PROBES = 32;

/**
 * The facts of the words of one vocabulary, found by a word's units in place: open addressing by
 * the word's hash, at most half full, so a word seen before costs its hash and one comparison.
 */
class WordFactsTable {
  readonly #vocabulary: ReadonlySet<string> | undefined;
  #slots: (WordFacts | undefined)[] = new Array<WordFacts | undefined>(1 << 12).fill(undefined);
  #count = 0;
  #others = 0;

  constructor(vocabulary: ReadonlySet<string> | undefined) {
    this.#vocabulary = vocabulary;
  }

  /** The facts of `units.slice(start, end)`, whose FNV-1a state from TERM_SEED is `state`. */
  find(units: string, start: number, end: number, state: number): WordFacts {
    const hash = finishHash(state);
    const mask = this.#slots.length - 1;
    let slot = hash & mask;
    for (let probes = 0; this.#slots[slot] !== undefined; probes++) {
      const facts = this.#slots[slot]!;
      if (facts.key === hash && facts.word.length === end - start && sameUnits(facts.word, units, start)) return facts;
      // Words made to share slots would make every look-up long: past a few probes, look the word up afresh.
      if (probes === MAX_PROBES) {
        slot = -1;
        break;
      }
      slot = (slot + 1) & mask;
    }
    let word = units.slice(start, end);
    const known = this.#vocabulary === undefined || this.#vocabulary.has(word);
    const info = WORD_INFO.get(word) ?? NO_INFO;
    const other = !(known && this.#vocabulary !== undefined) && info === NO_INFO;
    const kept = slot >= 0 && !(other && this.#others++ >= OTHER_WORDS_REMEMBERED);
    // A longer slice is a view of the whole window in V8: a copy keeps the table from holding windows.
    if (kept && word.length >= 13) word = word.split('').join('');
    const facts: WordFacts = {
      word,
      flags: info.flags,
      classHash: info.classHash,
      termHash: known ? hash : -1,
      key: hash,
    };
    if (!kept) return facts;
    this.#slots[slot] = facts;
    if (2 * ++this.#count > this.#slots.length) this.#grow();
    return facts;
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = new Array<WordFacts | undefined>(old.length * 2).fill(undefined);
    const mask = this.#slots.length - 1;
    for (const facts of old) {
      if (facts === undefined) continue;
      let slot = facts.key & mask;
      while (this.#slots[slot] !== undefined) slot = (slot + 1) & mask;
      this.#slots[slot] = facts;
    }
  }
}

/** Whether `word` equals the units of `units` from `start` (as many as `word` has). */
function sameUnits(word: string, units: string, start: number): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== units.charCodeAt(start + i)) return false;
  return true;
}

const wordFactsByVocabulary = new WeakMap<ReadonlySet<string>, WordFactsTable>();
/** Facts when there is no vocabulary (every word is a term: training experiments). */
const wordFactsWithoutVocabulary = new WordFactsTable(undefined);

function wordFactsTable(vocabulary: ReadonlySet<string> | undefined): WordFactsTable {
  if (vocabulary === undefined) return wordFactsWithoutVocabulary;
  const table = wordFactsByVocabulary.get(vocabulary) ?? new WordFactsTable(vocabulary);
  wordFactsByVocabulary.set(vocabulary, table);
  return table;
}

/**
 * The words of every segment and the document context, in one pass over the text. Words outside
 * `vocabulary` become their shape in `terms` (all words are kept when there is no vocabulary).
 *
 * With `countCopiesOnce` (what the model does), a window written again word for word adds nothing
 * more to the document's word counts: "the rest of the document" means the other windows, so a
 * planted instruction repeated does not make itself look on topic (an evasion: the copy lowered
 * the score of both). Training counts every window as the shipped weights were fitted that way; on a
 * text without repeated windows the two agree.
 */
export function instructionDocument(
  text: string,
  segments: readonly InstructionSegment[],
  vocabulary?: ReadonlySet<string>,
  countCopiesOnce = false,
): { tokens: InstructionSegmentWords[]; context: InstructionDocumentContext } {
  const tokens: InstructionSegmentWords[] = [];
  const contentWordCounts = new Map<string, number>();
  const counted = countCopiesOnce ? new Set<string>() : undefined;
  const table = wordFactsTable(vocabulary);
  let secondPersonSegments = 0;
  // Blocks: a blank line between two segments starts a new one; its counts are filled in as it grows.
  let block = { segmentCount: 0, secondPersonSegments: 0 };
  let previousSegmentEnd = -1;
  for (const segment of segments) {
    if (previousSegmentEnd >= 0 && blankLineBetween(text, previousSegmentEnd, segment.start))
      block = { segmentCount: 0, secondPersonSegments: 0 };
    previousSegmentEnd = segment.end;
    const words: string[] = [];
    const terms: string[] = [];
    const termHashes: number[] = [];
    const wordInfos: InstructionWordInfo[] = [];
    const midCapitals: boolean[] = [];
    let second = false;
    let previousEnd = -1;
    forEachWord(text, segment.start, segment.end, table, (facts, written, at) => {
      const word = facts.word;
      words.push(word);
      midCapitals.push(written !== undefined && previousEnd >= 0 && isMidCapital(written, previousEnd, at));
      previousEnd = at < 0 ? -1 : at + word.length;
      if (facts.termHash !== -1) {
        terms.push(word);
        termHashes.push(facts.termHash);
      } else {
        const shape = written === undefined ? instructionWordShape(word) : wordShapeAt(written, at, at + word.length);
        terms.push(shape);
        termHashes.push(hashString(TERM_SEED, shape));
      }
      wordInfos.push(facts);
      if ((facts.flags & SECOND_PERSON_FLAG) !== 0) second = true;
    });
    const copy = counted !== undefined && !addNew(counted, words.join(' '));
    if (!copy)
      for (const word of words)
        if (isContentWord(word)) contentWordCounts.set(word, (contentWordCounts.get(word) ?? 0) + 1);
    if (second) secondPersonSegments++;
    block.segmentCount++;
    if (second) block.secondPersonSegments++;
    tokens.push({ words, terms, termHashes, wordInfos, midCapitals, block });
  }
  return { tokens, context: { contentWordCounts, segmentCount: segments.length, secondPersonSegments } };
}

/** Whether `text.slice(from, to)` holds a blank line: two line breaks with only spaces, tabs or `\r` between. */
function blankLineBetween(text: string, from: number, to: number): boolean {
  let lineBreak = false;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      if (lineBreak) return true;
      lineBreak = true;
    } else if (code !== 0x20 && code !== 0x09 && code !== 0x0d) lineBreak = false;
  }
  return false;
}

/** Whether `written[at]` is an ASCII capital and `written.slice(previousEnd, at)` ends no clause. */
function isMidCapital(written: string, previousEnd: number, at: number): boolean {
  const first = written.charCodeAt(at);
  if (first < 0x41 || first > 0x5a) return false;
  for (let i = previousEnd; i < at; i++) {
    const code = written.charCodeAt(i);
    // . ! ? ; :
    if (code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x3a) return false;
  }
  return true;
}

function bucketOf(value: number, bounds: readonly number[]): number {
  let bucket = 0;
  while (bucket < bounds.length && value >= bounds[bucket]!) bucket++;
  return bucket;
}

/** Feature switches for experiments (learn/); the shipped model uses {@link defaultInstructionFeatureSettings}. */
export interface InstructionFeatureSettings {
  /** Longest n-gram of terms (1..3). */
  readonly termGrams: number;
  /** Longest n-gram of the class sequence (terms with class words replaced by their class; 0: none). */
  readonly classGrams: number;
  /** Whether the structural features (imperative mood, "you", overlap with the document …) are on. */
  readonly structure: boolean;
  /**
   * Whether a capitalised base-form verb inside a window, after a word with no clause mark between
   * (`midCapitals`), counts as an order at a clause start (class `VB`, and a feature of its own):
   * a table cell or a mail footer glues an instruction to the line before it.
   */
  readonly midCapitalOrders?: boolean;
  /**
   * Where the share of the other windows that speak to "you" is counted: in the whole document (the
   * fifth round, the default when unset), in the window's block (between blank lines; "alone" for a
   * block of one window), or both as features of their own. Paragraphs that speak to the reader,
   * added around an instruction, change the document's share, not its block's.
   */
  readonly readerShare?: 'document' | 'block' | 'both';
}

export const defaultInstructionFeatureSettings: InstructionFeatureSettings = {
  termGrams: 1,
  classGrams: 2,
  structure: true,
  midCapitalOrders: true,
};

function mix(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The hash of an n-gram from the hash of its prefix and of its next unit. */
function extend(prefix: number, next: number): number {
  return mix(Math.imul(prefix ^ 0x9e3779b9, FNV_PRIME) ^ next);
}

// Scratch arrays of forEachInstructionFeature, reused across calls (it does not re-enter).
const scratchClasses: number[] = [];
const scratchHasClass: boolean[] = [];
const scratchFlags: number[] = [];
/** The shapes (`<low>`, `<script>`, …) a window has counted: at most the nine shapes there are. */
const scratchShapes: string[] = [];

const TERM_SEED = 0x1b873593;
const CLASS_SEED = 0x2c1b3c6d;

const SECOND_PERSON_FLAG = 1;
const AI_READER_FLAG = 2;
const OUTPUT_NOUN_FLAG = 4;
const OPENER_FLAG = 8;
const VERB_FLAG = 16;
/** What a closed-class word is, in one lookup: flags, and the hash of its class (away from a clause start). */
export interface InstructionWordInfo {
  readonly flags: number;
  readonly classHash: number;
}
const WORD_INFO = new Map<string, InstructionWordInfo>();
for (const word of [
  ...SECOND_PERSON_WORDS,
  ...AI_READER_WORDS,
  ...OUTPUT_NOUN_WORDS,
  ...IMPERATIVE_OPENER_WORDS,
  ...BASE_VERB_WORDS,
  ...ALL_CLASS_WORDS,
]) {
  if (WORD_INFO.has(word)) continue;
  const flags =
    (SECOND_PERSON_WORDS.has(word) ? SECOND_PERSON_FLAG : 0) |
    (AI_READER_WORDS.has(word) ? AI_READER_FLAG : 0) |
    (OUTPUT_NOUN_WORDS.has(word) ? OUTPUT_NOUN_FLAG : 0) |
    (IMPERATIVE_OPENER_WORDS.has(word) ? OPENER_FLAG : 0) |
    (BASE_VERB_WORDS.has(word) ? VERB_FLAG : 0);
  const wordClass = instructionWordClass(word, false);
  WORD_INFO.set(word, { flags, classHash: wordClass === undefined ? -1 : hashString(CLASS_SEED, wordClass) });
}
const VERB_CLASS_HASH = hashString(CLASS_SEED, 'VB');
const NO_INFO: InstructionWordInfo = { flags: 0, classHash: -1 };

/**
 * Calls `emit` with the hash bucket (below `2^bucketBits`) of every feature of one segment, given
 * its words and the document context. A feature may be emitted more than once; each emission counts.
 */
export function forEachInstructionFeature(
  segment: InstructionSegmentWords,
  context: InstructionDocumentContext,
  bucketBits: number,
  emit: (bucket: number) => void,
  settings: InstructionFeatureSettings = defaultInstructionFeatureSettings,
): void {
  const mask = (1 << bucketBits) - 1;
  // A key written as a tagged template is hashed without being built; a plain string is hashed as it is.
  const feature = (key: TemplateStringsArray | string, ...values: unknown[]) =>
    emit((typeof key === 'string' ? hashString(FNV_OFFSET, key) : templateKeyHash(key, values)) & mask);
  const { words, terms, termHashes, wordInfos, midCapitals } = segment;
  const midCapitalOrders = settings.midCapitalOrders === true;
  let midOrder = false;
  const count = words.length;
  // N-grams of terms, and of the class sequence (term hashes reused where a word has no class).
  const classHashes = scratchClasses;
  const hasClass = scratchHasClass;
  const flagsOf = scratchFlags;
  let previousFlags = OPENER_FLAG;
  for (let i = 0; i < count; i++) {
    const term = termHashes[i]!;
    const info = wordInfos[i]!;
    flagsOf[i] = info.flags;
    // A base-form verb at the start of a clause (first, or after "please", "and", …) is an order.
    const verb = (info.flags & VERB_FLAG) !== 0;
    const glued = verb && midCapitalOrders && midCapitals[i]!;
    if (glued) midOrder = true;
    const classHash = verb && ((previousFlags & OPENER_FLAG) !== 0 || glued) ? VERB_CLASS_HASH : info.classHash;
    hasClass[i] = classHash !== -1;
    classHashes[i] = classHash === -1 ? term : classHash;
    previousFlags = info.flags;
  }
  // Words outside the vocabulary count once per shape: a sentence in an unknown script must not pile up.
  const shapesSeen = scratchShapes;
  shapesSeen.length = 0;
  for (let i = 0; i < count; i++) {
    let term = termHashes[i]!;
    const termText = terms[i]!;
    const isShape = termText.charCodeAt(0) === 0x3c; // `<`: no word of the vocabulary starts with it
    if (!isShape || !shapesSeen.includes(termText)) {
      if (isShape) shapesSeen.push(termText);
      emit(mix(term) & mask);
    }
    for (let n = 1; n < settings.termGrams && i + n < count; n++) {
      term = extend(term, termHashes[i + n]!);
      emit(mix(term ^ n) & mask);
    }
    let wordClass = classHashes[i]!;
    let classed = hasClass[i]!;
    for (let n = 1; n < settings.classGrams && i + n < count; n++) {
      wordClass = extend(wordClass, classHashes[i + n]!);
      classed ||= hasClass[i + n]!;
      // An n-gram without a class word is already a term n-gram.
      if (classed) emit(mix(wordClass ^ (n + 0x100)) & mask);
    }
  }
  if (!settings.structure) return;
  let secondPerson = 0;
  let aiReader = false;
  let yourOutput = false;
  let content = 0;
  let shared = 0;
  const own = new Map<string, number>();
  for (const word of words) if (isContentWord(word)) own.set(word, (own.get(word) ?? 0) + 1);
  for (let i = 0; i < count; i++) {
    const word = words[i]!;
    const flags = flagsOf[i]!;
    if ((flags & SECOND_PERSON_FLAG) !== 0) {
      secondPerson++;
      if (i + 1 < count && (flagsOf[i + 1]! & OUTPUT_NOUN_FLAG) !== 0) yourOutput = true;
    }
    if ((flags & AI_READER_FLAG) !== 0) aiReader = true;
    if (isContentWord(word)) {
      content++;
      // Shared when the word also occurs outside this segment.
      if ((context.contentWordCounts.get(word) ?? 0) > own.get(word)!) shared++;
    }
  }
  const first = terms[0] ?? '';
  const you = secondPerson > 0 ? 1 : 0;
  const imperative = opensImperative(words) ? 1 : 0;
  feature`imperative ${imperative} you ${you}`;
  feature`imperative ${imperative} ai-reader ${aiReader ? 1 : 0}`;
  if (midOrder) feature`mid-order you ${you}`;
  feature`first ${first}`;
  feature`first ${first} you ${you}`;
  if (count > 1) feature`first2 ${first} ${terms[1]}`;
  feature`length ${bucketOf(count, [3, 6, 12, 24, 48, 96])}`;
  feature`you ${Math.min(secondPerson, 3)}`;
  if (aiReader) feature`ai-reader you ${you}`;
  if (yourOutput) feature('your-output');
  // Words shared with the rest of the document: a task about something else shares few.
  // A text of one segment shares nothing: the same as a segment about something else in a longer one.
  const overlap = content === 0 ? 'none' : String(bucketOf(shared / content, [0.2, 0.4, 0.6, 0.8]));
  feature`overlap ${overlap}`;
  feature`overlap ${overlap} you ${you}`;
  feature`overlap ${overlap} first ${first}`;
  feature`overlap ${overlap} imperative ${imperative}`;
  // A text (or a block of it) that speaks to "you" throughout, a how-to or a letter, makes one
  // more such segment ordinary.
  const readerShare = settings.readerShare ?? 'document';
  if (readerShare !== 'document') {
    const { block } = segment;
    const others = block.secondPersonSegments - you;
    const blockYou =
      block.segmentCount <= 1 ? 'alone' : String(bucketOf(others / (block.segmentCount - 1), [0.1, 0.3, 0.6]));
    feature`block-you ${blockYou} you ${you}`;
  }
  if (readerShare !== 'block') {
    const others = context.secondPersonSegments - you;
    const documentYou = bucketOf(others / Math.max(1, context.segmentCount - 1), [0.1, 0.3, 0.6]);
    feature`document-you ${documentYou} you ${you}`;
  }
}
