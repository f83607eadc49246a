// A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json),
// for the soak: the server really delivers one-time codes and booking confirmations over SMS,
// and the soak reads the codes from here and counts what each guest received.
import { createServer, type Server } from "node:http";

export type FakeSms = {
  url: string;
  /** The latest one-time code sent to a number, if any. */
  codeFor: (to: string) => string | undefined;
  /** Every message body received, per number. */
  bodiesTo: (to: string) => string[];
  count: () => number;
  all: () => { to: string; body: string }[];
  close: () => Promise<void>;
};

const CODE_SMS = /^(\d{6}) /; // lib/i18n/catalogs/<locale>/code-message.ts: "<code> es tu código …" in every locale

export async function startFakeSms(): Promise<FakeSms> {
  const byTo = new Map<string, string[]>();
  const codes = new Map<string, string>();
  const all: { to: string; body: string }[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || !/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(req.url ?? "")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ code: 20404, message: "Not found" }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = form.get("To") ?? "";
      const body = form.get("Body") ?? "";
      const list = byTo.get(to) ?? [];
      list.push(body);
      byTo.set(to, list);
      all.push({ to, body });
      const m = CODE_SMS.exec(body);
      if (m) codes.set(to, m[1]);
      n++;
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ sid: `SM${String(n).padStart(32, "0")}`, status: "queued", to, from: form.get("From"), body }));
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    codeFor: (to) => codes.get(to),
    bodiesTo: (to) => byTo.get(to) ?? [],
    count: () => n,
    all: () => all,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
