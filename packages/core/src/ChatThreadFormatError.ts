import { ToolgateError } from './ToolgateError.js';

/** Stored chat state could not be read (not an object, a wrong field, an unknown level). Code `INVALID_CHAT_THREAD`. */
export class ChatThreadFormatError extends ToolgateError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('INVALID_CHAT_THREAD', message, options);
  }
}
