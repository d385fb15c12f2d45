import { ToolgateError, type ToolgateErrorOptions } from './ToolgateError.js';

/**
 * Thrown by a tool for an intentional policy block (a target outside the allowed hosts, a provider
 * below the confidence the data needs). The executor returns the message to the model as plain
 * text and records the call as BLOCKED rather than failed, so word the message for the model and
 * keep secrets out of it.
 */
export class ToolExecutionBlockedException extends ToolgateError {
  /** The stable code of every blocked execution. */
  static readonly CODE = 'TOOL_EXECUTION_BLOCKED';

  constructor(message: string, options: ToolgateErrorOptions = {}) {
    super(ToolExecutionBlockedException.CODE, message, options);
  }

  /** True for a blocked execution, across duplicate installs of the package. */
  static isBlocked(value: unknown): value is ToolExecutionBlockedException {
    return ToolgateError.isInstance(value) && value.code === ToolExecutionBlockedException.CODE;
  }
}
