// Payments at the studio (docs/payments.md, Payments at the studio) over HTTP against the production
// build: part payments by method move paymentStatus from unpaid to deposit_paid to paid, with what
// is paid and owed in the detail and the "still to collect" list; the same key never records twice;
// more than is owed is refused; a void and a refund in part are audited and the status follows;
// "mark paid" records the rest and its undo voids it; refusals in the envelope, by role.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { PLATFORM_ORIGIN, platformEnv, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";

const ORIGIN = PLATFORM_ORIGIN;
let t: BookingTestEnv;
let studio: TestStudio;
let other: TestStudio;
let staff: StaffLogin;
let owner: StaffLogin;

beforeAll(async () => {
  t = await startBookingApp(platformEnv(), { databaseUrl: inject("databaseUrl") });
  studio = await createStudio(t.app.db);
  other = await createStudio(t.app.db);
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
});
afterAll(async () => {
  await t?.close();
});

const zone = "Europe/Madrid";
const bookingAt = (days: number, o: { paymentMode?: "card"; status?: "cancelled"; of?: TestStudio } = {}) =>
  addBooking(t.app.db, o.of ?? studio, {
    at: `${DateTime.now().setZone(zone).plus({ days }).toISODate()}T10:00`,
    minutes: 120,
    channel: "email",
    contact: `guest-${randomUUID().slice(0, 8)}@mail.example`,
    paymentMode: o.paymentMode,
    status: o.status,
  });

async function post(id: string, path: string, json: unknown, who: StaffLogin = staff) {
  const res = await t.app.fetch(`/v1/studio/bookings/${id}/${path}`, {
    method: "POST",
    headers: { cookie: who.cookie, origin: ORIGIN },
    json,
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const pay = (id: string, amountCents: number, method = "cash", idempotencyKey = randomUUID(), who = staff) =>
  post(id, "payments", { amountCents, method, idempotencyKey, note: "At the desk" }, who);
const detail = async (id: string) =>
  (await (await t.app.fetch(`/v1/studio/bookings/${id}`, { headers: { cookie: staff.cookie } })).json()).data;
const actionsOf = async (id: string) =>
  (await t.app.db.studioAudit.findMany({ where: { bookingId: id }, orderBy: { seq: "asc" } })).map((a) => a.action);

describe("payments at the studio", () => {
  it("part payments by method: unpaid → deposit_paid → paid, what is paid and owed, the guest told once paid in full", async () => {
    const b = await bookingAt(3);
    const price = b.priceCents;
    const first = await pay(b.id, 2000, "cash");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ paymentStatus: "deposit_paid", paidAtStudioCents: 2000 });
    let d = await detail(b.id);
    expect(d).toMatchObject({ paidCents: 2000, owedCents: price - 2000 });
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ amountCents: 2000, method: "cash", note: "At the desk", voidedAt: null, refundedCents: 0 });

    // The "still to collect" list says what each booking owes, and the total.
    const list = await (
      await t.app.fetch(`/v1/studio/bookings?tab=upcoming&paymentStatus=owed&q=${b.reference}`, { headers: { cookie: staff.cookie } })
    ).json();
    expect(list.data.items.find((r: { id: string }) => r.id === b.id)).toMatchObject({ owedCents: price - 2000 });

    const rest = await pay(b.id, price - 2000, "bank_transfer");
    expect(rest.body.data).toMatchObject({ paymentStatus: "paid", paidAtStudioCents: price });
    d = await detail(b.id);
    expect(d).toMatchObject({ paidCents: price, owedCents: 0 });
    expect(d.payments.map((p: { method: string }) => p.method)).toEqual(["cash", "bank_transfer"]);
    expect(await t.app.db.message.count({ where: { bookingId: b.id, kind: "payment_received" } })).toBe(1);
    expect(await actionsOf(b.id)).toEqual(["booking.payment", "booking.payment"]);

    // Paid in full: nothing more can be recorded.
    const more = await pay(b.id, 100);
    expect(errorOf(more)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
  });

  it("the same key never records twice; another amount under it is 400; more than is owed is 409", async () => {
    const b = await bookingAt(4);
    const key = randomUUID();
    const [a, c] = await Promise.all([pay(b.id, 1500, "card_at_studio", key), pay(b.id, 1500, "card_at_studio", key)]);
    expect([a.status, c.status]).toEqual([200, 200]);
    expect(await t.app.db.bookingPayment.count({ where: { bookingId: b.id } })).toBe(1);
    expect((await t.app.db.booking.findUniqueOrThrow({ where: { id: b.id } })).paidAtStudioCents).toBe(1500);
    expect(errorOf(await pay(b.id, 1600, "card_at_studio", key))).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const over = await pay(b.id, b.priceCents);
    expect(errorOf(over)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(over.body.error.message).toContain(String(b.priceCents - 1500));
  });

  it("a void and a refund in part: audited, the status follows, a refunded payment cannot be voided; refunds are for owners", async () => {
    const b = await bookingAt(5);
    await pay(b.id, 3000, "cash");
    const [p] = (await detail(b.id)).payments;

    expect(errorOf(await post(b.id, "payments/refunds", { paymentId: p.id, amountCents: 500, idempotencyKey: randomUUID() }))).toEqual({
      status: 403,
      code: "FORBIDDEN",
      envelope: true,
    });
    const key = randomUUID();
    const part = await post(b.id, "payments/refunds", { paymentId: p.id, amountCents: 500, idempotencyKey: key }, owner);
    expect(part.status).toBe(200);
    expect(part.body.data.paymentStatus).toBe("deposit_paid");
    // The same key: nothing more given back.
    await post(b.id, "payments/refunds", { paymentId: p.id, amountCents: 500, idempotencyKey: key }, owner);
    expect((await detail(b.id)).payments[0].refundedCents).toBe(500);
    const tooMuch = await post(b.id, "payments/refunds", { paymentId: p.id, amountCents: 2600, idempotencyKey: randomUUID() }, owner);
    expect(errorOf(tooMuch)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(errorOf(await post(b.id, "payments/void", { paymentId: p.id }))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    // All of the rest given back: everything taken went back.
    const all = await post(b.id, "payments/refunds", { paymentId: p.id, idempotencyKey: randomUUID() }, owner);
    expect(all.body.data.paymentStatus).toBe("refunded");
    // The figures of that day: what was taken at the studio, and what went back.
    const report = await t.app.fetch(`/v1/studio/reports?from=${b.date}&to=${b.date}`, { headers: { cookie: owner.cookie } });
    expect((await report.json()).data.total).toMatchObject({ collectedCents: 3000, refundedCents: 3000 });

    const c = await bookingAt(6);
    await pay(c.id, 1000, "online");
    const [q] = (await detail(c.id)).payments;
    const voided = await post(c.id, "payments/void", { paymentId: q.id, reason: "Recorded on the wrong booking" });
    expect(voided.body.data).toMatchObject({ paymentStatus: "unpaid", paidAtStudioCents: 0 });
    expect((await detail(c.id)).payments[0]).toMatchObject({ voidReason: "Recorded on the wrong booking" });
    expect((await detail(c.id)).payments[0].voidedAt).not.toBeNull();
    // Voided already: answered as it is.
    expect((await post(c.id, "payments/void", { paymentId: q.id })).status).toBe(200);
    expect(await actionsOf(c.id)).toEqual(["booking.payment", "booking.payment_void"]);
    // Another booking's payment is not found here, to void or to give back; a malformed id or no key is 400.
    const notFound = { status: 404, code: "RESOURCE_NOT_FOUND", envelope: true };
    const invalid = { status: 400, code: "VALIDATION_ERROR", envelope: true };
    expect(errorOf(await post(b.id, "payments/void", { paymentId: q.id }))).toEqual(notFound);
    expect(errorOf(await post(b.id, "payments/refunds", { paymentId: q.id, idempotencyKey: randomUUID() }, owner))).toEqual(notFound);
    expect(errorOf(await post(b.id, "payments/void", { paymentId: "not-a-payment" }))).toEqual(invalid);
    expect(errorOf(await post(b.id, "payments/refunds", { paymentId: p.id, amountCents: 100 }, owner))).toEqual(invalid);
  });

  it("a card deposit counts: the rest recorded makes it paid; mark paid records the rest and its undo voids it", async () => {
    const card = await bookingAt(7, { paymentMode: "card" });
    const rest = card.priceCents - card.depositCents;
    expect((await detail(card.id)).owedCents).toBe(rest);
    expect(errorOf(await pay(card.id, rest + 1))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect((await pay(card.id, rest)).body.data.paymentStatus).toBe("paid");

    const b = await bookingAt(8);
    await pay(b.id, 1000);
    const marked = await post(b.id, "mark-paid", undefined);
    expect(marked.body.data).toMatchObject({ paymentStatus: "paid", paidAtStudioCents: b.priceCents });
    const payments = (await detail(b.id)).payments;
    expect(payments.map((p: { amountCents: number; method: string | null }) => [p.amountCents, p.method])).toEqual([
      [1000, "cash"],
      [b.priceCents - 1000, null],
    ]);
    const undone = await post(b.id, "mark-paid/undo", undefined);
    expect(undone.body.data).toMatchObject({ paymentStatus: "deposit_paid", paidAtStudioCents: 1000 });
  });

  it("refusals: a cancelled booking, validation, another studio's booking, a cross-origin request", async () => {
    const cancelled = await bookingAt(9, { status: "cancelled" });
    expect(errorOf(await pay(cancelled.id, 100))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    const b = await bookingAt(10);
    for (const bad of [
      { amountCents: 0, method: "cash", idempotencyKey: randomUUID() },
      { amountCents: 100, method: "cheque", idempotencyKey: randomUUID() },
      { amountCents: 100, method: "cash", idempotencyKey: "short" },
      { amountCents: 100, method: "cash", idempotencyKey: randomUUID(), note: "x".repeat(301) },
      { amountCents: 100, method: "cash" },
    ])
      expect(errorOf(await post(b.id, "payments", bad))).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const theirs = await bookingAt(3, { of: other });
    expect(errorOf(await pay(theirs.id, 100))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    const res = await t.app.fetch(`/v1/studio/bookings/${b.id}/payments`, {
      method: "POST",
      headers: { cookie: staff.cookie, origin: "https://evil.example" },
      json: { amountCents: 100, method: "cash", idempotencyKey: randomUUID() },
    });
    expect(res.status).toBe(403);
    expect(await t.app.db.bookingPayment.count({ where: { bookingId: b.id } })).toBe(0);
  });
});
