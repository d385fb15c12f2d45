/** The id and function name of the tool. */
export const WEB_SEARCH_TOOL_ID = 'web_search';

/** The argument names of `web_search`, shared by the schema and the reading code. */
export const WebSearchArgument = Object.freeze({
  QUERY: 'query',
  LANGUAGE: 'language',
  TIME_RANGE: 'time_range',
  PAGE: 'page',
  LIMIT: 'limit',
} as const);

/**
 * The setting (field) names of `web_search`, shared by the schema, the reading code and the
 * README. An organization addresses one as `web_search.<name>`, e.g. `web_search.searxng.baseUrl`.
 */
export const WebSearchSetting = Object.freeze({
  /** `FAILOVER` (default), `PARALLEL` or `SPECIFIC`. */
  BACKEND_STRATEGY: 'backendStrategy',
  /** The service asked first (`FAILOVER`) or alone (`SPECIFIC`). */
  PRIMARY_BACKEND: 'primaryBackend',
  /** The language searched when the model names none (required; `all` = any language). */
  DEFAULT_LANGUAGE: 'defaultLanguage',
  /** `OFF`, `MODERATE` or `STRICT`; blank leaves it to each service. */
  DEFAULT_SAFE_SEARCH: 'defaultSafeSearch',
  /** Results per search when the model passes no `limit` (default 5, at most 20). */
  MAX_RESULTS: 'maxResults',
  /** Seconds each search service may take (default 30, at most 240). */
  SEARCH_TIMEOUT_SECONDS: 'searchTimeoutSeconds',
  /** Seconds one result page may take (default 30, at most 60). */
  PAGE_TIMEOUT_SECONDS: 'pageTimeoutSeconds',
  /** Seconds all result pages together may take (default 60, at most 120). */
  ALL_PAGES_RETRIEVAL_TIMEOUT_SECONDS: 'allPagesRetrievalTimeoutSeconds',
  /** Characters of page content per search, shared by the read pages (default 100,000, at most 200,000). */
  MAX_TOTAL_CONTENT_CHARACTERS: 'maxTotalContentCharacters',
  /** Characters every read page keeps at least (default 2,000, at most 10,000). */
  MIN_CONTENT_CHARACTERS_PER_RESULT: 'minContentCharactersPerResult',
  /** The SearXNG instance: its root or its `/search` endpoint. */
  SEARXNG_BASE_URL: 'searxng.baseUrl',
  /** The Brave Search API subscription token (secret). */
  BRAVE_API_KEY: 'brave.apiKey',
  /** The Brave Search API endpoint (default `https://api.search.brave.com/res/v1/web/search`; for testing and proxies). */
  BRAVE_BASE_URL: 'brave.baseUrl',
  /** The Tavily API key (secret). */
  TAVILY_API_KEY: 'tavily.apiKey',
  /** `basic` (default) or `advanced`. */
  TAVILY_SEARCH_DEPTH: 'tavily.searchDepth',
  /** The Tavily search endpoint (default `https://api.tavily.com/search`; for testing and proxies). */
  TAVILY_BASE_URL: 'tavily.baseUrl',
} as const);

/** The settings groups, one per search service. */
export const WebSearchSettingGroup = Object.freeze({
  SEARXNG: 'searxng',
  BRAVE: 'brave',
  TAVILY: 'tavily',
} as const);
