import type { DatasetEntry } from './datasetSchema.js';
import type { EvalFilter } from './guardAdapter.js';
import { judge, type Outcome } from './metrics.js';

/** Texts per `filter` call (a page's worth of fields is typically a few, a search result page ~50). */
export const evalBatchSize = 50;

/** Runs `filter` over all texts in batches; returns outcomes and the wall time in ms. */
export async function runFilter(
  filter: EvalFilter,
  entries: readonly DatasetEntry[],
  marker: string | undefined,
): Promise<{ outcomes: Outcome[]; milliseconds: number }> {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  for (let start = 0; start < entries.length; start += evalBatchSize) {
    const batch = entries.slice(start, start + evalBatchSize);
    const results = await filter.filterTexts(batch.map((entry) => entry.text));
    if (results.length !== batch.length)
      throw new Error(`${filter.name} returned ${results.length} results for ${batch.length} texts`);
    batch.forEach((entry, index) => {
      outcomes.push(judge(entry, results[index]!, marker));
    });
  }
  return { outcomes, milliseconds: performance.now() - started };
}
