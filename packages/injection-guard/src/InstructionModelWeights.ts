// The shipped form of the instruction model's weights, apart from the model so the training script
// can write them without loading the shipped ones.
import { INSTRUCTION_FEATURE_VERSION } from './InstructionFeatures.js';
import { decodeVarintBase64, encodeVarintBase64 } from './VarintBase64.js';

/** The weights of an `InstructionModel` as shipped: int8 values (zig-zag varints in base64) times `scale`. */
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
  /** `2^bucketBits` zig-zagged int8 values as base64 varints. */
  readonly data: string;
}

/** Turns trained float weights into the shipped form: int8 steps of `max |w| / 127`. */
export function quantizeInstructionWeights(
  weights: Float64Array,
  bias: number,
  threshold: number,
  bucketBits: number,
): InstructionModelWeights {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest === 0 ? 1 : largest / 127;
  const zigzag = new Int32Array(weights.length);
  for (let i = 0; i < weights.length; i++) {
    const value = Math.max(-127, Math.min(127, Math.round(weights[i]! / scale)));
    zigzag[i] = value >= 0 ? value * 2 : -value * 2 - 1;
  }
  return {
    featureVersion: INSTRUCTION_FEATURE_VERSION,
    bucketBits,
    bias,
    scale,
    threshold,
    data: encodeVarintBase64(zigzag),
  };
}

/** The float weights of shipped weights. */
export function decodeInstructionWeights(weights: InstructionModelWeights): Float32Array {
  const count = 1 << weights.bucketBits;
  const zigzag = decodeVarintBase64(weights.data, count);
  const decoded = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const value = zigzag[i]!;
    decoded[i] = ((value & 1) === 0 ? value / 2 : -(value + 1) / 2) * weights.scale;
  }
  return decoded;
}
