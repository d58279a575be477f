import { describe, expect, it } from 'vitest';
import { isFromThisMachine, networkOf } from './networks.ts';

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

describe('isFromThisMachine', () => {
  const request = (remoteAddress: string, forwardedFor?: string) => ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

  it('takes a loopback peer that forwarded nothing, or only for loopback clients', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) {
      expect(isFromThisMachine(request(address)), address).toBe(true);
    }
    expect(isFromThisMachine(request('127.0.0.1', '::1, 127.0.0.1'))).toBe(true);
  });

  it('refuses any other peer, and a loopback proxy passing on a request from elsewhere', () => {
    expect(isFromThisMachine(request('203.0.113.9'))).toBe(false);
    expect(isFromThisMachine(request('10.0.0.7', '127.0.0.1'))).toBe(false);
    expect(isFromThisMachine(request('127.0.0.1', '203.0.113.9'))).toBe(false);
    expect(isFromThisMachine(request('127.0.0.1', '127.0.0.1, 203.0.113.9'))).toBe(false);
    expect(isFromThisMachine(request('127.0.0.1', 'unknown'))).toBe(false);
    expect(isFromThisMachine(request(''))).toBe(false);
  });
});
