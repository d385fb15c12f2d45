/**
 * Cross-validates the learned scorer's training over groups of blind splits: for each group, trains
 * the scorer (default options of trainLearnedSegmentScorer.ts, or the ones given) without the group
 * and without the held-out splits (`heldOutSplits` there), then runs the whole detector with it on
 * the group. Prints recall
 * and FPR on hard negatives per group next to the rules alone and, with `--baseline shipped`, next to
 * the weights the package ships (a fair comparison only for groups those weights never saw).
 *
 *   pnpm --filter @toolgate/injection-guard exec tsx --conditions=source eval/crossValidateLearnedScorer.ts \
 *     --folds blind7,blind8:blind9,blind10 [--baseline shipped] [--hard-negative-weight 30]
 */
import { fileURLToPath } from 'node:url';
import { LearnedSegmentScorer } from '../src/LearnedSegmentScorer.js';
import type { DatasetEntry } from './datasetSchema.js';
import { forEachArgument, UsageError } from './forEachArgument.js';
import { createToolgateGuard, type EvalFilter, redactionMarker } from './guardAdapter.js';
import { loadDataset } from './loadDataset.js';
import { percent, type Summary, summarize } from './metrics.js';
import { runFilter } from './runFilter.js';
import { defaultTrainOptions, type TrainOptions, trainingEntries, trainScorer } from './trainLearnedSegmentScorer.js';

interface CrossValidationOptions {
  readonly folds: readonly (readonly string[])[];
  readonly baselineShipped: boolean;
  readonly train: TrainOptions;
}

function parseOptions(argv: readonly string[]): CrossValidationOptions {
  let folds: string[][] = [];
  let baselineShipped = false;
  let train = defaultTrainOptions;
  const number = (option: string, raw: string): number => {
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new UsageError(`${option} needs a number, got ${raw}`);
    return value;
  };
  forEachArgument(argv, (argument, value) => {
    switch (argument) {
      case '--':
        break;
      case '--folds':
        folds = value()
          .split(':')
          .map((fold) => fold.split(',').filter((split) => split !== ''));
        break;
      case '--baseline': {
        const baseline = value();
        if (baseline !== 'shipped') throw new UsageError(`--baseline must be "shipped", got ${baseline}`);
        baselineShipped = true;
        break;
      }
      case '--hard-negative-weight':
        train = { ...train, hardNegativeWeight: number(argument, value()) };
        break;
      case '--runs':
        train = { ...train, runs: Math.max(1, Math.round(number(argument, value()))) };
        break;
      case '--help':
        process.stdout.write(
          'usage: crossValidateLearnedScorer --folds SPLIT[,SPLIT][:SPLIT[,SPLIT]]… [--baseline shipped] [--hard-negative-weight X] [--runs N]\n',
        );
        process.exit(0);
        break;
      default:
        throw new UsageError(`unknown option ${argument}`);
    }
  });
  if (folds.length === 0 || folds.some((fold) => fold.length === 0))
    throw new UsageError('--folds needs one or more groups of splits, e.g. blind7,blind8:blind9');
  return { folds, baselineShipped, train };
}

function cell(summary: Summary): string {
  return `${percent(summary.recall)} (${summary.detected}/${summary.injections}) / ${percent(summary.fprHardNegatives)} (${summary.hardNegativeFalsePositives}/${summary.hardNegatives})`;
}

async function measure(filter: EvalFilter, entries: readonly DatasetEntry[]): Promise<Summary> {
  return summarize((await runFilter(filter, entries, redactionMarker)).outcomes);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const entries = loadDataset();
  const header = [
    'fold',
    'rules alone',
    ...(options.baselineShipped ? ['shipped weights'] : []),
    'retrained without the fold',
  ];
  const rows: string[][] = [];
  for (const fold of options.folds) {
    const measured = entries.filter((entry) => fold.includes(entry.split));
    const missing = fold.filter((split) => !measured.some((entry) => entry.split === split));
    if (missing.length > 0) throw new UsageError(`no texts in split ${missing.join(', ')}`);
    const train = { ...options.train, exclude: [...fold] };
    const scorer = new LearnedSegmentScorer(trainScorer(trainingEntries(entries, train), train));
    const row = [fold.join(', '), cell(await measure(createToolgateGuard({ learnedScorer: false }), measured))];
    if (options.baselineShipped) row.push(cell(await measure(createToolgateGuard(), measured)));
    row.push(cell(await measure(createToolgateGuard({ learnedScorer: scorer }), measured)));
    rows.push(row);
    process.stderr.write(`${fold.join(',')} done\n`);
  }
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  process.stdout.write(
    `Training: ${JSON.stringify({ ...options.train, exclude: undefined })}\n(recall / FPR on hard negatives)\n\n${[line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')}\n`,
  );
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
