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
 * A live booking whose start, still ahead, is inside the notice window: the manage page says that is
 * why it cannot be cancelled or moved online, whether it was booked inside the window or moved into
 * it (docs/decisions-bookings.md, Cancellation).
 */
export function insideNoticeWindow(b: { status: string; startsAt: string; cancelNoticeHours: number }, now: number): boolean {
  if (b.status !== "confirmed" && b.status !== "pending_payment") return false;
  return now < Date.parse(b.startsAt) && !beforeCancelDeadline(b.startsAt, b.cancelNoticeHours, now);
}
