import { ToolgateError } from './ToolgateError.js';

/**
 * The model passed a wrong argument. The message is written for the model: it names the argument
 * and what arrived, says what would be valid and, for an optional argument, that leaving it out is
 * possible. Code `INVALID_TOOL_ARGUMENT`.
 */
export class ToolArgumentError extends ToolgateError {
  /** The name of the argument that was refused. */
  readonly argumentName: string;

  constructor(argumentName: string, message: string) {
    super('INVALID_TOOL_ARGUMENT', message);
    this.argumentName = argumentName;
  }
}
