import { OPENAI_CHAT_HOST_PRESETS } from '@toolgate/openai-chat/host-presets';

/** The provider API an answer uses. */
export type AskApi = 'openai-chat' | 'openai-responses' | 'anthropic';

/** The three API names `--provider` accepts besides the host presets. */
export const ASK_API_NAMES: readonly AskApi[] = Object.freeze(['openai-chat', 'openai-responses', 'anthropic']);

/**
 * Every value `--provider` accepts: the API names, then the Chat Completions host presets. Read
 * from the presets alone (not the adapters), so `toolgate ask --help` can list them cheaply.
 */
export const ASK_PROVIDER_IDS: readonly string[] = Object.freeze([
  ...ASK_API_NAMES,
  ...Object.keys(OPENAI_CHAT_HOST_PRESETS).filter((id) => !ASK_API_NAMES.includes(id as AskApi)),
]);
