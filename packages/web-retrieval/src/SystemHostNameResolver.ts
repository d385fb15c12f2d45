import { lookup } from 'node:dns/promises';
import { raceAbort } from '@toolgate/core';
import type { HostNameResolver } from './HostNameResolver.js';

/**
 * The operating system's resolver (`getaddrinfo` through `node:dns` `lookup` with `all: true`),
 * so hosts files and the system's DNS settings apply. The default resolver.
 */
export class SystemHostNameResolver implements HostNameResolver {
  async resolve(hostname: string, signal: AbortSignal): Promise<readonly string[]> {
    const answers = await raceAbort(lookup(hostname, { all: true, verbatim: true }), signal);
    return answers.map((answer) => answer.address);
  }
}
