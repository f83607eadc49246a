// A local HTTP server that speaks Twilio's Messages API (the subset we use) and keeps messages.
import { createServer } from "node:http";

export type ReceivedSms = { accountSid: string; auth: string; to: string; from: string; body: string };

export async function startFakeSms(): Promise<{
  url: string;
  messages: ReceivedSms[];
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}> {
  const messages: ReceivedSms[] = [];
  let down = false;
  let n = 0;
  const server = createServer((req, res) => {
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    setDown: (d) => {
      down = d;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
