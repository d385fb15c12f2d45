/** Options of {@link CircuitBreaker}. */
export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. Default 3. */
  readonly failureThreshold?: number;
  /** How long the circuit stays open before one trial request. Default 30,000 ms. */
  readonly resetAfterMs?: number;
  /** Clock, for tests. Default `Date.now`. */
  readonly now?: () => number;
}

/** The state of a {@link CircuitBreaker}. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * Stops calling a failing service for a while: after `failureThreshold` consecutive failures the
 * circuit opens and calls are refused at once; after `resetAfterMs` one trial call is let through
 * (half-open), and its outcome closes or reopens the circuit.
 */
export class CircuitBreaker {
  private readonly failureThreshold: number;
  private readonly resetAfterMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt = 0;
  private trialRunning = false;
  private currentState: CircuitState = 'closed';

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = Math.max(1, options.failureThreshold ?? 3);
    this.resetAfterMs = Math.max(0, options.resetAfterMs ?? 30_000);
    this.now = options.now ?? Date.now;
  }

  /** The state now (an open circuit whose time is up reads as half-open). */
  get state(): CircuitState {
    if (this.currentState === 'open' && this.now() - this.openedAt >= this.resetAfterMs) return 'half-open';
    return this.currentState;
  }

  /** True when a call may go out now; a half-open circuit lets exactly one trial through. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'half-open' && !this.trialRunning) {
      this.currentState = 'half-open';
      this.trialRunning = true;
      return true;
    }
    return false;
  }

  /** Records a successful call: the circuit closes. */
  recordSuccess(): void {
    this.failures = 0;
    this.trialRunning = false;
    this.currentState = 'closed';
  }

  /** Records a failed call: enough of them (or a failed trial) open the circuit. */
  recordFailure(): void {
    this.failures++;
    const failedTrial = this.currentState === 'half-open';
    this.trialRunning = false;
    if (failedTrial || this.failures >= this.failureThreshold) {
      this.currentState = 'open';
      this.openedAt = this.now();
    }
  }
}
