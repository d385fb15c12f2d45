import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './CircuitBreaker.js';

describe('CircuitBreaker', () => {
  it('opens after consecutive failures, lets one trial through after the reset time, closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 3, resetAfterMs: 1_000, now: () => now });
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    now = 1_000;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('reopens when the trial fails', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 1, resetAfterMs: 500, now: () => now });
    breaker.recordFailure();
    now = 600;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    now = 1_000;
    expect(breaker.tryAcquire()).toBe(false);
    now = 1_100;
    expect(breaker.tryAcquire()).toBe(true);
  });
});
