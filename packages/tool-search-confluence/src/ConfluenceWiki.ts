import { ToolgateError } from '@toolgate/core';

/** A Confluence base URL that is not acceptable. Code `INVALID_CONFLUENCE_BASE_URL`; the message names the setting. */
export class ConfluenceBaseUrlError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/tool-search-confluence/ConfluenceBaseUrlError');
  /** The stable code of this error. */
  static readonly CODE = 'INVALID_CONFLUENCE_BASE_URL';

  constructor(message: string) {
    super(ConfluenceBaseUrlError.CODE, message);
  }
}

const SETTING = 'baseUrl';

/** The CQL string literal of a text: backslashes doubled first, then quotes escaped, so nothing breaks out. */
export function quoteCqlString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function bareHost(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

function effectivePort(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

/**
 * One configured Confluence Data Center site: where its search page is, and what lies inside it.
 * Build it with {@link ConfluenceWiki.fromBaseUrl}.
 */
export class ConfluenceWiki {
  /** The normalized base URL: https, lower-case host without a trailing dot, path ending in exactly one `/`. */
  readonly baseUrl: URL;

  private constructor(baseUrl: URL) {
    this.baseUrl = baseUrl;
  }

  /**
   * Parses and normalizes the `baseUrl` setting. Refuses (with an error of code
   * `INVALID_CONFLUENCE_BASE_URL` naming the setting) anything but an absolute https URL without
   * user-info, query or fragment.
   */
  static fromBaseUrl(text: string): ConfluenceWiki {
    const trimmed = text.trim();
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new ConfluenceBaseUrlError(
        `The setting '${SETTING}' must be an absolute https address such as https://wiki.example.org/confluence/.`,
      );
    }
    if (url.protocol !== 'https:') {
      throw new ConfluenceBaseUrlError(
        `The setting '${SETTING}' must use https (the search goes out with the user's sign-in).`,
      );
    }
    if (url.username !== '' || url.password !== '') {
      throw new ConfluenceBaseUrlError(`The setting '${SETTING}' must not contain a user name or password.`);
    }
    if (url.search !== '' || trimmed.includes('?')) {
      throw new ConfluenceBaseUrlError(`The setting '${SETTING}' must not contain a query ('?').`);
    }
    if (url.hash !== '' || trimmed.includes('#')) {
      throw new ConfluenceBaseUrlError(`The setting '${SETTING}' must not contain a fragment ('#').`);
    }
    const normalized = new URL(url.href);
    normalized.hostname = bareHost(url);
    normalized.pathname = `${url.pathname.replace(/\/+$/, '')}/`;
    return new ConfluenceWiki(normalized);
  }

  /**
   * The search page for a phrase, optionally within one space:
   * `<base>dosearchsite.action?cql=siteSearch ~ "<q>"[ and space = "<key>"]&queryString=<q>`,
   * every value quoted for CQL and then URL-encoded, so no character of the phrase can end the
   * CQL string, add a parameter, start a fragment or change the path.
   */
  searchUrl(query: string, spaceKey?: string): URL {
    let cql = `siteSearch ~ ${quoteCqlString(query)}`;
    if (spaceKey !== undefined) cql += ` and space = ${quoteCqlString(spaceKey)}`;
    const url = new URL('dosearchsite.action', this.baseUrl);
    url.searchParams.set('cql', cql);
    url.searchParams.set('queryString', query);
    return url;
  }

  /**
   * True when `url` lies inside the wiki: the same scheme, host (case and a trailing dot aside) and
   * port, no user-info, and a path under the base path once dot segments are resolved. Neighbour
   * paths (`/confluence-evil/`), `..`, other ports, http and look-alike hosts are outside.
   */
  contains(url: URL | string): boolean {
    let candidate: URL;
    try {
      candidate = new URL(String(url));
    } catch {
      return false;
    }
    return (
      candidate.protocol === this.baseUrl.protocol &&
      candidate.username === '' &&
      candidate.password === '' &&
      bareHost(candidate) === bareHost(this.baseUrl) &&
      effectivePort(candidate) === effectivePort(this.baseUrl) &&
      candidate.pathname.startsWith(this.baseUrl.pathname)
    );
  }

  /**
   * True for Confluence's sign-in page: a path ending in `/login.action`, or a query carrying
   * `os_destination=`. A search whose words mention them is not one (they are percent-encoded there).
   */
  isLoginPage(url: URL | string): boolean {
    let candidate: URL;
    try {
      candidate = new URL(String(url));
    } catch {
      return false;
    }
    return candidate.pathname.toLowerCase().endsWith('/login.action') || /[?&]os_destination=/i.test(candidate.search);
  }
}
