// Every cancellation goes through the one routine (lib/domain/bookings/cancel.ts): the guest's
// (with the manage token) and the payment timeout leave the same trace — the row cancelled with
// who and why, the slot's claim gone, the studio's message queued, pending reminders skipped,
// the PaymentIntent cancelled at Stripe after the commit — and differ only in who and why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking, viewBooking } from "../../lib/domain/bookings/manage";
import { expireIfOverdue } from "../../lib/domain/payments/timeout";
import { PAYMENT_DUE_MS } from "../../lib/contract/limits";
import { ApiError } from "../../lib/contract/errors";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { setEnv } from "../helpers/env";
import { testDb } from "../helpers/test-db";

let stripe: FakeStripe;
let studio: TestStudio;
let slot = 0;

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_test_cancellation",
    JOBS_SCHEMA: `jobs_cancel_${process.pid}`,
  },
});
beforeAll(async () => {
  stripe = await startFakeStripe();
  setEnv({ STRIPE_API_URL: stripe.url });
  await ensureJobs();
  studio = await createStudio(db);
});
afterAll(async () => {
  await stripe?.close();
});

/** A card booking, pending its deposit, three days ahead; its manage token and PaymentIntent id. */
async function pendingCardBooking(now: Date) {
  const h = await createHold(db, studio, {
    startsAt: hoursAhead(72 + 4 * slot++),
    channel: "email",
    contact: `cancel-${slot}@mail.example`,
  });
  const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "card" });
  const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
  expect(row.status).toBe("pending_payment");
  return { id: r.booking.id, holdId: h.holdId, token: r.manageToken, intentId: row.paymentIntentId! };
}

/** What a cancellation leaves behind, for comparison. */
async function trace(bookingId: string) {
  const b = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const claims = await db.slotClaim.count({ where: { bookingId } });
  const messages = await db.message.findMany({
    where: { bookingId },
    select: { kind: true, status: true, sealed: true },
    orderBy: { kind: "asc" },
  });
  return {
    status: b.status,
    paymentStatus: b.paymentStatus,
    cancelledBy: b.cancelledBy,
    cancelReason: b.cancelReason,
    cancelledAt: b.cancelledAt?.toISOString(),
    claims,
    messages,
  };
}

describe("one cancellation routine", () => {
  it("the guest's cancel and the payment timeout leave the same trace, but for who and why", async () => {
    const now = new Date();
    const guest = await pendingCardBooking(now);
    const timedOut = await pendingCardBooking(now);

    const cancelledAt = new Date(now.getTime() + 60_000);
    await cancelBooking(db, manualClock(cancelledAt), guest.token, "  cannot make it  ");
    const overdueAt = new Date(now.getTime() + PAYMENT_DUE_MS + 60_000);
    expect(await expireIfOverdue(db, manualClock(overdueAt), timedOut.id)).toBe(true);

    // The guest's confirmation that waited for the deposit is dropped with its sealed link.
    const studioMessage = [
      { kind: "booking_confirmed", status: "skipped", sealed: null },
      { kind: "studio_cancelled", status: "queued", sealed: null },
    ];
    expect(await trace(guest.id)).toEqual({
      status: "cancelled",
      paymentStatus: "unpaid",
      cancelledBy: "guest",
      cancelReason: "cannot make it",
      cancelledAt: cancelledAt.toISOString(),
      claims: 0,
      messages: studioMessage,
    });
    expect(await trace(timedOut.id)).toEqual({
      status: "cancelled",
      paymentStatus: "unpaid",
      cancelledBy: "system",
      cancelReason: "payment_timeout",
      cancelledAt: overdueAt.toISOString(),
      claims: 0,
      messages: studioMessage,
    });
    expect(stripe.intents.get(guest.intentId)).toMatchObject({ status: "canceled", cancellation_reason: "requested_by_customer" });
    expect(stripe.intents.get(timedOut.intentId)).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
  });

  it("an overdue booking opened with its token is timed out first: the guest's cancel then answers INVALID_STATE", async () => {
    const now = new Date();
    const b = await pendingCardBooking(now);
    const later = manualClock(now.getTime() + PAYMENT_DUE_MS + 1_000);
    const err = await cancelBooking(db, later, b.token, undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("INVALID_STATE");
    expect(await trace(b.id)).toMatchObject({ status: "cancelled", cancelledBy: "system", cancelReason: "payment_timeout", claims: 0 });
    expect((await viewBooking(db, later, b.token)).status).toBe("cancelled");
  });
});
