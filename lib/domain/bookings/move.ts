// Moving a booking to another date, start, duration or room (docs/studio-actions.md, Moving a booking):
// the one routine behind the studio's move and the guest's reschedule. It runs inside the caller's
// transaction, on the booking's row the caller locked, and either does everything or nothing:
//
// - the slot rule of holds and phone bookings (availability/rules.ts checkSlot: opening hours, the
//   room's grid, durations, buffer, busy time) under the room's claim lock, the booking's own claim
//   released first so a move may overlap its own old time; the caller's policy says the notice and
//   the horizon (staff: none and two years, as a phone booking; the guest: the room's);
// - its claim re-inserted at the new time: the exclusion constraint decides a race with a hold
//   (one winner; the loser gets SLOT_TAKEN);
// - its extras hired again for the new time (extras/move.ts: EXTRA_UNAVAILABLE when taken meanwhile);
// - the price as booked, or the room's current quote plus its extras as booked, less its promo code's discount as booked
//   (never more than that price), when `reprice`; the deposit stays;
// - the reminder follows the new time, the guest is told (at once when they moved it, and the studio
//   too; a few minutes later when the studio did, one message for several moves; not at all for a
//   studio's correction: notifications/queue.ts queueMoveMessages),
//   a booking.rescheduled webhook carries the old and the new times. The row's update bumps
//   `sequence` (trigger booking_bump_sequence), so the message's .ics replaces the event in place.
import type { DbOrTx } from "../../infra/db";
import { ApiError, notFound } from "../../contract/errors";
import { Uuid } from "../../contract/schemas";
import { busyIntervals, claimForBooking, lockRoom, lockRoomClaims, releaseClaim } from "../availability/busy";
import { busyWindow, checkSlot, studioOpening, type RoomPolicy } from "../availability/rules";
import { checkRoomRules } from "../holds/create";
import { endTimeOf } from "../holds/end-time";
import { queueMoveMessages } from "../notifications/queue";
import { quote } from "../pricing";
import { emitBookingEvent, type PreviousSlot } from "../webhooks/events";
import { loadBooking, type BookingFull } from "./view";
import { slotRefusal } from "../availability/refusal";
import { localStart, type Rates } from "../../contract/rates";
import { asJson, promoOf, ratesOf } from "../json-columns";
import { bookedExtrasCents, reclaimBookingExtras } from "../extras/move";

export type MoveTarget = { date: string; startTime: string; durationMinutes: number; roomId: string };

export type MoveRules = {
  by: "guest" | "studio";
  /** The notice and horizon of the slot rule: staff none and STAFF_HORIZON_DAYS, the guest the room's own. */
  policy: (room: { minNoticeMin: number; maxAdvanceDays: number }) => { minNoticeMin: number; maxAdvanceDays: number };
  /** The instant the slot rule counts notice from (staff: one grid step ago, for a session under way). */
  windowFrom: (now: Date, stepMinutes: number) => number;
  /** Whether the new room must be bookable online (the guest's) or only active (the studio's). */
  onlineOnly: boolean;
  reprice: boolean;
  /** The manage token, when the mover has it (the guest's reschedule): the message then carries the same link. */
  manageToken: string | null;
  /** SLOT_TAKEN as the mover should read it (the studio: naming what is in the way; the guest: nothing about others). */
  taken: (tx: DbOrTx, roomId: string, from: Date, to: Date, tz: string) => Promise<ApiError>;
  now: Date;
  /** false: the studio's correction, the guest is not told of this move (default: told). */
  notifyGuest?: boolean;
};

export type MoveOutcome = { booking: BookingFull; previous: PreviousSlot; changed: boolean };

/**
 * The booking `b` priced at another start for `minutes`: the room's price there plus its extras as
 * booked (docs/pricing.md, Extras), less its promo code's discount as booked, never more than that
 * price (Promo codes); 409 INVALID_STATE when the room is now priced in another currency. A repriced
 * move takes it; the guest's manage page shows it beside the price kept (docs/studio-actions.md, Guest reschedule).
 */
export function bookingPriceAt(
  room: Rates & { depositPercent: number; currency: string },
  b: Pick<BookingFull, "extras" | "promo" | "currency">,
  at: { date: string; startTime: string },
  minutes: number,
) {
  // Kept amounts in one currency and the room's in another do not add up.
  if (room.currency !== b.currency) throw new ApiError("INVALID_STATE", "The room's price is in another currency");
  const booked = promoOf(b.promo);
  const asBooked = booked ? { kind: "fixed" as const, percentOff: null, amountCents: booked.discountCents } : null;
  return quote(room, localStart(at.date, at.startTime), minutes, bookedExtrasCents(b.extras), asBooked);
}

/** A repriced booking's price (bookingPriceAt), its promo code's discount kept as it came out. */
function repricedAt(
  room: Parameters<typeof ratesOf>[0] & { depositPercent: number; currency: string },
  target: MoveTarget,
  b: BookingFull,
) {
  const p = bookingPriceAt({ ...room, ...ratesOf(room) }, b, target, target.durationMinutes);
  const booked = promoOf(b.promo);
  const discountCents = p.discountCents ?? 0;
  const promo = booked && discountCents !== booked.discountCents ? { promo: asJson({ ...booked, discountCents }) } : {};
  return { priceCents: p.priceCents, priceLines: p.lines, ...promo };
}

/** Move the locked booking `b`; the caller checked who may move it and in which state. */
export async function applyMove(tx: DbOrTx, b: BookingFull, target: MoveTarget, rules: MoveRules): Promise<MoveOutcome> {
  const { now } = rules;
  const previous: PreviousSlot = { roomId: b.roomId, date: b.date, startTime: b.startTime, endTime: b.endTime, priceCents: b.priceCents };
  const room = Uuid.safeParse(target.roomId).success
    ? await tx.room.findFirst({ where: { id: target.roomId, studioId: b.studioId } })
    : null;
  if (!room) throw notFound("Room");
  if (!room.active || (rules.onlineOnly && !room.bookable)) throw new ApiError("ROOM_NOT_BOOKABLE", "This room cannot be booked");
  checkRoomRules(room, { startTime: target.startTime, durationMinutes: target.durationMinutes });
  const repriced = rules.reprice ? repricedAt(room, target, b) : null;

  const sameSlot =
    room.id === b.roomId && target.date === b.date && target.startTime === b.startTime && target.durationMinutes === b.minutes;
  if (sameSlot && (repriced === null || repriced.priceCents === b.priceCents)) return { booking: b, previous, changed: false };

  const tz = b.studio.timezone;
  const opening = studioOpening(b.studio);
  const policy: RoomPolicy = {
    timezone: tz,
    operatingHours: opening.operatingHours,
    ...rules.policy(room),
    bufferMinutes: room.bufferMinutes,
    hourExceptions: opening.hourExceptions,
  };
  // The room's locks in the order holds take them, then the booking's own claim goes: the busy read
  // below sees every other committed claim, and none of this booking's.
  await lockRoom(tx, room.id);
  await lockRoomClaims(tx, room.id);
  await releaseClaim(tx, { bookingId: b.id });
  const busy = await busyIntervals(tx, room.id, busyWindow(policy, target.date, target.date), now);
  const slot = checkSlot(
    policy,
    { date: target.date, startTime: target.startTime, durationMinutes: target.durationMinutes, stepMinutes: room.stepMinutes },
    busy,
    rules.windowFrom(now, room.stepMinutes),
  );
  const startsAt = new Date(slot.startsAt ?? 0);
  const endsAt = new Date(slot.endsAt ?? 0);
  const spanEnd = new Date(endsAt.getTime() + room.bufferMinutes * 60_000);
  if (slot.verdict === "SLOT_TAKEN") throw await rules.taken(tx, room.id, startsAt, spanEnd, tz);
  if (slot.verdict !== "free") throw slotRefusal(slot.verdict, rules.by);
  try {
    await claimForBooking(tx, {
      roomId: room.id,
      holdId: b.holdId,
      bookingId: b.id,
      startsAt,
      endsAt,
      bufferMinutes: room.bufferMinutes,
      now,
    });
  } catch (e) {
    if (e instanceof ApiError && e.code === "SLOT_TAKEN") throw await rules.taken(tx, room.id, startsAt, spanEnd, tz);
    throw e;
  }
  await reclaimBookingExtras(tx, b, { startsAt, endsAt, now });
  await tx.booking.update({
    where: { id: b.id },
    data: {
      roomId: room.id,
      startsAt,
      endsAt,
      date: target.date,
      startTime: target.startTime,
      endTime: endTimeOf(endsAt.getTime(), tz, target.date),
      minutes: target.durationMinutes,
      ...repriced,
    },
  });
  const moved = (await loadBooking(tx, { id: b.id }))!;
  if (!sameSlot) {
    await queueMoveMessages(tx, moved, {
      from: { date: b.date, startTime: b.startTime, endTime: b.endTime, roomName: b.room.name, roomId: b.roomId },
      by: rules.by,
      occurrence: `move-${moved.sequence}`,
      manageToken: rules.manageToken,
      now,
      notifyGuest: rules.notifyGuest,
    });
    await emitBookingEvent(tx, now, b.id, "booking.rescheduled", { previous, rescheduledBy: rules.by });
  }
  return { booking: moved, previous, changed: true };
}
