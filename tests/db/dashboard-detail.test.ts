// One booking on the dashboard (lib/domain/dashboard/detail.ts): every field, messages, audit,
// refunds; 404 for another studio's booking; the action flags per role and state.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { bookingDetail } from "../../lib/domain/dashboard/detail";
import { allowedActions } from "../../lib/contract/booking-actions";
import { actionFacts } from "../../lib/domain/studio-actions/allowed";
import type { StaffRole } from "../../lib/domain/staff/actor";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;
const NOW = new Date("2030-03-10T12:00:00Z");
const clock = manualClock(NOW);
const STRIPE = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_WEBHOOK_SECRET: "whsec_test_dashboard" };

const db = testDb(4, { env: { ...STRIPE } });
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
});

/** The actions a booking offers, by name: a new action shows here only where it is allowed. */
/** What changes the booking: a message to the guest, offered in every state (docs/guests.md), is checked on its own. */
const allowedOf = (actions: Record<string, boolean>) =>
  Object.keys(actions)
    .filter((k) => actions[k] && k !== "messageGuest")
    .sort();

describe("bookingDetail", () => {
  it("answers every field, the price breakdown, messages, audit and refunds", async () => {
    const room = a.file.rooms[0]; // card + on_site, 30% deposit
    const bk = await addBooking(db, a, {
      at: "2030-03-12T10:00",
      minutes: 90,
      paymentMode: "card",
      channel: "email",
      contact: "ada@mail.example",
      guestName: "Ada",
      notes: "Bring a cable",
    });
    await db.message.create({
      data: {
        key: `${bk.id}:booking_confirmed`,
        bookingId: bk.id,
        kind: "booking_confirmed",
        channel: "email",
        recipient: "ada@mail.example",
        locale: "en",
        status: "sent",
        sendAfter: NOW,
        sentAt: NOW,
        createdAt: NOW,
      },
    });
    await db.message.create({
      data: {
        key: `${bk.id}:reminder`,
        bookingId: bk.id,
        kind: "reminder",
        channel: "email",
        recipient: "ada@mail.example",
        locale: "en",
        status: "failed",
        sendAfter: NOW,
        lastError: "550 mailbox full",
        createdAt: new Date(NOW.getTime() + 1000),
      },
    });
    await db.studioAudit.create({
      data: {
        studioId: a.studioId,
        bookingId: bk.id,
        actorUserId: "u1",
        actorName: "olga@studio.example",
        actorEmail: "olga@studio.example",
        actorRole: "owner",
        action: "booking.mark_paid",
        detail: { from: "deposit_paid" },
        at: NOW,
      },
    });
    // Another studio's audit row naming this booking id (cannot happen through the actions, but
    // the read must not trust that).
    await db.studioAudit.create({ data: { studioId: b.studioId, bookingId: bk.id, actorName: "Intruder", action: "x", at: NOW } });
    await db.bookingRefund.create({
      data: { bookingId: bk.id, stripeRefundId: `re_${randomUUID()}`, amountCents: 500, status: "succeeded" },
    });
    await db.bookingRefund.create({ data: { bookingId: bk.id, stripeRefundId: `re_${randomUUID()}`, amountCents: 700, status: "failed" } });

    const d = await bookingDetail(db, clock, actorFor(a, "owner"), bk.id);
    const price = Math.round((room.hourlyCents * 90) / 60);
    const deposit = Math.round((price * room.depositPercent) / 100);
    expect(d).toMatchObject({
      id: bk.id,
      reference: bk.reference,
      roomId: room.id,
      roomName: room.name,
      date: "2030-03-12",
      startTime: "10:00",
      endTime: "11:30",
      startsAt: "2030-03-12T10:00:00+01:00",
      guestName: "Ada",
      contact: "ada@mail.example",
      email: "ada@mail.example",
      phone: null,
      channel: "email",
      locale: "en",
      notes: "Bring a cable",
      minutes: 90,
      status: "confirmed",
      paymentMode: "card",
      paymentStatus: "deposit_paid",
      paymentIntentId: bk.paymentIntentId,
      priceCents: price,
      depositCents: deposit,
      priceBreakdown: {
        lines: [{ minutes: 90, hourlyCents: room.hourlyCents, cents: price }],
        adjustmentCents: 0,
        minutes: 90,
        priceCents: price,
        depositCents: deposit,
        restCents: price - deposit,
      },
      refundedCents: 500,
      cancelReason: null,
      cancelledBy: null,
      cancelledAt: null,
    });
    expect(d.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/);
    expect(d.messages).toEqual([
      {
        id: expect.any(String),
        kind: "booking_confirmed",
        channel: "email",
        recipient: "ada@mail.example",
        status: "sent",
        sentAt: "2030-03-10T13:00:00+01:00",
        createdAt: "2030-03-10T13:00:00+01:00",
        lastError: null,
      },
      {
        id: expect.any(String),
        kind: "reminder",
        channel: "email",
        recipient: "ada@mail.example",
        status: "failed",
        sentAt: null,
        createdAt: "2030-03-10T13:00:01+01:00",
        lastError: "550 mailbox full",
      },
    ]);
    expect(d.audit).toEqual([
      {
        at: "2030-03-10T13:00:00+01:00",
        actorName: "olga@studio.example",
        actorEmail: "olga@studio.example",
        actorRole: "owner",
        action: "booking.mark_paid",
        detail: { from: "deposit_paid" },
      },
    ]);
    expect(allowedOf(d.actions)).toEqual([
      "cancel",
      "changeExtras",
      "changePrice",
      "markPaid",
      "move",
      "recordPayment",
      "refund",
      "requestPayment",
    ]);
    // The same booking for a staff member: no refund.
    expect((await bookingDetail(db, clock, actorFor(a, "staff"), bk.id)).actions.refund).toBe(false);
  });

  it("a phone booking shows the phone, and the extra email when given", async () => {
    const bk = await addBooking(db, a, { at: "2030-03-13T10:00", channel: "phone", contact: "+34600111222", email: "x@mail.example" });
    const d = await bookingDetail(db, clock, actorFor(a), bk.id);
    expect(d).toMatchObject({ phone: "+34600111222", email: "x@mail.example", channel: "phone", contact: "+34600111222" });
  });

  it("the lines the price was made of, when the room's price changed since", async () => {
    const bk = await addBooking(db, a, { at: "2030-03-14T10:00", roomIndex: 2, minutes: 90 });
    await db.room.update({ where: { id: a.roomIds[2] }, data: { hourlyCents: 9999 } });
    try {
      const d = await bookingDetail(db, clock, actorFor(a), bk.id);
      expect(d.priceBreakdown.lines.map((l) => l.hourlyCents)).toEqual([a.file.rooms[2].hourlyCents]);
      expect(d.priceBreakdown.restCents).toBe(d.priceCents);
    } finally {
      await db.room.update({ where: { id: a.roomIds[2] }, data: { hourlyCents: a.file.rooms[2].hourlyCents } });
    }
  });

  it("audit rows of one instant in the order they were written (a cancel, then its refund)", async () => {
    const bk = await addBooking(db, a, { at: "2030-03-15T10:00" });
    // Ids in the opposite order to the writes: an order by (time, id) would put the refund first.
    for (const [id, action] of [
      ["ffffffff-0000-4000-8000-000000000000", "booking.cancel"],
      ["00000000-0000-4000-8000-000000000000", "booking.refund"],
    ])
      await db.studioAudit.create({ data: { id, studioId: a.studioId, bookingId: bk.id, actorName: "Olga", action, at: NOW } });
    const d = await bookingDetail(db, clock, actorFor(a, "owner"), bk.id);
    expect(d.audit.map((x) => x.action)).toEqual(["booking.cancel", "booking.refund"]);
  });

  it("another studio's booking, an unknown id and a malformed one are all 404", async () => {
    const theirs = await addBooking(db, b, { at: "2030-03-12T10:00" });
    for (const id of [theirs.id, randomUUID(), "not-a-uuid", "' OR 1=1 --"])
      await expect(bookingDetail(db, clock, actorFor(a, "owner"), id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    expect((await bookingDetail(db, clock, actorFor(b), theirs.id)).id).toBe(theirs.id);
  });
});

describe("allowed actions: what each role may do in each state", () => {
  const future = new Date(NOW.getTime() + 86_400_000);
  const past = new Date(NOW.getTime() - 3_600_000);
  const base = { reference: "K7QM-4R2X", paymentIntentId: null as string | null, depositCents: 0, flags: [] };
  const owner: { role: StaffRole } = { role: "owner" };
  const staff: { role: StaffRole } = { role: "staff" };
  const flags = (
    b: { status: string; paymentStatus: string; startsAt: Date; endsAt?: Date; paymentIntentId?: string | null; depositCents?: number },
    role = staff,
    refunded = 0,
    payments = true,
  ) =>
    allowedActions(
      actionFacts({ ...base, endsAt: new Date(b.startsAt.getTime() + 2 * 3_600_000), ...b }, role, NOW, {
        payments,
        refundedCents: refunded,
      }),
    );

  it("confirmed, not started: mark paid, record a payment, extras, cancel and move only", () => {
    expect(allowedOf(flags({ status: "confirmed", paymentStatus: "unpaid", startsAt: future }))).toEqual([
      "cancel",
      "changeExtras",
      "markPaid",
      "move",
      "recordPayment",
    ]);
  });
  it("confirmed, started: the session marks too", () => {
    expect(flags({ status: "confirmed", paymentStatus: "unpaid", startsAt: past })).toMatchObject({
      markCompleted: true,
      markNoShow: true,
      cancel: true,
      move: true,
    });
    const over = { status: "confirmed", paymentStatus: "unpaid", startsAt: past, endsAt: new Date(NOW.getTime() - 1) };
    expect(flags(over)).toMatchObject({ markCompleted: true, cancel: true, move: false });
  });
  it("completed: can be corrected to no-show, not cancelled; paid is not offered twice", () => {
    expect(allowedOf(flags({ status: "completed", paymentStatus: "paid", startsAt: past }))).toEqual(["markNoShow"]);
    expect(flags({ status: "no_show", paymentStatus: "unpaid", startsAt: past })).toMatchObject({
      markPaid: true,
      markCompleted: true,
      markNoShow: false,
    });
  });
  it("a refunded deposit: a booking that stands may still be marked paid (its rest is due), a cancelled one not", () => {
    const refunded = { paymentStatus: "refunded", paymentIntentId: "pi_1", depositCents: 1000 };
    expect(flags({ status: "confirmed", startsAt: future, ...refunded }, staff, 1000).markPaid).toBe(true);
    expect(flags({ status: "completed", startsAt: past, ...refunded }, staff, 1000).markPaid).toBe(true);
    expect(flags({ status: "cancelled", startsAt: future, ...refunded }, staff, 1000).markPaid).toBe(false);
  });
  it("a message to the guest: offered in every state, to staff as to owners", () => {
    for (const status of ["pending_payment", "confirmed", "completed", "no_show", "cancelled"])
      for (const who of [staff, owner]) expect(flags({ status, paymentStatus: "unpaid", startsAt: past }, who).messageGuest).toBe(true);
  });
  it("pending payment: cancel only", () => {
    expect(allowedOf(flags({ status: "pending_payment", paymentStatus: "pending", startsAt: future }))).toEqual(["cancel"]);
  });
  it("cancelled: nothing, except an owner refunding a kept deposit", () => {
    const kept = { status: "cancelled", paymentStatus: "deposit_paid", startsAt: future, paymentIntentId: "pi_1", depositCents: 1000 };
    expect(allowedOf(flags(kept))).toEqual([]);
    expect(flags(kept, owner).refund).toBe(true);
  });
  it("refund: owners only, a card deposit, something left, payments configured", () => {
    const card = { status: "confirmed", paymentStatus: "deposit_paid", startsAt: future, paymentIntentId: "pi_1", depositCents: 1000 };
    expect(flags(card, owner).refund).toBe(true);
    expect(flags(card, staff).refund).toBe(false);
    expect(flags(card, owner, 999).refund).toBe(true);
    expect(flags(card, owner, 1000).refund).toBe(false);
    expect(flags(card, owner, 0, false).refund).toBe(false);
    expect(flags({ ...card, paymentStatus: "paid" }, owner).refund).toBe(true);
    expect(flags({ ...card, paymentIntentId: null }, owner).refund).toBe(false);
    expect(flags({ ...card, status: "pending_payment", paymentStatus: "pending" }, owner).refund).toBe(false);
    expect(flags({ ...card, paymentStatus: "refunded" }, owner, 1000).refund).toBe(false);
  });
});
