import { readFile } from 'node:fs/promises';
import { ToolgateError } from '@toolgate/core';
import { CliUsageError } from '../CliContext.js';
import { parseAskConfigFile } from '../ask/AskConfiguration.js';
import { loadDemoConfiguration } from '../host/loadDemoConfiguration.js';
import { providerDefaults } from '../host/providerDefaults.js';

/** What `ask` and `serve` configure a provider from, before their own options are applied. */
export interface AskConfigurationSources {
  /** The host's configuration file (`toolgate.config.json`/`.yaml` or `$TOOLGATE_CONFIG`). */
  readonly hostConfiguration: Awaited<ReturnType<typeof loadDemoConfiguration>>;
  /** The `--config` file over `TOOLGATE_*` and the host's configuration file; options still win over it. */
  readonly merged: Record<string, unknown>;
}

/**
 * Reads the `--config` file (if given) and the host's configuration, in the precedence both
 * commands share. Any problem with either file is a usage error naming it.
 */
export async function loadAskConfigurationSources(
  configFile: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<AskConfigurationSources> {
  let config: Record<string, unknown> = {};
  if (configFile !== undefined) {
    let text: string;
    try {
      text = await readFile(configFile, 'utf8');
    } catch (error) {
      throw new CliUsageError(
        `cannot read the config file ${configFile} (${(error as { code?: string }).code ?? String(error)})`,
      );
    }
    config = parseAskConfigFile(text, configFile);
  }
  let hostConfiguration: AskConfigurationSources['hostConfiguration'];
  try {
    hostConfiguration = await loadDemoConfiguration(env);
  } catch (error) {
    if (ToolgateError.isInstance(error)) throw new CliUsageError(error.message, { cause: error });
    throw error;
  }
  return { hostConfiguration, merged: { ...providerDefaults(hostConfiguration.configuration, env), ...config } };
}
