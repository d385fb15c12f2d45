// The two quality measures of fixtures/extraction/README.md (repository root), implemented as written there.

/** Runs of Unicode letters (with their combining marks), digits and `_`: Python's `\w+`. */
const TOKEN = /[\p{L}\p{M}\p{N}_]+/gu;

/**
 * The text a model reads from our Markdown: links written as their text only, images dropped.
 * @param {string} markdown
 * @returns {string}
 */
export function readableText(markdown) {
  return markdown
    .replace(/!\[([^\]]*)\]\((?:[^()\s]|\\[()])*(?:\s+"[^"]*")?\)/g, '')
    .replace(/\[((?:[^\]\\]|\\.)*)\]\((?:[^()\s\\]|\\.)*(?:\s+"[^"]*")?\)/g, '$1');
}

/**
 * @param {string} text
 * @returns {string[]}
 */
function tokens(text) {
  return text.match(TOKEN) ?? [];
}

/**
 * @param {Iterable<string>} items
 * @returns {Map<string, number>}
 */
function bag(items) {
  const counts = new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/**
 * @param {Map<string, number>} predicted
 * @param {Map<string, number>} truth
 */
function overlap(predicted, truth) {
  let shared = 0;
  for (const [item, count] of predicted) shared += Math.min(count, truth.get(item) ?? 0);
  return shared;
}

/**
 * WCXB's word F1 for one page: lower-case `\w+` tokens as bags of words.
 * @param {string} predictedText
 * @param {string} truthText
 * @returns {{ precision: number, recall: number, f1: number }}
 */
export function wordF1(predictedText, truthText) {
  const predicted = tokens(predictedText.toLowerCase());
  const truth = tokens(truthText.toLowerCase());
  if (predicted.length === 0 || truth.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const shared = overlap(bag(predicted), bag(truth));
  const precision = shared / predicted.length;
  const recall = shared / truth.length;
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}

/**
 * Overlapping 4-token windows (one window of all tokens when there are fewer), as a multiset.
 * @param {string} text
 */
function shingles(text, size = 4) {
  const list = tokens(text);
  const windows = [];
  for (let start = 0; start < Math.max(1, list.length - size + 1); start += 1) {
    windows.push(list.slice(start, start + size).join('\u0000'));
  }
  return bag(list.length === 0 ? [] : windows);
}

/**
 * The article-extraction-benchmark's counts for one page: shared (tp), extra (fp), missing (fn) shingles.
 * @param {string} predictedText
 * @param {string} truthText
 * @returns {{ tp: number, fp: number, fn: number }}
 */
export function shingleCounts(predictedText, truthText) {
  const predicted = shingles(predictedText);
  const truth = shingles(truthText);
  const tp = overlap(predicted, truth);
  let predictedTotal = 0;
  for (const count of predicted.values()) predictedTotal += count;
  let truthTotal = 0;
  for (const count of truth.values()) truthTotal += count;
  return { tp, fp: predictedTotal - tp, fn: truthTotal - tp };
}

/**
 * Shingle F1 over pages: P is the mean per-page precision over pages with output, R the mean
 * per-page recall, F1 = 2PR/(P+R).
 * @param {{ tp: number, fp: number, fn: number }[]} pages
 */
export function shingleF1(pages) {
  const precisions = pages.filter((page) => page.tp + page.fp > 0).map((page) => page.tp / (page.tp + page.fp));
  const recalls = pages.filter((page) => page.tp + page.fn > 0).map((page) => page.tp / (page.tp + page.fn));
  const mean = (values) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  const precision = mean(precisions);
  const recall = mean(recalls);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
