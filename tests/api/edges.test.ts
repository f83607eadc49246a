// JSON for every /v1 path and method (404 RESOURCE_NOT_FOUND, 405 METHOD_NOT_ALLOWED with
// Allow), the CORS preflight, VALIDATION_ERROR naming every field, and the security headers
// of the API, the studio pages, the manage page and /docs (lib/http/security-headers.ts).
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, uniqueIp, type TestApp, type ApiReply } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";

let app: TestApp;
let studio: TestStudio;
const ROOT = "studios.test";

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ROOT_DOMAIN: ROOT,
      HCAPTCHA_SITE_KEY: "site-key-1",
      HCAPTCHA_SECRET: "secret",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    },
  });
  studio = await createStudio(app.db);
});
afterAll(() => app?.close());

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

/** Plain fetch, not app.fetch: paths and methods outside the API are not recorded for the contract test. */
async function call(method: string, path: string, headers: Record<string, string> = {}): Promise<ApiReply> {
  const res = await fetch(app.url + path, {
    method,
    headers: { "x-forwarded-for": uniqueIp(), ...headers },
    body: method === "GET" || method === "HEAD" ? undefined : "{}",
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

/** A page through the app with a Host header (fetch cannot set Host). */
function page(
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const u = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path, headers: { host, "x-forwarded-for": "10.251.0.1" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function expectApiEnvelope(r: ApiReply) {
  expect(r.headers.get("content-type")).toMatch(/^application\/json/);
  expect(r.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  expect(r.headers.get("access-control-allow-origin")).toBe("*");
  expect(r.headers.get("access-control-expose-headers")).toContain("X-Request-ID");
}

describe("unknown /v1 paths → 404 RESOURCE_NOT_FOUND in the envelope", () => {
  for (const method of METHODS) {
    it(`${method} on unknown paths`, async () => {
      for (const path of [
        "/v1/public/no-such-endpoint",
        "/v1",
        "/v1/nothing/here/at/all",
        `/v1/public/sites/${studio.slug}/nope`,
        "/v1/public/holds/00000000-0000-4000-8000-000000000000/nope",
      ]) {
        const r = await call(method, path);
        expect(errorOf(r), `${method} ${path}`).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
        expectApiEnvelope(r);
      }
    });
  }

  it("a preflight to an unknown path passes, so the browser sees the 404 instead of a CORS failure", async () => {
    const r = await app.fetch("/v1/public/no-such-endpoint", {
      method: "OPTIONS",
      headers: { origin: "https://example.org", "access-control-request-method": "GET" },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("known paths with a wrong method → 405 METHOD_NOT_ALLOWED with Allow", () => {
  const token = "a".repeat(64);
  const hold = "00000000-0000-4000-8000-000000000000";
  const routes: { path: string; served: string[]; cors?: false }[] = [
    { path: "/v1/public/sites/some-slug", served: ["GET"] },
    { path: "/v1/public/sites/resolve?host=x.example", served: ["GET"] },
    { path: `/v1/public/sites/some-slug/rooms/${hold}/availability`, served: ["GET"] },
    { path: "/v1/public/sites/some-slug/holds", served: ["POST"] },
    { path: `/v1/public/holds/${hold}`, served: ["GET", "DELETE"] },
    { path: `/v1/public/holds/${hold}/verify`, served: ["POST"] },
    { path: `/v1/public/holds/${hold}/resend`, served: ["POST"] },
    { path: `/v1/public/holds/${hold}/confirm`, served: ["POST"] },
    { path: `/v1/public/bookings/manage/${token}`, served: ["GET"] },
    { path: `/v1/public/bookings/manage/${token}/cancel`, served: ["POST"] },
    { path: `/v1/public/bookings/manage/${token}/calendar.ics`, served: ["GET"] },
    { path: "/v1/feeds/abcdef.ics", served: ["GET"], cors: false },
    { path: "/v1/openapi.json", served: ["GET"] },
    { path: "/v1/health", served: ["GET"] },
    { path: "/v1/health/live", served: ["GET"] },
    { path: "/v1/webhooks/stripe", served: ["POST"], cors: false },
  ];
  for (const route of routes) {
    it(`${route.path.replace(/\?.*/, "")}: every method but ${route.served.join(", ")}`, async () => {
      for (const method of METHODS.filter((m) => !route.served.includes(m))) {
        const r = await call(method, route.path);
        expect(errorOf(r), `${method} ${route.path}`).toEqual({ status: 405, code: "METHOD_NOT_ALLOWED", envelope: true });
        expect(r.headers.get("allow")).toBe(`${route.served.join(", ")}${route.served.includes("GET") ? ", HEAD" : ""}, OPTIONS`);
        expect(r.headers.get("x-request-id")).toBeTruthy();
        if (route.cors === false) expect(r.headers.get("access-control-allow-origin")).toBeNull();
        else expectApiEnvelope(r);
      }
    });
  }
});

describe("CORS preflight and validation messages", () => {
  it("the preflight allows the tracing headers browser monitoring adds", async () => {
    const r = await app.fetch(`/v1/public/sites/${studio.slug}`, {
      method: "OPTIONS",
      headers: {
        origin: "https://example.org",
        "access-control-request-method": "GET",
        "access-control-request-headers": "traceparent, tracestate, baggage",
      },
    });
    expect(r.status).toBe(204);
    const allowed = (r.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/,\s*/);
    for (const h of ["content-type", "x-request-id", "traceparent", "tracestate", "baggage"]) expect(allowed).toContain(h);
  });

  it("a VALIDATION_ERROR names every invalid field, not only the first", async () => {
    const r = await app.post(`/v1/public/sites/${studio.slug}/holds`, {
      roomId: "not-a-uuid",
      date: "2030-13-45",
      startTime: "25:99",
      durationMinutes: "x",
      channel: "pigeon",
      contact: "",
      idempotencyKey: "",
    });
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    for (const field of ["roomId", "date", "durationMinutes", "channel", "contact", "idempotencyKey"])
      expect(r.body.error.message).toContain(`${field}:`);
    expect(r.body.error.message.split("; ").length).toBeGreaterThanOrEqual(5);
  });
});

describe("security headers", () => {
  const common = (get: (k: string) => string | null | undefined) => {
    expect(get("x-content-type-options")).toBe("nosniff");
    expect(get("permissions-policy")).toContain("camera=()");
    expect(get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(get("strict-transport-security")).toBeFalsy(); // pre-production: no HSTS
  };

  it("answers no route writes carry them too: a page URL's trailing-slash redirect, files of public/", async () => {
    const host = `${studio.slug}.${ROOT}`;
    for (const [path, to] of [
      ["/es/", "/es"],
      ["/es/legal/", "/es/legal"],
      ["/es/legal/?x=1", "/es/legal?x=1"],
    ]) {
      const r = await page(host, path);
      expect(r.status, path).toBe(308);
      expect(new URL(String(r.headers.location), "http://x").pathname + new URL(String(r.headers.location), "http://x").search, path).toBe(
        to,
      );
      expect(r.headers["x-content-type-options"], path).toBe("nosniff");
      expect(r.headers["x-frame-options"], path).toBe("DENY");
    }
    const icon = await page(host, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["x-content-type-options"]).toBe("nosniff");
    expect(icon.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(icon.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("a /v1/public URL with a trailing slash is served as it is, with CORS (Next's own redirect carried none)", async () => {
    const r = await call("GET", `/v1/public/sites/${studio.slug}/`, { origin: "https://frontend.example" });
    expect(r.status).toBe(200);
    expect(r.body.data.studio.slug).toBe(studio.slug);
    expectApiEnvelope(r);
  });

  it("/v1 answers (success, error, 404, 405, health) carry them", async () => {
    for (const r of [
      await call("GET", `/v1/public/sites/${studio.slug}`),
      await call("GET", "/v1/public/nope"),
      await call("PUT", "/v1/health"),
      await call("GET", "/v1/health"),
      await call("GET", "/v1/health/live"),
    ]) {
      common((k) => r.headers.get(k));
      expect(r.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
    expect((await call("GET", `/v1/public/bookings/manage/${"b".repeat(64)}`)).headers.get("referrer-policy")).toBe("no-referrer");
  });

  const h = (r: { headers: Record<string, string | string[] | undefined> }) => (k: string) => r.headers[k] as string | undefined;

  // Studio pages are cached and the same for every guest (docs/decisions-platform.md, Security headers), so they carry no nonce:
  // inline scripts are allowed, third-party origins only where the booking flow needs them.
  it("a room page (booking flow): self, hCaptcha and Stripe only, inline scripts without a nonce (cached page), never framed", async () => {
    const r = await page(`${studio.slug}.${ROOT}`, `/es/rooms/${studio.roomIds[0]}`);
    expect(r.status).toBe(200);
    common(h(r));
    const csp = h(r)("content-security-policy")!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/\*\.hcaptcha\.com[^;]*https:\/\/js\.stripe\.com[^;]*'unsafe-inline'/);
    expect(h(r)("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h(r)("cache-control")).toMatch(/^s-maxage=300, stale-while-revalidate=60$/);
    // The page's inline scripts carry no (stale) nonce attribute.
    const inline = [...r.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((m) => m[1])
      .filter((a) => !/type="application\/(ld\+)?json"/.test(a));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).not.toContain("nonce=");
  });

  it("the manage page (per guest): scripts by a new nonce per request, never 'unsafe-inline', no-store", async () => {
    const path = `/es/manage/${"d".repeat(64)}`;
    const r = await page(`${studio.slug}.${ROOT}`, path);
    const csp = h(r)("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h(r)("cache-control")).toContain("no-store");
    const inline = [...r.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((m) => m[1])
      .filter((a) => !/type="application\/(ld\+)?json"/.test(a));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = await page(`${studio.slug}.${ROOT}`, path);
    expect(h(again)("content-security-policy")).not.toContain(nonce);
  });

  it("a studio home page: no third-party origin", async () => {
    const r = await page(`${studio.slug}.${ROOT}`, "/es");
    expect(r.status).toBe(200);
    common(h(r));
    const csp = h(r)("content-security-policy")!;
    expect(csp).not.toMatch(/hcaptcha|stripe/);
    expect(csp).toContain("frame-src 'none'");
  });

  it("the manage page: no-referrer, no third-party origin at all", async () => {
    const r = await page(`${studio.slug}.${ROOT}`, `/es/manage/${"c".repeat(64)}`);
    common(h(r));
    const csp = h(r)("content-security-policy")!;
    expect(csp).not.toMatch(/https:/);
    expect(h(r)("referrer-policy")).toBe("no-referrer");
    expect(h(r)("x-robots-tag")).toContain("noindex");
  });

  it("/docs", async () => {
    const r = await page("localhost:3000", "/docs");
    expect(r.status).toBe(200);
    common(h(r));
    expect(h(r)("content-security-policy")).toContain("script-src 'self'");
  });
});
