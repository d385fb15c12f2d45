import { describe, expect, it } from 'vitest';
import { ConnectToMapping } from './ConnectToMapping.js';
import { formatSocketAddress, parseSocketAddress } from './SocketAddress.js';

describe('parseSocketAddress', () => {
  it('reads IPv4 and bracketed IPv6 with a port', () => {
    expect(parseSocketAddress('127.0.0.1:5353')).toEqual({ address: '127.0.0.1', port: 5353 });
    expect(parseSocketAddress('[::1]:53')).toEqual({ address: '::1', port: 53 });
    expect(parseSocketAddress('[2606:4700:4700:0:0:0:0:1111]:80')).toEqual({
      address: '2606:4700:4700::1111',
      port: 80,
    });
  });

  it.each([
    'localhost:53',
    '127.0.0.1',
    '::1:53',
    '[::1]',
    '127.0.0.1:0',
    '127.0.0.1:70000',
    '0x7f.1:80',
    '[127.0.0.1]:80x',
  ])('refuses %j', (text) => {
    expect(() => parseSocketAddress(text)).toThrow(TypeError);
  });

  it('formats IPv6 in brackets', () => {
    expect(formatSocketAddress({ address: '::1', port: 8080 })).toBe('[::1]:8080');
    expect(formatSocketAddress({ address: '10.0.0.1', port: 80 })).toBe('10.0.0.1:80');
  });
});

describe('ConnectToMapping', () => {
  it('maps exactly the validated address and port it names', () => {
    const mapping = ConnectToMapping.parse(['93.184.216.34:80=127.0.0.1:8080', '[2606:4700::1]:443=[::1]:8443']);
    expect(mapping.map({ address: '93.184.216.34', port: 80 })).toEqual({ address: '127.0.0.1', port: 8080 });
    expect(mapping.map({ address: '2606:4700::1', port: 443 })).toEqual({ address: '::1', port: 8443 });
    expect(mapping.map({ address: '93.184.216.34', port: 443 })).toEqual({ address: '93.184.216.34', port: 443 });
    expect(mapping.map({ address: '93.184.216.35', port: 80 })).toEqual({ address: '93.184.216.35', port: 80 });
  });

  it.each([
    '93.184.216.34:80',
    '93.184.216.34:80=',
    'a=b',
    '1.2.3.4:80=5.6.7.8:80=9.9.9.9:80',
    'host.test:80=127.0.0.1:80',
  ])('refuses the malformed rule %j', (rule) => {
    expect(() => ConnectToMapping.parse([rule])).toThrow(TypeError);
  });
});
