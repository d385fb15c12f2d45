export { ToolgateError } from './ToolgateError.js';
export type { ToolgateErrorClass, ToolgateErrorOptions } from './ToolgateError.js';
export type { Source, SourceOrigin } from './Source.js';
export type { JsonSchemaObject, ToolFunctionDefinition } from './ToolFunctionDefinition.js';
export type { ConversationMessage } from './ConversationMessage.js';
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
  assertConfidenceLevel,
  compareConfidenceLevels,
  isConfidenceLevel,
  maxConfidenceLevel,
  meetsConfidence,
  parseConfidenceLevel,
} from './ConfidenceLevel.js';
export {
  DataSecurity,
  assertDataSecurity,
  isDataSecurity,
  isProviderAllowedByDataSecurity,
  tightenDataSecurity,
} from './DataSecurity.js';
export type {
  PromptInjectionFilter,
  PromptInjectionFilterOptions,
  PromptInjectionFilterResult,
  PromptInjectionFinding,
  PromptInjectionSource,
  PromptInjectionSourceKind,
  PromptInjectionText,
} from './PromptInjectionFilter.js';
export { isPromptInjectionSourceKind, PROMPT_INJECTION_SOURCE_KINDS } from './PromptInjectionFilter.js';
export { filterPromptInjectionsBestEffort } from './filterPromptInjectionsBestEffort.js';
export { serializeToolJson, ToolExecutionResult } from './ToolExecutionResult.js';
export type { JsonValue, ToolExecutionResultOptions, ToolResultSourceInput } from './ToolExecutionResult.js';
export type { ToolExecutionContext, ToolExecutionProviderInfo } from './ToolExecutionContext.js';
export { MASKED_TRACE_ARGUMENT, ToolInvocationStatus, ToolInvocationTrace } from './ToolInvocationTrace.js';
export type { ToolInvocationTraceData, ToolInvocationTraceInit } from './ToolInvocationTrace.js';
export { ToolExecutionBlockedError } from './ToolExecutionBlockedError.js';
export { dedupeSources, sourceUrlKey } from './sourceUrlKey.js';
export { renderSourcesMarkdown, SOURCE_GROUP_HEADINGS } from './renderSourcesMarkdown.js';
export type { RenderSourcesMarkdownOptions } from './renderSourcesMarkdown.js';
export { DEFAULT_MAX_RESULT_WINDOW, PAGE_ARGUMENT, ToolPageOutOfRangeError, ToolPaging } from './ToolPaging.js';
export type { ToolPage, ToolPageWindow, ToolPagingOptions } from './ToolPaging.js';
// Definitions, registry, selection, arguments, settings, confidence and chat requirements (core-A).
export { ToolComponent, TOOL_COMPONENTS, isAssistantComponent, isToolComponent } from './ToolComponent.js';
export { DEFAULT_TOOL_VISIBILITY, ToolVisibility } from './ToolVisibility.js';
export type { ToolVisibilityDefinition } from './ToolVisibility.js';
export {
  FUNCTION_NAME_PATTERN,
  TOOL_DEFINITION_SCHEMA_VERSION,
  ToolActivation,
  defineTool,
  validateToolDefinition,
} from './ToolDefinition.js';
export type { ToolDefinition, ToolDefinitionInput, ToolDefinitionValidation } from './ToolDefinition.js';
export { ToolDefinitionError } from './ToolDefinitionError.js';
export type { ToolDefinitionIssue } from './ToolDefinitionError.js';
export type { ToolArguments, ToolImplementation } from './ToolImplementation.js';
export { ToolParameterSchemaBuilder } from './ToolParameterSchemaBuilder.js';
export type { IntegerArgumentBounds } from './ToolParameterSchemaBuilder.js';
export {
  ARGUMENT_ECHO_MAX_CHARACTERS,
  MAX_POSITIVE_INTEGER_ARGUMENT,
  ToolArgumentError,
  ToolArgumentReader,
  echoArgumentValue,
} from './ToolArgumentReader.js';
export type { ToolArgumentDateTime } from './ToolArgumentReader.js';
export { EMPTY_TOOL_SETTINGS_SCHEMA, ToolSettingsSchemaBuilder } from './ToolSettingsSchema.js';
export type { ToolSettingsField, ToolSettingsFieldOptions, ToolSettingsSchema } from './ToolSettingsSchema.js';
export { ANY_LANGUAGE, ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
export type { ToolSettingsOption, ToolSettingsOptionSourceName } from './ToolSettingsOptionSources.js';
export { SECRET_VALUE_MASK, createToolSettingsValues } from './ToolSettingsValues.js';
export type { ToolSettingsValues } from './ToolSettingsValues.js';
export {
  parseToolSettingAddress,
  resolveToolSettingValue,
  resolveToolSettingsValues,
  toolSettingAddress,
} from './ToolSettingsStore.js';
export type {
  ResolveToolSettingsValuesOptions,
  ToolSettingValueLayers,
  ToolSettingsStore,
} from './ToolSettingsStore.js';
export { InMemoryToolSettingsStore } from './InMemoryToolSettingsStore.js';
export type { InMemoryToolSettingsStoreOptions, ToolSettingValuesByAddress } from './InMemoryToolSettingsStore.js';
export { ToolSettingsValueParser } from './ToolSettingsValueParser.js';
export type { ToolSettingsParseResult } from './ToolSettingsValueParser.js';
export { CONFIGURED_TOOL_STATE, checkToolConfiguration, errorName } from './ToolConfigurationState.js';
export type { CheckToolConfigurationOptions, ToolConfigurationState } from './ToolConfigurationState.js';
export {
  ConfidenceScheme,
  ProviderFamily,
  getProviderConfidence,
  isConfidenceScheme,
  isProviderFamily,
} from './ConfidenceScheme.js';
export type { CustomConfidenceLevels } from './ConfidenceScheme.js';
export { ChatThread, ChatThreadFormatError } from './ChatThread.js';
export { findWebAddresses, webAddressRequestKey } from './WebAddresses.js';
export { raceAbort } from './raceAbort.js';
export type {
  ChatThreadJson,
  ChatThreadOptions,
  ChatThreadProvider,
  ChatThreadProviderBlockReason,
  ChatThreadProviderCheck,
} from './ChatThread.js';
export {
  BuiltInToolIds,
  MAX_TOOL_CALLS,
  MAX_TOOL_RESULT_CHARACTERS,
  ToolSelectionRules,
  buildToolPolicyPrompt,
  getToolCallsUnavailableInstruction,
  isProviderConfidenceAllowed,
  normalizeSelection,
} from './ToolSelectionRules.js';
export type { NormalizeSelectionOptions, ToolCallLimits, ToolPolicySource } from './ToolSelectionRules.js';
export type { ToolOfferContext, ToolProviderSettings, ToolResolutionContext } from './ToolResolutionContext.js';
export { RetrievalMode, ToolOfferBlockReason, ToolRegistrationError, ToolRegistry } from './ToolRegistry.js';
export type { EffectiveRetrievalMode, RunnableTool, ToolCatalogEntry, ToolRegistryOptions } from './ToolRegistry.js';
export { silentLogger } from './ToolgateLogger.js';
export type { ToolgateLogFields, ToolgateLogger } from './ToolgateLogger.js';
export {
  INVALID_TOOL_CALL_MESSAGE,
  INVALID_TOOL_CALL_TRACE_NAME,
  TOOL_EXECUTION_FAILED_PREFIX,
  TOOL_NOT_AVAILABLE_STATUS_MESSAGE,
  ToolExecutor,
} from './ToolExecutor.js';
export type {
  ToolCallOutcome,
  ToolCallRequest,
  ToolExecutionScope,
  ToolExecutorOptions,
} from './ToolExecutor.js';
export {
  InvalidToolCallingResponseError,
  NO_FINAL_ANSWER_AFTER_TOOL_LIMIT_MESSAGE,
  NO_FINAL_ANSWER_MESSAGE,
  ROUND_TEXT_SEPARATOR,
  SequentialToolCallingLoop,
  ToolCallingStopReason,
} from './ToolCallingLoop.js';
export type {
  SequentialToolCallingLoopOptions,
  ToolCallingAnswerChunk,
  ToolCallingLoop,
  ToolCallingLoopContext,
  ToolCallingLoopOutcome,
  ToolCallingLoopRun,
  ToolRuntimeStatus,
} from './ToolCallingLoop.js';
