export {
  ANTHROPIC_API_VERSION,
  ANTHROPIC_CONTROLLED_PARAMETERS,
  ANTHROPIC_DEFAULT_BASE_URL,
  ANTHROPIC_DEFAULT_MAX_TOKENS,
  AnthropicAdapter,
  createAnthropicAdapter,
} from './AnthropicAdapter.js';
export type { AnthropicAdapterOptions, AnthropicHttpOptions } from './AnthropicAdapter.js';
