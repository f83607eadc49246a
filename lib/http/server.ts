// Our HTTP server in front of Next's request handler (Next's documented custom-server setup).
// It exists because some things must happen before Next sees a request:
// - The client IP is decided once, from the socket or (TRUST_PROXY=1) the last X-Forwarded-For
//   entry, and handed on in x-client-ip (route handlers cannot see the socket, and Next passes
//   a client-sent X-Forwarded-For through untouched).
// - Requests Next would answer with a text/plain 500 get a JSON envelope here instead: a path
//   with malformed percent-encoding (Next's decodeURIComponent throws), methods no route can
//   have (TRACE, CONNECT, anything unknown), and Node's own parser errors (400, 431, …).
// - Studio pages are answered from the page cache (page-cache.ts) once rendered; this process's
//   caches hear of site changes through one PostgreSQL LISTEN connection (infra/site-events.ts).
// - Graceful shutdown: every answer from now on says Connection: close; after a one-second grace
//   (requests already on their way are served) new requests get a retryable 503 and idle
//   keep-alive connections are closed; in-flight requests finish (bounded); then the listening
//   socket and what is left are closed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { Server as NetServer } from "node:net";
import type { Duplex } from "node:stream";
import next from "next";
import { clientIp, CLIENT_IP_HEADER, CLIENT_IP_MARK_HEADER, serverMark } from "./client-ip";
import { CORS_HEADERS } from "./route";
import { log, errorFields, redactPath } from "../infra/log";
import { env } from "../infra/env";
import { startSiteEvents } from "../infra/site-events";
import { processPageCache } from "./page-cache";

export type AppServer = {
  url: string;
  port: number;
  server: Server;
  /** Graceful: stop accepting, drain in-flight requests for up to `drainMs` (default 10 s), then close. */
  close: (opts?: { drainMs?: number }) => Promise<void>;
  /** Requests being served right now. */
  inFlight: () => number;
};

/** Methods a /v1 route may export; anything else never reaches Next. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const API_ALLOW = "GET, POST, OPTIONS";

/** On shutdown, how long requests already on their way are still accepted (then: refused). */
const IDLE_GRACE_MS = 1_000;

const isApiPath = (path: string) => path === "/v1" || path.startsWith("/v1/");

/** The JSON error envelope of spec 7, for answers written before (or instead of) Next. */
function errorJson(code: string, message: string): string {
  return JSON.stringify({ success: false, error: { code, message } });
}

function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  requestId: string,
  extra: Record<string, string> = {},
): void {
  const body = errorJson(code, message);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Request-ID": requestId,
    ...CORS_HEADERS,
    ...extra,
  });
  res.end(body);
}

/** Whether every %-escape of the path decodes (Next's router calls decodeURIComponent on it). */
function pathDecodes(rawUrl: string): boolean {
  const q = rawUrl.indexOf("?");
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  try {
    for (const segment of path.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  413: "Payload Too Large",
  431: "Request Header Fields Too Large",
};

/** A whole HTTP/1.1 response written on a raw socket (parser errors, CONNECT): JSON, then close. */
function rawResponse(socket: Duplex, status: number, code: string, message: string, extra: Record<string, string> = {}): void {
  const body = errorJson(code, message);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    "X-Request-ID": randomUUID(),
    Connection: "close",
    ...extra,
  };
  const head =
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Error"}\r\n` +
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("") +
    "\r\n";
  socket.end(head + body);
}

export async function startAppServer(opts: {
  dev: boolean;
  port: number;
  hostname?: string;
  trustProxy: boolean;
  dir?: string;
}): Promise<AppServer> {
  const hostname = opts.hostname ?? "0.0.0.0";
  // Next's hostname is for its own internal URLs, not the listen address: with "127.0.0.1" its
  // middleware rewrites are treated as external and proxied (socket hang up). Always "localhost".
  const app = next({ dev: opts.dev, dir: opts.dir ?? process.cwd(), hostname: "localhost", port: opts.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const mark = serverMark();
  const e = env();
  // Not in development: a code change must show on the next reload.
  const pageCache = opts.dev ? null : processPageCache(e.ROOT_DOMAIN);
  const stopSiteEvents = e.DATABASE_URL ? startSiteEvents(e.DATABASE_URL) : null;

  let closing = false;
  let refusing = false;
  let active = 0;
  const idleWaiters = new Set<() => void>();
  const responses = new Set<ServerResponse>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    active++;
    responses.add(res);
    // A keep-alive socket whose answer went out before the signal is left to Node: ending it
    // here could reset a next request already sent on it; that request is answered with
    // Connection: close, or the socket is closed while idle after the grace.
    res.on("close", () => {
      active--;
      responses.delete(res);
      if (active === 0) for (const w of idleWaiters) w();
    });
    // Shutting down: this answer is the connection's last (the client opens a new one elsewhere).
    if (closing) res.setHeader("Connection", "close");
    if (refusing) {
      return sendError(res, 503, "SERVICE_UNAVAILABLE", "The server is shutting down; retry", randomUUID(), {
        "Retry-After": "1",
        Connection: "close",
      });
    }
    const url = req.url ?? "/";
    const path = url.split("?")[0];
    const api = isApiPath(path);
    if (!pathDecodes(url)) {
      const requestId = randomUUID();
      log.warn("malformed path", { requestId, method: req.method, path: redactPath(path).slice(0, 300), status: 400 });
      if (api) return sendError(res, 400, "VALIDATION_ERROR", "path: malformed percent-encoding", requestId);
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "X-Request-ID": requestId });
      return void res.end("Bad Request");
    }
    if (api && !KNOWN_METHODS.has(req.method ?? "")) {
      const requestId = randomUUID();
      log.info("request", { requestId, method: req.method, path: redactPath(path), status: 405 });
      return sendError(res, 405, "METHOD_NOT_ALLOWED", `Method ${req.method} is not allowed`, requestId, { Allow: API_ALLOW });
    }
    const cacheKey = !api && pageCache ? pageCache.keyOf(req) : null;
    if (cacheKey) {
      if (pageCache!.serve(req, res, cacheKey)) return;
      pageCache!.capture(req, res, cacheKey);
    }
    // Client-sent copies of our two headers are dropped, then ours set (lib/http/client-ip.ts).
    for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (name === CLIENT_IP_HEADER || name === CLIENT_IP_MARK_HEADER) req.rawHeaders.splice(i, 2);
    }
    req.headers[CLIENT_IP_HEADER] = clientIp(req.socket.remoteAddress, req.headers["x-forwarded-for"], opts.trustProxy);
    req.headers[CLIENT_IP_MARK_HEADER] = mark;
    handle(req, res).catch((e: unknown) => {
      const requestId = randomUUID();
      log.error("request handler failed", { requestId, method: req.method, path: redactPath(path), ...errorFields(e) });
      if (!res.headersSent) sendError(res, 500, "INTERNAL_ERROR", "Internal server error", requestId);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;

  // CONNECT never reaches the request handler (Node emits 'connect'); answer it in JSON.
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    log.info("request", { method: req.method, path: redactPath(req.url ?? ""), status: 405 });
    rawResponse(socket, 405, "METHOD_NOT_ALLOWED", "Method CONNECT is not allowed", { Allow: API_ALLOW });
  });
  // Node's parser refused the request (bad request line, unknown method, headers too large, …):
  // a JSON body where the socket can still take one, instead of Node's empty 400.
  server.on("clientError", (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status =
      err.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : err.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
            ? 413
            : 400;
    const message = status === 431 ? "Request headers too large" : status === 408 ? "Request timed out" : "Malformed HTTP request";
    log.warn("client error", { status, code: err.code });
    // No spec code fits 431/408 better: VALIDATION_ERROR (the request's fault), status kept.
    rawResponse(socket, status, "VALIDATION_ERROR", message);
  });

  await new Promise<void>((resolve) => server.listen(opts.port, hostname, resolve));
  const port = (server.address() as { port: number }).port;

  let closed: Promise<void> | undefined;
  const close = (o: { drainMs?: number } = {}): Promise<void> =>
    (closed ??= (async () => {
      const drainMs = o.drainMs ?? 10_000;
      const started = Date.now();
      closing = true;
      // Answers still being prepared will be their connection's last.
      for (const r of responses) if (!r.headersSent) r.setHeader("Connection", "close");
      // A short grace first: requests already on their way (on a new connection in the accept
      // queue, or on an idle keep-alive one) are still served, each with Connection: close.
      await new Promise((r) => setTimeout(r, Math.min(IDLE_GRACE_MS, drainMs)));
      // After a busy event loop, timers run before pending socket reads: let the poll phase
      // parse requests that have arrived (they become in-flight, not idle) before closing.
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      // From now on new requests are refused with a retryable 503 (not reset), idle keep-alive
      // connections are closed, and in-flight requests drain.
      refusing = true;
      server.closeIdleConnections();
      const deadline = started + drainMs;
      const yieldToIo = async () => {
        for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      };
      for (;;) {
        if (active > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
            idleWaiters.add(() => {
              clearTimeout(timer);
              resolve();
            });
          });
          idleWaiters.clear();
        }
        if (Date.now() >= deadline) break;
        // Requests that arrived while the loop was busy are parsed now (then answered) rather
        // than reset as "idle" connections.
        await yieldToIo();
        server.closeIdleConnections();
        if (active === 0) break;
      }
      if (active > 0) log.warn("shutdown: drain time ran out", { inFlight: active });
      // Stop accepting only now (the listening socket's queue would be reset, so as late as
      // possible): net.Server's close, as http.Server's would also drop idle connections.
      const stopped = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      await yieldToIo();
      server.closeIdleConnections();
      if (active > 0) await new Promise((r) => setTimeout(r, Math.min(1_000, Math.max(0, deadline - Date.now()))));
      server.closeAllConnections();
      await stopped;
      await stopSiteEvents?.();
      await app.close?.();
    })());

  return { url: `http://127.0.0.1:${port}`, port, server, close, inFlight: () => active };
}
