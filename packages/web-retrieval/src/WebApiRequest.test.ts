import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoopbackOnlyService } from '../test/support/testService.js';
import { createTableResolver } from './test/createTableResolver.js';
import { LoopbackPageServer } from './test/LoopbackPageServer.js';
import type { WebPageRetrievalService } from './WebPageRetrievalService.js';
import { WebRetrievalError } from './WebRetrievalError.js';

const API_ADDRESS = '93.184.216.40';
const OTHER_ADDRESS = '93.184.216.41';
const PRIVATE_API_ADDRESS = '10.9.8.7';

let api: LoopbackPageServer;
let other: LoopbackPageServer;
let service: WebPageRetrievalService;
const received: { path: string; method: string; headers: Record<string, unknown>; body: string }[] = [];

function json(status: number, value: unknown, headers: Record<string, string> = {}) {
  return (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): void => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', method: request.method ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
    });
  };
}

beforeAll(async () => {
  other = await LoopbackPageServer.start({ '/steal': json(200, { stolen: true }) });
  api = await LoopbackPageServer.start({
    '/search': json(200, { results: [{ title: 'Ä', url: 'https://example.org/' }] }),
    '/post': json(200, { ok: true }),
    '/moved': (_q, r) => r.writeHead(302, { location: '/search?q=moved' }).end(),
    '/post-moved': (_q, r) => r.writeHead(307, { location: '/post' }).end(),
    '/post-seen': (_q, r) => r.writeHead(303, { location: '/search?q=seen' }).end(),
    '/elsewhere': (_q, r) => r.writeHead(302, { location: `http://other.example:${other.port}/steal` }).end(),
    '/html': (_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html>bot check</html>'),
    '/broken': (_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"results": ['),
    '/limited': json(429, { error: 'rate limited' }),
    '/big': (_q, r) => {
      r.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      r.end(zlib.gzipSync(Buffer.from(`{"pad":"${'a'.repeat(3 * 1024 * 1024)}"}`)));
    },
    '/stacked': (_q, r) => {
      let body = Buffer.from('{"ok":true}');
      for (let layer = 0; layer < 6; layer++) body = zlib.gzipSync(body);
      r.writeHead(200, { 'content-type': 'application/json', 'content-encoding': Array(6).fill('gzip').join(', ') });
      r.end(body);
    },
    '/silent': () => {},
  });
  ({ service } = createLoopbackOnlyService({
    resolver: createTableResolver({
      'api.example': [API_ADDRESS],
      'other.example': [OTHER_ADDRESS],
      'search.corp': [PRIVATE_API_ADDRESS],
      'zero.example': ['0.0.0.0'],
    }),
    connectTo: [
      `${API_ADDRESS}:${api.port}=127.0.0.1:${api.port}`,
      `${PRIVATE_API_ADDRESS}:${api.port}=127.0.0.1:${api.port}`,
      `${OTHER_ADDRESS}:${other.port}=127.0.0.1:${other.port}`,
    ],
  }));
});

afterAll(async () => {
  service.close();
  await api.close();
  await other.close();
});

function apiUrl(path: string, host = 'api.example'): string {
  return `http://${host}:${api.port}${path}`;
}

async function refusal(promise: Promise<unknown>): Promise<WebRetrievalError> {
  try {
    await promise;
  } catch (error) {
    if (WebRetrievalError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('WebPageRetrievalService.requestJson', () => {
  it('GETs JSON with the caller headers through the validated, connect-to mapped address', async () => {
    const response = await service.requestJson(apiUrl('/search?q=a'), { headers: { 'X-Subscription-Token': 'k1' } });
    expect(response.body).toEqual({ results: [{ title: 'Ä', url: 'https://example.org/' }] });
    expect(response.status).toBe(200);
    expect(response.mediaType).toBe('application/json');
    expect(response.addresses).toEqual([API_ADDRESS]);
    expect(response.privateTarget).toBe(false);
    const last = received.at(-1);
    expect(last?.headers['x-subscription-token']).toBe('k1');
    expect(last?.headers.accept).toBe('application/json');
  });

  it('POSTs a JSON body', async () => {
    const response = await service.requestJson(apiUrl('/post'), {
      method: 'POST',
      jsonBody: { query: 'x', max_results: 3 },
      headers: { authorization: 'Bearer secret' },
    });
    expect(response.body).toEqual({ ok: true });
    const last = received.at(-1);
    expect(last?.method).toBe('POST');
    expect(JSON.parse(last?.body ?? '')).toEqual({ query: 'x', max_results: 3 });
    expect(last?.headers['content-type']).toBe('application/json');
  });

  it('follows a redirect within the origin', async () => {
    const response = await service.requestJson(apiUrl('/moved'));
    expect(response.finalUrl).toBe(apiUrl('/search?q=moved'));
  });

  it('keeps a POST across a 307, and continues as a GET without the body after a 303', async () => {
    await service.requestJson(apiUrl('/post-moved'), { method: 'POST', jsonBody: { query: 'kept' } });
    expect(received.at(-1)).toMatchObject({ path: '/post', method: 'POST', body: '{"query":"kept"}' });
    const response = await service.requestJson(apiUrl('/post-seen'), { method: 'POST', jsonBody: { query: 'x' } });
    expect(response.finalUrl).toBe(apiUrl('/search?q=seen'));
    expect(received.at(-1)).toMatchObject({ path: '/search?q=seen', method: 'GET', body: '' });
  });

  it('refuses a redirect to another origin, so an API key never reaches it', async () => {
    const before = other.requests.length;
    const error = await refusal(service.requestJson(apiUrl('/elsewhere'), { headers: { authorization: 'Bearer k' } }));
    expect(error.reason).toBe('TARGET_NOT_ALLOWED');
    expect(error.blocked).toBe(true);
    expect(other.requests.length).toBe(before);
  });

  it('reaches a private host only under the user policy (an operator-configured base URL)', async () => {
    const blocked = await refusal(service.requestJson(apiUrl('/search', 'search.corp')));
    expect(blocked.reason).toBe('PRIVATE_HOST_NOT_ALLOWED');
    const response = await service.requestJson(apiUrl('/search', 'search.corp'), { policy: 'user' });
    expect(response.privateTarget).toBe(true);
  });

  it('reaches a service on this machine only under the user policy (a local SearXNG)', async () => {
    const local = `http://127.0.0.1:${api.port}/search`;
    expect((await refusal(service.requestJson(local))).reason).toBe('NEVER_ALLOWED_ADDRESS');
    const response = await service.requestJson(local, { policy: 'user' });
    expect(response.addresses).toEqual(['127.0.0.1']);
  });

  it('refuses never-allowed addresses even under the user policy', async () => {
    const error = await refusal(service.requestJson(apiUrl('/search', 'zero.example'), { policy: 'user' }));
    expect(error.reason).toBe('NEVER_ALLOWED_ADDRESS');
  });

  it('refuses a non-JSON answer, broken JSON, a non-2xx status, six stacked codings and a body over the cap', async () => {
    expect((await refusal(service.requestJson(apiUrl('/html')))).reason).toBe('UNSUPPORTED_CONTENT_TYPE');
    expect((await refusal(service.requestJson(apiUrl('/broken')))).reason).toBe('INVALID_CONTENT');
    const limited = await refusal(service.requestJson(apiUrl('/limited')));
    expect(limited.reason).toBe('HTTP_STATUS');
    expect(limited.status).toBe(429);
    expect((await refusal(service.requestJson(apiUrl('/stacked')))).reason).toBe('TOO_MANY_CONTENT_ENCODINGS');
    const big = await refusal(service.requestJson(apiUrl('/big')));
    expect(big.reason).toBe('SIZE');
    expect(big.message).toContain('1048576 bytes');
  });

  it('times out against a server that never answers', async () => {
    const error = await refusal(service.requestJson(apiUrl('/silent'), { timeoutMs: 300 }));
    expect(error.reason).toBe('TIMEOUT');
    expect(error.blocked).toBe(false);
  });
});
