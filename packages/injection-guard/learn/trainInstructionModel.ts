/**
 * Trains the instruction model (src/InstructionModel.ts) on the train split of learn/thirdPartyData.ts,
 * chooses its threshold on the dev split's benign texts of every kind, and writes
 * src/generated/instructionModelWeights.ts. Deterministic: a fixed seed, a fixed order, plain
 * double arithmetic; the same data gives the same file, byte for byte (learn/checkReproducible.ts).
 *
 *   pnpm --filter @toolgate/injection-guard train:instruction-model [-- --out FILE]
 *
 * Segment labels come from document labels (multiple-instance learning): a segment of an injected
 * text that also occurs in a benign text is benign; the rest are candidates. Round one trains on
 * all candidates; later rounds keep, per injected text, only its best-scoring candidate, so the
 * document's ordinary sentences stop teaching "injection".
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  forEachInstructionFeature,
  instructionDocument,
  splitInstructionSegments,
} from '../src/InstructionFeatures.js';
import {
  decodeInstructionWeights,
  type InstructionModelWeights,
  quantizeInstructionWeights,
} from '../src/InstructionModelWeights.js';
import { loadProjectNegatives } from './projectNegatives.js';
import { type LabelledText, loadLabelledTexts } from './thirdPartyData.js';

const here = dirname(fileURLToPath(import.meta.url));
export const weightsPath = join(here, '..', 'src', 'generated', 'instructionModelWeights.ts');

/** Training settings; the defaults produce the shipped weights. */
export interface TrainSettings {
  readonly bucketBits: number;
  readonly epochs: number;
  readonly learningRate: number;
  readonly l2: number;
  readonly seed: number;
  /** Multiple-instance rounds (1: every candidate segment of an injected text counts as injected). */
  readonly rounds: number;
  /** Whether the ordinary benign texts of eval/dataset (written here) join the training negatives. */
  readonly projectNegatives: boolean;
  /** Largest share of dev benign texts of any one family allowed above the threshold. */
  readonly devFalsePositiveRate: number;
}

export const defaultTrainSettings: TrainSettings = {
  bucketBits: 18,
  epochs: 6,
  learningRate: 0.05,
  l2: 1e-6,
  seed: 17,
  rounds: 3,
  projectNegatives: false,
  devFalsePositiveRate: 0.02,
};

/** A segment ready for training: its feature buckets (with repeats). */
interface Example {
  readonly buckets: Int32Array;
  label: 0 | 1;
  weight: number;
  readonly text: LabelledText;
}

function normalise(segment: string): string {
  return segment.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Feature buckets of every segment of a text, and the segments' normalised strings. */
export function featurize(text: string, bucketBits: number): { buckets: Int32Array[]; keys: string[] } {
  const segments = splitInstructionSegments(text);
  const { tokens, context } = instructionDocument(text, segments);
  const buckets: Int32Array[] = [];
  const collected: number[] = [];
  segments.forEach((_segment, index) => {
    collected.length = 0;
    forEachInstructionFeature(tokens[index]!, context, bucketBits, (bucket) => collected.push(bucket));
    buckets.push(Int32Array.from(collected));
  });
  return { buckets, keys: segments.map((segment) => normalise(text.slice(segment.start, segment.end))) };
}

/** mulberry32: a small seeded generator, the same sequence on every platform. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sigmoid(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

function logitOf(weights: Float64Array, bias: number, buckets: Int32Array): number {
  let logit = bias;
  for (let i = 0; i < buckets.length; i++) logit += weights[buckets[i]!]!;
  return logit;
}

/** Logistic regression by SGD with per-bucket AdaGrad steps; examples in a seeded order each epoch. */
function fit(examples: readonly Example[], settings: TrainSettings): { weights: Float64Array; bias: number } {
  const size = 1 << settings.bucketBits;
  const weights = new Float64Array(size);
  const squares = new Float64Array(size).fill(1e-8);
  let bias = 0;
  let biasSquare = 1e-8;
  const random = seededRandom(settings.seed);
  const order = examples.map((_example, index) => index);
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const example = examples[index]!;
      const gradient = (sigmoid(logitOf(weights, bias, example.buckets)) - example.label) * example.weight;
      for (let k = 0; k < example.buckets.length; k++) {
        const bucket = example.buckets[k]!;
        const step = gradient + settings.l2 * weights[bucket]!;
        squares[bucket] = squares[bucket]! + step * step;
        weights[bucket] = weights[bucket]! - (settings.learningRate * step) / Math.sqrt(squares[bucket]!);
      }
      biasSquare += gradient * gradient;
      bias -= (settings.learningRate * gradient) / Math.sqrt(biasSquare);
    }
  }
  return { weights, bias };
}

/** Weights so that each (family, label) group counts as the square root of its size, over all groups. */
function balance(examples: readonly Example[]): void {
  const sizes = new Map<string, number>();
  const key = (example: Example) => `${example.text.family} ${example.label}`;
  for (const example of examples) sizes.set(key(example), (sizes.get(key(example)) ?? 0) + 1);
  let positive = 0;
  let negative = 0;
  for (const example of examples) {
    example.weight = 1 / Math.sqrt(sizes.get(key(example))!);
    if (example.label === 1) positive += example.weight;
    else negative += example.weight;
  }
  // Both classes weigh the same in total.
  for (const example of examples) example.weight *= example.label === 1 ? 0.5 / positive : 0.5 / negative;
  const mean = 1 / examples.length;
  for (const example of examples) example.weight /= mean;
}

/** The highest window score of each text with the weights as shipped, computed as InstructionModel does. */
function documentScores(texts: readonly LabelledText[], shipped: InstructionModelWeights): number[] {
  const weights = decodeInstructionWeights(shipped);
  return texts.map((text) => {
    let best = 0;
    for (const buckets of featurize(text.text, shipped.bucketBits).buckets) {
      let sum = 0;
      for (let i = 0; i < buckets.length; i++) sum += weights[buckets[i]!]!;
      best = Math.max(best, sigmoid(shipped.bias + sum * shipped.scale));
    }
    return best;
  });
}

/** Trains on the train split and calibrates on the dev split; returns the shipped weights. */
export function trainInstructionModel(settings: TrainSettings = defaultTrainSettings): InstructionModelWeights {
  const texts = [...loadLabelledTexts(), ...(settings.projectNegatives ? loadProjectNegatives() : [])];
  const train = texts.filter((text) => text.split === 'train');
  const bits = settings.bucketBits;

  // Segments of benign texts (train and dev) are benign wherever they occur; segments of test
  // injections are kept out of training, so no payload of a test family is learned.
  const benignKeys = new Set<string>();
  for (const text of texts)
    if (text.label === 0 && text.split !== 'test')
      for (const key of featurize(text.text, bits).keys) benignKeys.add(key);
  const testInjectionKeys = new Set<string>();
  for (const text of texts)
    if (text.label === 1 && text.split === 'test')
      for (const key of featurize(text.text, bits).keys) testInjectionKeys.add(key);

  const negatives: Example[] = [];
  const candidatesOf: Example[][] = [];
  for (const text of train) {
    const { buckets, keys } = featurize(text.text, bits);
    if (text.label === 0) {
      for (const segment of buckets) negatives.push({ buckets: segment, label: 0, weight: 1, text });
      continue;
    }
    const candidates: Example[] = [];
    buckets.forEach((segment, index) => {
      const key = keys[index]!;
      if (testInjectionKeys.has(key)) return;
      if (benignKeys.has(key)) negatives.push({ buckets: segment, label: 0, weight: 1, text });
      else candidates.push({ buckets: segment, label: 1, weight: 1, text });
    });
    if (candidates.length > 0) candidatesOf.push(candidates);
  }

  // Round one: every candidate counts as injected, each text's candidates sharing one text's weight.
  let examples = [...negatives, ...candidatesOf.flat()];
  balance(examples);
  for (const candidates of candidatesOf) for (const candidate of candidates) candidate.weight /= candidates.length;
  let model = fit(examples, settings);

  // Later rounds: per injected text, only its best-scoring candidate (the planted instruction; the
  // text's ordinary sentences stop teaching "injection").
  for (let round = 1; round < settings.rounds; round++) {
    const chosen: Example[] = [];
    for (const candidates of candidatesOf) {
      let best = candidates[0]!;
      let bestLogit = Number.NEGATIVE_INFINITY;
      for (const candidate of candidates) {
        const logit = logitOf(model.weights, model.bias, candidate.buckets);
        if (logit > bestLogit) {
          best = candidate;
          bestLogit = logit;
        }
      }
      chosen.push(best);
    }
    examples = [...negatives, ...chosen];
    balance(examples);
    model = fit(examples, settings);
  }

  // Threshold, on the weights as shipped: no dev benign family above `devFalsePositiveRate` (texts
  // judged by their best segment).
  const shipped = quantizeInstructionWeights(model.weights, model.bias, 0.5, bits);
  const devBenign = texts.filter((text) => text.split === 'dev' && text.label === 0);
  const scores = documentScores(devBenign, shipped);
  const byFamily = new Map<string, number[]>();
  devBenign.forEach((text, index) => {
    const family = text.family.startsWith('wcxb-') ? 'wcxb' : text.family;
    byFamily.set(family, [...(byFamily.get(family) ?? []), scores[index]!]);
  });
  let threshold = 0.5;
  for (const familyScores of byFamily.values()) {
    const sorted = [...familyScores].sort((a, b) => b - a);
    const allowed = Math.floor(sorted.length * settings.devFalsePositiveRate);
    // Just above the (allowed + 1)-th highest benign score.
    const above = sorted[allowed];
    if (process.env['TOOLGATE_TRAIN_VERBOSE'] !== undefined)
      process.stderr.write(
        `dev benign ${familyScores.length}: top ${sorted
          .slice(0, 5)
          .map((x) => x.toFixed(4))
          .join(' ')}\n`,
      );
    if (above !== undefined) threshold = Math.max(threshold, Math.min(0.999, above + 1e-6));
  }
  return { ...shipped, threshold: Number(threshold.toFixed(6)) };
}

/** The generated module's source text. */
export function weightsModule(weights: InstructionModelWeights): string {
  return `// Generated by learn/trainInstructionModel.ts from data/third-party and the WCXB pages: do not edit.
import type { InstructionModelWeights } from '../InstructionModelWeights.js';

export const INSTRUCTION_MODEL_WEIGHTS: InstructionModelWeights = {
  featureVersion: ${weights.featureVersion},
  bucketBits: ${weights.bucketBits},
  bias: ${weights.bias},
  scale: ${weights.scale},
  threshold: ${weights.threshold},
  data: '${weights.data}',
};
`;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex >= 0 ? process.argv[outIndex + 1]! : weightsPath;
  // TOOLGATE_TRAIN_SETTINGS (JSON) overrides defaults for experiments; the shipped weights use none.
  const overrides = JSON.parse(process.env['TOOLGATE_TRAIN_SETTINGS'] ?? '{}') as Partial<TrainSettings>;
  const weights = trainInstructionModel({ ...defaultTrainSettings, ...overrides });
  writeFileSync(out, weightsModule(weights));
  process.stdout.write(`wrote ${out} (${weights.data.length} characters of weights, threshold ${weights.threshold})\n`);
}
