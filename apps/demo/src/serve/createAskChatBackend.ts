import { InMemoryToolSettingsStore } from '@toolgate/core';
import { loadApiKey } from '@toolgate/provider-utils';
import type { AskConfiguration } from '../ask/AskConfiguration.js';
import { askProviderDisplayName, createAskAdapter } from '../ask/createAskAdapter.js';
import { createDemoToolRegistry } from '../ask/createDemoToolRegistry.js';
import { providerSettings } from '../ask/runAsk.js';
import type { ChatBackend } from './ChatBackend.js';
import { createLoopChatBackend } from './createLoopChatBackend.js';

/**
 * The web chat's backend for a configured provider (the options of `toolgate ask`): the demo's
 * registry and settings, and the adapter of the configured API.
 */
export function createAskChatBackend(
  configuration: AskConfiguration,
  env: Readonly<Record<string, string | undefined>>,
): ChatBackend {
  const apiKey =
    configuration.apiKeyEnvironmentVariable === undefined
      ? undefined
      : loadApiKey({
          envVar: configuration.apiKeyEnvironmentVariable,
          env,
          purpose: askProviderDisplayName(configuration),
        });
  const userValues: Record<string, string> = {};
  for (const setting of configuration.settings) userValues[`${setting.toolId}.${setting.field}`] = setting.value;
  return createLoopChatBackend({
    providerLabel: `${askProviderDisplayName(configuration)} · ${configuration.model}`,
    provider: providerSettings(configuration),
    settings: new InMemoryToolSettingsStore({ userValues }),
    systemPrompt: configuration.systemPrompt,
    createRegistry: (reportInjection) =>
      createDemoToolRegistry({
        resolver: configuration.resolver,
        connectTo: configuration.connectToMapping,
        reportInjection,
      }),
    createAdapter: (input) => createAskAdapter(configuration, { ...input, apiKey }),
  });
}
