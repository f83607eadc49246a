// Cancelling a booking: the one routine behind every cancellation — the guest's
// (bookings/manage.ts cancelBooking), the studio's and the system's payment timeout
// (payments/timeout.ts) — so each leaves the same trace (docs/decisions-bookings.md, Cancellation).
//
// In the caller's transaction, with the booking row locked, once the caller has decided the
// booking may go: cancelled at once, the claim deleted (the slot is free immediately), pending
// reminders skipped, the studio told with the reason. A paid deposit is not refunded
// automatically (paymentStatus stays deposit_paid); a pending one becomes unpaid and the caller
// cancels its PaymentIntent at Stripe after the commit (if a success still arrives, the webhook
// refunds it).
import type { DbOrTx } from "../../infra/db";
import { releaseClaim } from "../availability/busy";
import { dropWaitingMessages, queueCancellationMessages } from "../notifications/queue";
import { emitBookingEvent } from "../webhooks/events";
import type { BookingFull } from "./view";
import { returnHours } from "../prepaid/return";

export type Cancellation = {
  by: "guest" | "studio" | "system";
  /** The guest's words, or a system reason such as "payment_timeout"; null when none. */
  reason: string | null;
  now: Date;
};

/** Cancel `b` (confirmed or pending_payment, row locked); the PaymentIntent to cancel after the commit, if any. */
export async function applyCancellation(tx: DbOrTx, b: BookingFull, c: Cancellation): Promise<string | null> {
  const wasPending = b.status === "pending_payment";
  await tx.booking.update({
    where: { id: b.id },
    data: {
      status: "cancelled",
      paymentStatus: wasPending ? "unpaid" : b.paymentStatus,
      cancelledBy: c.by,
      cancelReason: c.reason,
      cancelledAt: c.now,
    },
  });
  if (wasPending) await dropWaitingMessages(tx, b.id);
  await releaseClaim(tx, { bookingId: b.id });
  // Prepaid hours go back to their pass whoever cancels (docs/prepaid-hours.md, Cancelling).
  await returnHours(tx, b, { userId: null, name: c.by }, c.now);
  await queueCancellationMessages(tx, b, c.now);
  await emitBookingEvent(tx, c.now, b.id, "booking.cancelled", { cancelledBy: c.by, ...(c.reason ? { reason: c.reason } : {}) });
  return wasPending ? b.paymentIntentId : null;
}
