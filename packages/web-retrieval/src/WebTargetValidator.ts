import { type ConfidenceLevel, meetsConfidence } from '@toolgate/core';
import { classifyIpAddress, type IpAddressJudgement, IpAddressClass, parseIpAddress } from './classifyIpAddress.js';
import type { HostNameResolver } from './HostNameResolver.js';
import type { PrivateHostAllowlist } from './PrivateHostAllowlist.js';
import { WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';
import type { WebTargetPolicy } from './WebTargetPolicy.js';

// The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking), port 0 included.
const BAD_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** True for a port the Fetch standard refuses. */
export function isBadPort(port: number): boolean {
  return BAD_PORTS.has(port);
}

/** What decides whether a hop may be reached. */
export interface WebTargetRules {
  readonly policy: WebTargetPolicy;
  readonly allowlist: PrivateHostAllowlist;
  /** The provider that will see the page; a private target needs HIGH. */
  readonly providerConfidence: ConfidenceLevel | undefined;
  /** Confines the caller (e.g. Confluence to its base URL); checked for every hop. */
  readonly isTargetAllowed?: ((url: URL) => boolean | Promise<boolean>) | undefined;
  /** Told when a private target is refused for a provider below HIGH (a UI notice). */
  readonly onPrivateHostProviderBlock?:
    | ((url: URL, providerConfidence: ConfidenceLevel | undefined) => void)
    | undefined;
  /** For the `user` policy: the origin the user chose (the first URL's). */
  readonly chosenOrigin?: string | undefined;
}

/** A hop that passed every check: where it may connect. */
export interface ValidatedWebTarget {
  readonly url: URL;
  /** The host as the URL parser gives it (ASCII, IPv6 without brackets, no trailing dot). */
  readonly hostname: string;
  readonly port: number;
  /** Every address the host resolved to, each judged; the connection may use only these. */
  readonly addresses: readonly IpAddressJudgement[];
  /** True when any address is not public: the page needs a HIGH-confidence provider. */
  readonly privateTarget: boolean;
  /** True when the user-chosen origin lifted the address restrictions for this hop. */
  readonly chosenByUser: boolean;
}

/** Parses a URL the WHATWG way (the same parser undici connects with), or throws `INVALID_URL`. */
export function parseWebUrl(text: string | URL, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch (cause) {
    const shown = String(text).slice(0, 200);
    throw new WebRetrievalError(WebRetrievalReason.INVALID_URL, `'${shown}' is not a valid URL.`, { cause });
  }
}

/** The host without IPv6 brackets and without a trailing dot. */
export function bareHostName(url: URL): string {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** The port a URL connects to (the scheme's default when none is written). */
export function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function refuse(reason: WebRetrievalReason, url: URL, why: string): never {
  throw new WebRetrievalError(reason, `Refused ${redactUrl(url)}: ${why}`, { url: redactUrl(url) });
}

/** The URL without user name and password, for messages (they may be secrets). */
export function redactUrl(url: URL): string {
  if (url.username === '' && url.password === '') return url.href;
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

/**
 * The checks that need no network: scheme, credentials, port, `localhost` names. No policy
 * lifts the first three.
 */
export function checkUrlShape(url: URL, chosenByUser: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    refuse(
      WebRetrievalReason.UNSUPPORTED_SCHEME,
      url,
      `the scheme '${url.protocol.slice(0, -1)}' is not http or https.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    refuse(WebRetrievalReason.CREDENTIALS, url, 'the URL carries a user name or password.');
  }
  const port = effectivePort(url);
  if (isBadPort(port)) {
    refuse(WebRetrievalReason.BAD_PORT, url, `port ${port} is one of the ports the Fetch standard blocks.`);
  }
  const host = bareHostName(url).toLowerCase();
  if (!chosenByUser && (host === 'localhost' || host.endsWith('.localhost'))) {
    refuse(WebRetrievalReason.LOCAL_HOST_NAME, url, `'${host}' names the local machine.`);
  }
}

/**
 * The start of a refusal sentence that places an address in its range, e.g. "the address
 * 127.0.0.1 is in 127.0.0.0/8 (loopback)" or "'db.example' resolves to 10.0.0.5, which is in
 * 10.0.0.0/8 (private)"; the caller adds what that range means.
 */
function placeAddress(literal: boolean, hostname: string, judgement: IpAddressJudgement): string {
  return literal
    ? `the address ${judgement.address} is in ${judgement.range}`
    : `'${hostname}' resolves to ${judgement.address}, which is in ${judgement.range}`;
}

/**
 * Judges one hop: the URL checks, the caller's `isTargetAllowed`, name resolution and every
 * resolved address against the policy. Throws a {@link WebRetrievalError} on refusal.
 */
export async function validateWebTarget(
  url: URL,
  rules: WebTargetRules,
  resolver: HostNameResolver,
  signal: AbortSignal,
): Promise<ValidatedWebTarget> {
  const chosenByUser = rules.policy === 'user' && rules.chosenOrigin !== undefined && url.origin === rules.chosenOrigin;
  checkUrlShape(url, chosenByUser);
  if (rules.isTargetAllowed !== undefined) {
    let allowed = false;
    try {
      allowed = await rules.isTargetAllowed(new URL(url.href));
    } catch (cause) {
      throw new WebRetrievalError(
        WebRetrievalReason.TARGET_NOT_ALLOWED,
        `Refused ${url.href}: the caller's target check failed.`,
        { cause, url: url.href },
      );
    }
    if (!allowed) refuse(WebRetrievalReason.TARGET_NOT_ALLOWED, url, 'the caller does not allow this target.');
  }
  const hostname = bareHostName(url);
  const port = effectivePort(url);
  const literal = parseIpAddress(hostname);
  let rawAddresses: readonly string[];
  if (literal !== undefined) {
    rawAddresses = [hostname];
  } else {
    try {
      rawAddresses = await resolver.resolve(hostname, signal);
    } catch (cause) {
      if (signal.aborted) throw cause;
      throw new WebRetrievalError(
        WebRetrievalReason.DNS_FAILED,
        `The host '${hostname}' could not be resolved${cause instanceof Error ? ` (${cause.message})` : ''}.`,
        { cause, url: url.href },
      );
    }
    if (rawAddresses.length === 0) {
      throw new WebRetrievalError(WebRetrievalReason.DNS_FAILED, `The host '${hostname}' resolved to no address.`, {
        url: url.href,
      });
    }
  }
  // Duplicates are dropped; every distinct address is judged.
  const seen = new Set<string>();
  const addresses: IpAddressJudgement[] = [];
  for (const raw of rawAddresses) {
    const judgement = classifyIpAddress(raw);
    if (seen.has(judgement.address)) continue;
    seen.add(judgement.address);
    addresses.push(judgement);
  }
  const privateTarget = addresses.some((address) => address.addressClass !== IpAddressClass.PUBLIC);
  const place = (judgement: IpAddressJudgement): string => placeAddress(literal !== undefined, hostname, judgement);

  if (chosenByUser) {
    const unreachable = addresses.find((address) => !address.reachableWhenChosenByUser);
    if (unreachable) {
      refuse(
        WebRetrievalReason.NEVER_ALLOWED_ADDRESS,
        url,
        `${place(unreachable)}, a range that no web page may use, not even one the user chose.`,
      );
    }
    return { url, hostname, port, addresses, privateTarget, chosenByUser };
  }

  const neverAllowed = addresses.find((address) => address.addressClass === IpAddressClass.NEVER_ALLOWED);
  if (neverAllowed) {
    refuse(
      WebRetrievalReason.NEVER_ALLOWED_ADDRESS,
      url,
      `${place(neverAllowed)}, a range that is never allowed, not even for an allowlisted host.`,
    );
  }
  if (!privateTarget) return { url, hostname, port, addresses, privateTarget, chosenByUser };

  const firstPrivate = addresses.find((address) => address.addressClass === IpAddressClass.PRIVATE)!;
  if (rules.policy === 'public') {
    refuse(
      WebRetrievalReason.PRIVATE_HOST_NOT_ALLOWED,
      url,
      `${place(firstPrivate)}, a non-public range, and the public-only policy reaches public addresses only.`,
    );
  }
  const nameAllowed = literal === undefined && rules.allowlist.allowsHostName(hostname);
  const notCovered = nameAllowed
    ? undefined
    : addresses.find(
        (address) => address.addressClass === IpAddressClass.PRIVATE && !rules.allowlist.allowsAddress(address.address),
      );
  if (notCovered) {
    refuse(
      WebRetrievalReason.PRIVATE_HOST_NOT_ALLOWED,
      url,
      `${place(notCovered)}, a non-public range, and '${hostname}' is not in the private-host allowlist.`,
    );
  }
  if (!meetsConfidence(rules.providerConfidence ?? 'NONE', 'HIGH')) {
    rules.onPrivateHostProviderBlock?.(new URL(url.href), rules.providerConfidence);
    refuse(
      WebRetrievalReason.INSUFFICIENT_PROVIDER_CONFIDENCE,
      url,
      `a private or VPN web page requires a HIGH-confidence provider, and the provider's confidence is ${rules.providerConfidence ?? 'not set'}.`,
    );
  }
  return { url, hostname, port, addresses, privateTarget, chosenByUser };
}
