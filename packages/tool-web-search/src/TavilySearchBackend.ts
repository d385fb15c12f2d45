import type { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { objectField, requestBackendJson, textField } from './requestBackendJson.js';
import type {
  WebSearchBackend,
  WebSearchBackendAnswer,
  WebSearchBackendCapabilities,
  WebSearchHit,
  WebSearchQuery,
} from './WebSearchBackend.js';

/** Tavily's search endpoint. */
export const TAVILY_DEFAULT_ENDPOINT = 'https://api.tavily.com/search';
/** Tavily has no paging: one page of up to 20 results. */
export const TAVILY_MAX_PAGE = 1;
/** The search depths offered (the faster ones drop safe search silently, so they are not offered). */
export const TAVILY_SEARCH_DEPTHS = Object.freeze(['basic', 'advanced'] as const);
/** One of {@link TAVILY_SEARCH_DEPTHS}. */
export type TavilySearchDepth = (typeof TAVILY_SEARCH_DEPTHS)[number];

/**
 * Tavily: `POST /search` with `Authorization: Bearer <key>` and a JSON body (`query`,
 * `search_depth`, `max_results`, `time_range`, `safe_search`). No answer and no raw content are
 * requested: pages are read through the retrieval service and the prompt-injection filter like
 * every other hit. Tavily's safe search is on or off, so it honours `STRICT` and `OFF` but not
 * `MODERATE`; it does not filter by language.
 */
export class TavilySearchBackend implements WebSearchBackend {
  readonly id = 'TAVILY' as const;
  readonly displayName = 'Tavily';
  readonly capabilities: WebSearchBackendCapabilities = Object.freeze({
    safeSearchLevels: Object.freeze(['OFF', 'STRICT'] as const),
    supportsTimeRange: true,
    supportsLanguage: false,
    maxPage: TAVILY_MAX_PAGE,
  });
  readonly #retrieval: WebPageRetrievalService;
  readonly #endpoint: URL;
  readonly #apiKey: string;
  readonly #searchDepth: TavilySearchDepth;

  constructor(retrieval: WebPageRetrievalService, endpoint: URL, apiKey: string, searchDepth: TavilySearchDepth) {
    this.#retrieval = retrieval;
    this.#endpoint = endpoint;
    this.#apiKey = apiKey;
    this.#searchDepth = searchDepth;
  }

  async search(query: WebSearchQuery, signal: AbortSignal): Promise<WebSearchBackendAnswer> {
    const body = objectField(
      await requestBackendJson(
        this.#retrieval,
        {
          backendName: this.displayName,
          url: this.#endpoint.href,
          method: 'POST',
          headers: { authorization: `Bearer ${this.#apiKey}` },
          jsonBody: {
            query: query.query,
            search_depth: this.#searchDepth,
            max_results: Math.min(20, query.limit),
            include_answer: false,
            include_raw_content: false,
            include_images: false,
            ...(query.timeRange === undefined ? {} : { time_range: query.timeRange }),
            ...(query.safeSearch === undefined ? {} : { safe_search: query.safeSearch !== 'OFF' }),
          },
          timeoutMs: query.timeoutMs,
          providerConfidence: query.providerConfidence,
          hints: {
            statuses: {
              400: 'it refused the search parameters',
              401: 'the API key was not accepted',
              429: 'it is rate limiting this key',
              432: 'the plan limit of the API key is used up',
              433: 'the pay-as-you-go limit of the API key is used up',
            },
          },
        },
        signal,
      ),
    );
    const results = Array.isArray(body?.['results']) ? (body['results'] as unknown[]) : [];
    const hits: WebSearchHit[] = [];
    for (const raw of results) {
      const entry = objectField(raw);
      const url = textField(entry?.['url']);
      if (entry === undefined || url === undefined) continue;
      hits.push({
        url,
        title: textField(entry['title']),
        snippet: textField(entry['content']),
        publishedDate: textField(entry['published_date']),
      });
    }
    return { hits, notes: [], hasMore: false };
  }
}
