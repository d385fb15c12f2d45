export { BuiltInPromptInjectionDetector } from './BuiltInPromptInjectionDetector.js';
export type { BuiltInPromptInjectionDetectorOptions } from './BuiltInPromptInjectionDetector.js';
export { CircuitBreaker } from './CircuitBreaker.js';
export type { CircuitBreakerOptions, CircuitState } from './CircuitBreaker.js';
export { ClassifierPromptInjectionDetector } from './ClassifierPromptInjectionDetector.js';
export type { ClassifierPromptInjectionDetectorOptions } from './ClassifierPromptInjectionDetector.js';
export { HttpPromptInjectionClassifier } from './HttpPromptInjectionClassifier.js';
export type {
  HttpPromptInjectionClassifierOptions,
  PromptInjectionClassifierProtocol,
} from './HttpPromptInjectionClassifier.js';
export { InstructionModel } from './InstructionModel.js';
export type { InstructionSegmentScore } from './InstructionModel.js';
export type { InstructionModelWeights } from './InstructionModelWeights.js';
export { LLM_JUDGE_SYSTEM_PROMPT } from './LlmJudgePrompt.js';
export { LlmJudgePromptInjectionDetector } from './LlmJudgePromptInjectionDetector.js';
export type {
  LlmJudgeAdapterFactory,
  LlmJudgeAdapterRequest,
  LlmJudgeMode,
  LlmJudgePromptInjectionDetectorOptions,
  LlmJudgeStatistics,
} from './LlmJudgePromptInjectionDetector.js';
export { PromptInjectionCategory } from './PromptInjectionCategory.js';
export type { PromptInjectionClassifier } from './PromptInjectionClassifier.js';
export type {
  PromptInjectionDetectOptions,
  PromptInjectionDetector,
  PromptInjectionScanResult,
} from './PromptInjectionDetector.js';
export { PromptInjectionGuardError } from './PromptInjectionGuardError.js';
export type { PromptInjectionGuardErrorCode } from './PromptInjectionGuardError.js';
export { PromptInjectionGuardService } from './PromptInjectionGuardService.js';
export type {
  PromptInjectionActionScope,
  PromptInjectionGuardServiceOptions,
  PromptInjectionReport,
  PromptInjectionReportListener,
  PromptInjectionSourceReport,
  PromptInjectionWarning,
  PromptInjectionWarningCode,
  PromptInjectionWarningListener,
} from './PromptInjectionGuardService.js';
export { describePromptInjectionSource, promptInjectionSourceKey } from './PromptInjectionSourceLabel.js';
export { PromptInjectionStreamFilter } from './PromptInjectionStreamFilter.js';
export type { PromptInjectionStreamFilterOptions, PromptInjectionStreamResult } from './PromptInjectionStreamFilter.js';
export { REDACTION_MARKER } from './RedactionMarker.js';
export { spotlight } from './Spotlighting.js';
export type { SpotlightInput, SpotlightOptions, SpotlightResult } from './Spotlighting.js';
export type {
  PromptInjectionFilter,
  PromptInjectionFilterOptions,
  PromptInjectionFilterResult,
  PromptInjectionFinding,
  PromptInjectionSource,
  PromptInjectionText,
} from '@toolgate/core';
