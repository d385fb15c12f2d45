/**
 * Turns a host name into IP addresses. `WebPageRetrievalService` resolves every name itself
 * through one of these and judges every address it returns, so the resolver is the single
 * source of truth for where a connection may go.
 */
export interface HostNameResolver {
  /**
   * Every A and AAAA address of `hostname` (ASCII form, no trailing dot), in canonical text.
   * Rejects when the name does not resolve; should stop early when `signal` aborts.
   */
  resolve(hostname: string, signal: AbortSignal): Promise<readonly string[]>;
}

/** Rejects with the signal's reason as soon as it aborts; otherwise settles like `promise`. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
