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
