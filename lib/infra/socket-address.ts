// Without a trusted proxy (TRUST_PROXY=0: development, a pre-production without one) the only
// address a client cannot choose is its socket's. Next's server puts it in X-Forwarded-For
// only when the request has none, and passes a client-sent header through as it is, and route
// handlers never see the socket. So each server process, as a request arrives and before Next
// sees it, replaces X-Forwarded-For with the socket's address (docs/decisions.md, Client IP).
// Installed once per process by lib/infra/server-start.ts (instrumentation.ts); with
// TRUST_PROXY=1 the header is left to the operator's proxy.
import http from "node:http";

const INSTALLED = Symbol.for("studio-booking.socket-address");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/** From now on every HTTP server of this process stamps the socket address while `trustProxy()` is false. */
export function stampSocketAddress(trustProxy: () => boolean): void {
  const proto = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event, ...args) {
    if (event === "request" && !trustProxy()) {
      const req = args[0] as http.IncomingMessage;
      const address = req.socket?.remoteAddress;
      if (address) req.headers["x-forwarded-for"] = address;
      else delete req.headers["x-forwarded-for"];
    }
    return emit.call(this, event, ...args);
  };
}
