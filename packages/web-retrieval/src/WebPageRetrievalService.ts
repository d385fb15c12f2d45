import type { ConfidenceLevel } from '@toolgate/core';
import { Agent, request } from 'undici';
import { ConnectToMapping } from './ConnectToMapping.js';
import {
  ConnectTimeoutMarker,
  createPinnedConnector,
  type WebConnectionDial,
  type WebRetrievalTlsOptions,
} from './createPinnedConnector.js';
import { decodeContentEncoding, MAX_CONTENT_CODINGS, parseContentEncoding } from './decodeContentEncoding.js';
import { type DocumentSyntax, decodeDocumentText, unifyLineEndings } from './decodeDocumentText.js';
import type { HostNameResolver } from './HostNameResolver.js';
import { discardBody, headerValue, positiveOption, REDIRECT_STATUSES } from './httpResponseParts.js';
import { requestWebApiJson, type WebApiRequestOptions, type WebApiResponse } from './WebApiRequest.js';
import { PrivateHostAllowlist } from './PrivateHostAllowlist.js';
import { RetrievalCookieJar } from './RetrievalCookieJar.js';
import type { CheckedWebTarget, RetrievedWebPage, RetrievedWebPageHop } from './RetrievedWebPage.js';
import type { WebPageMetadata } from './readWebPageMetadata.js';
import { SystemHostNameResolver } from './SystemHostNameResolver.js';
import { type RequestDeadline, startRequestDeadline } from './startRequestDeadline.js';
import {
  contentKindOfMediaType,
  parseContentType,
  SNIFF_BYTES,
  sniffTextContent,
  type WebContentKind,
} from './WebContentType.js';
import type { ExtractedWebPage } from './WebPageContentExtractor.js';
import { WebPageContentExtractor } from './WebPageContentExtractor.js';
import { mayCarryCredentials, type WebRetrievalCredentialsProvider } from './WebRetrievalCredentials.js';
import { WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';
import type { WebTargetPolicy } from './WebTargetPolicy.js';
import { parseWebUrl, redactUrl, validateWebTarget, type WebTargetRules } from './WebTargetValidator.js';

/** Turns HTML into Markdown and metadata; {@link WebPageContentExtractor} by default. */
export interface WebPageExtractor {
  extract(
    html: string,
    pageUrl: URL,
    options: { readonly signal?: AbortSignal | undefined },
  ): Promise<ExtractedWebPage>;
}

/** Settings of a {@link WebPageRetrievalService} that hold for every retrieval. */
export interface WebPageRetrievalServiceOptions {
  /** Resolves host names; the system's resolver by default. */
  readonly resolver?: HostNameResolver;
  /**
   * Redirects connections meant for a validated address to another (curl's `--connect-to`),
   * after validation. For operators and tests; never fill it from model input.
   */
  readonly connectTo?: ConnectToMapping;
  /** Extracts HTML pages; a {@link WebPageContentExtractor} owned by the service by default. */
  readonly extractor?: WebPageExtractor;
  /** Sent as `User-Agent`. */
  readonly userAgent?: string;
  /** TLS settings for HTTPS targets. */
  readonly tls?: WebRetrievalTlsOptions;
  /** Sees every dial before the socket opens; throwing refuses it (tests use it as a tripwire). */
  readonly onDial?: (dial: WebConnectionDial) => void;
  /**
   * The host's sign-in for internal sites (a Negotiate/Kerberos header, a bearer token, cookies),
   * used by retrievals that set `useCredentials`, and only for requests that may carry it: same
   * origin as the first URL, https, an allowlisted host whose addresses are all private, a
   * HIGH-confidence provider. Never for a redirect to another origin, never for a public address.
   */
  readonly credentials?: WebRetrievalCredentialsProvider;
}

/** Settings of one retrieval. */
export interface WebPageRetrievalOptions {
  /** Which targets may be reached; `public` by default. */
  readonly policy?: WebTargetPolicy;
  /** Private hosts the `allowlist` and `user` policies may reach (see {@link PrivateHostAllowlist}). */
  readonly allowlist?: PrivateHostAllowlist | readonly string[];
  /** The confidence of the provider that will see the page; a private target needs HIGH. */
  readonly providerConfidence?: ConfidenceLevel;
  /** Confines the caller, e.g. to a base URL; checked for the first URL and every redirect target. */
  readonly isTargetAllowed?: (url: URL) => boolean | Promise<boolean>;
  /** Told when a private target is refused because the provider's confidence is below HIGH. */
  readonly onPrivateHostProviderBlock?: (url: URL, providerConfidence: ConfidenceLevel | undefined) => void;
  /** Cap on the decoded body, in bytes (default 5 MiB). No policy lifts it. */
  readonly maxBytes?: number;
  /** One deadline for the whole retrieval, all hops and extraction included (default 30 s). */
  readonly timeoutMs?: number;
  /** Per connection attempt (default 10 s, never beyond the deadline). */
  readonly connectTimeoutMs?: number;
  /** From sending the request to the end of the response headers (default 20 s). */
  readonly headersTimeoutMs?: number;
  /** Longest pause between two chunks of the body (default 15 s). */
  readonly bodyIdleTimeoutMs?: number;
  /** At most this many redirects (default and maximum 10). */
  readonly maxRedirects?: number;
  /** True: sign requests in with the service's `credentials` hook where the rules allow it. Default false. */
  readonly useCredentials?: boolean;
  /** A credentials hook for this retrieval only (used instead of the service's, under the same rules). */
  readonly credentials?: WebRetrievalCredentialsProvider;
  /** Extra request headers; `Authorization` and `Cookie` go only to the first URL's origin. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Cancels everything: resolution, connection, transfer, extraction. */
  readonly signal?: AbortSignal;
}

/** Defaults of {@link WebPageRetrievalOptions}. */
export const WEB_RETRIEVAL_DEFAULTS = Object.freeze({
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 30_000,
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 20_000,
  bodyIdleTimeoutMs: 15_000,
  maxRedirects: 10,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Toolgate/0.1',
});

const SENSITIVE_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

const EMPTY_METADATA: WebPageMetadata = Object.freeze({
  title: undefined,
  description: undefined,
  authors: Object.freeze([]) as readonly string[],
  publishedTime: undefined,
  modifiedTime: undefined,
  language: undefined,
  siteName: undefined,
  canonicalUrl: undefined,
});

function textDocumentTitle(url: URL): string {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined) return url.hostname;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function syntaxOf(kind: WebContentKind, mediaType: string): DocumentSyntax {
  if (kind === 'html') return 'html';
  return mediaType.endsWith('xml') ? 'xml' : 'plain';
}

/**
 * The one SSRF-safe web page reader. Every hop (the first URL and each redirect) is checked
 * before a byte is sent: scheme, credentials, port, `localhost` names, the caller's target check,
 * and every address the name resolves to against the policy. The socket then goes only to a
 * validated address. Responses are classified when their headers arrive (HTML → main content as
 * Markdown; text documents as sent; everything else refused), and the decoded body is capped.
 *
 * Every refusal and failure is a {@link WebRetrievalError}. Call {@link WebPageRetrievalService.close}
 * when done, to release the extractor's window.
 */
export class WebPageRetrievalService {
  readonly #resolver: HostNameResolver;
  readonly #connectTo: ConnectToMapping;
  readonly #extractor: WebPageExtractor;
  readonly #ownedExtractor: WebPageContentExtractor | undefined;
  readonly #userAgent: string;
  readonly #tls: WebRetrievalTlsOptions | undefined;
  readonly #onDial: ((dial: WebConnectionDial) => void) | undefined;
  readonly #credentials: WebRetrievalCredentialsProvider | undefined;

  constructor(options: WebPageRetrievalServiceOptions = {}) {
    this.#resolver = options.resolver ?? new SystemHostNameResolver();
    this.#connectTo = options.connectTo ?? new ConnectToMapping();
    if (options.extractor) {
      this.#extractor = options.extractor;
    } else {
      this.#ownedExtractor = new WebPageContentExtractor();
      this.#extractor = this.#ownedExtractor;
    }
    this.#userAgent = options.userAgent ?? WEB_RETRIEVAL_DEFAULTS.userAgent;
    this.#tls = options.tls;
    this.#onDial = options.onDial;
    this.#credentials = options.credentials;
  }

  /** Releases the extractor the service created (a caller-given extractor stays open). */
  close(): void {
    this.#ownedExtractor?.close();
  }

  /**
   * Resolves and judges `url` under the options' policy without connecting anywhere. Resolves
   * to the verdict when the target is allowed; rejects with the refusal otherwise.
   */
  async checkTarget(url: string | URL, options: WebPageRetrievalOptions = {}): Promise<CheckedWebTarget> {
    const timeoutMs = positiveOption('timeoutMs', options.timeoutMs, WEB_RETRIEVAL_DEFAULTS.timeoutMs);
    const deadline = startRequestDeadline(timeoutMs, options.signal, `The retrieval timed out after ${timeoutMs} ms.`);
    try {
      const parsed = parseWebUrl(url);
      const target = await validateWebTarget(parsed, this.#rules(parsed, options), this.#resolver, deadline.signal);
      return {
        url: target.url.href,
        hostname: target.hostname,
        port: target.port,
        addresses: target.addresses,
        privateTarget: target.privateTarget,
        requiredProviderConfidence: target.privateTarget ? 'HIGH' : undefined,
      };
    } catch (error) {
      throw this.#asRetrievalError(error, deadline, options.signal, timeoutMs, String(url));
    } finally {
      deadline.dispose();
    }
  }

  /**
   * Calls a JSON API (a search service, say) through the same resolver, connect-to mapping and
   * SSRF defences as {@link WebPageRetrievalService.retrieve}: every hop validated before a byte
   * is sent, the socket pinned to a validated address, the decoded body capped (1 MiB by default),
   * one deadline. Redirects are followed only within the first URL's origin, so headers such as an
   * API key never reach another host. The answer must be JSON; anything else, an unparsable body
   * or a non-2xx status rejects with a {@link WebRetrievalError} (`HTTP_STATUS` carries `status`).
   */
  requestJson(url: string | URL, options: WebApiRequestOptions = {}): Promise<WebApiResponse> {
    const network = {
      resolver: this.#resolver,
      connectTo: this.#connectTo,
      userAgent: this.#userAgent,
      tls: this.#tls,
      onDial: this.#onDial,
    };
    return requestWebApiJson(network, url, options);
  }

  /**
   * Reads one page under the options' policy. Resolves to the page; rejects with a
   * {@link WebRetrievalError} whose `blocked` flag tells a policy refusal from a failure.
   */
  async retrieve(url: string | URL, options: WebPageRetrievalOptions = {}): Promise<RetrievedWebPage> {
    const timeoutMs = positiveOption('timeoutMs', options.timeoutMs, WEB_RETRIEVAL_DEFAULTS.timeoutMs);
    const deadline = startRequestDeadline(timeoutMs, options.signal, `The retrieval timed out after ${timeoutMs} ms.`);
    let currentUrl = String(url);
    try {
      const first = parseWebUrl(url);
      currentUrl = redactUrl(first);
      return await this.#retrieve(first, options, timeoutMs, deadline.signal, (hopUrl) => {
        currentUrl = hopUrl;
      });
    } catch (error) {
      throw this.#asRetrievalError(error, deadline, options.signal, timeoutMs, currentUrl);
    } finally {
      deadline.dispose();
    }
  }

  #rules(first: URL, options: WebPageRetrievalOptions): WebTargetRules {
    const allowlist =
      options.allowlist instanceof PrivateHostAllowlist
        ? options.allowlist
        : new PrivateHostAllowlist(options.allowlist ?? []);
    return {
      policy: options.policy ?? 'public',
      allowlist,
      providerConfidence: options.providerConfidence,
      isTargetAllowed: options.isTargetAllowed,
      onPrivateHostProviderBlock: options.onPrivateHostProviderBlock,
      chosenOrigin: options.policy === 'user' ? first.origin : undefined,
    };
  }

  async #retrieve(
    first: URL,
    options: WebPageRetrievalOptions,
    timeoutMs: number,
    signal: AbortSignal,
    onHop: (url: string) => void,
  ): Promise<RetrievedWebPage> {
    const maxBytes = positiveOption('maxBytes', options.maxBytes, WEB_RETRIEVAL_DEFAULTS.maxBytes);
    const maxRedirects = Math.min(
      WEB_RETRIEVAL_DEFAULTS.maxRedirects,
      Math.floor(options.maxRedirects ?? WEB_RETRIEVAL_DEFAULTS.maxRedirects),
    );
    const connectTimeoutMs = Math.min(
      timeoutMs,
      positiveOption('connectTimeoutMs', options.connectTimeoutMs, WEB_RETRIEVAL_DEFAULTS.connectTimeoutMs),
    );
    const headersTimeoutMs = positiveOption(
      'headersTimeoutMs',
      options.headersTimeoutMs,
      WEB_RETRIEVAL_DEFAULTS.headersTimeoutMs,
    );
    const bodyIdleTimeoutMs = positiveOption(
      'bodyIdleTimeoutMs',
      options.bodyIdleTimeoutMs,
      WEB_RETRIEVAL_DEFAULTS.bodyIdleTimeoutMs,
    );
    const rules = this.#rules(first, options);
    const credentials = options.credentials ?? (options.useCredentials === true ? this.#credentials : undefined);
    const hops: RetrievedWebPageHop[] = [];
    const cookies = new RetrievalCookieJar();
    let privateTarget = false;
    let url = first;

    for (let redirects = 0; ; ) {
      onHop(redactUrl(url));
      const target = await validateWebTarget(url, rules, this.#resolver, signal);
      privateTarget ||= target.privateTarget;
      let connectedAddress: string | undefined;
      const agent = new Agent({
        connect: createPinnedConnector({
          target,
          connectTo: this.#connectTo,
          connectTimeoutMs,
          signal,
          tls: this.#tls,
          onDial: this.#onDial,
          onConnected: (address) => {
            connectedAddress = address;
          },
        }),
        connections: 1,
        pipelining: 1,
        headersTimeout: headersTimeoutMs,
        bodyTimeout: bodyIdleTimeoutMs,
      });
      try {
        const headers = this.#requestHeaders(
          options.headers,
          url.origin === first.origin,
          cookies.headerFor(url.origin),
        );
        const signedIn =
          credentials !== undefined &&
          mayCarryCredentials({
            first,
            target,
            allowlist: rules.allowlist,
            providerConfidence: options.providerConfidence,
          }) &&
          (await this.#addCredentials(headers, credentials, target.url, target.hostname, target.addresses, signal));
        const response = await request(url, { dispatcher: agent, method: 'GET', headers, signal });
        const responseHeaders = response.headers;
        cookies.store(url.origin, responseHeaders['set-cookie']);
        hops.push({ url: url.href, addresses: target.addresses, connectedAddress, status: response.statusCode });

        if (REDIRECT_STATUSES.has(response.statusCode)) {
          discardBody(response.body);
          const location = headerValue(responseHeaders, 'location');
          if (location === undefined || location.trim() === '') {
            throw new WebRetrievalError(
              WebRetrievalReason.INVALID_REDIRECT,
              `The server answered HTTP ${response.statusCode} without a Location header for ${url.href}.`,
              { url: url.href },
            );
          }
          if (redirects >= maxRedirects) {
            throw new WebRetrievalError(
              WebRetrievalReason.TOO_MANY_REDIRECTS,
              `Refused to follow more than ${maxRedirects} redirects (the last pointed from ${url.href}).`,
              { url: url.href },
            );
          }
          let next: URL;
          try {
            next = new URL(location.trim(), url);
          } catch (cause) {
            throw new WebRetrievalError(
              WebRetrievalReason.INVALID_REDIRECT,
              `The redirect from ${url.href} points to '${location.slice(0, 200)}', which is not a valid URL.`,
              { cause, url: url.href },
            );
          }
          next.hash = '';
          redirects += 1;
          url = next;
          continue;
        }
        if (response.statusCode === 401 && signedIn) {
          discardBody(response.body);
          throw new WebRetrievalError(
            WebRetrievalReason.CREDENTIALS_REJECTED,
            `The server did not accept the sign-in for ${url.href} (HTTP 401); it may need a sign-in in the browser first.`,
            { url: url.href, status: 401 },
          );
        }
        if (response.statusCode < 200 || response.statusCode > 299) {
          discardBody(response.body);
          throw new WebRetrievalError(
            WebRetrievalReason.HTTP_STATUS,
            `The server returned HTTP ${response.statusCode} for ${url.href}.`,
            { url: url.href, status: response.statusCode },
          );
        }
        return await this.#readPage(
          response,
          url,
          first,
          hops,
          target.addresses.map((a) => a.address),
          {
            maxBytes,
            privateTarget,
            signal,
          },
        );
      } finally {
        await agent.destroy().catch(() => {});
      }
    }
  }

  /** Adds the hook's headers (they win over the caller's); true when it gave any. */
  async #addCredentials(
    headers: Record<string, string>,
    credentials: WebRetrievalCredentialsProvider,
    url: URL,
    hostname: string,
    addresses: readonly { readonly address: string }[],
    signal: AbortSignal,
  ): Promise<boolean> {
    let given: Readonly<Record<string, string>> | undefined;
    try {
      given = await credentials({
        url: new URL(url.href),
        hostname,
        addresses: addresses.map((entry) => entry.address),
        signal,
      });
    } catch (cause) {
      if (signal.aborted) throw cause;
      // The hook's own message may quote what it tried; keep it in `cause` only.
      throw new WebRetrievalError(
        WebRetrievalReason.CONNECTION_FAILED,
        `The host's credentials hook failed for ${url.origin}.`,
        { cause, url: url.href },
      );
    }
    signal.throwIfAborted();
    let added = false;
    for (const [name, value] of Object.entries(given ?? {})) {
      const lower = name.toLowerCase();
      if (lower === 'host' || lower === 'accept-encoding' || lower === 'connection') continue;
      headers[lower] = lower === 'cookie' && headers.cookie ? `${headers.cookie}; ${value}` : value;
      added = true;
    }
    return added;
  }

  #requestHeaders(
    extra: Readonly<Record<string, string>> | undefined,
    sameOriginAsFirst: boolean,
    jarCookies: string | undefined,
  ): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': this.#userAgent,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5',
      'accept-language': 'en-US,en;q=0.9',
      'accept-encoding': 'gzip, deflate, br',
    };
    for (const [name, value] of Object.entries(extra ?? {})) {
      const lower = name.toLowerCase();
      // Credentials meant for the first origin never follow a redirect to another one.
      if (SENSITIVE_HEADERS.has(lower) && !sameOriginAsFirst) continue;
      if (lower === 'host' || lower === 'accept-encoding' || lower === 'connection') continue;
      headers[lower] = value;
    }
    if (jarCookies !== undefined) headers.cookie = headers.cookie ? `${headers.cookie}; ${jarCookies}` : jarCookies;
    return headers;
  }

  async #readPage(
    response: Awaited<ReturnType<typeof request>>,
    url: URL,
    first: URL,
    hops: readonly RetrievedWebPageHop[],
    addresses: readonly string[],
    limits: { readonly maxBytes: number; readonly privateTarget: boolean; readonly signal: AbortSignal },
  ): Promise<RetrievedWebPage> {
    const headers = response.headers;
    const body = response.body;
    const declaredType = parseContentType(headerValue(headers, 'content-type'));
    let kind: WebContentKind | undefined;
    let mediaType = declaredType?.mediaType;
    if (declaredType !== undefined) {
      kind = contentKindOfMediaType(declaredType.mediaType);
      if (kind === undefined) {
        discardBody(body);
        throw new WebRetrievalError(
          WebRetrievalReason.UNSUPPORTED_CONTENT_TYPE,
          `${url.href} is '${declaredType.mediaType}', which is neither an HTML page nor a text document; it was not downloaded.`,
          { url: url.href },
        );
      }
    }
    const declaredLength = Number(headerValue(headers, 'content-length'));
    if (Number.isFinite(declaredLength) && declaredLength > limits.maxBytes) {
      discardBody(body);
      throw new WebRetrievalError(
        WebRetrievalReason.SIZE,
        `${url.href} declares ${declaredLength} bytes, more than the limit of ${limits.maxBytes} bytes.`,
        { url: url.href },
      );
    }
    const encoding = parseContentEncoding(headerValue(headers, 'content-encoding'));
    if (encoding.unsupported !== undefined) {
      discardBody(body);
      throw new WebRetrievalError(
        WebRetrievalReason.UNSUPPORTED_CONTENT_ENCODING,
        `${url.href} is sent with the content coding '${encoding.unsupported}', which cannot be decoded.`,
        { url: url.href },
      );
    }

    if (encoding.codings.length > MAX_CONTENT_CODINGS) {
      discardBody(body);
      throw new WebRetrievalError(
        WebRetrievalReason.TOO_MANY_CONTENT_ENCODINGS,
        `${url.href} is sent with ${encoding.codings.length} stacked content codings; at most ${MAX_CONTENT_CODINGS} are decoded.`,
        { url: url.href },
      );
    }

    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      for await (const chunk of decodeContentEncoding(body, encoding.codings)) {
        total += chunk.byteLength;
        if (total > limits.maxBytes) {
          throw new WebRetrievalError(
            WebRetrievalReason.SIZE,
            `${url.href} is larger than the limit of ${limits.maxBytes} bytes (counted after decompression).`,
            { url: url.href },
          );
        }
        chunks.push(chunk);
        if (kind === undefined && total >= SNIFF_BYTES) ({ kind, mediaType } = this.#sniff(chunks, url));
      }
    } catch (error) {
      if (WebRetrievalError.isInstance(error) || limits.signal.aborted) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (code.startsWith('UND_ERR')) throw error;
      throw new WebRetrievalError(
        WebRetrievalReason.INVALID_CONTENT,
        `The body of ${url.href} could not be decoded (${(error as Error).message}).`,
        { cause: error, url: url.href },
      );
    } finally {
      discardBody(body);
    }
    const bytes = Buffer.concat(chunks);
    if (kind === undefined) ({ kind, mediaType } = this.#sniff([bytes], url));
    const finalMediaType = mediaType ?? 'text/plain';
    const decoded = decodeDocumentText(bytes, declaredType?.charset, syntaxOf(kind, finalMediaType));
    const common = {
      requestedUrl: redactUrl(first),
      finalUrl: url.href,
      mediaType: finalMediaType,
      charset: decoded.charset,
      status: response.statusCode,
      addresses,
      hops,
      bytes: bytes.byteLength,
      privateTarget: limits.privateTarget,
      requiredProviderConfidence: limits.privateTarget ? ('HIGH' as const) : undefined,
    };
    if (kind === 'text') {
      return {
        ...common,
        contentKind: 'text',
        title: textDocumentTitle(url),
        metadata: EMPTY_METADATA,
        content: unifyLineEndings(decoded.text),
      };
    }
    const extracted = await this.#extractor.extract(decoded.text, url, { signal: limits.signal });
    return {
      ...common,
      contentKind: 'html',
      title: extracted.title,
      metadata: extracted.metadata,
      content: extracted.markdown,
    };
  }

  #sniff(chunks: readonly Uint8Array[], url: URL): { kind: WebContentKind; mediaType: string } {
    return sniffTextContent(Buffer.concat(chunks), `${url.href}, which came without a content type,`, url.href);
  }

  #asRetrievalError(
    error: unknown,
    deadline: RequestDeadline,
    callerSignal: AbortSignal | undefined,
    timeoutMs: number,
    url: string,
  ): WebRetrievalError {
    if (deadline.timedOut()) {
      return new WebRetrievalError(
        WebRetrievalReason.TIMEOUT,
        `Loading ${url} timed out after ${timeoutMs / 1000} seconds.`,
        { cause: error, url },
      );
    }
    if (callerSignal?.aborted) {
      return new WebRetrievalError(WebRetrievalReason.ABORTED, `Loading ${url} was cancelled.`, { cause: error, url });
    }
    if (WebRetrievalError.isInstance(error)) return error;
    if (error instanceof ConnectTimeoutMarker) {
      return new WebRetrievalError(WebRetrievalReason.TIMEOUT, error.message, { cause: error, url });
    }
    const code = (error as { code?: string }).code;
    if (code === 'UND_ERR_HEADERS_TIMEOUT') {
      return new WebRetrievalError(WebRetrievalReason.TIMEOUT, `${url} sent no response headers in time.`, {
        cause: error,
        url,
      });
    }
    if (code === 'UND_ERR_BODY_TIMEOUT') {
      return new WebRetrievalError(WebRetrievalReason.TIMEOUT, `${url} stopped sending its body (idle timeout).`, {
        cause: error,
        url,
      });
    }
    if (code === 'UND_ERR_CONNECT_TIMEOUT') {
      return new WebRetrievalError(WebRetrievalReason.TIMEOUT, `Connecting to ${url} timed out.`, {
        cause: error,
        url,
      });
    }
    const detail = error instanceof Error ? error.message : String(error);
    return new WebRetrievalError(WebRetrievalReason.CONNECTION_FAILED, `Loading ${url} failed: ${detail}`, {
      cause: error,
      url,
    });
  }
}
