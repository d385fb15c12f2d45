import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CanaryListener } from './test/CanaryListener.js';
import { createTableResolver } from './test/createTableResolver.js';
import { createLoopbackOnlyService } from '../test/support/testService.js';
import type { WebRetrievalError } from './WebRetrievalError.js';
import { isBadPort } from './WebTargetValidator.js';

const resolver = createTableResolver({
  'public.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'mixed.test': ['93.184.216.34', '10.0.0.7'],
  'mixed-loopback.test': ['93.184.216.34', '::1'],
  'private.test': ['10.1.2.3'],
  'loop.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'v6-private.test': ['fd12:3456::1'],
  'a.corp.test': ['10.20.0.1'],
  'corp.test': ['10.20.0.2'],
  'deep.a.corp.test': ['10.20.0.3'],
  'wiki.test': ['10.9.9.9'],
  'xn--bcher-kva.test': ['93.184.216.35'],
  'xn--bcher-kva-private.test': ['10.0.0.1'],
  'empty.test': [],
});
const { service } = createLoopbackOnlyService({ resolver });

async function refusal(
  url: string,
  options: Parameters<typeof service.checkTarget>[1] = {},
): Promise<WebRetrievalError> {
  try {
    await service.checkTarget(url, options);
  } catch (error) {
    return error as WebRetrievalError;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe('URL rules that no policy lifts', () => {
  it.each([
    'ftp://public.test/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ws://public.test/',
    'gopher://public.test/',
  ])('refuses the scheme of %s', async (url) => {
    for (const policy of ['public', 'allowlist', 'user'] as const) {
      const error = await refusal(url, { policy });
      expect(error).toMatchObject({ code: 'UNSUPPORTED_SCHEME', blocked: true });
    }
  });

  it('refuses credentials in the URL and keeps them out of the message', async () => {
    for (const url of ['http://user:s3cret@public.test/', 'http://user@public.test/', 'https://:s3cret@public.test/']) {
      const error = await refusal(url, { policy: 'user' });
      expect(error.code).toBe('CREDENTIALS');
      expect(error.message).not.toContain('s3cret');
    }
  });

  it.each([0, 1, 21, 22, 25, 53, 110, 143, 6000, 6667, 10080])('refuses the bad port %i', async (port) => {
    expect(isBadPort(port)).toBe(true);
    const error = await refusal(`http://public.test:${port}/`, { policy: 'user' });
    expect(error).toMatchObject({ code: 'BAD_PORT', blocked: true });
    expect(error.message).toContain(String(port));
  });

  it.each([80, 443, 8080, 8443, 3000, 10081])('allows the ordinary port %i', async (port) => {
    expect(isBadPort(port)).toBe(false);
    await expect(service.checkTarget(`http://public.test:${port}/`)).resolves.toMatchObject({ port });
  });

  it('refuses a URL the WHATWG parser rejects', async () => {
    for (const url of ['not a url', 'http://', 'http://exa mple.test/', 'http://[::1/', 'http://999.1.1.1.1/']) {
      const error = await refusal(url);
      expect(error).toMatchObject({ code: 'INVALID_URL', blocked: false });
    }
  });
});

describe('localhost names', () => {
  it.each([
    'http://localhost/',
    'http://LOCALHOST/',
    'http://localhost./',
    'http://app.localhost/',
    'http://a.b.LocalHost./',
    'http://ｌｏｃａｌｈｏｓｔ/',
    'http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/',
    'http://localhost%2e/',
    'http://%6c%6f%63%61%6c%68%6f%73%74/',
  ])('refuses %s by name, before any lookup', async (url) => {
    const before = resolver.lookups.length;
    const error = await refusal(url, {
      policy: 'allowlist',
      allowlist: ['localhost', '*.localhost'],
      providerConfidence: 'HIGH',
    });
    expect(error).toMatchObject({ code: 'LOCAL_HOST_NAME', blocked: true });
    expect(resolver.lookups.length).toBe(before);
  });

  it('does not refuse names that only contain the word', async () => {
    const names = createTableResolver({
      'localhost.example.test': ['93.184.216.34'],
      'mylocalhost.test': ['93.184.216.34'],
    });
    const { service: other } = createLoopbackOnlyService({ resolver: names });
    await expect(other.checkTarget('http://localhost.example.test/')).resolves.toBeDefined();
    await expect(other.checkTarget('http://mylocalhost.test/')).resolves.toBeDefined();
  });
});

describe('every IPv4 spelling is judged by the address the URL parser makes of it', () => {
  const loopbackSpellings = [
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://0x7F.0x00.0x00.0x01/',
    'http://0177.0.0.1/',
    'http://0177.0000.0000.0001/',
    'http://017700000001/',
    'http://127.1/',
    'http://127.0.1/',
    'http://127.0.0.1./',
    'http://１２７.０.０.１/',
    'http://０ｘ７ｆ.１/',
    'http://127。0。0。1/',
    'http://127.0.0.1%2e/',
    'http://%31%32%37.0.0.1/',
    'http://0x7f.0.0.1./',
  ];
  it.each(loopbackSpellings)('%s is loopback and never allowed', async (url) => {
    const error = await refusal(url, { policy: 'allowlist', allowlist: ['127.0.0.0/8'], providerConfidence: 'HIGH' });
    expect(error).toMatchObject({ code: 'NEVER_ALLOWED_ADDRESS', blocked: true });
    expect(error.message).toContain('127.0.0.1');
  });

  it.each(['http://0/', 'http://0.0.0.0/', 'http://0x0/', 'http://00000/'])(
    '%s is unspecified and never allowed',
    async (url) => {
      expect((await refusal(url)).code).toBe('NEVER_ALLOWED_ADDRESS');
    },
  );

  it.each([
    ['http://167772161/', '10.0.0.1'],
    ['http://0xa.1/', '10.0.0.1'],
    ['http://012.0.0.1/', '10.0.0.1'],
    ['http://192.168.1/', '192.168.0.1'],
    ['http://0xc0a80001/', '192.168.0.1'],
    ['http://１０.０.０.１/', '10.0.0.1'],
  ])('%s is the private %s', async (url, address) => {
    const error = await refusal(url);
    expect(error.code).toBe('PRIVATE_HOST_NOT_ALLOWED');
    expect(error.message).toContain(address);
  });

  it.each([
    ['http://134744072/', '8.8.8.8'],
    ['http://0x8080808/', '8.8.8.8'],
    ['http://0x8.0x8.0x8.0x8/', '8.8.8.8'],
    ['http://010.010.010.010/', '8.8.8.8'],
    ['http://8.526344/', '8.8.8.8'],
    ['http://８.８.８.８/', '8.8.8.8'],
    ['http://1.1/', '1.0.0.1'],
    ['http://2852039166/', '169.254.169.254'],
  ])('%s is %s and judged on that', async (url, address) => {
    if (address === '169.254.169.254') {
      expect((await refusal(url)).code).toBe('NEVER_ALLOWED_ADDRESS');
      return;
    }
    const verdict = await service.checkTarget(url);
    expect(verdict.addresses.map((a) => a.address)).toEqual([address]);
    expect(verdict.privateTarget).toBe(false);
  });
});

describe('every IPv6 form', () => {
  it.each([
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[64:ff9b:1:7f00:0:100::]/',
    'http://[2002:7f00:1::]/',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00:ec2::254]/',
  ])('%s is never allowed', async (url) => {
    const error = await refusal(url, {
      policy: 'allowlist',
      allowlist: ['::/0', '0.0.0.0/0'],
      providerConfidence: 'HIGH',
    });
    expect(error.code).toBe('NEVER_ALLOWED_ADDRESS');
  });

  it.each([
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[fec0::1]/',
    'http://[2001:db8::1]/',
    'http://[3fff::1]/',
    'http://[2001:2::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:c0a8:1::]/',
    'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/',
    'http://[100::1]/',
  ])('%s is private: refused under public-only, allowed when allowlisted for a HIGH provider', async (url) => {
    expect((await refusal(url)).code).toBe('PRIVATE_HOST_NOT_ALLOWED');
    const verdict = await service.checkTarget(url, {
      policy: 'allowlist',
      allowlist: ['::/0'],
      providerConfidence: 'HIGH',
    });
    expect(verdict).toMatchObject({ privateTarget: true, requiredProviderConfidence: 'HIGH' });
  });

  it.each([
    'http://[2606:4700:4700::1111]/',
    'http://[2001:4860:4860::8888]/',
    'http://[::ffff:8.8.8.8]/',
    'http://[64:ff9b::808:808]/',
    'http://[2002:808:808::]/',
    'http://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/',
    'http://[2001:4:112::1]/',
    'http://[2001:db9::1]/',
  ])('%s is public', async (url) => {
    const verdict = await service.checkTarget(url);
    expect(verdict.privateTarget).toBe(false);
  });
});

describe('names: every resolved address is judged', () => {
  it('allows a name whose addresses are all public, A and AAAA', async () => {
    const verdict = await service.checkTarget('https://public.test/page');
    expect(verdict.addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
    expect(verdict).toMatchObject({ privateTarget: false, requiredProviderConfidence: undefined, port: 443 });
  });

  it('refuses a name when one answer among public ones is private or loopback', async () => {
    expect((await refusal('http://mixed.test/')).code).toBe('PRIVATE_HOST_NOT_ALLOWED');
    expect((await refusal('http://mixed-loopback.test/')).code).toBe('NEVER_ALLOWED_ADDRESS');
  });

  it('refuses resolver answers that are not canonical IP addresses (fail closed)', async () => {
    const odd = createTableResolver({ 'odd.test': ['93.184.216.34', 'not-an-address'], 'loose.test': ['0x7f.1'] });
    const { service: oddService } = createLoopbackOnlyService({ resolver: odd });
    await expect(oddService.checkTarget('http://odd.test/')).rejects.toMatchObject({ code: 'NEVER_ALLOWED_ADDRESS' });
    await expect(oddService.checkTarget('http://loose.test/')).rejects.toMatchObject({ code: 'NEVER_ALLOWED_ADDRESS' });
  });

  it('reports names that do not resolve as DNS_FAILED, a failure rather than a block', async () => {
    expect(await refusal('http://nowhere.test/')).toMatchObject({ code: 'DNS_FAILED', blocked: false });
    expect(await refusal('http://empty.test/')).toMatchObject({ code: 'DNS_FAILED', blocked: false });
  });

  it('resolves IDN hosts in their punycode form', async () => {
    const verdict = await service.checkTarget('http://bücher.test/');
    expect(verdict.hostname).toBe('xn--bcher-kva.test');
    expect(resolver.lookups).toContain('xn--bcher-kva.test');
    expect(verdict.url).toBe('http://xn--bcher-kva.test/');
  });
});

describe('the private-host allowlist policy', () => {
  it('allows an allowlisted private host for a HIGH provider and asks the chat for HIGH', async () => {
    const verdict = await service.checkTarget('http://private.test/', {
      policy: 'allowlist',
      allowlist: ['private.test'],
      providerConfidence: 'HIGH',
    });
    expect(verdict).toMatchObject({ privateTarget: true, requiredProviderConfidence: 'HIGH' });
  });

  it('refuses it for a provider below HIGH and tells the caller', async () => {
    const onBlock = vi.fn();
    for (const providerConfidence of ['MEDIUM', 'LOW', undefined] as const) {
      const error = await refusal('http://private.test/', {
        policy: 'allowlist',
        allowlist: ['private.test'],
        ...(providerConfidence ? { providerConfidence } : {}),
        onPrivateHostProviderBlock: onBlock,
      });
      expect(error).toMatchObject({ code: 'INSUFFICIENT_PROVIDER_CONFIDENCE', blocked: true });
    }
    expect(onBlock).toHaveBeenCalledTimes(3);
    expect(String(onBlock.mock.calls[0]?.[0])).toBe('http://private.test/');
  });

  it('refuses a private host that is not allowlisted, and every private host under public-only', async () => {
    expect(
      (
        await refusal('http://private.test/', {
          policy: 'allowlist',
          allowlist: ['other.test'],
          providerConfidence: 'HIGH',
        })
      ).code,
    ).toBe('PRIVATE_HOST_NOT_ALLOWED');
    expect(
      (
        await refusal('http://private.test/', {
          policy: 'public',
          allowlist: ['private.test'],
          providerConfidence: 'HIGH',
        })
      ).code,
    ).toBe('PRIVATE_HOST_NOT_ALLOWED');
  });

  it('matches *.suffix on subdomains only', async () => {
    const options = { policy: 'allowlist' as const, allowlist: ['*.corp.test'], providerConfidence: 'HIGH' as const };
    await expect(service.checkTarget('http://a.corp.test/', options)).resolves.toBeDefined();
    await expect(service.checkTarget('http://deep.a.corp.test/', options)).resolves.toBeDefined();
    expect((await refusal('http://corp.test/', options)).code).toBe('PRIVATE_HOST_NOT_ALLOWED');
  });

  it('matches IP literals and CIDR ranges against the addresses', async () => {
    const cidr = { policy: 'allowlist' as const, allowlist: ['10.9.0.0/16'], providerConfidence: 'HIGH' as const };
    await expect(service.checkTarget('http://wiki.test/', cidr)).resolves.toBeDefined();
    await expect(service.checkTarget('http://10.9.1.2/', cidr)).resolves.toBeDefined();
    expect((await refusal('http://10.10.0.1/', cidr)).code).toBe('PRIVATE_HOST_NOT_ALLOWED');
    const literal = { policy: 'allowlist' as const, allowlist: ['10.1.2.3'], providerConfidence: 'HIGH' as const };
    await expect(service.checkTarget('http://private.test/', literal)).resolves.toBeDefined();
    expect((await refusal('http://10.1.2.4/', literal)).code).toBe('PRIVATE_HOST_NOT_ALLOWED');
    const v6 = { policy: 'allowlist' as const, allowlist: ['fd12::/16'], providerConfidence: 'HIGH' as const };
    await expect(service.checkTarget('http://v6-private.test/', v6)).resolves.toBeDefined();
  });

  it('never allows loopback or link-local, not even allowlisted by name or address', async () => {
    const options = {
      policy: 'allowlist' as const,
      allowlist: ['loop.test', 'metadata.test', '127.0.0.1', '169.254.0.0/16'],
      providerConfidence: 'HIGH' as const,
    };
    expect((await refusal('http://loop.test/', options)).code).toBe('NEVER_ALLOWED_ADDRESS');
    expect((await refusal('http://metadata.test/', options)).code).toBe('NEVER_ALLOWED_ADDRESS');
    expect((await refusal('http://169.254.169.254/latest/meta-data/', options)).code).toBe('NEVER_ALLOWED_ADDRESS');
  });

  it('still allows public hosts', async () => {
    await expect(
      service.checkTarget('http://public.test/', { policy: 'allowlist', allowlist: [] }),
    ).resolves.toMatchObject({
      privateTarget: false,
    });
  });
});

describe('the user-chosen policy', () => {
  it('lifts the address restrictions for the chosen origin, localhost included', async () => {
    const names = createTableResolver({ localhost: ['127.0.0.1', '::1'], 'loop.test': ['127.0.0.1'] });
    const { service: user } = createLoopbackOnlyService({ resolver: names });
    await expect(user.checkTarget('http://localhost:8080/', { policy: 'user' })).resolves.toMatchObject({
      privateTarget: true,
    });
    await expect(user.checkTarget('http://127.0.0.1:8080/', { policy: 'user' })).resolves.toBeDefined();
    await expect(user.checkTarget('http://[::1]/', { policy: 'user' })).resolves.toBeDefined();
    await expect(user.checkTarget('http://10.0.0.1/', { policy: 'user' })).resolves.toBeDefined();
    await expect(user.checkTarget('http://169.254.1.2/', { policy: 'user' })).resolves.toBeDefined();
  });

  it('still refuses unspecified, multicast and reserved addresses', async () => {
    for (const url of [
      'http://0.0.0.0:8080/',
      'http://[::]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://[ff02::1]/',
    ]) {
      expect((await refusal(url, { policy: 'user' })).code).toBe('NEVER_ALLOWED_ADDRESS');
    }
  });
});

describe('isTargetAllowed', () => {
  it('refuses before resolving the name', async () => {
    const before = resolver.lookups.length;
    const error = await refusal('http://public.test/other', {
      isTargetAllowed: (url) => url.pathname.startsWith('/wiki/'),
    });
    expect(error).toMatchObject({ code: 'TARGET_NOT_ALLOWED', blocked: true });
    expect(resolver.lookups.length).toBe(before);
    await expect(
      service.checkTarget('http://public.test/wiki/page', {
        isTargetAllowed: (url) => url.pathname.startsWith('/wiki/'),
      }),
    ).resolves.toBeDefined();
  });

  it('treats a throwing check as a refusal', async () => {
    const error = await refusal('http://public.test/', {
      isTargetAllowed: () => {
        throw new Error('boom');
      },
    });
    expect(error.code).toBe('TARGET_NOT_ALLOWED');
  });
});

describe('refused targets receive zero connections', () => {
  let canary: CanaryListener;
  beforeAll(async () => {
    canary = await CanaryListener.start();
  });
  afterAll(() => canary.close());

  it('never connects to a refused loopback target, in any spelling or policy', async () => {
    const port = canary.port;
    const urls = [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://１２７.０.０.１:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://localhost:${port}/`,
      `http://loop.test:${port}/`,
    ];
    for (const url of urls) {
      for (const options of [
        {},
        { policy: 'allowlist' as const, allowlist: ['127.0.0.1', 'loop.test'], providerConfidence: 'HIGH' as const },
      ]) {
        await expect(service.retrieve(url, options)).rejects.toMatchObject({ blocked: true });
      }
    }
    expect(canary.connections).toBe(0);
  });
});

describe('refusal messages are whole sentences that keep the reason code', () => {
  it.each([
    [
      'http://127.0.0.1/',
      {},
      'NEVER_ALLOWED_ADDRESS',
      'Refused http://127.0.0.1/: the address 127.0.0.1 is in 127.0.0.0/8 (loopback), a range that is never allowed, not even for an allowlisted host.',
    ],
    [
      'http://loop.test/',
      {},
      'NEVER_ALLOWED_ADDRESS',
      "Refused http://loop.test/: 'loop.test' resolves to 127.0.0.1, which is in 127.0.0.0/8 (loopback), a range that is never allowed, not even for an allowlisted host.",
    ],
    [
      'http://10.1.2.3/',
      {},
      'PRIVATE_HOST_NOT_ALLOWED',
      'Refused http://10.1.2.3/: the address 10.1.2.3 is in 10.0.0.0/8 (private), a non-public range, and the public-only policy reaches public addresses only.',
    ],
    [
      'http://private.test/',
      { policy: 'allowlist', allowlist: ['other.test'], providerConfidence: 'HIGH' },
      'PRIVATE_HOST_NOT_ALLOWED',
      "Refused http://private.test/: 'private.test' resolves to 10.1.2.3, which is in 10.0.0.0/8 (private), a non-public range, and 'private.test' is not in the private-host allowlist.",
    ],
  ] as const)('%s', async (url, options, code, message) => {
    const error = await refusal(url, options as Parameters<typeof service.checkTarget>[1]);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('for a target the user chose', async () => {
    const error = await refusal('http://0.0.0.0/', { policy: 'user' });
    expect(error.code).toBe('NEVER_ALLOWED_ADDRESS');
    expect(error.message).toMatch(
      /^Refused http:\/\/0\.0\.0\.0\/: the address 0\.0\.0\.0 is in .+, a range that no web page may use, not even one the user chose\.$/,
    );
  });
});
