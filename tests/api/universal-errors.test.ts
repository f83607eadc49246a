// The errors every documented endpoint can answer, whatever it does (the OpenAPI document lists
// them on each): 429 RATE_LIMIT_EXCEEDED past the per-IP limit, 500 INTERNAL_ERROR on a server
// fault and 503 SERVICE_UNAVAILABLE while the database is unreachable; plus 400 on a malformed
// slug. One test per public operation (lib/http/operations/public/), so a new endpoint is covered by itself and
// the contract replay (tests/contract/replay.test.ts) sees every documented status.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, uniqueIp, type ApiReply, type TestApp } from "../helpers/app";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, setClock } from "../../lib/infra/clock";
import { LIMITS } from "../../lib/contract/limits";
import { Slug } from "../../lib/contract/schemas";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { PUBLIC_OPERATIONS } from "../../lib/http/operations/public";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => setClock(null));

const name = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;

/**
 * A concrete request for an endpoint: well-formed parameters, the documented example body. No
 * data behind them: the per-IP limit runs first and needs the database too, so these answers
 * come before any lookup.
 */
function call(e: Endpoint, ip: string = uniqueIp()): Promise<ApiReply> {
  const values: Record<string, string> = { slug: "t-universal", roomId: randomUUID(), holdId: randomUUID(), token: "ab".repeat(32) };
  const path = `/v1${e.path.replace(/\{(\w+)\}/g, (_, p: string) => values[p])}${e.path.endsWith("/resolve") ? "?host=t-universal.example.com" : ""}`;
  if (e.method === "get") return app.get(path, { ip });
  if (e.method === "post") return app.post(path, e.body?.example, { ip });
  return app.fetch(path, { method: e.method.toUpperCase(), ip }).then(async (res) => {
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  });
}

/** Run fn with DATABASE_URL pointing elsewhere (the app's clients follow env; restored after). */
async function withDatabaseUrl<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const good = process.env.DATABASE_URL!;
  process.env.DATABASE_URL = url;
  reloadEnv();
  try {
    return await fn();
  } finally {
    process.env.DATABASE_URL = good;
    reloadEnv();
  }
}

describe.each(PUBLIC_OPERATIONS.map((e) => [name(e), e] as const))("%s", (_n, e) => {
  it("429 RATE_LIMIT_EXCEEDED with Retry-After once the client's per-IP limit is used up", async () => {
    // One frozen minute: the limit's window cannot roll over while it is being filled.
    setClock(manualClock(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000));
    const ip = uniqueIp();
    const limit = e.limit === "read" ? LIMITS.reads : LIMITS.writes;
    // Any request of the same kind counts; an unknown hold is the cheapest (404 either way).
    const filler = `/v1/public/holds/${randomUUID()}${e.limit === "read" ? "" : "/resend"}`;
    for (let i = 0; i < limit.max; i++) {
      const r = e.limit === "read" ? await app.get(filler, { ip }) : await app.post(filler, undefined, { ip });
      expect(r.status, `request ${i + 1} of ${limit.max}`).toBe(404);
    }
    const r = await call(e, ip);
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(r.headers.get("x-request-id")).toBeTruthy();
  });

  it("500 INTERNAL_ERROR without internals on a server fault (a database that does not exist)", async () => {
    const wrong = new URL(process.env.DATABASE_URL!);
    wrong.pathname = "/no_such_database";
    const r = await withDatabaseUrl(wrong.toString(), () => call(e));
    expect(errorOf(r)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
    expect(r.body.error.message).toBe("Internal server error");
    expect(r.headers.get("x-request-id")).toBeTruthy();
  });

  it("503 SERVICE_UNAVAILABLE with Retry-After while the database cannot be reached", async () => {
    const r = await withDatabaseUrl("postgresql://nobody:none@127.0.0.1:1/none", () => call(e));
    expect(errorOf(r)).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /public/sites/{slug} with a malformed slug", () => {
  it.each([
    ["longer than the slug limit", "a".repeat(Slug.maxLength! + 1)],
    ["with a control character", "sala%01gracia"],
  ])("400 VALIDATION_ERROR: %s", async (_why, slug) => {
    const r = await app.get(`/v1/public/sites/${slug}`);
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(r.headers.get("x-request-id")).toBeTruthy();
  });
});
