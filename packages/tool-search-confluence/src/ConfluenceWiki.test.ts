import { describe, expect, it } from 'vitest';
import { ConfluenceBaseUrlError, ConfluenceWiki, quoteCqlString } from './ConfluenceWiki.js';

/**
 * Reads a CQL expression the way Confluence's lexer does for our purposes: string literals in
 * double quotes with backslash escapes, everything else as bare tokens. Returns the tokens, the
 * literals decoded, so a test can see whether a phrase stayed inside its literal.
 */
function cqlTokens(cql: string): string[] {
  const tokens: string[] = [];
  let index = 0;
  while (index < cql.length) {
    const character = cql[index] as string;
    if (character === ' ') {
      index += 1;
    } else if (character === '"') {
      let literal = '';
      index += 1;
      for (;;) {
        if (index >= cql.length) throw new Error(`unterminated literal in ${cql}`);
        const next = cql[index] as string;
        if (next === '\\') {
          literal += cql[index + 1] ?? '';
          index += 2;
        } else if (next === '"') {
          index += 1;
          break;
        } else {
          literal += next;
          index += 1;
        }
      }
      tokens.push(`"${literal}"`);
    } else {
      let word = '';
      while (index < cql.length && cql[index] !== ' ' && cql[index] !== '"') word += cql[index++];
      tokens.push(word);
    }
  }
  return tokens;
}

const wiki = ConfluenceWiki.fromBaseUrl('https://wiki.example.org/confluence');

describe('the base URL setting', () => {
  it.each([
    ['https://wiki.example.org/confluence', 'https://wiki.example.org/confluence/'],
    ['https://Wiki.Example.ORG/confluence/', 'https://wiki.example.org/confluence/'],
    ['https://wiki.example.org/confluence///', 'https://wiki.example.org/confluence/'],
    ['https://wiki.example.org', 'https://wiki.example.org/'],
    ['https://wiki.example.org.:443/confluence', 'https://wiki.example.org/confluence/'],
    ['  https://wiki.example.org:8443/c  ', 'https://wiki.example.org:8443/c/'],
  ])('normalizes %j to %j', (setting, expected) => {
    expect(ConfluenceWiki.fromBaseUrl(setting).baseUrl.href).toBe(expected);
  });

  it.each([
    ['http://wiki.example.org/confluence/', 'must use https'],
    ['https://user:secret@wiki.example.org/confluence/', 'must not contain a user name or password'],
    ['https://user@wiki.example.org/', 'must not contain a user name or password'],
    ['https://wiki.example.org/confluence/?os_authType=basic', "must not contain a query ('?')"],
    ['https://wiki.example.org/confluence/?', "must not contain a query ('?')"],
    ['https://wiki.example.org/confluence/#top', "must not contain a fragment ('#')"],
    ['https://wiki.example.org/confluence/#', "must not contain a fragment ('#')"],
    ['wiki.example.org/confluence', 'must be an absolute https address'],
    ['ftp://wiki.example.org/', 'must use https'],
    ['', 'must be an absolute https address'],
  ])('refuses %j', (setting, message) => {
    let caught: unknown;
    try {
      ConfluenceWiki.fromBaseUrl(setting);
    } catch (error) {
      caught = error;
    }
    expect(ConfluenceBaseUrlError.isInstance(caught)).toBe(true);
    expect((caught as Error).message).toContain("The setting 'baseUrl'");
    expect((caught as Error).message).toContain(message);
    // The message never repeats a password.
    expect((caught as Error).message).not.toContain('secret');
  });
});

describe('the search URL', () => {
  it('asks dosearchsite.action with siteSearch ~ "…" and the phrase as queryString', () => {
    const url = wiki.searchUrl('release notes');
    expect(url.origin + url.pathname).toBe('https://wiki.example.org/confluence/dosearchsite.action');
    expect([...url.searchParams.keys()]).toEqual(['cql', 'queryString']);
    expect(url.searchParams.get('cql')).toBe('siteSearch ~ "release notes"');
    expect(url.searchParams.get('queryString')).toBe('release notes');
  });

  it('adds the space restriction, and none without a space key', () => {
    expect(wiki.searchUrl('x', 'TEAM').searchParams.get('cql')).toBe('siteSearch ~ "x" and space = "TEAM"');
    expect(cqlTokens(wiki.searchUrl('x').searchParams.get('cql') ?? '')).toEqual(['siteSearch', '~', '"x"']);
  });

  it.each([
    'a" OR space = "SECRET',
    'ends with a backslash\\',
    'backslash then quote \\" OR title ~ "x',
    '\\\\" or type = page or "',
    '"',
    '\\',
    'quote "inside" words',
  ])('keeps %j inside its CQL string, in the query and in the space key', (text) => {
    const cql = wiki.searchUrl(text, text).searchParams.get('cql') ?? '';
    expect(cqlTokens(cql)).toEqual(['siteSearch', '~', `"${text}"`, 'and', 'space', '=', `"${text}"`]);
    expect(quoteCqlString(text)).toBe(`"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
  });

  it.each([
    'a&cql=space = "SECRET"',
    'b#fragment',
    'c?queryString=other',
    '../../admin/users',
    '100% + 1 = 101',
    'd;e,f/g',
  ])('keeps the URL-special characters of %j inside the parameters', (text) => {
    const url = wiki.searchUrl(text);
    expect(url.pathname).toBe('/confluence/dosearchsite.action');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['cql', 'queryString']);
    expect(url.searchParams.get('queryString')).toBe(text);
    expect(cqlTokens(url.searchParams.get('cql') ?? '')).toEqual(['siteSearch', '~', `"${text}"`]);
    expect(wiki.contains(url)).toBe(true);
  });
});

describe('what lies within the wiki', () => {
  it.each([
    'https://wiki.example.org/confluence/dosearchsite.action?cql=x',
    'https://WIKI.Example.org/confluence/display/TEAM/Home',
    'https://wiki.example.org:443/confluence/pages/viewpage.action?pageId=1',
    'https://wiki.example.org./confluence/display/TEAM',
    'https://wiki.example.org/confluence/x/../display/TEAM',
    'https://wiki.example.org/confluence/',
  ])('%s is inside', (url) => {
    expect(wiki.contains(url)).toBe(true);
  });

  it.each([
    'https://wiki.example.org/confluence-evil/dosearchsite.action',
    'https://wiki.example.org/confluence',
    'https://wiki.example.org/confluence/../admin',
    'https://wiki.example.org/confluence/%2e%2e/admin',
    'https://wiki.example.org/',
    'https://wiki.example.org/other/confluence/',
    'https://wiki.example.org:8443/confluence/',
    'http://wiki.example.org/confluence/',
    'https://wiki.example.org.evil.example/confluence/',
    'https://evilwiki.example.org/confluence/',
    'https://wiki.example.org@evil.example/confluence/',
    'https://user@wiki.example.org/confluence/',
    'https://id.atlassian.com/login?continue=https://wiki.example.org/confluence/',
    'not a url',
  ])('%s is outside', (url) => {
    expect(wiki.contains(url)).toBe(false);
  });
});

describe('the sign-in page', () => {
  it.each([
    'https://wiki.example.org/confluence/login.action?os_destination=%2Fdosearchsite.action',
    'https://wiki.example.org/confluence/LOGIN.ACTION',
    'https://wiki.example.org/confluence/dosearchsite.action?os_destination=%2Fx',
    'https://wiki.example.org/confluence/somewhere?a=1&OS_DESTINATION=%2Fx',
  ])('recognizes %s', (url) => {
    expect(wiki.isLoginPage(url)).toBe(true);
  });

  it('does not take a search for the login words for the sign-in page', () => {
    expect(wiki.isLoginPage(wiki.searchUrl('/login.action os_destination=home'))).toBe(false);
    expect(wiki.isLoginPage(wiki.searchUrl('x', 'login.action&os_destination=y'))).toBe(false);
    expect(wiki.isLoginPage('https://wiki.example.org/confluence/display/TEAM/login.action+help')).toBe(false);
  });
});
