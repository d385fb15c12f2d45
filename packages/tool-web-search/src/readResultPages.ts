import type { ConfidenceLevel } from '@toolgate/core';
import { type RetrievedWebPage, type WebPageRetrievalService, WebRetrievalError } from '@toolgate/web-retrieval';

/** How many result pages are read at the same time. */
export const PARALLEL_PAGE_READS = 4;

/** What became of one result page. */
export type ResultPageOutcome =
  | { readonly kind: 'RETRIEVED'; readonly page: RetrievedWebPage }
  | { readonly kind: 'NO_READABLE_CONTENT'; readonly page: RetrievedWebPage }
  | { readonly kind: 'BLOCKED'; readonly message: string }
  | { readonly kind: 'PAGE_TIMED_OUT' }
  | { readonly kind: 'RETRIEVAL_TIMED_OUT' }
  | { readonly kind: 'FAILED'; readonly message: string };

/** Options of {@link readResultPages}. */
export interface ReadResultPagesOptions {
  readonly pageTimeoutMs: number;
  /** One deadline for all pages together; what has not finished by then is `RETRIEVAL_TIMED_OUT`. */
  readonly allPagesTimeoutMs: number;
  readonly providerConfidence: ConfidenceLevel;
  /** Default {@link PARALLEL_PAGE_READS}. */
  readonly concurrency?: number;
  readonly signal: AbortSignal;
}

/**
 * Reads search hits' pages through the retrieval service under the public-only policy (a model
 * chose these URLs through its query: never a private, loopback or link-local target), at most
 * `concurrency` at a time, each under its own deadline and all under one overall deadline. Never
 * throws for a page; rethrows only when the caller's signal aborted.
 */
export async function readResultPages(
  retrieval: WebPageRetrievalService,
  urls: readonly string[],
  options: ReadResultPagesOptions,
): Promise<{ readonly outcomes: readonly ResultPageOutcome[]; readonly timedOut: boolean }> {
  const outcomes: ResultPageOutcome[] = urls.map(() => ({ kind: 'RETRIEVAL_TIMED_OUT' }));
  const overall = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    overall.abort(new Error('The time for reading result pages ran out.'));
  }, options.allPagesTimeoutMs);
  const onCallerAbort = () => overall.abort(options.signal.reason);
  if (options.signal.aborted) onCallerAbort();
  else options.signal.addEventListener('abort', onCallerAbort, { once: true });

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length && !overall.signal.aborted) {
      const index = next++;
      outcomes[index] = await readOne(retrieval, urls[index] as string, options, overall.signal, () => timedOut);
    }
  };
  try {
    const workers = Math.max(1, Math.min(options.concurrency ?? PARALLEL_PAGE_READS, urls.length));
    await Promise.all(Array.from({ length: workers }, () => worker()));
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', onCallerAbort);
  }
  options.signal.throwIfAborted();
  return { outcomes, timedOut };
}

async function readOne(
  retrieval: WebPageRetrievalService,
  url: string,
  options: ReadResultPagesOptions,
  signal: AbortSignal,
  overallTimedOut: () => boolean,
): Promise<ResultPageOutcome> {
  try {
    const page = await retrieval.retrieve(url, {
      policy: 'public',
      providerConfidence: options.providerConfidence,
      timeoutMs: options.pageTimeoutMs,
      signal,
    });
    return page.content.trim() === '' ? { kind: 'NO_READABLE_CONTENT', page } : { kind: 'RETRIEVED', page };
  } catch (error) {
    if (overallTimedOut()) return { kind: 'RETRIEVAL_TIMED_OUT' };
    if (options.signal.aborted) throw error;
    if (!WebRetrievalError.isInstance(error)) {
      return { kind: 'FAILED', message: error instanceof Error ? error.message : String(error) };
    }
    if (error.blocked) return { kind: 'BLOCKED', message: error.message };
    if (error.reason === 'TIMEOUT') return { kind: 'PAGE_TIMED_OUT' };
    return { kind: 'FAILED', message: error.message };
  }
}
