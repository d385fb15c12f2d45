/** One deadline over a whole request (every hop, the body included), joined with the caller's signal. */
export interface RequestDeadline {
  /** Aborts when the deadline passes or the caller aborts. */
  readonly signal: AbortSignal;
  /** True once the deadline (not the caller) aborted the signal. */
  readonly timedOut: () => boolean;
  /** Clears the timer and stops listening to the caller; call it when the request ends. */
  readonly dispose: () => void;
}

/** Starts a {@link RequestDeadline} of `timeoutMs`; `timeoutMessage` is the abort reason the deadline gives. */
export function startRequestDeadline(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  timeoutMessage: string,
): RequestDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(timeoutMessage));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
