import { describe, expect, it } from 'vitest';
import { raceAbort } from './raceAbort.js';

/** A signal that counts its abort listeners, to prove none is left behind. */
function countingController() {
  const controller = new AbortController();
  let listeners = 0;
  const add = controller.signal.addEventListener.bind(controller.signal);
  const remove = controller.signal.removeEventListener.bind(controller.signal);
  controller.signal.addEventListener = ((...args: Parameters<typeof add>) => {
    listeners += 1;
    add(...args);
  }) as typeof add;
  controller.signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
    listeners -= 1;
    remove(...args);
  }) as typeof remove;
  return { controller, listeners: () => listeners };
}

describe('raceAbort', () => {
  it('settles like the promise and removes its listener', async () => {
    const { controller, listeners } = countingController();
    await expect(raceAbort(Promise.resolve('value'), controller.signal)).resolves.toBe('value');
    await expect(raceAbort(Promise.reject(new Error('failed')), controller.signal)).rejects.toThrow('failed');
    expect(listeners()).toBe(0);
  });

  it("rejects with the signal's reason when it aborts before the promise settles", async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => {});
    const raced = raceAbort(never, controller.signal);
    controller.abort(new Error('stopped by the user'));
    await expect(raced).rejects.toThrow('stopped by the user');
  });

  it('rejects at once for a signal that is already aborted', async () => {
    const reason = new Error('already stopped');
    await expect(raceAbort(Promise.resolve('late'), AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});
