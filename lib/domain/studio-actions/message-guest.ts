// A message to the guest from the booking (lib/contract/booking-actions/message-guest.ts; docs/guests.md,
// A message to the guest). One transaction on the locked booking: the rate limit, the message row and
// its job (queued like every guest message, over the booking's channel, in its language; delivered by
// the worker), the audit row with the text. The same idempotency key again writes nothing (the
// message's key is unique) and answers the booking as it is.
import { ApiError } from "../../contract/errors";
import { GUEST_MESSAGE_MAX, GUEST_MESSAGE_WINDOW_MS, GUEST_MESSAGES_PER_WINDOW } from "../../contract/guests";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { siteLocale } from "../bookings/view";
import { guestChannel, queueMessage } from "../notifications/queue";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

export async function messageGuest(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  body: { text: string; idempotencyKey: string },
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    if (b.anonymizedAt) throw new ApiError("INVALID_STATE", "This booking's guest data was erased under the retention rules");
    const channel = guestChannel(b);
    if (channel === "phone" && body.text.length > GUEST_MESSAGE_MAX.phone)
      throw new ApiError("VALIDATION_ERROR", `body.text: at most ${GUEST_MESSAGE_MAX.phone} characters in a text message`);
    const occurrence = `staff-${body.idempotencyKey}`;
    const key = `${b.id}:guest_message:${occurrence}`;
    // A retry of a message already queued: the booking as it is, nothing more sent.
    if ((await tx.message.count({ where: { key } })) > 0) return studioBookingView(tx, b.id, now);
    const since = new Date(now.getTime() - GUEST_MESSAGE_WINDOW_MS);
    const recent = await tx.message.findMany({
      // sendAfter is the clock's time of the request (createdAt is the database's).
      where: { bookingId: b.id, kind: "guest_message", sendAfter: { gt: since } },
      orderBy: { sendAfter: "asc" },
      select: { sendAfter: true },
    });
    if (recent.length >= GUEST_MESSAGES_PER_WINDOW) {
      const retryAfter = Math.max(1, Math.ceil((recent[0].sendAfter.getTime() + GUEST_MESSAGE_WINDOW_MS - now.getTime()) / 1000));
      throw new ApiError("RATE_LIMIT_EXCEEDED", `At most ${GUEST_MESSAGES_PER_WINDOW} messages an hour to one booking's guest`, {
        retryAfter,
      });
    }
    await queueMessage(tx, {
      kind: "guest_message",
      bookingId: b.id,
      channel,
      recipient: b.contact,
      locale: siteLocale(b),
      sendAfter: now,
      occurrence,
      detail: { text: body.text },
    });
    await audit(tx, actor, { action: "booking.message", bookingId: b.id, detail: { channel, text: body.text }, at: now });
    return studioBookingView(tx, b.id, now);
  });
}
