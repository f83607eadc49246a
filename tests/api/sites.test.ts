// getSite and resolveSite over HTTP against the real app and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { PublicSite } from "../../lib/contract/schemas";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, setClock } from "../../lib/infra/clock";

let app: TestApp;
let studio: TestStudio;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ROOT_DOMAIN: "studios.test",
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

describe("GET /v1/public/sites/{slug}", () => {
  it("returns every field of PublicSite with the right types", async () => {
    const r = await app.get(`/v1/public/sites/${studio.slug}`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const data = PublicSite.strict().parse(r.body.data);
    expect(data.studio.slug).toBe(studio.slug);
    expect(data.studio.timezone).toBe("Europe/Madrid");
    expect(data.studio.addressLine2).toBeNull();
    expect(data.rooms.map((x) => x.id)).toEqual(studio.roomIds);
    expect(Object.keys(data.rooms[0]).sort()).toEqual(
      [
        "id",
        "name",
        "description",
        "capacity",
        "roomType",
        "hourlyCents",
        "currency",
        "bookable",
        "minMinutes",
        "maxMinutes",
        "stepMinutes",
        "paymentModes",
        "depositPercent",
        "cancelNoticeHours",
        "instructions",
        "photos",
      ].sort(),
    );
    expect(data.site.canonicalHost).toBe(`${studio.slug}.studios.test`);
    expect(data.site.status).toBe("live");
    expect(data.captchaSiteKey).toBe("site-key-1");
    expect(data.stripePublishableKey).toBe("pk_test_x");
    expect(data.cardPayments).toBe(true);
    expect(r.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("omits captchaSiteKey and stripePublishableKey when the studio turns them off", async () => {
    const s = await createStudio(app.db, (f) => {
      f.booking.captcha = false;
      f.booking.cardPayments = false;
    });
    const r = await app.get(`/v1/public/sites/${s.slug}`);
    expect(r.status).toBe(200);
    expect("captchaSiteKey" in r.body.data).toBe(false);
    expect("stripePublishableKey" in r.body.data).toBe(false);
    expect(r.body.data.cardPayments).toBe(false);
  });

  it("reports no card payments while Stripe's webhook secret is missing", async () => {
    process.env.STRIPE_WEBHOOK_SECRET = "";
    reloadEnv();
    try {
      const r = await app.get(`/v1/public/sites/${studio.slug}`);
      expect(r.body.data.cardPayments).toBe(false);
      expect("stripePublishableKey" in r.body.data).toBe(false);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = "whsec_x";
      reloadEnv();
    }
  });

  it("lists only active rooms", async () => {
    const s = await createStudio(app.db, (f) => {
      f.rooms[1].active = false;
    });
    const r = await app.get(`/v1/public/sites/${s.slug}`);
    expect(r.body.data.rooms.map((x: { id: string }) => x.id)).toEqual([s.roomIds[0], s.roomIds[2]]);
  });

  it("404 RESOURCE_NOT_FOUND for an unknown slug", async () => {
    const r = await app.get(`/v1/public/sites/no-such-studio`);
    expect(errorOf(r)).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });

  it("404 SITE_NOT_LIVE for a draft site", async () => {
    const s = await createStudio(app.db, (f) => {
      f.site.status = "draft";
    });
    const r = await app.get(`/v1/public/sites/${s.slug}`);
    expect(errorOf(r)).toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });

  it("echoes a sane X-Request-ID and replaces a bad one", async () => {
    const good = await app.get(`/v1/public/sites/${studio.slug}`, { headers: { "x-request-id": "client-req-12345" } });
    expect(good.headers.get("x-request-id")).toBe("client-req-12345");
    const bad = await app.get(`/v1/public/sites/${studio.slug}`, { headers: { "x-request-id": "bad id with spaces" } });
    expect(bad.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });

  it("answers CORS preflight", async () => {
    const r = await app.fetch(`/v1/public/sites/${studio.slug}`, {
      method: "OPTIONS",
      headers: { origin: "https://example.org", "access-control-request-method": "GET" },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("GET /v1/public/sites/resolve", () => {
  it("resolves {slug}.{ROOT_DOMAIN}, case-insensitive, port ignored", async () => {
    const r = await app.get(`/v1/public/sites/resolve?host=${encodeURIComponent(studio.slug.toUpperCase() + ".Studios.Test:8443")}`);
    expect(r.status).toBe(200);
    expect(r.body.data.studio.slug).toBe(studio.slug);
  });

  it("resolves a custom domain", async () => {
    const s = await createStudio(app.db, (f) => {
      f.site.customDomain = `www.${f.studio.slug}.example`;
    });
    const r = await app.get(`/v1/public/sites/resolve?host=WWW.${s.slug}.example`);
    expect(r.status).toBe(200);
    expect(r.body.data.site.canonicalHost).toBe(`www.${s.slug}.example`);
  });

  it("404 RESOURCE_NOT_FOUND for an unknown host", async () => {
    const r = await app.get(`/v1/public/sites/resolve?host=nobody.example`);
    expect(errorOf(r)).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });

  it("404 SITE_NOT_LIVE for a draft site's host", async () => {
    const s = await createStudio(app.db, (f) => {
      f.site.status = "draft";
    });
    const r = await app.get(`/v1/public/sites/resolve?host=${s.slug}.studios.test`);
    expect(errorOf(r)).toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });

  it("400 VALIDATION_ERROR without host", async () => {
    const r = await app.get(`/v1/public/sites/resolve`);
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(r.body.error.message).toContain("host");
  });
});

describe("read rate limit (contract: Limits)", () => {
  it("allows 120 reads per minute per IP, then 429 RATE_LIMIT_EXCEEDED with Retry-After", async () => {
    // One instant for the whole burst: on a busy machine 121 reads can take seconds, and a minute's
    // boundary crossed among them rightly lets part of the first minute's weight go (lib/infra/rate-limit.ts).
    setClock(manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 1_000));
    try {
      const ip = "203.0.113.77";
      const replies = await Promise.all(Array.from({ length: 120 }, () => app.get(`/v1/public/sites/${studio.slug}`, { ip })));
      expect(replies.every((r) => r.status === 200)).toBe(true);
      const r = await app.get(`/v1/public/sites/${studio.slug}`, { ip });
      expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      const other = await app.get(`/v1/public/sites/${studio.slug}`);
      expect(other.status).toBe(200);
    } finally {
      setClock(null);
    }
  });

  it("shares the count with other app instances through PostgreSQL", async () => {
    const ip = "203.0.113.78";
    expect((await app.get(`/v1/public/sites/${studio.slug}`, { ip })).status).toBe(200);
    // Another instance served this client 118 reads in the same window and flushed them.
    const updated = await app.db.$executeRaw`UPDATE rate_counter SET "count" = "count" + 118 WHERE "key" = ${`read:${ip}`}`;
    expect(updated).toBe(1);
    expect((await app.get(`/v1/public/sites/${studio.slug}`, { ip })).status).toBe(200); // 120th
    // Our pending read is flushed within FLUSH_MS (lib/infra/rate-limit.ts) on an idle machine; a
    // busy one may take longer, so wait for the flushed total itself, then for the answer to land.
    await expect
      .poll(
        async () => (await app.db.$queryRaw<{ count: number }[]>`SELECT "count" FROM rate_counter WHERE "key" = ${`read:${ip}`}`)[0].count,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(120);
    await new Promise((r) => setTimeout(r, 100));
    const r = await app.get(`/v1/public/sites/${studio.slug}`, { ip });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    const [row] = await app.db.$queryRaw<{ count: number }[]>`SELECT "count" FROM rate_counter WHERE "key" = ${`read:${ip}`}`;
    expect(row.count).toBeGreaterThanOrEqual(120);
  });
});
