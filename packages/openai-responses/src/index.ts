export {
  createOpenAIResponsesAdapter,
  OPENAI_RESPONSES_CONTROLLED_PARAMETERS,
  OPENAI_RESPONSES_DEFAULT_BASE_URL,
  OpenAIResponsesAdapter,
} from './OpenAIResponsesAdapter.js';
export type { OpenAIResponsesAdapterOptions, OpenAIResponsesHttpOptions } from './OpenAIResponsesAdapter.js';
export type {
  OpenAIResponsesFunctionCallOutputItem,
  OpenAIResponsesFunctionTool,
  OpenAIResponsesInputItem,
  OpenAIResponsesMessageItem,
  OpenAIResponsesReplayedItem,
  OpenAIResponsesRequestBody,
} from './OpenAIResponsesRequestBody.js';
export { ResponsesStreamAccumulator } from './ResponsesStreamAccumulator.js';
export type {
  AccumulatedResponse,
  ResponsesFunctionCall,
  ResponsesStreamUpdate,
} from './ResponsesStreamAccumulator.js';
export { toOpenAIResponsesTool } from './toOpenAIResponsesTool.js';
