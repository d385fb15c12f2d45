/**
 * Runs a synchronous `action` while counting the work of the string, array and regular-expression
 * methods it calls: each character or element a method reads (or copies) counts once. A
 * deterministic measure of how much of its input a scan visits, so a test can check that a scan
 * stays linear without reading a clock. The prototypes are restored before this returns; nothing
 * else runs meanwhile because `action` is synchronous.
 */
export function countCharacterVisits(action: () => unknown): number {
  let visits = 0;
  const patches: [object, string, unknown][] = [];
  type Cost<Self, Result> = (self: Self, args: readonly unknown[], result: Result) => number;
  const patch = <Self, Result>(target: object, name: string, cost: Cost<Self, Result>) => {
    const original = (target as Record<string, (...args: unknown[]) => unknown>)[name]!;
    patches.push([target, name, original]);
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: function (this: Self, ...args: unknown[]) {
        const result = Reflect.apply(original, this, args) as Result;
        visits += Math.max(1, cost(this, args, result));
        return result;
      },
    });
  };
  const from = (position: unknown) => (typeof position === 'number' && position > 0 ? position : 0);
  patch<string, string>(String.prototype, 'charCodeAt', () => 1);
  patch<string, number>(String.prototype, 'indexOf', (self, [search, position], found) =>
    found === -1 ? self.length - from(position) : found + String(search).length - from(position),
  );
  patch<string, boolean>(String.prototype, 'startsWith', (_self, [search]) => String(search).length);
  patch<string, string>(String.prototype, 'slice', (_self, _args, result) => result.length);
  patch<string, string>(String.prototype, 'toLowerCase', (self) => self.length);
  patch<unknown[], boolean>(Array.prototype, 'includes', (self) => self.length);
  patch<unknown[], number>(Array.prototype, 'lastIndexOf', (self) => self.length);
  patch<unknown[], string>(Array.prototype, 'join', (_self, _args, result) => result.length);
  patch<RegExp, boolean>(RegExp.prototype, 'test', (_self, [input]) => String(input).length);
  try {
    action();
  } finally {
    for (const [target, name, original] of patches.reverse()) {
      Object.defineProperty(target, name, { configurable: true, writable: true, value: original });
    }
  }
  return visits;
}
