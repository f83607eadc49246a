// Promo codes over HTTP against the production build (docs/pricing.md, Promo codes): a hold with a
// valid code has the discounted price and deposit and its discount, the booking keeps it; a code
// that does not apply is 409 PROMO_CODE_INVALID in the envelope with {reason, code} and no hold; a
// code that ran out before the confirm is the same 409 and the hold, still verified, books at the
// full price; 20 wrong codes from one address: the 11th is 429 RATE_LIMIT_EXCEEDED, and then every
// code check from it, while requests without a code go through; the quote's verdict; a request
// without promoCode as before; the studio API's list, create and change.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, uniqueIp, type ApiReply, type TestApp } from "../helpers/app";
import type { TestStudio } from "../helpers/fixtures";
import { PLATFORM_ORIGIN, platformEnv, requestWithHost, staffLogin, type StaffLogin } from "../helpers/staff";
import { bookableStudio, holdBody, localDate, postHold, uniqueEmail, verify } from "./holds.helpers";

let app: TestApp;
let studio: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  app = await startTestApp({ env: platformEnv() });
  studio = await bookableStudio(app, (f) => {
    f.promoCodes = [
      { code: "TEN", kind: "percent", percentOff: 10 },
      { code: "ONE", kind: "fixed", amountCents: 500, maxUses: 1 },
    ];
  });
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
});
afterAll(() => app?.close());

const body = (over: Record<string, unknown>) => holdBody(studio, { channel: "email", contact: uniqueEmail(), ...over });
const quote = (q: string, ip?: string) =>
  app.get(`/v1/public/sites/${studio.slug}/rooms/${studio.roomIds[0]}/quote?date=${localDate(9)}&startTime=10:00${q}`, { ip });

async function verified(over: Record<string, unknown>): Promise<string> {
  const h = await postHold(app, studio.slug, body(over));
  expect(h.status, JSON.stringify(h.body)).toBe(201);
  expect((await verify(app, h.body.data.holdId, h.body.data.devCode)).status).toBe(200);
  return h.body.data.holdId;
}

const expectPromoInvalid = (r: ApiReply, details: { reason: string; code: string }) => {
  expect(errorOf(r)).toEqual({ status: 409, code: "PROMO_CODE_INVALID", envelope: true });
  expect(r.body.error).toEqual({ code: "PROMO_CODE_INVALID", message: expect.any(String), details });
};

describe("a hold with a promo code", () => {
  it("has the discounted price and deposit and its discount; the booking keeps them", async () => {
    // 60 minutes at 18 €/h: 1,800 cents; 10 % off: 1,620; the 30 % deposit of that: 486.
    const r = await postHold(app, studio.slug, body({ date: localDate(5), startTime: "10:00", promoCode: " ten " }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.price).toEqual({ priceCents: 1620, depositCents: 486, currency: "EUR", minutes: 60 });
    expect(r.body.data.discount).toEqual({ code: "TEN", discountCents: 180 });
    expect((await verify(app, r.body.data.holdId, r.body.data.devCode)).status).toBe(200);
    const confirmed = await app.post(`/v1/public/holds/${r.body.data.holdId}/confirm`, { paymentMode: "on_site" });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.booking).toMatchObject({ priceCents: 1620, discount: { code: "TEN", discountCents: 180 } });
  });

  it("a code that does not apply: 409 PROMO_CODE_INVALID in the envelope with its reason, in the hold's language, and no hold", async () => {
    const sent = body({ date: localDate(5), startTime: "12:00", promoCode: "nope", locale: "es" });
    const r = await postHold(app, studio.slug, sent);
    expectPromoInvalid(r, { reason: "unknown", code: "NOPE" });
    expect(r.body.error.message).toBe("Este código no existe. Revísalo o reserva sin él.");
    expect(await app.db.hold.count({ where: { idempotencyKey: sent.idempotencyKey as string } })).toBe(0);
    // Without the code the same request books at the full price.
    const again = await postHold(app, studio.slug, { ...sent, promoCode: undefined, idempotencyKey: randomUUID() });
    expect(again.status).toBe(201);
    expect(again.body.data.price.priceCents).toBe(1800);
  });

  it("a code used up before the confirm: 409 PROMO_CODE_INVALID (used_up); the hold, still verified, books at the full price", async () => {
    const first = await verified({ date: localDate(6), startTime: "10:00", promoCode: "ONE" });
    const second = await verified({ date: localDate(6), startTime: "12:00", promoCode: "ONE" });
    expect((await app.post(`/v1/public/holds/${first}/confirm`, { paymentMode: "on_site" })).status).toBe(201);
    const refused = await app.post(`/v1/public/holds/${second}/confirm`, { paymentMode: "on_site" });
    expectPromoInvalid(refused, { reason: "used_up", code: "ONE" });
    const hold = await app.get(`/v1/public/holds/${second}`);
    expect(hold.body.data).toMatchObject({ status: "verified", price: { priceCents: 1800, depositCents: 540 } });
    expect(hold.body.data).not.toHaveProperty("discount");
    const booked = await app.post(`/v1/public/holds/${second}/confirm`, { paymentMode: "on_site" });
    expect(booked.status).toBe(201);
    expect(booked.body.data.booking).toMatchObject({ priceCents: 1800, discount: null });
  });
});

describe("guessing codes", () => {
  it("20 wrong codes from one address: the 11th is 429 RATE_LIMIT_EXCEEDED, then every code check from it; without a code it books", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await postHold(app, studio.slug, body({ date: localDate(7), startTime: "10:00", promoCode: `GUESS${i}` }), { ip });
      statuses.push(r.status);
      if (i < 10) expectPromoInvalid(r, { reason: "unknown", code: `GUESS${i}` });
      else {
        expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    for (let i = 11; i < 20; i++) {
      const r = await quote(`&promoCode=GUESS${i}`, ip);
      expect(errorOf(r), `guess ${i + 1}`).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    // Past the limit a valid code is refused too, in the quote and the hold alike.
    expect(errorOf(await quote("&promoCode=TEN", ip))).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    const valid = await postHold(app, studio.slug, body({ date: localDate(7), startTime: "12:00", promoCode: "TEN" }), { ip });
    expect(errorOf(valid)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    // Requests without a code are not affected; another address is not either.
    expect((await quote("", ip)).status).toBe(200);
    expect((await postHold(app, studio.slug, body({ date: localDate(7), startTime: "14:00" }), { ip })).status).toBe(201);
    expect((await quote("&promoCode=TEN")).body.data.promo).toMatchObject({ ok: true });
  });

  it("valid codes do not count", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) expect((await quote("&promoCode=ten", ip)).body.data.promo.ok, `check ${i + 1}`).toBe(true);
  });
});

describe("the quote with a promo code", () => {
  it("answers the code's terms or why not (in `locale`), undiscounted durations; without a code, no promo", async () => {
    const plain = await quote("");
    expect(plain.status).toBe(200);
    expect(plain.body.data).not.toHaveProperty("promo");
    const ten = await quote("&promoCode=Ten");
    expect(ten.body.data.promo).toEqual({ code: "TEN", ok: true, kind: "percent", percentOff: 10, amountCents: null, minMinutes: null });
    expect(ten.body.data.durations).toEqual(plain.body.data.durations);
    const ca = await quote("&promoCode=x9&locale=ca");
    expect(ca.body.data.promo).toEqual({
      code: "X9",
      ok: false,
      reason: "unknown",
      message: "Aquest codi no existeix. Revisa'l o reserva sense ell.",
    });
    expect((await quote("&promoCode=x9")).body.data.promo.message).toBe("This code doesn't exist. Check it, or book without it.");
    expect(errorOf(await quote(`&promoCode=${"A".repeat(41)}`))).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
  });

  it("a hold without promoCode answers as before", async () => {
    const r = await postHold(app, studio.slug, body({ date: localDate(8), startTime: "09:00" }));
    expect(r.status).toBe(201);
    expect(r.body.data).not.toHaveProperty("discount");
    expect(r.body.data.price.priceCents).toBe(1800);
  });
});

describe("the studio's promo codes", () => {
  const call = (who: StaffLogin, method: string, path: string, json?: unknown) =>
    app
      .fetch(`/v1/studio/promo-codes${path}`, { method, headers: { cookie: who.cookie, origin: PLATFORM_ORIGIN }, json })
      .then(async (res) => ({ status: res.status, headers: res.headers, body: await res.json() }) as ApiReply);

  it("lists them with their uses; an owner adds one, changes and deactivates it; staff read only", async () => {
    const list = await call(staff, "GET", "");
    expect(list.status).toBe(200);
    expect(list.body.data.find((p: { code: string }) => p.code === "ONE")).toMatchObject({ code: "ONE", maxUses: 1, usesCount: 1 });

    const made = await call(owner, "POST", "", { code: "spring-5", kind: "fixed", amountCents: 500, roomIds: [studio.roomIds[0]] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ code: "SPRING-5", kind: "fixed", amountCents: 500, active: true, usesCount: 0 });
    // The owner's settings page lists it with its terms and the button that switches it off.
    const settings = await requestWithHost(app.url, new URL(PLATFORM_ORIGIN).host, "/studio/en/settings", { cookie: owner.cookie });
    expect(settings.body).toContain('data-testid="promo-codes"');
    expect(settings.body).toMatch(/SPRING-5<\/th><td>€5(\.00)?<\/td>/);
    expect(settings.body).toContain("Deactivate");
    const off = await call(owner, "PATCH", `/${made.body.data.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ code: "SPRING-5", active: false, amountCents: 500 });
    expect((await quote("&promoCode=spring-5")).body.data.promo).toMatchObject({ ok: false, reason: "inactive" });

    const invalid = await call(owner, "POST", "", { code: "X1", kind: "percent" });
    expect(errorOf(invalid)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(invalid.body.error.message).toMatch(/percentOff/);
    expect(errorOf(await call(owner, "PATCH", `/${made.body.data.id}`, { percentOff: 10 }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
      envelope: true,
    });
    expect(errorOf(await call(owner, "PATCH", `/${randomUUID()}`, { active: true }))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await call(staff, "POST", "", { code: "X2", kind: "percent", percentOff: 5 }))).toEqual({
      status: 403,
      code: "FORBIDDEN",
      envelope: true,
    });
  });
});
