// What the launcher answers on its port while it waits for the database, before Next runs
// (docs/deployment.md, Health and logs): the liveness path 200 (the process is up and will come
// up by itself), every other API path 503 SERVICE_UNAVAILABLE in the envelope, readiness
// (/v1/health) included, and every page the translated outage page with 503, like Next's answers
// while the database is down (docs/decisions-platform.md, Pages during a database outage). All
// with Retry-After. A plain node:http server: nothing of Next is loaded yet.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { OUTAGE_RETRY_AFTER_S } from "../contract/limits";
import { STATIC_CSP } from "./fixed-headers.mjs";
import { LIVENESS_PATH, livenessResponse } from "./health";
import { requestIdOf } from "./route";
import { apiSecurityHeaders, baseSecurityHeaders, CORS_HEADERS } from "./security-headers";
import { unavailableLocale, unavailablePage } from "./unavailable-page";

/** The answer while the database is awaited. */
function waitingAnswer(req: Request, production: boolean): Response {
  const url = new URL(req.url);
  const { pathname } = url;
  if (!/^\/v1(\/|$)/.test(pathname))
    return unavailablePage(unavailableLocale(url, req.headers.get("accept-language")), [
      ["Content-Security-Policy", STATIC_CSP],
      ...Object.entries(baseSecurityHeaders(production)),
    ]);
  const headers = { ...CORS_HEADERS, ...apiSecurityHeaders(production), "Cache-Control": "no-store", "X-Request-ID": requestIdOf(req) };
  if (pathname === LIVENESS_PATH && (req.method === "GET" || req.method === "HEAD")) return livenessResponse(headers);
  const body = { success: false, error: { code: "SERVICE_UNAVAILABLE", message: "The service is starting; retry shortly" } };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", "Retry-After": String(OUTAGE_RETRY_AFTER_S) },
  });
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  return new Request(new URL(req.url ?? "/", "http://placeholder"), { method: req.method, headers });
}

export type WaitingServer = { close: () => Promise<void> };

/** Listen on `port` (and `host`) with waitingAnswer until close(), which also ends every open connection. */
export async function startWaitingServer(port: number, host: string, production: boolean): Promise<WaitingServer> {
  const server: Server = createServer((req, res) => {
    // Its body, if any, is not read: the answer never depends on it.
    req.resume();
    let answer: Response;
    try {
      answer = waitingAnswer(toRequest(req), production);
    } catch {
      // A request line the URL parser refuses: still a clean 503.
      answer = new Response(null, { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_S) } });
    }
    // Next takes the port over when this server closes: no connection is kept for later requests.
    res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), Connection: "close" });
    if (req.method === "HEAD" || !answer.body) return void res.end();
    void answer.arrayBuffer().then((b) => res.end(Buffer.from(b)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
