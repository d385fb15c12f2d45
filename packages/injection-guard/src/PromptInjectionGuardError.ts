import { ToolgateError, type ToolgateErrorOptions } from '@toolgate/core/errors';

/** The stable codes of {@link PromptInjectionGuardError}. */
export type PromptInjectionGuardErrorCode =
  | 'DETECTOR_BAD_RESULT'
  | 'REMOTE_DETECTOR_TIMEOUT'
  | 'REMOTE_DETECTOR_UNREACHABLE'
  | 'REMOTE_DETECTOR_HTTP_ERROR'
  | 'REMOTE_DETECTOR_BAD_RESPONSE'
  | 'REMOTE_DETECTOR_CIRCUIT_OPEN'
  | 'LLM_JUDGE_TIMEOUT'
  | 'LLM_JUDGE_FAILED'
  | 'LLM_JUDGE_BAD_ANSWER'
  | 'LLM_JUDGE_BATCH_TOO_LARGE'
  | 'INVALID_OPTIONS';

/**
 * Why a detector could not judge a batch. The guard service never lets it escape `filter()`: it
 * passes the texts through and warns the host instead. Messages never contain the texts or headers.
 */
export class PromptInjectionGuardError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/injection-guard/PromptInjectionGuardError');
  declare readonly code: PromptInjectionGuardErrorCode;

  constructor(code: PromptInjectionGuardErrorCode, message: string, options: ToolgateErrorOptions = {}) {
    super(code, message, options);
  }
}
