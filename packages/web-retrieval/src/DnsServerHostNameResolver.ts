import { Resolver } from 'node:dns/promises';
import { raceAbort } from '@toolgate/core';
import type { HostNameResolver } from './HostNameResolver.js';
import { formatSocketAddress, parseSocketAddress, type SocketAddress } from './SocketAddress.js';

/** Options of {@link DnsServerHostNameResolver}. */
export interface DnsServerHostNameResolverOptions {
  /** How long one query waits for an answer, in milliseconds (default 5,000). */
  readonly timeoutMs?: number;
  /** How many times a query is sent before giving up (default 2). */
  readonly tries?: number;
}

const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * Asks one DNS server (given as `ip:port`) for the A and AAAA records of a name, instead of the
 * system's resolver. The CLI's `--dns-server` and the tests use it.
 */
export class DnsServerHostNameResolver implements HostNameResolver {
  /** The server every query goes to. */
  readonly server: SocketAddress;
  readonly #timeoutMs: number;
  readonly #tries: number;

  constructor(server: string | SocketAddress, options: DnsServerHostNameResolverOptions = {}) {
    this.server = typeof server === 'string' ? parseSocketAddress(server) : server;
    this.#timeoutMs = options.timeoutMs ?? 5_000;
    this.#tries = options.tries ?? 2;
  }

  async resolve(hostname: string, signal: AbortSignal): Promise<readonly string[]> {
    // One Resolver per lookup so `cancel()` on abort stops only this lookup's queries.
    const resolver = new Resolver({ timeout: this.#timeoutMs, tries: this.#tries });
    resolver.setServers([formatSocketAddress(this.server)]);
    const onAbort = () => resolver.cancel();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const query = async (family: 4 | 6): Promise<string[]> => {
        try {
          return family === 4 ? await resolver.resolve4(hostname) : await resolver.resolve6(hostname);
        } catch (error) {
          // A name with only A or only AAAA records is fine; the other family is just empty.
          if (NO_RECORDS.has((error as { code?: string }).code ?? '')) return [];
          throw error;
        }
      };
      const [v4, v6] = await raceAbort(Promise.all([query(4), query(6)]), signal);
      if (v4.length + v6.length === 0) {
        throw Object.assign(new Error(`The DNS server has no A or AAAA record for '${hostname}'.`), {
          code: 'ENOTFOUND',
        });
      }
      return [...v4, ...v6];
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }
}
