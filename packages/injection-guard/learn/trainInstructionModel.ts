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
  defaultInstructionFeatureSettings,
  forEachInstructionFeature,
  type InstructionFeatureSettings,
  instructionDocument,
  instructionTokens,
  maskWebAddresses,
  splitInstructionSegments,
} from '../src/InstructionFeatures.js';
import {
  decodeInstructionWeights,
  type InstructionModelWeights,
  instructionVocabularyOf,
  quantizeInstructionWeights,
} from '../src/InstructionModelWeights.js';
import { seededRandom } from './seededRandom.js';
import { groupOf, type LabelledText, loadLabelledTexts, stableHash } from './thirdPartyData.js';

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
  /**
   * Largest share of any one family's calibration texts allowed above the threshold: its dev benign
   * texts and, with `calibrationFolds`, its benign train texts scored out of fold.
   */
  readonly devFalsePositiveRate: number;
  /**
   * A word is read as itself only when it occurs in the training texts of at least this many source
   * families (all CyberSecEval techniques count as one, all web pages as one); others become their
   * shape. 1: every word of the training texts is read as itself.
   */
  readonly vocabularyMinFamilies: number;
  /** ... and at least this many times in all. */
  readonly vocabularyMinCount: number;
  readonly features: InstructionFeatureSettings;
  /**
   * Invariance: a feature may push towards "injection" only when the injections of at least this
   * many source families carry it (its weight is held at or below zero otherwise). 1: no constraint;
   * 2: the largest value counted.
   */
  readonly positiveMinFamilies: number;
  /**
   * Augmentation: in rounds after the first, each injected text's chosen segment is also planted
   * this many times into a train benign text of another family (as a line of its own, or at the
   * end of a line), and the best-scoring segment around it counts as injected. 0: none.
   */
  readonly plantedCopies: number;
  /**
   * Whether families built on one corpus count as one source for the vocabulary (Inj-SQuAD and
   * TaskTracker both plant into SQuAD paragraphs, so a Wikipedia word in both is still one source's).
   */
  readonly vocabularyByCorpus?: boolean;
  /**
   * Multiple-instance label noise: round one learns only from injected texts with at most this many
   * candidate windows (the reliable bags); later rounds choose the best window of every text.
   */
  readonly firstRoundMaxCandidates: number;
  /**
   * Augmentation (helper h17-e3's form): each distinct train injection (the span a text adds to its
   * clean text of the same group, else its best window after round one) is planted this many times
   * into a benign train text of another family or a train web page (host family drawn first), and
   * the planted text joins the later rounds as a bag of its own. 0: none.
   */
  readonly plantsPerPayload: number;
  /**
   * Augmentation: each injected train text is also set, whole, this many times inside a benign
   * train text of another family (between its paragraphs), as a bag of its own. 0: none.
   */
  readonly wrapsPerText: number;
  /**
   * Augmentation: each distinct train injection is also planted this many times on a line of its
   * own into a benign train text of another family, and the whole text then set in one table cell
   * (lines joined by spaces, as read_web_page writes a cell): the line before the instruction is
   * glued to it. The planted text is a bag of its own; its other windows are benign examples. 0: none.
   */
  readonly gluesPerPayload: number;
  /**
   * Calibration: besides the dev split's benign texts, every benign train text is scored by a model
   * trained without it, in this many folds (by the hash of its group), for the threshold. 0: dev only
   * (a few hundred texts, so one odd text set the threshold; learn/README.md, fourth round).
   */
  readonly calibrationFolds: number;
  /**
   * Whether CyberSecEval's machine translations of its English attacks (17 languages, the only
   * non-English injections) are trained on. Off: the model reads instructions through English word
   * classes, so from them it learned only "a script other than English is an attack", and flagged
   * about half of all passages of documentation in other languages (learn/README.md).
   */
  readonly trainOnTranslations: boolean;
  /** Models trained with seeds `seed`, `seed + 1`, …, whose weights are averaged into the shipped one. */
  readonly seedCount: number;
  /** A train family left out of training, vocabulary and threshold (leave-one-family-out validation). */
  readonly holdOutFamily?: string;
}

/** A CyberSecEval item machine-translated from English: its source names a language before its technique. */
function isMachineTranslation(text: LabelledText): boolean {
  return /^CyberSecEval .*\([^,()]+, [a-z_]+\)$/.test(text.source);
}

export const defaultTrainSettings: TrainSettings = {
  bucketBits: 18,
  epochs: 6,
  learningRate: 0.05,
  l2: 1e-6,
  seed: 17,
  rounds: 4,
  devFalsePositiveRate: 0.02,
  vocabularyMinFamilies: 2,
  vocabularyMinCount: 1,
  positiveMinFamilies: 2,
  plantedCopies: 0,
  firstRoundMaxCandidates: 3,
  plantsPerPayload: 1,
  wrapsPerText: 2,
  gluesPerPayload: 1,
  calibrationFolds: 5,
  trainOnTranslations: false,
  seedCount: 3,
  features: defaultInstructionFeatureSettings,
};

/** The family a word's spread over sources is counted by: CyberSecEval techniques as one, web pages as one. */
export function vocabularyFamilyOf(family: string): string {
  if (family.startsWith('cyberseceval:')) return 'cyberseceval';
  if (family.startsWith('wcxb-')) return 'wcxb';
  return family;
}

/** A segment ready for training: its feature buckets (with repeats). */
interface Example {
  readonly buckets: Int32Array;
  label: 0 | 1;
  weight: number;
  readonly text: LabelledText;
  /** The segment itself (candidates only: what augmentation plants elsewhere). */
  readonly segment?: string;
  /** The group it is balanced in, when not its text's family (planted copies). */
  readonly group?: string;
}

function normalise(segment: string): string {
  return segment.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The normalised strings of a text's segments (a segment is known by them across texts). */
export function segmentKeys(original: string): string[] {
  const text = maskWebAddresses(original);
  return splitInstructionSegments(text).map((segment) => normalise(text.slice(segment.start, segment.end)));
}

/** Feature buckets of every segment of a text, and the segments' normalised strings. */
export function featurize(
  original: string,
  bucketBits: number,
  vocabulary: ReadonlySet<string>,
  features: InstructionFeatureSettings,
): { buckets: Int32Array[]; keys: string[] } {
  const text = maskWebAddresses(original);
  const segments = splitInstructionSegments(text);
  const { tokens, context } = instructionDocument(text, segments, vocabulary);
  const buckets: Int32Array[] = [];
  const collected: number[] = [];
  segments.forEach((_segment, index) => {
    collected.length = 0;
    forEachInstructionFeature(tokens[index]!, context, bucketBits, (bucket) => collected.push(bucket), features);
    buckets.push(Int32Array.from(collected));
  });
  return { buckets, keys: segments.map((segment) => normalise(text.slice(segment.start, segment.end))) };
}

/**
 * The words of the training texts that occur in at least `minFamilies` source families and
 * `minCount` times: words of one family (its payloads' names, places, tools) are left out, so the
 * model cannot learn them; the shared wording of instructions and of ordinary text stays.
 */
export function chooseVocabulary(
  train: readonly LabelledText[],
  excludedKeys: ReadonlySet<string>,
  minFamilies: number,
  minCount: number,
  byCorpus = false,
): string[] {
  const families = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const text of train) {
    const grouped = vocabularyFamilyOf(text.family);
    const family = byCorpus && (grouped === 'inj-squad' || grouped === 'tasktracker') ? 'squad' : grouped;
    const segments = splitInstructionSegments(text.text);
    for (const segment of segments) {
      if (excludedKeys.has(normalise(text.text.slice(segment.start, segment.end)))) continue;
      for (const word of instructionTokens(text.text, segment.start, segment.end)) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
        let seen = families.get(word);
        if (seen === undefined) {
          seen = new Set();
          families.set(word, seen);
        }
        seen.add(family);
      }
    }
  }
  const chosen: string[] = [];
  for (const [word, seen] of families) if (seen.size >= minFamilies && counts.get(word)! >= minCount) chosen.push(word);
  return chosen.sort();
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
/** Buckets that the positive examples of fewer than `minFamilies` source families carry. */
function familySpecificBuckets(examples: readonly Example[], settings: TrainSettings): Uint8Array {
  const size = 1 << settings.bucketBits;
  const specific = new Uint8Array(size);
  if (settings.positiveMinFamilies <= 1) return specific;
  const families = new Map<string, number>();
  const firstFamily = new Int32Array(size).fill(-1);
  const familyCount = new Uint8Array(size);
  for (const example of examples) {
    if (example.label !== 1) continue;
    const name = vocabularyFamilyOf(example.text.family);
    if (!families.has(name)) families.set(name, families.size);
    const family = families.get(name)!;
    for (const bucket of example.buckets) {
      if (firstFamily[bucket] === -1) {
        firstFamily[bucket] = family;
        familyCount[bucket] = 1;
      } else if (familyCount[bucket] === 1 && firstFamily[bucket] !== family) familyCount[bucket] = 2;
    }
  }
  for (let bucket = 0; bucket < size; bucket++)
    specific[bucket] = familyCount[bucket]! < settings.positiveMinFamilies ? 1 : 0;
  return specific;
}

function fit(examples: readonly Example[], settings: TrainSettings): { weights: Float64Array; bias: number } {
  const specific = familySpecificBuckets(examples, settings);
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
        if (specific[bucket] === 1 && weights[bucket]! > 0) weights[bucket] = 0;
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
  const key = (example: Example) => `${example.group ?? example.text.family} ${example.label}`;
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
export function documentScores(
  texts: readonly LabelledText[],
  shipped: InstructionModelWeights,
  features: InstructionFeatureSettings = defaultInstructionFeatureSettings,
): number[] {
  const weights = decodeInstructionWeights(shipped);
  const vocabulary = instructionVocabularyOf(shipped);
  return texts.map((text) => {
    let best = 0;
    for (const buckets of featurize(text.text, shipped.bucketBits, vocabulary, features).buckets) {
      let sum = 0;
      for (let i = 0; i < buckets.length; i++) sum += weights[buckets[i]!]!;
      best = Math.max(best, sigmoid(shipped.bias + sum * shipped.scale));
    }
    return best;
  });
}

/** Lines of a host text; a text of one long line (a paragraph) is cut after its sentences. */
function hostLines(text: string): string[] {
  const lines = text.split('\n');
  const cut = lines.length > 1 ? lines : text.split(/(?<=[.!?]) +/);
  return cut.slice(0, 40);
}

/**
 * Each chosen segment planted `plantedCopies` times into benign train texts of other families
 * (seeded choice of host, place and framing); per planted copy, the best-scoring segment that
 * overlaps the planted text is a positive example of the segment's own text and family.
 */
function plant(
  chosen: readonly Example[],
  hosts: readonly LabelledText[],
  settings: TrainSettings,
  round: number,
  vocabulary: ReadonlySet<string>,
  model: { weights: Float64Array; bias: number },
): Example[] {
  const planted: Example[] = [];
  if (settings.plantedCopies === 0 || hosts.length === 0) return planted;
  const random = seededRandom(settings.seed * 31 + round);
  for (const example of chosen) {
    const segment = example.segment!.trim();
    for (let copy = 0; copy < settings.plantedCopies; copy++) {
      let host = hosts[Math.floor(random() * hosts.length)]!;
      for (let tries = 0; tries < 5 && host.family === example.text.family; tries++)
        host = hosts[Math.floor(random() * hosts.length)]!;
      const lines = hostLines(host.text);
      const at = Math.floor(random() * (lines.length + 1));
      const ownLine = random() < 0.5 || at === lines.length;
      const before = ownLine ? lines.slice(0, at).join('\n') : `${lines.slice(0, at + 1).join('\n')} `;
      const after = ownLine ? lines.slice(at).join('\n') : lines.slice(at + 1).join('\n');
      const start = ownLine && at > 0 ? before.length + 1 : before.length;
      const document = ownLine
        ? [...lines.slice(0, at), segment, ...lines.slice(at)].join('\n')
        : `${before}${segment}${after === '' ? '' : `\n${after}`}`;
      const end = start + segment.length;
      const spans = splitInstructionSegments(document);
      const { buckets } = featurize(document, settings.bucketBits, vocabulary, settings.features);
      let best: Int32Array | undefined;
      let bestLogit = Number.NEGATIVE_INFINITY;
      spans.forEach((span, index) => {
        if (span.end <= start || span.start >= end) return;
        const logit = logitOf(model.weights, model.bias, buckets[index]!);
        if (logit > bestLogit) {
          best = buckets[index]!;
          bestLogit = logit;
        }
      });
      if (best !== undefined) planted.push({ buckets: best, label: 1, weight: 1, text: example.text });
    }
  }
  return planted;
}

/**
 * The span an injected text adds to its clean counterpart (same group), widened to whole words;
 * undefined when the texts do not differ by one insertion.
 */
export function insertedSpan(injected: string, clean: string): string | undefined {
  let prefix = 0;
  while (prefix < injected.length && prefix < clean.length && injected[prefix] === clean[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < injected.length - prefix &&
    suffix < clean.length - prefix &&
    injected[injected.length - 1 - suffix] === clean[clean.length - 1 - suffix]
  )
    suffix++;
  // Clean must be all prefix and suffix: one insertion, nothing replaced.
  if (prefix + suffix !== clean.length || prefix + suffix === injected.length) return;
  let start = prefix;
  while (start > 0 && !/\s/.test(injected[start - 1]!)) start--;
  let end = injected.length - suffix;
  while (end < injected.length && !/\s/.test(injected[end]!)) end++;
  const span = injected.slice(start, end).trim();
  return span.length > 0 ? span : undefined;
}

/**
 * A benign text with `payload` planted in it: a sixth of the time at the start, a sixth at the end,
 * otherwise at a window boundary inside; on its own line when the host has lines.
 */
function plantPayload(
  host: string,
  payload: string,
  random: () => number,
): { text: string; start: number; end: number } {
  const windows = splitInstructionSegments(host);
  const separator = host.includes('\n') ? '\n' : ' ';
  const where = random();
  if (windows.length < 2 || where < 1 / 6) return { text: payload + separator + host, start: 0, end: payload.length };
  if (where < 1 / 3) {
    const start = host.length + separator.length;
    return { text: host + separator + payload, start, end: start + payload.length };
  }
  const at = windows[1 + Math.floor(random() * (windows.length - 1))]!.start;
  return { text: host.slice(0, at) + payload + separator + host.slice(at), start: at, end: at + payload.length };
}

/** The benign train texts by source family (web pages as one), in their order: hosts for planting and wrapping. */
function benignHostsByFamily(train: readonly LabelledText[]): Map<string, LabelledText[]> {
  const hostsByFamily = new Map<string, LabelledText[]>();
  for (const text of train) {
    if (text.label !== 0) continue;
    const family = vocabularyFamilyOf(text.family);
    hostsByFamily.set(family, [...(hostsByFamily.get(family) ?? []), text]);
  }
  return hostsByFamily;
}

/** A host text: its family drawn first from `families` (so a large family does not crowd out the others), then a text. */
function drawHost(
  hostsByFamily: ReadonlyMap<string, LabelledText[]>,
  families: readonly string[],
  random: () => number,
): LabelledText {
  const hosts = hostsByFamily.get(families[Math.floor(random() * families.length)]!)!;
  return hosts[Math.floor(random() * hosts.length)]!;
}

/**
 * Bags of planted copies of each distinct train injection, in benign train texts of other families
 * (web pages as one family; the host family is drawn first, then a text, by a seeded generator).
 * A planted copy keeps its payload's family (invariance counts it there) but is balanced as a
 * group of its own.
 */
function plantedBags(
  train: readonly LabelledText[],
  injected: readonly LabelledText[],
  best: readonly Example[],
  settings: TrainSettings,
  vocabulary: ReadonlySet<string>,
  excludedKeys: ReadonlySet<string>,
  glued?: Example[],
): Example[][] {
  const cleanOf = new Map<string, string>();
  for (const text of train) if (text.label === 0) cleanOf.set(groupOf(text.id), text.text);
  const payloads = new Map<string, LabelledText>();
  injected.forEach((text, index) => {
    const clean = cleanOf.get(groupOf(text.id));
    const payload = (clean === undefined ? undefined : insertedSpan(text.text, clean)) ?? best[index]!.segment?.trim();
    if (payload !== undefined && payload.length > 0 && !payloads.has(payload)) payloads.set(payload, text);
  });
  const hostsByFamily = benignHostsByFamily(train);
  const random = seededRandom(settings.seed + 1);
  const bags: Example[][] = [];
  if (glued !== undefined) {
    const glueRandom = seededRandom(settings.seed + 3);
    for (const [payload, origin] of payloads) {
      const others = [...hostsByFamily.keys()].filter((name) => name !== vocabularyFamilyOf(origin.family));
      if (others.length === 0) continue;
      for (let copy = 0; copy < settings.gluesPerPayload; copy++) {
        const host = drawHost(hostsByFamily, others, glueRandom);
        const placed = plantPayload(host.text, payload, glueRandom);
        const cell = (part: string) => part.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
        const before = `| ${cell(placed.text.slice(0, placed.start))}`;
        const middle = cell(placed.text.slice(placed.start, placed.end));
        const document = `${before}${middle}${cell(placed.text.slice(placed.end))} |`;
        const start = before.length;
        const end = start + middle.length;
        const spans = splitInstructionSegments(document);
        const { buckets, keys } = featurize(document, settings.bucketBits, vocabulary, settings.features);
        const bag: Example[] = [];
        spans.forEach((span, index) => {
          if (excludedKeys.has(keys[index]!)) return;
          const example = { buckets: buckets[index]!, weight: 1, group: 'glued' };
          if (span.end <= start || span.start >= end) glued.push({ ...example, label: 0, text: host });
          else bag.push({ ...example, label: 1, text: origin });
        });
        if (bag.length > 0) bags.push(bag);
      }
    }
  }
  for (const [payload, origin] of payloads) {
    const others = [...hostsByFamily.keys()].filter((name) => name !== vocabularyFamilyOf(origin.family));
    if (others.length === 0) continue;
    for (let copy = 0; copy < settings.plantsPerPayload; copy++) {
      const host = drawHost(hostsByFamily, others, random);
      const placed = plantPayload(host.text, payload, random);
      const spans = splitInstructionSegments(placed.text);
      const { buckets, keys } = featurize(placed.text, settings.bucketBits, vocabulary, settings.features);
      const bag: Example[] = [];
      spans.forEach((span, index) => {
        if (span.end <= placed.start || span.start >= placed.end) return;
        const key = keys[index]!;
        if (excludedKeys.has(key)) return;
        bag.push({ buckets: buckets[index]!, label: 1, weight: 1, text: origin, group: 'planted' });
      });
      if (bag.length > 0) bags.push(bag);
    }
  }
  return bags;
}

/**
 * Bags of each injected train text set, whole, inside a benign train text of another family (web
 * pages as one family): the host's first part before it and the rest after it, as paragraphs. The
 * document context then cannot learn that ordinary prose around an instruction makes it ordinary.
 */
function wrappedBags(
  train: readonly LabelledText[],
  injected: readonly LabelledText[],
  settings: TrainSettings,
  vocabulary: ReadonlySet<string>,
  excludedKeys: ReadonlySet<string>,
): Example[][] {
  const hostsByFamily = benignHostsByFamily(train);
  const random = seededRandom(settings.seed + 2);
  const bags: Example[][] = [];
  for (const origin of injected) {
    const others = [...hostsByFamily.keys()].filter((name) => name !== vocabularyFamilyOf(origin.family));
    if (others.length === 0) continue;
    for (let copy = 0; copy < settings.wrapsPerText; copy++) {
      const host = drawHost(hostsByFamily, others, random).text;
      const windows = splitInstructionSegments(host);
      const at = windows.length < 2 ? host.length : windows[1 + Math.floor(random() * (windows.length - 1))]!.start;
      const before = `${host.slice(0, at).trimEnd()}\n\n`;
      const document = `${before}${origin.text}\n\n${host.slice(at).trimStart()}`;
      const start = before.length;
      const end = start + origin.text.length;
      const spans = splitInstructionSegments(document);
      const { buckets, keys } = featurize(document, settings.bucketBits, vocabulary, settings.features);
      const bag: Example[] = [];
      spans.forEach((span, index) => {
        if (span.end <= start || span.start >= end) return;
        if (excludedKeys.has(keys[index]!)) return;
        bag.push({ buckets: buckets[index]!, label: 1, weight: 1, text: origin, group: 'wrapped' });
      });
      if (bag.length > 0) bags.push(bag);
    }
  }
  return bags;
}

/** Trains on the train split and calibrates on the dev split; returns the shipped weights. */
export function trainInstructionModel(settings: TrainSettings = defaultTrainSettings): InstructionModelWeights {
  // Web addresses masked once, as the model reads them, so every text built from these agrees with it.
  const texts = loadLabelledTexts()
    .filter(
      (text) => settings.holdOutFamily === undefined || vocabularyFamilyOf(text.family) !== settings.holdOutFamily,
    )
    .map((text) => ({ ...text, text: maskWebAddresses(text.text) }));
  const shipped = fitInstructionModel(texts, settings);

  // Threshold, on the weights as shipped: no benign family above `devFalsePositiveRate` (texts
  // judged by their best segment). The benign texts are the dev split's, scored by the model, and
  // with `calibrationFolds`, every benign train text too, scored by a model trained without its
  // fold: a few hundred dev texts alone let one odd text decide.
  const devBenign = texts.filter((text) => text.split === 'dev' && text.label === 0);
  const calibration: { text: LabelledText; score: number }[] = [];
  for (const [index, score] of documentScores(devBenign, shipped, settings.features).entries())
    calibration.push({ text: devBenign[index]!, score });
  for (let fold = 0; fold < settings.calibrationFolds; fold++) {
    const inFold = (text: LabelledText) =>
      text.split === 'train' && stableHash(groupOf(text.id)) % settings.calibrationFolds === fold;
    const foldModel = fitInstructionModel(
      texts.filter((text) => !inFold(text)),
      settings,
    );
    const heldBenign = texts.filter((text) => inFold(text) && text.label === 0);
    for (const [index, score] of documentScores(heldBenign, foldModel, settings.features).entries())
      calibration.push({ text: heldBenign[index]!, score });
  }
  return { ...shipped, threshold: chooseThreshold(calibration, settings.devFalsePositiveRate) };
}

/** The lowest threshold at which no benign family (web pages as one) has more than `rate` of its texts at or above it. */
function chooseThreshold(scored: readonly { text: LabelledText; score: number }[], rate: number): number {
  const byFamily = new Map<string, number[]>();
  for (const { text, score } of scored) {
    const family = text.family.startsWith('wcxb-') ? 'wcxb' : text.family;
    byFamily.set(family, [...(byFamily.get(family) ?? []), score]);
  }
  let threshold = 0.5;
  for (const familyScores of byFamily.values()) {
    const sorted = [...familyScores].sort((a, b) => b - a);
    const allowed = Math.floor(sorted.length * rate);
    // Just above the (allowed + 1)-th highest benign score.
    const above = sorted[allowed];
    if (process.env['TOOLGATE_TRAIN_VERBOSE'] !== undefined)
      process.stderr.write(
        `benign ${familyScores.length}: top ${sorted
          .slice(0, 5)
          .map((x) => x.toFixed(4))
          .join(' ')}\n`,
      );
    if (above !== undefined) threshold = Math.max(threshold, Math.min(0.999, above + 1e-6));
  }
  return Number(threshold.toFixed(6));
}

/**
 * Trains on the train-split texts of `texts` (the others only name benign windows and keep test
 * payloads out); returns the weights in their shipped form, threshold not yet chosen.
 */
function fitInstructionModel(texts: readonly LabelledText[], settings: TrainSettings): InstructionModelWeights {
  const train = texts.filter(
    (text) => text.split === 'train' && (settings.trainOnTranslations || !isMachineTranslation(text)),
  );
  const bits = settings.bucketBits;

  // Segments of benign texts (train and dev) are benign wherever they occur; segments of test
  // injections are kept out of training, so no payload of a test family is learned.
  const benignKeys = new Set<string>();
  for (const text of texts)
    if (text.label === 0 && text.split !== 'test') for (const key of segmentKeys(text.text)) benignKeys.add(key);
  const testInjectionKeys = new Set<string>();
  for (const text of texts)
    if (text.label === 1 && text.split === 'test') for (const key of segmentKeys(text.text)) testInjectionKeys.add(key);

  const vocabularyWords = chooseVocabulary(
    train,
    testInjectionKeys,
    settings.vocabularyMinFamilies,
    settings.vocabularyMinCount,
    settings.vocabularyByCorpus === true,
  );
  const vocabulary = new Set(vocabularyWords);

  const negatives: Example[] = [];
  const candidatesOf: Example[][] = [];
  const candidateTexts: LabelledText[] = [];
  const hosts = train.filter((text) => text.label === 0);
  for (const text of train) {
    const { buckets, keys } = featurize(text.text, bits, vocabulary, settings.features);
    if (text.label === 0) {
      for (const segment of buckets) negatives.push({ buckets: segment, label: 0, weight: 1, text });
      continue;
    }
    const candidates: Example[] = [];
    const spans = splitInstructionSegments(text.text);
    buckets.forEach((segment, index) => {
      const key = keys[index]!;
      if (testInjectionKeys.has(key)) return;
      if (benignKeys.has(key)) negatives.push({ buckets: segment, label: 0, weight: 1, text });
      else {
        const span = spans[index]!;
        candidates.push({
          buckets: segment,
          label: 1,
          weight: 1,
          text,
          segment: text.text.slice(span.start, span.end),
        });
      }
    });
    if (candidates.length > 0) {
      candidatesOf.push(candidates);
      candidateTexts.push(text);
    }
  }

  // Round one: every candidate counts as injected, each text's candidates sharing one text's weight.
  let examples = [
    ...negatives,
    ...candidatesOf.filter((candidates) => candidates.length <= settings.firstRoundMaxCandidates).flat(),
  ];
  const firstRound = examples;
  const injectedBags = candidatesOf.length;
  // Several seeds (augmentation hosts and example order), their weights averaged: one seed moves
  // validation recall by a few points, the average is one linear model of the same size.
  const runs: { weights: Float64Array; bias: number }[] = [];
  for (let run = 0; run < settings.seedCount; run++) {
    const runSettings = { ...settings, seed: settings.seed + run };
    const bags = candidatesOf.slice(0, injectedBags);
    examples = firstRound;
    balance(examples);
    for (const candidates of bags) for (const candidate of candidates) candidate.weight /= candidates.length;
    let model = fit(examples, runSettings);
    // The benign windows of glued plantings (gluesPerPayload): gluing alone must not read as an attack.
    const gluedBenign: Example[] | undefined = settings.gluesPerPayload > 0 ? [] : undefined;

    const bestOf = (candidates: readonly Example[]): Example => {
      let best = candidates[0]!;
      let bestLogit = Number.NEGATIVE_INFINITY;
      for (const candidate of candidates) {
        const logit = logitOf(model.weights, model.bias, candidate.buckets);
        if (logit > bestLogit) {
          best = candidate;
          bestLogit = logit;
        }
      }
      return best;
    };
    if (settings.plantsPerPayload > 0) {
      const excluded = new Set([...benignKeys, ...testInjectionKeys]);
      bags.push(
        ...plantedBags(train, candidateTexts, bags.map(bestOf), runSettings, vocabulary, excluded, gluedBenign),
      );
    }
    if (settings.wrapsPerText > 0)
      bags.push(
        ...wrappedBags(train, candidateTexts, runSettings, vocabulary, new Set([...benignKeys, ...testInjectionKeys])),
      );

    // Later rounds: per injected text, only its best-scoring candidate (the planted instruction; the
    // text's ordinary sentences stop teaching "injection").
    for (let round = 1; round < settings.rounds; round++) {
      const chosen = bags.map(bestOf);
      const planted = plant(chosen.slice(0, injectedBags), hosts, runSettings, round, vocabulary, model);
      examples = [...negatives, ...(gluedBenign ?? []), ...chosen, ...planted];
      balance(examples);
      model = fit(examples, runSettings);
    }
    runs.push(model);
  }
  const model = runs[0]!;
  for (const other of runs.slice(1)) {
    for (let i = 0; i < model.weights.length; i++) model.weights[i]! += other.weights[i]!;
    model.bias += other.bias;
  }
  for (let i = 0; i < model.weights.length; i++) model.weights[i]! /= runs.length;
  model.bias /= runs.length;

  return quantizeInstructionWeights(model.weights, model.bias, 0.5, bits, vocabularyWords);
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
  vocabulary: '${weights.vocabulary.replaceAll("'", "\\'")}',
  data: '${weights.data}',
};
`;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex >= 0 ? process.argv[outIndex + 1]! : weightsPath;
  // TOOLGATE_TRAIN_SETTINGS (JSON) overrides defaults for experiments; the shipped weights use none.
  const overrides = JSON.parse(process.env['TOOLGATE_TRAIN_SETTINGS'] ?? '{}') as Partial<TrainSettings>;
  const weights = trainInstructionModel({
    ...defaultTrainSettings,
    ...overrides,
    features: { ...defaultTrainSettings.features, ...overrides.features },
  });
  writeFileSync(out, weightsModule(weights));
  process.stdout.write(`wrote ${out} (${weights.data.length} characters of weights, threshold ${weights.threshold})\n`);
}
