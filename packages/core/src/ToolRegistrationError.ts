import { ToolgateError } from './ToolgateError.js';

/**
 * A tool could not be registered: its id or function name is taken, or its `getDefinition` threw.
 * (An invalid definition throws `ToolDefinitionError`.) Code `TOOL_REGISTRATION_REFUSED`.
 */
export class ToolRegistrationError extends ToolgateError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('TOOL_REGISTRATION_REFUSED', message, options);
  }
}
