// Which address is the client (per-IP limits and quotas)? The last X-Forwarded-For entry, parsed
// (docs/decisions-platform.md, Client IP).
// - Production runs behind the operator's reverse proxy and requires TRUST_PROXY=1
//   (lib/infra/env.ts): the proxy appends the address it saw, so the last entry is that
//   address whatever the client sent before it.
// - Without a trusted proxy (TRUST_PROXY=0), each server process replaces the header with the
//   socket's address as a request arrives (lib/infra/socket-address.ts), so a client's own
//   X-Forwarded-For never chooses its bucket; a request that arrived before that hook was
//   installed is counted in one shared bucket (UNSTAMPED_IP) instead of the address it claims.
// - An entry is parsed as proxies write it: a port (`198.51.100.7:40001`), brackets
//   (`[2001:db8::1]:443`), IPv4-mapped IPv6 (`::ffff:198.51.100.7`), a zone (`fe80::1%eth0`).
//   An entry that is no address at all is ONE shared bucket, never a fresh one per spelling.
import ipaddr from "ipaddr.js";
import { env } from "../infra/env";
import { socketStamped } from "../infra/socket-address";

/** The bucket of every request whose last entry is not an address: they share one budget. */
export const UNPARSEABLE_IP = "unparseable";
/** The bucket of requests with no X-Forwarded-For at all (never behind our proxy or Next's server). */
export const NO_IP = "unknown";
/** Without a trusted proxy, the bucket of requests whose socket address this process could not stamp. */
export const UNSTAMPED_IP = "unverified";

/** One X-Forwarded-For entry as a canonical address ("198.51.100.7", "2001:db8::1"); null when it is none. */
export function parseAddress(entry: string): string | null {
  let s = entry.trim();
  if (s.length > 2 && s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1);
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  const v4Port = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (v4Port) s = v4Port[1];
  s = s.replace(/%[\w.~-]+$/, ""); // an IPv6 zone names the proxy's interface, not the client
  // Four decimal parts only: "127.1" or "0x7f.0.0.1" are spellings no proxy writes.
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s).toString();
  if (!s.includes(":") || !ipaddr.IPv6.isValid(s)) return null;
  const v6 = ipaddr.IPv6.parse(s);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toString();
}

/** The client address of a request: its last X-Forwarded-For entry, parsed (UNPARSEABLE_IP, NO_IP, UNSTAMPED_IP). */
export function clientIpOf(headers: Headers): string {
  if (env().TRUST_PROXY !== "1" && socketStamped(headers) === false) return UNSTAMPED_IP;
  const last = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  if (!last) return NO_IP;
  return parseAddress(last) ?? UNPARSEABLE_IP;
}
