import type { HostNameResolver } from '../HostNameResolver.js';

/**
 * A {@link HostNameResolver} answering from a table (a function entry gets the number of earlier
 * lookups of that name, for rebinding tests), recording every lookup.
 */
export function createTableResolver(
  table: Readonly<Record<string, readonly string[] | ((count: number) => readonly string[])>>,
): HostNameResolver & { readonly lookups: readonly string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    resolve: async (hostname: string) => {
      const count = lookups.filter((name) => name === hostname).length;
      lookups.push(hostname);
      const entry = table[hostname];
      if (entry === undefined) throw Object.assign(new Error(`no such name ${hostname}`), { code: 'ENOTFOUND' });
      return typeof entry === 'function' ? entry(count) : entry;
    },
  };
}
