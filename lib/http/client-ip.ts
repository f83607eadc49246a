// Which address is the client (per-IP limits and quotas)? The last X-Forwarded-For entry.
// - Production runs behind the operator's reverse proxy and requires TRUST_PROXY=1
//   (lib/infra/env.ts): the proxy appends the address it saw, so the last entry is that
//   address whatever the client sent before it (docs/decisions.md, Client IP).
// - Without a proxy (development), Next's server puts the socket address there when the
//   client sent none; a client-sent header passes through untouched, which is why production
//   refuses to start without the proxy.

/** The client address of a request, from the last X-Forwarded-For entry ("unknown" without one). */
export function clientIpOf(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last ? normalize(last) : "unknown";
}

function normalize(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
