// Refunds of a booking's card deposit (docs/studio-actions.md, Refunds): one booking_refund row
// per Stripe refund, whoever made it — an owner in the dashboard, Stripe's own dashboard
// (reconciled from charge.refunded, webhook.ts) or the automatic refund of a late payment — so
// the total refunded is always known. Refunds that failed or were cancelled at Stripe do not
// count. Once the counted total reaches all that was taken, paymentStatus becomes 'refunded' (a
// booking paid in full stays paid; payments/ledger.ts settlePayments).
//
// The Stripe call happens inside the transaction that holds the booking's row lock, as the
// webhook's refund does: concurrent refunds of one booking queue on the lock, so the check
// "no more than what is left" cannot race; if the transaction fails after Stripe answered, a
// retry with the same key gets the same refund back from Stripe (idempotency key), and the
// charge.refunded webhook records it anyway.
import Stripe from "stripe";
import type { DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { log, errorFields } from "../../infra/log";
import { BOOKING_INCLUDE, loadBooking, type BookingFull } from "../bookings/view";
import { queueGuestNotice } from "../notifications/queue";
import { actorLabel, audit, stripeActor, type AuditActor } from "../staff/audit";
import { listRefunds, refundPart, type RefundFacts } from "./intents";
import { NOT_COUNTED, settlePayments } from "./settle";

/** Upsert one Stripe refund by its id; true when the row is new. */
export async function recordRefund(
  tx: DbOrTx,
  bookingId: string,
  r: RefundFacts,
  by: { actor: AuditActor | null; requestKey?: string | null; now: Date },
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ inserted: boolean }[]>`
    INSERT INTO booking_refund (id, "bookingId", "stripeRefundId", "amountCents", status, "requestKey", "actorUserId", "actorName", "createdAt", "updatedAt")
    VALUES (gen_random_uuid(), ${bookingId}::uuid, ${r.id}, ${r.amount}::int, ${r.status}, ${by.requestKey ?? null},
            ${by.actor?.userId ?? null}, ${by.actor ? actorLabel(by.actor) : null}, ${by.now}, ${by.now})
    ON CONFLICT ("stripeRefundId") DO UPDATE SET status = EXCLUDED.status, "amountCents" = EXCLUDED."amountCents", "updatedAt" = EXCLUDED."updatedAt",
      -- a refund the webhook recorded first keeps who asked for it once their request comes through
      "requestKey" = COALESCE(booking_refund."requestKey", EXCLUDED."requestKey"),
      "actorUserId" = COALESCE(booking_refund."actorUserId", EXCLUDED."actorUserId"),
      "actorName" = COALESCE(booking_refund."actorName", EXCLUDED."actorName")
    RETURNING (xmax = 0) AS inserted`;
  return rows[0].inserted;
}

/** The status the money now says (payments/ledger.ts): everything taken refunded, `refunded`; a booking paid in full stays paid. */
const settle = (tx: DbOrTx, b: BookingFull) => settlePayments(tx, b);

/** Stripe's refusal as one of our errors (nothing was refunded). */
function stripeFailure(e: unknown): ApiError {
  if (e instanceof Stripe.errors.StripeIdempotencyError)
    return new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different refund; use a new key");
  if (e instanceof Stripe.errors.StripeInvalidRequestError) return new ApiError("INVALID_STATE", `Stripe refused the refund: ${e.message}`);
  log.error("stripe refund failed", errorFields(e));
  // A refusal Stripe gave before acting (limits, keys) changed nothing: 503. A lost connection
  // or a Stripe fault may come after Stripe refunded: the outcome is unknown, so no 503
  // (docs/decisions-platform.md, A 503 changed nothing); the same key again never refunds twice, and a
  // refund made is recorded from the charge.refunded webhook in any case.
  if (
    e instanceof Stripe.errors.StripeRateLimitError ||
    e instanceof Stripe.errors.StripeAuthenticationError ||
    e instanceof Stripe.errors.StripePermissionError
  )
    return new ApiError("SERVICE_UNAVAILABLE", "The payment provider refused the request for now; nothing was refunded. Try again later.");
  return new ApiError(
    "INTERNAL_ERROR",
    "The payment provider did not answer, so it is unknown whether the refund was made. Repeat with the same idempotencyKey: it is never refunded twice.",
  );
}

/**
 * Refund `amountCents` of `b`'s deposit now (row locked by the caller, amount already checked
 * against what is left): Stripe, the refund row, the status, the guest's message, the audit row.
 */
export async function refundDeposit(
  tx: DbOrTx,
  b: BookingFull,
  amountCents: number,
  opts: { stripeKey: string; requestKey: string | null; actor: AuditActor; now: Date },
): Promise<RefundFacts> {
  let r: RefundFacts;
  try {
    r = await refundPart(b.paymentIntentId!, amountCents, opts.stripeKey, b.id, b.stripeAccountId);
  } catch (e) {
    throw stripeFailure(e);
  }
  await recordRefund(tx, b.id, r, { actor: opts.actor, requestKey: opts.requestKey, now: opts.now });
  await settle(tx, b);
  await queueGuestNotice(tx, b, "deposit_refunded", opts.now, { occurrence: r.id, detail: { amountCents: r.amount } });
  await audit(tx, opts.actor, {
    action: "booking.refund",
    bookingId: b.id,
    detail: { amountCents: r.amount, stripeRefundId: r.id, status: r.status },
    at: opts.now,
  });
  return r;
}

/**
 * Reconcile a booking's refunds with Stripe (charge.refunded and refund events; booking row
 * locked by the caller): every refund of its PaymentIntent is upserted by id; one we did not
 * know (made in Stripe's dashboard) is audited as made by Stripe and told to the guest.
 */
export async function reconcileRefunds(tx: DbOrTx, bookingId: string, paymentIntentId: string, now: Date): Promise<number> {
  const b = (await loadBooking(tx, { id: bookingId }))!;
  const refunds = await listRefunds(paymentIntentId, b.stripeAccountId);
  let fresh = 0;
  for (const r of refunds) {
    if (!(await recordRefund(tx, b.id, r, { actor: null, now }))) continue;
    fresh++;
    await audit(tx, stripeActor(b.studioId), {
      action: "booking.refund",
      bookingId: b.id,
      detail: { amountCents: r.amount, stripeRefundId: r.id, status: r.status, source: "stripe" },
      at: now,
    });
    if (!NOT_COUNTED.includes(r.status))
      await queueGuestNotice(tx, b, "deposit_refunded", now, { occurrence: r.id, detail: { amountCents: r.amount } });
  }
  await settle(tx, await tx.booking.findUniqueOrThrow({ where: { id: b.id }, include: BOOKING_INCLUDE }));
  return fresh;
}
