// Which address is the client? Under TRUST_PROXY=1 the last X-Forwarded-For entry (the one
// our own proxy appended); otherwise the socket address, so a forged header changes nothing.
//
// Fail closed (issue 10): route handlers cannot see the socket, so they must trust the
// x-client-ip header our server (lib/http/server.ts) sets. If the app were started any other
// way (plain `next start`, a platform runtime), that header would be whatever the client sent.
// So the server also sets x-client-ip-mark to a random per-process secret (after removing any
// client-sent copies of both headers), and route() refuses to serve (500, one log line) a
// request without the right mark: no deployment can silently trust a client-chosen IP.
import { randomBytes, timingSafeEqual } from "node:crypto";

/** Header set by lib/http/server.ts; route handlers read the client IP from it. */
export const CLIENT_IP_HEADER = "x-client-ip";
/** Header carrying this process's server mark, proving the request came through our server. */
export const CLIENT_IP_MARK_HEADER = "x-client-ip-mark";

const MARK = Symbol.for("studio-booking.client-ip-mark");
type G = typeof globalThis & { [MARK]?: string };

/** The per-process mark; created by the server when it starts (and only there). */
export function serverMark(): string {
  const g = globalThis as G;
  return (g[MARK] ??= randomBytes(24).toString("base64url"));
}

/** The client IP the server decided, or null when the request did not come through it. */
export function trustedClientIp(headers: Headers): string | null {
  const mark = (globalThis as G)[MARK];
  const sent = headers.get(CLIENT_IP_MARK_HEADER);
  const ip = headers.get(CLIENT_IP_HEADER);
  if (!mark || !sent || !ip) return null;
  const a = Buffer.from(sent);
  const b = Buffer.from(mark);
  return a.length === b.length && timingSafeEqual(a, b) ? ip : null;
}

export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
    const last = joined
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return normalize(last);
  }
  return normalize(socketAddress ?? "unknown");
}

function normalize(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
