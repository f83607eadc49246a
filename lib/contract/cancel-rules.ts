// The one cancellation rule (docs/decisions-bookings.md, Cancellation): a guest may cancel online while
// the start is more than the room's notice (cancelNoticeHours) away. The server decides
// Booking.mayCancel with it; the booking flow and the manage page show its deadline with it.
// Client-safe: plain arithmetic on instants.

/** The last instant a booking starting at `startsAt` can be cancelled online (exclusive). */
export function cancelDeadline(startsAt: Date | string, noticeHours: number): Date {
  return new Date(new Date(startsAt).getTime() - noticeHours * 3_600_000);
}

/** Whether the start is still outside the notice window at `now`. */
export function beforeCancelDeadline(startsAt: Date | string, noticeHours: number, now: Date | number): boolean {
  return new Date(now).getTime() < cancelDeadline(startsAt, noticeHours).getTime();
}

/**
 * A live booking made when its start was already inside the notice window: it could never be
 * cancelled online, so the manage page says that, not "any more" (docs/decisions-bookings.md, Cancellation).
 */
export function neverCancellableOnline(b: { status: string; startsAt: string; createdAt: string; cancelNoticeHours: number }): boolean {
  if (b.status !== "confirmed" && b.status !== "pending_payment") return false;
  return !beforeCancelDeadline(b.startsAt, b.cancelNoticeHours, Date.parse(b.createdAt));
}
