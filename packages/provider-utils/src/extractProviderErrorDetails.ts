import { safeJsonParse } from './safeJsonParse.js';

/** What a provider said about an error, from its JSON error body or error event. */
export interface ProviderErrorDetails {
  /** The provider's human-readable message. */
  readonly message?: string;
  /** The provider's error type (`invalid_request_error`, `overloaded_error`, …). */
  readonly type?: string;
  /** The provider's error code (`rate_limit_exceeded`, `insufficient_quota`, …). */
  readonly code?: string;
  /** The request parameter the error is about, when the provider names one. */
  readonly param?: string;
}

function stringField(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function fromErrorObject(error: Record<string, unknown>): ProviderErrorDetails {
  const details: { message?: string; type?: string; code?: string; param?: string } = {};
  const message = stringField(error['message']);
  const type = stringField(error['type']);
  const code = stringField(error['code']);
  const param = stringField(error['param']);
  if (message !== undefined) details.message = message;
  if (type !== undefined) details.type = type;
  if (code !== undefined) details.code = code;
  if (param !== undefined) details.param = param;
  return details;
}

/**
 * Pulls the provider's message, type and code out of an error payload. Understands OpenAI
 * (`{error:{message,type,code,param}}`), Anthropic (`{type:"error", error:{type,message}}`),
 * Responses stream events (`{type:"error", code, message}`, `response.failed` with
 * `response.error`), and the loose shapes of compatible hosts (`{error:"text"}`, `{message}`,
 * `{detail}`). Accepts the raw body text or an already parsed value; never throws.
 */
export function extractProviderErrorDetails(payload: unknown): ProviderErrorDetails {
  let value = payload;
  if (typeof payload === 'string') {
    const parsed = safeJsonParse(payload);
    if (!parsed.ok) return {};
    value = parsed.value;
  }
  if (Array.isArray(value) && value.length > 0) value = value[0];
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const error = record['error'];
  if (typeof error === 'object' && error !== null && !Array.isArray(error)) {
    return fromErrorObject(error as Record<string, unknown>);
  }
  if (typeof error === 'string' && error.length > 0) return { message: error };
  const response = record['response'];
  if (typeof response === 'object' && response !== null) {
    const responseError = (response as Record<string, unknown>)['error'];
    if (typeof responseError === 'object' && responseError !== null) {
      return fromErrorObject(responseError as Record<string, unknown>);
    }
  }
  const direct = fromErrorObject(record);
  if (direct.message !== undefined) {
    // `type: "error"` is the envelope of a Responses error event, not the kind of error.
    return direct.type === 'error' ? ({ ...direct, type: undefined } as ProviderErrorDetails) : direct;
  }
  const detail = record['detail'];
  if (typeof detail === 'string' && detail.length > 0) return { message: detail };
  return {};
}
