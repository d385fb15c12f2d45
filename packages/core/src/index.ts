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
