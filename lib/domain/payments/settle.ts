// What the money of a booking says (docs/payments.md, Payment status): its paidAtStudioCents and its
// paymentStatus, written after every payment, refund or void (one rule, lib/contract/booking-money.ts
// paymentStatusFor), the card deposit and its refunds counted too. Imports only the contract and the
// database, so the cancellation routine and the prepaid hours' return can settle without the ledger.
import { depositTakenCents, paymentStatusFor } from "../../contract/booking-money";
import type { DbOrTx } from "../../infra/db";

/** Stripe refund states that do not (or no longer) move money back. */
export const NOT_COUNTED = ["failed", "canceled"];

/** Cents of the card deposit refunded so far (booking_refund rows not failed or cancelled). */
export async function refundedCents(tx: DbOrTx, bookingId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ n: number }[]>`
    SELECT COALESCE(sum("amountCents"), 0)::int AS n FROM booking_refund
     WHERE "bookingId" = ${bookingId}::uuid AND status <> ALL(${NOT_COUNTED}::text[])`;
  return rows[0].n;
}

export type LedgerBooking = {
  id: string;
  priceCents: number;
  depositCents: number;
  paymentStatus: string;
  paymentIntentId: string | null;
  paidAtStudioCents: number;
};

/** What was paid at the studio (payments not voided) and given back of it. */
async function studioTotals(tx: DbOrTx, bookingId: string): Promise<{ paid: number; back: number }> {
  const [row] = await tx.$queryRaw<{ paid: number; back: number }[]>`
    SELECT COALESCE(sum("amountCents"), 0)::int AS paid, COALESCE(sum("refundedCents"), 0)::int AS back
      FROM booking_payment WHERE "bookingId" = ${bookingId}::uuid AND "voidedAt" IS NULL`;
  return row;
}

/**
 * Write what the money says: paidAtStudioCents and paymentStatus. A card deposit still awaited
 * stays `pending` (nothing can be recorded then). Returns the new status.
 */
export async function settlePayments(tx: DbOrTx, b: LedgerBooking): Promise<string> {
  const [studio, depositBack] = await Promise.all([studioTotals(tx, b.id), b.paymentIntentId ? refundedCents(tx, b.id) : 0]);
  const deposit = depositTakenCents(b);
  const status = paymentStatusFor({
    pending: b.paymentStatus === "pending",
    priceCents: b.priceCents,
    takenCents: deposit + studio.paid,
    givenBackCents: (deposit > 0 ? depositBack : 0) + studio.back,
  });
  if (status !== b.paymentStatus || studio.paid !== b.paidAtStudioCents)
    await tx.booking.update({ where: { id: b.id }, data: { paymentStatus: status, paidAtStudioCents: studio.paid } });
  return status;
}
