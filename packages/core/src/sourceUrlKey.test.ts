import { describe, expect, it } from 'vitest';
import type { Source } from './Source.js';
import { dedupeSources, sourceUrlKey } from './sourceUrlKey.js';

describe('sourceUrlKey', () => {
  it('treats scheme and host case, a trailing dot, the default port and the fragment as the same page', () => {
    const key = sourceUrlKey('https://example.org/Docs?q=A');
    for (const variant of [
      'HTTPS://Example.ORG/Docs?q=A',
      'https://example.org./Docs?q=A',
      'https://example.org:443/Docs?q=A',
      'https://example.org/Docs?q=A#section-2',
      '  https://example.org/Docs?q=A  ',
    ]) {
      expect(sourceUrlKey(variant), variant).toBe(key);
    }
  });

  it('keeps path and query case, other ports and other schemes apart', () => {
    const key = sourceUrlKey('https://example.org/Docs?q=A');
    for (const other of [
      'https://example.org/docs?q=A',
      'https://example.org/Docs?q=a',
      'https://example.org:8443/Docs?q=A',
      'http://example.org/Docs?q=A',
    ]) {
      expect(sourceUrlKey(other), other).not.toBe(key);
    }
  });

  it('matches an IDN host with its punycode form', () => {
    expect(sourceUrlKey('https://BÜCHER.example/x')).toBe(sourceUrlKey('https://xn--bcher-kva.example/x'));
  });

  it('uses an unparsable URL as its own key', () => {
    expect(sourceUrlKey(' not a url ')).toBe('not a url');
  });
});

describe('dedupeSources', () => {
  it('keeps the first occurrence and its title, in order, and drops empty URLs', () => {
    const sources: Source[] = [
      { title: 'First', url: 'https://example.org/a#top', origin: 'TOOL' },
      { title: 'Other', url: 'https://example.org/b', origin: 'TOOL' },
      { title: 'Again', url: 'HTTPS://EXAMPLE.org:443/a', origin: 'TOOL' },
      { title: 'Empty', url: ' ', origin: 'TOOL' },
    ];
    expect(dedupeSources(sources).map((source) => source.title)).toEqual(['First', 'Other']);
  });
});
