// The learned model for natural-language instructions planted in data: a logistic regression over
// the features of src/InstructionFeatures.ts, one score per segment, the document as context.
// Trained by learn/trainInstructionModel.ts on the third-party data in data/third-party/.
import { INSTRUCTION_MODEL_WEIGHTS } from './generated/instructionModelWeights.js';
import {
  forEachInstructionFeature,
  INSTRUCTION_FEATURE_VERSION,
  instructionDocument,
  maskWebAddresses,
  splitInstructionSegments,
} from './InstructionFeatures.js';
import {
  decodeInstructionWeightBytes,
  type InstructionModelWeights,
  instructionVocabularyOf,
} from './InstructionModelWeights.js';

/** One scored segment: `text.slice(start, end)` and its score 0..1. */
export interface InstructionSegmentScore {
  readonly start: number;
  readonly end: number;
  /** 0..1: how much the segment reads like an instruction to the reader planted in the data. */
  readonly score: number;
}

/**
 * Scores every segment of a text for "an instruction to the reader planted in the data". Pure,
 * deterministic and linear in the text; the weights are decoded once per instance.
 */
export class InstructionModel {
  readonly threshold: number;
  readonly #bucketBits: number;
  readonly #bias: number;
  readonly #scale: number;
  /** One byte per weight (see `decodeInstructionWeightBytes`). */
  readonly #weights: string;
  readonly #vocabulary: ReadonlySet<string>;

  constructor(weights: InstructionModelWeights = INSTRUCTION_MODEL_WEIGHTS) {
    if (weights.featureVersion !== INSTRUCTION_FEATURE_VERSION) {
      throw new RangeError(
        `InstructionModel: weights for feature version ${weights.featureVersion}, this build reads version ${INSTRUCTION_FEATURE_VERSION}`,
      );
    }
    this.threshold = weights.threshold;
    this.#bucketBits = weights.bucketBits;
    this.#bias = weights.bias;
    this.#scale = weights.scale;
    this.#weights = decodeInstructionWeightBytes(weights);
    this.#vocabulary = instructionVocabularyOf(weights);
  }

  /** Every segment of `text` with its score, in order. */
  scoreSegments(original: string): InstructionSegmentScore[] {
    const text = maskWebAddresses(original);
    const segments = splitInstructionSegments(text);
    const { tokens, context } = instructionDocument(text, segments, this.#vocabulary, true);
    const weights = this.#weights;
    // One closure for the whole text, not one per window.
    let sum = 0;
    const add = (bucket: number) => {
      sum += (weights.charCodeAt(bucket) << 24) >> 24;
    };
    return segments.map((segment, index) => {
      sum = 0;
      forEachInstructionFeature(tokens[index]!, context, this.#bucketBits, add);
      const logit = this.#bias + sum * this.#scale;
      return { start: segment.start, end: segment.end, score: 1 / (1 + Math.exp(-logit)) };
    });
  }
}

let shared: InstructionModel | undefined;

/** The model with the shipped weights, decoded once per process on first use. */
export function defaultInstructionModel(): InstructionModel {
  shared ??= new InstructionModel();
  return shared;
}
