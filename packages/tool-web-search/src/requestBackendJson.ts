import type { ConfidenceLevel } from '@toolgate/core';
import { type WebApiRequestOptions, type WebPageRetrievalService, WebRetrievalError } from '@toolgate/web-retrieval';
import { WebSearchError, WebSearchErrorCode } from './WebSearchError.js';

/** How a backend explains what went wrong, in words the model and the administrator can act on. */
export interface BackendFailureHints {
  /** Per HTTP status, e.g. `429: 'it is rate limited; try again later'`. */
  readonly statuses?: Readonly<Record<number, string>>;
  /** When the answer is not JSON. */
  readonly notJson?: string;
}

/** One request of a backend to its service. */
export interface BackendJsonRequest {
  readonly backendName: string;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly jsonBody?: unknown;
  readonly timeoutMs: number;
  readonly providerConfidence: ConfidenceLevel;
  readonly hints?: BackendFailureHints;
}

/**
 * Asks a search service through the host's retrieval service. The service's URL is the operator's
 * choice (a self-hosted SearXNG on a private address is legitimate), so it is reached under the
 * `user` policy: its origin may be private, anything a redirect points elsewhere is refused, and
 * headers such as an API key never leave that origin. Failures become a {@link WebSearchError}
 * whose message names the service and what to do; it never quotes a header.
 */
export async function requestBackendJson(
  retrieval: WebPageRetrievalService,
  request: BackendJsonRequest,
  signal: AbortSignal,
): Promise<unknown> {
  const options: WebApiRequestOptions = {
    method: request.method ?? 'GET',
    policy: 'user',
    providerConfidence: request.providerConfidence,
    timeoutMs: request.timeoutMs,
    signal,
    ...(request.headers === undefined ? {} : { headers: request.headers }),
    ...(request.jsonBody === undefined ? {} : { jsonBody: request.jsonBody }),
  };
  try {
    return (await retrieval.requestJson(request.url, options)).body;
  } catch (error) {
    if (signal.aborted) throw error;
    if (!WebRetrievalError.isInstance(error)) {
      throw new WebSearchError(
        WebSearchErrorCode.BACKEND_FAILED,
        `${request.backendName} could not be asked: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    let detail = error.message;
    if (error.reason === 'HTTP_STATUS' && error.status !== undefined) {
      const hint = request.hints?.statuses?.[error.status];
      detail = `it answered HTTP ${error.status}${hint === undefined ? '' : ` (${hint})`}.`;
    } else if (error.reason === 'UNSUPPORTED_CONTENT_TYPE' && request.hints?.notJson !== undefined) {
      detail = `${error.message} ${request.hints.notJson}`;
    } else if (error.reason === 'TIMEOUT') {
      detail = `it did not answer within ${request.timeoutMs / 1000} seconds.`;
    }
    throw new WebSearchError(
      WebSearchErrorCode.BACKEND_FAILED,
      `${request.backendName} could not be asked: ${detail}`,
      {
        cause: error,
        blocked: error.blocked,
        status: error.status,
      },
    );
  }
}

/** The text of a JSON field when it is a non-blank string. */
export function textField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The object of a JSON value when it is one (not an array). */
export function objectField(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * An endpoint URL from a setting: http or https, no user-info, query or fragment kept. Returns
 * the URL or a message naming the setting (never its value: it is not a secret, but keep it short).
 */
export function parseEndpointSetting(settingName: string, text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return `The setting '${settingName}' must be an http or https URL.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `The setting '${settingName}' must be an http or https URL.`;
  }
  if (url.username !== '' || url.password !== '') {
    return `The setting '${settingName}' must not contain a user name or password.`;
  }
  url.search = '';
  url.hash = '';
  return url;
}
