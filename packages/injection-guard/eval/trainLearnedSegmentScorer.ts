/**
 * Trains the learned segment scorer (src/LearnedSegmentScorer.ts) on the labelled set and writes
 * its weights to src/generated/learnedSegmentScorerWeights.ts (or, with --out-json, to a JSON file
 * for experiments). Deterministic: a seeded PRNG orders the samples, nothing else is random.
 *
 *   pnpm --filter @toolgate/injection-guard exec tsx --conditions=source eval/trainLearnedSegmentScorer.ts
 *   ... --exclude blind5                      # leave a split out as well (leave-one-out runs)
 *   ... --out-json /tmp/model.json            # write JSON instead of the generated TS file
 *   ... --epochs 8 --l2 1e-6 --bits 18 --no-char-grams --no-document-features --hard-negative-weight 15 --runs 5
 *
 * Labels: the segments of an injection text that overlap its `payload` span are positive; every
 * other segment (benign texts, and the rest of each injection text) is negative. Segments of hard
 * negatives weigh more, so the model learns "talks ABOUT attacks" apart from "addressed to an AI".
 * Training never sees the {@link heldOutSplits}.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  documentFeatureBuckets,
  forEachSegmentFeature,
  type LearnedSegmentScorerWeights,
  quantizeScorerWeights,
  splitScorerSegments,
} from '../src/LearnedSegmentScorer.js';
import type { DatasetEntry } from './datasetSchema.js';
import { forEachArgument, UsageError } from './forEachArgument.js';
import { loadDataset } from './loadDataset.js';
import { Random } from './sources/Random.js';

const generatedPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'generated',
  'learnedSegmentScorerWeights.ts',
);

/**
 * Splits the scorer is kept away from: `test` (held out), `blind7` (it picked the thresholds) and the
 * blind splits measured untouched after it. The shipped weights were trained at `aadade7`. Retrains
 * with more data did not score better on the next unseen split: with `blind7` and the round-7 dev
 * data, `blind8` 93.9% / 4.1% against 94.4% / 4.1%; with `blind7` and `blind8` too, `blind9` 92.1% /
 * 3.3% against 91.6% / 4.2%, but `test` 4.2% FPR against 1.4% (recall / FPR on hard negatives).
 * With every split up to `blind15` (eval/crossValidateLearnedScorer.ts, each group of blind splits
 * left out in turn) every group gains recall and loses false positives, but those weights read a
 * plain attack in French, Japanese or Korean on a line of its own as harmless and veto it (the
 * mention tests fail), so they are not shipped: eval/README.md, "Retraining the scorer".
 */
export const heldOutSplits: readonly string[] = ['test', 'blind7', 'blind8', 'blind9', 'blind10'];

/** Encodings whose payload reads as noise to word features (the rules decode them); such texts are left out. */
const opaqueEncodings = new Set(['base64', 'hex', 'tag-block', 'json-escape', 'entity']);

/** Training options. */
export interface TrainOptions {
  readonly bucketBits: number;
  readonly wordCharGrams: boolean;
  readonly documentFeatures: boolean;
  readonly epochs: number;
  readonly l2: number;
  readonly learningRate: number;
  readonly hardNegativeWeight: number;
  readonly carrierWeight: number;
  readonly positiveWeight: number;
  readonly seed: number;
  /** Training runs (seeds `seed`, `seed + 1`, ...) whose weights are averaged. */
  readonly runs: number;
  readonly exclude: readonly string[];
}

export const defaultTrainOptions: TrainOptions = {
  bucketBits: 18,
  wordCharGrams: false,
  documentFeatures: true,
  epochs: 8,
  l2: 1e-6,
  learningRate: 0.2,
  hardNegativeWeight: 15,
  carrierWeight: 1,
  positiveWeight: 1,
  seed: 20261130,
  runs: 5,
  exclude: [],
};

/** Payload spans of an injection text (every occurrence). */
function payloadSpans(entry: DatasetEntry): [number, number][] {
  const spans: [number, number][] = [];
  if (entry.payload === undefined || entry.payload === '') return spans;
  for (let at = entry.text.indexOf(entry.payload); at >= 0; at = entry.text.indexOf(entry.payload, at + 1))
    spans.push([at, at + entry.payload.length]);
  return spans;
}

/** The training entries under `options` (no held-out split, no opaque encodings). */
export function trainingEntries(
  entries: readonly DatasetEntry[],
  options: Pick<TrainOptions, 'exclude'>,
): DatasetEntry[] {
  return entries.filter(
    (entry) =>
      !heldOutSplits.includes(entry.split) &&
      !options.exclude.includes(entry.split) &&
      !(entry.encoding !== undefined && opaqueEncodings.has(entry.encoding)),
  );
}

/** Trains on `entries` and returns the quantised weights. */
export function trainScorer(
  entries: readonly DatasetEntry[],
  options: TrainOptions,
  log: (line: string) => void = () => {},
): LearnedSegmentScorerWeights {
  const size = 2 ** options.bucketBits;
  let features = new Uint32Array(1 << 22);
  let used = 0;
  const offsets: number[] = [0];
  const documentOf: number[] = [];
  const documents: Uint32Array[] = [];
  const labels: number[] = [];
  const sampleWeights: number[] = [];
  let positives = 0;
  for (const entry of entries) {
    const spans = payloadSpans(entry);
    documents.push(
      Uint32Array.from(
        options.documentFeatures ? documentFeatureBuckets(entry.text, options.bucketBits, options.wordCharGrams) : [],
      ),
    );
    for (const segment of splitScorerSegments(entry.text)) {
      forEachSegmentFeature(
        entry.text,
        segment.start,
        segment.end,
        options.bucketBits,
        options.wordCharGrams,
        (bucket) => {
          if (used === features.length) {
            const grown = new Uint32Array(features.length * 2);
            grown.set(features);
            features = grown;
          }
          features[used++] = bucket;
        },
      );
      if (used === offsets.at(-1)) continue;
      offsets.push(used);
      documentOf.push(documents.length - 1);
      const positive = spans.some(([from, to]) => segment.start < to && segment.end > from);
      labels.push(positive ? 1 : 0);
      if (positive) positives++;
      sampleWeights.push(
        positive
          ? options.positiveWeight
          : entry.label === 'injection'
            ? options.carrierWeight
            : entry.hardNegative
              ? options.hardNegativeWeight
              : 1,
      );
    }
  }
  const samples = labels.length;
  log(`train: ${entries.length} texts, ${samples} segments (${positives} positive), ${used} feature occurrences`);
  // Positives and negatives carry equal total weight, so the bias starts near the middle.
  let negativeMass = 0;
  let positiveMass = 0;
  for (let i = 0; i < samples; i++) {
    if (labels[i] === 1) positiveMass += sampleWeights[i]!;
    else negativeMass += sampleWeights[i]!;
  }
  const positiveBoost = positiveMass === 0 ? 1 : negativeMass / positiveMass;
  // One AdaGrad run per seed; the runs' weights are averaged (less dependence on one sample order).
  const fit = (seed: number): { weights: Float64Array; bias: number } => {
    const weights = new Float64Array(size);
    const squares = new Float64Array(size).fill(1e-8);
    let bias = 0;
    let biasSquares = 1e-8;
    // AdaGrad with L2 on the weights a sample touches.
    const step = (bucket: number, lossGradient: number) => {
      const weight = weights[bucket]!;
      const g = lossGradient + options.l2 * weight;
      const square = squares[bucket]! + g * g;
      squares[bucket] = square;
      weights[bucket] = weight - (options.learningRate * g) / Math.sqrt(square);
    };
    const random = new Random(seed);
    const order = Int32Array.from({ length: samples }, (_, i) => i);
    for (let epoch = 0; epoch < options.epochs; epoch++) {
      for (let i = samples - 1; i > 0; i--) {
        const j = random.int(i + 1);
        const swap = order[i]!;
        order[i] = order[j]!;
        order[j] = swap;
      }
      let loss = 0;
      for (let k = 0; k < samples; k++) {
        const sample = order[k]!;
        const from = offsets[sample]!;
        const to = offsets[sample + 1]!;
        const norm = 1 / Math.sqrt(to - from);
        const documentBuckets = documents[documentOf[sample]!]!;
        const documentNorm = documentBuckets.length === 0 ? 0 : 1 / Math.sqrt(documentBuckets.length);
        let sum = 0;
        for (let f = from; f < to; f++) sum += weights[features[f]!]!;
        let documentSum = 0;
        for (const bucket of documentBuckets) documentSum += weights[bucket]!;
        // The document part only ever lowers the logit (see LearnedSegmentScorer#documentLogit).
        const documentActive = documentSum <= 0;
        const z = bias + sum * norm + (documentActive ? documentSum * documentNorm : 0);
        const p = 1 / (1 + Math.exp(-z));
        const y = labels[sample]!;
        const weight = sampleWeights[sample]! * (y === 1 ? positiveBoost : 1);
        loss += weight * (y === 1 ? -Math.log(p + 1e-12) : -Math.log(1 - p + 1e-12));
        const gradient = (p - y) * weight;
        for (let f = from; f < to; f++) step(features[f]!, gradient * norm);
        if (documentActive) for (const bucket of documentBuckets) step(bucket, gradient * documentNorm);
        biasSquares += gradient * gradient;
        bias -= (options.learningRate * gradient) / Math.sqrt(biasSquares);
      }
      log(`epoch ${epoch + 1}: mean weighted loss ${(loss / samples).toFixed(4)}`);
    }
    return { weights, bias };
  };
  const averaged = new Float64Array(size);
  let averagedBias = 0;
  for (let run = 0; run < options.runs; run++) {
    const { weights, bias } = fit(options.seed + run);
    for (let i = 0; i < size; i++) averaged[i] = averaged[i]! + weights[i]! / options.runs;
    averagedBias += bias / options.runs;
  }
  return quantizeScorerWeights(
    averaged,
    averagedBias,
    options.bucketBits,
    options.wordCharGrams,
    options.documentFeatures,
  );
}

function renderGenerated(weights: LearnedSegmentScorerWeights, options: TrainOptions): string {
  const { data, ...rest } = weights;
  return `// Generated by eval/trainLearnedSegmentScorer.ts: do not edit.
// Options: ${JSON.stringify({ ...options })}
import type { LearnedSegmentScorerWeights } from '../LearnedSegmentScorer.js';

/** The shipped weights of the learned segment scorer (int8 as zig-zag varints in base64). */
export const LEARNED_SEGMENT_SCORER_WEIGHTS: LearnedSegmentScorerWeights = {
${Object.entries(rest)
  .map(([key, value]) => `  ${key}: ${JSON.stringify(value)},`)
  .join('\n')}
  data: '${data}',
};
`;
}

function parseArguments(argv: readonly string[]): {
  options: TrainOptions;
  outJson: string | undefined;
  datasetDir: string | undefined;
} {
  let options: TrainOptions = { ...defaultTrainOptions };
  let outJson: string | undefined;
  let datasetDir: string | undefined;
  const exclude: string[] = [];
  forEachArgument(argv, (argument, value) => {
    const number = () => {
      const parsed = Number(value());
      if (!Number.isFinite(parsed)) throw new UsageError(`${argument} needs a number`);
      return parsed;
    };
    switch (argument) {
      case '--':
        break;
      case '--exclude':
        exclude.push(...value().split(','));
        break;
      case '--out-json':
        outJson = value();
        break;
      case '--dataset-dir':
        datasetDir = value();
        break;
      case '--epochs':
        options = { ...options, epochs: number() };
        break;
      case '--l2':
        options = { ...options, l2: number() };
        break;
      case '--lr':
        options = { ...options, learningRate: number() };
        break;
      case '--bits':
        options = { ...options, bucketBits: number() };
        break;
      case '--char-grams':
        options = { ...options, wordCharGrams: true };
        break;
      case '--no-char-grams':
        options = { ...options, wordCharGrams: false };
        break;
      case '--document-features':
        options = { ...options, documentFeatures: true };
        break;
      case '--no-document-features':
        options = { ...options, documentFeatures: false };
        break;
      case '--hard-negative-weight':
        options = { ...options, hardNegativeWeight: number() };
        break;
      case '--carrier-weight':
        options = { ...options, carrierWeight: number() };
        break;
      case '--seed':
        options = { ...options, seed: number() };
        break;
      case '--runs':
        options = { ...options, runs: Math.max(1, Math.round(number())) };
        break;
      case '--help':
        process.stdout.write(
          'usage: trainLearnedSegmentScorer [--exclude SPLIT[,SPLIT]] [--out-json FILE] [--dataset-dir DIR] [--epochs N] [--l2 X] [--lr X] [--bits N] [--char-grams|--no-char-grams] [--document-features|--no-document-features] [--hard-negative-weight X] [--carrier-weight X] [--seed N] [--runs N]\n',
        );
        process.exit(0);
        break;
      default:
        throw new UsageError(`unknown option ${argument}`);
    }
  });
  return { options: { ...options, exclude }, outJson, datasetDir };
}

function main(): void {
  const { options, outJson, datasetDir } = parseArguments(process.argv.slice(2));
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const entries = trainingEntries(loadDataset(datasetDir), options);
  const started = performance.now();
  const weights = trainScorer(entries, options, log);
  log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (outJson !== undefined) {
    writeFileSync(outJson, JSON.stringify({ ...weights, options }));
    log(`wrote ${outJson}`);
  } else {
    writeFileSync(generatedPath, renderGenerated(weights, options));
    log(`wrote ${generatedPath}`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`trainLearnedSegmentScorer: ${error.message}\n`);
    process.exit(2);
  }
}
