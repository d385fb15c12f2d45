import { type PromptInjectionFilter, raceAbort, silentLogger, type ToolgateLogger } from '@toolgate/core';
import type { DataSource } from './DataSource.js';
import { shortenDescription } from './shortenDescription.js';

/** How long a server-written description is reused (the original's five minutes). */
export const DATA_SOURCE_DESCRIPTION_CACHE_MS = 5 * 60_000;

/** How long fetching a server-written description may take. */
export const DATA_SOURCE_DESCRIPTION_TIMEOUT_MS = 6_000;

/** Options of {@link DataSourceDescriptionService}. */
export interface DataSourceDescriptionServiceOptions {
  /** Filters server-written descriptions for prompt injections before they are cached. */
  readonly guard: PromptInjectionFilter;
  /** How long an answer is reused, ms. Default {@link DATA_SOURCE_DESCRIPTION_CACHE_MS}. */
  readonly cacheMs?: number | undefined;
  /** Limit for one fetch, ms. Default {@link DATA_SOURCE_DESCRIPTION_TIMEOUT_MS}. */
  readonly fetchTimeoutMs?: number | undefined;
  /** The clock (ms); tests pass their own. Default `Date.now`. */
  readonly now?: (() => number) | undefined;
  readonly logger?: ToolgateLogger | undefined;
}

interface CacheEntry {
  readonly source: DataSource;
  readonly expiresAt: number;
  readonly description: Promise<string>;
}

/**
 * The descriptions of data sources as the tool description lists them: one line, at most 500
 * characters. A description a server writes itself (`fetchDescription`) is untrusted: it goes
 * through the prompt-injection filter, and the filtered text is kept for five minutes, since the
 * tool description is built before every request and must stay the same while the chat does
 * (prompt caching). A failed fetch falls back to the configured description, cached as well.
 */
export class DataSourceDescriptionService {
  readonly #guard: PromptInjectionFilter;
  readonly #cacheMs: number;
  readonly #fetchTimeoutMs: number;
  readonly #now: () => number;
  readonly #logger: ToolgateLogger;
  readonly #cache = new Map<string, CacheEntry>();

  constructor(options: DataSourceDescriptionServiceOptions) {
    this.#guard = options.guard;
    this.#cacheMs = options.cacheMs ?? DATA_SOURCE_DESCRIPTION_CACHE_MS;
    this.#fetchTimeoutMs = options.fetchTimeoutMs ?? DATA_SOURCE_DESCRIPTION_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
    this.#logger = options.logger ?? silentLogger;
  }

  /** The description of `source` for the tool description (may be empty). */
  async getDescription(source: DataSource, signal?: AbortSignal): Promise<string> {
    if (source.fetchDescription === undefined) return shortenDescription(source.description ?? '');
    const now = this.#now();
    const cached = this.#cache.get(source.id);
    if (cached !== undefined && cached.source === source && cached.expiresAt > now) return cached.description;
    const description = this.#fetch(source, signal);
    const entry: CacheEntry = { source, expiresAt: now + this.#cacheMs, description };
    this.#cache.set(source.id, entry);
    try {
      return await description;
    } catch (error) {
      // Only a cancelled request gets here; the next request tries again.
      if (this.#cache.get(source.id) === entry) this.#cache.delete(source.id);
      throw error;
    }
  }

  /** Forgets every cached description (e.g. after the host changed its data sources). */
  clear(): void {
    this.#cache.clear();
  }

  async #fetch(source: DataSource, signal: AbortSignal | undefined): Promise<string> {
    const timeout = AbortSignal.timeout(this.#fetchTimeoutMs);
    const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
    let written: string;
    try {
      written = await raceAbort(source.fetchDescription!(combined), combined);
      if (typeof written !== 'string') throw new TypeError('The description is not a string.');
    } catch (error) {
      signal?.throwIfAborted();
      this.#logger.warn('The description of a data source could not be read; the configured one is used.', {
        dataSourceId: source.id,
        error: error instanceof Error ? error.name : typeof error,
      });
      return shortenDescription(source.description ?? '');
    }
    // Shorten first, then filter: only what reaches the model is checked.
    const shortened = shortenDescription(written);
    const [filtered] = await this.#guard.filter(
      [
        {
          text: shortened,
          source: { kind: 'data-source-description', dataSourceId: source.id, dataSourceName: source.name },
        },
      ],
      signal === undefined ? {} : { signal },
    );
    return shortenDescription(filtered?.text ?? '');
  }
}
