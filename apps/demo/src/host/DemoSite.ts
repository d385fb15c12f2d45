import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ConnectToRule, HostNameResolver } from '@toolgate/web-retrieval';

/** The host name of the demo site (`.example` is reserved: it never resolves on the real internet). */
export const DEMO_SITE_HOST = 'toolgate-demo.example';
/** The host name of the demo site's SearXNG-compatible search API. */
export const DEMO_SEARCH_HOST = 'search.toolgate-demo.example';
/** The host name of the demo's Confluence-like wiki (HTTPS with the certificate in `demo-site/tls`). */
export const DEMO_WIKI_HOST = 'wiki.toolgate-demo.example';
/** The wiki's space key. */
export const DEMO_WIKI_SPACE = 'DEMO';
/**
 * The public-looking address the demo's resolver gives both names. The connect-to rule sends
 * connections for it to the loopback server, so the tools' public-only page policy applies to the
 * demo site exactly as to any web page (the way the tools' tests reach their loopback servers).
 */
export const DEMO_SITE_ADDRESS = '93.184.216.80';
/** The folder of the demo site's pages, shipped in the repository. */
export const DEMO_SITE_FOLDER = fileURLToPath(new URL('../../demo-site/', import.meta.url));

/** Hits per page of the demo search API. */
const RESULTS_PER_PAGE = 10;

/** One page of the demo site. */
export interface DemoSitePage {
  /** The path, e.g. `/safety.html`. */
  readonly path: string;
  readonly title: string;
  /** The page's address as the tools see it, e.g. `http://toolgate-demo.example/safety.html`. */
  readonly url: string;
  /** The page's visible text (for the search API). */
  readonly text: string;
}

/** The running demo site and search API. */
export interface DemoSite {
  /** `http://toolgate-demo.example` (no trailing slash). */
  readonly siteUrl: string;
  /** The search API's base URL for `web_search.searxng.baseUrl`. */
  readonly searchBaseUrl: string;
  /** The wiki's base URL for `search_confluence.baseUrl` (`https://wiki.toolgate-demo.example/`). */
  readonly wikiBaseUrl: string;
  /** The wiki's certificate, for the retrieval service's trusted roots (next to Node's default ones). */
  readonly wikiCertificate: string;
  readonly pages: readonly DemoSitePage[];
  /** The loopback port it listens on. */
  readonly port: number;
  /** Answers the demo's host names with {@link DEMO_SITE_ADDRESS}; every other name goes to `fallback`. */
  createResolver(fallback: HostNameResolver): HostNameResolver;
  /** The connect-to rules that send {@link DEMO_SITE_ADDRESS}:80 and :443 to the loopback servers. */
  readonly connectToRules: readonly ConnectToRule[];
  /** How many search requests the API answered (tests check the tools really used it). */
  readonly searchRequestCount: () => number;
  close(): Promise<void>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function visibleText(html: string): string {
  const body = /<main[\s\S]*<\/main>/i.exec(html)?.[0] ?? html;
  return decodeEntities(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads the pages of a folder of `.html` files (`index.html` is `/`). */
export async function readDemoSitePages(folder: string = DEMO_SITE_FOLDER): Promise<DemoSitePage[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.html')).sort();
  const pages: DemoSitePage[] = [];
  for (const name of names) {
    const html = await readFile(`${folder}/${name}`, 'utf8');
    const path = name === 'index.html' ? '/' : `/${name}`;
    const title = decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? name);
    pages.push({ path, title, url: `http://${DEMO_SITE_HOST}${path}`, text: visibleText(html) });
  }
  return pages;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** SearXNG's answer for a query over the pages: hits scored by query words (title counts thrice). */
function searchPages(pages: readonly DemoSitePage[], query: string, page: number): Record<string, unknown> {
  const queryWords = [...new Set(words(query))];
  const scored = pages
    .map((entry) => {
      const titleWords = words(entry.title);
      const textWords = words(entry.text);
      let score = 0;
      for (const word of queryWords) {
        score += 3 * titleWords.filter((candidate) => candidate === word).length;
        score += textWords.filter((candidate) => candidate === word).length;
      }
      return { entry, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.path.localeCompare(b.entry.path));
  const slice = scored.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE);
  return {
    query,
    number_of_results: scored.length,
    results: slice.map(({ entry, score }) => {
      const lower = entry.text.toLowerCase();
      const at = Math.max(0, Math.min(...queryWords.map((word) => lower.indexOf(word)).filter((index) => index >= 0)));
      const start = Math.max(0, at - 60);
      return {
        url: entry.url,
        title: entry.title,
        content: `${start > 0 ? '…' : ''}${entry.text.slice(start, start + 200)}…`,
        engine: 'toolgate-demo',
        engines: ['toolgate-demo'],
        score,
        category: 'general',
      };
    }),
    answers: [],
    corrections: [],
    infoboxes: [],
    suggestions: [],
    unresponsive_engines: [],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The wiki's page path of a site page, e.g. `/display/DEMO/safety`. */
function wikiPath(page: DemoSitePage): string {
  const name = page.path === '/' ? 'home' : page.path.slice(1).replace(/\.html$/, '');
  return `/display/${DEMO_WIKI_SPACE}/${name}`;
}

/** Confluence's search page for a query: the hits as links with an excerpt each. */
function wikiSearchPage(pages: readonly DemoSitePage[], query: string): string {
  const hits = (searchPages(pages, query, 1)['results'] as { url: string; title: string; content: string }[]).map(
    (hit) => ({ ...hit, page: pages.find((page) => page.url === hit.url) }),
  );
  const items = hits
    .map(
      (hit) =>
        `<li><h3><a href="${hit.page === undefined ? '#' : wikiPath(hit.page)}">${escapeHtml(hit.title)}</a></h3><p>${escapeHtml(hit.content)}</p></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><title>Search - Toolgate demo wiki</title></head><body><main><h1>Search results for ${escapeHtml(query)}</h1><p>${hits.length} result(s) in the space ${DEMO_WIKI_SPACE}.</p><ol>${items}</ol></main></body></html>`;
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) });
  response.end(body);
}

/**
 * Starts the demo site on loopback: a Confluence-like wiki over the same pages at
 * `https://wiki.toolgate-demo.example/` (`dosearchsite.action`, `/display/DEMO/<page>`), its pages (from {@link DEMO_SITE_FOLDER}) under
 * `http://toolgate-demo.example/`, and a SearXNG-compatible `GET /search?q=…&format=json` over
 * them under `http://search.toolgate-demo.example/`. Both names reach it only through the demo's
 * resolver and connect-to rule.
 */
export async function startDemoSite(folder: string = DEMO_SITE_FOLDER): Promise<DemoSite> {
  const pages = await readDemoSitePages(folder);
  const html = new Map<string, string>();
  for (const name of (await readdir(folder)).filter((entry) => entry.endsWith('.html'))) {
    html.set(name === 'index.html' ? '/' : `/${name}`, await readFile(`${folder}/${name}`, 'utf8'));
  }
  let searches = 0;
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', `http://${DEMO_SITE_HOST}`);
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, 'text/plain; charset=utf-8', 'Only GET and HEAD.');
      return;
    }
    if (host === DEMO_SEARCH_HOST) {
      if (url.pathname !== '/search') {
        send(response, 404, 'text/plain; charset=utf-8', 'The search API answers at /search.');
        return;
      }
      // Like SearXNG with the JSON format switched off for other formats.
      if (url.searchParams.get('format') !== 'json') {
        send(response, 403, 'text/plain; charset=utf-8', 'Only format=json is enabled.');
        return;
      }
      searches += 1;
      const page = Math.max(1, Number.parseInt(url.searchParams.get('pageno') ?? '1', 10) || 1);
      send(
        response,
        200,
        'application/json',
        JSON.stringify(searchPages(pages, url.searchParams.get('q') ?? '', page)),
      );
      return;
    }
    const body = html.get(url.pathname === '/index.html' ? '/' : url.pathname);
    if (body === undefined) send(response, 404, 'text/html; charset=utf-8', '<!doctype html><title>Not found</title>');
    else send(response, 200, 'text/html; charset=utf-8', body);
  };
  const handleWiki = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', `https://${DEMO_WIKI_HOST}`);
    if (url.pathname === '/dosearchsite.action') {
      send(response, 200, 'text/html; charset=utf-8', wikiSearchPage(pages, url.searchParams.get('queryString') ?? ''));
      return;
    }
    const page = pages.find((candidate) => wikiPath(candidate) === url.pathname);
    const body = page === undefined ? undefined : html.get(page.path);
    if (body === undefined)
      send(response, 404, 'text/html; charset=utf-8', '<!doctype html><title>Page not found</title>');
    else send(response, 200, 'text/html; charset=utf-8', body);
  };
  const tlsFolder = `${folder}/tls`;
  const wikiCertificate = await readFile(`${tlsFolder}/wiki.cert.pem`, 'utf8');
  const wikiKey = await readFile(`${tlsFolder}/wiki.key.pem`, 'utf8');
  const server = createServer(handle);
  const wiki = createHttpsServer({ key: wikiKey, cert: wikiCertificate }, handleWiki);
  const sockets = new Set<Socket>();
  const listen = async (target: Server): Promise<number> => {
    target.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      target.once('error', reject);
      target.listen(0, '127.0.0.1', () => resolve());
    });
    return (target.address() as AddressInfo).port;
  };
  const port = await listen(server);
  const wikiPort = await listen(wiki);
  return {
    siteUrl: `http://${DEMO_SITE_HOST}`,
    searchBaseUrl: `http://${DEMO_SEARCH_HOST}`,
    wikiBaseUrl: `https://${DEMO_WIKI_HOST}/`,
    wikiCertificate,
    pages,
    port,
    connectToRules: [
      { from: { address: DEMO_SITE_ADDRESS, port: 80 }, to: { address: '127.0.0.1', port } },
      { from: { address: DEMO_SITE_ADDRESS, port: 443 }, to: { address: '127.0.0.1', port: wikiPort } },
    ],
    createResolver: (fallback) => ({
      resolve: (hostname, signal) => {
        const name = hostname.toLowerCase().replace(/\.$/, '');
        if (name === DEMO_SITE_HOST || name === DEMO_SEARCH_HOST || name === DEMO_WIKI_HOST) {
          return Promise.resolve([DEMO_SITE_ADDRESS]);
        }
        return fallback.resolve(hostname, signal);
      },
    }),
    searchRequestCount: () => searches,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        wiki.close(() => server.close(() => resolve()));
      }),
  };
}
