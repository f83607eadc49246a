// A booking taken by the staff (phone or walk-in; docs/studio-actions.md, Phone bookings):
// confirmed at once, paid on site, no one-time code. It goes the way an online booking goes —
// a Hold row (born confirmed: Booking.holdId is required, and the hold is what the booking
// flow's tables hang together by), the hold's claim under the room's claim lock, the booking
// through confirm.ts insertBooking, the claim passed to it, the guest's confirmation with the
// manage link — in one transaction.
//
// The slot rule is the one of holds and availability (availability/rules.ts checkSlot): the
// room's opening hours, step grid, durations, buffer and busy time, with two staff liberties:
// no minimum notice (a walk-in may start in the current grid step, up to one step ago) and no
// advance horizon short of STAFF_HORIZON_DAYS. Any active room of the studio may be booked, also
// one not bookable online. Price: pricing.ts quote, as online.
//
// The answer is read inside the transaction, so a database lost after the commit cannot turn a
// made booking into 503 "nothing was changed" (docs/decisions-platform.md, A 503 changed nothing). With an
// `idempotencyKey` (the hold's key, `staff:key:<key>`, with the request's hash), the same request
// repeated after an unknown outcome answers the booking the first one made, not SLOT_TAKEN
// against itself; the same key with another request is 400 VALIDATION_ERROR.
import { emitBookingEvent } from "../webhooks/events";
import { createHash, randomUUID } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { localeOr, type Locale } from "../../contract/locales";
import { normalizeContact, Uuid } from "../../contract/schemas";
import { normalizePhone } from "../../contract/guest-rules";
import { busyIntervals, claimSlot, setClaimExpiry } from "../availability/busy";
import { busyWindow, checkSlot, studioOpening, type RoomPolicy } from "../availability/rules";
import { insertBooking } from "../bookings/confirm";
import { hashManageToken, newManageToken } from "../bookings/manage-token";
import { loadBooking, type BookingFull } from "../bookings/view";
import { maskContact } from "../contacts";
import { checkRoomRules } from "../holds/create";
import { endTimeOf } from "../holds/end-time";
import { queueConfirmationMessages } from "../notifications/queue";
import { quote } from "../pricing";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { lockForClaim, slotTaken } from "./slot";
import { studioBookingView, type StudioBooking } from "./view";
import { STAFF_HORIZON_DAYS } from "../../contract/limits";
import { slotRefusal } from "../availability/refusal";
import { localStart } from "../../contract/rates";
import { ratesOf } from "../json-columns";
import { drawHours } from "../prepaid/draw";
import { normalizePrepaidCode } from "../../contract/prepaid";

export type PhoneBooking = {
  roomId: string;
  date: string;
  startTime: string;
  minutes: number;
  guestName: string;
  email?: string;
  phone?: string;
  notes?: string;
  locale?: Locale;
  prepaidCode?: string;
  idempotencyKey?: string;
};

/**
 * The guest's contact: with a phone, the booking's channel is phone (confirmation by SMS) and an
 * email becomes the receipt address; with only an email, the channel is email. A national number
 * ("611 222 333") is read as one of the studio's country, as the guest's booking form reads it
 * (normalizePhone in lib/contract/guest-rules.ts; docs/decisions-bookings.md, Phone numbers).
 */
export function contactOf(
  input: Pick<PhoneBooking, "email" | "phone">,
  country: string,
): { channel: "phone" | "email"; contact: string; email: string | null } {
  const norm = (channel: "phone" | "email", raw: string) => {
    const c = normalizeContact(channel, raw);
    if (!c.ok) throw new ApiError("VALIDATION_ERROR", `${channel}: ${c.message}`);
    return c.value;
  };
  const email = input.email ? norm("email", input.email) : null;
  if (input.phone) {
    const p = normalizePhone(input.phone, country);
    if (!p.ok)
      throw new ApiError("VALIDATION_ERROR", "phone: must be a phone number (national or with its country code, e.g. +34612345678)");
    return { channel: "phone", contact: p.value, email };
  }
  if (email) return { channel: "email", contact: email, email: null };
  throw new ApiError("VALIDATION_ERROR", "email or phone: one is required");
}

type StaffRoom = NonNullable<Awaited<ReturnType<typeof findStaffRoom>>>;

function findStaffRoom(db: DbOrTx, actor: StaffActor, roomId: string) {
  return Uuid.safeParse(roomId).success
    ? db.room.findFirst({ where: { id: roomId, studioId: actor.studioId }, include: { studio: { include: { site: true } } } })
    : Promise.resolve(null);
}

/** The actor's studio's active room, with its studio and site: 404 for another studio's, ROOM_NOT_BOOKABLE when retired. */
export async function staffRoom(db: DbOrTx, actor: StaffActor, roomId: string): Promise<StaffRoom> {
  const room = await findStaffRoom(db, actor, roomId);
  if (!room) throw notFound("Room");
  if (!room.active) throw new ApiError("ROOM_NOT_BOOKABLE", "This room is no longer in use");
  return room;
}

/** The slot rule's policy for staff: the room's hours and buffer, no minimum notice, STAFF_HORIZON_DAYS ahead. */
function staffPolicy(room: StaffRoom): RoomPolicy {
  const opening = studioOpening(room.studio);
  return {
    timezone: room.studio.timezone,
    operatingHours: opening.operatingHours,
    minNoticeMin: 0,
    maxAdvanceDays: STAFF_HORIZON_DAYS,
    bufferMinutes: room.bufferMinutes,
    hourExceptions: opening.hourExceptions,
  };
}

export type StaffSlot = { date: string; startTime: string; minutes: number };

/**
 * Whether staff may book `s` in `room` now: null when free, else the refusal (SLOT_TAKEN naming
 * what is in the way, OUTSIDE_HOURS, OUTSIDE_BOOKING_WINDOW). The caller holds the room's claim
 * lock (lockForClaim) when it means to book on the answer.
 */
export async function staffSlotRefusal(
  tx: DbOrTx,
  room: StaffRoom,
  s: StaffSlot,
  now: Date,
): Promise<{ refusal: ApiError | null; startsAt: Date; endsAt: Date }> {
  const policy = staffPolicy(room);
  const busy = await busyIntervals(tx, room.id, busyWindow(policy, s.date, s.date), now);
  const slotArgs = { date: s.date, startTime: s.startTime, durationMinutes: s.minutes, stepMinutes: room.stepMinutes };
  // The window opens one grid step ago: a walk-in may take the step already under way.
  const slot = checkSlot(policy, slotArgs, busy, now.getTime() - room.stepMinutes * 60_000);
  const startsAt = new Date(slot.startsAt ?? 0);
  const endsAt = new Date(slot.endsAt ?? 0);
  if (slot.verdict === "free") return { refusal: null, startsAt, endsAt };
  if (slot.verdict === "SLOT_TAKEN") {
    // Claim spans carry their buffer after the end; this slot's span would be [startsAt, endsAt + buffer).
    const spanEnd = new Date(endsAt.getTime() + room.bufferMinutes * 60_000);
    const refusal = await slotTaken(
      tx,
      room.id,
      startsAt,
      spanEnd,
      now,
      policy.timezone,
      "This time overlaps a block in the studio's calendar",
    );
    return { refusal, startsAt, endsAt };
  }
  return { refusal: slotRefusal(slot.verdict, "studio"), startsAt, endsAt };
}

export type StaffBookingRow = StaffSlot & {
  guestName: string;
  channel: "phone" | "email";
  contact: string;
  email: string | null;
  notes: string | null;
  locale: Locale;
  /** The hold's idempotency key and request hash (hold.studioId + key is unique). */
  key: string;
  requestHash: string;
  seriesId?: string;
};

/**
 * One staff booking inside the caller's transaction, which holds the room's claim lock: the slot
 * rule, a confirmed Hold, its claim (the exclusion constraint has the last word), the booking
 * made firm. No message, audit or webhook: the caller decides those (a phone booking tells the
 * guest at once; a series tells them once for every date, docs/series.md).
 */
export async function insertStaffBooking(
  tx: DbOrTx,
  room: StaffRoom,
  actor: StaffActor,
  row: StaffBookingRow,
  now: Date,
): Promise<{ booking: BookingFull; token: string }> {
  const tz = room.studio.timezone;
  const { refusal, startsAt, endsAt } = await staffSlotRefusal(tx, room, row, now);
  if (refusal) throw refusal;
  const price = quote({ ...room, ...ratesOf(room) }, localStart(row.date, row.startTime), row.minutes);
  const token = newManageToken();
  const holdId = randomUUID();
  const bookingId = randomUUID();
  const hold = await tx.hold.create({
    data: {
      id: holdId,
      studioId: actor.studioId,
      roomId: room.id,
      idempotencyKey: row.key,
      requestHash: row.requestHash,
      status: "confirmed",
      startsAt,
      endsAt,
      date: row.date,
      startTime: row.startTime,
      endTime: endTimeOf(endsAt.getTime(), tz, row.date),
      minutes: row.minutes,
      priceCents: price.priceCents,
      priceLines: price.lines,
      depositCents: price.depositCents,
      currency: price.currency,
      guestName: row.guestName,
      channel: row.channel,
      contact: row.contact,
      contactMasked: maskContact(row.channel, row.contact),
      locale: row.locale,
      clientIp: "staff",
      sendCount: 0,
      expiresAt: now,
      createdAt: now,
    },
  });
  // The hold's claim (a minute's life, passed to the booking below and made firm). Its refusal by
  // the exclusion constraint (SLOT_TAKEN) is thrown as it is: the transaction is aborted then, so
  // nothing more can be read in it to name what is in the way.
  await claimSlot(tx, {
    roomId: room.id,
    holdId,
    startsAt,
    endsAt,
    bufferMinutes: room.bufferMinutes,
    expiresAt: new Date(now.getTime() + 60_000),
    now,
  });
  await insertBooking(tx, {
    id: bookingId,
    hold,
    paymentMode: "on_site",
    status: "confirmed",
    paymentStatus: "unpaid",
    depositCents: 0,
    cancelNoticeHours: room.cancelNoticeHours,
    notes: row.notes,
    email: row.email,
    paymentDueAt: null,
    manageTokenHash: hashManageToken(token),
    now,
  });
  if (row.seriesId) await tx.booking.update({ where: { id: bookingId }, data: { seriesId: row.seriesId } });
  await setClaimExpiry(tx, holdId, null, bookingId);
  return { booking: (await loadBooking(tx, { id: bookingId }))!, token };
}

/** The booking paid with prepaid hours (docs/prepaid-hours.md), as it is then. */
async function drawnWith(tx: DbOrTx, code: string, b: BookingFull, actor: StaffActor, now: Date): Promise<BookingFull> {
  await drawHours(tx, code, b, actor, now);
  return (await loadBooking(tx, { id: b.id }))!;
}

export async function createPhoneBooking(db: Db, clock: Clock, actor: StaffActor, input: PhoneBooking): Promise<StudioBooking> {
  const room = await staffRoom(db, actor, input.roomId);
  checkRoomRules(room, { startTime: input.startTime, durationMinutes: input.minutes });
  const { channel, contact, email } = contactOf(input, room.studio.country);
  const site = room.studio.site;
  const locale = input.locale ?? localeOr(site?.defaultLocale);
  const key = input.idempotencyKey ? `staff:key:${input.idempotencyKey}` : `staff:${randomUUID()}`;
  const requestHash = input.idempotencyKey
    ? createHash("sha256")
        .update(
          JSON.stringify([
            room.id,
            input.date,
            input.startTime,
            input.minutes,
            input.guestName.trim(),
            channel,
            contact,
            email,
            input.notes ?? null,
            locale,
            input.prepaidCode ? normalizePrepaidCode(input.prepaidCode) : null,
          ]),
        )
        .digest("hex")
    : "staff";

  return inTransaction(db, async (tx) => {
    const now = clock.now();
    if (input.idempotencyKey) {
      // The key's lock (the same lock a public hold's key takes) orders two sends of one request.
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hold-key:${actor.studioId}:${key}`}, 0))::text`;
      const prior = await tx.hold.findUnique({
        where: { studioId_idempotencyKey: { studioId: actor.studioId, idempotencyKey: key } },
        select: { requestHash: true, booking: { select: { id: true } } },
      });
      if (prior) {
        if (prior.requestHash !== requestHash || !prior.booking)
          throw new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different booking; use a new key");
        return studioBookingView(tx, prior.booking.id, now);
      }
    }
    await lockForClaim(tx, room.id);
    const { booking: full, token } = await insertStaffBooking(
      tx,
      room,
      actor,
      {
        date: input.date,
        startTime: input.startTime,
        minutes: input.minutes,
        guestName: input.guestName.trim(),
        channel,
        contact,
        email,
        notes: input.notes?.trim() ? input.notes : null,
        locale,
        key,
        requestHash,
      },
      now,
    );
    const booking = input.prepaidCode ? await drawnWith(tx, input.prepaidCode, full, actor, now) : full;
    await queueConfirmationMessages(tx, booking, token, now);
    // Integrators hear of every booking the studio takes, online or not (docs/webhooks.md, Events).
    await emitBookingEvent(tx, now, full.id, "booking.confirmed");
    await audit(tx, actor, {
      action: "booking.create",
      bookingId: full.id,
      detail: { reference: full.reference, roomId: room.id, date: input.date, startTime: input.startTime, minutes: input.minutes, channel },
      at: now,
    });
    return studioBookingView(tx, full.id, now);
  });
}
