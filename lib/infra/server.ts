// Our HTTP server in front of Next's request handler (Next's documented custom-server setup).
// It exists for one reason: route handlers cannot see the socket, and Next passes a
// client-sent X-Forwarded-For through untouched. Here the client IP is decided once, from the
// socket or (TRUST_PROXY=1) the last X-Forwarded-For entry, and handed on in x-client-ip.
import { createServer, type Server } from "node:http";
import next from "next";
import { clientIp, CLIENT_IP_HEADER, CLIENT_IP_MARK_HEADER, serverMark } from "../client-ip";


export type AppServer = { url: string; port: number; server: Server; close: () => Promise<void> };

export async function startAppServer(opts: { dev: boolean; port: number; hostname?: string; trustProxy: boolean; dir?: string }): Promise<AppServer> {
  const hostname = opts.hostname ?? "0.0.0.0";
  // Next's hostname is for its own internal URLs, not the listen address: with "127.0.0.1" its
  // middleware rewrites are treated as external and proxied (socket hang up). Always "localhost".
  const app = next({ dev: opts.dev, dir: opts.dir ?? process.cwd(), hostname: "localhost", port: opts.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const mark = serverMark();
  const server = createServer((req, res) => {
    // Client-sent copies of our two headers are dropped, then ours set (lib/client-ip.ts).
    for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (name === CLIENT_IP_HEADER || name === CLIENT_IP_MARK_HEADER) req.rawHeaders.splice(i, 2);
    }
    req.headers[CLIENT_IP_HEADER] = clientIp(req.socket.remoteAddress, req.headers["x-forwarded-for"], opts.trustProxy);
    req.headers[CLIENT_IP_MARK_HEADER] = mark;
    void handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(opts.port, hostname, resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close?.();
    },
  };
}
