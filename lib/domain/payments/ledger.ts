// Payments recorded at the studio (docs/payments.md, Payments at the studio): any amount, several per
// booking, by method, each refundable in part and voidable when recorded by mistake. The caller holds
// the booking's row lock (studio-actions/view.ts lockStudioBooking), so "no more than is owed" and
// "no more than is left to refund" cannot race. After every change, settlePayments writes what
// follows from the money: the booking's paidAtStudioCents and its paymentStatus (one rule,
// lib/contract/booking-money.ts paymentStatusFor), the card deposit and its refunds counted too.
import { randomUUID } from "node:crypto";
import { depositTakenCents, restAtStudioCents, type LedgerMethod } from "../../contract/booking-money";
import type { LedgerBooking } from "./settle";
import { ApiError, notFound } from "../../contract/errors";
import { Prisma, type DbOrTx } from "../../infra/db";
import { money } from "../../i18n/core";
import { actorLabel, type AuditActor } from "../staff/audit";
import { refundPart } from "./intents";
import type { BookingFull } from "../bookings/view";
import { queueGuestNotice } from "../notifications/queue";
import { emitBookingEvent } from "../webhooks/events";

/**
 * restAtStudioCents in SQL, for lists that sum or filter by it, over a booking aliased `b`: nothing
 * once paid or cancelled; else the price less the card deposit taken and the payments at the studio.
 */
export const OWED_SQL = Prisma.sql`(CASE WHEN b.status = 'cancelled' OR b."paymentStatus" = 'paid' THEN 0
  ELSE GREATEST(0, b."priceCents" - b."paidAtStudioCents"
    - CASE WHEN b."paymentIntentId" IS NOT NULL AND b."paymentStatus" IN ('deposit_paid', 'refunded') THEN b."depositCents" ELSE 0 END) END)::int`;

/**
 * A new price (changePrice, changeExtras) never goes below what was already paid, the card deposit
 * and the payments at the studio (docs/studio-actions.md, Changing the price): 409 INVALID_STATE.
 */
export function checkNewPrice(b: LedgerBooking & { currency: string }, priceCents: number): void {
  const taken = depositTakenCents(b) + b.paidAtStudioCents;
  if (priceCents < taken)
    throw new ApiError("INVALID_STATE", `The price cannot go below what was already paid (${money(taken, b.currency, "en")})`);
}

export type NewPayment = { amountCents: number; method: LedgerMethod | null; note?: string | null; requestKey?: string | null };

/** The payment a request key already recorded on the booking, if any. */
export function paymentByKey(tx: DbOrTx, bookingId: string, requestKey: string) {
  return tx.bookingPayment.findUnique({ where: { bookingId_requestKey: { bookingId, requestKey } } });
}

/**
 * Record a payment of at most what is owed (more is 409 INVALID_STATE, saying how much is left).
 * The caller answered a request key already used (paymentByKey). Returns the payment's id.
 */
export async function recordPayment(tx: DbOrTx, b: LedgerBooking, p: NewPayment, actor: AuditActor, now: Date): Promise<string> {
  const owed = restAtStudioCents(b);
  if (p.amountCents > owed)
    throw new ApiError("INVALID_STATE", owed === 0 ? "Nothing is owed on this booking" : `Only ${owed} cents are owed on this booking`);
  const id = randomUUID();
  await tx.bookingPayment.create({
    data: {
      id,
      bookingId: b.id,
      amountCents: p.amountCents,
      method: p.method,
      note: p.note ?? null,
      requestKey: p.requestKey ?? null,
      actorUserId: actor.userId,
      actorName: actorLabel(actor),
      createdAt: now,
    },
  });
  return id;
}

/** Prepaid hours are not money to void or give back: they return to their pass with a cancellation (docs/prepaid-hours.md). */
const prepaidStays = () =>
  new ApiError("INVALID_STATE", "Prepaid hours go back to their code when the booking is cancelled; they cannot be voided or refunded");

/** The booking's payment `paymentId`, or 404 (another booking's payment is not found either). */
async function paymentOf(tx: DbOrTx, bookingId: string, paymentId: string) {
  const p = /^[0-9a-f-]{36}$/i.test(paymentId) ? await tx.bookingPayment.findFirst({ where: { id: paymentId, bookingId } }) : null;
  if (!p) throw notFound("Payment");
  return p;
}

/**
 * Void a payment recorded by mistake: it no longer counts. Voided already answers as it is (false);
 * a payment refunded in part is real money: 409 INVALID_STATE (the constraint booking_payment_void
 * says the same). Returns the payment as it was, and whether this call voided it.
 */
export async function voidPayment(
  tx: DbOrTx,
  bookingId: string,
  v: { paymentId: string; reason: string | null },
  actor: AuditActor,
  now: Date,
): Promise<{ amountCents: number; method: string | null; fresh: boolean }> {
  const p = await paymentOf(tx, bookingId, v.paymentId);
  if (p.voidedAt) return { amountCents: p.amountCents, method: p.method, fresh: false };
  if (p.refundedCents > 0) throw new ApiError("INVALID_STATE", "This payment was refunded in part; it cannot be voided");
  if (p.method === "prepaid") throw prepaidStays();
  if (p.paymentIntentId) throw new ApiError("INVALID_STATE", "A card payment through a payment link is real money: give it back instead");
  await tx.bookingPayment.update({
    where: { id: p.id },
    data: { voidedAt: now, voidedByName: actorLabel(actor), voidReason: v.reason },
  });
  return { amountCents: p.amountCents, method: p.method, fresh: true };
}

/**
 * Give back part or all (no amount: what is left) of a payment. The request's key is unique per
 * payment: the same key answers as it is, another amount under it is 400. More than is left of
 * the payment, or a voided one, is 409 INVALID_STATE.
 */
export async function refundPayment(
  tx: DbOrTx,
  bookingId: string,
  r: { paymentId: string; amountCents?: number; note?: string | null; requestKey: string },
  actor: AuditActor,
  now: Date,
): Promise<{ amountCents: number; fresh: boolean }> {
  const p = await paymentOf(tx, bookingId, r.paymentId);
  const prior = await tx.bookingPaymentRefund.findUnique({
    where: { paymentId_requestKey: { paymentId: p.id, requestKey: r.requestKey } },
  });
  if (prior) {
    if (r.amountCents !== undefined && r.amountCents !== prior.amountCents)
      throw new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different refund; use a new key");
    return { amountCents: prior.amountCents, fresh: false };
  }
  if (p.voidedAt) throw new ApiError("INVALID_STATE", "This payment was voided; there is nothing to refund");
  if (p.method === "prepaid") throw prepaidStays();
  const left = p.amountCents - p.refundedCents;
  const amount = r.amountCents ?? left;
  if (left <= 0 || amount > left) throw new ApiError("INVALID_STATE", `Only ${left} cents of this payment are left to refund`);
  // Paid through a payment link: the money goes back by Stripe, on the account it was taken on,
  // before the row (a failed call records nothing; the key makes a rerun of this transaction harmless).
  if (p.paymentIntentId)
    await refundPart(p.paymentIntentId, amount, `payment-refund:${p.id}:${r.requestKey}`, bookingId, p.stripeAccountId);
  await tx.bookingPaymentRefund.create({
    data: {
      id: randomUUID(),
      paymentId: p.id,
      amountCents: amount,
      note: r.note ?? null,
      requestKey: r.requestKey,
      actorUserId: actor.userId,
      actorName: actorLabel(actor),
      createdAt: now,
    },
  });
  await tx.bookingPayment.update({ where: { id: p.id }, data: { refundedCents: { increment: amount } } });
  return { amountCents: amount, fresh: true };
}

/**
 * Paid in full now: the guest's "payment received" (a count in its key after the first), with the
 * receipt of `paymentId` when a payment made it so, and the event.
 */
export async function announcePaid(tx: DbOrTx, b: BookingFull, now: Date, paymentId: string | null = null): Promise<void> {
  const earlier = await tx.message.count({ where: { bookingId: b.id, kind: "payment_received" } });
  await queueGuestNotice(tx, b, "payment_received", now, {
    ...(earlier ? { occurrence: String(earlier) } : {}),
    ...(paymentId ? { detail: { paymentId } } : {}),
  });
  await emitBookingEvent(tx, now, b.id, "booking.payment_received");
}

/**
 * A payment recorded: paid in full, announcePaid with its receipt; otherwise the guest's receipt of
 * it, with what is still owed (docs/payments.md, Receipts).
 */
export async function announcePayment(
  tx: DbOrTx,
  b: BookingFull,
  status: string,
  payment: { id: string; amountCents: number },
  now: Date,
): Promise<void> {
  if (status === "paid") return announcePaid(tx, b, now, payment.id);
  await queueGuestNotice(tx, b, "payment_receipt", now, {
    occurrence: payment.id,
    detail: { paymentId: payment.id, amountCents: payment.amountCents },
  });
}
