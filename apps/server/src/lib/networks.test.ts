import { describe, expect, it } from 'vitest';
import { networkOf } from './networks.ts';

describe('networkOf', () => {
  it('takes an IPv4 address to its /24 and an IPv6 address to its /48', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:aa:1::5')).toBe('2001:db8:aa::/48');
    expect(networkOf('2001:db8:aa:ffff:1:2:3:4')).toBe('2001:db8:aa::/48');
  });

  it('counts an IPv4 address written as IPv6 as IPv4, and anything else as one unknown network', () => {
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('not an address')).toBe('unknown');
  });
});
