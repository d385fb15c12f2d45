import { includesAnyTerm } from './presentTerms.js';
import { PhraseMatcher } from './PhraseMatcher.js';

/** Calls on one text answered slice by slice before the whole text is indexed (an index costs a pass over the text). */
const CALLS_BEFORE_INDEX = 8;

/** Where the words of one list occur in one lower-cased text, ready for "any of them inside [from, to)" questions. */
interface LoweredTermIndex {
  readonly text: string;
  calls: number;
  /** Occurrence ends, in ascending order; undefined until indexed, null when the text cannot be indexed. */
  ends: Int32Array | null | undefined;
  /** For each index of `ends`: the largest start among that occurrence and all earlier ones. */
  maxStartUpTo: Int32Array | undefined;
}

const LAST_INDEX = new WeakMap<readonly string[], LoweredTermIndex>();
const MATCHERS = new WeakMap<readonly string[], PhraseMatcher<true> | null>();

/** The last text lower-cased for an index, shared by the lists (null: it cannot be indexed). */
let loweredOf: string | undefined;
let lowered: string | null = null;

/**
 * The same answer as `includesAnyTerm(text.slice(from, to).toLowerCase(), terms)`. Many questions about one text (a
 * dense run of hits, each asking about its neighbourhood) are answered from one pass over the lower-cased text instead
 * of one slice, lower-casing and pass per question. `terms` should be a module-level constant; the index of the last
 * text asked about is kept per list.
 */
export function anyTermInLoweredSlice(text: string, from: number, to: number, terms: readonly string[]): boolean {
  let index = LAST_INDEX.get(terms);
  if (index === undefined || index.text !== text) {
    index = { text, calls: 0, ends: undefined, maxStartUpTo: undefined };
    LAST_INDEX.set(terms, index);
  }
  index.calls++;
  if (index.ends === undefined && index.calls > CALLS_BEFORE_INDEX) buildIndex(index, terms);
  if (index.ends == null) return includesAnyTerm(text.slice(from, to).toLowerCase(), terms);
  // Clamp like String.prototype.slice does.
  const low = Math.min(Math.max(from, 0), text.length);
  const high = Math.min(Math.max(to, 0), text.length);
  // The last occurrence ending by `high`; one of those starts at `low` or later when the latest start does.
  const ends = index.ends;
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const middle = (lo + hi) >> 1;
    if (ends[middle]! <= high) lo = middle + 1;
    else hi = middle;
  }
  return lo > 0 && index.maxStartUpTo![lo - 1]! >= low;
}

/**
 * Indexes the occurrences of `terms` in the lower-cased text. Only where lower-casing maps every code unit to one code
 * unit in place and needs no context (no "İ", which becomes two, and no capital sigma, whose form depends on its
 * neighbours) does a slice of the lower-cased text equal the lower-cased slice; otherwise questions stay per slice.
 */
function buildIndex(index: LoweredTermIndex, terms: readonly string[]): void {
  const text = index.text;
  const matcher = matcherOf(terms);
  if (loweredOf !== text) {
    loweredOf = text;
    const candidate = text.includes('\u0130') || text.includes('\u03a3') ? null : text.toLowerCase();
    lowered = candidate !== null && candidate.length === text.length ? candidate : null;
  }
  if (matcher === null || lowered === null) {
    index.ends = null;
    return;
  }
  const ends: number[] = [];
  const maxStarts: number[] = [];
  let maxStart = -1;
  // Occurrences come in ascending order of their ends.
  matcher.visitMatches(lowered, (start, end) => {
    if (start > maxStart) maxStart = start;
    ends.push(end);
    maxStarts.push(maxStart);
    return false;
  });
  index.ends = Int32Array.from(ends);
  index.maxStartUpTo = Int32Array.from(maxStarts);
}

/**
 * One automaton per list; null for a list with an empty word (it is in every slice) or with half of a surrogate pair
 * (it could match across a slice's cut): such lists stay per slice.
 */
function matcherOf(terms: readonly string[]): PhraseMatcher<true> | null {
  let matcher = MATCHERS.get(terms);
  if (matcher === undefined) {
    matcher = null;
    if (!terms.some((term) => term.length === 0 || /[\uD800-\uDFFF]/.test(term))) {
      matcher = new PhraseMatcher<true>();
      for (const term of terms) matcher.add(term, true);
    }
    MATCHERS.set(terms, matcher);
  }
  return matcher;
}
