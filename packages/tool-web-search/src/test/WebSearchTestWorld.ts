import type * as http from 'node:http';
import {
  ChatThread,
  ConfidenceLevel,
  createToolSettingsValues,
  type PromptInjectionFilter,
  type PromptInjectionFilterOptions,
  type PromptInjectionFilterResult,
  type PromptInjectionText,
  type ToolArguments,
  type ToolExecutionResult,
} from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { ConnectToMapping, WebPageRetrievalService } from '@toolgate/web-retrieval';
import { createTableResolver, LoopbackPageServer, type PageRoute } from '@toolgate/web-retrieval/test';
import { WebSearchTool } from '../WebSearchTool.js';

/** Public-looking addresses the injected resolver hands out; every connection to them goes to loopback. */
export const PAGE_ADDRESS = '93.184.216.50';
export const SEARCH_ADDRESS = '93.184.216.60';
export const OTHER_API_ADDRESS = '93.184.216.61';
/** A private address for an operator's own SearXNG. */
export const PRIVATE_SEARCH_ADDRESS = '10.20.30.40';

/** A JSON route that records the request and answers with `answer(request, body)`. */
export type ApiHandler = (
  request: {
    readonly url: URL;
    readonly method: string;
    readonly headers: http.IncomingHttpHeaders;
    readonly body: string;
  },
  response: http.ServerResponse,
) => void;

/** A long article whose main content survives extraction. */
export function articleHtml(title: string, paragraph: string, repeat = 12, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title>${extraHead}</head><body><nav><a href="/">Home</a></nav><article><h1>${title}</h1>${`<p>${paragraph}</p>`.repeat(repeat)}</article></body></html>`;
}

/** Answers JSON. */
export function sendJson(response: http.ServerResponse, value: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/**
 * Everything a `web_search` test needs on loopback: a page server, a search API server speaking
 * SearXNG's, Brave's and Tavily's APIs (handlers set per test), a retrieval service whose
 * resolver maps test host names to public-looking addresses and whose connect-to mapping sends
 * them to the loopback servers, a tripwire refusing any other dial, and the real guard.
 */
export class WebSearchTestWorld {
  readonly pages: LoopbackPageServer;
  readonly api: LoopbackPageServer;
  readonly other: LoopbackPageServer;
  readonly retrieval: WebPageRetrievalService;
  readonly guard: PromptInjectionGuardService;
  /** Counts the guard's batches and keeps their texts. */
  readonly filterCalls: (readonly PromptInjectionText[])[] = [];
  readonly countingGuard: PromptInjectionFilter;
  readonly apiRequests: {
    readonly url: URL;
    readonly method: string;
    readonly headers: http.IncomingHttpHeaders;
    readonly body: string;
  }[] = [];
  readonly handlers: Record<string, ApiHandler> = {};
  /** Page requests in flight now, and the most there ever were. */
  inFlight = 0;
  maxInFlight = 0;

  private constructor(pages: LoopbackPageServer, api: LoopbackPageServer, other: LoopbackPageServer) {
    this.pages = pages;
    this.api = api;
    this.other = other;
    this.retrieval = new WebPageRetrievalService({
      resolver: createTableResolver({
        'news.example': [PAGE_ADDRESS],
        'blog.example': [PAGE_ADDRESS],
        'docs.example': [PAGE_ADDRESS],
        'intranet.example': ['10.1.2.3'],
        'searx.example': [SEARCH_ADDRESS],
        'searxng.internal': [PRIVATE_SEARCH_ADDRESS],
        'brave.example': [SEARCH_ADDRESS],
        'tavily.example': [SEARCH_ADDRESS],
        'collector.example': [OTHER_API_ADDRESS],
        'nowhere.example': ['0.0.0.0'],
      }),
      connectTo: ConnectToMapping.parse([
        `${PAGE_ADDRESS}:${pages.port}=127.0.0.1:${pages.port}`,
        `${SEARCH_ADDRESS}:${api.port}=127.0.0.1:${api.port}`,
        `${PRIVATE_SEARCH_ADDRESS}:${api.port}=127.0.0.1:${api.port}`,
        `${OTHER_API_ADDRESS}:${other.port}=127.0.0.1:${other.port}`,
      ]),
      onDial: (dial) => {
        if (dial.dialledAddress !== '127.0.0.1' && dial.dialledAddress !== '::1') {
          throw new Error(`test tripwire: refusing to dial ${dial.dialledAddress}:${dial.dialledPort}`);
        }
      },
    });
    this.guard = new PromptInjectionGuardService();
    this.countingGuard = {
      filter: (texts: readonly PromptInjectionText[], options?: PromptInjectionFilterOptions) => {
        this.filterCalls.push(texts);
        return this.guard.filter(texts, options) as Promise<readonly PromptInjectionFilterResult[]>;
      },
    };
  }

  static async start(pageRoutes: Readonly<Record<string, PageRoute>>): Promise<WebSearchTestWorld> {
    let world: WebSearchTestWorld | undefined;
    const counted: Record<string, PageRoute> = {};
    for (const [path, route] of Object.entries(pageRoutes)) {
      counted[path] = (request, response) => {
        if (world !== undefined) {
          world.inFlight += 1;
          world.maxInFlight = Math.max(world.maxInFlight, world.inFlight);
          response.on('close', () => {
            if (world !== undefined) world.inFlight -= 1;
          });
        }
        route(request, response);
      };
    }
    const pages = await LoopbackPageServer.start(counted);
    const apiRoute: PageRoute = (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://api.test');
        const recorded = { url, method: request.method ?? 'GET', headers: request.headers, body };
        world?.apiRequests.push(recorded);
        const handler = world?.handlers[url.pathname];
        if (handler === undefined) sendJson(response, { error: 'no handler' }, 404);
        else handler(recorded, response);
      });
    };
    const api = await LoopbackPageServer.start({
      '/search': apiRoute,
      '/instance/search': apiRoute,
      '/res/v1/web/search': apiRoute,
      '/tavily/search': apiRoute,
      '/moved': apiRoute,
    });
    const other = await LoopbackPageServer.start({ '/steal': (_q, r) => sendJson(r, { results: [] }) });
    world = new WebSearchTestWorld(pages, api, other);
    return world;
  }

  /** `http://<host>:<page port><path>`: a page URL the resolver and mapping lead to the page server. */
  pageUrl(path: string, host = 'news.example'): string {
    return `http://${host}:${this.pages.port}${path}`;
  }

  /** `http://<host>:<api port><path>`. */
  apiUrl(path: string, host = 'searx.example'): string {
    return `http://${host}:${this.api.port}${path}`;
  }

  /** Settings of a SearXNG-only set-up (plus `extra`). */
  searxngSettings(extra: Record<string, string> = {}): Record<string, string> {
    return { defaultLanguage: 'en-US', 'searxng.baseUrl': this.apiUrl('/'), ...extra };
  }

  /** Settings of a Brave-only set-up (plus `extra`). */
  braveSettings(extra: Record<string, string> = {}): Record<string, string> {
    return {
      defaultLanguage: 'en-US',
      'brave.apiKey': 'brave-secret-key-1234',
      'brave.baseUrl': this.apiUrl('/res/v1/web/search', 'brave.example'),
      ...extra,
    };
  }

  /** Settings of a Tavily-only set-up (plus `extra`). */
  tavilySettings(extra: Record<string, string> = {}): Record<string, string> {
    return {
      defaultLanguage: 'en-US',
      'tavily.apiKey': 'tvly-secret-key-5678',
      'tavily.baseUrl': this.apiUrl('/tavily/search', 'tavily.example'),
      ...extra,
    };
  }

  /** SearXNG answers with these results (its JSON shape). */
  searxngAnswers(results: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): void {
    this.handlers['/search'] = (_request, response) =>
      sendJson(response, { query: 'q', number_of_results: 0, results, unresponsive_engines: [], ...extra });
  }

  tool(): WebSearchTool {
    return new WebSearchTool({ retrieval: this.retrieval, guard: this.countingGuard });
  }

  /** Runs one call of the tool directly (no registry), with these settings. */
  async execute(
    args: ToolArguments,
    settings: Record<string, string>,
    providerConfidence: ConfidenceLevel = ConfidenceLevel.MEDIUM,
  ): Promise<ToolExecutionResult> {
    const tool = this.tool();
    const definition = tool.getDefinition();
    const secrets = Object.entries(definition.settingsSchema.properties)
      .filter(([, field]) => field.secret === true)
      .map(([name]) => name);
    const controller = new AbortController();
    return tool.execute(
      args,
      {
        definition,
        toolCallId: 'call_test',
        settingsValues: createToolSettingsValues(settings, secrets),
        providerConfidence,
        provider: { id: 'test' },
        chatThread: new ChatThread(),
        signal: controller.signal,
      },
      controller.signal,
    );
  }

  async close(): Promise<void> {
    this.retrieval.close();
    await Promise.all([this.pages.close(), this.api.close(), this.other.close()]);
  }
}
