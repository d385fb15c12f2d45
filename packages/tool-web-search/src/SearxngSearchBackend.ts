import type { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { objectField, parseEndpointSetting, requestBackendJson, textField } from './requestBackendJson.js';
import type {
  SafeSearchLevel,
  WebSearchBackend,
  WebSearchBackendAnswer,
  WebSearchBackendCapabilities,
  WebSearchHit,
  WebSearchQuery,
} from './WebSearchBackend.js';
import { WebSearchSetting } from './WebSearchNames.js';

/** The deepest page SearXNG is asked for. */
export const SEARXNG_MAX_PAGE = 20;

const SAFE_SEARCH_PARAMETER: Readonly<Record<SafeSearchLevel, string>> = { OFF: '0', MODERATE: '1', STRICT: '2' };

/**
 * The search endpoint of a SearXNG base URL (the instance's root or its `/search` endpoint; query
 * and fragment dropped), or a message for the administrator.
 */
export function searxngSearchEndpoint(baseUrl: string): URL | string {
  const parsed = parseEndpointSetting(WebSearchSetting.SEARXNG_BASE_URL, baseUrl);
  if (typeof parsed === 'string') return parsed;
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.endsWith('/search') ? path : `${path}/search`;
  return parsed;
}

/**
 * SearXNG, the recommended self-hosted default: `GET <base>/search?q=…&format=json` with
 * `language`, `pageno`, `time_range` and `safesearch` (0/1/2). The instance must have the JSON
 * format enabled (`search.formats` lists `json` in its settings.yml). Results are ordered by
 * their `score` when the instance sends one; engines that did not answer become a note.
 */
export class SearxngSearchBackend implements WebSearchBackend {
  readonly id = 'SEARXNG' as const;
  readonly displayName = 'SearXNG';
  readonly capabilities: WebSearchBackendCapabilities = Object.freeze({
    safeSearchLevels: Object.freeze(['OFF', 'MODERATE', 'STRICT'] as const),
    supportsTimeRange: true,
    supportsLanguage: true,
    maxPage: SEARXNG_MAX_PAGE,
  });
  readonly #retrieval: WebPageRetrievalService;
  readonly #endpoint: URL;

  /** `endpoint`: see {@link searxngSearchEndpoint}. */
  constructor(retrieval: WebPageRetrievalService, endpoint: URL) {
    this.#retrieval = retrieval;
    this.#endpoint = endpoint;
  }

  async search(query: WebSearchQuery, signal: AbortSignal): Promise<WebSearchBackendAnswer> {
    const url = new URL(this.#endpoint.href);
    url.searchParams.set('q', query.query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('language', query.language);
    url.searchParams.set('pageno', String(query.page));
    if (query.timeRange !== undefined) url.searchParams.set('time_range', query.timeRange);
    if (query.safeSearch !== undefined) url.searchParams.set('safesearch', SAFE_SEARCH_PARAMETER[query.safeSearch]);
    const body = objectField(
      await requestBackendJson(
        this.#retrieval,
        {
          backendName: this.displayName,
          url: url.href,
          timeoutMs: query.timeoutMs,
          providerConfidence: query.providerConfidence,
          hints: {
            statuses: {
              429: 'the instance is rate limiting this client; its limiter may need to let it through',
              401: 'the JSON API may be disabled or a bot check refused the request',
              403: 'the JSON API may be disabled (search.formats must list json) or a bot check refused the request',
            },
            notJson:
              'The instance must have the JSON format enabled: list json under search.formats in its settings.yml.',
          },
        },
        signal,
      ),
    );
    const rawResults = Array.isArray(body?.['results']) ? (body['results'] as unknown[]) : [];
    const scored = rawResults
      .map((entry, index) => ({ entry: objectField(entry), index }))
      .filter((item): item is { entry: Record<string, unknown>; index: number } => item.entry !== undefined);
    if (scored.some((item) => typeof item.entry['score'] === 'number')) {
      const score = (entry: Record<string, unknown>) => (typeof entry['score'] === 'number' ? entry['score'] : 0);
      scored.sort(
        (a, b) =>
          score(b.entry) - score(a.entry) ||
          (textField(a.entry['title']) ?? '').localeCompare(textField(b.entry['title']) ?? '') ||
          a.index - b.index,
      );
    }
    const hits: WebSearchHit[] = [];
    for (const { entry } of scored) {
      const url = textField(entry['url']);
      if (url === undefined) continue;
      hits.push({
        url,
        title: textField(entry['title']),
        snippet: textField(entry['content']),
        publishedDate: textField(entry['publishedDate']) ?? textField(entry['published_date']),
      });
    }
    const notes: string[] = [];
    const unresponsive = Array.isArray(body?.['unresponsive_engines'])
      ? (body['unresponsive_engines'] as unknown[])
      : [];
    const engines = unresponsive
      .map((engine) => {
        if (typeof engine === 'string') return engine;
        if (Array.isArray(engine) && typeof engine[0] === 'string') {
          return typeof engine[1] === 'string' && engine[1] !== '' ? `${engine[0]} (${engine[1]})` : engine[0];
        }
        return undefined;
      })
      .filter((engine): engine is string => engine !== undefined);
    if (engines.length > 0) notes.push(`Some of its engines did not answer: ${engines.join(', ')}.`);
    return { hits, notes, hasMore: hits.length > 0 && query.page < SEARXNG_MAX_PAGE };
  }
}
