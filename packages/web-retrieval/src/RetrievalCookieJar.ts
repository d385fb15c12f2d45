/**
 * Cookies set during one retrieval, sent back on later hops to the same origin only (scheme,
 * host and port; `Domain` and `Path` attributes are ignored, which is stricter for domains).
 * Lets login and consent redirects that set a cookie and redirect to themselves work, without
 * keeping anything between retrievals.
 */
export class RetrievalCookieJar {
  readonly #cookies = new Map<string, Map<string, string>>();

  /** Stores the cookies of a response's `Set-Cookie` headers for `origin`. */
  store(origin: string, setCookieHeaders: string | readonly string[] | undefined): void {
    if (setCookieHeaders === undefined) return;
    const headers = typeof setCookieHeaders === 'string' ? [setCookieHeaders] : setCookieHeaders;
    for (const header of headers) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=', 2).map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      const jar = this.#cookies.get(origin) ?? new Map<string, string>();
      if (expired) jar.delete(name);
      else jar.set(name, value);
      this.#cookies.set(origin, jar);
    }
  }

  /** The `Cookie` header value for `origin`, or undefined when there is none. */
  headerFor(origin: string): string | undefined {
    const jar = this.#cookies.get(origin);
    if (jar === undefined || jar.size === 0) return undefined;
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
