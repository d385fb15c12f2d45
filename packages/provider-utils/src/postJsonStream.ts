import { Agent, fetch as undiciFetch } from 'undici';
import type { Dispatcher } from 'undici';
import { computeRetryDelay, parseRetryAfter, resolveRetryOptions } from './computeRetryDelay.js';
import type { RetryOptions } from './computeRetryDelay.js';
import { createProviderHttpError } from './createProviderHttpError.js';
import { ProviderError } from './ProviderError.js';
import type { ProviderErrorCode } from './ProviderError.js';
import { secretHeaderValues } from './redactSecrets.js';

/** The part of a fetch `Response` that {@link postJsonStream} uses; the global and undici's both fit. */
export interface FetchResponseLike {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly body: ReadableStream<Uint8Array> | null;
}

/** A fetch implementation; injectable for tests. It receives a `dispatcher` only when one is in use. */
export type FetchFunction = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string;
    signal: AbortSignal;
    dispatcher?: Dispatcher;
  },
) => Promise<FetchResponseLike>;

/** Why a retry is about to happen, for logging (never contains secrets). */
export interface RetryNotice {
  /** The attempt that failed, starting at 1. */
  readonly attempt: number;
  /** How long we wait before the next attempt. */
  readonly delayMs: number;
  /** The error of the failed attempt. */
  readonly error: ProviderError;
}

/** Options of {@link postJsonStream}. */
export interface PostJsonStreamOptions {
  /** The endpoint, e.g. `https://api.openai.com/v1/chat/completions`. */
  readonly url: string | URL;
  /** Request headers (the credential header included); `content-type` and `accept` get JSON/SSE defaults. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The JSON body: an object is serialised with `JSON.stringify`, a string is sent as is. */
  readonly body: unknown;
  /** The API key, only so it can be redacted from every error (credential headers are redacted anyway). */
  readonly apiKey?: string;
  /** More secrets to redact from errors. */
  readonly secrets?: readonly string[];
  /** Name of the environment variable the key came from, named in authentication errors. */
  readonly apiKeyEnvVar?: string;
  /** Name of the provider in messages, e.g. "OpenAI". Default "The provider". */
  readonly providerName?: string;
  /** Aborts the request, the retries' waits and the body stream. */
  readonly signal?: AbortSignal;
  /** Longest time to open the TCP/TLS connection. Default 10 000 ms. */
  readonly connectTimeoutMs?: number;
  /** Longest time from sending the request to the answer's headers. Default 120 000 ms; `0` disables. */
  readonly responseTimeoutMs?: number;
  /** Longest silence between two body chunks once the answer streams. Default 120 000 ms; `0` disables. */
  readonly idleTimeoutMs?: number;
  /** Longest time for everything: attempts, waits between them and the whole body. Default none. */
  readonly totalTimeoutMs?: number;
  /** Retry policy for failures before any body byte was read; `false` disables retries. */
  readonly retry?: RetryOptions | false;
  /** Called before each retry. */
  readonly onRetry?: (notice: RetryNotice) => void;
  /** The fetch to use. Default: undici's fetch with an undici `Agent` (no proxy from the environment). */
  readonly fetch?: FetchFunction;
  /** The undici dispatcher to use. Default: a shared `Agent` with the connect timeout. */
  readonly dispatcher?: Dispatcher;
  /** Largest error body read to extract the provider's message. Default 64 KiB. */
  readonly maxErrorBodyBytes?: number;
}

/**
 * The transport settings an adapter passes through to {@link postJsonStream}: timeouts, retries,
 * and fetch/dispatcher injection (everything but what the adapter decides itself).
 */
export type ProviderHttpOptions = Omit<
  PostJsonStreamOptions,
  'url' | 'body' | 'headers' | 'apiKey' | 'apiKeyEnvVar' | 'providerName' | 'signal'
>;

/** A successful (2xx) streaming answer of {@link postJsonStream}. */
export interface JsonStreamResponse {
  /** The HTTP status (2xx). */
  readonly status: number;
  /** The answer's headers. */
  readonly headers: Headers;
  /** The provider's request id header, if any. */
  readonly requestId: string | undefined;
  /** How many HTTP attempts it took. */
  readonly attempts: number;
  /**
   * The body as it arrives. Iterate it once. Errors are {@link ProviderError}s:
   * `PROVIDER_TIMEOUT` (idle or total timeout), `PROVIDER_STREAM_INTERRUPTED` (connection cut),
   * `PROVIDER_ABORTED`. Stopping the iteration early (break) cancels the request.
   */
  readonly body: AsyncIterable<Uint8Array>;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_RESPONSE_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_ERROR_BODY_BYTES = 64 * 1024;

const sharedAgents = new Map<number, Agent>();

/** The shared undici Agent for a connect timeout (created once; keeps connections alive). */
function sharedAgent(connectTimeoutMs: number): Agent {
  let agent = sharedAgents.get(connectTimeoutMs);
  if (agent === undefined) {
    // Our own timers handle headers and body timeouts with clear error codes.
    agent = new Agent({ connect: { timeout: connectTimeoutMs }, headersTimeout: 0, bodyTimeout: 0 });
    sharedAgents.set(connectTimeoutMs, agent);
  }
  return agent;
}

type AbortKind = 'user' | 'total' | 'response' | 'idle';

const RETRYABLE_NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Finds the first `code` (ECONNRESET, UND_ERR_SOCKET, …) in an error's cause chain. */
export function findNetworkErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function parseEndpointUrl(options: PostJsonStreamOptions, providerName: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(String(options.url));
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const shown = String(options.url).slice(0, 200);
    throw new ProviderError(
      'PROVIDER_UNREACHABLE',
      `The URL of ${providerName === 'The provider' ? 'the provider' : providerName}, "${shown}", is not a valid http:// or https:// URL.`,
      { secrets: [options.apiKey, ...(options.secrets ?? [])] },
    );
  }
  return url;
}

function describeEndpoint(url: URL): string {
  // The query string can carry a key (`?key=`): never print it.
  return `${url.origin}${url.pathname}`;
}

function networkErrorMessage(
  code: string | undefined,
  endpoint: string,
  providerName: string,
  detail: string | undefined,
): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `${providerName} at ${endpoint} refused the connection (is the server running and the URL right?).`;
    case 'ENOTFOUND':
      return `${providerName} at ${endpoint} could not be reached: the host name does not resolve.`;
    case 'EAI_AGAIN':
      return `${providerName} at ${endpoint} could not be reached: DNS lookup failed temporarily.`;
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return `${providerName} at ${endpoint} did not accept the connection in time.`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return `${providerName} at ${endpoint} closed the connection before answering.`;
    default:
      return `${providerName} at ${endpoint} could not be reached${code === undefined ? '' : ` (${code})`}${detail === undefined ? '' : `: ${detail}`}.`;
  }
}

/**
 * POSTs a JSON body and returns the streaming answer as soon as its headers arrive, with the
 * body as an async iterable of byte chunks. Uses undici's fetch over an undici `Agent` with a
 * connect timeout (no proxy taken from the environment) unless `fetch`/`dispatcher` are given.
 *
 * Failures before any body byte is read (HTTP 408/409/429/5xx, connection refused/reset,
 * connect and response timeouts) are retried with exponential backoff and jitter, honouring
 * `Retry-After` and `retry-after-ms`; 400/401/403/404/422 never are; nothing is retried once the
 * body streams. Every failure is a {@link ProviderError} with the API key and credential headers
 * redacted.
 */
export async function postJsonStream(options: PostJsonStreamOptions): Promise<JsonStreamResponse> {
  const providerName = options.providerName ?? 'The provider';
  const url = parseEndpointUrl(options, providerName);
  const endpoint = describeEndpoint(url);
  const headers: Record<string, string> = {};
  let hasContentType = false;
  let hasAccept = false;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    headers[name] = value;
    if (name.toLowerCase() === 'content-type') hasContentType = true;
    if (name.toLowerCase() === 'accept') hasAccept = true;
  }
  if (!hasContentType) headers['content-type'] = 'application/json';
  if (!hasAccept) headers['accept'] = 'text/event-stream, application/json';
  const secrets = [options.apiKey, ...(options.secrets ?? []), ...secretHeaderValues(options.headers)].filter(
    (secret): secret is string => typeof secret === 'string' && secret.length > 0,
  );
  const bodyText = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const retry = resolveRetryOptions(options.retry);
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const responseTimeoutMs = options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const maxErrorBodyBytes = options.maxErrorBodyBytes ?? DEFAULT_MAX_ERROR_BODY_BYTES;
  const dispatcher = options.dispatcher ?? (options.fetch === undefined ? sharedAgent(connectTimeoutMs) : undefined);
  const fetchFunction: FetchFunction = options.fetch ?? (undiciFetch as unknown as FetchFunction);

  const error = (
    code: ProviderErrorCode,
    message: string,
    extra: { cause?: unknown; retryable?: boolean; attempts?: number } = {},
  ) => new ProviderError(code, message, { ...extra, secrets });

  // One controller for the whole operation: the caller's signal and the total timeout end it.
  const overall = new AbortController();
  let overallKind: AbortKind | undefined;
  const userSignal = options.signal;
  const onUserAbort = (): void => {
    overallKind ??= 'user';
    overall.abort(userSignal?.reason);
  };
  let totalTimer: ReturnType<typeof setTimeout> | undefined;
  const dispose = (): void => {
    userSignal?.removeEventListener('abort', onUserAbort);
    if (totalTimer !== undefined) clearTimeout(totalTimer);
  };
  if (userSignal?.aborted) {
    throw error('PROVIDER_ABORTED', `The request to ${providerName} was aborted before it was sent.`, {
      cause: userSignal.reason,
    });
  }
  userSignal?.addEventListener('abort', onUserAbort, { once: true });
  if (options.totalTimeoutMs !== undefined && options.totalTimeoutMs > 0) {
    totalTimer = setTimeout(() => {
      overallKind ??= 'total';
      overall.abort(new Error('total timeout'));
    }, options.totalTimeoutMs);
  }

  const abortedError = (kind: AbortKind, attempts: number, cause?: unknown): ProviderError => {
    switch (kind) {
      case 'user':
        return error('PROVIDER_ABORTED', `The request to ${providerName} was aborted.`, {
          cause: userSignal?.reason ?? cause,
          attempts,
        });
      case 'total':
        return error(
          'PROVIDER_TIMEOUT',
          `${providerName} did not finish within ${options.totalTimeoutMs} ms (total timeout).`,
          { attempts },
        );
      case 'response':
        return error(
          'PROVIDER_TIMEOUT',
          `${providerName} at ${endpoint} did not answer within ${responseTimeoutMs} ms.`,
          {
            retryable: true,
            attempts,
          },
        );
      case 'idle':
        return error(
          'PROVIDER_TIMEOUT',
          `${providerName} sent nothing for ${idleTimeoutMs} ms while streaming its answer (idle timeout).`,
          {
            attempts,
          },
        );
    }
  };

  for (let attempt = 1; ; attempt += 1) {
    const attemptController = new AbortController();
    let attemptKind: AbortKind | undefined;
    const onOverallAbort = (): void => {
      attemptKind ??= overallKind;
      attemptController.abort(overall.signal.reason);
    };
    if (overall.signal.aborted) {
      dispose();
      throw abortedError(overallKind ?? 'user', attempt - 1);
    }
    overall.signal.addEventListener('abort', onOverallAbort, { once: true });
    let responseTimer: ReturnType<typeof setTimeout> | undefined;
    if (responseTimeoutMs > 0) {
      responseTimer = setTimeout(() => {
        attemptKind ??= 'response';
        attemptController.abort(new Error('response timeout'));
      }, responseTimeoutMs);
    }
    const endAttempt = (): void => {
      overall.signal.removeEventListener('abort', onOverallAbort);
      if (responseTimer !== undefined) clearTimeout(responseTimer);
    };

    let failure: ProviderError;
    let retryAfterMs: number | undefined;
    try {
      const init: Parameters<FetchFunction>[1] = {
        method: 'POST',
        headers,
        body: bodyText,
        signal: attemptController.signal,
      };
      if (dispatcher !== undefined) init.dispatcher = dispatcher;
      const response = await fetchFunction(url.href, init);
      if (responseTimer !== undefined) clearTimeout(responseTimer);
      if (response.status >= 200 && response.status < 300) {
        return {
          status: response.status,
          headers: response.headers,
          requestId: response.headers.get('x-request-id') ?? response.headers.get('request-id') ?? undefined,
          attempts: attempt,
          body: streamBody(response.body, {
            idleTimeoutMs,
            controller: attemptController,
            setKind: (kind) => {
              attemptKind ??= kind;
            },
            getKind: () => attemptKind,
            abortedError: (kind, cause) => abortedError(kind, attempt, cause),
            interruptedError: (cause) =>
              error(
                'PROVIDER_STREAM_INTERRUPTED',
                `The connection to ${providerName} broke while its answer was streaming${describeCode(cause)}.`,
                { cause, attempts: attempt },
              ),
            finish: () => {
              endAttempt();
              dispose();
            },
          }),
        };
      }
      retryAfterMs = parseRetryAfter(response.headers, retry.now);
      const errorBody = await readErrorBody(response.body, maxErrorBodyBytes, idleTimeoutMs);
      failure = createProviderHttpError({
        status: response.status,
        bodyText: errorBody,
        headers: response.headers,
        providerName,
        apiKeyEnvVar: options.apiKeyEnvVar,
        secrets,
        retryAfterMs,
        attempts: attempt,
      });
    } catch (caught) {
      endAttempt();
      if (attemptKind !== undefined) {
        failure = abortedError(attemptKind, attempt, caught);
      } else {
        const code = findNetworkErrorCode(caught);
        failure = error(
          code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT' ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE',
          networkErrorMessage(code, endpoint, providerName, innermostMessage(caught)),
          {
            cause: caught,
            retryable: code !== undefined && RETRYABLE_NETWORK_CODES.has(code),
            attempts: attempt,
          },
        );
      }
    }
    endAttempt();
    const retriesLeft = attempt <= retry.maxRetries;
    const waitTooLong = retryAfterMs !== undefined && retryAfterMs > retry.maxRetryAfterMs;
    if (!failure.retryable || !retriesLeft || waitTooLong || overall.signal.aborted) {
      dispose();
      throw failure;
    }
    const delayMs = computeRetryDelay(attempt - 1, retry, retryAfterMs);
    options.onRetry?.({ attempt, delayMs, error: failure });
    try {
      await retry.sleep(delayMs, overall.signal);
    } catch (sleepError) {
      dispose();
      throw abortedError(overallKind ?? 'user', attempt, sleepError);
    }
  }
}

/** The message of the deepest error in a cause chain ("bad port", "certificate has expired"). */
function innermostMessage(error: unknown): string | undefined {
  let current: unknown = error;
  let message: string | undefined;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    message = current.message;
    current = current.cause;
  }
  return message === undefined || message === 'fetch failed' ? undefined : message;
}

function describeCode(cause: unknown): string {
  const code = findNetworkErrorCode(cause);
  return code === undefined ? '' : ` (${code})`;
}

/** Reads at most `maxBytes` of an error body as text, giving up after `idleTimeoutMs` of silence. */
async function readErrorBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  idleTimeoutMs: number,
): Promise<string> {
  if (body === null) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  try {
    while (received < maxBytes) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        if (idleTimeoutMs > 0) timer = setTimeout(() => resolve('timeout'), idleTimeoutMs);
      });
      const result = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (result === 'timeout' || result.done) break;
      received += result.value.byteLength;
      text += decoder.decode(result.value, { stream: true });
    }
  } catch {
    // The body of an error answer is a courtesy; a broken one still leaves us the status.
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return text + decoder.decode();
}

interface StreamBodyContext {
  readonly idleTimeoutMs: number;
  readonly controller: AbortController;
  readonly setKind: (kind: AbortKind) => void;
  readonly getKind: () => AbortKind | undefined;
  readonly abortedError: (kind: AbortKind, cause: unknown) => ProviderError;
  readonly interruptedError: (cause: unknown) => ProviderError;
  readonly finish: () => void;
}

async function* streamBody(
  body: ReadableStream<Uint8Array> | null,
  context: StreamBodyContext,
): AsyncGenerator<Uint8Array, void, undefined> {
  if (body === null) {
    context.finish();
    return;
  }
  const reader = body.getReader();
  const { idleTimeoutMs, controller } = context;
  // One timer for the whole stream, re-armed lazily: cheaper than a new timer per chunk.
  // Only time spent waiting on the socket counts: a slow consumer is not a silent server.
  let lastActivity = performance.now();
  let reading = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const checkIdle = (): void => {
    const silentFor = reading ? performance.now() - lastActivity : 0;
    if (silentFor >= idleTimeoutMs) {
      context.setKind('idle');
      controller.abort(new Error('idle timeout'));
    } else {
      idleTimer = setTimeout(checkIdle, idleTimeoutMs - silentFor);
    }
  };
  if (idleTimeoutMs > 0) idleTimer = setTimeout(checkIdle, idleTimeoutMs);
  let completed = false;
  try {
    while (true) {
      let result: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;
      lastActivity = performance.now();
      reading = true;
      try {
        result = await reader.read();
      } catch (caught) {
        const kind = context.getKind();
        throw kind === undefined ? context.interruptedError(caught) : context.abortedError(kind, caught);
      }
      if (result.done) {
        // A stream can end "cleanly" right after an abort; report the abort, not a short answer.
        const kind = context.getKind();
        if (kind !== undefined) throw context.abortedError(kind, undefined);
        completed = true;
        return;
      }
      reading = false;
      yield result.value;
    }
  } finally {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    if (!completed) {
      // The consumer stopped early or the stream failed: release the connection.
      controller.abort(new Error('stream closed by the consumer'));
      reader.cancel().catch(() => undefined);
    }
    context.finish();
  }
}
