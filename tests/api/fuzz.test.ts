// The fuzz suite: generated malformed path parameters, query strings and bodies thrown at every
// /v1 endpoint of the running app (fast-check, fixed seed; FUZZ_SEED=n to explore another).
// For every reply: never 5xx, always the JSON envelope (ErrorEnvelope), always X-Request-ID.
// The hostile cases (docs/decisions-abuse.md, Free text) are fixed examples that run first on every run.
// Paths whose %-escapes do not decode are the reverse proxy's (tests/helpers/proxy.ts): skipped
// here, shown in tests/api/hostile.test.ts.
// Generated path parameters never contain "/", "?", "#" or dot segments: they stay inside the
// endpoint's route (unknown routes are the /v1 catch-all's business, tested elsewhere).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueIp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { holdBody } from "./holds.helpers";
import { pathDecodes } from "../helpers/proxy";

let app: TestApp;
let studio: TestStudio;
const SEED = Number(process.env.FUZZ_SEED ?? 16);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

beforeAll(async () => {
  app = await startTestApp({
    env: {
      HCAPTCHA_SITE_KEY: undefined,
      HCAPTCHA_SECRET: undefined,
      SMTP_URL: undefined,
      TWILIO_ACCOUNT_SID: undefined,
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz_0123456789",
    },
  });
  studio = await createStudio(app.db, (f) => {
    f.booking.captcha = false;
  });
});
afterAll(() => app?.close());

type Case = { method: "GET" | "POST" | "OPTIONS"; path: string; body?: string | Uint8Array; contentType?: string };

const counts = { requests: 0, byProxy: 0, byStatus: new Map<number, number>() };

/** Send one case (not recorded for the contract test: these are not the documented replies). */
async function check(c: Case): Promise<void> {
  // Never reaches the app in production: the proxy answers a path that does not decode.
  if (!pathDecodes(c.path)) {
    counts.byProxy++;
    return;
  }
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (c.contentType) headers["content-type"] = c.contentType;
  const res = await fetch(app.url + c.path, {
    method: c.method,
    headers,
    body: c.method === "POST" ? (c.body as BodyInit | undefined) : undefined,
  });
  const text = await res.text();
  counts.requests++;
  counts.byStatus.set(res.status, (counts.byStatus.get(res.status) ?? 0) + 1);
  const where = `${c.method} ${c.path} → ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get("x-request-id"), where).toBeTruthy();
  if (c.method === "OPTIONS" && res.status === 204) return; // CORS preflight: no body by design
  expect(res.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  if (body.success === true) expect(body, where).toHaveProperty("data");
  else expect(body, where).toEqual({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
}

// ---- Generators --------------------------------------------------------------------------

const HOSTILE_FRAGMENTS = [
  "%ff",
  "%ZZ",
  "%C3%28",
  "%",
  "%00",
  "%0d%0a",
  "%E2%80%AE",
  "%ED%A0%80",
  "%25",
  "%2F",
  "%5C",
  "'",
  '"',
  "<script>",
  "😀",
  "\u202e",
  "%u0000",
  "%%",
  "%2",
  "%E0%A4%A",
];
const dotSegment = (s: string) => /^(\.|%2e){1,2}$/i.test(s);

/** A path parameter: valid-looking, random text (encoded), or raw hostile escapes. */
const pathParam = (valid: () => string) =>
  fc
    .oneof(
      fc.constant(null).map(() => valid()),
      fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map((s) => encodeURIComponent(s)),
      fc.array(fc.constantFrom(...HOSTILE_FRAGMENTS), { minLength: 1, maxLength: 4 }).map((a) => a.join("")),
      fc
        .tuple(fc.string({ unit: "grapheme-ascii", minLength: 0, maxLength: 10 }), fc.constantFrom(...HOSTILE_FRAGMENTS))
        .map(([a, b]) => encodeURIComponent(a) + b),
      fc.string({ unit: "grapheme-ascii", minLength: 101, maxLength: 300 }).map((s) => encodeURIComponent(s)),
    )
    .filter((s) => s.length > 0 && !dotSegment(s) && !/[/?#]/.test(s));

/** A query string: sensible keys with hostile values, random keys, or raw hostile bytes. */
const queryString = (keys: string[]) =>
  fc.oneof(
    fc
      .dictionary(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 30 }),
          fc.constantFrom("0000-01-01", "2030-02-30", "9999-12-31", "275760-09-13", "2030-1-1", "", "\u0000", "a\u202eb"),
        ),
      )
      .map((d) => "?" + new URLSearchParams(d).toString()),
    fc
      .dictionary(fc.string({ unit: "binary", maxLength: 10 }), fc.string({ unit: "binary", maxLength: 10 }))
      .map((d) => "?" + new URLSearchParams(d).toString()),
    fc.array(fc.constantFrom(...HOSTILE_FRAGMENTS, "&", "=", "host=", "from=", "to="), { maxLength: 8 }).map((a) => "?" + a.join("")),
  );

const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "Ada\r\nBcc: x",
    "\u202eevil",
    "\ud800",
    "x\udfffy",
    "\u2066",
    " ",
    "",
    "a".repeat(600),
    "😀".repeat(130),
  ),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.array(hostileString, { maxLength: 3 }),
);

/** A body: a valid body with fields replaced or added, random JSON, or not JSON at all. */
const body = (valid: () => Record<string, unknown>) =>
  fc.oneof(
    fc
      .tuple(fc.dictionary(fc.constantFrom(...Object.keys(valid()), "extra", "__proto__", "constructor"), anyJson, { maxKeys: 4 }))
      .map(([over]) => JSON.stringify({ ...valid(), ...over })),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom(
      "{",
      '{"a":',
      "[]",
      "null",
      '"x"',
      '{"guestName":"\\u0000"}',
      '{"notes":"\\ud800"}',
      '{"date":"0000-01-01"}',
      "\u0000",
      "{}".repeat(5000),
    ),
    fc.uint8Array({ maxLength: 300 }),
  );
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  undefined,
);

const uuid = () => "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11";

type Target = { name: string; cases: () => fc.Arbitrary<Case>; examples: () => Case[] };

const TARGETS: Target[] = [
  {
    name: "GET /public/sites/{slug}",
    cases: () =>
      fc.record({
        method: fc.constantFrom("GET" as const, "OPTIONS" as const),
        path: pathParam(() => studio.slug).map((s) => `/v1/public/sites/${s}`),
      }),
    examples: () =>
      ["%00", "a%00b", "%ff", "%ZZ", "%C3%28", "abc%"].map((s) => ({ method: "GET" as const, path: `/v1/public/sites/${s}` })),
  },
  {
    name: "GET /public/sites/resolve",
    cases: () => fc.record({ method: fc.constant("GET" as const), path: queryString(["host"]).map((q) => `/v1/public/sites/resolve${q}`) }),
    examples: () =>
      ["?host=%00", "?host=a%00.example", "?host=%ff", "?host=", "?host=" + "a".repeat(300), "?host=%E2%80%AE.example"].map((q) => ({
        method: "GET" as const,
        path: `/v1/public/sites/resolve${q}`,
      })),
  },
  {
    name: "GET /public/sites/{slug}/rooms/{roomId}/availability",
    cases: () =>
      fc.record({
        method: fc.constant("GET" as const),
        path: fc
          .tuple(
            pathParam(() => studio.slug),
            pathParam(() => studio.roomIds[0]),
            queryString(["from", "to"]),
          )
          .map(([s, r, q]) => `/v1/public/sites/${s}/rooms/${r}/availability${q}`),
      }),
    examples: () =>
      ["?from=0000-01-01", "?from=2030-01-01&to=0000-01-01", "?from=275760-09-13", "?from=9999-12-31&to=9999-12-31", "?from=%00"].map(
        (q) => ({ method: "GET" as const, path: `/v1/public/sites/${studio.slug}/rooms/${studio.roomIds[0]}/availability${q}` }),
      ),
  },
  {
    name: "POST /public/sites/{slug}/holds",
    cases: () =>
      fc.record({
        method: fc.constant("POST" as const),
        path: pathParam(() => studio.slug).map((s) => `/v1/public/sites/${s}/holds`),
        body: body(() => holdBody(studio)),
        contentType,
      }),
    examples: () =>
      [
        { guestName: "Ada\u0000Lovelace" },
        { guestName: "Ada\r\nLovelace" },
        { guestName: "\u202eAda" },
        { guestName: "Ada\ud800" },
        { date: "0000-01-01" },
        { contact: "a@b.example\u0000" },
      ].map((over) => ({
        method: "POST" as const,
        path: `/v1/public/sites/${studio.slug}/holds`,
        body: JSON.stringify({ ...holdBody(studio), ...over }),
        contentType: "application/json",
      })),
  },
  ...(["verify", "resend", "confirm"] as const).map((action): Target => ({
    name: `POST /public/holds/{holdId}/${action}`,
    cases: () =>
      fc.record({
        method: fc.constantFrom("POST" as const, "OPTIONS" as const),
        path: pathParam(uuid).map((h) => `/v1/public/holds/${h}/${action}`),
        body: body(() =>
          action === "verify"
            ? { code: "123456" }
            : action === "confirm"
              ? { paymentMode: "on_site", notes: "x", email: "a@b.example" }
              : {},
        ),
        contentType,
      }),
    examples: () =>
      ["%00", "%ff", "%C3%28", uuid()].map((h) => ({
        method: "POST" as const,
        path: `/v1/public/holds/${h}/${action}`,
        body: JSON.stringify(action === "confirm" ? { paymentMode: "on_site", notes: "a\u0000b" } : { code: "\u0000" }),
        contentType: "application/json",
      })),
  })),
  {
    name: "GET /public/bookings/manage/{token}",
    cases: () =>
      fc.record({
        method: fc.constant("GET" as const),
        path: pathParam(() => "ab".repeat(32)).map((t) => `/v1/public/bookings/manage/${t}`),
      }),
    examples: () =>
      ["%00", "%ff", "ab".repeat(31) + "%0", "%" + "a".repeat(63)].map((t) => ({
        method: "GET" as const,
        path: `/v1/public/bookings/manage/${t}`,
      })),
  },
  {
    name: "POST /public/bookings/manage/{token}/cancel",
    cases: () =>
      fc.record({
        method: fc.constant("POST" as const),
        path: pathParam(() => "ab".repeat(32)).map((t) => `/v1/public/bookings/manage/${t}/cancel`),
        body: body(() => ({ reason: "x" })),
        contentType,
      }),
    examples: () =>
      [{ reason: "a\u0000b" }, { reason: "\ud800" }].map((b) => ({
        method: "POST" as const,
        path: `/v1/public/bookings/manage/${"ab".repeat(32)}/cancel`,
        body: JSON.stringify(b),
        contentType: "application/json",
      })),
  },
  {
    name: "POST /webhooks/stripe",
    cases: () =>
      fc.record({
        method: fc.constant("POST" as const),
        path: fc.constant("/v1/webhooks/stripe"),
        body: body(() => ({ id: "evt_1", type: "payment_intent.succeeded" })),
        contentType,
      }),
    examples: () => [{ method: "POST" as const, path: "/v1/webhooks/stripe", body: "\u0000", contentType: "application/json" }],
  },
  {
    name: "GET /health",
    cases: () => fc.record({ method: fc.constant("GET" as const), path: queryString(["detail"]).map((q) => `/v1/health${q}`) }),
    examples: () => [{ method: "GET" as const, path: "/v1/health?%ff" }],
  },
];

describe("fuzz: every /v1 endpoint", () => {
  for (const t of TARGETS) {
    it(`${t.name}: never 5xx, always the envelope and X-Request-ID`, async () => {
      const before = counts.requests;
      await fc.assert(
        fc.asyncProperty(t.cases(), async (c) => check(c)),
        { seed: SEED, numRuns: RUNS, examples: t.examples().map((c) => [c] as [Case]), endOnFailure: true },
      );
      console.log(`fuzz ${t.name}: ${counts.requests - before} requests (seed ${SEED})`);
    }, 60_000);
  }

  afterAll(() => {
    const byStatus = [...counts.byStatus.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    console.log(
      `fuzz total: ${counts.requests} requests, ${TARGETS.length} endpoints; statuses ${byStatus}; ${counts.byProxy} left to the proxy`,
    );
  });
});
