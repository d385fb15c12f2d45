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

/** Version of the feature extraction; weights trained for another version are refused. */
export const INSTRUCTION_FEATURE_VERSION = 3;

/** One segment of a text: `text.slice(start, end)`. */
export interface InstructionSegment {
  readonly start: number;
  readonly end: number;
}

/** A segment of fewer words is judged together with the next one: "OK", "Response" or "Reply" alone says nothing. */
export const INSTRUCTION_SEGMENT_MIN_WORDS = 4;

function wordCount(text: string, start: number, end: number): number {
  let count = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    const space = code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x7c;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/** A piece of a sentence; `carrier`: it starts at a cell or string boundary, not at the sentence's start. */
interface CarrierPiece extends InstructionSegment {
  readonly carrier: boolean;
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
 * so an instruction in a cell or a string is judged from its own first word.
 */
function carrierPieces(text: string, start: number, end: number): CarrierPiece[] {
  const pieces: CarrierPiece[] = [];
  let from = start;
  let previous = -1;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7c) {
      pieces.push({ start: from, end: i + 1, carrier: from !== start });
      from = i + 1;
    } else if (isQuote(code) && i > from && previous !== -1 && opensValue(previous)) {
      pieces.push({ start: from, end: i, carrier: from !== start });
      from = i;
    }
    if (code !== 0x20 && code !== 0x09) previous = code;
  }
  if (from < end) pieces.push({ start: from, end, carrier: from !== start });
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
      const own = wordCount(text, segment.start, segment.end);
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
    const kept = address.replace(TRAILING_PUNCTUATION, '');
    return `url${' '.repeat(Math.max(0, kept.length - 3))}${address.slice(kept.length)}`.slice(0, address.length);
  });
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function hashString(seed: number, text: string): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  // A final mix so that keys differing only in their last unit spread over all buckets.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
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

const WORD = /[\p{L}\p{M}\p{N}_']+/gu;
const ESCAPE = /\\[nrt"'\\]/gi;

/**
 * Calls `emit` with every word of `text.slice(start, end)`, lower-cased and as written (the same
 * string when lower-casing changed the slice's length); runs of CJK / Hangul as character pairs.
 */
function forEachWord(
  text: string,
  start: number,
  end: number,
  emit: (word: string, written: string | undefined, at: number) => void,
): void {
  // Escapes of a string literal (`\n`, `\"`) separate words as the characters they stand for would.
  const written = text.slice(start, end).replace(ESCAPE, ' ');
  const lowered = written.toLowerCase();
  const aligned = lowered.length === written.length;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(lowered); match !== null; match = WORD.exec(lowered)) {
    const word = match[0];
    if (word.length > 1 && isCjk(word.charCodeAt(0))) {
      for (let i = 0; i + 1 < word.length; i++) {
        const pair = word.slice(i, i + 2);
        emit(pair, undefined, -1);
      }
      continue;
    }
    const lower = word.length > 40 ? word.slice(0, 40) : word;
    // The written form is sliced only for the few words that need it (see instructionDocument).
    emit(lower, aligned ? written : undefined, match.index);
  }
}

/** Lower-cased word tokens of `text.slice(start, end)`; runs of CJK / Hangul become character pairs. */
export function instructionTokens(text: string, start: number, end: number): string[] {
  const tokens: string[] = [];
  forEachWord(text, start, end, (word) => tokens.push(word));
  return tokens;
}

/**
 * The shape of a word outside the vocabulary: what kind of word stands there, not which one, so a
 * payload's names and numbers teach nothing about the family they came from.
 */
export function instructionWordShape(word: string): string {
  const first = word.charCodeAt(0);
  if (isCjk(first)) return '<cjk>';
  let digits = 0;
  let underscores = 0;
  let upper = 0;
  let other = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) continue;
    if (code >= 0x41 && code <= 0x5a) upper++;
    else if (code >= 0x30 && code <= 0x39) digits++;
    else if (code === 0x5f) underscores++;
    else if (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) {
      // Latin letters with diacritics: upper case when lower-casing changes them.
      const letter = word.charAt(i);
      if (letter.toLowerCase() !== letter) upper++;
    } else if (code !== 0x27) other++;
  }
  if (digits === word.length) return '<num>';
  if (digits > 0 || underscores > 0) return '<code>';
  if (other > 0) return '<script>';
  if (word.length > 12) return '<long>';
  if (upper === 0) return '<low>';
  if (upper === word.length && word.length > 1) return '<caps>';
  const firstLetter = word.charAt(0);
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

/** The words of one segment: lower-cased, and as the model sees them (the word, or its shape). */
export interface InstructionSegmentWords {
  readonly words: readonly string[];
  /** `words[i]` when the vocabulary holds it, else the shape of the word as written. */
  readonly terms: readonly string[];
}

/** Adds `key` to `set`; whether it was new. */
function addNew(set: Set<string>, key: string): boolean {
  if (set.has(key)) return false;
  set.add(key);
  return true;
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
  let secondPersonSegments = 0;
  for (const segment of segments) {
    const words: string[] = [];
    const terms: string[] = [];
    let second = false;
    forEachWord(text, segment.start, segment.end, (word, written, at) => {
      words.push(word);
      terms.push(
        vocabulary === undefined || vocabulary.has(word)
          ? word
          : instructionWordShape(written === undefined ? word : written.slice(at, at + word.length)),
      );
      if (SECOND_PERSON_WORDS.has(word)) second = true;
    });
    const copy = counted !== undefined && !addNew(counted, words.join(' '));
    if (!copy)
      for (const word of words)
        if (word.length >= 4) contentWordCounts.set(word, (contentWordCounts.get(word) ?? 0) + 1);
    if (second) secondPersonSegments++;
    tokens.push({ words, terms });
  }
  return { tokens, context: { contentWordCounts, segmentCount: segments.length, secondPersonSegments } };
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
}

export const defaultInstructionFeatureSettings: InstructionFeatureSettings = {
  termGrams: 1,
  classGrams: 2,
  structure: true,
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
const scratchTerms: number[] = [];
const scratchClasses: number[] = [];
const scratchHasClass: boolean[] = [];
const scratchFlags: number[] = [];

const TERM_SEED = 0x1b873593;
const CLASS_SEED = 0x2c1b3c6d;

const SECOND_PERSON_FLAG = 1;
const AI_READER_FLAG = 2;
const OUTPUT_NOUN_FLAG = 4;
const OPENER_FLAG = 8;
const VERB_FLAG = 16;
/** What a closed-class word is, in one lookup: flags, and the hash of its class (away from a clause start). */
interface WordInfo {
  readonly flags: number;
  readonly classHash: number;
}
const WORD_INFO = new Map<string, WordInfo>();
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
const NO_INFO: WordInfo = { flags: 0, classHash: -1 };

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
  const feature = (key: string) => emit(hashString(FNV_OFFSET, key) & mask);
  const { words, terms } = segment;
  const count = words.length;
  // N-grams of terms, and of the class sequence (term hashes reused where a word has no class).
  const termHashes = scratchTerms;
  const classHashes = scratchClasses;
  const hasClass = scratchHasClass;
  const flagsOf = scratchFlags;
  let previousFlags = OPENER_FLAG;
  for (let i = 0; i < count; i++) {
    const term = hashString(TERM_SEED, terms[i]!);
    termHashes[i] = term;
    const info = WORD_INFO.get(words[i]!) ?? NO_INFO;
    flagsOf[i] = info.flags;
    // A base-form verb at the start of a clause (first, or after "please", "and", …) is an order.
    const classHash =
      (info.flags & VERB_FLAG) !== 0 && (previousFlags & OPENER_FLAG) !== 0 ? VERB_CLASS_HASH : info.classHash;
    hasClass[i] = classHash !== -1;
    classHashes[i] = classHash === -1 ? term : classHash;
    previousFlags = info.flags;
  }
  for (let i = 0; i < count; i++) {
    let term = termHashes[i]!;
    emit(mix(term) & mask);
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
  for (const word of words) if (word.length >= 4) own.set(word, (own.get(word) ?? 0) + 1);
  for (let i = 0; i < count; i++) {
    const word = words[i]!;
    const flags = flagsOf[i]!;
    if ((flags & SECOND_PERSON_FLAG) !== 0) {
      secondPerson++;
      if (i + 1 < count && (flagsOf[i + 1]! & OUTPUT_NOUN_FLAG) !== 0) yourOutput = true;
    }
    if ((flags & AI_READER_FLAG) !== 0) aiReader = true;
    if (word.length >= 4) {
      content++;
      // Shared when the word also occurs outside this segment.
      if ((context.contentWordCounts.get(word) ?? 0) > own.get(word)!) shared++;
    }
  }
  const first = terms[0] ?? '';
  const you = secondPerson > 0 ? 1 : 0;
  const imperative = opensImperative(words) ? 1 : 0;
  feature(`imperative ${imperative} you ${you}`);
  feature(`imperative ${imperative} ai-reader ${aiReader ? 1 : 0}`);
  feature(`first ${first}`);
  feature(`first ${first} you ${you}`);
  if (count > 1) feature(`first2 ${first} ${terms[1]}`);
  feature(`length ${bucketOf(count, [3, 6, 12, 24, 48, 96])}`);
  feature(`you ${Math.min(secondPerson, 3)}`);
  if (aiReader) feature(`ai-reader you ${you}`);
  if (yourOutput) feature('your-output');
  // Words shared with the rest of the document: a task about something else shares few.
  // A text of one segment shares nothing: the same as a segment about something else in a longer one.
  const overlap = content === 0 ? 'none' : String(bucketOf(shared / content, [0.2, 0.4, 0.6, 0.8]));
  feature(`overlap ${overlap}`);
  feature(`overlap ${overlap} you ${you}`);
  feature(`overlap ${overlap} first ${first}`);
  feature(`overlap ${overlap} imperative ${imperative}`);
  // A document that speaks to "you" throughout (a how-to, a letter) makes one more such segment ordinary.
  const others = context.secondPersonSegments - you;
  const documentYou = bucketOf(others / Math.max(1, context.segmentCount - 1), [0.1, 0.3, 0.6]);
  feature(`document-you ${documentYou} you ${you}`);
}
