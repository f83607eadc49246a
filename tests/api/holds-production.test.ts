// Production (APP_ENV=production, or NODE_ENV=production without APP_ENV): never a devCode; a channel without a provider is refused before any hold
// exists (phone 503 SMS_UNAVAILABLE, email 500 INTERNAL_ERROR). Only SMS is configured here.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { manualClock, setClock } from "../../lib/infra/clock";
import { reloadEnv } from "../../lib/infra/env";
import { startFakeSms } from "../fakes/sms";
import { PRODUCTION_ENV } from "../helpers/production-env";
import { bookableStudio, claimOf, freeSpans, holdBody, holdRow, localDate, postHold, resend, uniquePhone, verify } from "./holds.helpers";

let app: TestApp;
// A production deployment records its mode in its database (lib/infra/deployment.ts): its own one.
let database: OwnDatabase;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
const TWILIO = { TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000001", TWILIO_AUTH_TOKEN: "prod-token", TWILIO_FROM: "+15005550006" };

beforeAll(async () => {
  // Production takes only https provider URLs: the SMS fake speaks TLS with a self-signed
  // certificate, which this test process (and only it) does not verify.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  sms = await startFakeSms({ tls: true });
  database = await ownDatabase(inject("databaseUrl"), `studio_production_${process.pid}`);
  app = await startTestApp({
    databaseUrl: database.url,
    // A complete production configuration with SMS only (no SMTP), no captcha, no Stripe.
    env: {
      ...PRODUCTION_ENV,
      SMTP_URL: undefined,
      SMS_PROVIDER_URL: sms.url,
      ...TWILIO,
      HCAPTCHA_SITE_KEY: undefined,
      HCAPTCHA_SECRET: undefined,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await sms?.close();
  await database?.drop();
});
beforeEach(() => setClock(manualClock(Math.floor(Date.now() / 1000) * 1000)));
afterEach(() => setClock(null));

/** Run `fn` with some variables changed for the in-process server, then put them back. */
async function withEnv(vars: Record<string, string | undefined>, fn: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, x] of Object.entries(v))
      if (x === undefined) delete process.env[k];
      else process.env[k] = x;
    reloadEnv();
  };
  apply(vars);
  try {
    await fn();
  } finally {
    apply(saved);
  }
}

describe("production", () => {
  it("sends by SMS and never shows devCode, not even on replay or resend; nothing sealed in the row", async () => {
    const s = await bookableStudio(app);
    const phone = uniquePhone();
    const body = holdBody(s, { channel: "phone", contact: phone });
    const r = await postHold(app, s.slug, body);
    expect(r.status).toBe(201);
    expect("devCode" in r.body.data).toBe(false);
    const replay = await postHold(app, s.slug, body);
    expect(replay.body).toEqual(r.body);
    const row = await holdRow(app, r.body.data.holdId);
    expect(row.devCodeSealed).toBeNull();
    const msgs = sms.messages.filter((m) => m.to === phone);
    expect(msgs).toHaveLength(1);
    const code = /\d{6}/.exec(msgs[0].body)![0];
    expect(msgs[0].body).toBe(`${code} es tu código para reservar en Sala Gràcia. Caduca en 10 minutos.`);
    expect((await verify(app, r.body.data.holdId, code)).status).toBe(200);
    const again = await resend(app, r.body.data.holdId);
    expect("devCode" in again.body.data).toBe(false);
  });

  // The in-process server reads the cached env: NODE_ENV is changed only while it is parsed
  // (the test process itself keeps NODE_ENV=test). Both deployments run the production build.
  it("NODE_ENV=production with APP_ENV unset is production: no devCode on create, replay or resend; email refused", async () => {
    const savedNodeEnv = process.env.NODE_ENV;
    await withEnv({ APP_ENV: undefined, NODE_ENV: "production" }, async () => {
      (process.env as Record<string, string | undefined>).NODE_ENV = savedNodeEnv;
      const s = await bookableStudio(app);
      const body = holdBody(s, { channel: "phone", contact: uniquePhone() });
      const r = await postHold(app, s.slug, body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect("devCode" in r.body.data).toBe(false);
      expect("devCode" in (await postHold(app, s.slug, body)).body.data).toBe(false);
      expect((await holdRow(app, r.body.data.holdId)).devCodeSealed).toBeNull();
      setClock(manualClock(Date.now() + 61_000)); // past the 60 s between sends
      const again = await resend(app, r.body.data.holdId);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect("devCode" in again.body.data).toBe(false);
      // No SMTP here: in production the email channel is refused, never answered with a code.
      const e = await postHold(app, s.slug, holdBody(s));
      expect(errorOf(e)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
      expect(JSON.stringify(e.body)).not.toContain("devCode");
    });
    (process.env as Record<string, string | undefined>).NODE_ENV = savedNodeEnv;
    reloadEnv();
  });

  it("NODE_ENV=production with APP_ENV=preproduction is pre-production: devCode for the channel without a provider only", async () => {
    const savedNodeEnv = process.env.NODE_ENV;
    await withEnv({ APP_ENV: "preproduction", NODE_ENV: "production" }, async () => {
      (process.env as Record<string, string | undefined>).NODE_ENV = savedNodeEnv;
      const s = await bookableStudio(app);
      // Email has no provider here: the code is in the answer (and in GET of the hold), the hold books.
      const e = await postHold(app, s.slug, holdBody(s));
      expect(e.status, JSON.stringify(e.body)).toBe(201);
      expect(e.body.data.devCode).toMatch(/^\d{6}$/);
      expect((await app.get(`/v1/public/holds/${e.body.data.holdId}`)).body.data.devCode).toBe(e.body.data.devCode);
      expect((await verify(app, e.body.data.holdId, e.body.data.devCode)).status).toBe(200);
      // Phone has one (Twilio): sent, never shown.
      const phone = uniquePhone();
      const p = await postHold(app, s.slug, holdBody(s, { channel: "phone", contact: phone, startTime: "14:00" }));
      expect(p.status, JSON.stringify(p.body)).toBe(201);
      expect("devCode" in p.body.data).toBe(false);
      expect(sms.messages.filter((m) => m.to === phone)).toHaveLength(1);
    });
    (process.env as Record<string, string | undefined>).NODE_ENV = savedNodeEnv;
    reloadEnv();
  });

  it("GET of a hold never shows a devCode in production, even one a pre-production process sealed", async () => {
    const s = await bookableStudio(app);
    let holdId = "";
    await withEnv({ APP_ENV: "preproduction" }, async () => {
      const e = await postHold(app, s.slug, holdBody(s, { startTime: "16:00" }));
      expect(e.body.data.devCode).toMatch(/^\d{6}$/);
      holdId = e.body.data.holdId;
    });
    expect((await holdRow(app, holdId)).devCodeSealed).not.toBeNull();
    const read = await app.get(`/v1/public/holds/${holdId}`);
    expect(read.status).toBe(200);
    expect("devCode" in read.body.data).toBe(false);
  });

  it("email without SMTP configured → 500 INTERNAL_ERROR, and no hold is created", async () => {
    const s = await bookableStudio(app);
    const body = holdBody(s);
    const r = await postHold(app, s.slug, body);
    expect(errorOf(r)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
    expect(r.body.error.message).toBe("Could not send the code by email");
    expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(0);
  });

  it("phone without an SMS provider → 503 SMS_UNAVAILABLE, and no hold is created", async () => {
    const s = await bookableStudio(app);
    // Production needs some delivery to start: email stays configured (never reached here).
    await withEnv(
      { TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined, SMTP_URL: "smtp://127.0.0.1:9" },
      async () => {
        const r = await postHold(app, s.slug, holdBody(s, { channel: "phone", contact: uniquePhone() }));
        expect(errorOf(r)).toEqual({ status: 503, code: "SMS_UNAVAILABLE", envelope: true });
      },
    );
    expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(0);
  });

  it("SMS provider failing → 503 SMS_UNAVAILABLE and the slot is free at once", async () => {
    const s = await bookableStudio(app);
    const date = localDate(2);
    const before = await freeSpans(app, s, date);
    sms.setDown(true);
    let holdId: string;
    try {
      const body = holdBody(s, { date, channel: "phone", contact: uniquePhone() });
      expect(errorOf(await postHold(app, s.slug, body))).toEqual({ status: 503, code: "SMS_UNAVAILABLE", envelope: true });
      holdId = (await app.db.hold.findFirstOrThrow({ where: { studioId: s.studioId } })).id;
    } finally {
      sms.setDown(false);
    }
    expect((await holdRow(app, holdId)).status).toBe("expired");
    expect(await claimOf(app, holdId)).toBeNull();
    expect(await freeSpans(app, s, date)).toEqual(before);
  });
});
