/** The most words of a query that reach the full-text index. */
export const MAX_QUERY_WORDS = 64;

// What FTS5's unicode61 tokenizer keeps together: letters, digits, marks (and private-use characters).
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/** The words of a query as the full-text index sees them (lower case, at most {@link MAX_QUERY_WORDS}, unique). */
export function queryWords(query: string): string[] {
  const words = new Set<string>();
  for (const match of query.normalize('NFKC').matchAll(WORD)) {
    words.add(match[0].toLowerCase());
    if (words.size >= MAX_QUERY_WORDS) break;
  }
  return [...words];
}

/**
 * An FTS5 MATCH expression for a user's query: every word quoted as a string and joined with OR,
 * so nothing a user writes (quotes, `*`, `:`, `-`, parentheses, `AND`/`OR`/`NOT`/`NEAR`, column
 * names) is read as FTS5 syntax, and BM25 ranks the chunks that hold more of the rarer words first.
 * Undefined when the query holds no word at all.
 */
export function toFtsQuery(query: string): string | undefined {
  const words = queryWords(query);
  // A word holds only letters, digits and marks, so it never contains the double quote that ends a string.
  return words.length === 0 ? undefined : words.map((word) => `"${word}"`).join(' OR ');
}
