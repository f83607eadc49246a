// Without a trusted proxy (TRUST_PROXY=0: development, a pre-production without one) the only
// address a client cannot choose is its socket's. Next's server puts it in X-Forwarded-For
// only when the request has none, and passes a client-sent header through as it is, and route
// handlers never see the socket. So each server process, as a request arrives and before Next
// sees it, replaces X-Forwarded-For with the socket's address (docs/decisions-platform.md, Client IP),
// and marks the request with a secret of this process, so that a request which arrived before
// the hook was installed (Next runs instrumentation.ts on its first request) is recognised as
// not stamped rather than trusted. Installed once per process by lib/infra/server-start.ts;
// with TRUST_PROXY=1 the header is left to the operator's proxy.
import http from "node:http";
import { randomBytes } from "node:crypto";
import { processSlot } from "./process-global";

/** The header carrying this process's secret on every stamped request. */
export const STAMP_HEADER = "x-studio-booking-socket";

// On globalThis: instrumentation.ts and the route handlers are separate bundles with their own
// module instances, in one process.
const state = processSlot<{ secret: string }>("socket-address");

/** From now on every HTTP server of this process stamps the socket address while `trustProxy()` is false. */
export function stampSocketAddress(trustProxy: () => boolean): void {
  if (state.get()) return;
  const s = { secret: randomBytes(18).toString("base64url") };
  state.set(s);
  const proto = http.Server.prototype;
  const emit: (this: http.Server, event: string, ...args: unknown[]) => boolean = proto.emit;
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    const req = args[0];
    if (event === "request" && req instanceof http.IncomingMessage) {
      delete req.headers[STAMP_HEADER];
      if (!trustProxy()) {
        const address = req.socket?.remoteAddress;
        if (address) req.headers["x-forwarded-for"] = address;
        else delete req.headers["x-forwarded-for"];
        req.headers[STAMP_HEADER] = s.secret;
      }
    }
    return emit.call(this, event, ...args);
  };
}

/**
 * Whether a request's X-Forwarded-For is its socket's address: true when this process stamps
 * requests and this one carries the stamp, false when it stamps and this one does not (it
 * arrived before the hook), null when this process stamps nothing (a test calling a handler).
 */
export function socketStamped(headers: Headers): boolean | null {
  const s = state.get();
  if (!s) return null;
  return headers.get(STAMP_HEADER) === s.secret;
}
