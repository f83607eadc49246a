// Guest cancellation (spec 4.9, 3.2).
//
// Precedence when both apply: 409 INVALID_STATE first — the state itself forbids it
// (cancelled, completed, no_show, or the session has already started) — then 409
// CANCEL_TOO_LATE (inside the cancelNoticeHours window, snapshotted at booking time). An
// overdue pending_payment booking is timed out first and therefore answers INVALID_STATE.
//
// Outside the window: cancelled at once, the claim deleted (slot free immediately), pending
// reminders skipped, the studio told with the reason — all in one transaction. A paid deposit
// is not refunded automatically (paymentStatus stays deposit_paid). A pending_payment booking
// also has its PaymentIntent cancelled at Stripe after the commit; if a success still arrives,
// the webhook refunds it.
import type { Clock } from "../../infra/clock";
import type { Booking } from "../../contract/schemas";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { ensureJobs } from "../../infra/queue";
import { releaseClaim } from "../availability/busy";
import { cancelIntentQuietly } from "../payments/intents";
import { queueCancellationMessages } from "../notifications/queue";
import { findByToken } from "./manage";
import { loadBooking, lockBooking, mayCancel, toBooking } from "./view";

export async function cancelBooking(db: Db, clock: Clock, token: string, reason: string | undefined): Promise<Booking> {
  const found = await findByToken(db, clock, token);
  await ensureJobs();
  const now = clock.now();
  const { booking, intentToCancel } = await inTransaction(db, async (tx) => {
    await lockBooking(tx, found.id);
    const b = (await loadBooking(tx, { id: found.id }))!;
    const active = b.status === "confirmed" || b.status === "pending_payment";
    if (!active || b.startsAt.getTime() <= now.getTime()) {
      throw new ApiError(
        "INVALID_STATE",
        b.status === "cancelled"
          ? "This booking is already cancelled"
          : active
            ? "This session has already started"
            : `A ${b.status} booking cannot be cancelled`,
      );
    }
    if (!mayCancel(b, now))
      throw new ApiError("CANCEL_TOO_LATE", `Bookings can be cancelled up to ${b.cancelNoticeHours} hours before the start`);
    const wasPending = b.status === "pending_payment";
    await tx.booking.update({
      where: { id: b.id },
      data: {
        status: "cancelled",
        paymentStatus: wasPending ? "unpaid" : b.paymentStatus,
        cancelledBy: "guest",
        cancelReason: reason?.trim() ? reason.trim() : null,
        cancelledAt: now,
        manageTokenSealed: null,
      },
    });
    await releaseClaim(tx, { bookingId: b.id });
    await queueCancellationMessages(tx, b, now);
    return { booking: (await loadBooking(tx, { id: b.id }))!, intentToCancel: wasPending ? b.paymentIntentId : null };
  });
  if (intentToCancel) await cancelIntentQuietly(intentToCancel, "requested_by_customer");
  return toBooking(booking, now);
}
