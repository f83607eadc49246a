// Without a trusted proxy (TRUST_PROXY=0) a client's own X-Forwarded-For must not choose its rate
// limit bucket (docs/decisions-platform.md, Client IP): over HTTP against the production build, every
// request below comes from this process's socket, whatever header it claims. That socket's bucket
// (127.0.0.1) is every local client's: a database of its own keeps a write of a file run before or
// beside this one out of the count (docs/development.md, Tests).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

let app: TestApp;
let database: OwnDatabase;

beforeAll(async () => {
  database = await ownDatabase(inject("databaseUrl"), `client_ip_http_${process.pid}`);
  app = await startTestApp({ databaseUrl: database.url, env: { APP_ENV: "preproduction", TRUST_PROXY: "0" } });
  // Next runs instrumentation.ts (which installs the socket hook) on its first request.
  await app.fetch("/v1/health");
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

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
