import { describe, expect, it } from 'vitest';
import {
  parseAllowedPrivateHosts,
  readReadWebPageSettings,
  validateReadWebPageSettings,
} from './ReadWebPageSettings.js';

describe('read_web_page settings validation', () => {
  it('accepts blank settings and reads the defaults', () => {
    expect(validateReadWebPageSettings({})).toBeNull();
    const settings = readReadWebPageSettings({});
    expect(settings).toMatchObject({ timeoutSeconds: 60, maxContentCharacters: 30_000, freeAddressChoice: 'OFF' });
    expect(settings.allowlist.isEmpty).toBe(true);
  });

  it.each([
    ['timeoutSeconds', '0', "The setting 'timeoutSeconds' must be a positive integer."],
    ['timeoutSeconds', '2.5', "The setting 'timeoutSeconds' must be a positive integer."],
    ['timeoutSeconds', 'ten', "The setting 'timeoutSeconds' must be a positive integer."],
    ['timeoutSeconds', '241', "The setting 'timeoutSeconds' must be less than or equal to 240."],
    ['maxContentCharacters', '-1', "The setting 'maxContentCharacters' must be a positive integer."],
    ['maxContentCharacters', '100001', "The setting 'maxContentCharacters' must be less than or equal to 100000."],
    ['freeAddressChoice', '1', "The setting 'freeAddressChoice' must be one of OFF, ON."],
    ['freeAddressChoice', 'ON, OFF', "The setting 'freeAddressChoice' must be one of OFF, ON."],
    ['freeAddressChoice', 'on', "The setting 'freeAddressChoice' must be one of OFF, ON."],
  ])('refuses %s = %j', (name, value, message) => {
    expect(validateReadWebPageSettings({ [name]: value })).toBe(message);
  });

  it('accepts the bounds and reads them', () => {
    const values = { timeoutSeconds: '240', maxContentCharacters: '100000', freeAddressChoice: 'ON' };
    expect(validateReadWebPageSettings(values)).toBeNull();
    expect(readReadWebPageSettings(values)).toMatchObject({
      timeoutSeconds: 240,
      maxContentCharacters: 100_000,
      freeAddressChoice: 'ON',
    });
  });

  it('reads a wrong free address choice as OFF and wrong numbers as their defaults', () => {
    expect(
      readReadWebPageSettings({ freeAddressChoice: 'ON, OFF', timeoutSeconds: '999', maxContentCharacters: 'x' }),
    ).toMatchObject({ freeAddressChoice: 'OFF', timeoutSeconds: 240, maxContentCharacters: 30_000 });
  });
});

describe('read_web_page.allowedPrivateHosts', () => {
  it('takes host names, subdomain wildcards, IP addresses and ranges, separated by , ; or line breaks', () => {
    const parsed = parseAllowedPrivateHosts('wiki.corp, *.intra.example;10.20.0.0/16\nfd00::/8\r\n192.168.1.5');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.allowlist.allowsHostName('WIKI.corp.')).toBe(true);
    expect(parsed.allowlist.allowsHostName('a.intra.example')).toBe(true);
    // A wildcard matches subdomains only, not the apex.
    expect(parsed.allowlist.allowsHostName('intra.example')).toBe(false);
    expect(parsed.allowlist.allowsAddress('10.20.3.4')).toBe(true);
    expect(parsed.allowlist.allowsAddress('192.168.1.5')).toBe(true);
    expect(parsed.allowlist.allowsAddress('192.168.1.6')).toBe(false);
  });

  it.each([
    'https://wiki.corp',
    'wiki.corp/path',
    'wiki.corp:8443',
    'user@wiki.corp',
    'wiki corp',
    '*.',
    '10.0.0.0/40',
  ])('refuses the entry %j, naming it', (entry) => {
    const message = validateReadWebPageSettings({ allowedPrivateHosts: `ok.corp, ${entry}` });
    expect(message).toContain("The setting 'allowedPrivateHosts' has the entry");
    expect(message).toContain(entry.trim());
  });

  it('reaches no private host at all when the stored list is wrong', () => {
    expect(readReadWebPageSettings({ allowedPrivateHosts: 'wiki.corp, https://x' }).allowlist.isEmpty).toBe(true);
  });
});
