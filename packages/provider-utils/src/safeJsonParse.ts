/** The outcome of {@link safeJsonParse}: the value, or the reason it could not be parsed. */
export type SafeJsonParseResult<T = unknown> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Error };

/** Options of {@link safeJsonParse}. */
export interface SafeJsonParseOptions {
  /**
   * Drop `__proto__` keys (and `constructor.prototype`) while parsing so a later
   * `Object.assign`/spread of the result cannot pollute prototypes. Default `true`.
   */
  readonly dropPrototypeKeys?: boolean;
}

function prototypeGuard(this: unknown, key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value) return undefined;
  return value;
}

/** Parses JSON without ever throwing: returns `{ok:true, value}` or `{ok:false, error}`. */
export function safeJsonParse<T = unknown>(text: string, options: SafeJsonParseOptions = {}): SafeJsonParseResult<T> {
  if (typeof text !== 'string') {
    return { ok: false, error: new TypeError(`Expected JSON text, got ${text === null ? 'null' : typeof text}`) };
  }
  try {
    // A reviver is slower; only pay for it when the text could contain the key at all.
    const guard = options.dropPrototypeKeys !== false && text.includes('__proto__') ? prototypeGuard : undefined;
    const value = (guard === undefined ? JSON.parse(text) : JSON.parse(text, guard)) as T;
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
