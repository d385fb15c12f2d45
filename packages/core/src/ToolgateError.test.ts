import { describe, expect, it } from 'vitest';
import { ToolgateError } from './ToolgateError.js';

describe('ToolgateError', () => {
  it('keeps code, message and cause', () => {
    const cause = new Error('socket hang up');
    const error = new ToolgateError('PROVIDER_UNREACHABLE', 'The provider could not be reached.', { cause });
    expect(error.code).toBe('PROVIDER_UNREACHABLE');
    expect(error.message).toBe('The provider could not be reached.');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ToolgateError');
  });

  it('is recognised across copies by isInstance, and plain objects are not', () => {
    class SubError extends ToolgateError {}
    const error = new SubError('X', 'y');
    expect(ToolgateError.isInstance(error)).toBe(true);
    expect(error.name).toBe('SubError');
    expect(ToolgateError.isInstance({ code: 'X', message: 'y' })).toBe(false);
    expect(ToolgateError.isInstance(new Error('y'))).toBe(false);
    expect(ToolgateError.isInstance(null)).toBe(false);
  });
});
