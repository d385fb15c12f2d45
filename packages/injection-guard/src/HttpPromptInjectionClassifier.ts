import { CircuitBreaker, type CircuitBreakerOptions } from './CircuitBreaker.js';
import type { PromptInjectionClassifier } from './PromptInjectionClassifier.js';
import type { PromptInjectionDetectOptions } from './PromptInjectionDetector.js';
import { PromptInjectionGuardError } from './PromptInjectionGuardError.js';

/**
 * The wire protocol of the classifier server.
 * - `generic`: `POST <url>` with `{ "texts": [...] }`, answered by `{ "scores": [number, ...] }`
 *   (or `{ "results": [{ "score": number }, ...] }`), one score in [0, 1] per text, in order.
 * - `llm-guard`: LLM Guard's API, `POST <url>` (e.g. `http://host:8000/analyze/prompt`) with
 *   `{ "prompt": "..." }` per text, answered by `{ "is_valid", "scanners": { "PromptInjection": n } }`.
 */
export type PromptInjectionClassifierProtocol = 'generic' | 'llm-guard';

/** Options of {@link HttpPromptInjectionClassifier}. */
export interface HttpPromptInjectionClassifierOptions {
  /** The endpoint, e.g. `http://127.0.0.1:8000/analyze/prompt`. */
  readonly url: string;
  /** Default `generic`. */
  readonly protocol?: PromptInjectionClassifierProtocol;
  /** Extra request headers (e.g. `Authorization`); never included in errors. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Time allowed per request. Default 5,000 ms. */
  readonly timeoutMs?: number;
  /** Most texts per request (generic protocol). Default 32. */
  readonly maxBatchSize?: number;
  /** Requests in flight at once for `llm-guard` (one text each). Default 4. */
  readonly concurrency?: number;
  /** Circuit breaker settings. */
  readonly circuitBreaker?: CircuitBreakerOptions;
  /** The fetch to use. Default the global `fetch`. */
  readonly fetch?: typeof fetch;
}

const MAX_RESPONSE_CHARS = 4_000_000;

function parseScore(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : undefined;
}

/**
 * A client for a prompt-injection classifier served over HTTP (see
 * {@link PromptInjectionClassifierProtocol}). Uses the global `fetch` (no Node-only modules), with a
 * timeout per request, a batch limit and a circuit breaker. Every failure rejects with a
 * {@link PromptInjectionGuardError}; the guard service turns that into pass-through plus a warning.
 */
export class HttpPromptInjectionClassifier implements PromptInjectionClassifier {
  private readonly url: string;
  private readonly protocol: PromptInjectionClassifierProtocol;
  private readonly headers: Readonly<Record<string, string>>;
  private readonly timeoutMs: number;
  private readonly maxBatchSize: number;
  private readonly concurrency: number;
  private readonly fetchImplementation: typeof fetch;
  /** The circuit breaker guarding the server (exposed for observability). */
  readonly circuitBreaker: CircuitBreaker;

  constructor(options: HttpPromptInjectionClassifierOptions) {
    let parsed: URL;
    try {
      parsed = new URL(options.url);
    } catch (error) {
      throw new PromptInjectionGuardError('INVALID_OPTIONS', 'The classifier URL is not a valid URL.', {
        cause: error,
      });
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new PromptInjectionGuardError('INVALID_OPTIONS', 'The classifier URL must use http or https.');
    }
    this.url = parsed.href;
    this.protocol = options.protocol ?? 'generic';
    this.headers = options.headers ?? {};
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxBatchSize = Math.max(1, options.maxBatchSize ?? 32);
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.circuitBreaker = new CircuitBreaker(options.circuitBreaker);
    const fetchImplementation = options.fetch ?? globalThis.fetch;
    if (typeof fetchImplementation !== 'function') {
      throw new PromptInjectionGuardError('INVALID_OPTIONS', 'No fetch implementation is available; pass `fetch`.');
    }
    this.fetchImplementation = fetchImplementation;
  }

  async classify(texts: readonly string[], options: PromptInjectionDetectOptions = {}): Promise<number[]> {
    if (texts.length === 0) return [];
    if (this.protocol === 'generic') {
      const scores: number[] = [];
      for (let start = 0; start < texts.length; start += this.maxBatchSize) {
        const batch = texts.slice(start, start + this.maxBatchSize);
        scores.push(
          ...(await this.post({ texts: batch }, options.signal, (body) => this.parseGeneric(body, batch.length))),
        );
      }
      return scores;
    }
    const scores = new Array<number>(texts.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < texts.length) {
        const index = next++;
        scores[index] = await this.post({ prompt: texts[index] }, options.signal, (body) => this.parseLlmGuard(body));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, texts.length) }, worker));
    return scores;
  }

  private parseGeneric(body: unknown, expected: number): number[] {
    const record = (typeof body === 'object' && body !== null ? body : {}) as { scores?: unknown; results?: unknown };
    const raw = Array.isArray(record.scores)
      ? record.scores
      : Array.isArray(record.results)
        ? record.results.map((entry) =>
            typeof entry === 'object' && entry !== null ? (entry as { score?: unknown }).score : undefined,
          )
        : undefined;
    if (raw === undefined || raw.length !== expected) {
      throw new PromptInjectionGuardError(
        'REMOTE_DETECTOR_BAD_RESPONSE',
        `The classifier did not return ${expected} scores.`,
      );
    }
    return raw.map((value) => {
      const score = parseScore(value);
      if (score === undefined)
        throw new PromptInjectionGuardError(
          'REMOTE_DETECTOR_BAD_RESPONSE',
          'The classifier returned a score that is not a number.',
        );
      return score;
    });
  }

  private parseLlmGuard(body: unknown): number {
    const record = (typeof body === 'object' && body !== null ? body : {}) as {
      is_valid?: unknown;
      scanners?: unknown;
    };
    const scanners =
      typeof record.scanners === 'object' && record.scanners !== null
        ? (record.scanners as Record<string, unknown>)
        : undefined;
    const score = parseScore(scanners?.['PromptInjection']);
    if (score !== undefined) return score;
    if (typeof record.is_valid === 'boolean') return record.is_valid ? 0 : 1;
    throw new PromptInjectionGuardError(
      'REMOTE_DETECTOR_BAD_RESPONSE',
      'The LLM Guard response has neither a PromptInjection score nor is_valid.',
    );
  }

  private async post<T>(payload: unknown, signal: AbortSignal | undefined, parse: (body: unknown) => T): Promise<T> {
    signal?.throwIfAborted();
    if (!this.circuitBreaker.tryAcquire()) {
      throw new PromptInjectionGuardError(
        'REMOTE_DETECTOR_CIRCUIT_OPEN',
        'The classifier failed repeatedly; not asking it for a while.',
      );
    }
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
    try {
      let response: Response;
      try {
        response = await this.fetchImplementation(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...this.headers },
          body: JSON.stringify(payload),
          signal: combined,
        });
      } catch (error) {
        if (timeout.aborted && !signal?.aborted) {
          throw new PromptInjectionGuardError(
            'REMOTE_DETECTOR_TIMEOUT',
            `The classifier did not answer within ${this.timeoutMs} ms.`,
            { cause: error },
          );
        }
        signal?.throwIfAborted();
        throw new PromptInjectionGuardError('REMOTE_DETECTOR_UNREACHABLE', 'The classifier could not be reached.', {
          cause: error,
        });
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (timeout.aborted && !signal?.aborted) {
          throw new PromptInjectionGuardError(
            'REMOTE_DETECTOR_TIMEOUT',
            `The classifier did not answer within ${this.timeoutMs} ms.`,
            { cause: error },
          );
        }
        throw new PromptInjectionGuardError(
          'REMOTE_DETECTOR_UNREACHABLE',
          'The classifier response could not be read.',
          { cause: error },
        );
      }
      if (!response.ok) {
        throw new PromptInjectionGuardError(
          'REMOTE_DETECTOR_HTTP_ERROR',
          `The classifier answered with HTTP status ${response.status}.`,
        );
      }
      if (text.length > MAX_RESPONSE_CHARS) {
        throw new PromptInjectionGuardError('REMOTE_DETECTOR_BAD_RESPONSE', 'The classifier response is too large.');
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        throw new PromptInjectionGuardError('REMOTE_DETECTOR_BAD_RESPONSE', 'The classifier response is not JSON.', {
          cause: error,
        });
      }
      const parsed = parse(body);
      this.circuitBreaker.recordSuccess();
      return parsed;
    } catch (error) {
      if (!signal?.aborted) this.circuitBreaker.recordFailure();
      throw error;
    }
  }
}
