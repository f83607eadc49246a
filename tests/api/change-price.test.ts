// Changing a booking's price (docs/studio-actions.md, Changing the price), over HTTP against the
// production build: an owner sets it with a reason; audited with old and new; the guest is told the
// new price and what is left to pay; a card deposit stays as taken (no price below it); staff are
// refused before the body is read; a booking marked paid keeps its price; the webhook reaches an
// integrator signed and valid against the served document.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { PLATFORM_ORIGIN, platformEnv, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { deliveredWebhooks } from "../helpers/webhooks";
import { startWebhookReceiver } from "../fakes/webhook-receiver";
import { loadBooking } from "../../lib/domain/bookings/view";
import { renderMessage } from "../../lib/domain/notifications/templates";
import { money as formatMoney } from "../../lib/i18n/core";

const ORIGIN = PLATFORM_ORIGIN;

let t: BookingTestEnv;
let database: OwnDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let studio: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;
let secret: string;

beforeAll(async () => {
  // A database of its own: the webhook delivery poll is database-wide (tests/helpers/webhooks.ts).
  database = await ownDatabase(inject("databaseUrl"), `change_price_${process.pid}`);
  t = await startBookingApp(platformEnv(), { databaseUrl: database.url });
  receiver = await startWebhookReceiver();
  studio = await createStudio(t.app.db);
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  const sub = await post(owner, "/webhooks", { url: receiver.url, events: ["booking.price_changed"] });
  expect(sub.status).toBe(201);
  secret = sub.body.data.secret;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await database?.drop();
});

const soon = (days: number) =>
  DateTime.now().setZone("Europe/Madrid").plus({ days }).set({ hour: 11, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");

async function post(who: StaffLogin, path: string, body?: unknown) {
  const res = await t.app.fetch(`/v1/studio${path}`, {
    method: "POST",
    headers: { cookie: who.cookie, origin: ORIGIN },
    ...(body !== undefined ? { json: body } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

describe("POST /v1/studio/bookings/{bookingId}/price", () => {
  it("an owner sets a new price with a reason: audited, the guest told the new price and what is left", async () => {
    const b = await addBooking(t.app.db, studio, { at: soon(10), channel: "email", contact: "band@mail.example" });
    const before = (await t.app.db.booking.findUniqueOrThrow({ where: { id: b.id } })).priceCents;
    const r = await post(owner, `/bookings/${b.id}/price`, { priceCents: before - 600, reason: "  Regular band  " });
    expect(r.status).toBe(200);
    expect(r.body.data.priceCents).toBe(before - 600);

    const audit = await t.app.db.studioAudit.findMany({ where: { bookingId: b.id } });
    expect(audit.map((a) => [a.action, a.detail])).toEqual([["booking.price", { from: before, to: before - 600, reason: "Regular band" }]]);
    const message = await t.app.db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "price_changed" } });
    expect(message).toMatchObject({ channel: "email", recipient: "band@mail.example" });

    // The same price again changes nothing.
    expect((await post(owner, `/bookings/${b.id}/price`, { priceCents: before - 600, reason: "Again" })).status).toBe(200);
    expect(await t.app.db.studioAudit.count({ where: { bookingId: b.id } })).toBe(1);
  });

  it("the guest's message, as the worker renders it, says the new price, the old one, the reason and what is left", async () => {
    const b = await addBooking(t.app.db, studio, { at: soon(11), channel: "email", contact: "solo@mail.example", paymentMode: "card" });
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect((await post(owner, `/bookings/${b.id}/price`, { priceCents: row.priceCents + 1000, reason: "Extra amp" })).status).toBe(200);
    const message = await t.app.db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "price_changed" } });
    const booking = (await loadBooking(t.app.db, { id: b.id }))!;
    for (const locale of ["es", "ca", "en"] as const) {
      const money = (c: number) => formatMoney(c, row.currency, locale);
      const email = renderMessage({
        kind: "price_changed",
        channel: "email",
        locale,
        booking,
        now: new Date(),
        detail: message.detail as Record<string, unknown>,
      });
      if (email.kind !== "email") throw new Error("an email");
      expect(email.subject).toContain(b.reference);
      expect(email.text).toContain("Extra amp");
      expect(email.text).toContain(money(row.priceCents + 1000)); // the new price
      expect(email.text).toContain(money(row.priceCents)); // the old one
      expect(email.text).toContain(money(row.priceCents + 1000 - row.depositCents)); // left at the studio: the deposit stays paid
      expect(email.text).not.toMatch(/\{\w+\}/);
      const sms = renderMessage({
        kind: "price_changed",
        channel: "phone",
        locale,
        booking,
        now: new Date(),
        detail: message.detail as Record<string, unknown>,
      });
      expect(sms.kind === "sms" && sms.text.includes(money(row.priceCents + 1000 - row.depositCents))).toBe(true);
    }
  });

  it("staff are refused before the body is read (403); a paid booking keeps its price (409); a bad body is 400", async () => {
    const b = await addBooking(t.app.db, studio, { at: soon(12) });
    expect(errorOf(await post(staff, `/bookings/${b.id}/price`, { priceCents: 1 }))).toEqual({
      status: 403,
      code: "FORBIDDEN",
      envelope: true,
    });
    expect(errorOf(await post(owner, `/bookings/${b.id}/price`, { priceCents: -1, reason: "x" }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
      envelope: true,
    });
    expect(errorOf(await post(owner, `/bookings/${b.id}/price`, { priceCents: 100, reason: "" }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
      envelope: true,
    });
    expect((await post(owner, `/bookings/${b.id}/mark-paid`)).status).toBe(200);
    const paid = await post(owner, `/bookings/${b.id}/price`, { priceCents: 100, reason: "Late discount" });
    expect(errorOf(paid)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(paid.body.error.message).toMatch(/undo the payment mark/);
  });

  it("a card deposit stays as taken: no price below it (409); the deposit's own amount makes it paid", async () => {
    const b = await addBooking(t.app.db, studio, { at: soon(13), paymentMode: "card" });
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.paymentStatus).toBe("deposit_paid");
    const below = await post(owner, `/bookings/${b.id}/price`, { priceCents: row.depositCents - 1, reason: "Too low" });
    expect(errorOf(below)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    const ok = await post(owner, `/bookings/${b.id}/price`, { priceCents: row.depositCents, reason: "Deposit only" });
    expect(ok.status).toBe(200);
    // The deposit now covers the whole price: nothing is owed, so the booking is paid (docs/payments.md, Payment status).
    expect(ok.body.data).toMatchObject({ paymentStatus: "paid", depositCents: row.depositCents, priceCents: row.depositCents });
  });

  it("sends booking.price_changed with the previous price, signed and valid against the served document", async () => {
    const delivered = (await deliveredWebhooks(t.app, receiver.received, secret)).filter((d) => d.type === "booking.price_changed");
    expect(delivered.length).toBe(3);
    expect(delivered.every((d) => typeof d.data.previousPriceCents === "number" && d.data.previousPriceCents !== d.data.priceCents)).toBe(
      true,
    );
  });
});
