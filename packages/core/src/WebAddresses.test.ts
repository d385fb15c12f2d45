import { describe, expect, it } from 'vitest';
import { findWebAddresses, webAddressRequestKey } from './WebAddresses.js';

describe('findWebAddresses', () => {
  it.each([
    ['See https://example.org/docs.', ['https://example.org/docs']],
    ['Links: https://a.example/x, http://b.example/y; done', ['https://a.example/x', 'http://b.example/y']],
    ['Really? https://example.org/page?!', ['https://example.org/page']],
    ['[the docs](https://example.org/docs)', ['https://example.org/docs']],
    ['https://en.wikipedia.org/wiki/Mercury_(planet) is long', ['https://en.wikipedia.org/wiki/Mercury_(planet)']],
    ['(see https://en.wikipedia.org/wiki/Mercury_(planet))', ['https://en.wikipedia.org/wiki/Mercury_(planet)']],
    [
      '"https://example.org/quoted" and \'https://example.org/single\'',
      ['https://example.org/quoted', 'https://example.org/single'],
    ],
    ['<https://example.org/angle>', ['https://example.org/angle']],
    ['*https://example.org/bold*', ['https://example.org/bold']],
    ['http://[2001:db8::1]:8080/v6 works', ['http://[2001:db8::1]:8080/v6']],
    ['HTTPS://EXAMPLE.ORG/Upper', ['HTTPS://EXAMPLE.ORG/Upper']],
    ['no scheme: example.org/page or www.example.org', []],
    ['ftp://example.org/file is not a web address', []],
    ['https:// alone', []],
  ])('finds the addresses of %j', (text, expected) => {
    expect(findWebAddresses(text)).toEqual(expected);
  });

  it('also gives an entity-encoded address decoded', () => {
    expect(findWebAddresses('<a href=https://example.org/?a=1&amp;b=2>x</a>')).toEqual([
      'https://example.org/?a=1&amp;b=2',
      'https://example.org/?a=1&b=2',
    ]);
  });
});

describe('webAddressRequestKey', () => {
  const base = 'https://example.org/docs/page?q=1';

  it.each([
    'HTTPS://EXAMPLE.ORG/docs/page?q=1',
    'https://Example.Org:443/docs/page?q=1',
    'https://example.org/docs/page?q=1#section',
    'https://example.org./docs/page?q=1',
    'https://example.org/docs/./other/../page?q=1',
  ])('gives %s the same key', (variant) => {
    expect(webAddressRequestKey(variant)).toBe(webAddressRequestKey(base));
  });

  it('gives an IDN host and its punycode form the same key', () => {
    expect(webAddressRequestKey('https://bücher.example/')).toBe(
      webAddressRequestKey('https://xn--bcher-kva.example/'),
    );
  });

  it.each([
    'https://example.org/docs/page?q=1&extra=2',
    'https://example.org/docs/page?q=2',
    'https://example.org/docs/page',
    'https://example.org/Docs/page?q=1',
    'https://user@example.org/docs/page?q=1',
    'http://example.org/docs/page?q=1',
    'https://example.org:8443/docs/page?q=1',
    'https://other.example/docs/page?q=1',
  ])('gives %s a different key', (variant) => {
    expect(webAddressRequestKey(variant)).not.toBe(webAddressRequestKey(base));
  });

  it('tells IPv6 addresses apart and writes the port always', () => {
    expect(webAddressRequestKey('http://[2001:db8::1]/')).toBe('http://[2001:db8::1]:80/');
    expect(webAddressRequestKey('http://[2001:db8::2]/')).not.toBe(webAddressRequestKey('http://[2001:db8::1]/'));
  });

  it('has no key for other schemes or text that is no URL', () => {
    expect(webAddressRequestKey('ftp://example.org/')).toBeUndefined();
    expect(webAddressRequestKey('mailto:someone@example.org')).toBeUndefined();
    expect(webAddressRequestKey('example.org/page')).toBeUndefined();
  });
});
