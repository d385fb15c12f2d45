import type { ConfidenceLevel } from '@toolgate/core';

/** The search services `web_search` speaks to, in the order failover asks them. */
export const WebSearchBackendId = Object.freeze({
  SEARXNG: 'SEARXNG',
  BRAVE: 'BRAVE',
  TAVILY: 'TAVILY',
} as const);
/** One of the {@link WebSearchBackendId} values. */
export type WebSearchBackendId = (typeof WebSearchBackendId)[keyof typeof WebSearchBackendId];

/** Every backend id in failover order. */
export const WEB_SEARCH_BACKEND_IDS: readonly WebSearchBackendId[] = Object.freeze(['SEARXNG', 'BRAVE', 'TAVILY']);

/** How several configured services are asked. */
export const WebSearchBackendStrategy = Object.freeze({
  /** One after another (the preferred one first) until one finds something. The default. */
  FAILOVER: 'FAILOVER',
  /** All at once; their hits are merged turn by turn. */
  PARALLEL: 'PARALLEL',
  /** Only the preferred service. */
  SPECIFIC: 'SPECIFIC',
} as const);
/** One of the {@link WebSearchBackendStrategy} values. */
export type WebSearchBackendStrategy = (typeof WebSearchBackendStrategy)[keyof typeof WebSearchBackendStrategy];

/** A safe-search policy. */
export const SafeSearchLevel = Object.freeze({ OFF: 'OFF', MODERATE: 'MODERATE', STRICT: 'STRICT' } as const);
/** One of the {@link SafeSearchLevel} values. */
export type SafeSearchLevel = (typeof SafeSearchLevel)[keyof typeof SafeSearchLevel];

/** The time ranges the `time_range` argument takes. */
export const WEB_SEARCH_TIME_RANGES = Object.freeze(['day', 'week', 'month', 'year'] as const);
/** One of {@link WEB_SEARCH_TIME_RANGES}. */
export type WebSearchTimeRange = (typeof WEB_SEARCH_TIME_RANGES)[number];

/** What a service can honour. A service that cannot honour a requested safe-search level is not asked. */
export interface WebSearchBackendCapabilities {
  /** The safe-search levels it filters at (a level it cannot honour excludes it while that policy is set). */
  readonly safeSearchLevels: readonly SafeSearchLevel[];
  readonly supportsTimeRange: boolean;
  readonly supportsLanguage: boolean;
  /** The deepest page it serves. */
  readonly maxPage: number;
}

/** One search as a backend receives it. */
export interface WebSearchQuery {
  readonly query: string;
  /** An IETF language tag such as `de-DE`, or `all`. */
  readonly language: string;
  readonly timeRange: WebSearchTimeRange | undefined;
  /** From 1, never beyond the backend's `maxPage`. */
  readonly page: number;
  /** Undefined: leave it to the service. */
  readonly safeSearch: SafeSearchLevel | undefined;
  /** How many hits are wanted (1–20). */
  readonly limit: number;
  readonly timeoutMs: number;
  /** The confidence of the provider the results go to. */
  readonly providerConfidence: ConfidenceLevel;
}

/** One hit as a service returned it. Every text field is untrusted. */
export interface WebSearchHit {
  readonly url: string;
  readonly title?: string | undefined;
  readonly snippet?: string | undefined;
  readonly publishedDate?: string | undefined;
}

/** What one service answered. */
export interface WebSearchBackendAnswer {
  /** In the service's order. */
  readonly hits: readonly WebSearchHit[];
  /** For the model (unsupported filters, unresponsive engines, an altered query…). */
  readonly notes: readonly string[];
  /** True when the service has another page within its `maxPage`. */
  readonly hasMore: boolean;
}

/**
 * One search service. Implementations speak the service's real HTTP API through the host's
 * `WebPageRetrievalService` (`requestJson`), so the host's resolver and connect-to
 * mappings and the SSRF defences apply to every request.
 */
export interface WebSearchBackend {
  readonly id: WebSearchBackendId;
  /** The name the model and the user read, e.g. `SearXNG`. */
  readonly displayName: string;
  readonly capabilities: WebSearchBackendCapabilities;
  /** Rejects with a `WebSearchError` (code `BACKEND_FAILED`) when the service cannot be asked. */
  search(query: WebSearchQuery, signal: AbortSignal): Promise<WebSearchBackendAnswer>;
}
