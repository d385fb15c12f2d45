import { isConfidenceLevel, isDataSecurity } from '@toolgate/core';
import { type DataSource, DataSourceKind } from './DataSource.js';
import { DataSourceError } from './DataSourceError.js';

/** The ids a data source may have: they go into the tool's schema as an enum. */
export const DATA_SOURCE_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The largest page size a data source may declare: a page must leave room for the `has_more` probe in the window of 100. */
export const MAX_DATA_SOURCE_PAGE_SIZE = 99;

const KINDS: ReadonlySet<string> = new Set(Object.values(DataSourceKind));

/**
 * Checks what a host registers as a data source; throws a {@link DataSourceError} with code
 * `INVALID_DATA_SOURCE` naming the first problem. Returns the source for chaining.
 */
export function validateDataSource<T extends DataSource>(source: T): T {
  const label = typeof source.id === 'string' ? `Data source '${source.id.slice(0, 64)}'` : 'A data source';
  const fail = (problem: string): never => {
    throw new DataSourceError('INVALID_DATA_SOURCE', `${label} ${problem}`);
  };
  if (typeof source.id !== 'string' || !DATA_SOURCE_ID_PATTERN.test(source.id)) {
    fail('needs an id of 1 to 64 letters, digits, "_", "-", "." or ":".');
  }
  if (typeof source.name !== 'string' || source.name.trim() === '') fail('needs a non-empty name.');
  if (!KINDS.has(source.kind)) fail(`has an unknown kind; use one of ${[...KINDS].join(', ')}.`);
  if (!Number.isSafeInteger(source.pageSize) || source.pageSize < 1 || source.pageSize > MAX_DATA_SOURCE_PAGE_SIZE) {
    fail(`needs a page size from 1 to ${MAX_DATA_SOURCE_PAGE_SIZE}, not ${String(source.pageSize)}.`);
  }
  if (!isDataSecurity(source.dataSecurity)) fail('needs a data security of NOT_SPECIFIED, ALLOW_ANY or SELF_HOSTED.');
  if (!isConfidenceLevel(source.minimumProviderConfidence)) fail('needs a confidence level as its minimum.');
  if (typeof source.search !== 'function') fail('has no search function.');
  return source;
}
