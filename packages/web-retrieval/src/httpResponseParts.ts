// Small pieces both HTTP paths use (page retrieval and JSON API requests), so they read responses alike.

/** Statuses whose `Location` is followed as a redirect. */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** A numeric option: `fallback` when left out, else a finite positive number (anything else is a programming error). */
export function positiveOption(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`${name} must be a positive number, got ${value}.`);
  return value;
}

/** Drops a body without reading it; undici reports the abort as an error nobody needs to see. */
export function discardBody(body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown }): void {
  body.on('error', () => {});
  body.destroy();
}

/** One response header as text; repeated headers are joined with `, `. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
