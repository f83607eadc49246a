// A local HTTP server speaking hCaptcha's siteverify (POST form: secret, response, remoteip,
// sitekey → {"success": bool, "error-codes": [...]}). Tokens starting with "good" pass; with
// `singleUse` a token passes only once, like the real service ("already-seen-response").
// `delayMs` makes every answer that slow (a struggling provider); `hostname` is the site the
// token claims to have been solved on (default "localhost"; setHostname changes it).
import { createServer } from "node:http";

export type SiteverifyCall = { secret: string; response: string; remoteip: string; sitekey: string };

export async function startFakeHcaptcha(opts: { singleUse?: boolean; delayMs?: number; hostname?: string } = {}): Promise<{
  url: string;
  calls: SiteverifyCall[];
  /** Requests being answered right now, and the most at once (with `delayMs`). */
  inFlight: () => number;
  maxInFlight: () => number;
  setDown: (down: boolean) => void;
  setHostname: (hostname: string) => void;
  close: () => Promise<void>;
}> {
  const calls: SiteverifyCall[] = [];
  const seen = new Set<string>();
  let down = false;
  let hostname = opts.hostname ?? "localhost";
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      inFlight--;
      if (down) {
        res.writeHead(503).end("unavailable");
        return;
      }
      const form = new URLSearchParams(body);
      const call = {
        secret: form.get("secret") ?? "",
        response: form.get("response") ?? "",
        remoteip: form.get("remoteip") ?? "",
        sitekey: form.get("sitekey") ?? "",
      };
      calls.push(call);
      let errors: string[] = [];
      if (!call.secret) errors = ["missing-input-secret"];
      else if (!call.response.startsWith("good")) errors = ["invalid-input-response"];
      else if (opts.singleUse && seen.has(call.response)) errors = ["already-seen-response"];
      seen.add(call.response);
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(
          JSON.stringify(
            errors.length ? { success: false, "error-codes": errors } : { success: true, challenge_ts: new Date().toISOString(), hostname },
          ),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    setDown: (d) => {
      down = d;
    },
    setHostname: (h) => {
      hostname = h;
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
