// Payment choices that always leave a way to book (docs/payments-connect.md, Payment modes a guest can
// confirm; docs/studio-settings.md, Payment settings that cannot be kept; Studio phone), over HTTP against
// the build, with Stripe, SMTP and SMS as local fakes. For each configuration nobody could ever pay for —
// card with a 0 % deposit, card before Stripe is connected, a card deposit under Stripe's minimum — the
// settings and the sign-up refuse to write it; forced into the database as legacy data, a guest still
// books with a mode the studio offers (hold → verify → confirm 201), or the hold is refused with
// 409 ROOM_NOT_BOOKABLE before anything is written or sent. No confirm answers 500.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, uniqueIp, type ApiReply } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, holdViaApi, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { staffLogin } from "../helpers/staff";
import { wizardAnswers } from "../helpers/signup";
import { reloadEnv } from "../../lib/infra/env";
import { signInCookie } from "../../scripts/bench/sign-in";

let t: BookingTestEnv;
const ORIGIN = "https://book.example"; // startBookingApp's PUBLIC_BASE_URL: the platform's own origin
// Rooms of the demo file: 0 Sala A (card + on_site, 30 %, 18.00 EUR/h, 60–240 min), 1 Estudi B (card only, 50 %, 120 min at least).
const SALA_A = 0;
const ESTUDI_B = 1;

beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(() => t?.close());

const expectError = (r: ApiReply, status: number, code: string) =>
  expect(errorOf(r), JSON.stringify(r.body)).toEqual({ status, code, envelope: true });
const confirm = (holdId: string, paymentMode: string) => t.app.post(`/v1/public/holds/${holdId}/confirm`, { paymentMode });
const roomOf = async (s: TestStudio, i: number) =>
  (await t.app.get(`/v1/public/sites/${s.slug}`)).body.data.rooms.find((r: { id: string }) => r.id === s.roomIds[i]);

/** A studio whose room `i` is changed in the database behind the settings' back: data written before these rules. */
async function legacyStudio(i: number, set: { depositPercent?: number; hourlyCents?: number }): Promise<TestStudio> {
  const s = await createStudio(t.app.db);
  await t.app.db.room.update({ where: { id: s.roomIds[i] }, data: set });
  return s;
}

/** With STRIPE_CONNECT=1 and no connected account, the studio cannot take card deposits ("Stripe not connected"). */
async function withoutConnect<T>(fn: () => Promise<T>): Promise<T> {
  process.env.STRIPE_CONNECT = "1";
  reloadEnv();
  try {
    return await fn();
  } finally {
    delete process.env.STRIPE_CONNECT;
    reloadEnv();
  }
}

/** The hold as the guest's client reads it again (its `paymentModes`). */
const holdModes = async (holdId: string) => (await t.app.get(`/v1/public/holds/${holdId}`)).body.data.paymentModes;

/** A guest books room `i` with `on_site` after `card` was refused with `status` `code`. */
async function bookOnSiteAfterCardRefused(s: TestStudio, i: number, status: number, code: string) {
  const h = await holdViaApi(t, s, { roomIndex: i });
  expect(await holdModes(h.holdId)).toEqual(["on_site"]);
  const intents = t.stripe.intents.size;
  expectError(await confirm(h.holdId, "card"), status, code);
  expect(t.stripe.intents.size).toBe(intents);
  const ok = await confirm(h.holdId, "on_site");
  expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  expect(ok.body.data.booking).toMatchObject({ status: "confirmed", paymentMode: "on_site", depositCents: 0 });
}

/** Room `i` is not bookable: availability and create hold answer 409 ROOM_NOT_BOOKABLE, and nothing is held or sent. */
async function expectNotBookable(s: TestStudio, i: number) {
  const room = await roomOf(s, i);
  expect(room.bookable).toBe(false);
  expectError(await t.app.get(`/v1/public/sites/${s.slug}/rooms/${s.roomIds[i]}/availability`), 409, "ROOM_NOT_BOOKABLE");
  const contact = `+3465${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const r = await t.app.post(`/v1/public/sites/${s.slug}/holds`, {
    roomId: s.roomIds[i],
    date: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10),
    startTime: "10:00",
    durationMinutes: s.file.rooms[i].minMinutes,
    guestName: "Grace Hopper",
    channel: "phone",
    contact,
    locale: "en",
    idempotencyKey: randomUUID(),
  });
  expectError(r, 409, "ROOM_NOT_BOOKABLE");
  expect(await t.app.db.hold.count({ where: { roomId: s.roomIds[i] } })).toBe(0);
  expect(await t.app.db.message.count({ where: { recipient: contact } })).toBe(0);
  expect(t.sms.messages.filter((m) => m.to === contact)).toEqual([]);
}

describe("card with a 0 % deposit", () => {
  it("legacy: card is left out of the room's modes; a guest confirms on_site (card 400 PAYMENT_MODE_DENIED, never Stripe)", async () => {
    const s = await legacyStudio(SALA_A, { depositPercent: 0 });
    expect(await roomOf(s, SALA_A)).toMatchObject({ paymentModes: ["on_site"], bookable: true });
    await bookOnSiteAfterCardRefused(s, SALA_A, 400, "PAYMENT_MODE_DENIED");
  });

  it("legacy, card only: the room is not bookable; 409 ROOM_NOT_BOOKABLE before any hold or code", async () => {
    const s = await legacyStudio(ESTUDI_B, { depositPercent: 0 });
    expect((await roomOf(s, ESTUDI_B)).paymentModes).toEqual([]);
    await expectNotBookable(s, ESTUDI_B);
  });
});

describe("card before Stripe is connected (STRIPE_CONNECT=1, no account)", () => {
  it("card + on_site: card stays listed with cardPayments false; the hold offers on_site; card 409 PAYMENTS_UNAVAILABLE, on_site 201", async () => {
    const s = await createStudio(t.app.db);
    await withoutConnect(async () => {
      const site = (await t.app.get(`/v1/public/sites/${s.slug}`)).body.data;
      expect(site.cardPayments).toBe(false);
      expect(await roomOf(s, SALA_A)).toMatchObject({ paymentModes: ["card", "on_site"], bookable: true });
      await bookOnSiteAfterCardRefused(s, SALA_A, 409, "PAYMENTS_UNAVAILABLE");
    });
  });

  it("card only: the room is not bookable; 409 ROOM_NOT_BOOKABLE before any hold or code", async () => {
    const s = await createStudio(t.app.db);
    await withoutConnect(async () => {
      expect((await roomOf(s, ESTUDI_B)).paymentModes).toEqual(["card"]);
      await expectNotBookable(s, ESTUDI_B);
    });
  });
});

describe("a card deposit under Stripe's minimum charge", () => {
  it("legacy 30 % of 1.00 EUR an hour (0.30 EUR): card left out; card 400 PAYMENT_MODE_DENIED (a 500 before), on_site 201", async () => {
    const s = await legacyStudio(SALA_A, { hourlyCents: 100 });
    expect(await roomOf(s, SALA_A)).toMatchObject({ paymentModes: ["on_site"], bookable: true });
    await bookOnSiteAfterCardRefused(s, SALA_A, 400, "PAYMENT_MODE_DENIED");
  });

  it("a hold whose own deposit is under the minimum (the price rose since): card 400 PAYMENT_MODE_DENIED, Stripe never asked", async () => {
    // Imported at 1.00 EUR an hour (the studio file import takes it as it is), held at that price.
    const s = await createStudio(t.app.db, (f) => {
      f.rooms[SALA_A].hourlyCents = 100;
    });
    const h = await createHold(t.app.db, s, { startsAt: hoursAhead(72), roomIndex: SALA_A, minutes: 60 });
    expect(h.depositCents).toBe(30);
    await t.app.db.room.update({ where: { id: s.roomIds[SALA_A] }, data: { hourlyCents: 1800 } });
    const requests = t.stripe.requests.length;
    const r = await confirm(h.holdId, "card");
    expectError(r, 400, "PAYMENT_MODE_DENIED");
    expect(r.body.error.message).toMatch(/under the card minimum of 0\.50 EUR/);
    expect(t.stripe.requests.length).toBe(requests);
    expect((await confirm(h.holdId, "on_site")).status).toBe(201);
  });

  it("legacy, card only under the minimum: 409 ROOM_NOT_BOOKABLE before any hold or code", async () => {
    // 50 % of 0.40 EUR an hour for 2 hours: a 0.40 EUR deposit.
    const s = await legacyStudio(ESTUDI_B, { hourlyCents: 40 });
    await expectNotBookable(s, ESTUDI_B);
  });
});

describe("the settings refuse what could never be kept (VALIDATION_ERROR naming the field)", () => {
  let s: TestStudio;
  let cookie: string;
  beforeAll(async () => {
    s = await createStudio(t.app.db);
    cookie = (await staffLogin(t.app.db, { studioId: s.studioId, role: "owner" })).cookie;
  });
  const call = async (method: string, path: string, json: unknown) => {
    const res = await t.app.fetch(`/v1/studio/settings${path}`, { method, headers: { cookie, origin: ORIGIN }, json });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null } as ApiReply;
  };
  const room = (i: number, json: unknown) => call("PATCH", `/rooms/${s.roomIds[i]}`, json);
  const refused = async (r: Promise<ApiReply>, message: RegExp) => {
    const reply = await r;
    expectError(reply, 400, "VALIDATION_ERROR");
    expect(reply.body.error.message).toMatch(message);
  };

  it("card with a 0 % deposit, a deposit under the card minimum, the longest booking under the shortest", async () => {
    await refused(
      room(SALA_A, { paymentModes: ["card", "on_site"], depositPercent: 0 }),
      /^rooms\.0\.depositPercent: must be above 0 while card/,
    );
    await refused(
      room(SALA_A, { hourlyCents: 100 }),
      /^rooms\.0\.depositPercent: must give the shortest booking a card deposit of at least 0\.50 EUR \(it is 0\.30 EUR\)/,
    );
    await refused(room(SALA_A, { minMinutes: 240, maxMinutes: 120 }), /^rooms\.0\.maxMinutes: /);
    const read = await call("GET", "", undefined);
    const { id: _id, ...template } = read.body.data.rooms[SALA_A];
    await refused(call("POST", "/rooms", { ...template, name: "Sala Nova", depositPercent: 0 }), /^rooms\.3\.depositPercent: /);
    // Nothing was written; on_site alone with no deposit, or card with enough of one, saves.
    expect(read.body.data.rooms[SALA_A]).toMatchObject({ depositPercent: 30, hourlyCents: 1800, minMinutes: 60 });
    expect((await room(SALA_A, { paymentModes: ["on_site"], depositPercent: 0 })).status).toBe(200);
    expect((await room(SALA_A, { paymentModes: ["card", "on_site"], depositPercent: 5, hourlyCents: 1000 })).status).toBe(200);
  });

  it("card alone before Stripe is connected; card beside on_site is kept (guests pay at the studio meanwhile)", async () => {
    await withoutConnect(async () => {
      await refused(room(SALA_A, { paymentModes: ["card"] }), /^rooms\.0\.paymentModes: card alone needs card payments/);
      expect((await room(SALA_A, { paymentModes: ["on_site", "card"] })).status).toBe(200);
    });
    // Where the platform's own Stripe account takes deposits (STRIPE_CONNECT=0), card alone is fine.
    expect((await room(SALA_A, { paymentModes: ["card"] })).status).toBe(200);
  });

  it("the studio's phone: 'abc' and '12' refused, a national number stored in E.164 and published so", async () => {
    await refused(call("PATCH", "/studio", { phone: "abc" }), /^studio\.phone: must be a phone number/);
    await refused(call("PATCH", "/studio", { phone: "12" }), /^studio\.phone: must be a phone number/);
    const saved = await call("PATCH", "/studio", { phone: "931 23 45 67" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings.studio.phone).toBe("+34931234567");
    expect((await t.app.db.studio.findUniqueOrThrow({ where: { id: s.studioId } })).phone).toBe("+34931234567");
    expect((await t.app.get(`/v1/public/sites/${s.slug}`)).body.data.studio.phone).toBe("+34931234567");
    expect((await call("PATCH", "/studio", { phone: "" })).body.data.settings.studio.phone).toBeNull();
  });
});

describe("the sign-up refuses them too (POST /v1/signup/studio, fields by the request's names)", () => {
  /** A signed-in person without a studio, as the sign-up link leaves them. */
  async function person(): Promise<string> {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const r = await t.app.post("/v1/signup", { email, locale: "en" }, { ip: uniqueIp() });
    expect(r.status).toBe(202);
    return signInCookie(t.app.db, email);
  }
  const base = wizardAnswers("x", ["es", "en"]);
  const signUp = async (cookie: string, over: { studio?: object; room?: object }) => {
    const slug = `pm-${randomUUID().slice(0, 8)}`;
    const body = { ...base, studio: { ...base.studio, slug, ...over.studio }, room: { ...base.room, ...over.room } };
    const res = await t.app.fetch("/v1/signup/studio", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "x-test-host": new URL(ORIGIN).host },
      json: body,
    });
    return { reply: { status: res.status, headers: res.headers, body: await res.json() } as ApiReply, slug };
  };
  const refused = async (cookie: string, over: { studio?: object; room?: object }, message: RegExp) => {
    const { reply } = await signUp(cookie, over);
    expectError(reply, 400, "VALIDATION_ERROR");
    expect(reply.body.error.message).toMatch(message);
  };

  it("card with 0 %, under the minimum, card alone before Stripe, min > max, a bad phone; then card + on_site with a national phone", async () => {
    const cookie = await person();
    await refused(cookie, { room: { paymentModes: ["card", "on_site"], depositPercent: 0 } }, /^room\.depositPercent: must be above 0/);
    await refused(
      cookie,
      { room: { paymentModes: ["card"], depositPercent: 30, hourlyCents: 100 } },
      /^room\.depositPercent: must give the shortest booking/,
    );
    await refused(cookie, { room: { minMinutes: 240, maxMinutes: 120 } }, /^room\.maxMinutes: /);
    await refused(cookie, { studio: { phone: "abc" } }, /^studio\.phone: must be a phone number/);
    await withoutConnect(async () => {
      await refused(
        cookie,
        { room: { paymentModes: ["card"], depositPercent: 30 } },
        /^room\.paymentModes: card alone needs card payments/,
      );
      const { reply, slug } = await signUp(cookie, {
        studio: { phone: "931 23 45 67", country: "ES" },
        room: { paymentModes: ["card", "on_site"], depositPercent: 30 },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const made = await t.app.db.studio.findUniqueOrThrow({ where: { slug }, include: { rooms: true } });
      expect(made.phone).toBe("+34931234567");
      expect(made.rooms[0].paymentModes).toEqual(["card", "on_site"]);
    });
  });
});
