// The errors every documented endpoint answers whatever it does (the OpenAPI document lists them on
// each): 429 RATE_LIMIT_EXCEEDED with Retry-After past the per-IP limit, 500 INTERNAL_ERROR without
// internals on a server fault, 503 SERVICE_UNAVAILABLE with Retry-After while the database is
// unreachable. Written once for the public, studio and platform API files, so the contract replay
// (tests/contract/replay.test.ts) sees every documented status of every endpoint.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, setClock } from "../../lib/infra/clock";
import { LIMITS } from "../../lib/contract/limits";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { errorOf, uniqueIp, type ApiReply, type TestApp } from "./app";

const label = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;

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

const expectError = (r: ApiReply, status: number, code: string, what: string) =>
  expect(errorOf(r), what).toEqual({ status, code, envelope: true });

/**
 * The tests of the three errors for `endpoints`: `call` sends a well-formed request to one (from
 * `ip` when given) whose answer needs the database; `app` is the file's running app (read when the
 * tests run). The 429 test fills one client's limit per kind (reads, writes), then calls every
 * endpoint of that kind; endpoints without a per-IP limit are left out of it.
 */
export function describeUniversalErrors(
  app: () => TestApp,
  endpoints: readonly Endpoint[],
  call: (e: Endpoint, ip?: string) => Promise<ApiReply>,
): void {
  describe("429 RATE_LIMIT_EXCEEDED once the client's per-IP limit is used up", () => {
    afterEach(() => setClock(null));
    for (const kind of ["read", "write"] as const) {
      const limited = endpoints.filter((e) => e.limit === kind);
      if (!limited.length) continue;
      it(`${kind}s: ${limited.map(label).join(", ")}`, async () => {
        // One frozen minute: the limit's window cannot roll over while it is being filled.
        setClock(manualClock(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000));
        const ip = uniqueIp();
        const limit = kind === "read" ? LIMITS.reads : LIMITS.writes;
        // Any request of the same kind counts; an unknown hold is the cheapest (404 either way).
        const filler = `/v1/public/holds/${randomUUID()}${kind === "read" ? "" : "/resend"}`;
        for (let i = 0; i < limit.max; i++) {
          const r = kind === "read" ? await app().get(filler, { ip }) : await app().post(filler, undefined, { ip });
          expect(r.status, `request ${i + 1} of ${limit.max}`).toBe(404);
        }
        for (const e of limited) {
          const r = await call(e, ip);
          expectError(r, 429, "RATE_LIMIT_EXCEEDED", label(e));
          expect(Number(r.headers.get("retry-after")), label(e)).toBeGreaterThan(0);
          expect(r.headers.get("x-request-id"), label(e)).toBeTruthy();
        }
      });
    }
  });

  describe.each(endpoints.map((e) => [label(e), e] as const))("%s", (_n, e) => {
    it("500 INTERNAL_ERROR without internals on a server fault (a database that does not exist)", async () => {
      const wrong = new URL(process.env.DATABASE_URL!);
      wrong.pathname = "/no_such_database";
      const r = await withDatabaseUrl(wrong.toString(), () => call(e));
      expectError(r, 500, "INTERNAL_ERROR", label(e));
      expect((r.body as { error: { message: string } }).error.message).toBe("Internal server error");
      expect(r.headers.get("x-request-id")).toBeTruthy();
    });

    it("503 SERVICE_UNAVAILABLE with Retry-After while the database cannot be reached", async () => {
      const r = await withDatabaseUrl("postgresql://nobody:none@127.0.0.1:1/none", () => call(e));
      expectError(r, 503, "SERVICE_UNAVAILABLE", label(e));
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
}
