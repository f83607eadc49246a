// The errors every documented public endpoint can answer, whatever it does (the OpenAPI document
// lists them on each): 429, 500 and 503 by the shared tests (tests/helpers/universal-errors.ts),
// over every public operation (lib/http/operations/public/), so a new endpoint is covered by itself and the
// contract replay (tests/contract/replay.test.ts) sees every documented status; plus 400 on a
// malformed slug.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, uniqueIp, type ApiReply, type TestApp } from "../helpers/app";
import { Slug } from "../../lib/contract/schemas";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { PUBLIC_OPERATIONS } from "../../lib/http/operations/public";
import { describeUniversalErrors } from "../helpers/universal-errors";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

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

describeUniversalErrors(() => app, PUBLIC_OPERATIONS, call);

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
