import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ToolgateConfigurationError,
  parseToolgateConfiguration,
  toolgateConfigurationJsonSchema,
} from './configuration.js';

function problems(value: unknown): string[] {
  try {
    parseToolgateConfiguration(value, 'toolgate.config.json');
  } catch (error) {
    if (!ToolgateConfigurationError.isInstance(error)) throw error;
    expect(error.code).toBe('INVALID_CONFIGURATION');
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
  return [];
}

describe('parseToolgateConfiguration', () => {
  it('accepts a full configuration and fills the defaults', () => {
    const configuration = parseToolgateConfiguration({
      provider: { api: 'ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' },
      confidence: { scheme: 'CUSTOM', customLevels: { SELF_HOSTED: 'HIGH', OPEN_AI: 'MEDIUM' } },
      organization: {
        lockedValues: { 'read_web_page.freeAddressChoice': 'OFF' },
        defaults: { 'web_search.defaultLanguage': 'en-US' },
        disabledToolIds: ['search_confluence'],
        minimumConfidence: { web_search: 'LOW' },
        trustedProviderIds: ['ollama'],
      },
      settings: { 'web_search.brave.apiKey': { env: 'BRAVE_API_KEY' }, 'web_search.maxResults': '5' },
      dataSources: {
        local: [{ id: 'docs', indexPath: '/tmp/docs.sqlite' }],
        eri: [
          {
            id: 'wiki',
            name: 'Wiki',
            baseUrl: 'https://eri.example',
            auth: { method: 'TOKEN', tokenEnv: 'ERI_TOKEN' },
          },
        ],
      },
      network: { connectTo: ['93.184.216.34:80=127.0.0.1:8080'] },
      ui: { defaultToolIds: { CHAT: ['web_search'] } },
    });
    expect(configuration.confidence?.scheme).toBe('CUSTOM');
    expect(configuration.dataSources?.retrievalMode).toBe('SEMANTIC_SEARCH');
    expect(configuration.dataSources?.local?.[0]).toMatchObject({ dataSecurity: 'SELF_HOSTED', pageSize: 10 });
    expect(configuration.dataSources?.eri?.[0]?.auth).toEqual({ method: 'TOKEN', tokenEnv: 'ERI_TOKEN' });
  });

  it('names an unknown key by its path', () => {
    expect(problems({ provider: { api: 'openai-chat', modle: 'x' } })).toEqual([
      "provider.modle: unknown key(s) 'modle'",
    ]);
  });

  it('names a wrong type by its path and says what is allowed', () => {
    expect(problems({ provider: { api: 'openai-chat', maxTokens: 'many' } })).toEqual([
      'provider.maxTokens: Invalid input: expected number, received string',
    ]);
    expect(problems({ confidence: { scheme: 'TRUST_SOME' } })[0]).toMatch(
      /^confidence\.scheme: must be one of "TRUST_ALL"/,
    );
    expect(problems({ dataSources: { local: [{ id: 'docs', indexPath: '/x', dataSecurity: 'ANY' }] } })).toEqual([
      'dataSources.local[0].dataSecurity: must be one of "ALLOW_ANY", "SELF_HOSTED"',
    ]);
  });

  it('takes secrets only as a reference to an environment variable', () => {
    expect(problems({ settings: { 'web_search.brave.apiKey': { value: 'sk-123' } } })[0]).toMatch(
      /^settings\.web_search\.brave\.apiKey/,
    );
    expect(problems({ settings: { 'web_search.brave.apiKey': { env: 'not a name' } } })).toEqual([
      'settings.web_search.brave.apiKey.env: must name an environment variable (letters, digits, _)',
    ]);
  });

  it('publishes a JSON Schema that refuses unknown keys', () => {
    const schema = toolgateConfigurationJsonSchema();
    expect(schema['additionalProperties']).toBe(false);
    expect(Object.keys(schema['properties'] as object)).toContain('dataSources');
  });
});

describe('toolgate.config.schema.json', () => {
  it('is the JSON Schema the code generates (run `pnpm --filter @toolgate/core generate:configuration-schema` after a change)', () => {
    const committed = readFileSync(new URL('../toolgate.config.schema.json', import.meta.url), 'utf8');
    expect(committed).toBe(`${JSON.stringify(toolgateConfigurationJsonSchema(), null, 2)}\n`);
  });
});
