import type { ConfidenceLevel } from '@toolgate/core';
import {
  getOpenAIChatHostPreset,
  OPENAI_CHAT_HOST_PRESETS,
  type OpenAIChatHostPreset,
} from '@toolgate/openai-chat/host-presets';
import { ConnectToMapping, DnsServerHostNameResolver, type HostNameResolver } from '@toolgate/web-retrieval';
import { CliUsageError } from '../CliContext.js';
import { parseConfidenceOption } from '../parseConfidenceOption.js';
import { parseSecondsOption } from '../parseSecondsOption.js';
import { ASK_PROVIDER_IDS, type AskApi } from './askProviderIds.js';

export type { AskApi } from './askProviderIds.js';

/** One `--setting <toolId>.<field>=<value>`. */
export interface AskToolSetting {
  readonly toolId: string;
  readonly field: string;
  readonly value: string;
}

/** The model id of the offline demo model (no provider configured). */
export const OFFLINE_MODEL_ID = 'toolgate-offline-demo';

/** The provider part of an {@link AskConfiguration}: what the adapter of an answer is built from. */
export type AskProviderConfiguration = Pick<
  AskConfiguration,
  | 'providerId'
  | 'api'
  | 'chatHost'
  | 'baseUrl'
  | 'model'
  | 'apiKeyEnvironmentVariable'
  | 'providerConfidence'
  | 'maxTokens'
  | 'timeoutSeconds'
>;

/**
 * Everything `toolgate ask` runs with, validated. The network overrides (`dnsServer`,
 * `connectTo`) are kept here parsed, so every tool that retrieves web content applies them.
 */
export interface AskConfiguration {
  readonly message: string;
  /**
   * True when no provider was given (no `--provider`, no `TOOLGATE_PROVIDER`, none in the files):
   * the offline demo model answers, and the provider fields below describe it.
   */
  readonly offline: boolean;
  /** The `--provider` value as given (an API name or a Chat Completions host preset id). */
  readonly providerId: string;
  readonly api: AskApi;
  /** The Chat Completions host (its flags), for `openai-chat` and the presets. */
  readonly chatHost: OpenAIChatHostPreset | undefined;
  readonly baseUrl: string | undefined;
  readonly model: string;
  /** The environment variable the API key is read from (explicit, or the host's usual one when set). */
  readonly apiKeyEnvironmentVariable: string | undefined;
  /** The selected tool ids; undefined: every registered tool. */
  readonly toolIds: readonly string[] | undefined;
  /** The provider's confidence level; undefined: derived from the provider family. */
  readonly providerConfidence: ConfidenceLevel | undefined;
  readonly settings: readonly AskToolSetting[];
  readonly maxTokens: number | undefined;
  /**
   * `--timeout`: the longest silence from the provider, in seconds (before its answer's headers
   * and between two pieces of the stream); undefined: the adapters' default (120 s).
   */
  readonly timeoutSeconds: number | undefined;
  readonly systemPrompt: string | undefined;
  /** `--dns-server` as given, and the resolver that uses it (undefined: the system's resolver). */
  readonly dnsServer: string | undefined;
  readonly resolver: HostNameResolver | undefined;
  /** `--connect-to` as given, and parsed. */
  readonly connectTo: readonly string[];
  readonly connectToMapping: ConnectToMapping;
  readonly json: boolean;
  /** `--demo-data`: start the demo site, its search API and wiki with a provider too; undefined: the host decides. */
  readonly demoData: boolean | undefined;
}

/** The options commander hands over (all strings, as typed). */
export interface AskCliOptions {
  readonly provider?: string;
  readonly baseUrl?: string;
  readonly model?: string;
  readonly apiKeyEnv?: string;
  readonly tools?: string;
  readonly providerConfidence?: string;
  readonly setting?: readonly string[];
  readonly config?: string;
  readonly maxTokens?: string;
  readonly timeout?: string;
  readonly dnsServer?: string;
  readonly connectTo?: readonly string[];
  readonly json?: boolean;
  readonly demoData?: boolean;
}

/** The keys a `--config` file may have (the options' long names in camelCase, plus `systemPrompt`). */
const CONFIG_KEYS = new Set([
  'provider',
  'baseUrl',
  'model',
  'apiKeyEnv',
  'tools',
  'providerConfidence',
  'settings',
  'maxTokens',
  'timeout',
  'dnsServer',
  'connectTo',
  'json',
  'systemPrompt',
]);

const ENVIRONMENT_VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_TOKENS_LIMIT = 1_000_000;

function usageError(message: string): never {
  throw new CliUsageError(message);
}

export function optionalString(config: Record<string, unknown>, key: string): string | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    usageError(`the config file's "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value;
}

export function stringList(config: Record<string, unknown>, key: string): string[] | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  return usageError(`the config file's "${key}" must be a string or a list of strings`);
}

/** Parses the JSON text of a `--config` file (the same fields as the options). */
export function parseAskConfigFile(text: string, fileName: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return usageError(
      `the config file ${fileName} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return usageError(`the config file ${fileName} must hold a JSON object`);
  }
  const unknown = Object.keys(parsed).filter((key) => !CONFIG_KEYS.has(key));
  if (unknown.length > 0) {
    usageError(
      `the config file ${fileName} has unknown fields: ${unknown.join(', ')} (known: ${[...CONFIG_KEYS].join(', ')})`,
    );
  }
  return parsed as Record<string, unknown>;
}

function parseProvider(text: string, hasBaseUrl: boolean): { api: AskApi; chatHost: OpenAIChatHostPreset | undefined } {
  const id = text.trim().toLowerCase();
  if (id === 'openai-responses' || id === 'anthropic') return { api: id, chatHost: undefined };
  // The plain API name: OpenAI itself, or any compatible server at --base-url (no strict mode there).
  if (id === 'openai-chat') {
    return {
      api: 'openai-chat',
      chatHost: hasBaseUrl ? OPENAI_CHAT_HOST_PRESETS.compatible : OPENAI_CHAT_HOST_PRESETS.openai,
    };
  }
  const preset = getOpenAIChatHostPreset(id);
  if (preset !== undefined) return { api: 'openai-chat', chatHost: preset };
  return usageError(`--provider must be one of ${ASK_PROVIDER_IDS.join(', ')}, got '${text}'`);
}

function parseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return usageError(`--base-url must be an http or https URL, got '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    usageError(`--base-url must be an http or https URL, got '${text}'`);
  if (url.username !== '' || url.password !== '')
    usageError('--base-url must not contain a user name or password; use --api-key-env');
  return text;
}

function parseMaxTokens(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  const number = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(number) || number < 1 || number > MAX_TOKENS_LIMIT) {
    usageError(`--max-tokens must be a whole number from 1 to ${MAX_TOKENS_LIMIT}, got '${String(value)}'`);
  }
  return number;
}

export function parseToolIds(value: string | readonly string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const entries = (typeof value === 'string' ? value.split(',') : value.flatMap((entry) => entry.split(',')))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0] === 'none') return [];
  return [...new Set(entries)];
}

export function parseSetting(text: string): AskToolSetting {
  const match = /^([A-Za-z0-9_-]+)\.([^=\s]+)=(.*)$/s.exec(text);
  if (match === null)
    usageError(`--setting must look like <toolId>.<field>=<value>, got '${text.split('=')[0] ?? ''}=…'`);
  return { toolId: match[1] ?? '', field: match[2] ?? '', value: match[3] ?? '' };
}

export function configSettings(config: Record<string, unknown>): string[] {
  const value = config['settings'];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).map(([address, entry]) => {
      if (typeof entry !== 'string') usageError(`the config file's setting "${address}" must have a string value`);
      return `${address}=${entry}`;
    });
  }
  return usageError(
    'the config file\'s "settings" must be an object { "<toolId>.<field>": "<value>" } or a list of "<toolId>.<field>=<value>"',
  );
}

/**
 * Validates the options of `toolgate ask` (command line over `--config` file) into an
 * {@link AskConfiguration}. Throws `CliUsageError` (exit 2, one line) for anything malformed.
 */
export function resolveAskConfiguration(
  message: string,
  cli: AskCliOptions,
  config: Record<string, unknown>,
  env: Readonly<Record<string, string | undefined>>,
): AskConfiguration {
  if (message.trim() === '') usageError('the message must not be empty');
  const providerText = cli.provider ?? optionalString(config, 'provider');
  if (providerText === undefined) {
    for (const [option, value] of [
      ['--base-url', cli.baseUrl ?? optionalString(config, 'baseUrl')],
      ['--model', cli.model ?? optionalString(config, 'model')],
      ['--api-key-env', cli.apiKeyEnv ?? optionalString(config, 'apiKeyEnv')],
    ] as const) {
      if (value !== undefined) {
        usageError(
          `${option} needs --provider (one of ${ASK_PROVIDER_IDS.join(', ')}); without a provider the offline demo model answers`,
        );
      }
    }
  }
  const baseUrlText = cli.baseUrl ?? optionalString(config, 'baseUrl');
  const baseUrl = baseUrlText === undefined ? undefined : parseBaseUrl(baseUrlText);
  const offline = providerText === undefined;
  const { api, chatHost } = offline
    ? { api: 'openai-chat' as const, chatHost: OPENAI_CHAT_HOST_PRESETS.compatible }
    : parseProvider(providerText, baseUrl !== undefined);
  if (!offline && baseUrl === undefined && chatHost !== undefined && chatHost.baseUrl === '') {
    usageError(`--provider ${providerText} needs --base-url (the server's API root, e.g. http://127.0.0.1:8000/v1)`);
  }
  const model = offline ? OFFLINE_MODEL_ID : (cli.model ?? optionalString(config, 'model'))?.trim();
  if (model === undefined || model === '') usageError('--model is required');

  const explicitKeyVariable = cli.apiKeyEnv ?? optionalString(config, 'apiKeyEnv');
  if (explicitKeyVariable !== undefined && !ENVIRONMENT_VARIABLE_NAME.test(explicitKeyVariable)) {
    usageError(`--api-key-env must name an environment variable (letters, digits, _), got '${explicitKeyVariable}'`);
  }
  const usualKeyVariable = offline
    ? undefined
    : api === 'anthropic'
      ? 'ANTHROPIC_API_KEY'
      : api === 'openai-responses'
        ? 'OPENAI_API_KEY'
        : chatHost?.apiKeyEnvironmentVariable;
  // Without --api-key-env the host's usual variable is used, but only when it is set.
  const apiKeyEnvironmentVariable =
    explicitKeyVariable ??
    (usualKeyVariable !== undefined && usualKeyVariable !== '' && (env[usualKeyVariable] ?? '').trim() !== ''
      ? usualKeyVariable
      : undefined);

  const dnsServer = cli.dnsServer ?? optionalString(config, 'dnsServer');
  let resolver: HostNameResolver | undefined;
  if (dnsServer !== undefined) {
    try {
      resolver = new DnsServerHostNameResolver(dnsServer);
    } catch (error) {
      usageError(`--dns-server: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const connectTo =
    cli.connectTo !== undefined && cli.connectTo.length > 0
      ? [...cli.connectTo]
      : (stringList(config, 'connectTo') ?? []);
  let connectToMapping: ConnectToMapping;
  try {
    connectToMapping = ConnectToMapping.parse(connectTo);
  } catch (error) {
    return usageError(`--connect-to: ${error instanceof Error ? error.message : String(error)}`);
  }

  const settingTexts = [...configSettings(config), ...(cli.setting ?? [])];
  const configTools = config['tools'];
  const toolsValue =
    cli.tools ??
    (configTools === undefined || configTools === null
      ? undefined
      : typeof configTools === 'string' ||
          (Array.isArray(configTools) && configTools.every((entry) => typeof entry === 'string'))
        ? (configTools as string | string[])
        : usageError('the config file\'s "tools" must be a string or a list of tool ids'));
  const jsonValue = config['json'];
  if (jsonValue !== undefined && typeof jsonValue !== 'boolean')
    usageError('the config file\'s "json" must be true or false');

  // A hosted API without a key only earns a 401 after a round trip: say so before sending anything.
  // (With --base-url the server may be a local one that needs no key.)
  const hostedNeedsKey = api === 'openai-chat' ? chatHost?.requiresApiKey === true : true;
  if (!offline && apiKeyEnvironmentVariable === undefined && baseUrl === undefined && hostedNeedsKey) {
    usageError(
      `--provider ${providerText} needs an API key: set ${usualKeyVariable} or name the variable that holds it with --api-key-env`,
    );
  }

  return {
    message,
    offline,
    providerId: providerText === undefined ? 'offline-demo' : providerText.trim().toLowerCase(),
    api,
    chatHost,
    baseUrl,
    model,
    apiKeyEnvironmentVariable,
    toolIds: parseToolIds(toolsValue),
    providerConfidence: parseConfidenceOption(
      '--provider-confidence',
      cli.providerConfidence ?? optionalString(config, 'providerConfidence'),
    ),
    settings: settingTexts.map(parseSetting),
    maxTokens: parseMaxTokens(cli.maxTokens ?? config['maxTokens']),
    timeoutSeconds: parseSecondsOption('--timeout', cli.timeout ?? config['timeout']),
    systemPrompt: optionalString(config, 'systemPrompt'),
    dnsServer,
    resolver,
    connectTo,
    connectToMapping,
    json: cli.json === true || jsonValue === true,
    demoData: cli.demoData === true ? true : undefined,
  };
}
