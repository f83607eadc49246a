// Which address is the client? Under TRUST_PROXY=1 the last X-Forwarded-For entry (the one
// our own proxy appended); otherwise the socket address, so a forged header changes nothing.
/** Header set by lib/infra/server.ts; route handlers read the client IP from it. */
export const CLIENT_IP_HEADER = "x-client-ip";

export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
    const last = joined.split(",").map((s) => s.trim()).filter(Boolean).pop();
    if (last) return normalize(last);
  }
  return normalize(socketAddress ?? "unknown");
}

function normalize(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
