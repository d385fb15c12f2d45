import { ToolgateError } from '@toolgate/core';

/** Codes of {@link MockProviderError}. */
export type MockProviderErrorCode = 'MOCK_PROVIDER_INVALID_SCRIPT' | 'MOCK_PROVIDER_START_FAILED';

/** Errors of the mock provider: an invalid script, or a server that could not start. */
export class MockProviderError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/mock-provider/MockProviderError');
  declare readonly code: MockProviderErrorCode;

  constructor(code: MockProviderErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
  }
}
