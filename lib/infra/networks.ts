// The networks a client IP is counted as, for rate limits and quotas (never for anything else).
// Here in infra rather than in lib/domain/identity.ts (which re-exports it) because the
// per-minute limits of lib/infra/rate-limit.ts count by them too.
//
// - IPv4: the address itself (one key).
// - IPv6: the /64 (one subscriber's network: a client can pick any of its 2^64 addresses), then
//   the /56 and the /48 that contain it, since an ISP often gives one household a /56 or a /48
//   and a client can rotate through its /64s as easily as through addresses. The wider networks
//   get WIDER_NETWORK_FACTOR times the /64's limit (lib/contract/limits.ts).
// - IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as the IPv4 address. Parsed with ipaddr.js.
import ipaddr from "ipaddr.js";
import { WIDER_NETWORK_FACTOR } from "../contract/limits";

export type Network = { key: string; wide: boolean };

function ipv6Net(addr: ipaddr.IPv6, bits: number): string {
  const parts = addr.parts.map((p, i) => {
    const keep = Math.min(16, Math.max(0, bits - i * 16));
    return keep === 0 ? 0 : p & ((0xffff << (16 - keep)) & 0xffff);
  });
  return `${new ipaddr.IPv6(parts).toString()}/${bits}`;
}

/** The address, or the network of a key ipKey made ("2001:db8:1:2::/64"); null when neither parses. */
function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.isValid(ip)) return ipaddr.process(ip);
  if (ipaddr.isValidCIDR(ip)) return ipaddr.process(ipaddr.parseCIDR(ip)[0].toString());
  return null;
}

/**
 * Every network `ip` is counted under, narrowest first: its own (IPv4 address or IPv6 /64),
 * then for IPv6 the /56 and the /48 (`wide`). Unparsable → the value as given, one key.
 */
export function ipNetworks(ip: string): Network[] {
  const addr = parse(ip);
  if (!addr) return [{ key: ip, wide: false }];
  if (addr.kind() === "ipv4") return [{ key: addr.toString(), wide: false }];
  const v6 = addr as ipaddr.IPv6;
  return [
    { key: ipv6Net(v6, 64), wide: false },
    { key: ipv6Net(v6, 56), wide: true },
    { key: ipv6Net(v6, 48), wide: true },
  ];
}

/** The client's own network: "1.2.3.4" or "2001:db8:1:2::/64". Unparsable → as given. */
export function ipKey(ip: string): string {
  return ipNetworks(ip)[0].key;
}

/** `limit` once per network of `ip`: the client's own at its max, the wider ones at WIDER_NETWORK_FACTOR × max. */
export function perNetwork<L extends { max: number }>(limit: L, ip: string): { limit: L; subject: string }[] {
  return ipNetworks(ip).map((n) => ({ limit: n.wide ? { ...limit, max: limit.max * WIDER_NETWORK_FACTOR } : limit, subject: n.key }));
}
