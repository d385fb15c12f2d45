import { formatSocketAddress, parseSocketAddress, type SocketAddress } from './SocketAddress.js';

/** One `from → to` rule of a {@link ConnectToMapping}. */
export interface ConnectToRule {
  readonly from: SocketAddress;
  readonly to: SocketAddress;
}

/**
 * Like curl's `--connect-to`: a connection the service would open to `from` (an address that
 * has already been validated) goes to `to` instead. Validation still judges `from`; the mapping
 * is applied only when dialling. An operator's switch for tests and local set-ups, never for
 * anything a model supplies.
 */
export class ConnectToMapping {
  readonly rules: readonly ConnectToRule[];

  constructor(rules: Iterable<ConnectToRule> = []) {
    this.rules = Object.freeze([...rules]);
  }

  /**
   * Parses rules written `address:port=address:port` (IPv6 in brackets), e.g.
   * `93.184.216.34:80=127.0.0.1:8080`. Throws a `TypeError` naming a malformed rule.
   */
  static parse(texts: Iterable<string>): ConnectToMapping {
    const rules: ConnectToRule[] = [];
    for (const text of texts) {
      const parts = text.split('=');
      if (parts.length !== 2) {
        throw new TypeError(`'${text}' is not a connect-to rule of the form <address>:<port>=<address>:<port>.`);
      }
      rules.push({ from: parseSocketAddress(parts[0]!), to: parseSocketAddress(parts[1]!) });
    }
    return new ConnectToMapping(rules);
  }

  /** Where a connection meant for `target` actually goes. */
  map(target: SocketAddress): SocketAddress {
    const key = formatSocketAddress(target);
    const rule = this.rules.find((candidate) => formatSocketAddress(candidate.from) === key);
    return rule ? rule.to : target;
  }
}
