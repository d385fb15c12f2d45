import { raceAbort, silentLogger, ToolgateError, type ToolgateLogger, ToolPaging } from '@toolgate/core';
import type { DataSourcePassage, DataSourceThreadMessage } from './DataSource.js';
import type { UsableDataSource } from './DataSourceService.js';

/** How long one data source may take to answer a search before it is reported as not searched. */
export const DEFAULT_DATA_SOURCE_SEARCH_TIMEOUT_MS = 60_000;

/** What searching one data source came to. */
export interface DataSourceSearchOutcome {
  readonly dataSource: UsableDataSource;
  /** `NOT_SEARCHED`: failed or timed out; `QUERY_NOT_SEARCHABLE`: the source could not search this query. */
  readonly status: 'SEARCHED' | 'NOT_SEARCHED' | 'QUERY_NOT_SEARCHABLE';
  /** The passages of the requested page, best first. */
  readonly passages: readonly DataSourcePassage[];
  /** True when a further passage exists within the paging window. */
  readonly hasMore: boolean;
  /** False when the source said it searched only a part of its data. */
  readonly complete: boolean;
  /** Why it was not searched, for the model (never secrets). */
  readonly problem?: string | undefined;
}

/** Options of {@link searchDataSources}. */
export interface SearchDataSourcesOptions {
  /** 1-based page; already checked against each source's last page. Default 1. */
  readonly page?: number | undefined;
  readonly signal: AbortSignal;
  readonly thread?: readonly DataSourceThreadMessage[] | undefined;
  /** Per source, ms. Default {@link DEFAULT_DATA_SOURCE_SEARCH_TIMEOUT_MS}. */
  readonly timeoutMs?: number | undefined;
  readonly logger?: ToolgateLogger | undefined;
}

/**
 * Searches the data sources in parallel for one page each: a page `p` of size `k` asks a source for
 * its best `p·k + 1` passages (the extra one tells `has_more`), within the window of 100. A source
 * that fails or does not answer in time is reported, never silently left out. Rejects only when
 * `options.signal` aborts.
 */
export async function searchDataSources(
  dataSources: readonly UsableDataSource[],
  query: string,
  options: SearchDataSourcesOptions,
): Promise<DataSourceSearchOutcome[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATA_SOURCE_SEARCH_TIMEOUT_MS;
  const logger = options.logger ?? silentLogger;
  const outcomes = await Promise.all(dataSources.map((usable) => searchOne(usable, query, options, timeoutMs, logger)));
  options.signal.throwIfAborted();
  return outcomes;
}

async function searchOne(
  usable: UsableDataSource,
  query: string,
  options: SearchDataSourcesOptions,
  timeoutMs: number,
  logger: ToolgateLogger,
): Promise<DataSourceSearchOutcome> {
  const source = usable.dataSource;
  const paging = new ToolPaging({ pageSize: source.pageSize });
  const window = paging.window(options.page ?? 1);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([options.signal, timeout]);
  const failed = (status: 'NOT_SEARCHED' | 'QUERY_NOT_SEARCHABLE', problem: string): DataSourceSearchOutcome => ({
    dataSource: usable,
    status,
    passages: [],
    hasMore: false,
    complete: false,
    problem,
  });
  try {
    const result = await raceAbort(
      source.search(query, {
        limit: window.fetchCount,
        signal,
        ...(options.thread === undefined ? {} : { thread: options.thread }),
      }),
      signal,
    );
    const passages = (Array.isArray(result?.passages) ? result.passages : []).filter(isPassage);
    const page = paging.pageFromStart(window, passages.slice(0, window.fetchCount));
    return {
      dataSource: usable,
      status: 'SEARCHED',
      passages: page.items,
      hasMore: page.hasMore,
      complete: result.complete !== false,
    };
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    const code = ToolgateError.isInstance(error) ? error.code : undefined;
    logger.warn('A data source could not be searched.', {
      dataSourceId: source.id,
      code,
      timedOut: timeout.aborted,
    });
    if (timeout.aborted) {
      return failed('NOT_SEARCHED', `It did not answer within ${formatSeconds(timeoutMs)}.`);
    }
    if (code === 'DATA_SOURCE_QUERY_NOT_SEARCHABLE') {
      return failed('QUERY_NOT_SEARCHABLE', `It could not search this query: ${(error as Error).message}`);
    }
    // Messages of Toolgate errors are written for people and carry no secrets; others might.
    const reason = ToolgateError.isInstance(error) ? error.message : 'The search failed.';
    return failed('NOT_SEARCHED', reason);
  }
}

function isPassage(value: unknown): value is DataSourcePassage {
  if (typeof value !== 'object' || value === null) return false;
  const passage = value as Partial<DataSourcePassage>;
  return typeof passage.text === 'string' && passage.text.trim() !== '' && typeof passage.title === 'string';
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return seconds === 1 ? '1 second' : `${Number(seconds.toFixed(3))} seconds`;
}
