// How Next's production server under the launcher stops on SIGTERM/SIGINT (docs/decisions-platform.md,
// Shutdown). Next's own handler closes the listener and every idle keep-alive connection the
// moment the signal lands, so a request a client (a proxy's connection pool) sends on such a
// connection just then meets a closed socket. The launcher sets NEXT_MANUAL_SIG_HANDLE, which
// turns Next's handler off (its self-hosting guide, Manual Graceful Shutdowns), and this one
// drains instead:
// 1. at once: every answer from now on carries `Connection: close`, so a client's kept-alive
//    connection ends after its next answer, by the client's own reading of it;
// 2. after DRAIN_GRACE_MS (requests sent before the proxy saw the instance go), once a turn of the
//    event loop has accepted nothing for QUIET_MS: the listener closes, so a new connection is
//    refused, never accepted and then cut. Closing it while the kernel still queues connections a
//    busy process has not accepted yet would reset them (measured on a loaded CI);
// 3. the connections left finish their request and close after its answer; one that stays idle
//    is closed by Node's keep-alive timeout (5 s), as in normal service: closing it sooner would
//    race a request its client sends on it just then. The process exits when none is left, or
//    after DRAIN_MAX_MS whatever remains.
import { subscribe } from "node:diagnostics_channel";
import { ServerResponse } from "node:http";
import * as net from "node:net";
import { fieldOf } from "../contract/shapes";
import { log } from "./log";
import { firstInProcess } from "./process-global";

/** How long the server keeps accepting connections after the signal. */
const DRAIN_GRACE_MS = 1_000;
/** The longest drain: a request still running then is cut. */
const DRAIN_MAX_MS = 10_000;
/** A connection that has sent nothing this long after it opened, once the listener is closed, is not about to: ended. */
const SILENT_MS = 1_000;
/** The listener closes after a stretch this long with no connection accepted (at most QUIET_UNTIL_MS after the signal). */
const QUIET_MS = 200;
const QUIET_UNTIL_MS = 3_000;

type Conn = { opened: number; requests: number; current: ServerResponse | null };

export function drainOnSignal(): void {
  if (!firstInProcess("drain")) return;
  const servers = new Set<net.Server>();
  const conns = new Map<net.Socket, Conn>();
  let draining = false;
  let signalledAt = 0;
  let lastAccept = 0;

  const track = (socket: net.Socket): Conn => {
    let c = conns.get(socket);
    if (!c) {
      c = { opened: Date.now(), requests: 0, current: null };
      conns.set(socket, c);
      socket.once("close", () => conns.delete(socket));
    }
    return c;
  };
  // Node's own channels: every accepted connection, every request with its server.
  subscribe("net.server.socket", (m) => {
    const socket = fieldOf(m, "socket");
    if (socket instanceof net.Socket) track(socket);
    lastAccept = Date.now();
  });
  subscribe("http.server.request.start", (m) => {
    const [response, socket, server] = [fieldOf(m, "response"), fieldOf(m, "socket"), fieldOf(m, "server")];
    if (!(response instanceof ServerResponse && socket instanceof net.Socket && server instanceof net.Server)) return;
    servers.add(server);
    const c = track(socket);
    c.requests++;
    c.current = response;
    if (draining) response.setHeader("Connection", "close");
    response.once("finish", () => {
      if (c.current === response) c.current = null;
    });
  });

  const closeListener = () => {
    // net's close, not http's: http's also cuts the connections it deems idle, among them
    // one just accepted whose request has arrived but is not read yet.
    for (const s of servers) net.Server.prototype.close.call(s);
    log.info("shutdown: listener closed", { connections: conns.size });
    const check = setInterval(() => {
      const now = Date.now();
      // Ending one with unread bytes would reset it: only a connection that sent nothing at all.
      for (const [socket, c] of conns) if (c.requests === 0 && socket.bytesRead === 0 && now - c.opened > SILENT_MS) socket.end();
      if (conns.size > 0) return;
      clearInterval(check);
      process.exit(0);
    }, 50);
  };

  const closeWhenQuiet = () => {
    const seen = lastAccept;
    // setImmediate runs after the loop's poll phase, which accepts what the kernel queued meanwhile.
    setImmediate(() => {
      const quiet = lastAccept === seen && Date.now() - lastAccept >= QUIET_MS;
      if (quiet || Date.now() - signalledAt >= QUIET_UNTIL_MS) closeListener();
      else setTimeout(closeWhenQuiet, QUIET_MS);
    });
  };

  const drain = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    signalledAt = Date.now();
    log.info("shutdown: draining", { signal, graceMs: DRAIN_GRACE_MS, connections: conns.size });
    setTimeout(() => {
      log.error("shutdown: drain took too long, exiting", { connections: conns.size });
      process.exit(1);
    }, DRAIN_MAX_MS).unref();
    for (const c of conns.values()) if (c.current && !c.current.headersSent) c.current.setHeader("Connection", "close");
    setTimeout(closeWhenQuiet, DRAIN_GRACE_MS);
  };
  process.on("SIGTERM", () => drain("SIGTERM"));
  process.on("SIGINT", () => drain("SIGINT"));
}
