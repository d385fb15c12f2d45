import { PhraseMatcher } from './PhraseMatcher.js';

/** One automaton per word list, built on first use: a list is searched in one pass, not one pass per word. */
const MATCHERS = new WeakMap<readonly string[], PhraseMatcher<string>>();

/**
 * The words of `terms` that occur in `text` (exact code units, like `text.includes(term)`), found in one
 * pass over the text. `terms` should be a module-level constant: its automaton is kept for the next call.
 */
export function presentTerms(text: string, terms: readonly string[]): Set<string> {
  let matcher = MATCHERS.get(terms);
  if (matcher === undefined) {
    matcher = new PhraseMatcher<string>();
    for (const term of terms) matcher.add(term, term);
    MATCHERS.set(terms, matcher);
  }
  const present = new Set<string>();
  if (terms.includes('')) present.add('');
  matcher.visitMatches(text, (_start, _end, term) => {
    present.add(term);
    return false;
  });
  return present;
}

/**
 * True when any word of `terms` occurs in `text` (exact code units): the same answer as
 * `terms.some((term) => text.includes(term))`, in one pass over the text instead of one per word.
 * `terms` should be a module-level constant: its automaton is kept for the next call.
 */
export function includesAnyTerm(text: string, terms: readonly string[]): boolean {
  let matcher = MATCHERS.get(terms);
  if (matcher === undefined) {
    matcher = new PhraseMatcher<string>();
    for (const term of terms) matcher.add(term, term);
    MATCHERS.set(terms, matcher);
  }
  if (terms.includes('')) return true;
  let found = false;
  matcher.visitMatches(text, () => {
    found = true;
    return true;
  });
  return found;
}
