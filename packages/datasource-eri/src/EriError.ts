import { DataSourceError, type DataSourceErrorCode } from '@toolgate/tool-semantic-search';

/**
 * Why an ERI call failed: `DATA_SOURCE_UNAVAILABLE` (unreachable, HTTP error),
 * `DATA_SOURCE_TIMEOUT`, `DATA_SOURCE_BAD_RESPONSE` (not the ERI shape),
 * `DATA_SOURCE_AUTHENTICATION_FAILED`, `INVALID_DATA_SOURCE` (the client's own settings). Messages
 * name the server's origin and the path, never credentials or tokens.
 */
export class EriError extends DataSourceError {
  static override readonly brand: symbol = Symbol.for('@toolgate/datasource-eri/EriError');
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;

  constructor(code: DataSourceErrorCode, message: string, options: { cause?: unknown; status?: number } = {}) {
    super(code, message, options.cause === undefined ? {} : { cause: options.cause });
    this.status = options.status;
  }
}
