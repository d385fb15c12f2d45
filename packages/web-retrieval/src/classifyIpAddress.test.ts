import { describe, expect, it } from 'vitest';
import { classifyIpAddress, IpAddressClass } from './classifyIpAddress.js';

const { PUBLIC, PRIVATE, NEVER_ALLOWED } = IpAddressClass;

describe('classifyIpAddress, IPv4: every refused range with its allowed neighbours', () => {
  // [first refused, last refused, class, allowed just below, allowed just above]
  const ranges: readonly (readonly [string, string, IpAddressClass, string | undefined, string | undefined])[] = [
    ['0.0.0.0', '0.255.255.255', NEVER_ALLOWED, undefined, '1.0.0.0'],
    ['10.0.0.0', '10.255.255.255', PRIVATE, '9.255.255.255', '11.0.0.0'],
    ['100.64.0.0', '100.127.255.255', PRIVATE, '100.63.255.255', '100.128.0.0'],
    ['127.0.0.0', '127.255.255.255', NEVER_ALLOWED, '126.255.255.255', '128.0.0.0'],
    ['169.254.0.0', '169.254.255.255', NEVER_ALLOWED, '169.253.255.255', '169.255.0.0'],
    ['172.16.0.0', '172.31.255.255', PRIVATE, '172.15.255.255', '172.32.0.0'],
    ['192.0.0.0', '192.0.0.255', PRIVATE, '191.255.255.255', '192.0.1.0'],
    ['192.0.2.0', '192.0.2.255', PRIVATE, '192.0.1.255', '192.0.3.0'],
    ['192.88.99.0', '192.88.99.255', PRIVATE, '192.88.98.255', '192.88.100.0'],
    ['192.168.0.0', '192.168.255.255', PRIVATE, '192.167.255.255', '192.169.0.0'],
    ['198.18.0.0', '198.19.255.255', PRIVATE, '198.17.255.255', '198.20.0.0'],
    ['198.51.100.0', '198.51.100.255', PRIVATE, '198.51.99.255', '198.51.101.0'],
    ['203.0.113.0', '203.0.113.255', PRIVATE, '203.0.112.255', '203.0.114.0'],
    ['224.0.0.0', '239.255.255.255', NEVER_ALLOWED, '223.255.255.255', undefined],
    ['240.0.0.0', '255.255.255.255', NEVER_ALLOWED, undefined, undefined],
  ];
  it.each(ranges)('%s – %s is %s, its neighbours are public', (first, last, addressClass, below, above) => {
    expect(classifyIpAddress(first).addressClass).toBe(addressClass);
    expect(classifyIpAddress(last).addressClass).toBe(addressClass);
    if (below !== undefined) expect(classifyIpAddress(below).addressClass).toBe(PUBLIC);
    if (above !== undefined) expect(classifyIpAddress(above).addressClass).toBe(PUBLIC);
  });

  it('names the range in the verdict', () => {
    expect(classifyIpAddress('169.254.169.254')).toMatchObject({
      addressClass: NEVER_ALLOWED,
      range: expect.stringContaining('169.254.0.0/16'),
      family: 4,
    });
    expect(classifyIpAddress('8.8.8.8')).toMatchObject({ addressClass: PUBLIC, range: 'public' });
  });

  it('treats known cloud metadata addresses outside link-local as never allowed', () => {
    expect(classifyIpAddress('100.100.100.200').addressClass).toBe(NEVER_ALLOWED);
    expect(classifyIpAddress('100.100.100.201').addressClass).toBe(PRIVATE);
  });

  it('judges only canonical spellings: anything else is never allowed rather than guessed', () => {
    for (const loose of ['0x7f.0.0.1', '2130706433', '127.1', '0177.0.0.1', 'example.org', '']) {
      expect(classifyIpAddress(loose).addressClass).toBe(NEVER_ALLOWED);
    }
  });

  it('lets a user-chosen target use loopback, private and link-local, but never unspecified, multicast or reserved', () => {
    expect(classifyIpAddress('127.0.0.1').reachableWhenChosenByUser).toBe(true);
    expect(classifyIpAddress('169.254.1.1').reachableWhenChosenByUser).toBe(true);
    expect(classifyIpAddress('10.0.0.1').reachableWhenChosenByUser).toBe(true);
    expect(classifyIpAddress('0.0.0.0').reachableWhenChosenByUser).toBe(false);
    expect(classifyIpAddress('224.0.0.1').reachableWhenChosenByUser).toBe(false);
    expect(classifyIpAddress('255.255.255.255').reachableWhenChosenByUser).toBe(false);
  });
});

describe('classifyIpAddress, IPv6', () => {
  const cases: readonly (readonly [string, IpAddressClass])[] = [
    ['::', NEVER_ALLOWED],
    ['::1', NEVER_ALLOWED],
    ['0:0:0:0:0:0:0:1', NEVER_ALLOWED],
    ['fe80::1', NEVER_ALLOWED],
    ['febf:ffff::1', NEVER_ALLOWED],
    ['ff02::1', NEVER_ALLOWED],
    ['ff0e::1', NEVER_ALLOWED],
    ['fd00:ec2::254', NEVER_ALLOWED],
    ['fc00::1', PRIVATE],
    ['fdff:ffff::1', PRIVATE],
    ['fec0::1', PRIVATE],
    ['100::1', PRIVATE],
    ['2001:db8::1', PRIVATE],
    ['2001:db8:ffff::1', PRIVATE],
    ['3fff::1', PRIVATE],
    ['3fff:fff::1', PRIVATE],
    ['2001:2::1', PRIVATE],
    ['2001:10::1', PRIVATE],
    ['2001:100::1', PRIVATE],
    ['4000::1', PRIVATE],
    ['1fff:ffff::1', PRIVATE],
    ['5f00::1', PRIVATE],
    // Allowed neighbours and the globally routable parts of 2001::/23.
    ['2000::1', PUBLIC],
    ['2606:4700:4700::1111', PUBLIC],
    ['2a00:1450:4001::200e', PUBLIC],
    ['2001:200::1', PUBLIC],
    ['2001:db7:ffff::1', PUBLIC],
    ['2001:db9::1', PUBLIC],
    ['3ffe:ffff::1', PUBLIC],
    ['3fff:1000::1', PUBLIC],
    ['2001:1::1', PUBLIC],
    ['2001:1::4', PRIVATE],
    ['2001:3::1', PUBLIC],
    ['2001:4:112::1', PUBLIC],
    ['2001:20::1', PUBLIC],
    ['2001:30::1', PUBLIC],
  ];
  it.each(cases)('%s is %s', (address, addressClass) => {
    expect(classifyIpAddress(address).addressClass).toBe(addressClass);
  });

  // Forms that carry an IPv4 address take its verdict.
  const embedded: readonly (readonly [string, string, IpAddressClass])[] = [
    ['::ffff:127.0.0.1', '127.0.0.1', NEVER_ALLOWED],
    ['::ffff:7f00:1', '127.0.0.1', NEVER_ALLOWED],
    ['::ffff:10.0.0.1', '10.0.0.1', PRIVATE],
    ['::ffff:8.8.8.8', '8.8.8.8', PUBLIC],
    ['::ffff:0:127.0.0.1', '127.0.0.1', NEVER_ALLOWED],
    ['::127.0.0.1', '127.0.0.1', NEVER_ALLOWED],
    ['::169.254.169.254', '169.254.169.254', NEVER_ALLOWED],
    ['::8.8.8.8', '8.8.8.8', PUBLIC],
    ['64:ff9b::7f00:1', '127.0.0.1', NEVER_ALLOWED],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254', NEVER_ALLOWED],
    ['64:ff9b::c0a8:1', '192.168.0.1', PRIVATE],
    ['64:ff9b::808:808', '8.8.8.8', PUBLIC],
    ['64:ff9b:1:7f00:0:100::', '127.0.0.1', NEVER_ALLOWED],
    ['64:ff9b:1:808:8:800::', '8.8.8.8', PUBLIC],
    ['2002:7f00:1::', '127.0.0.1', NEVER_ALLOWED],
    ['2002:a00:1::1', '10.0.0.1', PRIVATE],
    ['2002:808:808::1', '8.8.8.8', PUBLIC],
    // Teredo: the client address is the last 32 bits, inverted (~127.0.0.1 = 80ff:fffe).
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', '127.0.0.1', NEVER_ALLOWED],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', '10.0.0.1', PRIVATE],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', '8.8.8.8', PUBLIC],
  ];
  it.each(embedded)('%s carries %s and is %s', (address, ipv4, addressClass) => {
    const verdict = classifyIpAddress(address);
    expect(verdict.embeddedIpv4).toBe(ipv4);
    expect(verdict.addressClass).toBe(addressClass);
    expect(verdict.family).toBe(6);
  });

  it('writes IPv6 addresses canonically (RFC 5952)', () => {
    expect(classifyIpAddress('2606:4700:4700:0:0:0:0:1111').address).toBe('2606:4700:4700::1111');
    expect(classifyIpAddress('[::1]').address).toBe('::1');
  });

  it('refuses zone identifiers rather than guessing the interface', () => {
    expect(classifyIpAddress('fe80::1%eth0').addressClass).toBe(NEVER_ALLOWED);
  });
});
