// The shipped form of the instruction model's weights, apart from the model so the training script
// can write them without loading the shipped ones.
import { INSTRUCTION_FEATURE_VERSION } from './InstructionFeatures.js';

/** The weights of an `InstructionModel` as shipped: int8 values (bytes in base64) times `scale`. */
export interface InstructionModelWeights {
  /** Version of the feature extraction the weights were trained for. */
  readonly featureVersion: number;
  /** log2 of the number of hash buckets. */
  readonly bucketBits: number;
  readonly bias: number;
  /** Multiplier that turns a stored int8 into a weight. */
  readonly scale: number;
  /** A segment scoring at or above this is an instruction to the reader (chosen on benign text of many kinds). */
  readonly threshold: number;
  /**
   * The words the model reads as themselves, separated by spaces (chosen by the training data:
   * words of several source families); any other word is read as its shape.
   */
  readonly vocabulary: string;
  /** `2^bucketBits` int8 values (two's complement bytes) in base64. */
  readonly data: string;
}

/** Turns trained float weights into the shipped form: int8 steps of `max |w| / 127`, one byte each, base64. */
export function quantizeInstructionWeights(
  weights: Float64Array,
  bias: number,
  threshold: number,
  bucketBits: number,
  vocabulary: readonly string[] = [],
): InstructionModelWeights {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest === 0 ? 1 : largest / 127;
  let binary = '';
  for (let start = 0; start < weights.length; start += 8192) {
    const chunk: number[] = [];
    for (let i = start; i < Math.min(weights.length, start + 8192); i++) {
      chunk.push(Math.max(-127, Math.min(127, Math.round(weights[i]! / scale))) & 0xff);
    }
    binary += String.fromCharCode(...chunk);
  }
  return {
    featureVersion: INSTRUCTION_FEATURE_VERSION,
    bucketBits,
    bias,
    scale,
    threshold,
    vocabulary: [...vocabulary].sort().join(' '),
    data: btoa(binary),
  };
}

/**
 * The int8 weights of shipped weights as a one-byte string: weight `i` is
 * `(bytes.charCodeAt(i) << 24) >> 24` (times `scale`). `atob` is native and nothing is copied
 * further, so a fresh process is ready in a few milliseconds.
 */
export function decodeInstructionWeightBytes(weights: InstructionModelWeights): string {
  const count = 1 << weights.bucketBits;
  const bytes = atob(weights.data);
  if (bytes.length !== count) {
    throw new RangeError(
      `InstructionModelWeights: ${bytes.length} weights for ${weights.bucketBits} bucket bits (${count})`,
    );
  }
  return bytes;
}

/** The int8 weights of shipped weights, as an array (for training and tests). */
export function decodeInstructionWeights(weights: InstructionModelWeights): Int8Array {
  const bytes = decodeInstructionWeightBytes(weights);
  const decoded = new Int8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) decoded[i] = bytes.charCodeAt(i);
  return decoded;
}

/** The vocabulary of shipped weights as a set (empty weights' vocabulary: no word is read as itself). */
export function instructionVocabularyOf(weights: InstructionModelWeights): Set<string> {
  return new Set(weights.vocabulary === '' ? [] : weights.vocabulary.split(' '));
}
