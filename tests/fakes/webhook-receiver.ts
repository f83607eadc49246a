// A local webhook endpoint: records every POST (headers, raw body, arrival time) and answers the
// statuses it is told to, in order (then 200), so a test can make it fail first and recover.
// With `hang`, it is a tarpit: it reads each request and never answers (close() cuts them off);
// with `delayMs`, a slow endpoint: each answer comes that long after the request. It counts the
// requests it holds at once (the most, for the fairness tests' concurrency bounds).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type ReceivedWebhook = { headers: Record<string, string>; body: string; status: number; at: number; path: string };

export async function startWebhookReceiver(opts: { hang?: boolean; delayMs?: number } = {}): Promise<{
  url: string;
  received: ReceivedWebhook[];
  /** Statuses for the next requests, in order; 200 once used up. */
  answer: (...statuses: number[]) => void;
  /** Requests a tarpit is holding (read, not answered). */
  hanging: () => number;
  /** The most requests held at once (read, not yet answered or cut off). */
  maxInFlight: () => number;
  close: () => Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const sockets = new Set<Socket>();
  let queue: number[] = [];
  let hanging = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    res.on("close", () => inFlight--);
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      if (opts.hang) {
        hanging++;
        res.on("close", () => hanging--);
        if (req.method === "POST") received.push({ headers, body, status: 0, at: Date.now(), path: req.url ?? "" });
        return;
      }
      const status = queue.shift() ?? 200;
      if (req.method === "POST") received.push({ headers, body, status, at: Date.now(), path: req.url ?? "" });
      const answer = () => res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
      if (!opts.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, opts.delayMs);
      timers.add(timer);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...statuses) => (queue = statuses),
    hanging: () => hanging,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((r) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
