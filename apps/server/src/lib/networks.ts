import ipaddr from 'ipaddr.js';

/** Prefix lengths taken as one household or office (docs/decisions.md, "Trending counts verified people"). */
const IPV4_PREFIX = 24;
const IPV6_PREFIX = 48;

/**
 * The network an address belongs to, as CIDR (`203.0.113.0/24`, `2001:db8:aa::/48`), so a count can take a
 * network once without keeping anyone's address. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) counts
 * as IPv4; what is not an address at all is one network of its own, `unknown`.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address);
  const prefix = parsed.kind() === 'ipv4' ? IPV4_PREFIX : IPV6_PREFIX;
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}
