import type { ToolgateConfiguration } from '@toolgate/core/configuration';

/** The environment variables that choose the provider when no option or `--config` file does. */
export const PROVIDER_ENVIRONMENT_VARIABLES = {
  provider: 'TOOLGATE_PROVIDER',
  baseUrl: 'TOOLGATE_BASE_URL',
  model: 'TOOLGATE_MODEL',
  apiKeyEnv: 'TOOLGATE_API_KEY_ENV',
} as const;

/**
 * The provider and network fields (in the keys of `toolgate ask --config`) that the environment
 * (`TOOLGATE_PROVIDER`, `TOOLGATE_BASE_URL`, `TOOLGATE_MODEL`, `TOOLGATE_API_KEY_ENV`) and the
 * host's configuration file give; the environment wins over the file. Unset fields are left out.
 */
export function providerDefaults(
  configuration: ToolgateConfiguration,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const fromEnv = (key: keyof typeof PROVIDER_ENVIRONMENT_VARIABLES): string | undefined => {
    const value = env[PROVIDER_ENVIRONMENT_VARIABLES[key]];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const provider = configuration.provider;
  const environmentProvider = fromEnv('provider');
  // The file's provider details belong to the file's provider only.
  const fileProvider =
    environmentProvider === undefined || environmentProvider === provider?.api ? provider : undefined;
  const defaults: Record<string, unknown> = {
    provider: environmentProvider ?? provider?.api,
    baseUrl: fromEnv('baseUrl') ?? fileProvider?.baseUrl,
    model: fromEnv('model') ?? fileProvider?.model,
    apiKeyEnv: fromEnv('apiKeyEnv') ?? fileProvider?.apiKeyEnv,
    providerConfidence: fileProvider?.confidence,
    maxTokens: fileProvider?.maxTokens,
    timeout: fileProvider?.timeoutSeconds,
    dnsServer: configuration.network?.dnsServer,
    connectTo: configuration.network?.connectTo,
    systemPrompt: configuration.systemPrompt,
  };
  return Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== undefined));
}
