import * as dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsServerHostNameResolver } from './DnsServerHostNameResolver.js';
import { LoopbackDnsServer } from './test/LoopbackDnsServer.js';

let dns: LoopbackDnsServer;
beforeAll(async () => {
  dns = await LoopbackDnsServer.fromTable({
    'dual.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'v4.test': ['93.184.216.34', '93.184.216.35'],
    'v6.test': ['::1'],
  });
});
afterAll(() => dns.close());

describe('DnsServerHostNameResolver (against a DNS server on 127.0.0.1)', () => {
  const signal = new AbortController().signal;

  it('returns every A and AAAA answer', async () => {
    const resolver = new DnsServerHostNameResolver(dns.address);
    expect(await resolver.resolve('dual.test', signal)).toEqual([
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
    ]);
    expect(await resolver.resolve('v4.test', signal)).toEqual(['93.184.216.34', '93.184.216.35']);
    expect(await resolver.resolve('v6.test', signal)).toEqual(['::1']);
    expect(dns.queries).toEqual(
      expect.arrayContaining([
        { name: 'dual.test', type: 'A' },
        { name: 'dual.test', type: 'AAAA' },
      ]),
    );
  });

  it('rejects a name the server does not know', async () => {
    const resolver = new DnsServerHostNameResolver(dns.address);
    await expect(resolver.resolve('missing.test', signal)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('stops waiting when the signal aborts', async () => {
    const silent = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', () => resolve()));
    try {
      const resolver = new DnsServerHostNameResolver(`127.0.0.1:${silent.address().port}`, { timeoutMs: 10_000 });
      const controller = new AbortController();
      const reason = new Error('stop');
      // Abort once the query has reached the silent server; the 10 s query timeout never comes into play.
      let queries = 0;
      silent.on('message', () => {
        queries += 1;
        controller.abort(reason);
      });
      await expect(resolver.resolve('dual.test', controller.signal)).rejects.toBe(reason);
      expect(queries).toBeGreaterThan(0);
    } finally {
      silent.close();
    }
  });

  it('refuses a server that is not ip:port', () => {
    expect(() => new DnsServerHostNameResolver('dns.example:53')).toThrow(TypeError);
  });
});
