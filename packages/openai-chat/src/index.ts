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
