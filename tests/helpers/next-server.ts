// Next's own server inside the test process, on the production build: `next()` gives the same
// request handler `next start` and the standalone server use (Next's router server), with no
// code of ours in front. In-process so that a test can move the one clock the route handlers
// read (lib/infra/clock.ts). The launcher and the standalone server themselves are started as
// child processes by tests/api/standalone.test.ts and tests/faults/shutdown.test.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { once } from "node:events";
import next from "next";

export type NextServer = {
  url: string;
  port: number;
  server: Server;
  /** Stop accepting, give requests in flight up to `drainMs`, then close every connection. */
  close: (opts?: { drainMs?: number }) => Promise<void>;
};

export async function startNextServer(opts: { port?: number; hostname?: string } = {}): Promise<NextServer> {
  // Requests that arrive before Next is ready wait for it (Next's own server does the same).
  let ready!: (h: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => void;
  const handler = new Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>>((r) => (ready = r));
  const server = createServer((req, res) => {
    // fetch cannot set Host: a test names the host it means in X-Test-Host (tests/helpers/app.ts),
    // as a browser on that host would send it (the studio API answers on the platform host only).
    const testHost = req.headers["x-test-host"];
    if (typeof testHost === "string") {
      req.headers.host = testHost;
      delete req.headers["x-test-host"];
    }
    void handler.then((handle) => handle(req, res));
  });
  server.listen(opts.port ?? 0, opts.hostname ?? "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  // hostname "localhost": Next's own URLs; with "127.0.0.1" its middleware rewrites look external.
  const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port });
  await app.prepare();
  ready(app.getRequestHandler());
  let closed: Promise<void> | undefined;
  const close = ({ drainMs = 2_000 } = {}) =>
    (closed ??= (async () => {
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([done, new Promise((r) => setTimeout(r, drainMs))]);
      server.closeAllConnections();
      await done;
      await app.close();
    })());
  return { url: `http://127.0.0.1:${port}`, port, server, close };
}
