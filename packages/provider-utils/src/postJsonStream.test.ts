import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeServerSentEvents } from './decodeServerSentEvents.js';
import { postJsonStream } from './postJsonStream.js';
import type { PostJsonStreamOptions } from './postJsonStream.js';
import { ProviderError } from './ProviderError.js';
import { redactHeaders } from './redactSecrets.js';
import { streamServerSentEvents } from './streamServerSentEvents.js';
import { startLoopbackServer } from './test/index.js';
import type { LoopbackHandler, LoopbackServer } from './test/index.js';

const API_KEY = 'sk-test-THIS-KEY-MUST-NEVER-LEAK-0123456789';
const servers: LoopbackServer[] = [];

async function serve(handler: LoopbackHandler): Promise<LoopbackServer> {
  const server = await startLoopbackServer(handler);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const delays: number[] = [];
const fastRetry = {
  sleep: async (ms: number) => {
    delays.push(ms);
  },
  random: () => 0,
};

function options(url: string, extra: Partial<PostJsonStreamOptions> = {}): PostJsonStreamOptions {
  return {
    url: `${url}/v1/chat/completions`,
    headers: { authorization: `Bearer ${API_KEY}` },
    apiKey: API_KEY,
    body: { model: 'm', stream: true },
    retry: fastRetry,
    providerName: 'TestHost',
    ...extra,
  };
}

async function readAll(body: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected a failure');
}

function everyRendering(error: unknown): string {
  const parts = [String(error), JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })];
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current instanceof Error; depth += 1) {
    parts.push(current.message, current.stack ?? '', inspect(current, { depth: 10, showHidden: true }));
    current = current.cause;
  }
  return parts.join('\n');
}

describe('postJsonStream over a loopback server', () => {
  it('POSTs the JSON body with the headers and streams the answer', async () => {
    let received: { method?: string; body?: string; contentType?: string; auth?: string } = {};
    const server = await serve(async (request, response, body) => {
      received = {
        method: request.method,
        body,
        contentType: request.headers['content-type'],
        auth: request.headers.authorization,
      };
      response.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': 'req_1' });
      response.write('data: one\n\n');
      await new Promise((resolve) => setTimeout(resolve, 20));
      response.end('data: two\n\n');
    });
    const result = await postJsonStream(options(server.url));
    expect(result.status).toBe(200);
    expect(result.requestId).toBe('req_1');
    expect(result.attempts).toBe(1);
    expect(await readAll(result.body)).toBe('data: one\n\ndata: two\n\n');
    expect(received).toEqual({
      method: 'POST',
      body: '{"model":"m","stream":true}',
      contentType: 'application/json',
      auth: `Bearer ${API_KEY}`,
    });
  });

  it('retries a 429 after the Retry-After seconds, then succeeds', async () => {
    delays.length = 0;
    const server = await serve((_request, response) => {
      if (server.requestCount() === 1) {
        response.writeHead(429, { 'retry-after': '2', 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: ok\n\n');
    });
    const notices: string[] = [];
    const result = await streamServerSentEvents({
      ...options(server.url),
      onRetry: (notice) => notices.push(`${notice.attempt}:${notice.delayMs}:${notice.error.code}`),
    });
    const events = [];
    for await (const event of result) events.push(event.data);
    expect(events).toEqual(['ok']);
    expect(result.attempts).toBe(2);
    expect(delays).toEqual([2000]);
    expect(notices).toEqual(['1:2000:PROVIDER_RATE_LIMITED']);
  });

  it('honours retry-after-ms and an HTTP-date Retry-After', async () => {
    delays.length = 0;
    const now = Date.parse('2026-01-01T00:00:00Z');
    const server = await serve((_request, response) => {
      const count = server.requestCount();
      if (count === 1) {
        response.writeHead(503, { 'retry-after-ms': '1234' });
        response.end();
      } else if (count === 2) {
        response.writeHead(503, { 'retry-after': new Date(now + 5000).toUTCString() });
        response.end();
      } else {
        response.writeHead(200);
        response.end('data: ok\n\n');
      }
    });
    const result = await postJsonStream(options(server.url, { retry: { ...fastRetry, now: () => now } }));
    expect(await readAll(result.body)).toBe('data: ok\n\n');
    expect(delays).toEqual([1234, 5000]);
  });

  it('retries a 500 with exponential backoff and gives up after maxRetries with the last error', async () => {
    delays.length = 0;
    const server = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: 'The server had an error processing your request.', type: 'server_error' },
        }),
      );
    });
    const error = await failure(
      postJsonStream(options(server.url, { retry: { ...fastRetry, initialDelayMs: 100, maxRetries: 3 } })),
    );
    expect(server.requestCount()).toBe(4);
    expect(delays).toEqual([100, 200, 400]);
    expect(error.code).toBe('PROVIDER_HTTP_ERROR');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
    expect(error.attempts).toBe(4);
    expect(error.providerMessage).toBe('The server had an error processing your request.');
    expect(error.message).toBe(
      'TestHost answered HTTP 500: the server had an internal error: The server had an error processing your request.',
    );
  });

  it('caps backoff at maxDelayMs and applies jitter downwards only', async () => {
    delays.length = 0;
    const server = await serve((_request, response) => {
      response.writeHead(502);
      response.end('<html>Bad gateway</html>');
    });
    const error = await failure(
      postJsonStream(
        options(server.url, {
          retry: {
            sleep: fastRetry.sleep,
            random: () => 0.5,
            initialDelayMs: 1000,
            maxDelayMs: 1500,
            jitter: 0.2,
            maxRetries: 3,
          },
        }),
      ),
    );
    expect(delays).toEqual([900, 1350, 1350]);
    expect(error.message).toContain('<html>Bad gateway</html>');
  });

  it('retries a 500 once and then succeeds', async () => {
    const server = await serve((_request, response) => {
      if (server.requestCount() === 1) {
        response.writeHead(500);
        response.end();
        return;
      }
      response.writeHead(200);
      response.end('data: fine\n\n');
    });
    const result = await postJsonStream(options(server.url));
    expect(result.attempts).toBe(2);
    expect(await readAll(result.body)).toBe('data: fine\n\n');
  });

  it.each([408, 409, 429, 500, 502, 503, 504, 529])('retries HTTP %i, then succeeds', async (status) => {
    const server = await serve((_request, response) => {
      if (server.requestCount() === 1) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `busy ${status}` } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: fine\n\n');
    });
    const result = await postJsonStream(options(server.url));
    expect(server.requestCount()).toBe(2);
    expect(result.attempts).toBe(2);
    expect(await readAll(result.body)).toBe('data: fine\n\n');
  });

  it.each([400, 401, 403, 404, 422])('never retries HTTP %i', async (status) => {
    const server = await serve((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: `nope ${status}`, type: 'invalid_request_error', param: 'model' } }),
      );
    });
    const error = await failure(postJsonStream(options(server.url)));
    expect(server.requestCount()).toBe(1);
    expect(error.status).toBe(status);
    expect(error.retryable).toBe(false);
    expect(error.providerMessage).toBe(`nope ${status}`);
    expect(error.providerErrorType).toBe('invalid_request_error');
    expect(error.code).toBe(status === 401 || status === 403 ? 'PROVIDER_AUTHENTICATION' : 'PROVIDER_HTTP_ERROR');
  });

  it('does not retry an exhausted quota (429 insufficient_quota) nor when x-should-retry is false', async () => {
    const server = await serve((request, response) => {
      if (request.url?.includes('quota')) {
        response.writeHead(429, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              message: 'You exceeded your current quota',
              type: 'insufficient_quota',
              code: 'insufficient_quota',
            },
          }),
        );
      } else {
        response.writeHead(500, { 'x-should-retry': 'false' });
        response.end();
      }
    });
    const quota = await failure(postJsonStream(options(server.url, { url: `${server.url}/quota` })));
    expect(quota.code).toBe('PROVIDER_RATE_LIMITED');
    expect(quota.retryable).toBe(false);
    const noRetry = await failure(postJsonStream(options(server.url, { url: `${server.url}/other` })));
    expect(noRetry.retryable).toBe(false);
    expect(server.requestCount()).toBe(2);
  });

  it('gives up at once when Retry-After asks for longer than maxRetryAfterMs, and says when to retry', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(429, { 'retry-after': '3600' });
      response.end();
    });
    const error = await failure(postJsonStream(options(server.url)));
    expect(server.requestCount()).toBe(1);
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(error.message).toContain('Retry after 3600 s');
  });

  it('extracts the Anthropic error body shape and maps overloaded to PROVIDER_OVERLOADED', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(529, { 'content-type': 'application/json', 'request-id': 'req_ant' });
      response.end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    });
    const error = await failure(postJsonStream(options(server.url, { retry: false })));
    expect(error.code).toBe('PROVIDER_OVERLOADED');
    expect(error.status).toBe(529);
    expect(error.retryable).toBe(true);
    expect(error.providerMessage).toBe('Overloaded');
    expect(error.providerErrorType).toBe('overloaded_error');
    expect(error.requestId).toBe('req_ant');
  });

  it('retries a connection reset before any answer, then succeeds', async () => {
    const server = await serve((request, response) => {
      if (server.requestCount() === 1) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200);
      response.end('data: after reset\n\n');
    });
    const result = await postJsonStream(options(server.url));
    expect(result.attempts).toBe(2);
    expect(await readAll(result.body)).toBe('data: after reset\n\n');
  });

  it('reports a refused connection as PROVIDER_UNREACHABLE after retrying', async () => {
    const server = await serve(() => undefined);
    const url = server.url;
    await server.close();
    servers.length = 0;
    delays.length = 0;
    const error = await failure(postJsonStream(options(url)));
    expect(error.code).toBe('PROVIDER_UNREACHABLE');
    expect(error.retryable).toBe(true);
    expect(error.attempts).toBe(4);
    expect(delays).toHaveLength(3);
    expect(error.message).toBe(
      `TestHost at ${url}/v1/chat/completions refused the connection (is the server running and the URL right?).`,
    );
  });

  it('a connection reset mid-stream is PROVIDER_STREAM_INTERRUPTED and is not retried', async () => {
    const server = await serve(async (request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: partial\n\n');
      await new Promise((resolve) => setTimeout(resolve, 30));
      request.socket.destroy();
    });
    const result = await postJsonStream(options(server.url));
    const seen: string[] = [];
    const error = await failure(
      (async () => {
        for await (const event of decodeServerSentEvents(result.body)) seen.push(event.data);
      })(),
    );
    expect(seen).toEqual(['partial']);
    expect(error.code).toBe('PROVIDER_STREAM_INTERRUPTED');
    expect(error.message).toContain('broke while its answer was streaming');
    expect(server.requestCount()).toBe(1);
  });

  it('an idle server mid-stream hits the idle timeout (PROVIDER_TIMEOUT)', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      // …and then nothing, forever.
    });
    // The idle timeout is the only one that can fire (no total timeout; the answer's headers came).
    const result = await postJsonStream(options(server.url, { idleTimeoutMs: 150 }));
    const error = await failure(readAll(result.body));
    expect(error.code).toBe('PROVIDER_TIMEOUT');
    expect(error.message).toContain('sent nothing for 150 ms while streaming its answer (idle timeout)');
  });

  it('a slow consumer is not mistaken for an idle server', async () => {
    const server = await serve(async (_request, response) => {
      response.writeHead(200);
      for (let index = 0; index < 3; index += 1) {
        response.write(`data: ${index}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      response.end();
    });
    // Margins are wide so a loaded CI machine cannot make the server look idle.
    const result = await postJsonStream(options(server.url, { idleTimeoutMs: 250 }));
    let text = '';
    for await (const chunk of result.body) {
      text += new TextDecoder().decode(chunk);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(text).toContain('data: 2');
  });

  it('a server that never answers hits the response timeout and is retried', async () => {
    const server = await serve(() => undefined);
    const error = await failure(
      postJsonStream(options(server.url, { responseTimeoutMs: 100, retry: { ...fastRetry, maxRetries: 1 } })),
    );
    expect(error.code).toBe('PROVIDER_TIMEOUT');
    expect(error.retryable).toBe(true);
    expect(server.requestCount()).toBe(2);
  });

  it('the total timeout ends everything', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('data: tick\n\n'), 20);
      response.on('close', () => clearInterval(timer));
    });
    const result = await postJsonStream(options(server.url, { totalTimeoutMs: 200 }));
    const error = await failure(readAll(result.body));
    expect(error.code).toBe('PROVIDER_TIMEOUT');
    expect(error.message).toContain('total timeout');
  });

  it('aborting mid-stream ends the body with PROVIDER_ABORTED', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('data: tick\n\n'), 10);
      response.on('close', () => clearInterval(timer));
    });
    const controller = new AbortController();
    const result = await postJsonStream(options(server.url, { signal: controller.signal }));
    let chunks = 0;
    const error = await failure(
      (async () => {
        for await (const _chunk of result.body) {
          chunks += 1;
          if (chunks === 2) controller.abort(new Error('user pressed stop'));
        }
      })(),
    );
    expect(error.code).toBe('PROVIDER_ABORTED');
    expect((error.cause as Error).message).toBe('user pressed stop');
  });

  it('aborting before sending, and during a retry wait, gives PROVIDER_ABORTED', async () => {
    const aborted = AbortSignal.abort();
    const before = await failure(postJsonStream(options('http://127.0.0.1:9', { signal: aborted })));
    expect(before.code).toBe('PROVIDER_ABORTED');

    const server = await serve((_request, response) => {
      response.writeHead(503);
      response.end();
    });
    const controller = new AbortController();
    const waiting = postJsonStream(
      options(server.url, {
        signal: controller.signal,
        retry: {
          sleep: (_ms, signal) =>
            new Promise((_resolve, reject) => {
              signal?.addEventListener('abort', () => reject(signal.reason));
              controller.abort();
            }),
        },
      }),
    );
    const error = await failure(waiting);
    expect(error.code).toBe('PROVIDER_ABORTED');
    expect(server.requestCount()).toBe(1);
  });

  it('breaking out of the body early releases the connection', async () => {
    let closed = false;
    const server = await serve((_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('data: tick\n\n'), 10);
      response.on('close', () => {
        closed = true;
        clearInterval(timer);
      });
    });
    const result = await postJsonStream(options(server.url));
    for await (const _chunk of result.body) break;
    await expect.poll(() => closed, { timeout: 120_000 }).toBe(true);
  });

  it('works with an injected fetch (no dispatcher is passed)', async () => {
    const calls: { url: string; dispatcher: unknown }[] = [];
    const result = await postJsonStream({
      url: 'https://api.example.invalid/v1/x',
      body: {},
      fetch: async (url, init) => {
        calls.push({ url, dispatcher: init.dispatcher });
        return new Response('data: injected\n\n', { status: 200 });
      },
    });
    expect(await readAll(result.body)).toBe('data: injected\n\n');
    expect(calls).toEqual([{ url: 'https://api.example.invalid/v1/x', dispatcher: undefined }]);
  });
});

describe('the API key never leaks', () => {
  it('not even when a 401 body echoes the Authorization header and the key', async () => {
    const server = await serve((request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: {
            message: `Incorrect API key provided: ${request.headers.authorization}. Your key ${API_KEY} is wrong; x-api-key: ${API_KEY}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
    });
    const error = await failure(postJsonStream(options(server.url, { apiKeyEnvVar: 'OPENAI_API_KEY' })));
    expect(error.code).toBe('PROVIDER_AUTHENTICATION');
    expect(error.status).toBe(401);
    expect(error.message).toContain('Check the API key in the environment variable OPENAI_API_KEY');
    expect(error.providerMessage).toBe(
      'Incorrect API key provided: [REDACTED]. Your key [REDACTED] is wrong; x-api-key: [REDACTED]',
    );
    const rendered = everyRendering(error);
    expect(rendered).not.toContain(API_KEY);
    expect(rendered).not.toContain('NEVER-LEAK');
  });

  it('not in network errors whose cause chain carries the key', async () => {
    const leaky = new Error(`connect failed for Bearer ${API_KEY}`, {
      cause: Object.assign(new Error(`inner ${API_KEY}`), {
        code: 'ECONNRESET',
        options: { headers: { authorization: API_KEY } },
      }),
    });
    const error = await failure(
      postJsonStream({
        url: 'https://api.example.invalid/v1/x?key=' + API_KEY,
        body: {},
        headers: { 'x-api-key': API_KEY },
        retry: false,
        fetch: async () => {
          throw leaky;
        },
      }),
    );
    expect(error.code).toBe('PROVIDER_UNREACHABLE');
    const rendered = everyRendering(error);
    expect(rendered).not.toContain('NEVER-LEAK');
    expect((error.cause as { code?: string }).code).toBe(undefined);
    expect(((error.cause as Error).cause as { code?: string }).code).toBe('ECONNRESET');
  });

  it('not in the retry notices a caller logs, nor in a snapshot of the request headers', async () => {
    const server = await serve((request, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
      response.end(JSON.stringify({ error: { message: `overloaded for ${request.headers.authorization}` } }));
    });
    const logged: string[] = [];
    const error = await failure(
      postJsonStream(
        options(server.url, {
          retry: { ...fastRetry, maxRetries: 2 },
          onRetry: (notice) =>
            logged.push(JSON.stringify(notice), inspect(notice, { depth: 10 }), everyRendering(notice.error)),
        }),
      ),
    );
    expect(logged).toHaveLength(6);
    expect(logged.join('\n')).toContain('overloaded for [REDACTED]');
    expect(logged.join('\n') + everyRendering(error)).not.toContain('NEVER-LEAK');
    const snapshot = JSON.stringify(
      redactHeaders({ Authorization: `Bearer ${API_KEY}`, 'x-api-key': API_KEY, accept: 'text/event-stream' }),
    );
    expect(snapshot).toBe('{"authorization":"[REDACTED]","x-api-key":"[REDACTED]","accept":"text/event-stream"}');
  });

  it('not when the key is only passed as a header (no apiKey option)', async () => {
    const server = await serve((request, response) => {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'permission_error', message: `key ${request.headers['x-api-key']} denied` },
        }),
      );
    });
    const error = await failure(
      postJsonStream({
        url: `${server.url}/v1/messages`,
        body: {},
        headers: { 'x-api-key': 'ant-key-UNIQUE-SECRET-42' },
      }),
    );
    expect(error.providerMessage).toBe('key [REDACTED] denied');
    expect(everyRendering(error)).not.toContain('UNIQUE-SECRET');
  });
});

describe('streamServerSentEvents with a JSON answer instead of a stream', () => {
  it('throws the provider message of a JSON error sent with status 200', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model is loading', type: 'server_error' } }));
    });
    const error = await failure(streamServerSentEvents(options(server.url)));
    expect(error.code).toBe('PROVIDER_STREAM_ERROR');
    expect(error.providerMessage).toBe('model is loading');
  });

  it('says when a host ignored stream:true, or yields the body when acceptJsonBody is set', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{"object":"chat.completion","choices":[]}');
    });
    const error = await failure(streamServerSentEvents(options(server.url)));
    expect(error.code).toBe('PROVIDER_INVALID_RESPONSE');
    expect(error.message).toBe(
      'TestHost answered with JSON instead of an event stream (does this endpoint support streaming?).',
    );
    const stream = await streamServerSentEvents({ ...options(server.url), acceptJsonBody: true });
    const data: string[] = [];
    for await (const event of stream) data.push(event.data);
    expect(data).toEqual(['{"object":"chat.completion","choices":[]}']);
  });

  it('refuses a URL that is not http(s) with a clear error', async () => {
    const error = await failure(postJsonStream(options('ftp://127.0.0.1')));
    expect(error.code).toBe('PROVIDER_UNREACHABLE');
    expect(error.message).toBe(
      'The URL of TestHost, "ftp://127.0.0.1/v1/chat/completions", is not a valid http:// or https:// URL.',
    );
    const garbage = await failure(postJsonStream({ url: `not a url ${API_KEY}`, body: {}, apiKey: API_KEY }));
    expect(garbage.message).not.toContain('NEVER-LEAK');
  });
});

describe('streaming without buffering', () => {
  it('each event reaches the consumer before the server writes the next one', async () => {
    let received: () => void = () => undefined;
    const server = await serve(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let index = 0; index < 5; index += 1) {
        const acknowledged = new Promise<void>((resolve) => {
          received = resolve;
        });
        response.write(`data: {"n":${index}}\n\n`);
        // The server only goes on once the client has decoded this event: any buffering deadlocks.
        await acknowledged;
      }
      response.end('data: [DONE]\n\n');
    });
    const stream = await streamServerSentEvents(options(server.url, { idleTimeoutMs: 5_000 }));
    const seen: string[] = [];
    for await (const event of stream) {
      seen.push(event.data);
      received();
    }
    expect(seen).toEqual(['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}', '{"n":4}', '[DONE]']);
  });

  it('maps an undici connect timeout to a retryable PROVIDER_TIMEOUT', async () => {
    let calls = 0;
    const error = await failure(
      postJsonStream({
        url: 'http://127.0.0.1:9/v1/x',
        body: {},
        retry: { ...fastRetry, maxRetries: 2 },
        fetch: async () => {
          calls += 1;
          throw new TypeError('fetch failed', {
            cause: Object.assign(
              new Error('Connect Timeout Error (attempted address: 127.0.0.1:9, timeout: 10000ms)'),
              {
                code: 'UND_ERR_CONNECT_TIMEOUT',
              },
            ),
          });
        },
      }),
    );
    expect(calls).toBe(3);
    expect(error).toMatchObject({ code: 'PROVIDER_TIMEOUT', retryable: true, attempts: 3 });
    expect(error.message).toBe('The provider at http://127.0.0.1:9/v1/x did not accept the connection in time.');
  });
});

describe('environment proxies', () => {
  it('are never used: the request goes straight to the server even with HTTP(S)_PROXY set', async () => {
    const proxy = await serve((_request, response) => {
      response.writeHead(502);
      response.end('proxy');
    });
    const server = await serve((_request, response) => {
      response.writeHead(200);
      response.end('data: direct\n\n');
    });
    const saved = { ...process.env };
    Object.assign(process.env, {
      HTTP_PROXY: proxy.url,
      HTTPS_PROXY: proxy.url,
      http_proxy: proxy.url,
      https_proxy: proxy.url,
      NO_PROXY: '',
    });
    try {
      const result = await postJsonStream(options(server.url));
      expect(await readAll(result.body)).toBe('data: direct\n\n');
    } finally {
      for (const key of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'NO_PROXY']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
    expect(proxy.requestCount()).toBe(0);
  });
});
