// Payment timeout (spec 3.2): a pending_payment booking whose paymentDueAt has passed is
// cancelled by the system, its slot freed, the studio told, and its PaymentIntent cancelled at
// Stripe. Reads never wait for this: the booking's claim expires at paymentDueAt, so
// availability ignores it at once, and the manage endpoints apply the timeout before answering.
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ensureJobs } from "../../infra/queue";
import { releaseClaim } from "../availability/busy";
import { loadBooking, lockBooking, type BookingFull } from "../bookings/view";
import { queueCancellationMessages } from "../notifications/queue";
import { cancelIntentQuietly } from "./intents";

export const isOverdue = (b: { status: string; paymentDueAt: Date | null }, now: Date) =>
  b.status === "pending_payment" && b.paymentDueAt !== null && b.paymentDueAt.getTime() <= now.getTime();

/** In the caller's transaction, with the booking row locked: cancel an overdue booking. */
export async function applyPaymentTimeout(tx: DbOrTx, b: BookingFull, now: Date): Promise<void> {
  await tx.booking.update({
    where: { id: b.id },
    data: {
      status: "cancelled",
      paymentStatus: "unpaid",
      cancelledBy: "system",
      cancelReason: "payment_timeout",
      cancelledAt: now,
      manageTokenSealed: null,
    },
  });
  await releaseClaim(tx, { bookingId: b.id });
  await queueCancellationMessages(tx, b, now);
}

/** Cancel one booking if it is (still) overdue; then its PaymentIntent. True when it did. */
export async function expireIfOverdue(db: Db, clock: Clock, bookingId: string): Promise<boolean> {
  await ensureJobs();
  const now = clock.now();
  const pi = await inTransaction(db, async (tx) => {
    if (!(await lockBooking(tx, bookingId))) return undefined;
    const b = (await loadBooking(tx, { id: bookingId }))!;
    if (!isOverdue(b, now)) return undefined;
    await applyPaymentTimeout(tx, b, now);
    return b.paymentIntentId ?? null;
  });
  if (pi === undefined) return false;
  if (pi) await cancelIntentQuietly(pi, "abandoned");
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
