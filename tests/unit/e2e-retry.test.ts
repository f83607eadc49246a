// The e2e helpers' API calls retry as the docs tell clients to (docs/api.md, Errors and retries): a 503 or
// 429 after its Retry-After, a bounded number of times. Against a real local HTTP server.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRetrying, retryDelayMs } from "../e2e/retry";

let server: Server;
let base = "";
const seen = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const n = (seen.get(req.url!) ?? 0) + 1;
    seen.set(req.url!, n);
    if (req.url === "/busy-once" && n === 1) return res.writeHead(503, { "retry-after": "1" }).end('{"success":false}');
    if (req.url === "/limited-once" && n === 1) return res.writeHead(429).end('{"success":false}');
    if (req.url === "/always-busy") return res.writeHead(503, { "retry-after": "0" }).end('{"success":false}');
    res.writeHead(200, { "content-type": "application/json" }).end('{"success":true,"data":1}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("e2e API calls under load", () => {
  it("a 503 is retried after its Retry-After and the answer is the retry's", async () => {
    const t0 = Date.now();
    const r = await fetchRetrying(`${base}/busy-once`);
    expect(r.status).toBe(200);
    expect(seen.get("/busy-once")).toBe(2);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
  });

  it("a 429 without Retry-After is retried after a short pause", async () => {
    expect((await fetchRetrying(`${base}/limited-once`)).status).toBe(200);
    expect(seen.get("/limited-once")).toBe(2);
  });

  it("bounded: a service that stays unavailable answers its 503 after the last try", async () => {
    const r = await fetchRetrying(`${base}/always-busy`, {}, 3);
    expect(r.status).toBe(503);
    expect(seen.get("/always-busy")).toBe(3);
  });

  it("waits Retry-After seconds, capped, else backs off", () => {
    expect(retryDelayMs("2", 0)).toBe(2000);
    expect(retryDelayMs("120", 0)).toBe(10_000);
    expect(retryDelayMs(null, 0)).toBe(250);
    expect(retryDelayMs(null, 2)).toBe(1000);
  });
});
