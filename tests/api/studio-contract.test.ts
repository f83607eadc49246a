// Every status the OpenAPI document promises for the studio API (lib/http/operations/studio/),
// shown over HTTP against the production build, so the contract replay (tests/contract/replay.test.ts)
// sees each one recorded: the successes (JSON, CSV, an empty 204), each endpoint's own refusals
// (docs/studio-actions.md, docs/dashboard.md, docs/studio-accounts.md), and the codes every studio
// endpoint shares: 429 on the rate-limited ones, 500 on a server fault, 503 while the database is
// unreachable. 401, the cross-origin 403 and another studio's ids are tests/api/studio-tenancy.test.ts's.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking, type TestBookingOpts } from "../helpers/dashboard";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { reloadEnv } from "../../lib/infra/env";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { STUDIO_DOC_ENDPOINTS } from "../../lib/http/openapi/studio-doc";
import { describeUniversalErrors } from "../helpers/universal-errors";
import { MOVE_NOTICE_WINDOW_MINUTES } from "../../lib/contract/limits";
import { createHold } from "../helpers/holds";
import { startTimes } from "../../lib/site/client/booking-math";

const ORIGIN = "http://studios.test";
const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

let app: TestApp;
let stripe: FakeStripe;
let studio: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({
    env: {
      ROOT_DOMAIN: "studios.test",
      PUBLIC_BASE_URL: ORIGIN,
      APP_ENV: "preproduction",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_test_studio_contract",
      STRIPE_API_URL: stripe.url,
    },
  });
  studio = await createStudio(app.db);
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
  for (const k of STRIPE_KEYS) delete process.env[k];
  reloadEnv();
});

type Call = { cookie?: string; body?: unknown; ip?: string };

/** A same-origin request of a signed-in member (the owner unless told), recorded by app.fetch. */
async function call(method: string, path: string, o: Call = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie: o.cookie ?? owner.cookie };
  if (method !== "GET") headers.origin = ORIGIN;
  const res = await app.fetch(path, { method, headers, ip: o.ip, ...(o.body !== undefined ? { json: o.body } : {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* CSV, or the empty 204 */
  }
  return { status: res.status, headers: res.headers, body };
}
const get = (path: string, o?: Call) => call("GET", `/v1${path}`, o);
const post = (path: string, body?: unknown, o?: Call) => call("POST", `/v1${path}`, { ...o, body });
const del = (path: string, o?: Call) => call("DELETE", `/v1${path}`, o);

const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });

/** Run fn with the Stripe keys removed (card payments not configured), restored after. */
async function withoutStripe<T>(fn: () => Promise<T>): Promise<T> {
  const saved = STRIPE_KEYS.map((k) => [k, process.env[k]] as const);
  for (const k of STRIPE_KEYS) delete process.env[k];
  reloadEnv();
  try {
    return await fn();
  } finally {
    for (const [k, v] of saved) process.env[k] = v;
    reloadEnv();
  }
}

/** A card booking whose deposit was paid at the Stripe fake (a succeeded PaymentIntent). */
async function depositPaid(at: string) {
  const b = await addBooking(app.db, studio, { at, paymentMode: "card", paymentStatus: "deposit_paid" });
  const id = `pi_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  stripe.intents.set(id, {
    id,
    object: "payment_intent",
    amount: b.depositCents,
    amount_received: b.depositCents,
    currency: b.currency.toLowerCase(),
    status: "succeeded",
    client_secret: `${id}_secret_x`,
    description: null,
    metadata: { bookingId: b.id },
    cancellation_reason: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    automatic_payment_methods: null,
    latest_charge: `ch_${id.slice(3)}`,
    application_fee_amount: null,
    account: null,
  });
  return app.db.booking.update({ where: { id: b.id }, data: { paymentIntentId: id } });
}

describe("reads", () => {
  it("GET /studio/me and /studio/staff: 200", async () => {
    const me = await get("/studio/me", { cookie: staff.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(staff.actor);
    const list = await get("/studio/staff");
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { memberId: string }) => m.memberId)).toEqual(expect.arrayContaining([owner.memberId, staff.memberId]));
  });

  it("GET /studio/calendar: 200; a day count other than 1 or 7 is 400", async () => {
    const b = await addBooking(app.db, studio, { at: "2031-03-04T11:00" });
    const r = await get("/studio/calendar?from=2031-03-03&days=7");
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((i: { id: string }) => i.id)).toContain(b.id);
    expectError(await get("/studio/calendar?from=2031-03-03&days=3"), 400, "VALIDATION_ERROR");
  });

  it("GET /studio/bookings: 200; a cursor that is not one is 400", async () => {
    const r = await get("/studio/bookings?tab=upcoming&limit=1");
    expect(r.status).toBe(200);
    expect(r.body.data.items).toHaveLength(1);
    expectError(await get("/studio/bookings?cursor=nonsense"), 400, "VALIDATION_ERROR");
  });

  it("GET /studio/bookings?paymentStatus: what is still owed, or one status; an unknown one is 400", async () => {
    const owed = await addBooking(app.db, studio, { at: "2031-03-04T09:00", guestName: "Owing Óscar" });
    const paid = await addBooking(app.db, studio, { at: "2031-03-04T13:00", guestName: "Paid Paula", paymentStatus: "paid" });
    const day = "from=2031-03-04&to=2031-03-04";
    const ids = (r: ApiReply) => (r.body as { data: { items: { id: string }[] } }).data.items.map((b) => b.id);
    const r = await get(`/studio/bookings?tab=upcoming&${day}&paymentStatus=owed`);
    expect(r.status).toBe(200);
    expect(ids(r)).toContain(owed.id);
    expect(ids(r)).not.toContain(paid.id);
    expect(ids(await get(`/studio/bookings?tab=upcoming&${day}&paymentStatus=paid&q=PAULA`))).toEqual([paid.id]);
    // Case and accents do not matter: "oscar" finds "Óscar".
    expect(ids(await get(`/studio/bookings?tab=upcoming&${day}&q=oscar`))).toEqual([owed.id]);
    expect(ids(await get(`/studio/bookings?tab=upcoming&${day}&q=oscar&paymentStatus=paid`))).toEqual([]);
    expectError(await get("/studio/bookings?paymentStatus=later"), 400, "VALIDATION_ERROR");
  });

  it("GET /studio/bookings?tab=owed: every booking that owes money, past or to come, oldest first, with the total of every page by currency", async () => {
    // A studio of its own, so the total is exactly these bookings'; amounts set by hand.
    const own = await createStudio(app.db);
    const member = await staffLogin(app.db, { studioId: own.studioId, role: "staff" });
    const add = async (at: string, data: Record<string, unknown>, o: Omit<TestBookingOpts, "at"> = {}) => {
      const b = await addBooking(app.db, own, { at, ...o });
      return app.db.booking.update({ where: { id: b.id }, data });
    };
    // Ended a year ago, never paid: 50.00 owed.
    const old = await add("2025-03-04T10:00", { priceCents: 5000 }, { status: "completed" });
    // A card deposit of 24.00 taken on 80.00: 56.00 owed.
    const deposit = await add("2031-05-02T10:00", { priceCents: 8000, depositCents: 2400 }, { paymentMode: "card" });
    // 20.00 of 60.00 paid at the desk: 40.00 owed.
    const part = await add("2031-05-01T10:00", { priceCents: 6000, paidAtStudioCents: 2000 });
    // Another currency: its own line of the total.
    const pounds = await add("2031-05-03T10:00", { priceCents: 2500, currency: "GBP" });
    // Owing nothing: paid, cancelled, and a deposit whose rest was paid at the desk.
    await add("2031-05-04T10:00", { priceCents: 4000 }, { paymentStatus: "paid" });
    await add("2031-05-05T10:00", { priceCents: 4000 }, { status: "cancelled" });
    await add("2031-05-06T10:00", { priceCents: 3000, depositCents: 900, paidAtStudioCents: 2100 }, { paymentMode: "card" });

    const r = await get("/studio/bookings?tab=owed&limit=2", { cookie: member.cookie });
    expect(r.status).toBe(200);
    const first = r.body.data as { items: { id: string; owedCents: number }[]; nextCursor: string; owedTotal: unknown };
    expect(first.items.map((b) => [b.id, b.owedCents])).toEqual([
      [old.id, 5000],
      [part.id, 4000],
    ]);
    // The total is every page's, not this page's.
    const total = [
      { currency: "EUR", bookings: 3, owedCents: 14600 },
      { currency: "GBP", bookings: 1, owedCents: 2500 },
    ];
    expect(first.owedTotal).toEqual(total);
    const next = await get(`/studio/bookings?tab=owed&limit=2&cursor=${first.nextCursor}`, { cookie: member.cookie });
    expect(next.body.data.items.map((b: { id: string; owedCents: number }) => [b.id, b.owedCents])).toEqual([
      [deposit.id, 5600],
      [pounds.id, 2500],
    ]);
    expect(next.body.data).toMatchObject({ nextCursor: null, owedTotal: total });
    // Filtered, the total follows the filter; a list that is not about debts has none.
    const may = await get("/studio/bookings?tab=owed&from=2031-05-02&to=2031-05-02", { cookie: member.cookie });
    expect(may.body.data.owedTotal).toEqual([{ currency: "EUR", bookings: 1, owedCents: 5600 }]);
    expect((await get("/studio/bookings?tab=upcoming", { cookie: member.cookie })).body.data.owedTotal).toBeNull();
    expect((await get("/studio/bookings?tab=owed&q=nobody", { cookie: member.cookie })).body.data).toMatchObject({
      items: [],
      owedTotal: [],
    });
    expectError(await get("/studio/bookings?tab=owing", { cookie: member.cookie }), 400, "VALIDATION_ERROR");
  });

  it("GET /studio/bookings/{bookingId}/move-times: the booking's own time free for itself; 400, 404, 404 SITE_NOT_LIVE, 409 ROOM_NOT_BOOKABLE", async () => {
    // A studio of its own (its site and rooms are changed below), a real booking 11:00–13:00 with its slot claim.
    const own = await createStudio(app.db);
    const member = await staffLogin(app.db, { studioId: own.studioId, role: "staff" });
    const zone = own.file.studio.timezone;
    const starts = (a: { days: { free: { start: string; end: string }[] }[]; stepMinutes: number }) =>
      startTimes(a.days[0]?.free ?? [], { minMinutes: 120, maxMinutes: 120, stepMinutes: a.stepMinutes });
    const publicDay = async (date: string) =>
      (await get(`/public/sites/${own.slug}/rooms/${own.roomIds[0]}/availability?from=${date}&to=${date}`)).body.data;
    let made: { id: string; date: string } | null = null;
    for (let d = 10; d < 24 && !made; d++) {
      const date = DateTime.now().setZone(zone).plus({ days: d }).toISODate()!;
      if (!starts(await publicDay(date)).includes("11:00") || !starts(await publicDay(date)).includes("12:00")) continue;
      const h = await createHold(app.db, own, {
        startsAt: DateTime.fromISO(`${date}T11:00`, { zone }).toJSDate(),
        minutes: 120,
        status: "verified",
      });
      const r = await post(`/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", email: `move-times-${date}@mail.example` });
      expect(r.status).toBe(201);
      made = { id: r.body.data.booking.id, date };
    }
    const b = made!;
    // The public availability shows the booking's time taken; the move form's shows it free for itself.
    expect(starts(await publicDay(b.date))).not.toContain("12:00");
    const path = `/studio/bookings/${b.id}/move-times`;
    const r = await get(`${path}?from=${b.date}&to=${b.date}`, { cookie: member.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ roomId: own.roomIds[0], window: { from: b.date, to: b.date } });
    expect(starts(r.body.data)).toEqual(expect.arrayContaining(["11:00", "12:00"]));
    // Another room of the studio: its own availability.
    expect((await get(`${path}?roomId=${own.roomIds[1]}&from=${b.date}`, { cookie: member.cookie })).body.data.roomId).toBe(own.roomIds[1]);

    expectError(await get(`${path}?from=2030-02-30`, { cookie: member.cookie }), 400, "VALIDATION_ERROR");
    expectError(await get(`${path}?roomId=nope`, { cookie: member.cookie }), 400, "VALIDATION_ERROR");
    // Another studio's booking, an unknown one, another studio's room.
    const elsewhere = await addBooking(app.db, studio, { at: "2031-03-06T11:00" });
    for (const q of [
      `/studio/bookings/${elsewhere.id}/move-times`,
      `/studio/bookings/${randomUUID()}/move-times`,
      `${path}?roomId=${studio.roomIds[0]}`,
    ])
      expectError(await get(q, { cookie: member.cookie }), 404, "RESOURCE_NOT_FOUND");
    // The room made inactive, then the site taken down: each read fresh once its change is announced.
    await app.db.room.update({ where: { id: own.roomIds[0] }, data: { active: false } });
    await expect
      .poll(async () => errorOf(await get(path, { cookie: member.cookie })), { timeout: 10_000 })
      .toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
    await app.db.siteConfig.update({ where: { studioId: own.studioId }, data: { status: "draft" } });
    await expect
      .poll(async () => errorOf(await get(path, { cookie: member.cookie })), { timeout: 10_000 })
      .toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });

  it("GET /studio/bookings/export.csv: 200 text/csv; an unknown tab is 400 in the envelope", async () => {
    const r = await get("/studio/bookings/export.csv?tab=upcoming");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    // A byte-order mark (text() drops it: read the bytes), then the member's (English) headers with English
    // separators (docs/dashboard.md, CSV export).
    expect(String(r.body)).toMatch(/^Reference,Date,/);
    const raw = await app.fetch("/v1/studio/bookings/export.csv?tab=upcoming", { method: "GET", headers: { cookie: owner.cookie } });
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expectError(await get("/studio/bookings/export.csv?tab=someday"), 400, "VALIDATION_ERROR");
    // In the page's language when asked: Spanish headers, ";" between fields.
    const es = await get("/studio/bookings/export.csv?tab=upcoming&lang=es");
    expect(String(es.body)).toMatch(/^Referencia;Fecha;/);
    expectError(await get("/studio/bookings/export.csv?lang=fr"), 400, "VALIDATION_ERROR");
  });

  it("GET /studio/bookings/{bookingId}: 200; an unknown id is 404", async () => {
    const b = await addBooking(app.db, studio, { at: "2031-03-05T11:00" });
    const r = await get(`/studio/bookings/${b.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, reference: b.reference });
    expectError(await get(`/studio/bookings/${randomUUID()}`), 404, "RESOURCE_NOT_FOUND");
  });

  it("GET /studio/connections: 200", async () => {
    const r = await get("/studio/connections", { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ bookingFeedUrl: null });
  });
});

describe("booking actions", () => {
  it("mark: 200 once the session started; 409 before; 400 for an unknown mark; 404 for an unknown booking", async () => {
    const past = await addBooking(app.db, studio, { at: "2025-06-03T11:00" });
    const r = await post(`/studio/bookings/${past.id}/mark`, { mark: "completed" }, { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: past.id, status: "completed" });
    const future = await addBooking(app.db, studio, { at: "2031-03-06T11:00" });
    expectError(await post(`/studio/bookings/${future.id}/mark`, { mark: "no_show" }), 409, "INVALID_STATE");
    expect((await app.db.booking.findUniqueOrThrow({ where: { id: future.id } })).status).toBe("confirmed");
    expectError(await post(`/studio/bookings/${past.id}/mark`, { mark: "vanished" }), 400, "VALIDATION_ERROR");
    expectError(await post(`/studio/bookings/${randomUUID()}/mark`, { mark: "completed" }), 404, "RESOURCE_NOT_FOUND");
  });

  it("mark-paid: 200; a cancelled booking is 409; an unknown one 404", async () => {
    const b = await addBooking(app.db, studio, { at: "2031-03-07T11:00" });
    const r = await post(`/studio/bookings/${b.id}/mark-paid`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, paymentStatus: "paid" });
    const cancelled = await addBooking(app.db, studio, { at: "2031-03-07T15:00", status: "cancelled" });
    expectError(await post(`/studio/bookings/${cancelled.id}/mark-paid`), 409, "INVALID_STATE");
    expect((await app.db.booking.findUniqueOrThrow({ where: { id: cancelled.id } })).paymentStatus).toBe("unpaid");
    expectError(await post(`/studio/bookings/${randomUUID()}/mark-paid`), 404, "RESOURCE_NOT_FOUND");
  });

  it("mark-paid/undo: 200 back to unpaid; again 409; an unknown booking 404", async () => {
    const b = await addBooking(app.db, studio, { at: "2031-03-07T18:00" });
    expectError(await post(`/studio/bookings/${b.id}/mark-paid/undo`), 409, "INVALID_STATE");
    expect((await post(`/studio/bookings/${b.id}/mark-paid`)).status).toBe(200);
    const r = await post(`/studio/bookings/${b.id}/mark-paid/undo`, undefined, { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, paymentStatus: "unpaid" });
    expectError(await post(`/studio/bookings/${b.id}/mark-paid/undo`), 409, "INVALID_STATE");
    expectError(await post(`/studio/bookings/${randomUUID()}/mark-paid/undo`), 404, "RESOURCE_NOT_FOUND");
  });

  it("cancel: 200; again 409; an empty reason 400; an unknown booking 404", async () => {
    const b = await addBooking(app.db, studio, { at: "2031-03-10T11:00" });
    expectError(await post(`/studio/bookings/${b.id}/cancel`, { reason: "   " }), 400, "VALIDATION_ERROR");
    const r = await post(`/studio/bookings/${b.id}/cancel`, { reason: "The room is flooded." }, { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, status: "cancelled", cancelledBy: "studio", cancelReason: "The room is flooded." });
    expectError(await post(`/studio/bookings/${b.id}/cancel`, { reason: "Again" }), 409, "INVALID_STATE");
    expectError(await post(`/studio/bookings/${randomUUID()}/cancel`, { reason: "Nobody" }), 404, "RESOURCE_NOT_FOUND");
  });

  it("cancel with refund while card payments are not configured: 409 PAYMENTS_UNAVAILABLE, the booking untouched", async () => {
    const b = await depositPaid("2031-03-11T11:00");
    const r = await withoutStripe(() => post(`/studio/bookings/${b.id}/cancel`, { reason: "Closed", refund: true }));
    expectError(r, 409, "PAYMENTS_UNAVAILABLE");
    expect((await app.db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("confirmed");
  });

  it("refunds: 200 at the Stripe fake; more than is left 409; no key 400; no Stripe 409; an unknown booking 404", async () => {
    const b = await depositPaid("2031-03-12T11:00");
    const key = `refund-${randomUUID()}`;
    const part = Math.floor(b.depositCents / 2);
    const r = await post(`/studio/bookings/${b.id}/refunds`, { amountCents: part, idempotencyKey: key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, refundedCents: part });
    expect(stripe.refunds.filter((x) => x.payment_intent === b.paymentIntentId).map((x) => x.amount)).toEqual([part]);
    expectError(
      await post(`/studio/bookings/${b.id}/refunds`, { amountCents: b.depositCents, idempotencyKey: `refund-${randomUUID()}` }),
      409,
      "INVALID_STATE",
    );
    expectError(await post(`/studio/bookings/${b.id}/refunds`, { amountCents: part }), 400, "VALIDATION_ERROR");
    const r2 = await withoutStripe(() => post(`/studio/bookings/${b.id}/refunds`, { idempotencyKey: `refund-${randomUUID()}` }));
    expectError(r2, 409, "PAYMENTS_UNAVAILABLE");
    expectError(
      await post(`/studio/bookings/${randomUUID()}/refunds`, { idempotencyKey: `refund-${randomUUID()}` }),
      404,
      "RESOURCE_NOT_FOUND",
    );
    expect(stripe.refunds.filter((x) => x.payment_intent === b.paymentIntentId)).toHaveLength(1);
  });
});

describe("phone bookings", () => {
  // Sala Gràcia's hours (the demo file): Tuesday 10:00–23:00, Saturday closed. A Tuesday some
  // weeks ahead (inside the staff horizon whenever the test runs) and the Saturday after it.
  const tuesday = DateTime.now().setZone("Europe/Madrid").plus({ weeks: 5 }).set({ weekday: 2 }).toISODate()!;
  const saturday = DateTime.fromISO(tuesday).plus({ days: 4 }).toISODate()!;
  const body = (o: Record<string, unknown> = {}) => ({
    roomId: studio.roomIds[0],
    date: tuesday,
    startTime: "18:00",
    minutes: 60,
    guestName: "Marta Puig",
    phone: "+34611222333",
    ...o,
  });

  it("201 confirmed; the same time again 409 SLOT_TAKEN", async () => {
    const r = await post("/studio/bookings", body(), { cookie: staff.cookie });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ status: "confirmed", paymentMode: "on_site", date: tuesday, startTime: "18:00" });
    expectError(await post("/studio/bookings", body({ guestName: "Second Guest" })), 409, "SLOT_TAKEN");
  });

  it("409 OUTSIDE_HOURS on a closed day, 409 OUTSIDE_BOOKING_WINDOW in the past, 400 without a contact, 404 for an unknown room", async () => {
    expectError(await post("/studio/bookings", body({ date: saturday })), 409, "OUTSIDE_HOURS");
    expectError(await post("/studio/bookings", body({ date: "2025-01-07" })), 409, "OUTSIDE_BOOKING_WINDOW");
    expectError(await post("/studio/bookings", body({ phone: undefined })), 400, "VALIDATION_ERROR");
    expectError(await post("/studio/bookings", body({ roomId: randomUUID() })), 404, "RESOURCE_NOT_FOUND");
  });

  it("409 ROOM_NOT_BOOKABLE on a room no longer in use", async () => {
    const other = await createStudio(app.db);
    const o = await staffLogin(app.db, { studioId: other.studioId, role: "staff" });
    await app.db.room.update({ where: { id: other.roomIds[2] }, data: { active: false } });
    expectError(await post("/studio/bookings", body({ roomId: other.roomIds[2] }), { cookie: o.cookie }), 409, "ROOM_NOT_BOOKABLE");
    expect(await app.db.booking.count({ where: { studioId: other.studioId } })).toBe(0);
  });
});

describe("moving a booking", () => {
  // Demo hours: Tuesday 10:00–23:00, Saturday closed. A Tuesday inside the staff horizon, away from the phone bookings'.
  const tuesday = DateTime.now().setZone("Europe/Madrid").plus({ weeks: 7 }).set({ weekday: 2 }).toISODate()!;
  const saturday = DateTime.fromISO(tuesday).plus({ days: 4 }).toISODate()!;

  it("200 with where it was; 400 off the grid; 404 unknown; 409 closed, past, taken, cancelled", async () => {
    const b = await addBooking(app.db, studio, { at: `${tuesday}T11:00` });
    const r = await post(`/studio/bookings/${b.id}/move`, { date: tuesday, startTime: "14:00" }, { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, date: tuesday, startTime: "14:00", previous: { startTime: "11:00" } });
    expectError(await post(`/studio/bookings/${b.id}/move`, { date: tuesday, startTime: "14:10" }), 400, "VALIDATION_ERROR");
    expectError(await post(`/studio/bookings/${b.id}/move`, { date: "15/01/2030", startTime: "14:00" }), 400, "VALIDATION_ERROR");
    expectError(await post(`/studio/bookings/${randomUUID()}/move`, { date: tuesday, startTime: "14:00" }), 404, "RESOURCE_NOT_FOUND");
    expectError(await post(`/studio/bookings/${b.id}/move`, { date: saturday, startTime: "14:00" }), 409, "OUTSIDE_HOURS");
    expectError(await post(`/studio/bookings/${b.id}/move`, { date: "2025-01-07", startTime: "14:00" }), 409, "OUTSIDE_BOOKING_WINDOW");
    const phone = await post("/studio/bookings", {
      roomId: studio.roomIds[0],
      date: tuesday,
      startTime: "20:00",
      minutes: 60,
      guestName: "In The Way",
      phone: "+34611222333",
    });
    expect(phone.status).toBe(201);
    expectError(await post(`/studio/bookings/${b.id}/move`, { date: tuesday, startTime: "19:30" }), 409, "SLOT_TAKEN");
    const cancelled = await addBooking(app.db, studio, { at: `${tuesday}T16:00`, status: "cancelled" });
    expectError(await post(`/studio/bookings/${cancelled.id}/move`, { date: tuesday, startTime: "17:00" }), 409, "INVALID_STATE");
    expect((await app.db.booking.findUniqueOrThrow({ where: { id: b.id } })).startTime).toBe("14:00");
  });

  it("notifyGuest: false queues no message for the guest; two moves in a row queue one, due minutes later (docs/studio-actions.md, Moving a booking)", async () => {
    const moved = (id: string) => app.db.message.findMany({ where: { bookingId: id, kind: "booking_moved" } });
    const quiet = await addBooking(app.db, studio, { at: `${tuesday}T10:00` });
    const r = await post(
      `/studio/bookings/${quiet.id}/move`,
      { date: tuesday, startTime: "10:30", notifyGuest: false },
      { cookie: staff.cookie },
    );
    expect(r.status).toBe(200);
    expect(await moved(quiet.id)).toEqual([]);
    expectError(
      await post(`/studio/bookings/${quiet.id}/move`, { date: tuesday, startTime: "10:00", notifyGuest: "no" }),
      400,
      "VALIDATION_ERROR",
    );

    const told = await addBooking(app.db, studio, { at: `${tuesday}T16:00` });
    const before = Date.now();
    for (const startTime of ["16:30", "17:00"])
      expect((await post(`/studio/bookings/${told.id}/move`, { date: tuesday, startTime }, { cookie: staff.cookie })).status).toBe(200);
    const notices = await moved(told.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ status: "queued", detail: expect.objectContaining({ startTime: "16:00", moves: 2 }) });
    expect(notices[0].sendAfter.getTime()).toBeGreaterThanOrEqual(before + MOVE_NOTICE_WINDOW_MINUTES * 60_000);
  });

  it("409 ROOM_NOT_BOOKABLE into a room no longer in use", async () => {
    const b = await addBooking(app.db, studio, { at: `${tuesday}T12:00`, roomIndex: 2 });
    await app.db.room.update({ where: { id: studio.roomIds[1] }, data: { active: false } });
    try {
      expectError(
        await post(`/studio/bookings/${b.id}/move`, { date: tuesday, startTime: "12:00", durationMinutes: 120, roomId: studio.roomIds[1] }),
        409,
        "ROOM_NOT_BOOKABLE",
      );
    } finally {
      await app.db.room.update({ where: { id: studio.roomIds[1] }, data: { active: true } });
    }
  });
});

describe("blocks", () => {
  const span = { startsAt: "2031-04-01T10:00:00+02:00", endsAt: "2031-04-01T12:00:00+02:00" };

  it("POST 201; overlapping it 409; ending before it starts 400; an unknown room 404; DELETE 200, then 404", async () => {
    const r = await post("/studio/blocks", { roomId: studio.roomIds[1], ...span, note: "Tuning" }, { cookie: staff.cookie });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ roomId: studio.roomIds[1], note: "Tuning", source: "manual" });
    expectError(await post("/studio/blocks", { roomId: studio.roomIds[1], ...span }), 409, "SLOT_TAKEN");
    expectError(
      await post("/studio/blocks", { roomId: studio.roomIds[1], startsAt: span.endsAt, endsAt: span.startsAt }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(await post("/studio/blocks", { roomId: randomUUID(), ...span }), 404, "RESOURCE_NOT_FOUND");
    const d = await del(`/studio/blocks/${r.body.data.id}`);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ id: r.body.data.id });
    expectError(await del(`/studio/blocks/${r.body.data.id}`), 404, "RESOURCE_NOT_FOUND");
  });

  it("DELETE of a block from the studio file: 409 INVALID_STATE, the block kept", async () => {
    const file = await app.db.calendarBlock.findFirstOrThrow({ where: { roomId: studio.roomIds[0], source: "file" } });
    expectError(await del(`/studio/blocks/${file.id}`), 409, "INVALID_STATE");
    expect(await app.db.calendarBlock.count({ where: { id: file.id } })).toBe(1);
  });
});

describe("connections", () => {
  it("rotate: 200 with the new URL (owner)", async () => {
    const r = await post("/studio/connections/booking-feed/rotate");
    expect(r.status).toBe(200);
    expect(r.body.data.bookingFeedUrl).toMatch(/^http:\/\/studios\.test\/v1\/feeds\/[0-9a-f]{64}\.ics$/);
  });

  it("sync now: 200 with the failed fetch in `error` (nothing listens there); an unknown feed 404", async () => {
    const feed = await app.db.calendarFeed.create({
      data: { studioId: studio.studioId, roomId: studio.roomIds[2], url: "http://127.0.0.1:9/closed.ics" },
    });
    const r = await post(`/studio/connections/calendar-feeds/${feed.id}/sync`, undefined, { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body.data.feed).toMatchObject({ id: feed.id });
    expect(r.body.data.error).toEqual(expect.any(String));
    expectError(await post(`/studio/connections/calendar-feeds/${randomUUID()}/sync`), 404, "RESOURCE_NOT_FOUND");
  });
});

describe("staff", () => {
  it("invite: 201; the same person again 409; a bad email 400", async () => {
    const email = `invited-${randomUUID().slice(0, 8)}@staff.test`;
    const r = await post("/studio/staff", { email, role: "staff" });
    expect(r.status).toBe(201);
    // No email delivery here: not sent, and in pre-production the sign-in link for the owner to pass on.
    expect(r.body.data).toMatchObject({ email, role: "staff", invitationSent: false });
    expect(r.body.data.devLink).toMatch(/^http:\/\/studios\.test\/api\/auth\/magic-link\/verify\?token=/);
    expectError(await post("/studio/staff", { email, role: "staff" }), 409, "INVALID_STATE");
    // With email delivery: sent, and no link in the answer.
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    reloadEnv();
    try {
      const sent = await post("/studio/staff", { email: `sent-${email}`, role: "staff" });
      expect(sent.status).toBe(201);
      expect(sent.body.data.invitationSent).toBe(true);
      expect(sent.body.data).not.toHaveProperty("devLink");
    } finally {
      delete process.env.SMTP_URL;
      reloadEnv();
    }
    expectError(await post("/studio/staff", { email: "not-an-email", role: "staff" }), 400, "VALIDATION_ERROR");
  });

  it("remove: 204 without a body; an unknown member 404; the last owner 409", async () => {
    const m = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
    const r = await del(`/studio/staff/${m.memberId}`);
    expect(r.status).toBe(204);
    expect(r.body).toBe("");
    expectError(await del(`/studio/staff/${m.memberId}`), 404, "RESOURCE_NOT_FOUND");
    const solo = await createStudio(app.db);
    const only = await staffLogin(app.db, { studioId: solo.studioId, role: "owner" });
    expectError(await del(`/studio/staff/${only.memberId}`, { cookie: only.cookie }), 409, "INVALID_STATE");
  });
});

// ---- The codes every studio endpoint shares --------------------------------------------------

const label = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;
/** A request of the owner to an endpoint, parameters filled with ids that exist nowhere. */
const anyCall = (e: Endpoint, ip?: string) =>
  call(e.method.toUpperCase(), `/v1${e.path.replace(/\{\w+\}/g, () => randomUUID())}`, {
    ip,
    body: e.body?.example,
  });

describeUniversalErrors(() => app, STUDIO_DOC_ENDPOINTS, anyCall);

it("the studio endpoints without a per-IP limit are exactly those documenting no 429", () => {
  const unlimited = STUDIO_DOC_ENDPOINTS.filter((e) => e.limit === "none").map(label);
  expect(unlimited.sort()).toEqual(["GET /studio/me", "GET /studio/staff"]);
});
