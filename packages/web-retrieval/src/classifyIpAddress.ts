import ipaddr from 'ipaddr.js';

/**
 * How far an IP address may be reached. `PUBLIC` is open to every policy, `PRIVATE` only to an
 * allowlisted host (with a HIGH-confidence provider) or a user-chosen target, `NEVER_ALLOWED`
 * to no model-driven policy at all.
 */
export const IpAddressClass = {
  PUBLIC: 'PUBLIC',
  PRIVATE: 'PRIVATE',
  NEVER_ALLOWED: 'NEVER_ALLOWED',
} as const;
/** One of the {@link IpAddressClass} values. */
export type IpAddressClass = (typeof IpAddressClass)[keyof typeof IpAddressClass];

/** The verdict on one address. */
export interface IpAddressJudgement {
  /** The address in canonical text form (IPv6 as RFC 5952). */
  readonly address: string;
  readonly family: 4 | 6;
  readonly addressClass: IpAddressClass;
  /** The special-purpose range that decided the verdict, e.g. `10.0.0.0/8 (private)`; `public` otherwise. */
  readonly range: string;
  /**
   * False for addresses that even a user-chosen target may not use: unspecified, multicast,
   * reserved and broadcast (no web server lives there; `0.0.0.0` is a known way into localhost).
   */
  readonly reachableWhenChosenByUser: boolean;
  /** For IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo…): that address. */
  readonly embeddedIpv4?: string;
}

type Range = readonly [cidr: string, addressClass: IpAddressClass, label: string, unreachableForUser?: true];

// Our own table (issue 4), not a library's range names: a library update must not move a line.
const IPV4_RANGES: readonly Range[] = [
  ['0.0.0.0/8', IpAddressClass.NEVER_ALLOWED, 'unspecified / "this network"', true],
  ['127.0.0.0/8', IpAddressClass.NEVER_ALLOWED, 'loopback'],
  ['169.254.0.0/16', IpAddressClass.NEVER_ALLOWED, 'link-local (cloud metadata)'],
  ['224.0.0.0/4', IpAddressClass.NEVER_ALLOWED, 'multicast', true],
  ['240.0.0.0/4', IpAddressClass.NEVER_ALLOWED, 'reserved / broadcast', true],
  // Cloud metadata services that sit outside link-local: never reachable, not even allowlisted.
  ['100.100.100.200/32', IpAddressClass.NEVER_ALLOWED, 'cloud metadata (Alibaba)'],
  ['10.0.0.0/8', IpAddressClass.PRIVATE, 'private'],
  ['100.64.0.0/10', IpAddressClass.PRIVATE, 'shared address space (CGNAT)'],
  ['172.16.0.0/12', IpAddressClass.PRIVATE, 'private'],
  ['192.0.0.0/24', IpAddressClass.PRIVATE, 'IETF protocol assignments'],
  ['192.0.2.0/24', IpAddressClass.PRIVATE, 'documentation (TEST-NET-1)'],
  ['192.88.99.0/24', IpAddressClass.PRIVATE, 'deprecated 6to4 relay anycast'],
  ['192.168.0.0/16', IpAddressClass.PRIVATE, 'private'],
  ['198.18.0.0/15', IpAddressClass.PRIVATE, 'benchmarking'],
  ['198.51.100.0/24', IpAddressClass.PRIVATE, 'documentation (TEST-NET-2)'],
  ['203.0.113.0/24', IpAddressClass.PRIVATE, 'documentation (TEST-NET-3)'],
];

// IPv6 ranges checked before the "public only inside 2000::/3" rule. Embedded-IPv4 forms are
// handled separately (they take the verdict of the IPv4 address they carry).
const IPV6_RANGES: readonly Range[] = [
  ['::/128', IpAddressClass.NEVER_ALLOWED, 'unspecified', true],
  ['::1/128', IpAddressClass.NEVER_ALLOWED, 'loopback'],
  ['fe80::/10', IpAddressClass.NEVER_ALLOWED, 'link-local'],
  ['ff00::/8', IpAddressClass.NEVER_ALLOWED, 'multicast', true],
  ['fd00:ec2::254/128', IpAddressClass.NEVER_ALLOWED, 'cloud metadata (AWS IMDS)'],
  ['fc00::/7', IpAddressClass.PRIVATE, 'unique local'],
  ['fec0::/10', IpAddressClass.PRIVATE, 'site-local (deprecated)'],
  ['100::/64', IpAddressClass.PRIVATE, 'discard-only'],
  // 2001::/23 is special-purpose except the globally routable assignments listed first.
  ['2001:1::1/128', IpAddressClass.PUBLIC, 'PCP anycast (global)'],
  ['2001:1::2/128', IpAddressClass.PUBLIC, 'TURN anycast (global)'],
  ['2001:1::3/128', IpAddressClass.PUBLIC, 'DNS-SD SRP anycast (global)'],
  ['2001:3::/32', IpAddressClass.PUBLIC, 'AMT (global)'],
  ['2001:4:112::/48', IpAddressClass.PUBLIC, 'AS112-v6 (global)'],
  ['2001:20::/28', IpAddressClass.PUBLIC, 'ORCHIDv2 (global)'],
  ['2001:30::/28', IpAddressClass.PUBLIC, 'DRIP entity tags (global)'],
  ['2001:2::/48', IpAddressClass.PRIVATE, 'benchmarking'],
  ['2001:10::/28', IpAddressClass.PRIVATE, 'deprecated ORCHID'],
  ['2001::/23', IpAddressClass.PRIVATE, 'IETF protocol assignments'],
  ['2001:db8::/32', IpAddressClass.PRIVATE, 'documentation'],
  ['3fff::/20', IpAddressClass.PRIVATE, 'documentation'],
];

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

interface ParsedRange {
  readonly network: ipaddr.IPv4 | ipaddr.IPv6;
  readonly bits: number;
  readonly cidr: string;
  readonly addressClass: IpAddressClass;
  readonly label: string;
  readonly reachableWhenChosenByUser: boolean;
}

function parseRanges(ranges: readonly Range[]): readonly ParsedRange[] {
  return ranges.map(([cidr, addressClass, label, unreachableForUser]) => {
    const [network, bits] = ipaddr.parseCIDR(cidr);
    return { network, bits, cidr, addressClass, label, reachableWhenChosenByUser: unreachableForUser !== true };
  });
}

const PARSED_IPV4 = parseRanges(IPV4_RANGES);
const PARSED_IPV6 = parseRanges(IPV6_RANGES);

const SEVERITY: Readonly<Record<IpAddressClass, number>> = { PUBLIC: 0, PRIVATE: 1, NEVER_ALLOWED: 2 };

/** The stricter of two classes. */
export function stricterAddressClass(a: IpAddressClass, b: IpAddressClass): IpAddressClass {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}

/**
 * Parses an IP address in its canonical spelling only (dotted-decimal IPv4, any RFC 4291 IPv6
 * text). Returns undefined for anything else: looser IPv4 spellings never reach this point,
 * because hosts come out of the WHATWG URL parser (which canonicalises them) and resolvers.
 */
export function parseIpAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (bare.includes(':') && !bare.includes('%') && ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return undefined;
}

function judgeIpv4(address: ipaddr.IPv4): IpAddressJudgement {
  const text = address.toString();
  for (const range of PARSED_IPV4) {
    if (address.match(range.network as ipaddr.IPv4, range.bits)) {
      return {
        address: text,
        family: 4,
        addressClass: range.addressClass,
        range: `${range.cidr} (${range.label})`,
        reachableWhenChosenByUser: range.reachableWhenChosenByUser,
      };
    }
  }
  return {
    address: text,
    family: 4,
    addressClass: IpAddressClass.PUBLIC,
    range: 'public',
    reachableWhenChosenByUser: true,
  };
}

function ipv4FromBytes(bytes: readonly number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes.map((byte) => byte & 0xff));
}

/** The IPv4 address an IPv6 form carries, and the name of that form, if it is one of them. */
function embeddedIpv4(address: ipaddr.IPv6): { readonly ipv4: ipaddr.IPv4; readonly form: string } | undefined {
  const bytes = address.toByteArray();
  const parts = address.parts;
  const zeros = (from: number, to: number) => parts.slice(from, to).every((part) => part === 0);
  const last4 = bytes.slice(12, 16);
  if (zeros(0, 5) && parts[5] === 0xffff) return { ipv4: ipv4FromBytes(last4), form: 'IPv4-mapped ::ffff:0:0/96' };
  // SIIT "IPv4-translated" ::ffff:0:0:0/96 (RFC 2765).
  if (zeros(0, 4) && parts[4] === 0xffff && parts[5] === 0) {
    return { ipv4: ipv4FromBytes(last4), form: 'IPv4-translated ::ffff:0:0:0/96' };
  }
  // IPv4-compatible ::/96 (deprecated); :: and ::1 are judged as themselves before this.
  if (zeros(0, 6)) return { ipv4: ipv4FromBytes(last4), form: 'IPv4-compatible ::/96' };
  if (parts[0] === 0x64 && parts[1] === 0xff9b && zeros(2, 6)) {
    return { ipv4: ipv4FromBytes(last4), form: 'NAT64 64:ff9b::/96' };
  }
  // Local-use NAT64 /48 (RFC 8215) uses the RFC 6052 /48 layout: IPv4 in bytes 6-7 and 9-10.
  if (parts[0] === 0x64 && parts[1] === 0xff9b && parts[2] === 1) {
    return {
      ipv4: ipv4FromBytes([bytes[6]!, bytes[7]!, bytes[9]!, bytes[10]!]),
      form: 'local-use NAT64 64:ff9b:1::/48',
    };
  }
  if (parts[0] === 0x2002) return { ipv4: ipv4FromBytes(bytes.slice(2, 6)), form: '6to4 2002::/16' };
  // Teredo carries the client's IPv4 address in the last 32 bits, bit-inverted.
  if (parts[0] === 0x2001 && parts[1] === 0) {
    return { ipv4: ipv4FromBytes(last4.map((byte) => ~byte)), form: 'Teredo 2001::/32' };
  }
  return undefined;
}

function judgeIpv6(address: ipaddr.IPv6): IpAddressJudgement {
  const text = address.toRFC5952String();
  const base = { address: text, family: 6 as const };
  // The unspecified and loopback addresses sit inside ::/96 but are judged as themselves.
  const fixed = PARSED_IPV6.slice(0, 2).find((range) => address.match(range.network as ipaddr.IPv6, range.bits));
  if (fixed) {
    return {
      ...base,
      addressClass: fixed.addressClass,
      range: `${fixed.cidr} (${fixed.label})`,
      reachableWhenChosenByUser: fixed.reachableWhenChosenByUser,
    };
  }
  const embedded = embeddedIpv4(address);
  if (embedded) {
    const inner = judgeIpv4(embedded.ipv4);
    return {
      ...base,
      addressClass: inner.addressClass,
      range: `${embedded.form} carrying ${inner.address}: ${inner.range}`,
      reachableWhenChosenByUser: inner.reachableWhenChosenByUser,
      embeddedIpv4: inner.address,
    };
  }
  for (const range of PARSED_IPV6) {
    if (address.match(range.network as ipaddr.IPv6, range.bits)) {
      return {
        ...base,
        addressClass: range.addressClass,
        range: `${range.cidr} (${range.label})`,
        reachableWhenChosenByUser: range.reachableWhenChosenByUser,
      };
    }
  }
  if (address.match(GLOBAL_UNICAST)) {
    return { ...base, addressClass: IpAddressClass.PUBLIC, range: 'public', reachableWhenChosenByUser: true };
  }
  return {
    ...base,
    addressClass: IpAddressClass.PRIVATE,
    range: 'outside global unicast 2000::/3',
    reachableWhenChosenByUser: true,
  };
}

/**
 * Judges one IP address by Toolgate's own table: IPv4 special-purpose ranges, IPv6 public only
 * inside 2000::/3 minus special-purpose blocks, IPv6 forms that embed an IPv4 address judged by
 * that address. Anything that is not a canonical IP address is judged `NEVER_ALLOWED`.
 */
export function classifyIpAddress(address: string): IpAddressJudgement {
  const parsed = parseIpAddress(address);
  if (parsed === undefined) {
    return {
      address,
      family: 4,
      addressClass: IpAddressClass.NEVER_ALLOWED,
      range: 'not an IP address',
      reachableWhenChosenByUser: false,
    };
  }
  return parsed.kind() === 'ipv4' ? judgeIpv4(parsed as ipaddr.IPv4) : judgeIpv6(parsed as ipaddr.IPv6);
}
