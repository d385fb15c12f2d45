import { type ConfidenceLevel, meetsConfidence } from '@toolgate/core';
import { IpAddressClass, parseIpAddress } from './classifyIpAddress.js';
import type { PrivateHostAllowlist } from './PrivateHostAllowlist.js';
import type { ValidatedWebTarget } from './WebTargetValidator.js';

/** What a {@link WebRetrievalCredentialsProvider} is told about the request it may sign in to. */
export interface WebRetrievalCredentialsRequest {
  /** The URL of this request (always https, always on the origin of the retrieval's first URL). */
  readonly url: URL;
  /** The host as the URL parser gives it (ASCII, no trailing dot). */
  readonly hostname: string;
  /** The validated addresses of the host (all private). */
  readonly addresses: readonly string[];
  /** Cancelled with the retrieval. */
  readonly signal: AbortSignal;
}

/**
 * Request headers that sign a request in, e.g. `{ authorization: 'Negotiate …' }`, a bearer
 * token, or `{ cookie: '…' }` from the host's browser session. Never logged, never in errors.
 */
export type WebRetrievalCredentials = Readonly<Record<string, string>>;

/**
 * The host's sign-in for internal sites (it replaces the operating-system sign-in of the original
 * design): asked for a request only when that request may carry credentials (same origin as the
 * first URL, https, an allowlisted host whose addresses are all private, a HIGH-confidence
 * provider). Return undefined to send none.
 */
export type WebRetrievalCredentialsProvider = (
  request: WebRetrievalCredentialsRequest,
) => WebRetrievalCredentials | undefined | Promise<WebRetrievalCredentials | undefined>;

/** What decides whether one hop may carry the host's credentials. */
export interface CredentialsEligibility {
  /** The retrieval's first URL: credentials only go to its origin. */
  readonly first: URL;
  /** The validated hop. */
  readonly target: ValidatedWebTarget;
  readonly allowlist: PrivateHostAllowlist;
  readonly providerConfidence: ConfidenceLevel | undefined;
}

/**
 * True when a hop may carry the host's credentials, under the original's rules for its
 * operating-system sign-in: the same origin (scheme, host, port) as the first URL, https, not a
 * `localhost` name, the host in the private-host allowlist, every address of it private, and a
 * HIGH-confidence provider. A public host never gets them: they would leave the organization.
 */
export function mayCarryCredentials(eligibility: CredentialsEligibility): boolean {
  const { first, target, allowlist, providerConfidence } = eligibility;
  const url = target.url;
  if (url.protocol !== 'https:' || url.origin !== first.origin) return false;
  const host = target.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (!meetsConfidence(providerConfidence ?? 'NONE', 'HIGH')) return false;
  if (target.addresses.length === 0) return false;
  if (!target.addresses.every((address) => address.addressClass === IpAddressClass.PRIVATE)) return false;
  // An IP literal is allowlisted by a range entry containing it; a name by a name entry.
  if (parseIpAddress(target.hostname) !== undefined) {
    return target.addresses.every((address) => allowlist.allowsAddress(address.address));
  }
  return allowlist.allowsHostName(target.hostname);
}
