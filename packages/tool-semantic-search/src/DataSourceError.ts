import { ToolgateError, type ToolgateErrorOptions } from '@toolgate/core';

/** The stable codes of {@link DataSourceError}. */
export type DataSourceErrorCode =
  /** The source cannot search this query (e.g. nothing searchable is left after its own parsing). */
  | 'DATA_SOURCE_QUERY_NOT_SEARCHABLE'
  /** The source could not be reached or refused the request. */
  | 'DATA_SOURCE_UNAVAILABLE'
  /** The source did not answer in time. */
  | 'DATA_SOURCE_TIMEOUT'
  /** The source answered with something that is not what its protocol promises. */
  | 'DATA_SOURCE_BAD_RESPONSE'
  /** The source refused the credentials. */
  | 'DATA_SOURCE_AUTHENTICATION_FAILED'
  /** A data source definition is invalid (id, page size, security values). */
  | 'INVALID_DATA_SOURCE';

/**
 * Why a data source could not be used. The tool reports such a source as not searched; its
 * message is for people and never carries secrets or document content.
 */
export class DataSourceError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/tool-semantic-search/DataSourceError');
  declare readonly code: DataSourceErrorCode;

  constructor(code: DataSourceErrorCode, message: string, options: ToolgateErrorOptions = {}) {
    super(code, message, options);
  }
}
