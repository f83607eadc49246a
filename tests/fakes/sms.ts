// A local HTTP server that speaks Twilio's Messages API (the subset we use) and keeps messages.
// With `tls`, over HTTPS with the self-signed certificate of tests/fixtures/tls (production
// accepts only https provider URLs; the test process then trusts it, see holds-production).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";

export type ReceivedSms = { accountSid: string; auth: string; to: string; from: string; body: string };

export async function startFakeSms(opts: { tls?: boolean } = {}): Promise<{
  url: string;
  messages: ReceivedSms[];
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}> {
  const messages: ReceivedSms[] = [];
  let down = false;
  let n = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const m = req.url?.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    if (req.method !== "POST" || !m) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ code: 20404, message: "Not found" }));
      return;
    }
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (down) {
        res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ code: 20503, message: "Service unavailable" }));
        return;
      }
      const form = new URLSearchParams(body);
      const auth = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      if (!auth.startsWith(`${m[1]}:`)) {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ code: 20003, message: "Authenticate" }));
        return;
      }
      messages.push({ accountSid: m[1], auth, to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "" });
      n++;
      const message = {
        sid: `SM${String(n).padStart(32, "0")}`,
        status: "queued",
        to: form.get("To"),
        from: form.get("From"),
        body: form.get("Body"),
      };
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(message));
    });
  };
  const tlsDir = join(process.cwd(), "tests", "fixtures", "tls");
  const server = opts.tls
    ? createHttpsServer({ key: readFileSync(join(tlsDir, "localhost.key")), cert: readFileSync(join(tlsDir, "localhost.crt")) }, handler)
    : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `${opts.tls ? "https" : "http"}://127.0.0.1:${port}`,
    messages,
    setDown: (d) => {
      down = d;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
