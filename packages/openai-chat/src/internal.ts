/**
 * The Chat Completions wire format and stream accumulator, for tests and benches (the provider-utils
 * SSE bench feeds the real accumulator). Not part of the API a host builds on: provider shapes
 * never leave the adapter, and names here change without a major version.
 *
 * @module
 */
export { ChatCompletionToolCallAccumulator } from './ChatCompletionToolCallAccumulator.js';
export type {
  AccumulatedChatCompletionMessage,
  AccumulatedChatCompletionToolCall,
  ChatCompletionChunkUpdate,
} from './ChatCompletionToolCallAccumulator.js';
export type {
  OpenAIChatAssistantMessage,
  OpenAIChatMessage,
  OpenAIChatRequestBody,
  OpenAIChatSystemMessage,
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIChatToolMessage,
  OpenAIChatUserMessage,
} from './OpenAIChatRequestBody.js';
export { INVALID_TOOL_CALL_NAME, prepareChatCompletionToolCalls } from './prepareChatCompletionToolCalls.js';
export type { PreparedChatCompletionToolCall } from './prepareChatCompletionToolCalls.js';
export { toOpenAIChatTool } from './toOpenAIChatTool.js';
