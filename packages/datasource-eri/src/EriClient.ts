import { silentLogger, type ToolgateLogger } from '@toolgate/core';
import { EriError } from './EriError.js';
import type {
  EriAuthScheme,
  EriContentType,
  EriContext,
  EriDataSourceInfo,
  EriEmbeddingInfo,
  EriProviderType,
  EriRetrievalInfo,
  EriRetrievalRequest,
  EriSecurityRequirements,
} from './EriTypes.js';

/** What one HTTP request of the client looks like to a transport. */
export interface EriTransportRequest {
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
  readonly signal: AbortSignal;
}

/** What a transport answers (a subset of the Fetch API's `Response`). */
export interface EriTransportResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/**
 * How the client reaches the server: a fetch-like function. The default is undici's `fetch` with
 * the host's settings (its global dispatcher, proxies included). The server is configured by an
 * administrator, so a private address is legitimate here; no model chooses it.
 */
export type EriTransport = (url: string, request: EriTransportRequest) => Promise<EriTransportResponse>;

/** How the client logs in. Kerberos is not supported. */
export type EriCredentials =
  | { readonly method: 'NONE' }
  | { readonly method: 'USERNAME_PASSWORD'; readonly username: string; readonly password: string }
  /** A pre-shared access token, sent as `Authorization: Bearer <token>`. */
  | { readonly method: 'TOKEN'; readonly token: string };

/** Default limit for one request other than a retrieval, ms. */
export const DEFAULT_ERI_REQUEST_TIMEOUT_MS = 30_000;
/** Default limit for one retrieval, ms. */
export const DEFAULT_ERI_RETRIEVAL_TIMEOUT_MS = 60_000;
/** Default cap on one response body, characters. */
export const DEFAULT_ERI_MAX_RESPONSE_CHARACTERS = 8 * 1024 * 1024;

/** Options of {@link EriClient}. */
export interface EriClientOptions {
  /** The server's base URL, `http(s)://host:port` (every ERI path starts at its root). */
  readonly baseUrl: string;
  readonly credentials: EriCredentials;
  /** Default: undici's `fetch`. */
  readonly transport?: EriTransport | undefined;
  /** Limit for each request but retrievals, ms. Default {@link DEFAULT_ERI_REQUEST_TIMEOUT_MS}. */
  readonly requestTimeoutMs?: number | undefined;
  /** Limit for a retrieval, ms. Default {@link DEFAULT_ERI_RETRIEVAL_TIMEOUT_MS}. */
  readonly retrievalTimeoutMs?: number | undefined;
  /** Default {@link DEFAULT_ERI_MAX_RESPONSE_CHARACTERS}. */
  readonly maxResponseCharacters?: number | undefined;
  readonly logger?: ToolgateLogger | undefined;
}

const AUTH_METHODS = new Set(['NONE', 'KERBEROS', 'USERNAME_PASSWORD', 'TOKEN']);
const AUTH_FIELDS = new Set(['NONE', 'USERNAME', 'PASSWORD', 'TOKEN', 'KERBEROS_TICKET']);
const CONTENT_TYPES = new Set(['NONE', 'UNKNOWN', 'TEXT', 'IMAGE', 'VIDEO', 'AUDIO', 'SPEECH']);
const PROVIDER_TYPES = new Set(['NONE', 'ANY', 'SELF_HOSTED']);

let undiciFetch: Promise<EriTransport> | undefined;
// Loaded on first use, so a host that injects its own transport never loads undici.
function defaultTransport(): Promise<EriTransport> {
  undiciFetch ??= import('undici').then(({ fetch }) => async (url, request) => {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: request.signal,
      redirect: 'error',
    });
    return response;
  });
  return undiciFetch;
}

/**
 * A client for an External Retrieval Interface server, version 1.0 (the production API): login
 * (`/auth/methods`, `/auth`), data-source info, embedding and retrieval info, retrieval, and
 * security requirements. It logs in on first use, keeps the token for later calls and logs in
 * again once when the server answers 401. Every request has a timeout and passes the caller's
 * signal. Responses are read case-insensitively and checked; credentials and tokens never appear
 * in errors or logs.
 */
export class EriClient {
  readonly baseUrl: string;
  readonly #origin: string;
  readonly #credentials: EriCredentials;
  readonly #transport: EriTransport | undefined;
  readonly #requestTimeoutMs: number;
  readonly #retrievalTimeoutMs: number;
  readonly #maxResponseCharacters: number;
  readonly #logger: ToolgateLogger;
  #token: Promise<string> | undefined;

  constructor(options: EriClientOptions) {
    let url: URL;
    try {
      url = new URL(options.baseUrl);
    } catch (cause) {
      throw new EriError('INVALID_DATA_SOURCE', 'The ERI server address is not a URL.', { cause });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new EriError('INVALID_DATA_SOURCE', 'The ERI server address must start with http:// or https://.');
    }
    if (url.username !== '' || url.password !== '') {
      throw new EriError(
        'INVALID_DATA_SOURCE',
        'The ERI server address must not contain credentials; pass them as credentials instead.',
      );
    }
    if (url.search !== '' || url.hash !== '') {
      throw new EriError('INVALID_DATA_SOURCE', 'The ERI server address must not have a query or a fragment.');
    }
    const method = (options.credentials as { method?: unknown } | undefined)?.method;
    if (method === 'KERBEROS') {
      throw new EriError('INVALID_DATA_SOURCE', 'Kerberos login to ERI servers is not supported yet.');
    }
    if (method !== 'NONE' && method !== 'USERNAME_PASSWORD' && method !== 'TOKEN') {
      throw new EriError('INVALID_DATA_SOURCE', 'ERI credentials need a method of NONE, USERNAME_PASSWORD or TOKEN.');
    }
    this.baseUrl = url.href.replace(/\/+$/, '');
    this.#origin = url.origin;
    this.#credentials = options.credentials;
    this.#transport = options.transport;
    this.#requestTimeoutMs = positive(options.requestTimeoutMs, DEFAULT_ERI_REQUEST_TIMEOUT_MS, 'requestTimeoutMs');
    this.#retrievalTimeoutMs = positive(
      options.retrievalTimeoutMs,
      DEFAULT_ERI_RETRIEVAL_TIMEOUT_MS,
      'retrievalTimeoutMs',
    );
    this.#maxResponseCharacters = positive(
      options.maxResponseCharacters,
      DEFAULT_ERI_MAX_RESPONSE_CHARACTERS,
      'maxResponseCharacters',
    );
    this.#logger = options.logger ?? silentLogger;
  }

  /** `GET /auth/methods`: the login methods the server accepts (no login needed). */
  async getAuthMethods(signal?: AbortSignal): Promise<EriAuthScheme[]> {
    const body = await this.#send('GET', '/auth/methods', { signal, authenticated: false });
    return array(body, 'auth methods').map((entry) => {
      const object = record(entry, 'auth method');
      return {
        authMethod: oneOf(read(object, 'authMethod'), AUTH_METHODS, 'authMethod') as EriAuthScheme['authMethod'],
        authFieldMappings: optionalArray(read(object, 'authFieldMappings'), 'authFieldMappings').map((mapping) => {
          const fields = record(mapping, 'auth field mapping');
          return {
            authField: oneOf(
              read(fields, 'authField'),
              AUTH_FIELDS,
              'authField',
            ) as EriAuthScheme['authFieldMappings'][number]['authField'],
            fieldName: string(read(fields, 'fieldName'), 'fieldName'),
          };
        }),
      };
    });
  }

  /** `GET /dataSource`: the name and description of the data source (the description is server-written). */
  async getDataSourceInfo(signal?: AbortSignal): Promise<EriDataSourceInfo> {
    const object = record(await this.#send('GET', '/dataSource', { signal }), 'data source info');
    return {
      name: string(read(object, 'name'), 'name'),
      description: string(read(object, 'description') ?? '', 'description'),
    };
  }

  /** `GET /embedding/info`: the embeddings the server uses (informational; may be empty). */
  async getEmbeddingInfo(signal?: AbortSignal): Promise<EriEmbeddingInfo[]> {
    return array(await this.#send('GET', '/embedding/info', { signal }), 'embedding info').map(embedding);
  }

  /** `GET /retrieval/info`: the retrieval processes the server offers. */
  async getRetrievalInfo(signal?: AbortSignal): Promise<EriRetrievalInfo[]> {
    return array(await this.#send('GET', '/retrieval/info', { signal }), 'retrieval info').map((entry) => {
      const object = record(entry, 'retrieval info');
      const parameters = read(object, 'parametersDescription');
      return {
        id: string(read(object, 'id'), 'id'),
        name: string(read(object, 'name'), 'name'),
        description: string(read(object, 'description') ?? '', 'description'),
        link: nullableString(read(object, 'link'), 'link'),
        parametersDescription:
          parameters === null || parameters === undefined
            ? null
            : Object.fromEntries(
                Object.entries(record(parameters, 'parametersDescription')).map(([key, value]) => [
                  key,
                  string(value, `parametersDescription.${key}`),
                ]),
              ),
        embeddings: optionalArray(read(object, 'embeddings'), 'embeddings').map(embedding),
      };
    });
  }

  /** `POST /retrieval`: runs a retrieval and returns the contexts, best first. */
  async retrieve(request: EriRetrievalRequest, signal?: AbortSignal): Promise<EriContext[]> {
    const body = await this.#send('POST', '/retrieval', {
      signal,
      body: JSON.stringify(request),
      timeoutMs: this.#retrievalTimeoutMs,
    });
    return array(body, 'retrieval result').map((entry) => {
      const object = record(entry, 'context');
      return {
        name: string(read(object, 'name') ?? '', 'name'),
        category: string(read(object, 'category') ?? '', 'category'),
        path: nullableString(read(object, 'path'), 'path'),
        type: oneOf(read(object, 'type'), CONTENT_TYPES, 'type') as EriContentType,
        matchedContent: string(read(object, 'matchedContent') ?? '', 'matchedContent'),
        surroundingContent: optionalArray(read(object, 'surroundingContent'), 'surroundingContent').map((text) =>
          string(text, 'surroundingContent'),
        ),
        links: optionalArray(read(object, 'links'), 'links').map((link) => string(link, 'links')),
      };
    });
  }

  /** `GET /security/requirements`: which providers may receive the data, right now. */
  async getSecurityRequirements(signal?: AbortSignal): Promise<EriSecurityRequirements> {
    const object = record(await this.#send('GET', '/security/requirements', { signal }), 'security requirements');
    return {
      allowedProviderType: oneOf(
        read(object, 'allowedProviderType'),
        PROVIDER_TYPES,
        'allowedProviderType',
      ) as EriProviderType,
    };
  }

  /** Logs in (`POST /auth`) and keeps the token for later calls. */
  async authenticate(signal?: AbortSignal): Promise<void> {
    this.#token = undefined;
    await this.#currentToken(signal);
  }

  #currentToken(signal: AbortSignal | undefined): Promise<string> {
    if (this.#token === undefined) {
      const token = this.#login(signal);
      this.#token = token;
      // A failed login is not kept: the next call tries again.
      token.catch(() => {
        if (this.#token === token) this.#token = undefined;
      });
    }
    return this.#token;
  }

  async #login(signal: AbortSignal | undefined): Promise<string> {
    const credentials = this.#credentials;
    const headers: Record<string, string> = {};
    if (credentials.method === 'USERNAME_PASSWORD') {
      headers['user'] = credentials.username;
      headers['password'] = credentials.password;
    } else if (credentials.method === 'TOKEN') {
      headers['authorization'] = `Bearer ${credentials.token}`;
    }
    const body = await this.#send('POST', `/auth?authMethod=${credentials.method}`, {
      signal,
      authenticated: false,
      headers,
    });
    const object = record(body, 'auth response');
    const success = read(object, 'success');
    const token = read(object, 'token');
    if (success !== true || typeof token !== 'string' || token.trim() === '') {
      const message = read(object, 'message');
      const said =
        typeof message === 'string' && message.trim() !== '' ? ` It said: ${this.#redact(message, 200)}` : '';
      this.#logger.warn('An ERI server refused the login.', { origin: this.#origin, method: credentials.method });
      throw new EriError(
        'DATA_SOURCE_AUTHENTICATION_FAILED',
        `The ERI server at ${this.#origin} refused the login (${credentials.method}).${said}`,
      );
    }
    return token;
  }

  async #send(
    method: 'GET' | 'POST',
    path: string,
    options: {
      signal: AbortSignal | undefined;
      authenticated?: boolean;
      body?: string;
      headers?: Record<string, string>;
      timeoutMs?: number;
    },
  ): Promise<unknown> {
    const authenticated = options.authenticated ?? true;
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (authenticated) headers['token'] = await this.#currentToken(options.signal);
      const response = await this.#request(method, path, headers, options);
      if (response.status === 401 && authenticated && attempt === 0) {
        // Tokens may be forgotten (a server restart): log in again, once.
        this.#logger.info('An ERI server no longer accepts the token; logging in again.', { origin: this.#origin });
        this.#token = undefined;
        continue;
      }
      return this.#parse(path, response);
    }
  }

  async #request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    options: { signal: AbortSignal | undefined; body?: string; timeoutMs?: number },
  ): Promise<{ status: number; text: string }> {
    const timeoutMs = options.timeoutMs ?? this.#requestTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
    const where = `${this.#origin} (${method} ${path.split('?')[0]})`;
    try {
      const transport = this.#transport ?? (await defaultTransport());
      const response = await transport(`${this.baseUrl}${path}`, { method, headers, body: options.body, signal });
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      if (Number.isFinite(length) && length > this.#maxResponseCharacters) {
        throw new EriError('DATA_SOURCE_BAD_RESPONSE', `The ERI server at ${where} sent a response that is too large.`);
      }
      const text = await response.text();
      if (text.length > this.#maxResponseCharacters) {
        throw new EriError('DATA_SOURCE_BAD_RESPONSE', `The ERI server at ${where} sent a response that is too large.`);
      }
      return { status: response.status, text };
    } catch (error) {
      if (EriError.isInstance(error)) throw error;
      options.signal?.throwIfAborted();
      if (timeout.aborted) {
        throw new EriError(
          'DATA_SOURCE_TIMEOUT',
          `The ERI server at ${where} did not answer within ${Number((timeoutMs / 1000).toFixed(3))} seconds.`,
          { cause: error },
        );
      }
      this.#logger.warn('An ERI server could not be reached.', { origin: this.#origin, path: path.split('?')[0] });
      throw new EriError('DATA_SOURCE_UNAVAILABLE', `The ERI server at ${where} could not be reached.`, {
        cause: error,
      });
    }
  }

  #parse(path: string, response: { status: number; text: string }): unknown {
    const where = `${this.#origin} (${path.split('?')[0]})`;
    if (response.status < 200 || response.status > 299) {
      const detail = errorDetail(response.text);
      const said = detail === undefined ? '' : ` It said: ${this.#redact(detail, 200)}`;
      throw new EriError(
        response.status === 401 || response.status === 403
          ? 'DATA_SOURCE_AUTHENTICATION_FAILED'
          : 'DATA_SOURCE_UNAVAILABLE',
        `The ERI server at ${where} answered HTTP ${response.status}.${said}`,
        { status: response.status },
      );
    }
    try {
      return JSON.parse(response.text) as unknown;
    } catch (cause) {
      throw new EriError('DATA_SOURCE_BAD_RESPONSE', `The ERI server at ${where} did not answer with JSON.`, {
        cause,
        status: response.status,
      });
    }
  }

  // A server may echo what it was sent; keep our secrets out of messages all the same.
  #redact(text: string, maxCharacters: number): string {
    let result = text.replace(/\s+/g, ' ').trim();
    const secrets: string[] = [];
    if (this.#credentials.method === 'USERNAME_PASSWORD') secrets.push(this.#credentials.password);
    if (this.#credentials.method === 'TOKEN') secrets.push(this.#credentials.token);
    for (const secret of secrets) if (secret !== '') result = result.split(secret).join('*****');
    return result.length > maxCharacters ? `${result.slice(0, maxCharacters)}…` : result;
  }
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) {
    throw new EriError('INVALID_DATA_SOURCE', `The ERI client option ${name} must be a positive number.`);
  }
  return value;
}

function errorDetail(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const key of ['error', 'message', 'title']) {
        const value = read(body as Record<string, unknown>, key);
        if (typeof value === 'string' && value.trim() !== '') return value;
      }
    }
  } catch {
    // Not JSON: no detail worth showing.
  }
  return undefined;
}

function bad(what: string): never {
  throw new EriError('DATA_SOURCE_BAD_RESPONSE', `The ERI server sent an invalid ${what}.`);
}

// ERI says clients read property names case-insensitively (camelCase or PascalCase).
function read(object: Readonly<Record<string, unknown>>, name: string): unknown {
  if (Object.hasOwn(object, name)) return object[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(object)) if (key.toLowerCase() === lower) return object[key];
  return undefined;
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(what);
  return value as Record<string, unknown>;
}

function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) bad(what);
  return value as unknown[];
}

function optionalArray(value: unknown, what: string): unknown[] {
  return value === null || value === undefined ? [] : array(value, what);
}

function string(value: unknown, what: string): string {
  if (typeof value !== 'string') bad(what);
  return value as string;
}

function nullableString(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : string(value, what);
}

function oneOf(value: unknown, allowed: ReadonlySet<string>, what: string): string {
  if (typeof value !== 'string' || !allowed.has(value.toUpperCase())) bad(what);
  return (value as string).toUpperCase();
}

function embedding(entry: unknown): EriEmbeddingInfo {
  const object = record(entry, 'embedding info');
  return {
    embeddingType: string(read(object, 'embeddingType') ?? '', 'embeddingType'),
    embeddingName: string(read(object, 'embeddingName') ?? '', 'embeddingName'),
    description: string(read(object, 'description') ?? '', 'description'),
    usedWhen: string(read(object, 'usedWhen') ?? '', 'usedWhen'),
    link: nullableString(read(object, 'link'), 'link'),
  };
}
