// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientHasher, clientNetwork } from './client-address';

describe('the network a client is counted as', () => {
  it('is an IPv4 address itself, and the /64 of an IPv6 one', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(clientNetwork('2001:0DB8:00AA:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:aa:1::/64');
    expect(clientNetwork('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    for (const text of ['unknown', '', '999.1.1.1', 'not:an:address', '1.2.3']) {
      expect(clientNetwork(text)).toBe(text);
    }
  });

  it('hashes one /64 to one key and two to two', () => {
    const hash = clientHasher('key');
    expect(hash('2001:db8:aa:1::1')).toBe(hash('2001:db8:aa:1:abcd::9'));
    expect(hash('2001:db8:aa:1::1')).not.toBe(hash('2001:db8:aa:2::1'));
    expect(hash('192.0.2.1')).toBe(hash('::ffff:192.0.2.1'));
    expect(hash('192.0.2.1')).toMatch(/^[0-9a-f]{32}$/);
  });
});
