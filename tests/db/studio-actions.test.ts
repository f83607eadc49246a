// The studio's actions on bookings (docs/studio-actions.md), at domain level on a real database
// with the local Stripe fake: each action's happy path and refusals, another studio's actor
// answered 404, owners vs staff on refunds, the audit row, the guest's message in their language,
// and what the rest of the system sees (the guest's manage view, public availability, holds).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import type { Locale } from "../../lib/contract/locales";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { viewBooking } from "../../lib/domain/bookings/manage";
import { markBooking } from "../../lib/domain/bookings/mark";
import { handleStripeEvent } from "../../lib/domain/payments/webhook";
import { getLiveSite } from "../../lib/domain/sites";
import { roomAvailability } from "../../lib/domain/availability/room";
import { importStudio } from "../../lib/domain/studios/import";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { cancelByStudio, markPaid, markSession, refundByStudio } from "../../lib/domain/studio-actions/bookings";
import { createBlock, deleteBlock } from "../../lib/domain/studio-actions/blocks";
import { createPhoneBooking } from "../../lib/domain/studio-actions/phone-booking";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { setEnv } from "../helpers/env";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { testDb } from "../helpers/test-db";

let stripe: FakeStripe;
let studio: TestStudio;
let other: TestStudio;
let slot = 0;
const STRIPE_ENV = () => ({
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_test_actions",
  STRIPE_API_URL: stripe.url,
});

const actorOf = (s: TestStudio, role: "owner" | "staff" = "owner"): StaffActor => ({
  userId: `user-${role}-${s.slug}`,
  name: role === "owner" ? "Olga Owner" : "Sam Staff",
  email: `${role}@${s.slug}.example`,
  role,
  studioId: s.studioId,
  locale: "en",
});
const owner = () => actorOf(studio, "owner");
const staff = () => actorOf(studio, "staff");
const stranger = () => actorOf(other, "owner");

const db = testDb(4, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_actions_${process.pid}` },
});
beforeAll(async () => {
  stripe = await startFakeStripe();
  setEnv(STRIPE_ENV());
  await ensureJobs();
  const open = (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  };
  studio = await createStudio(db, open);
  other = await createStudio(db, open);
});
afterAll(async () => {
  await stripe?.close();
});

/** A fresh start time, far from every other test's (3 h apart, from 4 days ahead). */
const nextStart = () => hoursAhead(96 + 3 * slot++);

async function onSiteBooking(locale: Locale = "es", startsAt = nextStart()) {
  const h = await createHold(db, studio, { startsAt, locale, channel: "email", contact: `guest-${randomUUID().slice(0, 8)}@mail.example` });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  return { id: r.booking.id, reference: r.booking.reference, token: r.manageToken, startsAt };
}

async function depositPaidBooking(locale: Locale = "ca") {
  const h = await createHold(db, studio, { startsAt: nextStart(), locale, channel: "phone", contact: "+34612345678" });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "card" });
  const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
  expect(await handleStripeEvent(db, systemClock, stripe.event("payment_intent.succeeded", stripe.succeed(row.paymentIntentId!)))).toBe(
    "confirmed",
  );
  return {
    id: r.booking.id,
    reference: r.booking.reference,
    token: r.manageToken,
    intentId: row.paymentIntentId!,
    deposit: h.depositCents,
  };
}

async function code(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return `${(e as ApiError).code}: ${(e as ApiError).message}`;
}

const audits = (bookingId: string) =>
  db.studioAudit.findMany({
    where: { bookingId },
    orderBy: [{ at: "asc" }, { seq: "asc" }],
    select: { action: true, actorName: true, actorEmail: true, actorRole: true, actorUserId: true, detail: true },
  });
const messages = (bookingId: string, kind: string) =>
  db.message.findMany({ where: { bookingId, kind }, select: { channel: true, recipient: true, locale: true, detail: true, key: true } });

describe("mark paid", () => {
  it("sets paid, tells the guest in their language, audits; a retry changes nothing", async () => {
    const b = await onSiteBooking("ca");
    const v = await markPaid(db, systemClock, staff(), b.id);
    expect(v).toMatchObject({ id: b.id, paymentStatus: "paid", status: "confirmed", refundedCents: 0 });
    expect(await messages(b.id, "payment_received")).toEqual([expect.objectContaining({ channel: "email", locale: "ca" })]);
    expect(await audits(b.id)).toEqual([
      {
        action: "booking.mark_paid",
        actorName: staff().email,
        actorEmail: staff().email,
        actorRole: "staff",
        actorUserId: staff().userId,
        detail: { from: "unpaid", paymentId: expect.any(String) },
      },
    ]);
    expect((await markPaid(db, systemClock, staff(), b.id)).paymentStatus).toBe("paid");
    expect(await audits(b.id)).toHaveLength(1);
    expect((await viewBooking(db, systemClock, b.token)).paymentStatus).toBe("paid");
  });

  it("refuses a cancelled booking, and another studio's booking is not found", async () => {
    const b = await onSiteBooking();
    expect(await code(markPaid(db, systemClock, stranger(), b.id))).toMatch(/^RESOURCE_NOT_FOUND/);
    expect(await code(markPaid(db, systemClock, owner(), "not-a-uuid"))).toMatch(/^RESOURCE_NOT_FOUND/);
    await cancelByStudio(db, systemClock, owner(), b.id, { reason: "Flood" });
    expect(await code(markPaid(db, systemClock, owner(), b.id))).toMatch(/^INVALID_STATE/);
  });
});

describe("mark completed / no-show", () => {
  it("once the session has started, correctable, each mark audited; the operator's CLI path audits too", async () => {
    const b = await onSiteBooking();
    const before = manualClock(b.startsAt.getTime() - 60_000);
    const after = manualClock(b.startsAt.getTime() + 60_000);
    expect(await code(markSession(db, before, staff(), b.id, "completed"))).toMatch(/^INVALID_STATE.*once the session has started/);
    // A second between marks: the audit rows are read in the order of their times (the clock's).
    expect((await markSession(db, after, staff(), b.id, "completed")).status).toBe("completed");
    after.advance(1000);
    expect((await markSession(db, after, owner(), b.id, "no_show")).status).toBe("no_show");
    expect(await code(markSession(db, after, stranger(), b.id, "completed"))).toMatch(/^RESOURCE_NOT_FOUND/);
    after.advance(1000);
    await markBooking(db, after, b.reference, "completed");
    expect((await audits(b.id)).map((a) => [a.action, a.actorName, a.actorRole, a.detail])).toEqual([
      ["booking.mark", staff().email, "staff", { from: "confirmed", to: "completed" }],
      ["booking.mark", owner().email, "owner", { from: "completed", to: "no_show" }],
      ["booking.mark", "operator (command line)", null, { from: "no_show", to: "completed" }],
    ]);
  });
});

describe("cancel by the studio", () => {
  it("frees the slot, tells the guest the reason in their language, and the manage view says the studio cancelled", async () => {
    const b = await onSiteBooking("es");
    const v = await cancelByStudio(db, systemClock, staff(), b.id, { reason: "Avería eléctrica en la sala" });
    expect(v).toMatchObject({
      status: "cancelled",
      cancelledBy: "studio",
      cancelReason: "Avería eléctrica en la sala",
      paymentStatus: "unpaid",
    });
    expect(await db.slotClaim.count({ where: { bookingId: b.id } })).toBe(0);
    expect(await messages(b.id, "booking_cancelled_by_studio")).toEqual([expect.objectContaining({ locale: "es", channel: "email" })]);
    expect(await messages(b.id, "studio_cancelled")).toHaveLength(1);
    expect(await audits(b.id)).toEqual([
      expect.objectContaining({
        action: "booking.cancel",
        actorName: staff().email,
        actorEmail: staff().email,
        actorRole: "staff",
        detail: { reason: "Avería eléctrica en la sala", refund: false, from: "confirmed" },
      }),
    ]);
    const guest = await viewBooking(db, systemClock, b.token);
    expect(guest).toMatchObject({
      status: "cancelled",
      cancelledBy: "studio",
      cancelReason: "Avería eléctrica en la sala",
      mayCancel: false,
    });
    expect(await code(cancelByStudio(db, systemClock, staff(), b.id, { reason: "again" }))).toMatch(/^INVALID_STATE.*already cancelled/);
  });

  it("another studio's actor gets 404 and changes nothing", async () => {
    const b = await onSiteBooking();
    expect(await code(cancelByStudio(db, systemClock, stranger(), b.id, { reason: "x" }))).toMatch(/^RESOURCE_NOT_FOUND/);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("confirmed");
  });

  it("with a paid deposit: refund must be said; staff may keep it but not refund; an owner refunds it at Stripe", async () => {
    const kept = await depositPaidBooking();
    expect(await code(cancelByStudio(db, systemClock, staff(), kept.id, { reason: "Closed" }))).toMatch(/^VALIDATION_ERROR: refund/);
    expect(await code(cancelByStudio(db, systemClock, staff(), kept.id, { reason: "Closed", refund: true }))).toMatch(/^FORBIDDEN/);
    const v1 = await cancelByStudio(db, systemClock, staff(), kept.id, { reason: "Closed", refund: false });
    expect(v1).toMatchObject({ status: "cancelled", paymentStatus: "deposit_paid", refundedCents: 0 });
    expect(stripe.refunds.filter((r) => r.payment_intent === kept.intentId)).toEqual([]);

    const refunded = await depositPaidBooking("en");
    const v2 = await cancelByStudio(db, systemClock, owner(), refunded.id, { reason: "Closed", refund: true });
    expect(v2).toMatchObject({ status: "cancelled", cancelledBy: "studio", paymentStatus: "refunded", refundedCents: refunded.deposit });
    expect(stripe.refunds.filter((r) => r.payment_intent === refunded.intentId).map((r) => r.amount)).toEqual([refunded.deposit]);
    expect(await db.bookingRefund.findMany({ where: { bookingId: refunded.id }, select: { amountCents: true, actorName: true } })).toEqual([
      { amountCents: refunded.deposit, actorName: owner().email },
    ]);
    expect(await messages(refunded.id, "deposit_refunded")).toEqual([
      expect.objectContaining({ channel: "phone", locale: "en", detail: { amountCents: refunded.deposit } }),
    ]);
    expect((await audits(refunded.id)).map((a) => a.action)).toEqual(["booking.cancel", "booking.refund"]);
  });
});

describe("refunds", () => {
  it("owners only; part then the rest; a retried key refunds once; more than is left is INVALID_STATE", async () => {
    const b = await depositPaidBooking("es");
    const key = () => `key-${randomUUID()}`;
    expect(await code(refundByStudio(db, systemClock, staff(), b.id, { amountCents: 100, idempotencyKey: key() }))).toMatch(/^FORBIDDEN/);
    expect(await code(refundByStudio(db, systemClock, stranger(), b.id, { amountCents: 100, idempotencyKey: key() }))).toMatch(
      /^RESOURCE_NOT_FOUND/,
    );

    const k1 = key();
    const v1 = await refundByStudio(db, systemClock, owner(), b.id, { amountCents: 300, idempotencyKey: k1 });
    expect(v1).toMatchObject({ paymentStatus: "deposit_paid", refundedCents: 300 });
    // The same request again (a retry): no second refund, at Stripe or here.
    expect((await refundByStudio(db, systemClock, owner(), b.id, { amountCents: 300, idempotencyKey: k1 })).refundedCents).toBe(300);
    expect(stripe.refunds.filter((r) => r.payment_intent === b.intentId)).toHaveLength(1);
    expect(await code(refundByStudio(db, systemClock, owner(), b.id, { amountCents: 200, idempotencyKey: k1 }))).toMatch(
      /^VALIDATION_ERROR/,
    );
    expect(await code(refundByStudio(db, systemClock, owner(), b.id, { amountCents: b.deposit, idempotencyKey: key() }))).toMatch(
      new RegExp(`^INVALID_STATE: Only ${b.deposit - 300} cents`),
    );

    const v2 = await refundByStudio(db, systemClock, owner(), b.id, { idempotencyKey: key() });
    expect(v2).toMatchObject({ paymentStatus: "refunded", refundedCents: b.deposit });
    expect(stripe.refunds.filter((r) => r.payment_intent === b.intentId).map((r) => r.amount)).toEqual([300, b.deposit - 300]);
    expect((await messages(b.id, "deposit_refunded")).map((m) => m.detail)).toEqual(
      expect.arrayContaining([{ amountCents: 300 }, { amountCents: b.deposit - 300 }]),
    );
    expect(await code(refundByStudio(db, systemClock, owner(), b.id, { idempotencyKey: key() }))).toMatch(/^INVALID_STATE.*in full/);
  });

  it("an on-site booking has nothing to refund; without Stripe the answer is PAYMENTS_UNAVAILABLE", async () => {
    const onSite = await onSiteBooking();
    expect(await code(refundByStudio(db, systemClock, owner(), onSite.id, { idempotencyKey: `k-${randomUUID()}` }))).toMatch(
      /^INVALID_STATE/,
    );
    const paid = await depositPaidBooking();
    setEnv({ STRIPE_SECRET_KEY: undefined });
    try {
      expect(await code(refundByStudio(db, systemClock, owner(), paid.id, { idempotencyKey: `k-${randomUUID()}` }))).toMatch(
        /^PAYMENTS_UNAVAILABLE/,
      );
    } finally {
      setEnv(STRIPE_ENV());
    }
  });

  it("charge.refunded reconciles a refund made in Stripe's dashboard: recorded once, audited as Stripe, guest told, status settled", async () => {
    const b = await depositPaidBooking("en");
    stripe.refundInDashboard(b.intentId, 500);
    expect(await handleStripeEvent(db, systemClock, stripe.chargeRefunded(b.intentId))).toBe("reconciled");
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id }, select: { paymentStatus: true } })).toEqual({
      paymentStatus: "deposit_paid",
    });
    stripe.refundInDashboard(b.intentId, b.deposit - 500);
    const again = stripe.chargeRefunded(b.intentId);
    expect(await handleStripeEvent(db, systemClock, again)).toBe("reconciled");
    expect(await handleStripeEvent(db, systemClock, again)).toBe("duplicate");
    const rows = await db.bookingRefund.findMany({ where: { bookingId: b.id }, select: { amountCents: true, actorName: true } });
    expect(rows.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([500, b.deposit - 500].sort((x, y) => x - y));
    expect(rows.every((r) => r.actorName === null)).toBe(true);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).paymentStatus).toBe("refunded");
    expect((await audits(b.id)).filter((a) => a.action === "booking.refund").map((a) => a.actorName)).toEqual(["Stripe", "Stripe"]);
    expect(await messages(b.id, "deposit_refunded")).toHaveLength(2);
  });

  it("a dashboard refund reconciled later is not recorded twice", async () => {
    const b = await depositPaidBooking();
    await refundByStudio(db, systemClock, owner(), b.id, { amountCents: 200, idempotencyKey: `k-${randomUUID()}` });
    expect(await handleStripeEvent(db, systemClock, stripe.chargeRefunded(b.intentId))).toBe("reconciled");
    expect(await db.bookingRefund.count({ where: { bookingId: b.id } })).toBe(1);
    expect(await messages(b.id, "deposit_refunded")).toHaveLength(1);
  });
});

describe("blocks", () => {
  const roomOf = (s: TestStudio) => s.file.rooms[0];
  const freeOn = async (date: string) => {
    const site = await getLiveSite(db, studio.slug);
    const room = site.rooms.find((r) => r.id === roomOf(studio).id)!;
    const av = await roomAvailability(db, systemClock, site, room, { from: date, to: date });
    return av.days[0].free;
  };
  const localDate = (d: Date) => DateTime.fromJSDate(d, { zone: studio.file.studio.timezone }).toFormat("yyyy-MM-dd");

  it("leaves availability at once, refuses holds over it, is removable; another studio's room or block is not found", async () => {
    const startsAt = nextStart();
    const endsAt = new Date(startsAt.getTime() + 2 * 3_600_000);
    const date = localDate(startsAt);
    const freeBefore = await freeOn(date);
    const block = await createBlock(db, systemClock, staff(), {
      roomId: roomOf(studio).id,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      note: "Photo shoot",
    });
    expect(block).toMatchObject({ roomId: roomOf(studio).id, note: "Photo shoot", source: "manual" });
    expect(await freeOn(date)).not.toEqual(freeBefore);
    expect(await code(createHold(db, studio, { startsAt, minutes: 60 }))).toMatch(/^SLOT_TAKEN/);
    expect(
      await db.studioAudit.count({
        where: { studioId: studio.studioId, action: "block.create", detail: { path: ["blockId"], equals: block.id } },
      }),
    ).toBe(1);

    expect(
      await code(
        createBlock(db, systemClock, stranger(), {
          roomId: roomOf(studio).id,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        }),
      ),
    ).toMatch(/^RESOURCE_NOT_FOUND/);
    expect(await code(deleteBlock(db, systemClock, stranger(), block.id))).toMatch(/^RESOURCE_NOT_FOUND/);
    // A studio re-import replaces the file's blocks only.
    await importStudio(db, studio.file);
    expect(await db.calendarBlock.count({ where: { id: block.id } })).toBe(1);

    await deleteBlock(db, systemClock, staff(), block.id);
    expect(await freeOn(date)).toEqual(freeBefore);
    expect(await db.slotClaim.count({ where: { blockId: block.id } })).toBe(0);
    const h = await createHold(db, studio, { startsAt, minutes: 60 });
    expect(h.holdId).toBeTruthy();
  });

  it("is refused over a booking, naming it (buffer included)", async () => {
    const b = await onSiteBooking();
    const bufferMs = roomOf(studio).bufferMinutes * 60_000;
    // Starts in the buffer after the booking's 2 h.
    const startsAt = new Date(b.startsAt.getTime() + 2 * 3_600_000 + bufferMs - 60_000);
    const err = await code(
      createBlock(db, systemClock, owner(), {
        roomId: roomOf(studio).id,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      }),
    );
    expect(err).toMatch(new RegExp(`^SLOT_TAKEN: This time overlaps booking ${b.reference}`));
  });

  it("refuses a block that ends in the past, and removing a studio-file block", async () => {
    const past = new Date(Date.now() - 3_600_000);
    expect(
      await code(
        createBlock(db, systemClock, owner(), {
          roomId: roomOf(studio).id,
          startsAt: new Date(past.getTime() - 3_600_000).toISOString(),
          endsAt: past.toISOString(),
        }),
      ),
    ).toMatch(/^VALIDATION_ERROR/);
    const fileBlock = await db.calendarBlock.findFirstOrThrow({ where: { roomId: roomOf(studio).id, source: "file" } });
    expect(await code(deleteBlock(db, systemClock, owner(), fileBlock.id))).toMatch(/^INVALID_STATE/);
  });
});

/** Midnight of the day `days` ahead, in the studio's zone. */
const dayAhead = (days: number) => DateTime.now().setZone(studio.file.studio.timezone).plus({ days }).startOf("day");

/**
 * dayAhead moved past a Saturday (the demo file's closed day), so a time set on it is inside the
 * opening whatever day and hour the suite runs.
 */
function openDay(days: number): DateTime {
  const d = dayAhead(days);
  return d.weekday === 6 ? d.plus({ days: 1 }) : d;
}

describe("phone bookings", () => {
  const room = () => studio.file.rooms[0];
  const local = (d: Date) => DateTime.fromJSDate(d, { zone: studio.file.studio.timezone });
  // Noon in the studio's zone, weeks ahead: inside the opening whatever hour the suite runs at
  // (nextStart's "now + hours" lands at night when the suite runs at night), and clear of the
  // other tests' bookings, which are 4–6 days ahead. A day of its own for each test: a Saturday
  // (closed) is skipped; moving it to the Sunday after gave two tests one day on some dates.
  let phoneDay = 20;
  const openStart = () => {
    for (;;) {
      const d = dayAhead(phoneDay++);
      if (d.weekday !== 6) return d.set({ hour: 12 }).toJSDate();
    }
  };

  it("confirmed, on site, the guest's confirmation with the manage link in their language; busy in public availability", async () => {
    const startsAt = openStart();
    const l = local(startsAt);
    const v = await createPhoneBooking(db, systemClock, staff(), {
      roomId: room().id,
      date: l.toFormat("yyyy-MM-dd"),
      startTime: l.toFormat("HH:mm"),
      minutes: 90,
      guestName: "Walk In",
      phone: "+34 611 22 33 44",
      email: "Walk.In@Mail.Example",
      locale: "ca",
    });
    expect(v).toMatchObject({
      status: "confirmed",
      paymentMode: "on_site",
      paymentStatus: "unpaid",
      channel: "phone",
      contact: "+34611223344",
      email: "walk.in@mail.example",
      locale: "ca",
      minutes: 90,
      priceCents: 2700,
      depositCents: 0,
    });
    const confirmation = await db.message.findFirstOrThrow({ where: { bookingId: v.id, kind: "booking_confirmed" } });
    expect(confirmation).toMatchObject({ channel: "phone", locale: "ca" });
    expect(confirmation.sealed).toBeTruthy();
    expect(await messages(v.id, "booking_receipt")).toHaveLength(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: v.id }, select: { hold: { select: { status: true } } } })).hold.status).toBe(
      "confirmed",
    );
    expect(await db.slotClaim.findFirstOrThrow({ where: { bookingId: v.id }, select: { expiresAt: true } })).toEqual({ expiresAt: null });
    expect((await audits(v.id)).map((a) => a.action)).toEqual(["booking.create"]);

    const site = await getLiveSite(db, studio.slug);
    const av = await roomAvailability(
      db,
      systemClock,
      site,
      site.rooms.find((r) => r.id === room().id)!,
      {
        from: l.toFormat("yyyy-MM-dd"),
        to: l.toFormat("yyyy-MM-dd"),
      },
    );
    const inside = (s: { start: string; end: string }) => s.start <= l.toFormat("HH:mm") && l.toFormat("HH:mm") < s.end;
    expect(av.days[0].free.some(inside)).toBe(false);

    // The same slot again: refused, naming the booking.
    expect(
      await code(
        createPhoneBooking(db, systemClock, owner(), {
          roomId: room().id,
          date: l.toFormat("yyyy-MM-dd"),
          startTime: l.toFormat("HH:mm"),
          minutes: 60,
          guestName: "Second Guest",
          email: "second@mail.example",
        }),
      ),
    ).toMatch(new RegExp(`^SLOT_TAKEN: This time overlaps booking ${v.reference}`));
  });

  it("is a booking.confirmed webhook for the studio's subscriptions, like a booking made online", async () => {
    const sub = await createSubscription(db, studio.studioId, { url: "http://127.0.0.1:9/phone-booking-hook" });
    try {
      const l = local(openStart());
      const v = await createPhoneBooking(db, systemClock, staff(), {
        roomId: room().id,
        date: l.toFormat("yyyy-MM-dd"),
        startTime: l.toFormat("HH:mm"),
        minutes: 60,
        guestName: "Webhook Walk In",
        phone: "+34 611 22 33 45",
      });
      const rows = await db.webhookDelivery.findMany({ where: { subscriptionId: sub.id } });
      expect(rows.map((r) => [r.type, r.bookingId])).toEqual([["booking.confirmed", v.id]]);
    } finally {
      await db.webhookSubscription.delete({ where: { id: sub.id } });
    }
  });

  it("takes a national phone number as one of the studio's country, as the guest site does; SLOT_TAKEN names the booking in details", async () => {
    const l = local(openStart());
    const at = { roomId: room().id, date: l.toFormat("yyyy-MM-dd"), startTime: l.toFormat("HH:mm"), minutes: 60 };
    expect(studio.file.studio.country).toBe("ES");
    const v = await createPhoneBooking(db, systemClock, staff(), { ...at, guestName: "Nacional", phone: "611 222 333" });
    expect(v).toMatchObject({ channel: "phone", contact: "+34611222333" });
    const taken = await createPhoneBooking(db, systemClock, staff(), { ...at, guestName: "Otra", phone: "611 222 334" }).catch(
      (e: unknown) => e as ApiError,
    );
    expect(taken).toMatchObject({ code: "SLOT_TAKEN", details: { kind: "booking", reference: v.reference, end: expect.any(String) } });
  });

  it("refuses another studio's room, off-grid starts and a missing contact", async () => {
    const l = local(openStart());
    const base = {
      date: l.toFormat("yyyy-MM-dd"),
      startTime: l.toFormat("HH:mm"),
      minutes: 60,
      guestName: "Someone",
      email: "a@b.example",
    };
    expect(await code(createPhoneBooking(db, systemClock, stranger(), { ...base, roomId: room().id }))).toMatch(/^RESOURCE_NOT_FOUND/);
    expect(await code(createPhoneBooking(db, systemClock, owner(), { ...base, roomId: room().id, startTime: "10:10" }))).toMatch(
      /^VALIDATION_ERROR/,
    );
    expect(await code(createPhoneBooking(db, systemClock, owner(), { ...base, roomId: room().id, email: undefined }))).toMatch(
      /^VALIDATION_ERROR/,
    );
  });

  it("may take a slot inside the room's minimum notice, but not one that has passed", async () => {
    // A fixed clock at 14:10 in the studio's zone some weeks ahead, so both times are inside the
    // opening whatever hour the suite runs at (the real clock put them at night when it ran at night).
    const now = openDay(40).set({ hour: 14, minute: 10 });
    const clock = manualClock(now.toJSDate());
    // 20 min ahead, on the grid: inside the room's 60-minute minimum notice.
    const start = now.plus({ minutes: 30 - (now.minute % 30) }).startOf("minute");
    // Room 3 (on site only): no other test books it.
    const r3 = studio.file.rooms[2];
    const ok = await createPhoneBooking(db, clock, owner(), {
      roomId: r3.id,
      date: start.toFormat("yyyy-MM-dd"),
      startTime: start.toFormat("HH:mm"),
      minutes: 60,
      guestName: "Short Notice",
      email: "short@mail.example",
    });
    expect(ok.status).toBe("confirmed");
    const past = now.minus({ hours: 3 }).startOf("hour");
    expect(
      await code(
        createPhoneBooking(db, clock, owner(), {
          roomId: r3.id,
          date: past.toFormat("yyyy-MM-dd"),
          startTime: past.toFormat("HH:mm"),
          minutes: 60,
          guestName: "Too Late",
          email: "late@mail.example",
        }),
      ),
    ).toMatch(/^OUTSIDE_BOOKING_WINDOW/);
  });
});
