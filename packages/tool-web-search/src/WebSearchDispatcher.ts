import { type ConfidenceLevel, sourceUrlKey, ToolExecutionBlockedError, ToolPageOutOfRangeError } from '@toolgate/core';
import type {
  SafeSearchLevel,
  WebSearchBackend,
  WebSearchBackendAnswer,
  WebSearchBackendId,
  WebSearchBackendStrategy,
  WebSearchHit,
  WebSearchTimeRange,
} from './WebSearchBackend.js';
import { WebSearchError, WebSearchErrorCode } from './WebSearchError.js';
import { WebSearchArgument } from './WebSearchNames.js';

/** One search as the dispatcher runs it. */
export interface WebSearchDispatch {
  readonly query: string;
  readonly language: string;
  readonly timeRange: WebSearchTimeRange | undefined;
  readonly page: number;
  readonly safeSearch: SafeSearchLevel | undefined;
  readonly limit: number;
  readonly strategy: WebSearchBackendStrategy;
  readonly primaryBackend: WebSearchBackendId | undefined;
  readonly searchTimeoutMs: number;
  readonly providerConfidence: ConfidenceLevel;
}

/** A hit after collection: fragment-free URL, merged across services. */
export interface SearchCandidate {
  readonly url: string;
  /** 1-based position in the merged list. */
  readonly rank: number;
  readonly title: string | undefined;
  readonly snippet: string | undefined;
  readonly publishedDate: string | undefined;
  /** The services that found it. */
  readonly backends: readonly string[];
}

/** What the dispatcher found. */
export interface WebSearchDispatchResult {
  /** The services that answered. */
  readonly answered: readonly string[];
  readonly candidates: readonly SearchCandidate[];
  /** Hits taken from the services before merging and filtering. */
  readonly candidateCount: number;
  readonly notes: readonly string[];
  readonly hasMore: boolean;
}

interface CollectedHit {
  readonly url: string;
  readonly hit: WebSearchHit;
}

/**
 * Keeps a service's order, takes its first `limit` hits (these are counted), drops non-http(s)
 * URLs, strips fragments and merges hits whose URLs are equal after normalization (scheme and host
 * lower-cased, trailing dot and default port dropped; path and query exact).
 */
function collect(hits: readonly WebSearchHit[], limit: number): { collected: CollectedHit[]; counted: number } {
  const taken = hits.slice(0, limit);
  const seen = new Set<string>();
  const collected: CollectedHit[] = [];
  for (const hit of taken) {
    let url: URL;
    try {
      url = new URL(hit.url);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    const key = sourceUrlKey(url.href);
    if (seen.has(key)) continue;
    seen.add(key);
    collected.push({ url: url.href, hit });
  }
  return { collected, counted: taken.length };
}

function blockedOrFailed(message: string, failures: readonly unknown[]): Error {
  const allBlocked =
    failures.length > 0 && failures.every((error) => WebSearchError.isInstance(error) && error.blocked);
  return allBlocked
    ? new ToolExecutionBlockedError(message, { cause: failures[0] })
    : new WebSearchError(WebSearchErrorCode.ALL_BACKENDS_FAILED, message, { cause: failures[0] });
}

/**
 * Chooses the services for one search, asks them by the strategy and merges their hits.
 *
 * - Order: failover order (SearXNG, Brave Search, Tavily), the preferred service first under
 *   FAILOVER; SPECIFIC asks the preferred one alone (all configured ones, with a note, when it
 *   has none).
 * - A service that cannot honour the safe-search level is not asked (a note); none left: blocked.
 * - A service whose deepest page is before the requested page is not asked (a note); none left:
 *   the `page` argument is refused naming the last page there is.
 * - FAILOVER asks one after another until one finds something; PARALLEL asks all at once and
 *   merges their hits turn by turn (first of each, then second of each…), equal URLs merged.
 * - A service that fails becomes a note; only when none answered is the search an error (or
 *   blocked, when every failure was a network-policy refusal).
 */
export async function dispatchWebSearch(
  backends: readonly WebSearchBackend[],
  request: WebSearchDispatch,
  signal: AbortSignal,
): Promise<WebSearchDispatchResult> {
  const notes: string[] = [];
  let chosen = [...backends];
  const primary =
    request.primaryBackend === undefined ? undefined : backends.find((b) => b.id === request.primaryBackend);
  if (request.strategy === 'SPECIFIC') {
    if (primary !== undefined) chosen = [primary];
    else if (backends.length > 1)
      notes.push('No preferred search service is configured; every configured one was asked.');
  } else if (request.strategy === 'FAILOVER' && primary !== undefined) {
    chosen = [primary, ...backends.filter((backend) => backend !== primary)];
  }

  const safeSearch = request.safeSearch;
  if (safeSearch !== undefined && safeSearch !== 'OFF') {
    const unable = chosen.filter((backend) => !backend.capabilities.safeSearchLevels.includes(safeSearch));
    for (const backend of unable) {
      notes.push(`${backend.displayName} was not asked: it cannot filter at the safe-search level ${safeSearch}.`);
    }
    chosen = chosen.filter((backend) => !unable.includes(backend));
    if (chosen.length === 0) {
      throw new ToolExecutionBlockedError(
        `The safe-search level ${safeSearch} is set, and none of the configured search services can honour it. Tell the user that web search is unavailable until an administrator configures a service that can filter (SearXNG or Brave Search) or changes the safe-search setting.`,
      );
    }
  }

  const reachable = chosen.filter((backend) => backend.capabilities.maxPage >= request.page);
  if (reachable.length === 0) {
    const lastPage = Math.max(...chosen.map((backend) => backend.capabilities.maxPage));
    const name = WebSearchArgument.PAGE;
    throw new ToolPageOutOfRangeError(
      name,
      `Argument '${name}' must be a whole number from 1 to ${lastPage} (the last page there is), but was ${request.page}. Ask for page ${lastPage} or an earlier one, or leave it out to get the first page.`,
      lastPage,
    );
  }
  for (const backend of chosen.filter((candidate) => !reachable.includes(candidate))) {
    notes.push(
      `${backend.displayName} was not asked: it has no page ${request.page} (its last page is ${backend.capabilities.maxPage}).`,
    );
  }
  chosen = reachable;

  const ask = async (backend: WebSearchBackend): Promise<WebSearchBackendAnswer> =>
    backend.search(
      {
        query: request.query,
        language: request.language,
        timeRange: request.timeRange,
        page: request.page,
        safeSearch: request.safeSearch,
        limit: request.limit,
        timeoutMs: request.searchTimeoutMs,
        providerConfidence: request.providerConfidence,
      },
      signal,
    );

  const answers: { backend: WebSearchBackend; answer: WebSearchBackendAnswer }[] = [];
  const failures: unknown[] = [];
  const several = chosen.length > 1;
  const failed = (backend: WebSearchBackend, error: unknown) => {
    if (signal.aborted) throw error;
    failures.push(error);
    const message = error instanceof Error ? error.message : String(error);
    notes.push(
      message.startsWith(backend.displayName) ? message : `${backend.displayName} could not be asked: ${message}`,
    );
  };
  if (request.strategy === 'PARALLEL') {
    const settled = await Promise.allSettled(chosen.map((backend) => ask(backend)));
    settled.forEach((outcome, index) => {
      const backend = chosen[index] as WebSearchBackend;
      if (outcome.status === 'fulfilled') answers.push({ backend, answer: outcome.value });
      else failed(backend, outcome.reason);
    });
  } else {
    for (const backend of chosen) {
      try {
        const answer = await ask(backend);
        answers.push({ backend, answer });
        if (answer.hits.length > 0) break;
      } catch (error) {
        failed(backend, error);
      }
    }
  }
  if (answers.length === 0) {
    throw blockedOrFailed(`No search service could be asked. ${notes.join(' ')}`, failures);
  }

  for (const { backend, answer } of answers) {
    const prefix = several ? `${backend.displayName}: ` : '';
    if (request.language !== 'all' && !backend.capabilities.supportsLanguage) {
      notes.push(`${prefix}It does not filter by language; its results may be in any language.`);
    }
    if (request.timeRange !== undefined && !backend.capabilities.supportsTimeRange) {
      notes.push(`${prefix}It does not filter by time; its results may be older than a ${request.timeRange}.`);
    }
    for (const note of answer.notes) notes.push(`${prefix}${note}`);
    if (several && answer.hits.length === 0) notes.push(`${backend.displayName} returned no hits.`);
  }

  let candidateCount = 0;
  const lists = answers.map(({ backend, answer }) => {
    const { collected, counted } = collect(answer.hits, request.limit);
    candidateCount += counted;
    return { backend, collected };
  });
  const merged = new Map<string, { url: string; hit: WebSearchHit; backends: string[] }>();
  const longest = Math.max(0, ...lists.map((list) => list.collected.length));
  for (let position = 0; position < longest; position++) {
    for (const { backend, collected } of lists) {
      const entry = collected[position];
      if (entry === undefined) continue;
      const key = sourceUrlKey(entry.url);
      const existing = merged.get(key);
      if (existing === undefined) merged.set(key, { url: entry.url, hit: entry.hit, backends: [backend.displayName] });
      else if (!existing.backends.includes(backend.displayName)) existing.backends.push(backend.displayName);
    }
  }
  const candidates = [...merged.values()].slice(0, request.limit).map(
    (entry, index): SearchCandidate => ({
      url: entry.url,
      rank: index + 1,
      title: entry.hit.title,
      snippet: entry.hit.snippet,
      publishedDate: entry.hit.publishedDate,
      backends: entry.backends,
    }),
  );
  return {
    answered: answers.map(({ backend }) => backend.displayName),
    candidates,
    candidateCount,
    notes,
    hasMore: answers.some(({ answer }) => answer.hasMore),
  };
}
