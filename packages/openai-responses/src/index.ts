export {
  createOpenAIResponsesAdapter,
  OPENAI_RESPONSES_CONTROLLED_PARAMETERS,
  OPENAI_RESPONSES_DEFAULT_BASE_URL,
  OpenAIResponsesAdapter,
} from './OpenAIResponsesAdapter.js';
export type { OpenAIResponsesAdapterOptions, OpenAIResponsesHttpOptions } from './OpenAIResponsesAdapter.js';
