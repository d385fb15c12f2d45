import type { ConversationMessage, ToolCallingProviderAdapter, ToolFunctionDefinition } from '@toolgate/core';
import { createAnthropicAdapter } from '@toolgate/anthropic';
import { createOpenAIChatAdapter } from '@toolgate/openai-chat';
import { createOpenAIResponsesAdapter } from '@toolgate/openai-responses';
import type { AskProviderConfiguration } from './AskConfiguration.js';

/** What one answer's adapter is built from, besides the configuration. */
export interface AskAdapterInput {
  readonly systemPrompt: string;
  readonly messages: readonly ConversationMessage[];
  readonly tools: readonly ToolFunctionDefinition[];
  readonly apiKey: string | undefined;
}

/** The display name of the configured provider, for messages and tool contexts. */
export function askProviderDisplayName(configuration: Pick<AskProviderConfiguration, 'api' | 'chatHost'>): string {
  if (configuration.api === 'anthropic') return 'Anthropic';
  if (configuration.api === 'openai-responses') return 'OpenAI Responses';
  return configuration.chatHost?.displayName ?? 'Chat Completions';
}

/** Creates the adapter of the configured API for one answer. */
export function createAskAdapter(
  configuration: AskProviderConfiguration,
  input: AskAdapterInput,
): ToolCallingProviderAdapter {
  const common = {
    model: configuration.model,
    systemPrompt: input.systemPrompt,
    messages: input.messages,
    tools: input.tools,
    ...(input.apiKey === undefined ? {} : { apiKey: input.apiKey }),
    ...(configuration.apiKeyEnvironmentVariable === undefined
      ? {}
      : { apiKeyEnvironmentVariable: configuration.apiKeyEnvironmentVariable }),
    ...(configuration.maxTokens === undefined ? {} : { maxTokens: configuration.maxTokens }),
    // --timeout: the longest silence, both before the answer's headers and while it streams.
    ...(configuration.timeoutSeconds === undefined
      ? {}
      : {
          http: {
            responseTimeoutMs: configuration.timeoutSeconds * 1000,
            idleTimeoutMs: configuration.timeoutSeconds * 1000,
          },
        }),
  };
  switch (configuration.api) {
    case 'anthropic':
      return createAnthropicAdapter({
        ...common,
        ...(configuration.baseUrl === undefined ? {} : { baseUrl: configuration.baseUrl }),
      });
    case 'openai-responses':
      return createOpenAIResponsesAdapter({
        ...common,
        ...(configuration.baseUrl === undefined ? {} : { baseUrl: configuration.baseUrl }),
      });
    case 'openai-chat':
      return createOpenAIChatAdapter({
        ...common,
        ...(configuration.chatHost === undefined ? {} : { host: configuration.chatHost }),
        ...(configuration.baseUrl === undefined ? {} : { baseUrl: configuration.baseUrl }),
      });
  }
}
