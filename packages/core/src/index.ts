export { ToolgateError } from './ToolgateError.js';
export type { ToolgateErrorOptions } from './ToolgateError.js';
export type { Source, SourceOrigin } from './Source.js';
export type { JsonSchemaObject, ToolFunctionDefinition } from './ToolFunctionDefinition.js';
export type {
  TokenUsage,
  ToolCallingProviderAdapter,
  ToolCallingRequestedCall,
  ToolCallingRound,
  ToolCallingRoundCompleted,
  ToolCallingRoundOptions,
  ToolCallingStreamEvent,
  ToolCallingTextDelta,
} from './ToolCallingProviderAdapter.js';
export {
  CONFIDENCE_LEVEL_VALUES,
  CONFIDENCE_LEVELS,
  ConfidenceLevel,
  compareConfidenceLevels,
  isConfidenceLevel,
  maxConfidenceLevel,
  meetsConfidence,
} from './ConfidenceLevel.js';
export { DataSecurity, isDataSecurity, tightenDataSecurity } from './DataSecurity.js';
export type {
  PromptInjectionFilter,
  PromptInjectionFilterOptions,
  PromptInjectionFilterResult,
  PromptInjectionFinding,
  PromptInjectionSource,
  PromptInjectionText,
} from './PromptInjectionFilter.js';
