export { WebSearchTool, WEB_SEARCH_SYSTEM_PROMPT_INSTRUCTIONS, canonicalLanguageTag } from './WebSearchTool.js';
export type { WebSearchToolOptions } from './WebSearchTool.js';
export { WEB_SEARCH_TOOL_ID, WebSearchArgument, WebSearchSetting, WebSearchSettingGroup } from './WebSearchNames.js';
export {
  WEB_SEARCH_LIMITS,
  buildWebSearchSettingsSchema,
  readWebSearchConfiguration,
  safeSearchWarning,
  validateWebSearchSettings,
} from './WebSearchSettings.js';
export type { WebSearchConfiguration } from './WebSearchSettings.js';
export {
  SafeSearchLevel,
  WEB_SEARCH_BACKEND_IDS,
  WEB_SEARCH_TIME_RANGES,
  WebSearchBackendId,
  WebSearchBackendStrategy,
} from './WebSearchBackend.js';
export type {
  WebSearchBackend,
  WebSearchBackendAnswer,
  WebSearchBackendCapabilities,
  WebSearchHit,
  WebSearchQuery,
  WebSearchTimeRange,
} from './WebSearchBackend.js';
export { SEARXNG_MAX_PAGE, SearxngSearchBackend, searxngSearchEndpoint } from './SearxngSearchBackend.js';
export {
  BRAVE_MAX_PAGE,
  BRAVE_MAX_QUERY_CHARACTERS,
  BRAVE_SEARCH_DEFAULT_ENDPOINT,
  BraveSearchBackend,
} from './BraveSearchBackend.js';
export {
  TAVILY_DEFAULT_ENDPOINT,
  TAVILY_MAX_PAGE,
  TAVILY_SEARCH_DEPTHS,
  TavilySearchBackend,
} from './TavilySearchBackend.js';
export type { TavilySearchDepth } from './TavilySearchBackend.js';
export { WebSearchPageStatus, MISSING_PAGE_REASONS, SNIPPET_MAX_CHARACTERS } from './buildWebSearchResult.js';
export { PARALLEL_PAGE_READS } from './readResultPages.js';
export type { ResultPageOutcome } from './readResultPages.js';
// The error class itself stays internal (hosts see its `code` through ToolgateError.isInstance).
export { WebSearchErrorCode } from './WebSearchError.js';
