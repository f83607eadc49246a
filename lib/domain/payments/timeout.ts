// Payment timeout (docs/decisions-bookings.md, Payment timeout): a pending_payment booking whose paymentDueAt has passed is
// cancelled by the system, its slot freed, the studio told, and its PaymentIntent cancelled at
// Stripe. Reads never wait for this: the booking's claim expires at paymentDueAt, so
// availability ignores it at once, and the manage endpoints apply the timeout before answering.
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { applyCancellation } from "../bookings/cancel";
import { loadBooking, lockBooking, type BookingFull } from "../bookings/view";
import { cancelIntentQuietly } from "./intents";

export const isOverdue = (b: { status: string; paymentDueAt: Date | null }, now: Date) =>
  b.status === "pending_payment" && b.paymentDueAt !== null && b.paymentDueAt.getTime() <= now.getTime();

/**
 * In the caller's transaction, with the (pending_payment) booking row locked: the system cancels
 * it (bookings/cancel.ts). Its PaymentIntent, to cancel after the commit, or null.
 */
export function applyPaymentTimeout(tx: DbOrTx, b: BookingFull, now: Date): Promise<string | null> {
  return applyCancellation(tx, b, { by: "system", reason: "payment_timeout", now });
}

/** Cancel one booking if it is (still) overdue; then its PaymentIntent. True when it did. */
export async function expireIfOverdue(db: Db, clock: Clock, bookingId: string): Promise<boolean> {
  const now = clock.now();
  const pi = await inTransaction(db, async (tx) => {
    if (!(await lockBooking(tx, bookingId))) return undefined;
    const b = (await loadBooking(tx, { id: bookingId }))!;
    if (!isOverdue(b, now)) return undefined;
    return { intent: await applyPaymentTimeout(tx, b, now), account: b.stripeAccountId };
  });
  if (pi === undefined) return false;
  if (pi.intent) await cancelIntentQuietly(pi.intent, "abandoned", pi.account);
  return true;
}

/** The sweep: every overdue pending_payment booking (optionally of one studio, for tests). */
export async function sweepPaymentTimeouts(db: Db, clock: Clock, opts: { studioId?: string; limit?: number } = {}): Promise<number> {
  const now = clock.now();
  const due = await db.booking.findMany({
    where: { status: "pending_payment", paymentDueAt: { lte: now }, ...(opts.studioId ? { studioId: opts.studioId } : {}) },
    select: { id: true },
    orderBy: { paymentDueAt: "asc" },
    take: opts.limit ?? 200,
  });
  let n = 0;
  for (const { id } of due) if (await expireIfOverdue(db, clock, id)) n++;
  return n;
}
