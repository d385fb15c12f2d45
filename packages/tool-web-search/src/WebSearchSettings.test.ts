import {
  ChatThread,
  ConfidenceLevel,
  createToolSettingsValues,
  InMemoryToolSettingsStore,
  ToolComponent,
  ToolOfferBlockReason,
  ToolRegistry,
} from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSearchSetting } from './WebSearchNames.js';
import {
  buildWebSearchSettingsSchema,
  readWebSearchConfiguration,
  safeSearchWarning,
  validateWebSearchSettings,
} from './WebSearchSettings.js';
import { WebSearchTool } from './WebSearchTool.js';

const SEARXNG = { defaultLanguage: 'en-US', 'searxng.baseUrl': 'http://searxng.internal:8080' };
const BRAVE_KEY = { 'brave.apiKey': 'brave-key-1234' };
const TAVILY_KEY = { 'tavily.apiKey': 'tvly-key-5678' };

const validate = (values: Record<string, string>) =>
  validateWebSearchSettings(createToolSettingsValues(values, ['brave.apiKey', 'tavily.apiKey']));

const retrieval = new WebPageRetrievalService();
afterAll(() => retrieval.close());

describe('web_search settings', () => {
  it('declares every setting under the original names, secrets and groups included', () => {
    const schema = buildWebSearchSettingsSchema();
    expect(Object.keys(schema.properties)).toEqual([
      'defaultLanguage',
      'backendStrategy',
      'primaryBackend',
      'defaultSafeSearch',
      'maxResults',
      'searchTimeoutSeconds',
      'pageTimeoutSeconds',
      'allPagesRetrievalTimeoutSeconds',
      'maxTotalContentCharacters',
      'minContentCharactersPerResult',
      'searxng.baseUrl',
      'brave.apiKey',
      'brave.baseUrl',
      'tavily.apiKey',
      'tavily.searchDepth',
      'tavily.baseUrl',
    ]);
    expect(Object.values(WebSearchSetting).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.required).toEqual(['defaultLanguage']);
    expect(schema.properties['brave.apiKey']).toMatchObject({ secret: true, group: 'brave' });
    expect(schema.properties['tavily.apiKey']).toMatchObject({ secret: true, group: 'tavily' });
    expect(schema.properties['searxng.baseUrl']).toMatchObject({ group: 'searxng' });
    expect(schema.properties['defaultLanguage']).toMatchObject({ optionSource: 'common_languages' });
    expect(schema.properties['primaryBackend']).toMatchObject({ optionSource: 'web_search_backends' });
    expect(schema.properties['tavily.searchDepth']).toMatchObject({ enum: ['basic', 'advanced'] });
  });

  it('accepts each service alone and all three together', () => {
    expect(validate(SEARXNG)).toBeNull();
    expect(validate({ defaultLanguage: 'all', ...BRAVE_KEY })).toBeNull();
    expect(validate({ defaultLanguage: 'all', ...TAVILY_KEY, 'tavily.searchDepth': 'advanced' })).toBeNull();
    expect(validate({ ...SEARXNG, ...BRAVE_KEY, ...TAVILY_KEY, backendStrategy: 'PARALLEL' })).toBeNull();
  });

  it('needs at least one search service', () => {
    expect(validate({ defaultLanguage: 'en-US' })).toBe(
      "Please configure at least one search service: 'searxng.baseUrl' (a SearXNG instance), 'brave.apiKey' (Brave Search API) or 'tavily.apiKey' (Tavily).",
    );
  });

  it('refuses a SearXNG base URL that is not http(s) or carries a user name, and a bad endpoint override', () => {
    expect(validate({ ...SEARXNG, 'searxng.baseUrl': 'ftp://searx.example/' })).toBe(
      "The setting 'searxng.baseUrl' must be an http or https URL.",
    );
    expect(validate({ ...SEARXNG, 'searxng.baseUrl': 'not a url' })).toBe(
      "The setting 'searxng.baseUrl' must be an http or https URL.",
    );
    expect(validate({ ...SEARXNG, 'searxng.baseUrl': 'https://user:pw@searx.example/' })).toBe(
      "The setting 'searxng.baseUrl' must not contain a user name or password.",
    );
    expect(validate({ ...SEARXNG, ...BRAVE_KEY, 'brave.baseUrl': 'file:///etc/passwd' })).toBe(
      "The setting 'brave.baseUrl' must be an http or https URL.",
    );
  });

  it('refuses unknown choices, a stored STAAN included', () => {
    expect(validate({ ...SEARXNG, backendStrategy: 'RANDOM' })).toBe(
      "The setting 'backendStrategy' must be one of FAILOVER, PARALLEL, SPECIFIC.",
    );
    expect(validate({ ...SEARXNG, primaryBackend: 'STAAN' })).toBe(
      "The setting 'primaryBackend' must be one of SEARXNG, BRAVE, TAVILY.",
    );
    expect(validate({ ...SEARXNG, defaultSafeSearch: 'ON' })).toBe(
      "The setting 'defaultSafeSearch' must be one of OFF, MODERATE, STRICT.",
    );
    expect(validate({ ...SEARXNG, ...TAVILY_KEY, 'tavily.searchDepth': 'fast' })).toBe(
      "The setting 'tavily.searchDepth' must be one of basic, advanced.",
    );
    expect(validate({ ...SEARXNG, defaultLanguage: 'Klingon' })).toMatch(
      /^The setting 'defaultLanguage' must be one of all, en-US/,
    );
  });

  it('needs the preferred service to be configured, and SPECIFIC to name one among several', () => {
    expect(validate({ ...SEARXNG, primaryBackend: 'BRAVE' })).toBe(
      "The setting 'primaryBackend' names BRAVE, which is not configured.",
    );
    expect(validate({ ...SEARXNG, ...BRAVE_KEY, backendStrategy: 'SPECIFIC' })).toBe(
      "The strategy SPECIFIC needs the setting 'primaryBackend': which of the configured services to ask.",
    );
    expect(validate({ ...SEARXNG, backendStrategy: 'SPECIFIC' })).toBeNull();
    expect(validate({ ...SEARXNG, ...BRAVE_KEY, backendStrategy: 'SPECIFIC', primaryBackend: 'BRAVE' })).toBeNull();
  });

  it('needs a service that can honour a safe-search level, and warns about those that cannot', () => {
    const tavilyOnly = { defaultLanguage: 'en-US', ...TAVILY_KEY };
    expect(validate({ ...tavilyOnly, defaultSafeSearch: 'MODERATE' })).toBe(
      'The safe-search level MODERATE cannot be honoured by Tavily. Configure a service that can (SearXNG or Brave Search), or choose another level.',
    );
    expect(validate({ ...tavilyOnly, defaultSafeSearch: 'STRICT' })).toBeNull();
    expect(
      validate({
        ...SEARXNG,
        ...TAVILY_KEY,
        backendStrategy: 'SPECIFIC',
        primaryBackend: 'TAVILY',
        defaultSafeSearch: 'MODERATE',
      }),
    ).toContain('cannot be honoured by Tavily');
    const both = createToolSettingsValues({ ...SEARXNG, ...TAVILY_KEY, defaultSafeSearch: 'MODERATE' }, [
      'tavily.apiKey',
    ]);
    expect(validateWebSearchSettings(both)).toBeNull();
    expect(safeSearchWarning(both)).toBe(
      'Tavily cannot filter at the safe-search level MODERATE and will not be asked while it is set.',
    );
    expect(safeSearchWarning(createToolSettingsValues(SEARXNG))).toBeNull();
  });

  it('refuses numbers that are not positive integers or exceed their maxima', () => {
    expect(validate({ ...SEARXNG, maxResults: '0' })).toBe("The setting 'maxResults' must be a positive integer.");
    expect(validate({ ...SEARXNG, maxResults: '21' })).toBe(
      "The setting 'maxResults' must be less than or equal to 20.",
    );
    expect(validate({ ...SEARXNG, searchTimeoutSeconds: '241' })).toBe(
      "The setting 'searchTimeoutSeconds' must be less than or equal to 240.",
    );
    expect(validate({ ...SEARXNG, pageTimeoutSeconds: '61' })).toBe(
      "The setting 'pageTimeoutSeconds' must be less than or equal to 60.",
    );
    expect(validate({ ...SEARXNG, allPagesRetrievalTimeoutSeconds: '2.5' })).toBe(
      "The setting 'allPagesRetrievalTimeoutSeconds' must be a positive integer.",
    );
    expect(validate({ ...SEARXNG, maxTotalContentCharacters: '200001' })).toBe(
      "The setting 'maxTotalContentCharacters' must be less than or equal to 200000.",
    );
    expect(validate({ ...SEARXNG, minContentCharactersPerResult: '10001' })).toBe(
      "The setting 'minContentCharactersPerResult' must be less than or equal to 10000.",
    );
  });

  it('needs the content budget to hold the minimum of 20 pages', () => {
    expect(validate({ ...SEARXNG, maxTotalContentCharacters: '50000', minContentCharactersPerResult: '3000' })).toBe(
      "The setting 'maxTotalContentCharacters' must be at least 20 times 'minContentCharactersPerResult' (60000), so that 20 read pages each get their minimum.",
    );
    expect(
      validate({ ...SEARXNG, maxTotalContentCharacters: '60000', minContentCharactersPerResult: '3000' }),
    ).toBeNull();
  });

  it('reads defaults for blank settings', () => {
    expect(readWebSearchConfiguration(createToolSettingsValues(SEARXNG))).toEqual({
      strategy: 'FAILOVER',
      primaryBackend: undefined,
      defaultLanguage: 'en-US',
      defaultSafeSearch: undefined,
      maxResults: 5,
      searchTimeoutSeconds: 30,
      pageTimeoutSeconds: 30,
      allPagesRetrievalTimeoutSeconds: 60,
      maxTotalContentCharacters: 100_000,
      minContentCharactersPerResult: 2_000,
    });
  });

  it('is offered only when configured: the registry names a missing language or a missing service', async () => {
    const tool = new WebSearchTool({ retrieval, guard: new PromptInjectionGuardService() });
    const registry = new ToolRegistry([tool]);
    const context = (userValues: Record<string, string>) => ({
      component: ToolComponent.CHAT,
      provider: { id: 'p', confidence: ConfidenceLevel.MEDIUM, canCallTools: true },
      chatThread: new ChatThread(),
      settings: new InMemoryToolSettingsStore({ userValues }),
    });
    const prefixed = (values: Record<string, string>) =>
      Object.fromEntries(Object.entries(values).map(([name, value]) => [`web_search.${name}`, value]));
    expect(
      await registry.getOfferBlockReason('web_search', context(prefixed({ 'searxng.baseUrl': 'http://s.example' }))),
    ).toBe(ToolOfferBlockReason.NOT_CONFIGURED);
    expect(await registry.getOfferBlockReason('web_search', context(prefixed({ defaultLanguage: 'en-US' })))).toBe(
      ToolOfferBlockReason.NOT_CONFIGURED,
    );
    expect(await registry.getOfferBlockReason('web_search', context(prefixed(SEARXNG)))).toBe(
      ToolOfferBlockReason.NONE,
    );
    const lowConfidence = {
      ...context(prefixed(SEARXNG)),
      provider: { id: 'p', confidence: ConfidenceLevel.LOW, canCallTools: true },
    };
    expect(await registry.getOfferBlockReason('web_search', lowConfidence)).toBe(ToolOfferBlockReason.NONE);
    const untrusted = {
      ...context(prefixed(SEARXNG)),
      provider: { id: 'p', confidence: ConfidenceLevel.UNTRUSTED, canCallTools: true },
    };
    expect(await registry.getOfferBlockReason('web_search', untrusted)).toBe(
      ToolOfferBlockReason.PROVIDER_CONFIDENCE_TOO_LOW,
    );
  });
});
