import { ToolgateError, type ToolgateErrorOptions } from '@toolgate/core';

/** Why `web_search` failed. */
export const WebSearchErrorCode = Object.freeze({
  /** One search service could not be asked (network, status, answer). */
  BACKEND_FAILED: 'WEB_SEARCH_BACKEND_FAILED',
  /** No search service answered. */
  ALL_BACKENDS_FAILED: 'WEB_SEARCH_ALL_BACKENDS_FAILED',
} as const);
/** One of the {@link WebSearchErrorCode} values. */
export type WebSearchErrorCode = (typeof WebSearchErrorCode)[keyof typeof WebSearchErrorCode];

/** Options of a {@link WebSearchError}. */
export interface WebSearchErrorOptions extends ToolgateErrorOptions {
  /** True when a network policy refused the request (the service's address or a redirect). */
  readonly blocked?: boolean | undefined;
  /** The HTTP status the service answered, when that was the failure. */
  readonly status?: number | undefined;
}

/**
 * A failure of `web_search` or one of its search services. Messages are written for the model and
 * never carry an API key.
 */
export class WebSearchError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/tool-web-search/WebSearchError');
  declare readonly code: WebSearchErrorCode;
  /** True when a network policy refused the request. */
  readonly blocked: boolean;
  /** The HTTP status the service answered, when known. */
  readonly status: number | undefined;

  constructor(code: WebSearchErrorCode, message: string, options: WebSearchErrorOptions = {}) {
    super(code, message, options.cause === undefined ? {} : { cause: options.cause });
    this.blocked = options.blocked === true;
    this.status = options.status;
  }
}
