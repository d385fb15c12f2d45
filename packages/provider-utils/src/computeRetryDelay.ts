/** How failed requests are retried. Every field has a default. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 3 (so at most 4 attempts). `0` disables retries. */
  readonly maxRetries?: number;
  /** Delay before the first retry, before jitter. Default 500 ms. */
  readonly initialDelayMs?: number;
  /** Upper bound of any computed backoff delay. Default 8 000 ms. */
  readonly maxDelayMs?: number;
  /**
   * Longest wait a provider may ask for with `Retry-After`/`retry-after-ms`. When it asks for more,
   * the request is not retried and the error carries `retryAfterMs`. Default 60 000 ms.
   */
  readonly maxRetryAfterMs?: number;
  /** Factor between consecutive backoff delays. Default 2. */
  readonly backoffFactor?: number;
  /** Fraction of each backoff delay that is randomised (0 = none, 1 = "full jitter"). Default 0.25. */
  readonly jitter?: number;
  /** Waits; injectable so tests are fast. Must reject when `signal` aborts. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The clock used to read HTTP-date `Retry-After` values. Default `Date.now`. */
  readonly now?: () => number;
  /** Random numbers in [0, 1) for jitter. Default `Math.random`. */
  readonly random?: () => number;
}

/** HTTP statuses worth retrying: timeouts, conflicts, rate limits and server errors. */
export function isRetryableStatus(status: number): boolean {
  if (status === 400 || status === 401 || status === 403 || status === 404 || status === 422) return false;
  return status === 408 || status === 409 || status === 429 || (status >= 500 && status <= 599);
}

/**
 * Reads how long the provider asks us to wait, in milliseconds: `retry-after-ms` (OpenAI) first,
 * then `Retry-After` as seconds (fractions allowed) or as an HTTP date. `undefined` when absent or
 * unparsable; never negative.
 */
export function parseRetryAfter(headers: Headers | undefined, now: () => number = Date.now): number | undefined {
  if (headers === undefined) return undefined;
  const milliseconds = headers.get('retry-after-ms');
  if (milliseconds !== null && milliseconds.trim() !== '') {
    const value = Number(milliseconds);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const retryAfter = headers.get('retry-after');
  if (retryAfter === null || retryAfter.trim() === '') return undefined;
  const trimmed = retryAfter.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now());
}

/** Resolved retry settings with every default applied. */
export interface ResolvedRetryOptions {
  readonly maxRetries: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly backoffFactor: number;
  readonly jitter: number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly random: () => number;
}

/** Waits `ms` milliseconds; rejects with the signal's reason when it aborts first. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Applies the defaults of {@link RetryOptions}; `false` means no retries. */
export function resolveRetryOptions(options: RetryOptions | false | undefined): ResolvedRetryOptions {
  const given = options === false ? { maxRetries: 0 } : (options ?? {});
  const nonNegative = (value: number | undefined, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  return {
    maxRetries: Math.floor(nonNegative(given.maxRetries, 3)),
    initialDelayMs: nonNegative(given.initialDelayMs, 500),
    maxDelayMs: nonNegative(given.maxDelayMs, 8_000),
    maxRetryAfterMs: nonNegative(given.maxRetryAfterMs, 60_000),
    backoffFactor: Math.max(1, nonNegative(given.backoffFactor, 2)),
    jitter: Math.min(1, nonNegative(given.jitter, 0.25)),
    sleep: given.sleep ?? abortableSleep,
    now: given.now ?? Date.now,
    random: given.random ?? Math.random,
  };
}

/**
 * The delay before retry number `retryIndex` (0 for the first retry): the provider's
 * `retryAfterMs` when it gave one, else exponential backoff capped at `maxDelayMs`, with jitter
 * that only ever shortens the delay.
 */
export function computeRetryDelay(
  retryIndex: number,
  options: ResolvedRetryOptions,
  retryAfterMs: number | undefined,
): number {
  if (retryAfterMs !== undefined) return Math.max(0, retryAfterMs);
  const base = Math.min(options.maxDelayMs, options.initialDelayMs * options.backoffFactor ** retryIndex);
  const jitter = base * options.jitter * options.random();
  return Math.max(0, Math.round(base - jitter));
}
