// Without a trusted proxy (TRUST_PROXY=0) a client's own X-Forwarded-For must not choose its rate
// limit bucket (docs/decisions-platform.md, Client IP): over HTTP against the production build, every
// request below comes from this process's socket, whatever header it claims.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { APP_ENV: "preproduction", TRUST_PROXY: "0" } });
  // Next runs instrumentation.ts (which installs the socket hook) on its first request.
  await app.fetch("/v1/health");
});
afterAll(() => app?.close());

describe("TRUST_PROXY=0", () => {
  it("16 writes claiming 16 addresses are one client (the socket's): the 16th is 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await app.fetch(`/v1/public/holds/${randomUUID()}/verify`, {
        method: "POST",
        ip: `203.0.113.${i + 1}`,
        json: { code: "123456" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(404));
    expect(statuses[15]).toBe(429);
  });
});
