import { ToolgateError } from '@toolgate/core';
import { describe, expect, it } from 'vitest';
import { isPolicyRefusal, WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';

describe('WebRetrievalError', () => {
  it('is a ToolgateError with a stable code, a blocked flag and the cause', () => {
    const cause = new Error('inner');
    const error = new WebRetrievalError(WebRetrievalReason.PRIVATE_HOST_NOT_ALLOWED, 'Refused', {
      cause,
      url: 'http://x/',
    });
    expect(error).toBeInstanceOf(ToolgateError);
    expect(ToolgateError.isInstance(error)).toBe(true);
    expect(WebRetrievalError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'PRIVATE_HOST_NOT_ALLOWED',
      reason: 'PRIVATE_HOST_NOT_ALLOWED',
      blocked: true,
      url: 'http://x/',
    });
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('WebRetrievalError');
  });

  it('marks policy refusals as blocked and failures as not blocked', () => {
    const blocked = Object.values(WebRetrievalReason).filter(isPolicyRefusal).sort();
    expect(blocked).toEqual(
      [
        'BAD_PORT',
        'CREDENTIALS',
        'INSUFFICIENT_PROVIDER_CONFIDENCE',
        'LOCAL_HOST_NAME',
        'NEVER_ALLOWED_ADDRESS',
        'PRIVATE_HOST_NOT_ALLOWED',
        'TARGET_NOT_ALLOWED',
        'UNSUPPORTED_SCHEME',
      ].sort(),
    );
    expect(new WebRetrievalError('SIZE', 'too big').blocked).toBe(false);
  });

  it('is not fooled by other errors', () => {
    expect(WebRetrievalError.isInstance(new ToolgateError('SIZE', 'x'))).toBe(false);
    expect(WebRetrievalError.isInstance({ code: 'SIZE', blocked: false, reason: 'SIZE' })).toBe(false);
    expect(WebRetrievalError.isInstance(new Error('x'))).toBe(false);
  });
});
