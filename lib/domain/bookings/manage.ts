// What a manage token opens (getBooking, cancelBooking, the calendar download). A token that is
// not 64 hex chars is simply unknown (404 RESOURCE_NOT_FOUND, like a wrong one); lookup is by
// its SHA-256 only. An overdue pending_payment booking is timed out first, so the answer is
// never stale.
//
// Guest cancellation (docs/decisions-bookings.md, Cancellation). Precedence when both apply: 409
// INVALID_STATE first — the state itself forbids it (cancelled, completed, no_show, or the
// session has already started) — then 409 CANCEL_TOO_LATE (inside the cancelNoticeHours window,
// snapshotted at booking time). An overdue pending_payment booking is timed out first and
// therefore answers INVALID_STATE. Otherwise bookings/cancel.ts cancels it; a pending_payment
// booking's PaymentIntent is then cancelled at Stripe, after the commit.
import type { Clock } from "../../infra/clock";
import type { Availability, Booking, MoveQuote } from "../../contract/schemas";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { cancelIntentQuietly } from "../payments/intents";
import { expireIfOverdue, isOverdue } from "../payments/timeout";
import { guestEvent } from "../calendars/guest";
import { buildIcs } from "../calendars/ics-out";
import { applyCancellation } from "./cancel";
import { applyMove, bookingPriceAt } from "./move";
import { audit } from "../staff/audit";
import { hashManageToken, isManageToken } from "./manage-token";
import { loadBooking, lockBooking, manageUrl, mayCancel, toBooking, type BookingFull } from "./view";
import { bookableRoom, getLiveSite } from "../sites";
import { roomAvailability } from "../availability/room";

/** The booking a manage token opens, timed out first when its payment is overdue. */
export async function findByToken(db: Db, clock: Clock, token: string): Promise<BookingFull> {
  if (!isManageToken(token)) throw notFound("Booking");
  const where = { manageTokenHash: hashManageToken(token) };
  let b = await loadBooking(db, where);
  if (!b) throw notFound("Booking");
  if (isOverdue(b, clock.now())) {
    await expireIfOverdue(db, clock, b.id);
    b = (await loadBooking(db, where))!;
  }
  return b;
}

export async function viewBooking(db: Db, clock: Clock, token: string): Promise<Booking> {
  const b = await findByToken(db, clock, token);
  return toBooking(b, clock.now());
}

/** The guest cancels with the manage token (reason optional). */
export async function cancelBooking(db: Db, clock: Clock, token: string, reason: string | undefined): Promise<Booking> {
  const found = await findByToken(db, clock, token);
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
    const intentToCancel = await applyCancellation(tx, b, { by: "guest", reason: reason?.trim() ? reason.trim() : null, now });
    return { booking: (await loadBooking(tx, { id: b.id }))!, intentToCancel };
  });
  if (intentToCancel) await cancelIntentQuietly(intentToCancel, "requested_by_customer", booking.stripeAccountId);
  return toBooking(booking, now);
}

/**
 * The guest moves the booking to another date and start, same room and duration, with the manage
 * token (docs/studio-actions.md, Guest reschedule). Allowed when the studio lets guests change the
 * time (its guestReschedule setting; off: 409 INVALID_STATE before anything else, docs/studio-settings.md,
 * Guest reschedule) and while the booking may be cancelled online (the same precedence:
 * INVALID_STATE, then CANCEL_TOO_LATE); the new time follows the
 * room's online rules (hours, grid, buffer, minimum notice, horizon). The price and the deposit
 * stay as booked; the messages carry the same manage link. Audited as the guest's.
 */
export async function rescheduleBooking(db: Db, clock: Clock, token: string, to: { date: string; startTime: string }): Promise<Booking> {
  const found = await findByToken(db, clock, token);
  const now = clock.now();
  const booking = await inTransaction(db, async (tx) => {
    await lockBooking(tx, found.id);
    const b = (await loadBooking(tx, { id: found.id }))!;
    if (!b.studio.guestReschedule)
      throw new ApiError("INVALID_STATE", "This studio does not take time changes online; contact the studio to change the time");
    if (b.status !== "confirmed" || b.startsAt.getTime() <= now.getTime()) {
      throw new ApiError(
        "INVALID_STATE",
        b.status === "pending_payment"
          ? "This booking awaits its card deposit; it can be rescheduled once paid"
          : b.status === "confirmed"
            ? "This session has already started"
            : `A ${b.status} booking cannot be rescheduled`,
      );
    }
    if (!mayCancel(b, now))
      throw new ApiError("CANCEL_TOO_LATE", `Bookings can be rescheduled up to ${b.cancelNoticeHours} hours before the start`);
    const out = await applyMove(
      tx,
      b,
      { ...to, durationMinutes: b.minutes, roomId: b.roomId },
      {
        by: "guest",
        policy: (room) => ({ minNoticeMin: room.minNoticeMin, maxAdvanceDays: room.maxAdvanceDays }),
        windowFrom: (t) => t.getTime(),
        onlineOnly: true,
        reprice: false,
        manageToken: token,
        // The guest learns nothing about other bookings.
        taken: async () => new ApiError("SLOT_TAKEN", "This time slot is no longer available"),
        now,
      },
    );
    if (out.changed)
      await audit(tx, guestActor(b.studioId), {
        action: "booking.move",
        bookingId: b.id,
        detail: {
          reference: b.reference,
          from: { ...out.previous, minutes: b.minutes },
          to: { roomId: b.roomId, date: out.booking.date, startTime: out.booking.startTime, endTime: out.booking.endTime },
        },
        at: now,
      });
    return out.booking;
  });
  return toBooking(booking, now);
}

/**
 * The times the guest may move the booking to: its room's availability with the booking's own
 * time counted as free for itself, so a session can be pushed back by an hour on its day (the move
 * releases its own claim first, bookings/move.ts). The room's rules are the ones the move applies.
 */
export async function moveTimes(db: Db, clock: Clock, token: string, query: { from?: string; to?: string }): Promise<Availability> {
  const b = await findByToken(db, clock, token);
  const site = await getLiveSite(db, b.studio.slug, { cached: true });
  return roomAvailability(db, clock, site, bookableRoom(site, b.roomId), query, b.id);
}

/**
 * What the booking would cost at another start in its room, beside what the guest pays
 * (getMoveQuote; docs/studio-actions.md, Guest reschedule): the guest's move keeps the booked
 * price, so the manage page says so before the move when the new time's rates differ. Arithmetic
 * only, on the room moveTimes serves: whether the time is free is moveTimes' answer, whether the
 * booking may move is its mayReschedule. A room now priced in another currency cannot be compared:
 * 409 INVALID_STATE, as a repriced move answers.
 */
export async function moveQuote(db: Db, clock: Clock, token: string, at: { date: string; startTime: string }): Promise<MoveQuote> {
  const b = await findByToken(db, clock, token);
  const site = await getLiveSite(db, b.studio.slug, { cached: true });
  const room = bookableRoom(site, b.roomId);
  const p = bookingPriceAt({ ...room, ...room.rates }, b, at, b.minutes);
  return {
    date: at.date,
    startTime: at.startTime,
    minutes: b.minutes,
    currency: b.currency,
    priceCents: p.priceCents,
    priceLines: p.lines,
    bookedPriceCents: b.priceCents,
  };
}

/** The guest, on the manage page, as an audit row names them (no user, no email: the link is the capability). */
const guestActor = (studioId: string) => ({ studioId, userId: null, name: "guest (manage link)" });

/** The booking's .ics for the guest, with its manage link (GET …/manage/{token}/calendar.ics). */
export async function guestIcsByToken(db: Db, clock: Clock, token: string): Promise<{ filename: string; body: string }> {
  const b = await findByToken(db, clock, token);
  const body = buildIcs(guestEvent(b, { manageUrl: manageUrl(b, token), stamp: b.updatedAt }));
  return { filename: `booking-${b.reference}.ics`, body };
}
