import { includesAnyTerm } from './presentTerms.js';
import { LOWERED_SEGMENT_LISTS } from './PhraseMatcher.js';

/** Calls on one text answered slice by slice before the whole text is indexed (an index costs a pass over the text). */
const CALLS_BEFORE_INDEX = 8;

/** Where the words of each list occur in one lower-cased text, ready for "any of them inside [from, to)" questions. */
interface LoweredTextIndex {
  readonly text: string;
  /** Questions asked so far per list (by list number). */
  readonly calls: number[];
  /** The text lower-cased, null when it cannot be indexed; undefined until needed. */
  lowered: string | null | undefined;
  /** Per list number: occurrence ends in ascending order; lists added after the last pass have none yet. */
  ends: Int32Array[];
  /** Per list number: for each index of its `ends`, the largest start among that occurrence and all earlier ones. */
  maxStartUpTo: Int32Array[];
}

/** Every list asked about so far, numbered in order of first use; -1 for a list that must stay per slice. */
const LIST_NUMBERS = new WeakMap<readonly string[], number>();
const LISTS: (readonly string[])[] = [];
/**
 * Per list number: its number among the finders' lists, searched in their one pass over the lower-cased segment
 * (the same text the detector asks about here, so the pass that serves the finders serves this index too).
 */
const SHARED_LISTS: number[] = [];
let current: LoweredTextIndex | undefined;

/**
 * The same answer as `includesAnyTerm(text.slice(from, to).toLowerCase(), terms)`. Many questions about one text (a
 * dense run of hits, each asking about its neighbourhood) are answered from one pass over the lower-cased text, for
 * every list at once, instead of one slice, lower-casing and pass per question. `terms` should be a module-level
 * constant; the index of the last text asked about is kept.
 */
export function anyTermInLoweredSlice(text: string, from: number, to: number, terms: readonly string[]): boolean {
  const list = listNumberOf(terms);
  if (list < 0) return includesAnyTerm(text.slice(from, to).toLowerCase(), terms);
  if (current === undefined || current.text !== text)
    current = { text, calls: [], lowered: undefined, ends: [], maxStartUpTo: [] };
  const index = current;
  const calls = (index.calls[list] ?? 0) + 1;
  index.calls[list] = calls;
  if (index.ends[list] === undefined && calls > CALLS_BEFORE_INDEX && index.lowered !== null) buildIndex(index);
  const ends = index.ends[list];
  if (ends === undefined) return includesAnyTerm(text.slice(from, to).toLowerCase(), terms);
  // Clamp like String.prototype.slice does.
  const low = Math.min(Math.max(from, 0), text.length);
  const high = Math.min(Math.max(to, 0), text.length);
  // The last occurrence ending by `high`; one of those starts at `low` or later when the latest start does.
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const middle = (lo + hi) >> 1;
    if (ends[middle]! <= high) lo = middle + 1;
    else hi = middle;
  }
  return lo > 0 && index.maxStartUpTo[list]![lo - 1]! >= low;
}

/**
 * Indexes the occurrences of every list's words in the lower-cased text. Only where lower-casing maps every code unit
 * to one code unit in place and needs no context (no "İ", which becomes two, and no capital sigma, whose form depends
 * on its neighbours) does a slice of the lower-cased text equal the lower-cased slice; otherwise questions stay per slice.
 */
function buildIndex(index: LoweredTextIndex): void {
  const text = index.text;
  if (index.lowered === undefined) {
    const candidate =
      text.includes('\u0130') || text.includes('\u03a3') ? null : LOWERED_SEGMENT_LISTS.lowerCased(text);
    index.lowered = candidate !== null && candidate.length === text.length ? candidate : null;
  }
  const lowered = index.lowered;
  if (lowered === null) return;
  const ends: Int32Array[] = [];
  const maxStartUpTo: Int32Array[] = [];
  for (let list = 0; list < LISTS.length; list++) {
    const listEnds: number[] = [];
    const listMaxStarts: number[] = [];
    let maxStart = -1;
    // Occurrences come in ascending order of their ends.
    LOWERED_SEGMENT_LISTS.visitMatches(lowered, SHARED_LISTS[list]!, (start, end) => {
      if (start > maxStart) maxStart = start;
      listEnds.push(end);
      listMaxStarts.push(maxStart);
      return false;
    });
    ends.push(Int32Array.from(listEnds));
    maxStartUpTo.push(Int32Array.from(listMaxStarts));
  }
  index.ends = ends;
  index.maxStartUpTo = maxStartUpTo;
}

/**
 * The number of a list, registering it on first use. -1 for a list with an empty word (it is in every slice) or with
 * half of a surrogate pair (it could match across a slice's cut): such lists stay per slice.
 */
function listNumberOf(terms: readonly string[]): number {
  let list = LIST_NUMBERS.get(terms);
  if (list === undefined) {
    list = -1;
    if (!terms.some((term) => term.length === 0 || /[\uD800-\uDFFF]/.test(term))) {
      list = LISTS.length;
      LISTS.push(terms);
      SHARED_LISTS.push(LOWERED_SEGMENT_LISTS.register(terms));
    }
    LIST_NUMBERS.set(terms, list);
  }
  return list;
}
