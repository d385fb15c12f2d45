// http(s):// and then everything up to whitespace or a character no address contains unescaped.
const WEB_ADDRESS_PATTERN = /https?:\/\/[^\s<>"'`{}|\\^]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?*_~]+$/;
const ENTITY_PATTERN = /&(?:amp|lt|gt|quot|apos|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Drops trailing sentence punctuation and a closing bracket that has no opening one inside the address. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(TRAILING_PUNCTUATION, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ] as const) {
      // Keeps Wikipedia-style parentheses, drops the closing one of a Markdown link.
      if (address.endsWith(close) && count(address, close) > count(address, open)) address = address.slice(0, -1);
    }
    if (address === before) return address;
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY_PATTERN, (entity, decimal: string | undefined, hex: string | undefined) => {
    const codePoint = decimal !== undefined ? Number(decimal) : hex !== undefined ? Number.parseInt(hex, 16) : -1;
    if (codePoint >= 0) return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    return NAMED_ENTITIES[entity.slice(1, -1).toLowerCase()] ?? entity;
  });
}

/**
 * The http(s) addresses written in a text, in order: trailing `. , ; : ! ? * _ ~` and an
 * unbalanced closing `)` or `]` trimmed; an address with HTML entities (`&amp;`) is also given
 * decoded. Addresses without a scheme are not found.
 */
export function findWebAddresses(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(WEB_ADDRESS_PATTERN)) {
    const address = trimAddress(match[0]);
    if (!/^https?:\/\/./i.test(address)) continue;
    found.push(address);
    const decoded = decodeEntities(address);
    if (decoded !== address) found.push(decoded);
  }
  return found;
}

/**
 * The key under which two spellings of an address count as the same request:
 * `scheme://[user-info@]host:port/path?query`, with scheme and host lower-case, the host in
 * punycode without a trailing dot, the port always written, dot segments resolved and the
 * fragment dropped. Path, query and user-info stay as written (they may differ in meaning).
 * Undefined for anything but an absolute http or https URL.
 */
export function webAddressRequestKey(address: string | URL): string | undefined {
  let url: URL;
  try {
    url = new URL(String(address));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
  if (host === '') return undefined;
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
  const userInfo = url.username === '' && url.password === '' ? '' : `${url.username}:${url.password}@`;
  return `${url.protocol}//${userInfo}${host}:${port}${url.pathname}${url.search}`;
}
