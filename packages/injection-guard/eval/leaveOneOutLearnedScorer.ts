/**
 * Leave-one-blind-out estimate of how the learned scorer and the frozen hybrid generalise: for each
 * blind split K, trains the scorer (default options) without K (and, as always, without `test`
 * and `blind7`), then measures rules only, scorer only and the hybrid of eval/learnedScorerConfig.json
 * on K. The thresholds stay frozen (chosen on blind7), so for K != blind7 nothing is tuned on K.
 *
 *   pnpm --filter @toolgate/injection-guard exec tsx --conditions=source eval/leaveOneOutLearnedScorer.ts [--splits blind5,blind6,blind7]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LearnedSegmentScorer } from '../src/LearnedSegmentScorer.js';
import { type HybridConfig, hasAiCue } from './evaluateHybrid.js';
import { createToolgateGuard, redactionMarker } from './guardAdapter.js';
import { loadDataset } from './loadDataset.js';
import { runFilter } from './runFilter.js';
import { defaultTrainOptions, heldOutSplits, trainingEntries, trainScorer } from './trainLearnedSegmentScorer.js';

const configPath = join(dirname(fileURLToPath(import.meta.url)), 'learnedScorerConfig.json');
const splitsIndex = process.argv.indexOf('--splits');
const splits =
  splitsIndex >= 0
    ? (process.argv[splitsIndex + 1] ?? '').split(',')
    : ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7'];
const config = JSON.parse(readFileSync(configPath, 'utf8')) as HybridConfig;
const entries = loadDataset();
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

const rows: string[] = [
  '| held-out split | texts | rules only: recall / FPR-HN | scorer only | hybrid |',
  '| --- | --- | --- | --- | --- |',
];
for (const split of splits) {
  const heldOut = entries.filter((entry) => entry.split === split);
  if (heldOut.length === 0) throw new Error(`no texts in split ${split}`);
  const options = { ...defaultTrainOptions, exclude: heldOutSplits.includes(split) ? [] : [split] };
  const scorer = new LearnedSegmentScorer(trainScorer(trainingEntries(entries, options), options));
  const { outcomes } = await runFilter(createToolgateGuard({ learnedScorer: false }), heldOut, redactionMarker);
  const texts = outcomes.map((outcome) => {
    let maxScore = 0;
    let maxCueScore = 0;
    for (const segment of scorer.scoreSegments(outcome.entry.text)) {
      maxScore = Math.max(maxScore, segment.score);
      if (segment.score > maxCueScore && hasAiCue(outcome.entry.text.slice(segment.start, segment.end)))
        maxCueScore = segment.score;
    }
    return { entry: outcome.entry, rules: outcome.flagged, maxScore, maxCueScore };
  });
  const injections = texts.filter((text) => text.entry.label === 'injection');
  const hardNegatives = texts.filter((text) => text.entry.label === 'benign' && text.entry.hardNegative);
  const cell = (flag: (text: (typeof texts)[number]) => boolean) =>
    `${percent(injections.filter(flag).length, injections.length)} / ${percent(hardNegatives.filter(flag).length, hardNegatives.length)}`;
  rows.push(
    `| ${split} | ${injections.length} inj, ${hardNegatives.length} HN | ${cell((text) => text.rules)} | ${cell((text) => text.maxScore >= config.scorerThreshold)} | ${cell(
      (text) =>
        (text.rules && text.maxScore >= config.vetoBelow) ||
        text.maxScore >= config.addAbove ||
        text.maxCueScore >= config.cueAbove,
    )} |`,
  );
  process.stderr.write(`${split} done\n`);
}
process.stdout.write(`Config: ${JSON.stringify(config)}\n\n${rows.join('\n')}\n`);
