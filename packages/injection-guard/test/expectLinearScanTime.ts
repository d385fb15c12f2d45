import { expect } from 'vitest';

const MB = 1 << 20;

/** Milliseconds `scan(text)` took. */
function timed(scan: (text: string) => unknown, text: string): number {
  const started = performance.now();
  scan(text);
  return performance.now() - started;
}

/**
 * Asserts that `scan` handles each unit repeated to 1 MB in bounded time, and 4× the input in
 * about 4× the time: quadratic work would take ~16× as long, so up to 8× is allowed for noise. A
 * second measurement when the first looks slow, because another process on a shared CI machine
 * can stall one run; real quadratic work is slow every time. The real numbers are in bench/.
 */
export function expectLinearScanTime(
  scan: (text: string) => unknown,
  units: readonly string[],
  boundMs = 10_000,
): void {
  for (const unit of units) {
    const small = unit.repeat(Math.ceil(MB / 4 / unit.length));
    const large = unit.repeat(Math.ceil(MB / unit.length));
    let ratio = 0;
    let largeMs = 0;
    for (let attempt = 0; attempt < 2; attempt++) {
      const smallMs = Math.max(timed(scan, small), 20);
      largeMs = timed(scan, large);
      ratio = largeMs / smallMs;
      if (ratio < 8 && largeMs < boundMs) break;
    }
    expect(largeMs, unit).toBeLessThan(boundMs);
    expect(ratio, unit).toBeLessThan(8);
  }
}
