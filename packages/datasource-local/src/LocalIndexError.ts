import { ToolgateError } from '@toolgate/core';

/** Why a local index could not be opened, updated or searched. */
export const LocalIndexErrorCode = {
  /** The database file was written by a newer version of this package (its schema version is higher). */
  INDEX_FROM_NEWER_VERSION: 'INDEX_FROM_NEWER_VERSION',
  /** The database file is not a SQLite database, is damaged, or is a database of something else. */
  INDEX_CORRUPT: 'INDEX_CORRUPT',
  /** A read-only open found no index file. */
  INDEX_NOT_FOUND: 'INDEX_NOT_FOUND',
  /** The folder to index does not exist or is not a folder. */
  FOLDER_NOT_FOUND: 'FOLDER_NOT_FOUND',
  /** The embeddings endpoint failed, answered malformed data, or its API key is missing. */
  EMBEDDING_FAILED: 'EMBEDDING_FAILED',
  /** The index holds embeddings of another model than the one configured for the query. */
  EMBEDDING_MODEL_MISMATCH: 'EMBEDDING_MODEL_MISMATCH',
  /** The index was closed. */
  INDEX_CLOSED: 'INDEX_CLOSED',
} as const;
/** One of the {@link LocalIndexErrorCode} values. */
export type LocalIndexErrorCode = (typeof LocalIndexErrorCode)[keyof typeof LocalIndexErrorCode];

/** Extra facts a {@link LocalIndexError} carries. */
export interface LocalIndexErrorOptions {
  readonly cause?: unknown;
  /** The database file concerned, if any. */
  readonly databasePath?: string;
  /** The HTTP status of a failed embeddings request. */
  readonly status?: number;
}

/**
 * Every failure of the local folder index. `code` is a stable {@link LocalIndexErrorCode}; the
 * message never contains an API key. Check with `LocalIndexError.isInstance(value)`.
 */
export class LocalIndexError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/datasource-local/LocalIndexError');
  declare readonly code: LocalIndexErrorCode;
  readonly databasePath: string | undefined;
  readonly status: number | undefined;

  constructor(code: LocalIndexErrorCode, message: string, options: LocalIndexErrorOptions = {}) {
    super(code, message, options.cause === undefined ? {} : { cause: options.cause });
    this.databasePath = options.databasePath;
    this.status = options.status;
  }
}
