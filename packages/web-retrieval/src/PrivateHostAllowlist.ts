import ipaddr from 'ipaddr.js';
import { parseIpAddress } from './classifyIpAddress.js';

/** One parsed allowlist entry. */
export type PrivateHostAllowlistEntry =
  | { readonly kind: 'host'; readonly host: string }
  | { readonly kind: 'subdomains'; readonly suffix: string }
  | { readonly kind: 'range'; readonly network: string; readonly bits: number };

function normalizeHostName(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

// Host names are compared in their ASCII (punycode) form, the form the URL parser produces.
function toAsciiHost(host: string): string | undefined {
  try {
    const hostname = new URL(`http://${host}/`).hostname;
    return normalizeHostName(hostname);
  } catch {
    return undefined;
  }
}

function parseEntry(raw: string): PrivateHostAllowlistEntry {
  const text = raw.trim();
  if (text.length === 0) throw new TypeError('An allowlist entry is empty.');
  if (text.includes('/')) {
    const [address, bitsText] = text.split('/', 2) as [string, string];
    const parsed = parseIpAddress(address);
    const bits = /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : Number.NaN;
    const maxBits = parsed?.kind() === 'ipv4' ? 32 : 128;
    if (parsed === undefined || !(bits >= 0 && bits <= maxBits)) {
      throw new TypeError(`The allowlist entry '${text}' is not a CIDR range such as 10.0.0.0/8 or fd00::/8.`);
    }
    return { kind: 'range', network: parsed.toString(), bits };
  }
  const literal = parseIpAddress(text);
  if (literal !== undefined) {
    return { kind: 'range', network: literal.toString(), bits: literal.kind() === 'ipv4' ? 32 : 128 };
  }
  if (text.startsWith('*.')) {
    const suffix = toAsciiHost(text.slice(2));
    if (suffix === undefined || suffix.length === 0 || suffix.includes('*')) {
      throw new TypeError(`The allowlist entry '${text}' is not a wildcard such as *.example.org.`);
    }
    return { kind: 'subdomains', suffix };
  }
  const host = toAsciiHost(text);
  if (host === undefined || host.length === 0 || host.includes('*') || parseIpAddress(host) !== undefined) {
    // A host that the URL parser turns into an IP (e.g. 0x0a.1) is refused: write the address itself.
    throw new TypeError(`The allowlist entry '${text}' is not a host name, *.suffix, IP address or CIDR range.`);
  }
  return { kind: 'host', host };
}

/**
 * The private hosts a policy may reach: host names (`wiki.corp`), wildcards that match
 * subdomains only (`*.corp` matches `a.corp`, not `corp`), IP literals and CIDR ranges.
 *
 * A name entry admits the host whatever it resolves to (short of never-allowed addresses); an
 * IP or CIDR entry admits each private address it contains, whichever name led there.
 */
export class PrivateHostAllowlist {
  /** The parsed entries, in the order given. */
  readonly entries: readonly PrivateHostAllowlistEntry[];

  /** Parses the entries; throws a `TypeError` naming the first malformed one. */
  constructor(entries: Iterable<string> = []) {
    this.entries = Object.freeze([...entries].map(parseEntry));
  }

  /** True when there are no entries. */
  get isEmpty(): boolean {
    return this.entries.length === 0;
  }

  /** True when a host-name entry admits this host (ASCII form, as the URL parser gives it). */
  allowsHostName(hostname: string): boolean {
    const host = normalizeHostName(hostname);
    return this.entries.some(
      (entry) =>
        (entry.kind === 'host' && entry.host === host) ||
        (entry.kind === 'subdomains' && host.endsWith(`.${entry.suffix}`)),
    );
  }

  /** True when an IP or CIDR entry contains this address. */
  allowsAddress(address: string): boolean {
    const parsed = parseIpAddress(address);
    if (parsed === undefined) return false;
    return this.entries.some((entry) => {
      if (entry.kind !== 'range') return false;
      const network = ipaddr.parse(entry.network);
      if (network.kind() !== parsed.kind()) return false;
      return parsed.match(network, entry.bits);
    });
  }
}
