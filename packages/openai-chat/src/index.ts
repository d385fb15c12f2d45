export {
  createOpenAIChatAdapter,
  OPENAI_CHAT_CONTROLLED_PARAMETERS,
  OpenAIChatAdapter,
} from './OpenAIChatAdapter.js';
export type { OpenAIChatAdapterOptions, OpenAIChatHttpOptions } from './OpenAIChatAdapter.js';
export {
  getOpenAIChatHostPreset,
  isOpenAIChatHostPresetId,
  OPENAI_CHAT_HOST_PRESETS,
} from './OpenAIChatHostPreset.js';
export type { OpenAIChatHostPreset, OpenAIChatHostPresetId } from './OpenAIChatHostPreset.js';
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
export { ChatCompletionToolCallAccumulator } from './ChatCompletionToolCallAccumulator.js';
export type {
  AccumulatedChatCompletionMessage,
  AccumulatedChatCompletionToolCall,
  ChatCompletionChunkUpdate,
} from './ChatCompletionToolCallAccumulator.js';
export { INVALID_TOOL_CALL_NAME, prepareChatCompletionToolCalls } from './prepareChatCompletionToolCalls.js';
export type { PreparedChatCompletionToolCall } from './prepareChatCompletionToolCalls.js';
export { toOpenAIChatTool } from './toOpenAIChatTool.js';
