import type { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { objectField, requestBackendJson, textField } from './requestBackendJson.js';
import type {
  WebSearchBackend,
  WebSearchBackendAnswer,
  WebSearchBackendCapabilities,
  WebSearchHit,
  WebSearchQuery,
  WebSearchTimeRange,
} from './WebSearchBackend.js';
import { WebSearchError, WebSearchErrorCode } from './WebSearchError.js';

/** The Brave Search API's web search endpoint. */
export const BRAVE_SEARCH_DEFAULT_ENDPOINT = 'https://api.search.brave.com/res/v1/web/search';
/** Brave serves `offset` 0–9 (in pages of `count`): ten pages. */
export const BRAVE_MAX_PAGE = 10;
/** Brave refuses longer queries (and more than 50 words). */
export const BRAVE_MAX_QUERY_CHARACTERS = 400;

const FRESHNESS: Readonly<Record<WebSearchTimeRange, string>> = { day: 'pd', week: 'pw', month: 'pm', year: 'py' };

/** Brave's `search_lang` codes are mostly ISO 639-1, with a few of its own. */
function braveSearchLanguage(primary: string, region: string | undefined, script: string | undefined): string {
  if (primary === 'ja') return 'jp';
  if (primary === 'zh') return script === 'hant' || region === 'tw' || region === 'hk' ? 'zh-hant' : 'zh-hans';
  if (primary === 'pt' && (region === 'br' || region === 'pt')) return `pt-${region}`;
  if (primary === 'en' && region === 'gb') return 'en-gb';
  return primary;
}

/** Brave marks the query in titles and descriptions with `<strong>` and escapes entities. */
function plainText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value
    .replace(/<[^>]{0,40}>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos|nbsp);/gi, (_match, entity: string) => {
      const lower = entity.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: ' ' }[lower] ?? '';
    })
    .trim();
  return text === '' ? undefined : text;
}

/**
 * The Brave Search API: `GET /res/v1/web/search` with the subscription token in
 * `X-Subscription-Token`, `q`, `count`, `offset` (the page), `search_lang` and `country` from the
 * language tag, `safesearch` (off/moderate/strict) and `freshness` (pd/pw/pm/py). Hits come from
 * `web.results`; `query.more_results_available` tells whether another page exists.
 */
export class BraveSearchBackend implements WebSearchBackend {
  readonly id = 'BRAVE' as const;
  readonly displayName = 'Brave Search';
  readonly capabilities: WebSearchBackendCapabilities = Object.freeze({
    safeSearchLevels: Object.freeze(['OFF', 'MODERATE', 'STRICT'] as const),
    supportsTimeRange: true,
    supportsLanguage: true,
    maxPage: BRAVE_MAX_PAGE,
  });
  readonly #retrieval: WebPageRetrievalService;
  readonly #endpoint: URL;
  readonly #apiKey: string;

  constructor(retrieval: WebPageRetrievalService, endpoint: URL, apiKey: string) {
    this.#retrieval = retrieval;
    this.#endpoint = endpoint;
    this.#apiKey = apiKey;
  }

  async search(query: WebSearchQuery, signal: AbortSignal): Promise<WebSearchBackendAnswer> {
    if (query.query.length > BRAVE_MAX_QUERY_CHARACTERS) {
      throw new WebSearchError(
        WebSearchErrorCode.BACKEND_FAILED,
        `${this.displayName} could not be asked: it accepts queries of at most ${BRAVE_MAX_QUERY_CHARACTERS} characters, and this one has ${query.query.length}. Shorten the query.`,
      );
    }
    const url = new URL(this.#endpoint.href);
    url.searchParams.set('q', query.query);
    url.searchParams.set('count', String(Math.min(20, query.limit)));
    url.searchParams.set('offset', String(query.page - 1));
    if (query.language !== 'all') {
      const [primary = '', ...rest] = query.language.toLowerCase().split('-');
      const region = rest.find((part) => part.length === 2);
      const script = rest.find((part) => part.length === 4);
      url.searchParams.set('search_lang', braveSearchLanguage(primary, region, script));
      if (region !== undefined) url.searchParams.set('country', region.toUpperCase());
    }
    if (query.safeSearch !== undefined) url.searchParams.set('safesearch', query.safeSearch.toLowerCase());
    if (query.timeRange !== undefined) url.searchParams.set('freshness', FRESHNESS[query.timeRange]);
    const body = objectField(
      await requestBackendJson(
        this.#retrieval,
        {
          backendName: this.displayName,
          url: url.href,
          headers: { 'X-Subscription-Token': this.#apiKey },
          timeoutMs: query.timeoutMs,
          providerConfidence: query.providerConfidence,
          hints: {
            statuses: {
              401: 'the API key was not accepted',
              403: 'the API key is not allowed to use web search',
              422: 'it refused the search parameters',
              429: 'the rate limit or the monthly quota of the API key is used up',
            },
          },
        },
        signal,
      ),
    );
    const web = objectField(body?.['web']);
    const results = Array.isArray(web?.['results']) ? (web['results'] as unknown[]) : [];
    const hits: WebSearchHit[] = [];
    for (const raw of results) {
      const entry = objectField(raw);
      const url = textField(entry?.['url']);
      if (entry === undefined || url === undefined) continue;
      hits.push({
        url,
        title: plainText(textField(entry['title'])),
        snippet: plainText(textField(entry['description'])),
        publishedDate: textField(entry['page_age']) ?? textField(entry['age']),
      });
    }
    const notes: string[] = [];
    const queryInfo = objectField(body?.['query']);
    const altered = textField(queryInfo?.['altered']);
    if (altered !== undefined) notes.push(`It searched for '${altered}' instead of the query as written.`);
    const moreAvailable = queryInfo?.['more_results_available'] === true;
    return { hits, notes, hasMore: moreAvailable && query.page < BRAVE_MAX_PAGE };
  }
}
