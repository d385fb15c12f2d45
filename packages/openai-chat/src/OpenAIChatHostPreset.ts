import type { ProviderFamily } from '@toolgate/core';

/**
 * What the adapter needs to know about one host of the Chat Completions API: where it is, where
 * its key usually lives, and which of the API's promises it keeps.
 */
export interface OpenAIChatHostPreset {
  /** Stable id, e.g. `openai`, `groq`; also a `--provider` value of `toolgate ask`. */
  readonly id: string;
  /** The name used in messages, e.g. `OpenAI`. */
  readonly displayName: string;
  /** The API root the `/chat/completions` path is appended to. Empty: the caller must give one. */
  readonly baseUrl: string;
  /** The environment variable that conventionally holds the API key (empty: the host needs none). */
  readonly apiKeyEnvironmentVariable: string;
  /** Whether the host needs an API key at all (local servers usually do not). */
  readonly requiresApiKey: boolean;
  /**
   * The host binds the model's tool calls to the schema in strict mode (OpenAI does). Only then do
   * tools go out in strict mode with the converted schema; every other host gets the schema as
   * written with `strict: false`, because a host that merely validates (Groq) would reject each
   * call that leaves an optional argument out.
   */
  readonly enforcesStrictToolSchemas: boolean;
  /**
   * The host accepts `parallel_tool_calls: false`. Hugging Face answers the parameter with a bad
   * request, so its requests omit it (its models may then ask for several calls at once, which the
   * loop works through one by one).
   */
  readonly mayAskForSequentialToolCalls: boolean;
  /** The request field that limits the answer's length (OpenAI deprecated `max_tokens` for its newer models). */
  readonly maxTokensParameter: 'max_tokens' | 'max_completion_tokens';
  /** Where the behaviour above is documented or was observed. */
  readonly documentation: string;
  /**
   * The provider family a confidence scheme rates this host by (core's `getProviderConfidence`);
   * undefined for a host of no known family (any compatible URL), which a host rates `UNKNOWN`
   * unless its operator says otherwise.
   */
  readonly providerFamily?: ProviderFamily;
}

function preset(value: OpenAIChatHostPreset): OpenAIChatHostPreset {
  return Object.freeze(value);
}

/** Every host preset, by id. `compatible` is "any compatible URL": give the base URL yourself. */
export const OPENAI_CHAT_HOST_PRESETS = Object.freeze({
  openai: preset({
    id: 'openai',
    displayName: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    apiKeyEnvironmentVariable: 'OPENAI_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: true,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_completion_tokens',
    documentation: 'https://platform.openai.com/docs/guides/function-calling#strict-mode',
    providerFamily: 'OPEN_AI',
  }),
  groq: preset({
    id: 'groq',
    displayName: 'Groq',
    baseUrl: 'https://api.groq.com/openai/v1',
    apiKeyEnvironmentVariable: 'GROQ_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://console.groq.com/docs/tool-use',
    providerFamily: 'GROQ',
  }),
  huggingface: preset({
    id: 'huggingface',
    displayName: 'Hugging Face',
    baseUrl: 'https://router.huggingface.co/v1',
    apiKeyEnvironmentVariable: 'HF_TOKEN',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: false,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://huggingface.co/docs/inference-providers/tasks/chat-completion',
    providerFamily: 'HUGGINGFACE',
  }),
  openrouter: preset({
    id: 'openrouter',
    displayName: 'OpenRouter',
    baseUrl: 'https://openrouter.ai/api/v1',
    apiKeyEnvironmentVariable: 'OPENROUTER_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://openrouter.ai/docs/features/tool-calling',
    providerFamily: 'OPEN_ROUTER',
  }),
  mistral: preset({
    id: 'mistral',
    displayName: 'Mistral',
    baseUrl: 'https://api.mistral.ai/v1',
    apiKeyEnvironmentVariable: 'MISTRAL_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://docs.mistral.ai/capabilities/function_calling/',
    providerFamily: 'MISTRAL',
  }),
  deepseek: preset({
    id: 'deepseek',
    displayName: 'DeepSeek',
    baseUrl: 'https://api.deepseek.com/v1',
    apiKeyEnvironmentVariable: 'DEEPSEEK_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://api-docs.deepseek.com/guides/function_calling',
    providerFamily: 'DEEP_SEEK',
  }),
  together: preset({
    id: 'together',
    displayName: 'Together AI',
    baseUrl: 'https://api.together.xyz/v1',
    apiKeyEnvironmentVariable: 'TOGETHER_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://docs.together.ai/docs/function-calling',
  }),
  fireworks: preset({
    id: 'fireworks',
    displayName: 'Fireworks AI',
    baseUrl: 'https://api.fireworks.ai/inference/v1',
    apiKeyEnvironmentVariable: 'FIREWORKS_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://docs.fireworks.ai/guides/function-calling',
    providerFamily: 'FIREWORKS',
  }),
  xai: preset({
    id: 'xai',
    displayName: 'xAI',
    baseUrl: 'https://api.x.ai/v1',
    apiKeyEnvironmentVariable: 'XAI_API_KEY',
    requiresApiKey: true,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://docs.x.ai/docs/guides/function-calling',
    providerFamily: 'X',
  }),
  ollama: preset({
    id: 'ollama',
    displayName: 'Ollama',
    baseUrl: 'http://localhost:11434/v1',
    apiKeyEnvironmentVariable: '',
    requiresApiKey: false,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://docs.ollama.com/api/openai-compatibility',
    providerFamily: 'SELF_HOSTED',
  }),
  vllm: preset({
    id: 'vllm',
    displayName: 'vLLM',
    baseUrl: 'http://localhost:8000/v1',
    apiKeyEnvironmentVariable: 'VLLM_API_KEY',
    requiresApiKey: false,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://docs.vllm.ai/en/latest/features/tool_calling.html',
    providerFamily: 'SELF_HOSTED',
  }),
  lmstudio: preset({
    id: 'lmstudio',
    displayName: 'LM Studio',
    baseUrl: 'http://localhost:1234/v1',
    apiKeyEnvironmentVariable: '',
    requiresApiKey: false,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://lmstudio.ai/docs/app/api/tools',
    providerFamily: 'SELF_HOSTED',
  }),
  llamacpp: preset({
    id: 'llamacpp',
    displayName: 'llama.cpp server',
    baseUrl: 'http://localhost:8080/v1',
    apiKeyEnvironmentVariable: 'LLAMA_API_KEY',
    requiresApiKey: false,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://github.com/ggml-org/llama.cpp/blob/master/docs/function-calling.md',
    providerFamily: 'SELF_HOSTED',
  }),
  compatible: preset({
    id: 'compatible',
    displayName: 'OpenAI-compatible server',
    baseUrl: '',
    apiKeyEnvironmentVariable: '',
    requiresApiKey: false,
    enforcesStrictToolSchemas: false,
    mayAskForSequentialToolCalls: true,
    maxTokensParameter: 'max_tokens',
    documentation: 'https://platform.openai.com/docs/api-reference/chat/create',
  }),
});

/** The id of a built-in host preset. */
export type OpenAIChatHostPresetId = keyof typeof OPENAI_CHAT_HOST_PRESETS;

/** True when `id` names a built-in preset. */
export function isOpenAIChatHostPresetId(id: string): id is OpenAIChatHostPresetId {
  return Object.hasOwn(OPENAI_CHAT_HOST_PRESETS, id);
}

/** The built-in preset with this id, or undefined. */
export function getOpenAIChatHostPreset(id: string): OpenAIChatHostPreset | undefined {
  return isOpenAIChatHostPresetId(id) ? OPENAI_CHAT_HOST_PRESETS[id] : undefined;
}
