/**
 * Throughput of the learned segment scorer (src/LearnedSegmentScorer.ts) against the whole guard
 * (`PromptInjectionGuardService` with the built-in rules) on the same texts in the same run: every
 * text of the eval set, a fixed number of rounds, the best round of each reported, and the ratio.
 *
 *   pnpm --filter @toolgate/injection-guard exec tsx --conditions=source bench/learnedScorerThroughput.ts [--rounds N]
 */
import { createToolgateGuard } from '../eval/guardAdapter.js';
import { loadDataset } from '../eval/loadDataset.js';
import { LearnedSegmentScorer } from '../src/LearnedSegmentScorer.js';

const roundsIndex = process.argv.indexOf('--rounds');
const rounds = roundsIndex >= 0 ? Math.max(1, Math.min(50, Number(process.argv[roundsIndex + 1]) || 5)) : 5;
const texts = loadDataset().map((entry) => entry.text);
const megabytes = texts.reduce((sum, text) => sum + new TextEncoder().encode(text).length, 0) / 1e6;

const scorer = new LearnedSegmentScorer();
let checksum = 0;
let scorerBest = Number.POSITIVE_INFINITY;
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  for (const text of texts) checksum += scorer.maxSegment(text)?.score ?? 0;
  scorerBest = Math.min(scorerBest, performance.now() - started);
}

const guard = createToolgateGuard({ learnedScorer: false });
let guardBest = Number.POSITIVE_INFINITY;
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  for (let start = 0; start < texts.length; start += 50)
    checksum += (await guard.filterTexts(texts.slice(start, start + 50))).length;
  guardBest = Math.min(guardBest, performance.now() - started);
}

const scorerRate = megabytes / (scorerBest / 1000);
const guardRate = megabytes / (guardBest / 1000);
process.stdout.write(
  `${texts.length} texts, ${megabytes.toFixed(2)} MB, best of ${rounds} rounds (checksum ${checksum.toFixed(1)})\n` +
    `learned scorer (max segment score per text): ${scorerRate.toFixed(1)} MB/s\n` +
    `guard (rules, PromptInjectionGuardService):   ${guardRate.toFixed(1)} MB/s\n` +
    `scorer is ${(scorerRate / guardRate).toFixed(1)}x the guard's throughput; both together ≈ ${(1 / (1 / scorerRate + 1 / guardRate)).toFixed(2)} MB/s (guard alone ${guardRate.toFixed(2)})\n`,
);
