import type { IncomingHttpHeaders } from 'node:http';
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

/** True for an address of this machine: 127.0.0.0/8 and ::1, also written as IPv6 (`::ffff:127.0.0.1`). */
function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/**
 * True when a request comes from this machine and from no farther: its socket's peer is a loopback address,
 * and so is every address a proxy says it forwarded the request for (`X-Forwarded-For`), trusted or not. A
 * proxy on this machine passing on a remote client's request names that client, so it is refused however
 * TRUST_PROXY is set, and a client writing `127.0.0.1` into the header gains nothing: its proxy adds its
 * real address after it (docs/decisions.md, "Metrics (issue 28)").
 */
export function isFromThisMachine(request: {
  socket: { remoteAddress?: string };
  headers: IncomingHttpHeaders;
}): boolean {
  const forwardedFor = [request.headers['x-forwarded-for'] ?? []].flat().flatMap((value) => value.split(','));
  const addresses = [request.socket.remoteAddress ?? '', ...forwardedFor];
  return addresses.every((address) => isLoopback(address.trim()));
}
