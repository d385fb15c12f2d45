/**
 * Tuning constants and building blocks that tests, benches and the training scripts use. Not part of
 * the API a host builds on: names and values here change without a major version.
 *
 * @module
 */
export { INSTRUCTION_MODEL_RULE_ID } from './BuiltInPromptInjectionDetector.js';
export { splitIntoPassages } from './ClassifierPromptInjectionDetector.js';
export { INSTRUCTION_FEATURE_VERSION, splitInstructionSegments } from './InstructionFeatures.js';
export type { InstructionSegment } from './InstructionFeatures.js';
export { InstructionModel } from './InstructionModel.js';
export type { InstructionSegmentScore } from './InstructionModel.js';
export { quantizeInstructionWeights } from './InstructionModelWeights.js';
export type { InstructionModelWeights } from './InstructionModelWeights.js';
export { findSegmentEnd, SEGMENT_MAX_CHARS } from './TextSegmenter.js';
