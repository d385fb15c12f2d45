import {
  ANY_LANGUAGE,
  ToolSettingsOptionSources,
  type ToolSettingsSchema,
  ToolSettingsSchemaBuilder,
  ToolSettingsValueParser,
  type ToolSettingsValues,
} from '@toolgate/core';
import type { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { BRAVE_SEARCH_DEFAULT_ENDPOINT, BraveSearchBackend } from './BraveSearchBackend.js';
import { parseEndpointSetting } from './requestBackendJson.js';
import { SearxngSearchBackend, searxngSearchEndpoint } from './SearxngSearchBackend.js';
import {
  TAVILY_DEFAULT_ENDPOINT,
  TAVILY_SEARCH_DEPTHS,
  TavilySearchBackend,
  type TavilySearchDepth,
} from './TavilySearchBackend.js';
import {
  SafeSearchLevel,
  WEB_SEARCH_BACKEND_IDS,
  type WebSearchBackend,
  type WebSearchBackendId,
  WebSearchBackendStrategy,
} from './WebSearchBackend.js';
import { WebSearchSetting, WebSearchSettingGroup } from './WebSearchNames.js';

/** Defaults and maxima of the numeric settings (the original's values). */
export const WEB_SEARCH_LIMITS = Object.freeze({
  /** Results per search: default and hard maximum (also the maximum of the `limit` argument). */
  defaultMaxResults: 5,
  maxResults: 20,
  defaultSearchTimeoutSeconds: 30,
  maxSearchTimeoutSeconds: 240,
  defaultPageTimeoutSeconds: 30,
  maxPageTimeoutSeconds: 60,
  defaultAllPagesRetrievalTimeoutSeconds: 60,
  maxAllPagesRetrievalTimeoutSeconds: 120,
  defaultMaxTotalContentCharacters: 100_000,
  maxTotalContentCharacters: 200_000,
  defaultMinContentCharactersPerResult: 2_000,
  maxMinContentCharactersPerResult: 10_000,
});

/** The settings as `execute` uses them (numbers clamped to their maxima). */
export interface WebSearchConfiguration {
  readonly strategy: WebSearchBackendStrategy;
  readonly primaryBackend: WebSearchBackendId | undefined;
  readonly defaultLanguage: string;
  readonly defaultSafeSearch: SafeSearchLevel | undefined;
  readonly maxResults: number;
  readonly searchTimeoutSeconds: number;
  readonly pageTimeoutSeconds: number;
  readonly allPagesRetrievalTimeoutSeconds: number;
  readonly maxTotalContentCharacters: number;
  readonly minContentCharactersPerResult: number;
}

const BACKEND_STRATEGIES = Object.values(WebSearchBackendStrategy);
const SAFE_SEARCH_LEVELS = Object.values(SafeSearchLevel);

/** The settings schema of `web_search`. */
export function buildWebSearchSettingsSchema(): ToolSettingsSchema {
  const S = WebSearchSetting;
  return new ToolSettingsSchemaBuilder()
    .requiredChoice(S.DEFAULT_LANGUAGE, ToolSettingsOptionSources.COMMON_LANGUAGES, {
      description: `The language searched when the model names none, as an IETF tag such as de-DE; ${ANY_LANGUAGE} searches every language.`,
    })
    .optionalChoice(S.BACKEND_STRATEGY, ToolSettingsOptionSources.WEB_SEARCH_BACKEND_STRATEGY, {
      description:
        'How several configured search services are asked: FAILOVER (default; one after another until one finds something), PARALLEL (all at once, hits merged) or SPECIFIC (only the preferred one).',
    })
    .optionalChoice(S.PRIMARY_BACKEND, ToolSettingsOptionSources.WEB_SEARCH_BACKENDS, {
      description: 'The search service asked first (FAILOVER) or alone (SPECIFIC): SEARXNG, BRAVE or TAVILY.',
    })
    .optionalChoice(S.DEFAULT_SAFE_SEARCH, ToolSettingsOptionSources.SAFE_SEARCH, {
      description:
        'OFF, MODERATE or STRICT. Blank leaves it to each service. A service that cannot honour the level is not asked.',
    })
    .optional(S.MAX_RESULTS, { description: 'Results per search when the model passes no limit: 1 to 20, default 5.' })
    .optional(S.SEARCH_TIMEOUT_SECONDS, {
      description: 'Seconds each search service may take: 1 to 240, default 30.',
    })
    .optional(S.PAGE_TIMEOUT_SECONDS, { description: 'Seconds one result page may take to load: 1 to 60, default 30.' })
    .optional(S.ALL_PAGES_RETRIEVAL_TIMEOUT_SECONDS, {
      description: 'Seconds all result pages of one search may take together: 1 to 120, default 60.',
    })
    .optional(S.MAX_TOTAL_CONTENT_CHARACTERS, {
      description:
        'Characters of page content per search, shared by the read pages: up to 200,000, default 100,000; at least 20 times the minimum per result.',
    })
    .optional(S.MIN_CONTENT_CHARACTERS_PER_RESULT, {
      description: 'Characters every read page keeps at least: 1 to 10,000, default 2,000.',
    })
    .inGroup(WebSearchSettingGroup.SEARXNG, (group) =>
      group.optional(S.SEARXNG_BASE_URL, {
        description:
          'The SearXNG instance (its root or its /search endpoint), e.g. http://searxng.internal:8080. Its JSON format must be enabled.',
      }),
    )
    .inGroup(WebSearchSettingGroup.BRAVE, (group) =>
      group
        .optionalSecret(S.BRAVE_API_KEY, { description: 'The Brave Search API subscription token.' })
        .optional(S.BRAVE_BASE_URL, {
          description: `The Brave web search endpoint; default ${BRAVE_SEARCH_DEFAULT_ENDPOINT}. For testing and proxies.`,
        }),
    )
    .inGroup(WebSearchSettingGroup.TAVILY, (group) =>
      group
        .optionalSecret(S.TAVILY_API_KEY, { description: 'The Tavily API key.' })
        .optionalEnum(S.TAVILY_SEARCH_DEPTH, TAVILY_SEARCH_DEPTHS, {
          description: 'basic (default) or advanced.',
        })
        .optional(S.TAVILY_BASE_URL, {
          description: `The Tavily search endpoint; default ${TAVILY_DEFAULT_ENDPOINT}. For testing and proxies.`,
        }),
    )
    .build();
}

function value(values: ToolSettingsValues, name: string): string | undefined {
  const text = Object.hasOwn(values, name) || name in values ? values[name] : undefined;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** The services whose settings are filled in, in failover order (their settings may still be wrong). */
export function configuredBackendIds(values: ToolSettingsValues): WebSearchBackendId[] {
  return WEB_SEARCH_BACKEND_IDS.filter((id) => {
    switch (id) {
      case 'SEARXNG':
        return value(values, WebSearchSetting.SEARXNG_BASE_URL) !== undefined;
      case 'BRAVE':
        return value(values, WebSearchSetting.BRAVE_API_KEY) !== undefined;
      case 'TAVILY':
        return value(values, WebSearchSetting.TAVILY_API_KEY) !== undefined;
    }
    return false;
  });
}

const SAFE_SEARCH_LEVELS_BY_BACKEND: Readonly<Record<WebSearchBackendId, readonly SafeSearchLevel[]>> = {
  SEARXNG: ['OFF', 'MODERATE', 'STRICT'],
  BRAVE: ['OFF', 'MODERATE', 'STRICT'],
  TAVILY: ['OFF', 'STRICT'],
};

const BACKEND_NAMES: Readonly<Record<WebSearchBackendId, string>> = {
  SEARXNG: 'SearXNG',
  BRAVE: 'Brave Search',
  TAVILY: 'Tavily',
};

/**
 * Checks the settings; returns a message for the administrator or null. Secrets are only checked
 * for presence (they read as a mask here). Never quotes a value.
 */
export function validateWebSearchSettings(values: ToolSettingsValues): string | null {
  const S = WebSearchSetting;
  const configured = configuredBackendIds(values);
  if (configured.length === 0) {
    return `Please configure at least one search service: '${S.SEARXNG_BASE_URL}' (a SearXNG instance), '${S.BRAVE_API_KEY}' (Brave Search API) or '${S.TAVILY_API_KEY}' (Tavily).`;
  }
  if (configured.includes('SEARXNG')) {
    const endpoint = searxngSearchEndpoint(value(values, S.SEARXNG_BASE_URL) ?? '');
    if (typeof endpoint === 'string') return endpoint;
  }
  for (const name of [S.BRAVE_BASE_URL, S.TAVILY_BASE_URL]) {
    const text = value(values, name);
    if (text === undefined) continue;
    const endpoint = parseEndpointSetting(name, text);
    if (typeof endpoint === 'string') return endpoint;
  }
  const choices: readonly [string, readonly string[]][] = [
    [S.DEFAULT_LANGUAGE, ToolSettingsOptionSources.getValues(ToolSettingsOptionSources.COMMON_LANGUAGES)],
    [S.BACKEND_STRATEGY, BACKEND_STRATEGIES],
    [S.PRIMARY_BACKEND, WEB_SEARCH_BACKEND_IDS],
    [S.DEFAULT_SAFE_SEARCH, SAFE_SEARCH_LEVELS],
    [S.TAVILY_SEARCH_DEPTH, TAVILY_SEARCH_DEPTHS],
  ];
  for (const [name, allowed] of choices) {
    const problem = ToolSettingsValueParser.tryValidateOptionValue(values, name, allowed);
    if (problem !== null) return problem;
  }
  const strategy = (value(values, S.BACKEND_STRATEGY) ?? 'FAILOVER') as WebSearchBackendStrategy;
  const primary = value(values, S.PRIMARY_BACKEND) as WebSearchBackendId | undefined;
  if (primary !== undefined && !configured.includes(primary)) {
    return `The setting '${S.PRIMARY_BACKEND}' names ${primary}, which is not configured.`;
  }
  if (strategy === 'SPECIFIC' && primary === undefined && configured.length > 1) {
    return `The strategy SPECIFIC needs the setting '${S.PRIMARY_BACKEND}': which of the configured services to ask.`;
  }
  const safeSearch = value(values, S.DEFAULT_SAFE_SEARCH) as SafeSearchLevel | undefined;
  if (safeSearch !== undefined && safeSearch !== 'OFF') {
    const asked = strategy === 'SPECIFIC' && primary !== undefined ? [primary] : configured;
    if (!asked.some((id) => SAFE_SEARCH_LEVELS_BY_BACKEND[id].includes(safeSearch))) {
      const names = asked.map((id) => BACKEND_NAMES[id]).join(', ');
      return `The safe-search level ${safeSearch} cannot be honoured by ${names}. Configure a service that can (SearXNG or Brave Search), or choose another level.`;
    }
  }
  const bounded: readonly [string, number][] = [
    [S.MAX_RESULTS, WEB_SEARCH_LIMITS.maxResults],
    [S.SEARCH_TIMEOUT_SECONDS, WEB_SEARCH_LIMITS.maxSearchTimeoutSeconds],
    [S.PAGE_TIMEOUT_SECONDS, WEB_SEARCH_LIMITS.maxPageTimeoutSeconds],
    [S.ALL_PAGES_RETRIEVAL_TIMEOUT_SECONDS, WEB_SEARCH_LIMITS.maxAllPagesRetrievalTimeoutSeconds],
    [S.MAX_TOTAL_CONTENT_CHARACTERS, WEB_SEARCH_LIMITS.maxTotalContentCharacters],
    [S.MIN_CONTENT_CHARACTERS_PER_RESULT, WEB_SEARCH_LIMITS.maxMinContentCharactersPerResult],
  ];
  for (const [name, maximum] of bounded) {
    const result = ToolSettingsValueParser.tryReadBoundedOptionalPositiveInteger(values, name, maximum);
    if (!result.ok) return result.message;
  }
  const configuration = readWebSearchConfiguration(values);
  if (configuration.maxTotalContentCharacters < configuration.minContentCharactersPerResult * 20) {
    return `The setting '${S.MAX_TOTAL_CONTENT_CHARACTERS}' must be at least 20 times '${S.MIN_CONTENT_CHARACTERS_PER_RESULT}' (${configuration.minContentCharactersPerResult * 20}), so that 20 read pages each get their minimum.`;
  }
  return null;
}

/** A warning for the administrator (not an error): configured services that a safe-search policy leaves out. */
export function safeSearchWarning(values: ToolSettingsValues): string | null {
  const safeSearch = value(values, WebSearchSetting.DEFAULT_SAFE_SEARCH) as SafeSearchLevel | undefined;
  if (safeSearch === undefined || safeSearch === 'OFF') return null;
  const excluded = configuredBackendIds(values).filter((id) => !SAFE_SEARCH_LEVELS_BY_BACKEND[id].includes(safeSearch));
  if (excluded.length === 0) return null;
  return `${excluded.map((id) => BACKEND_NAMES[id]).join(', ')} cannot filter at the safe-search level ${safeSearch} and will not be asked while it is set.`;
}

/** The settings for a search (blank or invalid numbers read as their defaults, all clamped to their maxima). */
export function readWebSearchConfiguration(values: ToolSettingsValues): WebSearchConfiguration {
  const S = WebSearchSetting;
  const L = WEB_SEARCH_LIMITS;
  const number = (name: string, fallback: number, maximum: number) =>
    ToolSettingsValueParser.readOptionalPositiveInteger(values, name, fallback, maximum);
  const strategy = value(values, S.BACKEND_STRATEGY);
  const primary = value(values, S.PRIMARY_BACKEND);
  const safeSearch = value(values, S.DEFAULT_SAFE_SEARCH);
  return {
    strategy: BACKEND_STRATEGIES.includes(strategy as WebSearchBackendStrategy)
      ? (strategy as WebSearchBackendStrategy)
      : 'FAILOVER',
    primaryBackend: WEB_SEARCH_BACKEND_IDS.includes(primary as WebSearchBackendId)
      ? (primary as WebSearchBackendId)
      : undefined,
    defaultLanguage: value(values, S.DEFAULT_LANGUAGE) ?? ANY_LANGUAGE,
    defaultSafeSearch: SAFE_SEARCH_LEVELS.includes(safeSearch as SafeSearchLevel)
      ? (safeSearch as SafeSearchLevel)
      : undefined,
    maxResults: number(S.MAX_RESULTS, L.defaultMaxResults, L.maxResults),
    searchTimeoutSeconds: number(S.SEARCH_TIMEOUT_SECONDS, L.defaultSearchTimeoutSeconds, L.maxSearchTimeoutSeconds),
    pageTimeoutSeconds: number(S.PAGE_TIMEOUT_SECONDS, L.defaultPageTimeoutSeconds, L.maxPageTimeoutSeconds),
    allPagesRetrievalTimeoutSeconds: number(
      S.ALL_PAGES_RETRIEVAL_TIMEOUT_SECONDS,
      L.defaultAllPagesRetrievalTimeoutSeconds,
      L.maxAllPagesRetrievalTimeoutSeconds,
    ),
    maxTotalContentCharacters: number(
      S.MAX_TOTAL_CONTENT_CHARACTERS,
      L.defaultMaxTotalContentCharacters,
      L.maxTotalContentCharacters,
    ),
    minContentCharactersPerResult: number(
      S.MIN_CONTENT_CHARACTERS_PER_RESULT,
      L.defaultMinContentCharactersPerResult,
      L.maxMinContentCharactersPerResult,
    ),
  };
}

/** The configured services as backends, in failover order (settings already validated). */
export function createConfiguredBackends(
  values: ToolSettingsValues,
  retrieval: WebPageRetrievalService,
): WebSearchBackend[] {
  const S = WebSearchSetting;
  const backends: WebSearchBackend[] = [];
  for (const id of configuredBackendIds(values)) {
    if (id === 'SEARXNG') {
      const endpoint = searxngSearchEndpoint(value(values, S.SEARXNG_BASE_URL) ?? '');
      if (typeof endpoint !== 'string') backends.push(new SearxngSearchBackend(retrieval, endpoint));
    } else if (id === 'BRAVE') {
      const endpoint = parseEndpointSetting(
        S.BRAVE_BASE_URL,
        value(values, S.BRAVE_BASE_URL) ?? BRAVE_SEARCH_DEFAULT_ENDPOINT,
      );
      if (typeof endpoint !== 'string') {
        backends.push(new BraveSearchBackend(retrieval, endpoint, value(values, S.BRAVE_API_KEY) ?? ''));
      }
    } else {
      const endpoint = parseEndpointSetting(
        S.TAVILY_BASE_URL,
        value(values, S.TAVILY_BASE_URL) ?? TAVILY_DEFAULT_ENDPOINT,
      );
      const depth = value(values, S.TAVILY_SEARCH_DEPTH);
      if (typeof endpoint !== 'string') {
        backends.push(
          new TavilySearchBackend(
            retrieval,
            endpoint,
            value(values, S.TAVILY_API_KEY) ?? '',
            TAVILY_SEARCH_DEPTHS.includes(depth as TavilySearchDepth) ? (depth as TavilySearchDepth) : 'basic',
          ),
        );
      }
    }
  }
  return backends;
}
