import type { LlmJudgeRange } from './LlmJudgeVerdictCache.js';

/** A text folded for tolerant matching, with each folded unit's range in the original text. */
export interface FoldedText {
  readonly folded: string;
  /** Original start of each folded unit. */
  readonly starts: readonly number[];
  /** Original end of each folded unit. */
  readonly ends: readonly number[];
}

function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x85 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

// Models often retype quotes and dashes; fold the typographic ones to ASCII.
const PUNCTUATION_FOLDS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
};

function foldUnit(unit: string): string {
  const punctuation = PUNCTUATION_FOLDS[unit];
  if (punctuation !== undefined) return punctuation;
  const lower = unit.toLowerCase();
  // Keep one unit per unit ('İ' lowers to two), so offsets map back exactly.
  return lower.length === 1 ? lower : unit;
}

/** Folds a text: lower case, typographic quotes and dashes as ASCII, each whitespace run as one space. */
export function foldText(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (isSpace(text.charCodeAt(i))) {
      const start = i;
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      folded += ' ';
      starts.push(start);
      ends.push(i);
      continue;
    }
    folded += foldUnit(text[i]!);
    starts.push(i);
    ends.push(i + 1);
    i++;
  }
  return { folded, starts, ends };
}

function allOccurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  let from = 0;
  for (;;) {
    const index = haystack.indexOf(needle, from);
    if (index < 0) return found;
    found.push(index);
    from = index + needle.length;
  }
}

/**
 * Where a span the judge returned stands in the text: every exact occurrence, else every
 * occurrence under whitespace-, case- and quote-tolerant matching (mapped back to the original
 * characters). Empty when it is not there: the judge's word is never taken for text it did not
 * copy. `folded` is the text's {@link foldText}, computed once per text by the caller.
 */
export function locateJudgedSpan(text: string, span: string, folded: () => FoldedText): LlmJudgeRange[] {
  const trimmed = span.trim();
  if (trimmed === '') return [];
  const exact = allOccurrences(text, trimmed);
  if (exact.length > 0) return exact.map((start) => ({ start, end: start + trimmed.length }));
  const view = folded();
  const needle = foldText(trimmed).folded;
  return allOccurrences(view.folded, needle).map((index) => ({
    start: view.starts[index]!,
    end: view.ends[index + needle.length - 1]!,
  }));
}
