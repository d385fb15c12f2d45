import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  parseToolgateConfiguration,
  type ToolgateConfiguration,
  ToolgateConfigurationError,
  type ToolgateSettingValue,
} from '@toolgate/core/configuration';
import { parse as parseYaml } from 'yaml';

/** The environment variable naming the configuration file (else `toolgate.config.json`/`.yaml` in the working folder). */
export const CONFIG_FILE_ENVIRONMENT_VARIABLE = 'TOOLGATE_CONFIG';
/** The file names looked for in the working folder, in this order. */
export const CONFIG_FILE_NAMES: readonly string[] = [
  'toolgate.config.json',
  'toolgate.config.yaml',
  'toolgate.config.yml',
];

/** A configuration file that was read and validated, with its secrets resolved. */
export interface LoadedDemoConfiguration {
  /** The file, absolute; undefined when there was none (everything default). */
  readonly path: string | undefined;
  readonly configuration: ToolgateConfiguration;
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ToolgateConfigurationError(
      `cannot read the configuration file ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      [],
      { cause: error },
    );
  }
}

function parseText(text: string, path: string): unknown {
  try {
    return /\.ya?ml$/i.test(path) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ToolgateConfigurationError(
      `${path} is not valid ${/\.ya?ml$/i.test(path) ? 'YAML' : 'JSON'}: ${message}`,
      [],
      {
        cause: error,
      },
    );
  }
}

/** Every `{ env }` reference of a configuration, with the path it stands at. */
function environmentReferences(configuration: ToolgateConfiguration): { path: string; variable: string }[] {
  const references: { path: string; variable: string }[] = [];
  const values = (prefix: string, record: Readonly<Record<string, ToolgateSettingValue>> | undefined): void => {
    for (const [address, value] of Object.entries(record ?? {})) {
      if (typeof value !== 'string') references.push({ path: `${prefix}.${address}.env`, variable: value.env });
    }
  };
  values('settings', configuration.settings);
  values('organization.lockedValues', configuration.organization?.lockedValues);
  values('organization.defaults', configuration.organization?.defaults);
  if (configuration.provider?.apiKeyEnv !== undefined) {
    references.push({ path: 'provider.apiKeyEnv', variable: configuration.provider.apiKeyEnv });
  }
  (configuration.dataSources?.eri ?? []).forEach((server, index) => {
    if (server.auth.method === 'TOKEN') {
      references.push({ path: `dataSources.eri[${index}].auth.tokenEnv`, variable: server.auth.tokenEnv });
    } else if (server.auth.method === 'USERNAME_PASSWORD') {
      references.push({ path: `dataSources.eri[${index}].auth.passwordEnv`, variable: server.auth.passwordEnv });
    }
  });
  return references;
}

/**
 * Validates a parsed configuration and checks that every secret it references by environment
 * variable is set. Throws `ToolgateConfigurationError` with the path of each wrong key and what is
 * allowed there.
 */
export function validateDemoConfiguration(
  value: unknown,
  fileName: string,
  env: Readonly<Record<string, string | undefined>>,
): ToolgateConfiguration {
  const configuration = parseToolgateConfiguration(value ?? {}, fileName);
  const missing = environmentReferences(configuration).filter(
    (reference) => (env[reference.variable] ?? '').trim() === '',
  );
  if (missing.length > 0) {
    const issues = missing.map((reference) => ({
      path: reference.path,
      message: `the environment variable ${reference.variable} is not set (secrets are read from the environment, never from the file)`,
    }));
    throw new ToolgateConfigurationError(
      `${fileName} is not valid: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
      issues,
    );
  }
  return configuration;
}

/**
 * Reads the host's configuration: the file named by `TOOLGATE_CONFIG`, else the first of
 * {@link CONFIG_FILE_NAMES} in `folder`; no file means every default. JSON or YAML (by extension).
 */
export async function loadDemoConfiguration(
  env: Readonly<Record<string, string | undefined>>,
  folder: string = process.cwd(),
): Promise<LoadedDemoConfiguration> {
  const named = env[CONFIG_FILE_ENVIRONMENT_VARIABLE];
  const candidates =
    named !== undefined && named.trim() !== ''
      ? [resolve(folder, named)]
      : CONFIG_FILE_NAMES.map((name) => join(folder, name));
  for (const path of candidates) {
    const text = await readIfExists(path);
    if (text === undefined) {
      if (candidates.length === 1) {
        throw new ToolgateConfigurationError(
          `${CONFIG_FILE_ENVIRONMENT_VARIABLE} names ${path}, which does not exist`,
          [],
        );
      }
      continue;
    }
    return { path, configuration: validateDemoConfiguration(parseText(text, path), path, env) };
  }
  return { path: undefined, configuration: validateDemoConfiguration({}, 'the configuration', env) };
}

/** A setting value with its `{ env }` reference resolved (after {@link validateDemoConfiguration}). */
export function resolveSettingValue(
  value: ToolgateSettingValue,
  env: Readonly<Record<string, string | undefined>>,
): string {
  return typeof value === 'string' ? value : (env[value.env] ?? '');
}

/** Setting values by address, resolved. */
export function resolveSettingValues(
  values: Readonly<Record<string, ToolgateSettingValue>> | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [address, value] of Object.entries(values ?? {})) resolved[address] = resolveSettingValue(value, env);
  return resolved;
}
