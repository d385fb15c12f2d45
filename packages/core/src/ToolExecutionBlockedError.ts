import { ToolgateError, type ToolgateErrorOptions } from './ToolgateError.js';

/**
 * Thrown by a tool for an intentional policy block (a target outside the allowed hosts, a provider
 * below the confidence the data needs). The executor returns the message to the model as plain
 * text and records the call as BLOCKED rather than failed, so word the message for the model and
 * keep secrets out of it. Recognise it with `ToolExecutionBlockedError.isInstance(value)`.
 */
export class ToolExecutionBlockedError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ToolExecutionBlockedError');
  /** The stable code of every blocked execution. */
  static readonly CODE = 'TOOL_EXECUTION_BLOCKED';

  constructor(message: string, options: ToolgateErrorOptions = {}) {
    super(ToolExecutionBlockedError.CODE, message, options);
  }
}
