// What the studio does to a booking (docs/studio-actions.md): mark it paid, mark the session
// completed or no-show, cancel it, refund its deposit. Each action is one transaction on the
// booking's locked row, scoped to the actor's studio (another studio's booking is 404), writes
// an audit row naming the staff member and, when the guest's booking changes for them, queues
// a message to the guest in their language.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { env, stripeConfigured } from "../../infra/env";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { applyCancellation } from "../bookings/cancel";
import { applyMark, type StudioMark } from "../bookings/mark";
import { loadBooking } from "../bookings/view";
import { queueGuestNotice } from "../notifications/queue";
import { cancelIntentQuietly } from "../payments/intents";
import { refundDeposit } from "../payments/refunds";
import { recordPayment, voidPayment } from "../payments/ledger";
import { refundedCents, settlePayments } from "../payments/settle";
import { hasCardDeposit, restAtStudioCents } from "../../contract/booking-money";
import { announcePaid } from "../payments/ledger";
import { checkAllowed } from "../../contract/booking-actions";
import { actionFacts, latestPaymentMark } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";
import { fieldOf } from "../../contract/shapes";

/** The Stripe call of a refund runs inside the transaction (payments/refunds.ts): give it time. */
const WITH_STRIPE = { timeout: 60_000 };

/**
 * Money received at the studio: what is still owed, recorded as one payment whose method is not
 * said (docs/payments.md, Payments at the studio), so paymentStatus becomes 'paid' for a confirmed,
 * completed or no_show booking, its deposit refunded or not. Already paid answers the booking as it
 * is (a retried request); a booking still awaiting its card deposit (or cancelled) is INVALID_STATE.
 */
export async function markPaid(db: Db, clock: Clock, actor: StaffActor, bookingId: string): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    if (checkAllowed("markPaid", actionFacts(b, actor, now)) === null) {
      const owed = restAtStudioCents(b);
      const paymentId = owed > 0 ? await recordPayment(tx, b, { amountCents: owed, method: null }, actor, now) : null;
      // Nothing owed and still not paid: all that was taken went back (docs/payments.md, Payment status).
      if ((await settlePayments(tx, b)) !== "paid") throw new ApiError("INVALID_STATE", "Nothing is owed on this booking");
      await audit(tx, actor, { action: "booking.mark_paid", bookingId: b.id, detail: { from: b.paymentStatus, paymentId }, at: now });
      await announcePaid(tx, b, now, paymentId);
    }
    return studioBookingView(tx, b.id, now);
  });
}

/** What happened to the guest's "payment received" message when a mark was undone. */
type UndoneMessage = "cancelled" | "correction" | "none";

/**
 * A "paid" marked by mistake, undone (docs/studio-actions.md, Undoing a payment mark): the payment
 * the mark recorded is voided and the booking takes the paymentStatus its money now says, audited as
 * booking.mark_unpaid. Only while the latest payment change is a studio's mark (not Stripe's, not
 * an undo already: INVALID_STATE). The guest's "payment received": still queued, it is skipped in
 * the same statement the worker's claim would need (one of the two wins the row); already being
 * sent or sent, a correction goes out; failed or skipped, the guest was never told, nothing goes.
 */
export async function undoMarkPaid(db: Db, clock: Clock, actor: StaffActor, bookingId: string): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    const mark = await latestPaymentMark(tx, b.id);
    checkAllowed("undoMarkPaid", actionFacts(b, actor, now, { paidMarkUndoable: mark?.action === "booking.mark_paid" }));
    // The payment the mark recorded; a mark made before payments were itemised: its migrated payment.
    const recorded = fieldOf(mark!.detail, "paymentId");
    const payment = await tx.bookingPayment.findFirst({
      where: { bookingId: b.id, voidedAt: null, ...(typeof recorded === "string" ? { id: recorded } : { method: null }) },
      orderBy: { createdAt: "desc" },
    });
    if (payment) await voidPayment(tx, b.id, { paymentId: payment.id, reason: null }, actor, now);
    const previous = await settlePayments(tx, b);
    const told = await tx.message.findFirst({
      where: { bookingId: b.id, kind: "payment_received" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    let message: UndoneMessage = "none";
    if (told) {
      const skipped = await tx.$queryRaw<{ id: string }[]>`
        UPDATE message SET status = 'skipped', "lastError" = 'payment mark undone'
         WHERE id = ${told.id}::uuid AND status = 'queued' RETURNING id`;
      const state = skipped.length
        ? "skipped"
        : (await tx.message.findUnique({ where: { id: told.id }, select: { status: true } }))?.status;
      if (skipped.length) message = "cancelled";
      else if (state === "sending" || state === "sent") {
        const undone = (await loadBooking(tx, { id: b.id }))!;
        await queueGuestNotice(tx, undone, "payment_mark_undone", now, { occurrence: told.id });
        message = "correction";
      }
    }
    await audit(tx, actor, { action: "booking.mark_unpaid", bookingId: b.id, detail: { to: previous, message }, at: now });
    return studioBookingView(tx, b.id, now);
  });
}

/** completed / no_show once the session has started; a mark can be corrected (bookings/mark.ts). */
export async function markSession(db: Db, clock: Clock, actor: StaffActor, bookingId: string, mark: StudioMark): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    await applyMark(tx, b, mark, actor, now);
    return studioBookingView(tx, b.id, now);
  });
}

export type StudioCancel = { reason: string; refund?: boolean };

/**
 * The studio cancels, at any time, with a reason the guest is told. A confirmed or
 * pending_payment booking only. With a paid card deposit the request must say `refund`: true
 * refunds what is left of it now (owners only), false keeps it (an owner may refund later).
 * All or nothing: if Stripe refuses the refund, the booking stays as it was.
 */
export async function cancelByStudio(db: Db, clock: Clock, actor: StaffActor, bookingId: string, c: StudioCancel): Promise<StudioBooking> {
  if (c.refund) requireOwner(actor, "refund");
  const now = clock.now();
  const { view, intentToCancel, account } = await inTransaction(
    db,
    async (tx) => {
      const b = await lockStudioBooking(tx, actor, bookingId);
      const facts = actionFacts(b, actor, now, { refundedCents: hasCardDeposit(b) ? await refundedCents(tx, b.id) : 0 });
      checkAllowed("cancel", facts);
      const left = facts.depositLeftCents;
      if (left > 0 && c.refund === undefined)
        throw new ApiError("VALIDATION_ERROR", "refund: required when a deposit was paid (true to refund it now, false to keep it)");
      if (c.refund && left <= 0) throw new ApiError("INVALID_STATE", "There is no paid deposit left to refund");
      if (c.refund && !stripeConfigured(env()))
        throw new ApiError("PAYMENTS_UNAVAILABLE", "Card payments are not configured; nothing can be refunded");

      const intentToCancel = await applyCancellation(tx, b, { by: "studio", reason: c.reason, now });
      const cancelled = (await loadBooking(tx, { id: b.id }))!;
      await queueGuestNotice(tx, cancelled, "booking_cancelled_by_studio", now);
      await audit(tx, actor, {
        action: "booking.cancel",
        bookingId: b.id,
        detail: { reason: c.reason, refund: c.refund ?? false, from: b.status },
        at: now,
      });
      // One cancellation per booking, so one key: a rerun of this transaction replays the same refund.
      if (c.refund) await refundDeposit(tx, cancelled, left, { stripeKey: `studio-cancel-refund:${b.id}`, requestKey: null, actor, now });
      return { view: await studioBookingView(tx, b.id, now), intentToCancel, account: b.stripeAccountId };
    },
    WITH_STRIPE,
  );
  if (intentToCancel) await cancelIntentQuietly(intentToCancel, "abandoned", account);
  return view;
}

export type StudioRefund = { amountCents?: number; idempotencyKey: string };

/**
 * An owner refunds all (no amount) or part of a paid card deposit, on a booking in any state.
 * The request's idempotencyKey makes a retry harmless: the same key answers the booking again
 * (another amount under a used key is VALIDATION_ERROR); Stripe gets a key derived from the
 * booking and that key. More than what is left of the deposit is INVALID_STATE.
 */
export async function refundByStudio(db: Db, clock: Clock, actor: StaffActor, bookingId: string, r: StudioRefund): Promise<StudioBooking> {
  requireOwner(actor, "refund");
  const now = clock.now();
  return inTransaction(
    db,
    async (tx) => {
      const b = await lockStudioBooking(tx, actor, bookingId);
      const prior = await tx.bookingRefund.findUnique({
        where: { bookingId_requestKey: { bookingId: b.id, requestKey: r.idempotencyKey } },
      });
      if (prior) {
        if (r.amountCents !== undefined && r.amountCents !== prior.amountCents)
          throw new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different refund; use a new key");
        return studioBookingView(tx, b.id, now);
      }
      const facts = actionFacts(b, actor, now, { payments: stripeConfigured(env()), refundedCents: await refundedCents(tx, b.id) });
      checkAllowed("refund", facts);
      const left = facts.depositLeftCents;
      const amount = r.amountCents ?? left;
      if (amount > left) throw new ApiError("INVALID_STATE", `Only ${left} cents of the ${b.depositCents}-cent deposit are left to refund`);
      await refundDeposit(tx, b, amount, {
        stripeKey: `studio-refund:${b.id}:${r.idempotencyKey}`,
        requestKey: r.idempotencyKey,
        actor,
        now,
      });
      return studioBookingView(tx, b.id, now);
    },
    WITH_STRIPE,
  );
}
