import { inspect } from 'node:util';
import { ToolgateError } from '@toolgate/core';
import { describe, expect, it } from 'vitest';
import { createProviderHttpError, createProviderStreamError } from './createProviderHttpError.js';
import { extractProviderErrorDetails } from './extractProviderErrorDetails.js';
import { loadApiKey } from './loadApiKey.js';
import { ProviderError } from './ProviderError.js';
import { redactHeaders, redactSecrets } from './redactSecrets.js';
import { safeJsonParse } from './safeJsonParse.js';

describe('ProviderError', () => {
  it('is a ToolgateError with a stable code, status and retryable flag', () => {
    const error = new ProviderError('PROVIDER_RATE_LIMITED', 'slow down', { status: 429, retryable: true });
    expect(ToolgateError.isInstance(error)).toBe(true);
    expect(ProviderError.isInstance(error)).toBe(true);
    expect(ProviderError.isInstance(new ToolgateError('OTHER', 'x'))).toBe(false);
    // A Toolgate error with a provider-like code is not a ProviderError.
    expect(ProviderError.isInstance(new ToolgateError('PROVIDER_TIMEOUT', 'x'))).toBe(false);
    expect(error).toMatchObject({ name: 'ProviderError', code: 'PROVIDER_RATE_LIMITED', status: 429, retryable: true });
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      code: 'PROVIDER_RATE_LIMITED',
      message: 'slow down',
      status: 429,
    });
  });

  it('redacts secrets from message, provider message and the whole cause chain', () => {
    const secret = 'sk-proj-abcdefghijklmnop';
    const cause = new Error(`outer ${secret}`, { cause: new Error(`inner ${secret}`) });
    const error = new ProviderError('PROVIDER_HTTP_ERROR', `failed with ${secret}`, {
      cause,
      providerMessage: `echo ${secret}`,
      secrets: [secret],
    });
    const text = [String(error), JSON.stringify(error), inspect(error, { depth: 10 }), error.stack].join('\n');
    expect(text).not.toContain(secret);
    expect((error.cause as Error).message).toBe('outer [REDACTED]');
    expect(((error.cause as Error).cause as Error).message).toBe('inner [REDACTED]');
  });
});

describe('redactSecrets and redactHeaders', () => {
  it('replaces listed secrets and credential-shaped text', () => {
    expect(redactSecrets('key=abcd1234 and abcd1234', ['abcd1234'])).toBe('key=[REDACTED] and [REDACTED]');
    expect(redactSecrets('Authorization: Bearer eyJhbGciOi.x.y', [])).toBe('Authorization: [REDACTED]');
    expect(redactSecrets('token Bearer abc.def', [])).toBe('token Bearer [REDACTED]');
    expect(redactSecrets('Incorrect API key provided: sk-abc1***************wxyz.', [])).toBe(
      'Incorrect API key provided: [REDACTED].',
    );
    expect(redactSecrets('{"x-api-key":"secret-value"}', [])).toBe('{"x-api-key":"[REDACTED]"}');
    expect(redactSecrets('nothing secret here', ['a', undefined])).toBe('nothing secret here');
  });

  it('redacts credential headers of every shape', () => {
    expect(
      redactHeaders({ Authorization: 'Bearer x', 'X-Api-Key': 'y', 'api-key': 'z', accept: 'text/event-stream' }),
    ).toEqual({
      authorization: '[REDACTED]',
      'x-api-key': '[REDACTED]',
      'api-key': '[REDACTED]',
      accept: 'text/event-stream',
    });
    expect(redactHeaders(new Headers({ authorization: 'Bearer x', 'content-type': 'application/json' }))).toEqual({
      authorization: '[REDACTED]',
      'content-type': 'application/json',
    });
    expect(redactHeaders([['Cookie', 'a=b']])).toEqual({ cookie: '[REDACTED]' });
  });
});

describe('safeJsonParse', () => {
  it('never throws and drops __proto__ keys', () => {
    expect(safeJsonParse('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    const bad = safeJsonParse('{"a":');
    expect(bad.ok).toBe(false);
    expect(bad.ok ? undefined : bad.error).toBeInstanceOf(SyntaxError);
    expect(safeJsonParse(undefined as unknown as string).ok).toBe(false);
    const polluted = safeJsonParse<Record<string, unknown>>('{"__proto__":{"admin":true},"b":{"__proto__":{"x":1}}}');
    expect(polluted.ok && Object.keys(polluted.value)).toEqual(['b']);
    expect(polluted.ok && Object.hasOwn(polluted.value['b'] as object, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
    const kept = safeJsonParse<Record<string, unknown>>('{"__proto__":1}', { dropPrototypeKeys: false });
    expect(kept.ok && Object.hasOwn(kept.value, '__proto__')).toBe(true);
  });
});

describe('loadApiKey', () => {
  it('returns the trimmed key', () => {
    expect(loadApiKey({ envVar: 'MY_KEY', env: { MY_KEY: ' sk-1 \n' } })).toBe('sk-1');
  });

  it('names the variable when it is missing or blank, never the value', () => {
    expect(() => loadApiKey({ envVar: 'OPENAI_API_KEY', env: {} })).toThrow(
      'The API key is missing: the environment variable OPENAI_API_KEY is not set. Set it to your API key.',
    );
    try {
      loadApiKey({ envVar: 'ANTHROPIC_API_KEY', env: { ANTHROPIC_API_KEY: '   ' }, purpose: 'Anthropic' });
    } catch (error) {
      expect(error).toMatchObject({ code: 'PROVIDER_API_KEY_MISSING' });
      expect((error as Error).message).toBe(
        'The API key for Anthropic is missing: the environment variable ANTHROPIC_API_KEY is empty. Set it to your API key.',
      );
    }
  });
});

describe('extractProviderErrorDetails', () => {
  it('understands the OpenAI, Anthropic, Responses and loose shapes', () => {
    expect(extractProviderErrorDetails('{"error":{"message":"m","type":"t","code":"c","param":"p"}}')).toEqual({
      message: 'm',
      type: 't',
      code: 'c',
      param: 'p',
    });
    expect(
      extractProviderErrorDetails({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }),
    ).toEqual({
      type: 'overloaded_error',
      message: 'Overloaded',
    });
    expect(
      extractProviderErrorDetails({ type: 'error', code: 'server_error', message: 'boom', sequence_number: 3 }),
    ).toEqual({
      code: 'server_error',
      message: 'boom',
    });
    expect(
      extractProviderErrorDetails({
        type: 'response.failed',
        response: { error: { code: 'server_error', message: 'failed' } },
      }),
    ).toEqual({ code: 'server_error', message: 'failed' });
    expect(extractProviderErrorDetails('{"error":"Model not found"}')).toEqual({ message: 'Model not found' });
    expect(extractProviderErrorDetails('{"detail":"Not Found"}')).toEqual({ message: 'Not Found' });
    expect(extractProviderErrorDetails('[{"error":{"message":"gemini style"}}]')).toEqual({ message: 'gemini style' });
    expect(extractProviderErrorDetails('<html>')).toEqual({});
  });
});

describe('createProviderHttpError / createProviderStreamError', () => {
  it('builds user-readable errors', () => {
    const error = createProviderHttpError({
      status: 404,
      bodyText: '{"error":{"message":"The model `gpt-9` does not exist"}}',
      providerName: 'OpenAI',
    });
    expect(error.message).toBe(
      'OpenAI answered HTTP 404: the URL or model was not found: The model `gpt-9` does not exist.',
    );
    const stream = createProviderStreamError({
      payload: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      providerName: 'Anthropic',
    });
    expect(stream).toMatchObject({ code: 'PROVIDER_OVERLOADED', retryable: true, providerMessage: 'Overloaded' });
    expect(stream.message).toBe('Anthropic reported an error in the stream (overloaded_error): Overloaded.');
    const failed = createProviderStreamError({
      payload: { type: 'error', code: 'server_error', message: 'Something went wrong' },
    });
    expect(failed).toMatchObject({ code: 'PROVIDER_STREAM_ERROR', retryable: false });
  });
});
