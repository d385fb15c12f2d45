import { extractProviderErrorDetails } from './extractProviderErrorDetails.js';
import { ProviderError } from './ProviderError.js';
import type { ProviderErrorCode } from './ProviderError.js';
import { isRetryableStatus } from './computeRetryDelay.js';

/** Input of {@link createProviderHttpError}. */
export interface ProviderHttpErrorInput {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The answer's body text (any size; only the error fields are used). */
  readonly bodyText?: string;
  /** The answer's headers, for the request id and `x-should-retry`. */
  readonly headers?: Headers;
  /** Name of the provider for messages, e.g. "OpenAI". Default "The provider". */
  readonly providerName?: string;
  /** Name of the environment variable the API key came from, for a hint on 401/403. */
  readonly apiKeyEnvVar?: string;
  /** Secrets to redact from everything the error holds. */
  readonly secrets?: Iterable<string | undefined>;
  /** How long the provider asked to wait (already parsed from `Retry-After`). */
  readonly retryAfterMs?: number;
  /** How many attempts were made. */
  readonly attempts?: number;
}

const STATUS_MEANING: Readonly<Record<number, string>> = {
  400: 'the request was rejected as invalid',
  401: 'the API key was rejected',
  403: 'the API key is not allowed to do this',
  404: 'the URL or model was not found',
  408: 'the request timed out on the server',
  409: 'the request conflicted with another one',
  413: 'the request is too large',
  422: 'the request could not be processed',
  429: 'too many requests (rate limited)',
  500: 'the server had an internal error',
  502: 'a gateway in front of the server failed',
  503: 'the service is unavailable',
  504: 'a gateway in front of the server timed out',
  529: 'the service is overloaded',
};

function codeFor(status: number, providerType: string | undefined): ProviderErrorCode {
  if (providerType === 'overloaded_error' || status === 529) return 'PROVIDER_OVERLOADED';
  if (
    status === 401 ||
    status === 403 ||
    providerType === 'authentication_error' ||
    providerType === 'permission_error'
  ) {
    return 'PROVIDER_AUTHENTICATION';
  }
  if (status === 429 || providerType === 'rate_limit_error') return 'PROVIDER_RATE_LIMITED';
  if (status === 503) return 'PROVIDER_OVERLOADED';
  return 'PROVIDER_HTTP_ERROR';
}

/**
 * Builds the {@link ProviderError} for an HTTP error answer: a stable code from the status and the
 * provider's error type, the provider's own message, whether a retry can help (never for
 * 400/401/403/404/422, nor for an exhausted quota), and a message a user understands.
 */
export function createProviderHttpError(input: ProviderHttpErrorInput): ProviderError {
  const details = extractProviderErrorDetails(input.bodyText ?? '');
  const providerName = input.providerName ?? 'The provider';
  const code = codeFor(input.status, details.type);
  let retryable = isRetryableStatus(input.status);
  // OpenAI answers 429 for an exhausted quota too; waiting does not refill it.
  if (details.code === 'insufficient_quota' || details.type === 'insufficient_quota') retryable = false;
  const shouldRetry = input.headers?.get('x-should-retry');
  if (shouldRetry === 'false') retryable = false;
  const meaning = STATUS_MEANING[input.status] ?? (input.status >= 500 ? 'the server failed' : 'the request failed');
  const parts = [`${providerName} answered HTTP ${input.status}: ${meaning}`];
  if (details.message !== undefined) parts.push(`: ${details.message}`);
  else if (input.bodyText !== undefined && input.bodyText.trim() !== '' && details.type === undefined) {
    // A non-JSON error page: show its start, it often names the problem (e.g. a proxy's message).
    const snippet = input.bodyText.replace(/\s+/g, ' ').trim().slice(0, 200);
    parts.push(`: ${snippet}`);
  }
  if (code === 'PROVIDER_AUTHENTICATION') {
    parts.push(
      input.apiKeyEnvVar === undefined
        ? '. Check the API key.'
        : `. Check the API key in the environment variable ${input.apiKeyEnvVar}.`,
    );
  } else if (input.retryAfterMs !== undefined && (code === 'PROVIDER_RATE_LIMITED' || code === 'PROVIDER_OVERLOADED')) {
    parts.push(`. Retry after ${Math.ceil(input.retryAfterMs / 1000)} s.`);
  } else {
    parts.push('.');
  }
  const requestId = input.headers?.get('x-request-id') ?? input.headers?.get('request-id') ?? undefined;
  return new ProviderError(code, parts.join('').replace(/\.\.$/, '.'), {
    status: input.status,
    retryable,
    providerMessage: details.message,
    providerErrorType: details.type,
    providerErrorCode: details.code,
    requestId,
    retryAfterMs: input.retryAfterMs,
    attempts: input.attempts,
    secrets: input.secrets,
  });
}

/** Input of {@link createProviderStreamError}. */
export interface ProviderStreamErrorInput {
  /** The parsed error event (Anthropic `{type:"error", error:{…}}`, Responses `error` or `response.failed`). */
  readonly payload: unknown;
  /** Name of the provider for messages. Default "The provider". */
  readonly providerName?: string;
  /** Secrets to redact. */
  readonly secrets?: Iterable<string | undefined>;
}

/**
 * Builds the {@link ProviderError} for an error reported inside a stream (Anthropic `error`
 * event, Responses `error`/`response.failed`): `PROVIDER_OVERLOADED` or `PROVIDER_RATE_LIMITED`
 * when the provider's type says so, `PROVIDER_STREAM_ERROR` otherwise.
 */
export function createProviderStreamError(input: ProviderStreamErrorInput): ProviderError {
  const details = extractProviderErrorDetails(input.payload);
  const providerName = input.providerName ?? 'The provider';
  const kind = details.type ?? details.code;
  let code: ProviderErrorCode = 'PROVIDER_STREAM_ERROR';
  if (kind === 'overloaded_error' || kind === 'server_is_overloaded') code = 'PROVIDER_OVERLOADED';
  else if (kind === 'rate_limit_error' || kind === 'rate_limit_exceeded') code = 'PROVIDER_RATE_LIMITED';
  else if (kind === 'authentication_error' || kind === 'permission_error') code = 'PROVIDER_AUTHENTICATION';
  const message =
    `${providerName} reported an error in the stream` +
    (kind === undefined ? '' : ` (${kind})`) +
    `: ${details.message ?? 'no message given'}.`;
  return new ProviderError(code, message.replace(/\.\.$/, '.'), {
    retryable: code === 'PROVIDER_OVERLOADED' || code === 'PROVIDER_RATE_LIMITED',
    providerMessage: details.message,
    providerErrorType: details.type,
    providerErrorCode: details.code,
    secrets: input.secrets,
  });
}
