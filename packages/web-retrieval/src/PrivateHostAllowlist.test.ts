import { describe, expect, it } from 'vitest';
import { PrivateHostAllowlist } from './PrivateHostAllowlist.js';

describe('PrivateHostAllowlist', () => {
  it('matches host names exactly, case- and trailing-dot-insensitively, in punycode form', () => {
    const list = new PrivateHostAllowlist(['Wiki.Corp.', 'bücher.intern']);
    expect(list.allowsHostName('wiki.corp')).toBe(true);
    expect(list.allowsHostName('WIKI.CORP.')).toBe(true);
    expect(list.allowsHostName('xn--bcher-kva.intern')).toBe(true);
    expect(list.allowsHostName('a.wiki.corp')).toBe(false);
    expect(list.allowsHostName('wiki.corp.evil.test')).toBe(false);
    expect(list.allowsHostName('evilwiki.corp')).toBe(false);
  });

  it('matches *.suffix on subdomains only', () => {
    const list = new PrivateHostAllowlist(['*.corp']);
    expect(list.allowsHostName('a.corp')).toBe(true);
    expect(list.allowsHostName('a.b.corp')).toBe(true);
    expect(list.allowsHostName('corp')).toBe(false);
    expect(list.allowsHostName('evilcorp')).toBe(false);
    expect(list.allowsHostName('a.corp.evil')).toBe(false);
  });

  it('matches IP literals and CIDR ranges of both families', () => {
    const list = new PrivateHostAllowlist(['10.1.2.3', '192.168.0.0/16', 'fd00::/8', 'fe80::1']);
    expect(list.allowsAddress('10.1.2.3')).toBe(true);
    expect(list.allowsAddress('10.1.2.4')).toBe(false);
    expect(list.allowsAddress('192.168.200.1')).toBe(true);
    expect(list.allowsAddress('192.169.0.1')).toBe(false);
    expect(list.allowsAddress('fd12::1')).toBe(true);
    expect(list.allowsAddress('fc00::1')).toBe(false);
    expect(list.allowsAddress('not-an-ip')).toBe(false);
    // Address entries never admit names, and name entries never admit addresses.
    expect(list.allowsHostName('10.1.2.3')).toBe(false);
    expect(new PrivateHostAllowlist(['wiki.corp']).allowsAddress('10.1.2.3')).toBe(false);
  });

  it.each([
    '',
    '  ',
    '*',
    '*.',
    'a.*.corp',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/x',
    'not a host',
    '0x7f.1',
    'http://x/',
  ])('refuses the malformed entry %j with a message naming it', (entry) => {
    expect(() => new PrivateHostAllowlist([entry])).toThrow(TypeError);
  });

  it('is empty without entries', () => {
    expect(new PrivateHostAllowlist().isEmpty).toBe(true);
    expect(new PrivateHostAllowlist(['a.test']).isEmpty).toBe(false);
  });
});
