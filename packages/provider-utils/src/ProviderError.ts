import { ToolgateError } from '@toolgate/core';
import { redactSecrets } from './redactSecrets.js';

/** The stable codes of {@link ProviderError}. */
export type ProviderErrorCode =
  /** The provider answered with an HTTP error status not covered by a more specific code. */
  | 'PROVIDER_HTTP_ERROR'
  /** HTTP 429: too many requests or tokens; `retryAfterMs` says when to try again if the provider told us. */
  | 'PROVIDER_RATE_LIMITED'
  /** HTTP 401/403: the API key is missing, wrong, or lacks permission. */
  | 'PROVIDER_AUTHENTICATION'
  /** The provider's host could not be reached (refused, reset before an answer, DNS failure). */
  | 'PROVIDER_UNREACHABLE'
  /** Connecting, waiting for the answer, or waiting for the next chunk took too long. */
  | 'PROVIDER_TIMEOUT'
  /** The connection broke after the answer had started streaming. */
  | 'PROVIDER_STREAM_INTERRUPTED'
  /** The provider sent something that is not the protocol (bad SSE, bad JSON, an event too large). */
  | 'PROVIDER_INVALID_RESPONSE'
  /** The caller aborted the request through its `AbortSignal`. */
  | 'PROVIDER_ABORTED'
  /** The provider is overloaded (HTTP 529/503, Anthropic `overloaded_error`). */
  | 'PROVIDER_OVERLOADED'
  /** The environment variable that should hold the API key is not set. */
  | 'PROVIDER_API_KEY_MISSING'
  /** The provider reported an error inside an otherwise successful stream (an `error` event). */
  | 'PROVIDER_STREAM_ERROR';

/** Options of the {@link ProviderError} constructor. */
export interface ProviderErrorOptions {
  /** The error that led to this one. It is copied with every secret redacted, never kept as is. */
  readonly cause?: unknown;
  /** HTTP status of the provider's answer, when there was one. */
  readonly status?: number;
  /** Whether trying the same request again later can succeed. Default `false`. */
  readonly retryable?: boolean;
  /** The provider's own error message, from its JSON error body or error event. */
  readonly providerMessage?: string;
  /** The provider's error type (`invalid_request_error`, `overloaded_error`, …). */
  readonly providerErrorType?: string;
  /** The provider's error code (`rate_limit_exceeded`, `insufficient_quota`, …). */
  readonly providerErrorCode?: string;
  /** The provider's request id header (`x-request-id`, `request-id`), useful in support tickets. */
  readonly requestId?: string;
  /** How long the provider asked us to wait before retrying (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;
  /** How many HTTP attempts were made before giving up. */
  readonly attempts?: number;
  /** Secrets (API keys, header values) to redact from the message, provider message and cause chain. */
  readonly secrets?: Iterable<string | undefined>;
}

const MAX_CAUSE_DEPTH = 6;

/**
 * Copies an error chain with every string redacted: the original objects may hold request
 * options or headers (and so the key), which `util.inspect` would print.
 */
export function sanitizeErrorCause(cause: unknown, secrets: readonly (string | undefined)[], depth = 0): unknown {
  if (cause === undefined || cause === null) return cause;
  if (typeof cause === 'string') return redactSecrets(cause, secrets);
  if (typeof cause !== 'object') return cause;
  if (ProviderError.isInstance(cause)) return cause;
  const source = cause as { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown } & Record<
    string,
    unknown
  >;
  const message = typeof source.message === 'string' ? source.message : String(cause);
  const copy = new Error(redactSecrets(message, secrets));
  Object.defineProperty(copy, 'name', {
    value: typeof source.name === 'string' ? source.name : 'Error',
    enumerable: false,
    configurable: true,
    writable: true,
  });
  copy.stack = typeof source.stack === 'string' ? redactSecrets(source.stack, secrets) : copy.stack;
  // Keep the diagnostic fields a user needs (ECONNRESET, UND_ERR_SOCKET, …), drop everything else.
  for (const key of ['code', 'errno', 'syscall', 'address', 'port'] as const) {
    const value = source[key];
    if (typeof value === 'string') (copy as unknown as Record<string, unknown>)[key] = redactSecrets(value, secrets);
    else if (typeof value === 'number') (copy as unknown as Record<string, unknown>)[key] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    Object.defineProperty(copy, 'cause', {
      value: sanitizeErrorCause(source.cause, secrets, depth + 1),
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  return copy;
}

/**
 * Every failure talking to a model provider. `code` is stable; `status` is the HTTP status when
 * there was an answer; `retryable` says whether trying again can help; `providerMessage` is the
 * provider's own explanation. Messages, provider messages and the `cause` chain never contain the
 * API key or any credential header: they are redacted when the error is built.
 */
export class ProviderError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/provider-utils/ProviderError');
  declare readonly code: ProviderErrorCode;
  /** HTTP status of the provider's answer, or `undefined` when there was none. */
  readonly status: number | undefined;
  /** Whether trying the same request again later can succeed. */
  readonly retryable: boolean;
  /** The provider's own error message (redacted), when it sent one. */
  readonly providerMessage: string | undefined;
  /** The provider's error type, e.g. `invalid_request_error`. */
  readonly providerErrorType: string | undefined;
  /** The provider's error code, e.g. `insufficient_quota`. */
  readonly providerErrorCode: string | undefined;
  /** The provider's request id, for support tickets. */
  readonly requestId: string | undefined;
  /** How long the provider asked to wait before a retry, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  /** How many HTTP attempts were made. */
  readonly attempts: number | undefined;

  constructor(code: ProviderErrorCode, message: string, options: ProviderErrorOptions = {}) {
    const secrets = [...(options.secrets ?? [])];
    super(code, redactSecrets(message, secrets), {
      cause: options.cause === undefined ? undefined : sanitizeErrorCause(options.cause, secrets),
    });
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.providerMessage =
      options.providerMessage === undefined ? undefined : redactSecrets(options.providerMessage, secrets);
    this.providerErrorType =
      options.providerErrorType === undefined ? undefined : redactSecrets(options.providerErrorType, secrets);
    this.providerErrorCode =
      options.providerErrorCode === undefined ? undefined : redactSecrets(options.providerErrorCode, secrets);
    this.requestId = options.requestId;
    this.retryAfterMs = options.retryAfterMs;
    this.attempts = options.attempts;
    if (typeof this.stack === 'string') this.stack = redactSecrets(this.stack, secrets);
  }

  /** A JSON-safe summary (what `JSON.stringify(error)` prints). */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      status: this.status,
      retryable: this.retryable,
      providerMessage: this.providerMessage,
      providerErrorType: this.providerErrorType,
      providerErrorCode: this.providerErrorCode,
      requestId: this.requestId,
      retryAfterMs: this.retryAfterMs,
      attempts: this.attempts,
    };
  }
}
