// The one wrapper (lib/http/route.ts): body size limit before parsing, unexpected errors as a bare
// 500 INTERNAL_ERROR (details only in the server log, with the request id), and the log line.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, setClock } from "../../lib/infra/clock";

let app: TestApp;
let studio: TestStudio;

beforeAll(async () => {
  app = await startTestApp();
  studio = await createStudio(app.db);
});
afterAll(() => app?.close());

/** One JSON log line (lib/infra/log.ts): the fields these tests read, and whatever else it carries. */
type LogLine = {
  level?: string;
  msg?: string;
  requestId?: string;
  path?: string;
  ms?: unknown;
  err?: { stack?: string };
  [field: string]: unknown;
};

/** Run fn while capturing what the app writes to stdout and stderr (the JSON logs). */
async function captureLogs<T>(fn: () => Promise<T>): Promise<{ result: T; lines: LogLine[] }> {
  const lines: string[] = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const grab = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  process.env.LOG_SILENT = "0";
  process.stdout.write = grab as typeof process.stdout.write;
  process.stderr.write = grab as typeof process.stderr.write;
  try {
    const result = await fn();
    return {
      result,
      lines: lines
        .flatMap((l) => l.split("\n"))
        .filter((l) => l.startsWith("{"))
        .map((l): LogLine => JSON.parse(l)),
    };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    process.env.LOG_SILENT = "1";
  }
}

describe("request bodies", () => {
  it("refuses a body over 16 KB with 400 VALIDATION_ERROR, declared or streamed", async () => {
    const big = JSON.stringify({ code: "1".repeat(17 * 1024) });
    const declared = await app.fetch(`/v1/public/holds/00000000-0000-4000-8000-000000000000/verify`, {
      method: "POST",
      body: big,
      headers: { "content-type": "application/json" },
    });
    const body = await declared.json();
    expect({ status: declared.status, code: body.error.code }).toEqual({ status: 400, code: "VALIDATION_ERROR" });
    expect(body.error.message).toContain("16 KB");
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode("x".repeat(1024)));
        c.close();
      },
    });
    const chunked = await app.fetch(`/v1/public/holds/00000000-0000-4000-8000-000000000000/verify`, {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(400);
    expect((await chunked.json()).error.code).toBe("VALIDATION_ERROR");
  });
});

describe("unexpected errors", () => {
  afterEach(() => setClock(null));
  it("answer 500 INTERNAL_ERROR with no internals, and log the cause with the request id", async () => {
    // A database that does not exist (3D000) is a configuration fault, not an outage: 500.
    const good = process.env.DATABASE_URL!;
    const wrong = new URL(good);
    wrong.pathname = "/no_such_database";
    wrong.password = "secret-password";
    process.env.DATABASE_URL = wrong.toString();
    reloadEnv();
    try {
      const { result: r, lines } = await captureLogs(() =>
        app.get(`/v1/public/sites/${studio.slug}`, { headers: { "x-request-id": "req-internal-0001" } }),
      );
      expect(errorOf(r)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
      expect(r.body.error.message).toBe("Internal server error");
      expect(JSON.stringify(r.body)).not.toMatch(/secret-password|no_such_database|at .*\.ts|stack/i);
      expect(r.headers.get("x-request-id")).toBe("req-internal-0001");
      const logged = lines.find((l) => l.level === "error" && l.requestId === "req-internal-0001");
      expect(logged?.err?.stack).toBeTruthy();
    } finally {
      process.env.DATABASE_URL = good;
      reloadEnv();
    }
    expect((await app.get(`/v1/public/sites/${studio.slug}`)).status).toBe(200);
  });

  it("a database that cannot be reached answers 503 SERVICE_UNAVAILABLE with Retry-After, logged, no internals", async () => {
    const good = process.env.DATABASE_URL!;
    process.env.DATABASE_URL = "postgresql://nobody:secret-password@127.0.0.1:1/none";
    reloadEnv();
    try {
      const { result: r, lines } = await captureLogs(() =>
        app.get(`/v1/public/sites/${studio.slug}`, { headers: { "x-request-id": "req-outage-00001" } }),
      );
      expect(errorOf(r)).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", envelope: true });
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(JSON.stringify(r.body)).not.toMatch(/secret-password|ECONNREFUSED|at .*\.ts|stack/i);
      expect(r.headers.get("x-request-id")).toBe("req-outage-00001");
      expect(lines.find((l) => l.level === "warn" && l.requestId === "req-outage-00001")?.msg).toBe("database unavailable");
      // The health check says so too (cached for a second of the app's clock: move it past that).
      setClock(manualClock(Date.now() + 1_100));
      const h = await app.get("/v1/health");
      expect(errorOf(h)).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", envelope: true });
      expect(h.headers.get("retry-after")).toBeTruthy();
    } finally {
      process.env.DATABASE_URL = good;
      reloadEnv();
    }
    setClock(manualClock(Date.now() + 2_200));
    const h = await app.get("/v1/health");
    expect(h.status).toBe(200);
    expect(h.body.data).toMatchObject({ database: "up", messages: { failed: expect.any(Number), overdue: expect.any(Number) } });
    expect((await app.get(`/v1/public/sites/${studio.slug}`)).status).toBe(200);
  });
});

describe("request log", () => {
  it("writes one JSON line per request with method, path, status and duration, tokens redacted", async () => {
    const token = "ab".repeat(32);
    const { lines } = await captureLogs(async () => {
      await app.get(`/v1/public/sites/${studio.slug}`, { headers: { "x-request-id": "req-log-0000001" } });
      await app.get(`/v1/public/bookings/manage/${token}`, { headers: { "x-request-id": "req-log-0000002" } });
    });
    const first = lines.find((l) => l.requestId === "req-log-0000001");
    expect(first).toMatchObject({ msg: "request", method: "GET", path: `/v1/public/sites/${studio.slug}`, status: 200 });
    expect(typeof first?.ms).toBe("number");
    const second = lines.find((l) => l.requestId === "req-log-0000002");
    expect(second?.path).toBe("/v1/public/bookings/manage/[redacted]");
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
