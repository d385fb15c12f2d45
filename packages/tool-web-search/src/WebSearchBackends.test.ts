import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleHtml, sendJson, WebSearchTestWorld } from './test/WebSearchTestWorld.js';

let world: WebSearchTestWorld;

beforeAll(async () => {
  world = await WebSearchTestWorld.start({
    '/a': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/html' }).end(articleHtml('Page A', 'Alpha text for the reader.')),
    '/b': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/html' }).end(articleHtml('Page B', 'Bravo text for the reader.')),
    '/c': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/html' }).end(articleHtml('Page C', 'Charlie text for the reader.')),
  });
});
afterAll(async () => world.close());
beforeEach(() => {
  world.apiRequests.length = 0;
  for (const key of Object.keys(world.handlers)) delete world.handlers[key];
});

type Json = Record<string, unknown> & { results: Record<string, unknown>[]; notes?: string[] };
const json = (result: { jsonContent: unknown }) => result.jsonContent as Json;

function braveAnswers(results: Record<string, unknown>[], more = false, query: Record<string, unknown> = {}): void {
  world.handlers['/res/v1/web/search'] = (_request, response) =>
    sendJson(response, {
      type: 'search',
      query: { original: 'q', more_results_available: more, ...query },
      web: { type: 'search', results },
    });
}

function tavilyAnswers(results: Record<string, unknown>[]): void {
  world.handlers['/tavily/search'] = (_request, response) =>
    sendJson(response, { query: 'q', results, response_time: 0.5 });
}

describe('SearXNG', () => {
  it('sends q, format=json, language, pageno, time_range and the numeric safe-search level', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
    await world.execute(
      { query: 'toolgate news', language: 'de-DE', time_range: 'week', page: 3 },
      world.searxngSettings({ defaultSafeSearch: 'MODERATE' }),
    );
    const request = world.apiRequests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'toolgate news',
      format: 'json',
      language: 'de-DE',
      pageno: '3',
      time_range: 'week',
      safesearch: '1',
    });
  });

  it('takes the instance root or its /search endpoint as base URL, dropping query and fragment', async () => {
    world.searxngAnswers([]);
    world.handlers['/instance/search'] = world.handlers['/search'] as NonNullable<(typeof world.handlers)[string]>;
    await world.execute({ query: 'x' }, world.searxngSettings({ 'searxng.baseUrl': world.apiUrl('/instance/?a=1#f') }));
    expect(world.apiRequests.at(-1)?.url.pathname).toBe('/instance/search');
    await world.execute({ query: 'x' }, world.searxngSettings({ 'searxng.baseUrl': world.apiUrl('/search') }));
    expect(world.apiRequests.at(-1)?.url.pathname).toBe('/search');
    expect(world.apiRequests.at(-1)?.url.searchParams.has('a')).toBe(false);
  });

  it('reaches an operator-configured instance on a private address', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
    const result = json(
      await world.execute(
        { query: 'x' },
        world.searxngSettings({ 'searxng.baseUrl': world.apiUrl('/', 'searxng.internal') }),
      ),
    );
    expect(result['backends']).toEqual(['SearXNG']);
    expect(result['retrieved_page_count']).toBe(1);
  });

  it('orders hits by score, reads both date spellings and reports unresponsive engines', async () => {
    world.searxngAnswers(
      [
        { url: world.pageUrl('/a'), title: 'Low', content: 'low', score: 0.5, publishedDate: '2026-01-02T00:00:00' },
        { url: world.pageUrl('/b'), title: 'High', content: 'high', score: 3, published_date: '2026-03-04' },
      ],
      { unresponsive_engines: [['google', 'timeout'], 'bing'] },
    );
    const result = json(await world.execute({ query: 'x' }, world.searxngSettings()));
    expect(result.results.map((entry) => entry['requested_url'])).toEqual([world.pageUrl('/b'), world.pageUrl('/a')]);
    expect(result.results.map((entry) => (entry['search_metadata'] as Record<string, unknown>)['rank'])).toEqual([
      1, 2,
    ]);
    expect(result.notes).toContain('Some of its engines did not answer: google (timeout), bing.');
    expect(result['has_more']).toBe(true);
  });

  it('explains a disabled JSON format and a refused request', async () => {
    world.handlers['/search'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>search page</html>');
    await expect(world.execute({ query: 'x' }, world.searxngSettings())).rejects.toThrow(
      /not JSON\. The instance must have the JSON format enabled: list json under search\.formats in its settings\.yml\./,
    );
    world.handlers['/search'] = (_request, response) => sendJson(response, {}, 403);
    await expect(world.execute({ query: 'x' }, world.searxngSettings())).rejects.toThrow(
      'SearXNG could not be asked: it answered HTTP 403 (the JSON API may be disabled (search.formats must list json) or a bot check refused the request).',
    );
  });
});

describe('Brave Search API', () => {
  it('sends the token header, q, count, offset, search_lang, country, safesearch and freshness', async () => {
    braveAnswers([{ title: 'A', url: world.pageUrl('/a'), description: 'alpha' }]);
    await world.execute(
      { query: 'toolgate', language: 'pt-BR', time_range: 'month', page: 2, limit: 7 },
      world.braveSettings({ defaultSafeSearch: 'STRICT' }),
    );
    const request = world.apiRequests.at(-1);
    expect(request?.url.pathname).toBe('/res/v1/web/search');
    expect(request?.headers['x-subscription-token']).toBe('brave-secret-key-1234');
    expect(request?.headers.accept).toBe('application/json');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'toolgate',
      count: '7',
      offset: '1',
      search_lang: 'pt-br',
      country: 'BR',
      safesearch: 'strict',
      freshness: 'pm',
    });
    await world.execute({ query: 'x', language: 'ja-JP' }, world.braveSettings());
    expect(world.apiRequests.at(-1)?.url.searchParams.get('search_lang')).toBe('jp');
    await world.execute({ query: 'x', language: 'all' }, world.braveSettings());
    expect(world.apiRequests.at(-1)?.url.searchParams.has('search_lang')).toBe(false);
  });

  it('reads web.results, strips its <strong> marks and entities, and reports more results and an altered query', async () => {
    braveAnswers(
      [
        {
          title: 'The <strong>toolgate</strong> guide',
          url: 'https://unreachable.invalid/x',
          description: 'It&#x27;s <strong>fast</strong> &amp; safe',
          page_age: '2026-11-02T10:00:00',
        },
      ],
      true,
      { altered: 'toolgate guide' },
    );
    const result = json(await world.execute({ query: 'toolgat guide' }, world.braveSettings()));
    const first = result.results[0] as { page: Record<string, unknown>; search_metadata: Record<string, unknown> };
    expect(first.page['title']).toBe('The toolgate guide');
    expect(first.page['content']).toBe("It's fast & safe");
    expect(first.search_metadata['published_date']).toBe('2026-11-02T10:00:00');
    expect(result['has_more']).toBe(true);
    expect(result.notes).toContain("It searched for 'toolgate guide' instead of the query as written.");
  });

  it('explains a refused key without ever quoting it', async () => {
    world.handlers['/res/v1/web/search'] = (_request, response) => sendJson(response, { error: 'bad token' }, 401);
    const failure = await world.execute({ query: 'x' }, world.braveSettings()).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(
      'Brave Search could not be asked: it answered HTTP 401 (the API key was not accepted).',
    );
    expect((failure as Error).message).not.toContain('brave-secret-key-1234');
  });

  it('never sends the key where a redirect points: a redirect to another host is refused before it is followed', async () => {
    world.handlers['/res/v1/web/search'] = (_request, response) =>
      response.writeHead(302, { location: `http://collector.example:${world.other.port}/steal` }).end();
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
    const before = world.other.requests.length;
    const result = json(
      await world.execute(
        { query: 'x' },
        { ...world.searxngSettings(), ...world.braveSettings(), primaryBackend: 'BRAVE' },
      ),
    );
    expect(world.other.requests.length).toBe(before);
    expect(result['backends']).toEqual(['SearXNG']);
    expect(result.notes?.[0]).toMatch(/^Brave Search could not be asked: Refused to follow the API's redirect/);
    expect(JSON.stringify(result)).not.toContain('brave-secret-key-1234');
  });

  it('asks no service with a query longer than it accepts, saying to shorten it', async () => {
    braveAnswers([]);
    await expect(world.execute({ query: 'q'.repeat(401) }, world.braveSettings())).rejects.toThrow(
      'it accepts queries of at most 400 characters, and this one has 401. Shorten the query.',
    );
    expect(world.apiRequests).toHaveLength(0);
  });
});

describe('Tavily', () => {
  it('POSTs query, depth, max_results, time_range and safe_search with a bearer key, asking for no answer or raw content', async () => {
    tavilyAnswers([
      { title: 'A', url: world.pageUrl('/a'), content: 'alpha', score: 0.9, published_date: '2026-10-01' },
    ]);
    const result = json(
      await world.execute(
        { query: 'toolgate', time_range: 'day', limit: 3, language: 'de-DE' },
        world.tavilySettings({ 'tavily.searchDepth': 'advanced', defaultSafeSearch: 'STRICT' }),
      ),
    );
    const request = world.apiRequests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/tavily/search');
    expect(request?.headers.authorization).toBe('Bearer tvly-secret-key-5678');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      query: 'toolgate',
      search_depth: 'advanced',
      max_results: 3,
      include_answer: false,
      include_raw_content: false,
      include_images: false,
      time_range: 'day',
      safe_search: true,
    });
    expect(result.notes).toContain('It does not filter by language; its results may be in any language.');
    expect(result['has_more']).toBe(false);
    expect(result.results[0]?.['search_metadata']).toMatchObject({ published_date: '2026-10-01' });
  });
});

describe('strategies', () => {
  const all = () => ({ ...world.searxngSettings(), ...world.braveSettings(), ...world.tavilySettings() });

  it('FAILOVER asks the preferred service first and stops at the first that finds something', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
    braveAnswers([{ title: 'B', url: world.pageUrl('/b'), description: 'bravo' }]);
    tavilyAnswers([]);
    const result = json(await world.execute({ query: 'x' }, { ...all(), primaryBackend: 'BRAVE' }));
    expect(world.apiRequests.map((request) => request.url.pathname)).toEqual(['/res/v1/web/search']);
    expect(result['backends']).toEqual(['Brave Search']);
  });

  it('FAILOVER goes on after a failure and after an empty answer, noting both', async () => {
    world.handlers['/search'] = (_request, response) => sendJson(response, { error: 'down' }, 500);
    braveAnswers([]);
    tavilyAnswers([{ title: 'C', url: world.pageUrl('/c'), content: 'charlie' }]);
    const result = json(await world.execute({ query: 'x' }, all()));
    expect(world.apiRequests.map((request) => request.url.pathname)).toEqual([
      '/search',
      '/res/v1/web/search',
      '/tavily/search',
    ]);
    expect(result['backends']).toEqual(['Brave Search', 'Tavily']);
    expect(result.notes).toEqual(
      expect.arrayContaining(['SearXNG could not be asked: it answered HTTP 500.', 'Brave Search returned no hits.']),
    );
    expect(result.results.map((entry) => entry['requested_url'])).toEqual([world.pageUrl('/c')]);
  });

  it('gives up on a service that never answers within the search timeout and fails over', async () => {
    world.handlers['/search'] = () => {};
    braveAnswers([{ title: 'B', url: world.pageUrl('/b'), description: 'bravo' }]);
    const result = json(
      await world.execute(
        { query: 'x' },
        { ...world.searxngSettings(), ...world.braveSettings(), searchTimeoutSeconds: '1' },
      ),
    );
    expect(result['backends']).toEqual(['Brave Search']);
    expect(result.notes).toContain('SearXNG could not be asked: it did not answer within 1 seconds.');
    expect(result['retrieved_page_count']).toBe(1);
  });

  it('PARALLEL asks all at once and merges turn by turn, one result per URL listing every service', async () => {
    world.searxngAnswers([
      { url: world.pageUrl('/a'), title: 'A', content: 'alpha' },
      { url: world.pageUrl('/b'), title: 'B', content: 'bravo' },
    ]);
    braveAnswers([
      { title: 'C', url: world.pageUrl('/c'), description: 'charlie' },
      {
        title: 'A again',
        url: `${world.pageUrl('/a').replace('news.example', 'NEWS.example.')}#section`,
        description: 'alpha',
      },
    ]);
    const result = json(
      await world.execute(
        { query: 'x' },
        { ...world.searxngSettings(), ...world.braveSettings(), backendStrategy: 'PARALLEL' },
      ),
    );
    expect(result['backends']).toEqual(['SearXNG', 'Brave Search']);
    expect(result['candidate_count']).toBe(4);
    expect(result.results.map((entry) => entry['requested_url'])).toEqual([
      world.pageUrl('/a'),
      world.pageUrl('/c'),
      world.pageUrl('/b'),
    ]);
    expect(result.results[0]?.['search_metadata']).toMatchObject({ backends: ['SearXNG', 'Brave Search'] });
  });

  it('SPECIFIC asks the preferred service alone', async () => {
    world.searxngAnswers([]);
    tavilyAnswers([{ title: 'C', url: world.pageUrl('/c'), content: 'charlie' }]);
    const result = json(
      await world.execute({ query: 'x' }, { ...all(), backendStrategy: 'SPECIFIC', primaryBackend: 'TAVILY' }),
    );
    expect(world.apiRequests.map((request) => request.url.pathname)).toEqual(['/tavily/search']);
    expect(result['backends']).toEqual(['Tavily']);
  });

  it('does not ask a service that cannot honour the safe-search level, and says so', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
    tavilyAnswers([]);
    const result = json(
      await world.execute(
        { query: 'x' },
        {
          ...world.searxngSettings(),
          ...world.tavilySettings(),
          primaryBackend: 'TAVILY',
          defaultSafeSearch: 'MODERATE',
        },
      ),
    );
    expect(world.apiRequests.map((request) => request.url.pathname)).toEqual(['/search']);
    expect(world.apiRequests[0]?.url.searchParams.get('safesearch')).toBe('1');
    expect(result.notes).toContain('Tavily was not asked: it cannot filter at the safe-search level MODERATE.');
  });

  it('skips a service whose last page is before the requested one, and says so', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
    tavilyAnswers([]);
    const result = json(
      await world.execute(
        { query: 'x', page: 2 },
        { ...world.searxngSettings(), ...world.tavilySettings(), primaryBackend: 'TAVILY' },
      ),
    );
    expect(world.apiRequests.map((request) => request.url.pathname)).toEqual(['/search']);
    expect(result.notes).toContain('Tavily was not asked: it has no page 2 (its last page is 1).');
    expect(result['page']).toBe(2);
  });
});
