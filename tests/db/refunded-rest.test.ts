// What is left to pay at the studio after a refund of the deposit (docs/payments-connect.md, Refunds
// and the rest at the studio), on a real database with the Stripe fake: a refund gives money back to
// the guest and leaves the rest as booked (price − deposit) on every surface that says it — the
// dashboard's detail, today's list to collect, the "owed" filter, the guest's manage view and
// messages — and the booking can still be marked paid once the rest is collected; a paid booking
// stays paid when its deposit is refunded. The platform's fee on a direct charge is kept: the
// refund goes to Stripe without refund_application_fee, and the detail names the fee.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { restAtStudioCents } from "../../lib/contract/booking-money";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { viewBooking } from "../../lib/domain/bookings/manage";
import { loadBooking } from "../../lib/domain/bookings/view";
import { handleStripeEvent } from "../../lib/domain/payments/webhook";
import { platformFeeCents } from "../../lib/domain/payments/intents";
import { startOnboarding } from "../../lib/domain/payments/connect";
import { bookingDetail } from "../../lib/domain/dashboard/detail";
import { toCollectToday } from "../../lib/domain/dashboard/collect";
import { listBookings } from "../../lib/domain/dashboard/bookings";
import { paymentLine, renderMessage, type RenderedEmail } from "../../lib/domain/notifications/templates";
import { markPaid, refundByStudio, undoMarkPaid } from "../../lib/domain/studio-actions/bookings";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { fmt, money } from "../../lib/i18n/core";
import { getDict } from "../../lib/i18n";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { setEnv } from "../helpers/env";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { testDb } from "../helpers/test-db";

let stripe: FakeStripe;
let studio: TestStudio;
let connected: TestStudio;
let slot = 0;
const FEE_BPS = 500;

const ownerOf = (s: TestStudio): StaffActor => ({
  userId: `user-owner-${s.slug}`,
  name: "Olga Owner",
  email: `owner@${s.slug}.example`,
  role: "owner",
  studioId: s.studioId,
  locale: "en",
});

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_test_rest",
    PLATFORM_FEE_BPS: String(FEE_BPS),
    JOBS_SCHEMA: `jobs_rest_${process.pid}`,
  },
});
beforeAll(async () => {
  stripe = await startFakeStripe();
  setEnv({ STRIPE_API_URL: stripe.url });
  await ensureJobs();
  const open = (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  };
  studio = await createStudio(db, open);
  connected = await createStudio(db, open);
  // The second studio takes its deposits on its own Stripe account (direct charges with the fee).
  const { accountId } = await startOnboarding(db, systemClock, ownerOf(connected));
  const ev = stripe.updateAccount(accountId, {
    charges_enabled: true,
    details_submitted: true,
    requirements: { currently_due: [], disabled_reason: null },
  });
  expect(await handleStripeEvent(db, systemClock, ev)).toBe("account_updated");
});
afterAll(async () => {
  await stripe?.close();
});

/** A confirmed booking whose card deposit was paid (payment_intent.succeeded), guest on email. */
async function depositPaid(s: TestStudio) {
  const h = await createHold(db, s, {
    startsAt: hoursAhead(96 + 3 * slot++),
    locale: "en",
    channel: "email",
    contact: `g-${randomUUID().slice(0, 8)}@mail.example`,
  });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "card" });
  const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
  expect(await handleStripeEvent(db, systemClock, stripe.event("payment_intent.succeeded", stripe.succeed(row.paymentIntentId!)))).toBe(
    "confirmed",
  );
  return {
    id: row.id,
    token: r.manageToken,
    intentId: row.paymentIntentId!,
    price: row.priceCents,
    deposit: row.depositCents,
    startsAt: h.startsAt,
  };
}

const refundAll = (s: TestStudio, id: string) => refundByStudio(db, systemClock, ownerOf(s), id, { idempotencyKey: `k-${randomUUID()}` });
const paymentStatus = async (id: string) => (await db.booking.findUniqueOrThrow({ where: { id } })).paymentStatus;

describe("a confirmed booking whose deposit was refunded in full", () => {
  it("still owes price − deposit at the studio, everywhere that says it, and can be marked paid", async () => {
    const b = await depositPaid(studio);
    const rest = b.price - b.deposit;
    expect(rest).toBeGreaterThan(0);
    expect((await refundAll(studio, b.id)).paymentStatus).toBe("refunded");

    // The dashboard's detail: the rest as booked, the refund beside it, Mark paid offered.
    const d = await bookingDetail(db, systemClock, ownerOf(studio), b.id);
    expect(d).toMatchObject({ status: "confirmed", paymentStatus: "refunded", refundedCents: b.deposit });
    expect(d.priceBreakdown.restCents).toBe(rest);
    expect(d.actions.markPaid).toBe(true);

    // Today's list to collect and the "owed" filter, on the booking's own day.
    const onItsDay = manualClock(b.startsAt);
    const due = (await toCollectToday(db, onItsDay, ownerOf(studio))).find((r) => r.id === b.id);
    expect(due).toMatchObject({ paymentStatus: "refunded", dueCents: rest });
    const owed = await listBookings(db, onItsDay, ownerOf(studio), { tab: "upcoming", paymentStatus: "owed" });
    expect(owed.items.map((r) => r.id)).toContain(b.id);

    // The guest: the manage view's rest, the payment line of any later email, the refund's own email.
    const view = await viewBooking(db, systemClock, b.token);
    expect(view.paymentStatus).toBe("refunded");
    expect(restAtStudioCents(view)).toBe(rest);
    const full = (await loadBooking(db, { id: b.id }))!;
    const line = paymentLine(full, getDict("en").messages, "en");
    expect(line).toContain(money(rest, full.currency, "en"));
    expect(line).toContain("refunded");
    const mail = renderMessage({
      kind: "deposit_refunded",
      channel: "email",
      locale: "en",
      booking: full,
      now: new Date(),
      detail: { amountCents: b.deposit },
    });
    expect((mail as RenderedEmail).text).toContain(
      fmt(getDict("en").messages.depositRefundedRest, { rest: money(rest, full.currency, "en") }, "en"),
    );

    // Collected at the desk: marked paid; undone, back to refunded.
    expect((await markPaid(db, systemClock, ownerOf(studio), b.id)).paymentStatus).toBe("paid");
    expect((await undoMarkPaid(db, systemClock, ownerOf(studio), b.id)).paymentStatus).toBe("refunded");
  });

  it("a cancelled booking with its deposit refunded owes nothing and says no rest", async () => {
    const b = await depositPaid(studio);
    await db.booking.update({ where: { id: b.id }, data: { status: "cancelled" } });
    await refundAll(studio, b.id);
    const full = (await loadBooking(db, { id: b.id }))!;
    const mail = renderMessage({
      kind: "deposit_refunded",
      channel: "email",
      locale: "en",
      booking: full,
      now: new Date(),
      detail: { amountCents: b.deposit },
    });
    expect((mail as RenderedEmail).text).not.toContain("Your booking stands");
    const onItsDay = manualClock(b.startsAt);
    expect((await toCollectToday(db, onItsDay, ownerOf(studio))).map((r) => r.id)).not.toContain(b.id);
    expect((await bookingDetail(db, systemClock, ownerOf(studio), b.id)).actions.markPaid).toBe(false);
  });
});

describe("a paid booking whose deposit is refunded", () => {
  it("stays paid (its rest was collected); an undone mark goes back to refunded", async () => {
    const b = await depositPaid(studio);
    expect((await markPaid(db, systemClock, ownerOf(studio), b.id)).paymentStatus).toBe("paid");
    await refundAll(studio, b.id);
    expect(await paymentStatus(b.id)).toBe("paid");
    expect(await toCollectToday(db, manualClock(b.startsAt), ownerOf(studio))).not.toContainEqual(expect.objectContaining({ id: b.id }));
    expect((await undoMarkPaid(db, systemClock, ownerOf(studio), b.id)).paymentStatus).toBe("refunded");
  });
});

describe("the platform's fee on a refunded deposit", () => {
  it("is kept: the refund goes to Stripe without refund_application_fee, and the detail names the fee", async () => {
    const onPlatform = await depositPaid(studio);
    expect((await bookingDetail(db, systemClock, ownerOf(studio), onPlatform.id)).platformFeeCents).toBe(0);

    const b = await depositPaid(connected);
    const fee = platformFeeCents(b.deposit, FEE_BPS);
    expect(fee).toBeGreaterThan(0);
    expect(stripe.intents.get(b.intentId)!.application_fee_amount).toBe(fee);
    await refundAll(connected, b.id);
    const req = [...stripe.requests].reverse().find((r) => r.method === "POST" && r.path === "/v1/refunds")!;
    expect(req.params).toMatchObject({ payment_intent: b.intentId, amount: String(b.deposit) });
    expect(req.params.refund_application_fee).toBeUndefined();
    expect((await bookingDetail(db, systemClock, ownerOf(connected), b.id)).platformFeeCents).toBe(fee);
  });
});
