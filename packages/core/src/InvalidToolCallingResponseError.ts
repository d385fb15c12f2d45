import { ToolgateError, type ToolgateErrorOptions } from './ToolgateError.js';

/**
 * The provider's first round brought neither text nor a tool call. Usually a configuration
 * problem (a model or host that does not support tool calling the way it was asked to).
 */
export class InvalidToolCallingResponseError extends ToolgateError {
  /** The stable code of this error. */
  static readonly CODE = 'INVALID_TOOL_CALLING_RESPONSE';
  /** The provider as named in the message. */
  readonly providerName: string;

  constructor(providerName: string, options: ToolgateErrorOptions = {}) {
    super(
      InvalidToolCallingResponseError.CODE,
      `The provider '${providerName}' returned an invalid tool calling response. Check the provider's configuration and see the logs.`,
      options,
    );
    this.providerName = providerName;
  }
}
