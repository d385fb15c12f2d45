import type { ConfidenceLevel } from '@toolgate/core';
import { Agent, request } from 'undici';
import type { ConnectToMapping } from './ConnectToMapping.js';
import { ConnectTimeoutMarker, createPinnedConnector, type WebConnectionDial } from './createPinnedConnector.js';
import type { WebRetrievalTlsOptions } from './createPinnedConnector.js';
import { decodeContentEncoding, MAX_CONTENT_CODINGS, parseContentEncoding } from './decodeContentEncoding.js';
import type { HostNameResolver } from './HostNameResolver.js';
import { discardBody, headerValue, positiveOption, REDIRECT_STATUSES } from './httpResponseParts.js';
import { PrivateHostAllowlist } from './PrivateHostAllowlist.js';
import { startRequestDeadline } from './startRequestDeadline.js';
import { parseContentType } from './WebContentType.js';
import { WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';
import type { WebTargetPolicy } from './WebTargetPolicy.js';
import { parseWebUrl, redactUrl, validateWebTarget } from './WebTargetValidator.js';

/** Settings of one JSON API request made through `WebPageRetrievalService.requestJson`. */
export interface WebApiRequestOptions {
  /** `GET` (default) or `POST`. */
  readonly method?: 'GET' | 'POST';
  /**
   * Request headers, e.g. an API key header. They go only to the first URL's origin: a redirect to
   * another origin is refused, so a key never travels to a host it was not configured for.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as the JSON body of a `POST` (`Content-Type: application/json`). */
  readonly jsonBody?: unknown;
  /**
   * Which targets may be reached; `public` by default. A base URL an operator configured (a
   * self-hosted search service on a private address) is `user`: never use it for a model's URL.
   */
  readonly policy?: WebTargetPolicy;
  /** Private hosts the `allowlist` policy may reach. */
  readonly allowlist?: PrivateHostAllowlist | readonly string[];
  /** The confidence of the provider that will see the answer; a private target needs HIGH under `allowlist`. */
  readonly providerConfidence?: ConfidenceLevel;
  /** Confines the caller; checked for the first URL and every redirect target. */
  readonly isTargetAllowed?: (url: URL) => boolean | Promise<boolean>;
  /** Cap on the decoded body, in bytes (default 1 MiB). */
  readonly maxBytes?: number;
  /** One deadline for the whole request, redirects included (default 30 s). */
  readonly timeoutMs?: number;
  /** Per connection attempt (default 10 s, never beyond the deadline). */
  readonly connectTimeoutMs?: number;
  /** At most this many same-origin redirects (default 5, maximum 10). */
  readonly maxRedirects?: number;
  /** Cancels everything. */
  readonly signal?: AbortSignal;
}

/** A JSON API's answer. */
export interface WebApiResponse {
  /** The URL as the caller gave it (user-info removed). */
  readonly requestedUrl: string;
  /** The URL after same-origin redirects. */
  readonly finalUrl: string;
  /** The HTTP status (always 2xx: other statuses are thrown as `HTTP_STATUS`). */
  readonly status: number;
  /** Lower-case media type as declared. */
  readonly mediaType: string;
  /** The parsed JSON body. Untrusted: validate its shape before use. */
  readonly body: unknown;
  /** Decoded body size in bytes. */
  readonly bytes: number;
  /** The validated addresses of the final hop. */
  readonly addresses: readonly string[];
  /** True when a hop reached a non-public address. */
  readonly privateTarget: boolean;
}

/** Defaults of {@link WebApiRequestOptions}. */
export const WEB_API_REQUEST_DEFAULTS = Object.freeze({
  maxBytes: 1024 * 1024,
  timeoutMs: 30_000,
  connectTimeoutMs: 10_000,
  maxRedirects: 5,
});

/** What `requestJson` borrows from its `WebPageRetrievalService`: the same network for every request. */
export interface WebApiNetwork {
  readonly resolver: HostNameResolver;
  readonly connectTo: ConnectToMapping;
  readonly userAgent: string;
  readonly tls: WebRetrievalTlsOptions | undefined;
  readonly onDial: ((dial: WebConnectionDial) => void) | undefined;
}

// Headers the service owns: a caller cannot point a request elsewhere or change how it is framed.
const RESERVED_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding']);

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * Calls a JSON API under the same defences as a page retrieval: every hop is validated (scheme,
 * port, names, every resolved address against the policy) before a byte is sent, the socket goes
 * only to a validated address (after the operator's connect-to mapping), the decoded body is
 * capped (1 MiB by default) and one deadline covers everything. Redirects are followed only
 * within the first URL's origin, so headers such as an API key never reach another host. The
 * answer must be JSON (`application/json` or `+json`); anything else, an unparsable body or a
 * non-2xx status is a {@link WebRetrievalError}.
 */
export async function requestWebApiJson(
  network: WebApiNetwork,
  url: string | URL,
  options: WebApiRequestOptions = {},
): Promise<WebApiResponse> {
  const timeoutMs = positiveOption('timeoutMs', options.timeoutMs, WEB_API_REQUEST_DEFAULTS.timeoutMs);
  const deadline = startRequestDeadline(timeoutMs, options.signal, `The request timed out after ${timeoutMs} ms.`);
  let currentUrl = String(url);
  try {
    const first = parseWebUrl(url);
    currentUrl = redactUrl(first);
    return await send(network, first, options, timeoutMs, deadline.signal, (hopUrl) => {
      currentUrl = hopUrl;
    });
  } catch (error) {
    if (deadline.timedOut()) {
      throw new WebRetrievalError(
        WebRetrievalReason.TIMEOUT,
        `The request to ${currentUrl} timed out after ${timeoutMs / 1000} seconds.`,
        { cause: error, url: currentUrl },
      );
    }
    if (options.signal?.aborted) {
      throw new WebRetrievalError(WebRetrievalReason.ABORTED, `The request to ${currentUrl} was cancelled.`, {
        cause: error,
        url: currentUrl,
      });
    }
    if (WebRetrievalError.isInstance(error)) throw error;
    if (error instanceof ConnectTimeoutMarker) {
      throw new WebRetrievalError(WebRetrievalReason.TIMEOUT, error.message, { cause: error, url: currentUrl });
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new WebRetrievalError(
      WebRetrievalReason.CONNECTION_FAILED,
      `The request to ${currentUrl} failed: ${detail}`,
      {
        cause: error,
        url: currentUrl,
      },
    );
  } finally {
    deadline.dispose();
  }
}

async function send(
  network: WebApiNetwork,
  first: URL,
  options: WebApiRequestOptions,
  timeoutMs: number,
  signal: AbortSignal,
  onHop: (url: string) => void,
): Promise<WebApiResponse> {
  const maxBytes = positiveOption('maxBytes', options.maxBytes, WEB_API_REQUEST_DEFAULTS.maxBytes);
  const maxRedirects = Math.min(10, Math.floor(options.maxRedirects ?? WEB_API_REQUEST_DEFAULTS.maxRedirects));
  const connectTimeoutMs = Math.min(
    timeoutMs,
    positiveOption('connectTimeoutMs', options.connectTimeoutMs, WEB_API_REQUEST_DEFAULTS.connectTimeoutMs),
  );
  const policy = options.policy ?? 'public';
  const rules = {
    policy,
    allowlist:
      options.allowlist instanceof PrivateHostAllowlist
        ? options.allowlist
        : new PrivateHostAllowlist(options.allowlist ?? []),
    providerConfidence: options.providerConfidence,
    isTargetAllowed: options.isTargetAllowed,
    chosenOrigin: policy === 'user' ? first.origin : undefined,
  };
  let method = options.method ?? 'GET';
  let body = method === 'POST' && options.jsonBody !== undefined ? JSON.stringify(options.jsonBody) : undefined;
  const headers: Record<string, string> = {
    'user-agent': network.userAgent,
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    const lower = name.toLowerCase();
    if (!RESERVED_HEADERS.has(lower)) headers[lower] = value;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';

  let privateTarget = false;
  let url = first;
  for (let redirects = 0; ; ) {
    onHop(redactUrl(url));
    const target = await validateWebTarget(url, rules, network.resolver, signal);
    privateTarget ||= target.privateTarget;
    const agent = new Agent({
      connect: createPinnedConnector({
        target,
        connectTo: network.connectTo,
        connectTimeoutMs,
        signal,
        tls: network.tls,
        onDial: network.onDial,
      }),
      connections: 1,
      pipelining: 1,
    });
    try {
      const response = await request(url, {
        dispatcher: agent,
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal,
      });
      if (REDIRECT_STATUSES.has(response.statusCode)) {
        discardBody(response.body);
        const location = headerValue(response.headers, 'location')?.trim() ?? '';
        let next: URL;
        try {
          next = new URL(location, url);
        } catch (cause) {
          throw new WebRetrievalError(
            WebRetrievalReason.INVALID_REDIRECT,
            `The API at ${url.href} redirected to '${location.slice(0, 200)}', which is not a valid URL.`,
            { cause, url: url.href },
          );
        }
        if (location === '') {
          throw new WebRetrievalError(
            WebRetrievalReason.INVALID_REDIRECT,
            `The API at ${url.href} answered HTTP ${response.statusCode} without a Location header.`,
            { url: url.href },
          );
        }
        if (next.origin !== first.origin) {
          throw new WebRetrievalError(
            WebRetrievalReason.TARGET_NOT_ALLOWED,
            `Refused to follow the API's redirect from ${url.href} to ${redactUrl(next)}: an API request stays on the origin it was configured for (${first.origin}).`,
            { url: url.href },
          );
        }
        if (redirects >= maxRedirects) {
          throw new WebRetrievalError(
            WebRetrievalReason.TOO_MANY_REDIRECTS,
            `Refused to follow more than ${maxRedirects} redirects of an API request (the last pointed from ${url.href}).`,
            { url: url.href },
          );
        }
        next.hash = '';
        redirects += 1;
        // Like fetch: 303, and 301/302 after a POST, continue as a GET without the body.
        if (
          response.statusCode === 303 ||
          (method === 'POST' && response.statusCode !== 307 && response.statusCode !== 308)
        ) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        url = next;
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        discardBody(response.body);
        throw new WebRetrievalError(
          WebRetrievalReason.HTTP_STATUS,
          `The API at ${url.href} answered HTTP ${response.statusCode}.`,
          { url: url.href, status: response.statusCode },
        );
      }
      const declared = parseContentType(headerValue(response.headers, 'content-type'));
      const mediaType = declared?.mediaType ?? '';
      if (!isJsonMediaType(mediaType)) {
        discardBody(response.body);
        throw new WebRetrievalError(
          WebRetrievalReason.UNSUPPORTED_CONTENT_TYPE,
          `The API at ${url.href} answered '${mediaType || 'without a content type'}', not JSON.`,
          { url: url.href },
        );
      }
      const declaredLength = Number(headerValue(response.headers, 'content-length'));
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        discardBody(response.body);
        throw new WebRetrievalError(
          WebRetrievalReason.SIZE,
          `The API at ${url.href} declares ${declaredLength} bytes, more than the limit of ${maxBytes} bytes.`,
          { url: url.href },
        );
      }
      const encoding = parseContentEncoding(headerValue(response.headers, 'content-encoding'));
      if (encoding.unsupported !== undefined) {
        discardBody(response.body);
        throw new WebRetrievalError(
          WebRetrievalReason.UNSUPPORTED_CONTENT_ENCODING,
          `The API at ${url.href} sent the content coding '${encoding.unsupported}', which cannot be decoded.`,
          { url: url.href },
        );
      }
      if (encoding.codings.length > MAX_CONTENT_CODINGS) {
        discardBody(response.body);
        throw new WebRetrievalError(
          WebRetrievalReason.TOO_MANY_CONTENT_ENCODINGS,
          `The API at ${url.href} sent ${encoding.codings.length} stacked content codings; at most ${MAX_CONTENT_CODINGS} are decoded.`,
          { url: url.href },
        );
      }
      const chunks: Uint8Array[] = [];
      let total = 0;
      try {
        for await (const chunk of decodeContentEncoding(response.body, encoding.codings)) {
          total += chunk.byteLength;
          if (total > maxBytes) {
            throw new WebRetrievalError(
              WebRetrievalReason.SIZE,
              `The answer of the API at ${url.href} is larger than the limit of ${maxBytes} bytes (counted after decompression).`,
              { url: url.href },
            );
          }
          chunks.push(chunk);
        }
      } catch (error) {
        if (WebRetrievalError.isInstance(error) || signal.aborted) throw error;
        const code = (error as { code?: string }).code ?? '';
        if (code.startsWith('UND_ERR')) throw error;
        throw new WebRetrievalError(
          WebRetrievalReason.INVALID_CONTENT,
          `The answer of the API at ${url.href} could not be decoded (${(error as Error).message}).`,
          { cause: error, url: url.href },
        );
      } finally {
        discardBody(response.body);
      }
      const bytes = Buffer.concat(chunks);
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder('utf-8').decode(bytes));
      } catch (cause) {
        throw new WebRetrievalError(
          WebRetrievalReason.INVALID_CONTENT,
          `The answer of the API at ${url.href} is not valid JSON.`,
          { cause, url: url.href },
        );
      }
      return {
        requestedUrl: redactUrl(first),
        finalUrl: url.href,
        status: response.statusCode,
        mediaType,
        body: parsed,
        bytes: bytes.byteLength,
        addresses: target.addresses.map((address) => address.address),
        privateTarget,
      };
    } finally {
      await agent.destroy().catch(() => {});
    }
  }
}
