import { parseIpAddress } from './classifyIpAddress.js';

/** An IP address and a port, such as `127.0.0.1:8080` or `[::1]:8080`. */
export interface SocketAddress {
  /** The IP address in canonical form, without brackets. */
  readonly address: string;
  readonly port: number;
}

/**
 * Parses `address:port` with an IP address (IPv6 in brackets). Throws a `TypeError` that names
 * the text and the expected form.
 */
export function parseSocketAddress(text: string): SocketAddress {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text.trim());
  const parsed = match ? parseIpAddress(match[1] ?? match[2] ?? '') : undefined;
  const port = match ? Number(match[3]) : Number.NaN;
  if (match === null || parsed === undefined || (match[2] !== undefined && parsed.kind() === 'ipv6')) {
    throw new TypeError(`'${text}' is not an address:port such as 127.0.0.1:5353 or [::1]:5353.`);
  }
  if (!(port >= 1 && port <= 65535)) throw new TypeError(`'${text}' has a port outside 1-65535.`);
  const address =
    parsed.kind() === 'ipv6' ? (parsed as { toRFC5952String(): string }).toRFC5952String() : parsed.toString();
  return { address, port };
}

/** Formats a socket address, putting an IPv6 address in brackets. */
export function formatSocketAddress(socketAddress: SocketAddress): string {
  return socketAddress.address.includes(':')
    ? `[${socketAddress.address}]:${socketAddress.port}`
    : `${socketAddress.address}:${socketAddress.port}`;
}
