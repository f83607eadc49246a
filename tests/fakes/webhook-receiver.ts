// A local webhook endpoint: records every POST (headers and raw body) and answers the statuses it
// is told to, in order (then 200), so a test can make it fail first and recover.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { headers: Record<string, string>; body: string; status: number };

export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  /** Statuses for the next requests, in order; 200 once used up. */
  answer: (...statuses: number[]) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  let queue: number[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const status = queue.shift() ?? 200;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      if (req.method === "POST") received.push({ headers, body, status });
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...statuses) => (queue = statuses),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
