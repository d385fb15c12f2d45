import { ToolgateError } from '@toolgate/core';

/**
 * Why a retrieval was refused or failed. Policy refusals (`blocked: true`) say the target or a
 * redirect was not acceptable; the others say the page could not be read.
 */
export const WebRetrievalReason = {
  /** The URL could not be parsed (WHATWG URL rules). */
  INVALID_URL: 'INVALID_URL',
  /** A scheme other than http or https. */
  UNSUPPORTED_SCHEME: 'UNSUPPORTED_SCHEME',
  /** User name or password inside the URL. */
  CREDENTIALS: 'CREDENTIALS',
  /** A port the Fetch standard refuses ("bad ports"). */
  BAD_PORT: 'BAD_PORT',
  /** `localhost` or a name under `.localhost`. */
  LOCAL_HOST_NAME: 'LOCAL_HOST_NAME',
  /** The caller's `isTargetAllowed` refused the URL. */
  TARGET_NOT_ALLOWED: 'TARGET_NOT_ALLOWED',
  /** The host name could not be resolved, or resolved to nothing. */
  DNS_FAILED: 'DNS_FAILED',
  /** An address that no policy allows (loopback, unspecified, link-local, multicast, reserved). */
  NEVER_ALLOWED_ADDRESS: 'NEVER_ALLOWED_ADDRESS',
  /** A private address, and the host is not in the allowlist (or the policy is public-only). */
  PRIVATE_HOST_NOT_ALLOWED: 'PRIVATE_HOST_NOT_ALLOWED',
  /** An allowlisted private host, but the provider's confidence is below HIGH. */
  INSUFFICIENT_PROVIDER_CONFIDENCE: 'INSUFFICIENT_PROVIDER_CONFIDENCE',
  /** More than the allowed number of redirects. */
  TOO_MANY_REDIRECTS: 'TOO_MANY_REDIRECTS',
  /** A redirect without a usable `Location`. */
  INVALID_REDIRECT: 'INVALID_REDIRECT',
  /** A content type that is neither an HTML page nor a text document. */
  UNSUPPORTED_CONTENT_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
  /** A `Content-Encoding` this service cannot decode. */
  UNSUPPORTED_CONTENT_ENCODING: 'UNSUPPORTED_CONTENT_ENCODING',
  /** More than five `Content-Encoding` layers in one response (each would cost a decoder). */
  TOO_MANY_CONTENT_ENCODINGS: 'TOO_MANY_CONTENT_ENCODINGS',
  /** Credentials from the host's credentials hook were sent, and the server still answered HTTP 401. */
  CREDENTIALS_REJECTED: 'CREDENTIALS_REJECTED',
  /** The decoded body is (or is declared to be) larger than the cap. */
  SIZE: 'SIZE',
  /** A connect, header, body-idle or overall timeout. */
  TIMEOUT: 'TIMEOUT',
  /** The caller's `AbortSignal` cancelled the retrieval. */
  ABORTED: 'ABORTED',
  /** The server answered with a status other than success or redirect. */
  HTTP_STATUS: 'HTTP_STATUS',
  /** No validated address accepted a connection, or the connection broke. */
  CONNECTION_FAILED: 'CONNECTION_FAILED',
  /** The body could not be decoded (corrupt compression) or extracted. */
  INVALID_CONTENT: 'INVALID_CONTENT',
} as const;
/** One of the {@link WebRetrievalReason} codes. */
export type WebRetrievalReason = (typeof WebRetrievalReason)[keyof typeof WebRetrievalReason];

const POLICY_REASONS: ReadonlySet<WebRetrievalReason> = new Set<WebRetrievalReason>([
  WebRetrievalReason.UNSUPPORTED_SCHEME,
  WebRetrievalReason.CREDENTIALS,
  WebRetrievalReason.BAD_PORT,
  WebRetrievalReason.LOCAL_HOST_NAME,
  WebRetrievalReason.TARGET_NOT_ALLOWED,
  WebRetrievalReason.NEVER_ALLOWED_ADDRESS,
  WebRetrievalReason.PRIVATE_HOST_NOT_ALLOWED,
  WebRetrievalReason.INSUFFICIENT_PROVIDER_CONFIDENCE,
]);

/** True for reasons that are policy refusals (the target was not acceptable). */
export function isPolicyRefusal(reason: WebRetrievalReason): boolean {
  return POLICY_REASONS.has(reason);
}

/** Extra facts a {@link WebRetrievalError} carries. */
export interface WebRetrievalErrorOptions {
  /** The error that led to this one. */
  readonly cause?: unknown;
  /** The URL of the hop that was refused or failed. */
  readonly url?: string;
  /** The HTTP status, for `HTTP_STATUS`. */
  readonly status?: number;
}

/**
 * Every refusal and failure of {@link WebPageRetrievalService}. `code` (and `reason`) is a stable
 * {@link WebRetrievalReason}; `blocked` is true for policy refusals, which a tool reports as
 * BLOCKED rather than failed.
 */
export class WebRetrievalError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/web-retrieval/WebRetrievalError');
  /** The stable reason code, the same as `code`. */
  readonly reason: WebRetrievalReason;
  /** True when a policy refused the target; false when the retrieval failed. */
  readonly blocked: boolean;
  /** The URL of the hop that was refused or failed, when known. */
  readonly url: string | undefined;
  /** The HTTP status for `HTTP_STATUS`. */
  readonly status: number | undefined;

  constructor(reason: WebRetrievalReason, message: string, options: WebRetrievalErrorOptions = {}) {
    super(reason, message, options.cause === undefined ? {} : { cause: options.cause });
    this.reason = reason;
    this.blocked = isPolicyRefusal(reason);
    this.url = options.url;
    this.status = options.status;
  }
}
