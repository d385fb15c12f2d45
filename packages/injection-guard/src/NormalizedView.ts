import { isAsciiLetter, isIgnorableInvisible, isWhitespaceCodePoint, isWordCodePoint } from './CharacterClass.js';
import { decodeEscapeAt } from './EscapeDecoder.js';
import { REDACTION_MARKER } from './RedactionMarker.js';

/**
 * A derived text the rules read, with a map back to the raw text: view character `i` stands for
 * the raw span `[rawStart[i], rawEnd[i])`. Escapes are decoded, invisible characters skipped,
 * letters lower-cased and folded (full-width, look-alikes, accents), whitespace runs collapsed to
 * one space (`\n` for a paragraph break), shuffled-middle words restored.
 */
export interface NormalizedView {
  /** The raw text the view was built from. */
  readonly rawText: string;
  readonly text: string;
  readonly rawStart: Int32Array;
  readonly rawEnd: Int32Array;
  /** 1 where the view character is the first one of a raw line. */
  readonly lineStart: Uint8Array;
}

/** Options of {@link buildNormalizedView}. */
export interface NormalizedViewOptions {
  /** Shuffled-middle signature (see {@link typoglycemiaKey}) → the word it restores. */
  readonly typoglycemia?: ReadonlyMap<string, string> | undefined;
  /** Decode JSON and XML/HTML escapes (default true). */
  readonly decodeEscapes?: boolean | undefined;
}

// Look-alike letters folded to Latin inside words that mix scripts (after lower-casing).
const CONFUSABLES: ReadonlyMap<number, number> = new Map(
  [
    ['а', 'a'],
    ['в', 'b'],
    ['е', 'e'],
    ['ё', 'e'],
    ['к', 'k'],
    ['м', 'm'],
    ['н', 'h'],
    ['о', 'o'],
    ['р', 'p'],
    ['с', 'c'],
    ['т', 't'],
    ['у', 'y'],
    ['х', 'x'],
    ['і', 'i'],
    ['ї', 'i'],
    ['ј', 'j'],
    ['ѕ', 's'],
    ['ԁ', 'd'],
    ['һ', 'h'],
    ['ԛ', 'q'],
    ['ԝ', 'w'],
    ['ɡ', 'g'],
    ['ɑ', 'a'],
    ['ı', 'i'],
    ['ℓ', 'l'],
    ['α', 'a'],
    ['β', 'b'],
    ['ε', 'e'],
    ['η', 'n'],
    ['ι', 'i'],
    ['κ', 'k'],
    ['ν', 'v'],
    ['ο', 'o'],
    ['ρ', 'p'],
    ['τ', 't'],
    ['υ', 'u'],
    ['χ', 'x'],
    ['γ', 'y'],
    ['ω', 'w'],
  ].map(([from, to]) => [from!.charCodeAt(0), to!.charCodeAt(0)]),
);

// Digits and symbols standing in for letters ("ign0re", "in$tructions"), folded only in words that
// also contain letters.
const LEET: ReadonlyMap<number, number> = new Map(
  [
    ['0', 'o'],
    ['1', 'i'],
    ['3', 'e'],
    ['4', 'a'],
    ['5', 's'],
    ['7', 't'],
    ['@', 'a'],
    ['$', 's'],
  ].map(([from, to]) => [from!.charCodeAt(0), to!.charCodeAt(0)]),
);

// The other way round: Latin look-alikes inside a Cyrillic word ("Accиcтeнт", "пepeшли") stand for
// Cyrillic letters; such a word is written in the script of its letters that have no look-alike.
const LATIN_TO_CYRILLIC = new Uint16Array(0x80);
for (const [from, to] of [
  ['a', 'а'],
  ['b', 'в'],
  ['c', 'с'],
  ['e', 'е'],
  ['h', 'н'],
  ['k', 'к'],
  ['m', 'м'],
  ['o', 'о'],
  ['p', 'р'],
  ['t', 'т'],
  ['x', 'х'],
  ['y', 'у'],
]) {
  LATIN_TO_CYRILLIC[from!.charCodeAt(0)] = to!.charCodeAt(0);
}

/** {@link CONFUSABLES} and {@link LEET} as tables (0 = none): the word folder asks once per letter. */
const CONFUSABLE_TABLE = new Uint16Array(0x10000);
for (const [from, to] of CONFUSABLES) CONFUSABLE_TABLE[from] = to;
const LEET_TABLE = new Uint16Array(0x10000);
for (const [from, to] of LEET) LEET_TABLE[from] = to;

const APOSTROPHES = new Set([0x2018, 0x2019, 0x201b, 0x02bc, 0x2032, 0xff07]);
const DOUBLE_QUOTES = new Set([0x201c, 0x201d, 0x201f, 0x2033, 0xff02]);
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const foldCache = new Map<number, string>();

/** Lower-cased, compatibility-folded, accent-free form of one code point (cached). */
export function foldCodePoint(codePoint: number): string {
  if (codePoint < 0x80) {
    return codePoint >= 0x41 && codePoint <= 0x5a
      ? String.fromCharCode(codePoint + 32)
      : String.fromCharCode(codePoint);
  }
  let folded = foldCache.get(codePoint);
  if (folded === undefined) {
    if (APOSTROPHES.has(codePoint)) return "'";
    // Arabic vowel marks and tatweel are optional in writing.
    if ((codePoint >= 0x064b && codePoint <= 0x065f) || codePoint === 0x0670 || codePoint === 0x0640) return '';
    // Hamza seats on alef (أ إ آ ٱ) and alef maksura are spelled freely: "أرسل" = "ارسل", "على" = "علي".
    if (codePoint === 0x0622 || codePoint === 0x0623 || codePoint === 0x0625 || codePoint === 0x0671) return '\u0627';
    if (codePoint === 0x0649) return '\u064a';
    // Devanagari nukta and chandrabindu are optional in everyday Hindi: "नज़र" = "नजर", "बताएँ" = "बताएं".
    if (codePoint === 0x093c) return '';
    if (codePoint === 0x0901) return '\u0902';
    if (codePoint >= 0x0958 && codePoint <= 0x095f)
      return String.fromCodePoint(codePoint).normalize('NFD').replace('\u093c', '');
    if (DOUBLE_QUOTES.has(codePoint)) return '"';
    const char = String.fromCodePoint(codePoint);
    folded = char.normalize('NFKC').toLowerCase();
    // Only alphabetic scripts lose their accents; NFD would split Hangul syllables into jamo.
    if (codePoint < 0x0530 || (codePoint >= 0x1e00 && codePoint <= 0x1fff) || codePoint >= 0x1d400) {
      folded = folded.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
    }
    if (foldCache.size < 50_000) foldCache.set(codePoint, folded);
  }
  return folded;
}

/** The key under which shuffled-middle variants of a word collide: length, first, last, sorted middle. */
export function typoglycemiaKey(word: string): string {
  const middle: number[] = [];
  for (let i = 1; i < word.length - 1; i++) middle.push(word.charCodeAt(i));
  middle.sort((a, b) => a - b);
  return `${word.length}${word[0]}${word[word.length - 1]}${String.fromCharCode(...middle)}`;
}

/**
 * Normalizes a lexicon phrase the way the view normalizes text (lower case, folded, whitespace
 * collapsed, `_` read as a space, Markdown emphasis dropped), without escapes, maps or word folding.
 */
export function normalizePhrase(phrase: string): string {
  if (isNormalAscii(phrase)) return phrase;
  let out = '';
  let pendingSpace = false;
  for (const char of phrase) {
    const codePoint = char.codePointAt(0)!;
    if (isWhitespaceCodePoint(codePoint) || codePoint === UNDERSCORE) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (isIgnorableInvisible(codePoint) || codePoint === 0x2a || codePoint === 0x60 || codePoint === 0x7e) continue;
    const folded = foldCodePoint(codePoint);
    if (folded.length === 0) continue;
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += folded;
  }
  return out;
}

/**
 * True when {@link normalizePhrase} would return `phrase` unchanged: lower-case ASCII without
 * `_ * \` ~`, single spaces between words. Most lexicon phrases are; the check spares the copy.
 */
function isNormalAscii(phrase: string): boolean {
  if (phrase.length === 0 || phrase.charCodeAt(0) === 0x20 || phrase.charCodeAt(phrase.length - 1) === 0x20)
    return false;
  for (let i = 0; i < phrase.length; i++) {
    const code = phrase.charCodeAt(i);
    if (
      code >= 0x7f ||
      code < 0x20 ||
      (code >= 0x41 && code <= 0x5a) ||
      code === UNDERSCORE ||
      code === 0x2a ||
      code === 0x60 ||
      code === 0x7e
    )
      return false;
    if (code === 0x20 && phrase.charCodeAt(i - 1) === 0x20) return false;
  }
  return true;
}

const MARKER_FIRST = REDACTION_MARKER.charCodeAt(0);
/** Code unit + 1 of {@link foldCodePoint} for BMP code points that fold to one unit; 0 = not known yet. */
const singleFoldCache = new Int32Array(0x10000);
const UNDERSCORE = 0x5f;

/** Builds the {@link NormalizedView} of `text`. Linear in the length of the text. */
export function buildNormalizedView(text: string, options: NormalizedViewOptions = {}): NormalizedView {
  const decodeEscapes = options.decodeEscapes ?? true;
  // Folding can grow the text (NFKC "ﬃ" → "ffi"); the buffers grow on demand.
  let capacity = text.length + 16;
  let chars = new Uint16Array(capacity);
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let lineStarts = new Uint8Array(capacity);
  let length = 0;
  let pendingSpaceStart = -1;
  let pendingSpaceEnd = -1;
  let pendingNewlines = 0;
  let atLineStart = true;

  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    let codePoint = code;
    let next = i + 1;
    if (code === 0x5c || code === 0x26 || code === MARKER_FIRST) {
      if (code === MARKER_FIRST && text.startsWith(REDACTION_MARKER, i)) {
        // A marker is a paragraph break for the rules: it never matches, never joins its neighbours.
        if (pendingSpaceStart < 0) pendingSpaceStart = i;
        next = i + REDACTION_MARKER.length;
        pendingSpaceEnd = next;
        pendingNewlines += 2;
        i = next;
        continue;
      }
      const decodedEscape = decodeEscapes && code !== MARKER_FIRST ? decodeEscapeAt(text, i) : undefined;
      if (decodedEscape !== undefined) {
        codePoint = decodedEscape.codePoint;
        next = decodedEscape.end;
      } else if (code === 0x5c && isMarkdownEscapable(text.charCodeAt(i + 1))) {
        // Markdown escapes ("<\\|im_start\\|>", "\\*"): a reader sees the character without the backslash.
        i++;
        continue;
      }
    } else if (code >= 0xd800 && code <= 0xdbff) {
      codePoint = text.codePointAt(i)!;
      if (codePoint > 0xffff) next = i + 2;
    }

    let folded: string | undefined;
    let single = -1;
    if (codePoint < 0x80) {
      if (codePoint === 0x20 || (codePoint >= 0x09 && codePoint <= 0x0d) || codePoint === UNDERSCORE) {
        if (codePoint === 0x0a) {
          atLineStart = true;
          pendingNewlines++;
        }
        if (pendingSpaceStart < 0) pendingSpaceStart = i;
        pendingSpaceEnd = next;
        i = next;
        continue;
      }
      // Markdown emphasis (*, `, ~) does not separate letters for a reader.
      if (codePoint === 0x2a || codePoint === 0x60 || codePoint === 0x7e) {
        i = next;
        continue;
      }
      single = codePoint >= 0x41 && codePoint <= 0x5a ? codePoint + 32 : codePoint;
    } else if (isWhitespaceCodePoint(codePoint)) {
      if (codePoint === 0x2028 || codePoint === 0x2029) {
        atLineStart = true;
        pendingNewlines++;
      }
      if (pendingSpaceStart < 0) pendingSpaceStart = i;
      pendingSpaceEnd = next;
      i = next;
      continue;
    } else if (isIgnorableInvisible(codePoint)) {
      i = next;
      continue;
    } else {
      const known = codePoint < 0x10000 ? singleFoldCache[codePoint]! : 0;
      if (known > 0) {
        single = known - 1;
      } else {
        folded = foldCodePoint(codePoint);
        if (folded.length === 1) {
          single = folded.charCodeAt(0);
          folded = undefined;
          if (codePoint < 0x10000) singleFoldCache[codePoint] = single + 1;
        }
      }
    }

    const count = folded === undefined ? 1 : folded.length;
    for (let k = 0; k < count; k++) {
      const out = folded === undefined ? single : folded.charCodeAt(k);
      if (isWhitespaceCodePoint(out)) {
        if (pendingSpaceStart < 0) pendingSpaceStart = i;
        pendingSpaceEnd = next;
        continue;
      }
      if (length + 2 >= capacity) {
        // Grown inline: a closure over the buffers would make every access in this loop slower.
        capacity *= 2;
        const nextChars = new Uint16Array(capacity);
        nextChars.set(chars);
        chars = nextChars;
        const nextStarts = new Int32Array(capacity);
        nextStarts.set(starts);
        starts = nextStarts;
        const nextEnds = new Int32Array(capacity);
        nextEnds.set(ends);
        ends = nextEnds;
        const nextLineStarts = new Uint8Array(capacity);
        nextLineStarts.set(lineStarts);
        lineStarts = nextLineStarts;
      }
      if (pendingSpaceStart >= 0) {
        if (length > 0) {
          chars[length] = pendingNewlines >= 2 ? 0x0a : 0x20;
          starts[length] = pendingSpaceStart;
          ends[length] = pendingSpaceEnd;
          lineStarts[length] = 0;
          length++;
        }
        pendingSpaceStart = -1;
        pendingNewlines = 0;
      }
      chars[length] = out;
      starts[length] = i;
      ends[length] = next;
      lineStarts[length] = atLineStart ? 1 : 0;
      atLineStart = false;
      length++;
    }
    i = next;
  }

  const view = chars.subarray(0, length);
  foldWords(view, options.typoglycemia);
  return {
    rawText: text,
    text: codesToString(view),
    rawStart: starts.subarray(0, length),
    rawEnd: ends.subarray(0, length),
    lineStart: lineStarts.subarray(0, length),
  };
}

function isMarkdownEscapable(code: number): boolean {
  return (
    code === 0x7c ||
    code === 0x2a ||
    code === 0x5f ||
    code === 0x5b ||
    code === 0x5d ||
    code === 0x3c ||
    code === 0x3e ||
    code === 0x23 ||
    code === 0x60 ||
    code === 0x21 ||
    code === 0x28 ||
    code === 0x29
  );
}

const utf16 = new TextDecoder('utf-16le');

function codesToString(codes: Uint16Array): string {
  // Uint16Array is little-endian on every platform JavaScript runs on in practice; decode natively.
  return utf16.decode(codes);
}

function isFoldableWordCode(code: number): boolean {
  return isWordCodePoint(code) || code === 0x40 || code === 0x24;
}

const typoglycemiaPrefixes = new WeakMap<ReadonlyMap<string, string>, Map<number, string[]>>();

/**
 * Cheap filter before the sorted-middle key: length, first and last letter and the sum of the
 * middle letters (the same for every shuffle) must match a dictionary word, and the word must not
 * be that dictionary word itself (which restores to itself).
 */
function typoglycemiaCandidate(
  chars: Uint16Array,
  start: number,
  end: number,
  prefixes: Map<number, string[]>,
): boolean {
  let middle = 0;
  for (let k = start + 1; k < end - 1; k++) middle += chars[k]!;
  const words = prefixes.get(prefixKey(end - start, chars[start]!, chars[end - 1]!, middle));
  if (words === undefined) return false;
  for (const word of words) {
    if (sameWord(chars, start, word)) return false;
  }
  return true;
}

/** The words of `dictionary` by {@link prefixKey}, built once per dictionary. */
function typoglycemiaPrefixesOf(dictionary: ReadonlyMap<string, string>): Map<number, string[]> {
  let prefixes = typoglycemiaPrefixes.get(dictionary);
  if (prefixes === undefined) {
    prefixes = new Map();
    for (const word of dictionary.values()) {
      let middle = 0;
      for (let k = 1; k < word.length - 1; k++) middle += word.charCodeAt(k);
      const key = prefixKey(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1), middle);
      const words = prefixes.get(key);
      if (words === undefined) prefixes.set(key, [word]);
      else words.push(word);
    }
    typoglycemiaPrefixes.set(dictionary, prefixes);
  }
  return prefixes;
}

function sameWord(chars: Uint16Array, start: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    if (chars[start + k] !== word.charCodeAt(k)) return false;
  }
  return true;
}

function prefixKey(length: number, first: number, last: number, middleSum: number): number {
  return ((length * 128 + first) * 128 + last) * 2048 + middleSum;
}

/** In-place word-level folding: look-alikes and leetspeak in mixed words, shuffled middles. */
function foldWords(chars: Uint16Array, typoglycemia: ReadonlyMap<string, string> | undefined): void {
  let i = 0;
  let previousWordLatin = false;
  const length = chars.length;
  // Looked up once per view, not once per word.
  const prefixes = typoglycemia === undefined ? undefined : typoglycemiaPrefixesOf(typoglycemia);
  while (i < length) {
    let code = chars[i]!;
    // Fast path: lower-case ASCII letters (the view is lower-cased) and the rest of ASCII.
    const lowerLetter = code >= 0x61 && code <= 0x7a;
    if (!lowerLetter && !isFoldableWordCode(code)) {
      i++;
      continue;
    }
    const start = i;
    let latin = 0;
    let confusable = 0;
    let digits = 0;
    let other = 0;
    let cyrillicOther = 0;
    let latinWithoutCyrillicTwin = 0;
    while (i < length) {
      code = chars[i]!;
      if (code >= 0x61 && code <= 0x7a) {
        latin++;
        if (LATIN_TO_CYRILLIC[code] === 0) latinWithoutCyrillicTwin++;
      } else if (!isFoldableWordCode(code)) break;
      else if (i - start >= 64) {
        other++;
      } else if (LEET_TABLE[code] !== 0) digits++;
      else if (CONFUSABLE_TABLE[code] !== 0) confusable++;
      else {
        other++;
        if (code >= 0x0400 && code <= 0x04ff) cyrillicOther++;
      }
      i++;
    }
    const end = i;
    const size = end - start;
    const allLatin = latin === size;
    if (
      latin > 0 &&
      other > 0 &&
      other === cyrillicOther &&
      digits === 0 &&
      latinWithoutCyrillicTwin === 0 &&
      size <= 64
    ) {
      // A Cyrillic word with Latin look-alikes in it: fold them back to Cyrillic.
      for (let k = start; k < end; k++) {
        const twin = chars[k]! < 0x80 ? LATIN_TO_CYRILLIC[chars[k]!]! : 0;
        if (twin !== 0) chars[k] = twin;
      }
    } else if (!allLatin) {
      // A word written only in look-alikes (Cyrillic "ѕуѕтем") is folded when it stands in Latin text.
      const fold =
        other === 0 &&
        (latin > 0 || ((previousWordLatin || startsLatinWord(chars, end)) && confusable >= 3 && size <= 16));
      if (fold && (confusable > 0 || (digits > 0 && latin + confusable > 0))) {
        for (let k = start; k < end; k++) {
          const mapped = CONFUSABLES.get(chars[k]!) ?? (latin + confusable > 0 ? LEET.get(chars[k]!) : undefined);
          if (mapped !== undefined) chars[k] = mapped;
        }
      }
    }
    previousWordLatin = allLatin;
    if (
      typoglycemia !== undefined &&
      prefixes !== undefined &&
      allLatin &&
      size >= 5 &&
      size <= 14 &&
      typoglycemiaCandidate(chars, start, end, prefixes)
    ) {
      const word = utf16.decode(chars.subarray(start, end));
      const restored = typoglycemia.get(typoglycemiaKey(word));
      if (restored !== undefined && restored !== word) {
        for (let k = 0; k < restored.length; k++) chars[start + k] = restored.charCodeAt(k);
      }
    }
  }
}

function startsLatinWord(chars: Uint16Array, from: number): boolean {
  let i = from;
  while (i < chars.length && (chars[i] === 0x20 || chars[i] === 0x0a)) i++;
  return i < chars.length && isAsciiLetter(chars[i]!);
}
