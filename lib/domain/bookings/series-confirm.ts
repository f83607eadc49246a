// The confirm of a guest's weekly series (docs/series.md, Booked online by a guest): inside the
// first hold's confirm transaction (bookings/confirm.ts, the room locked, the first date's booking
// made), every later date's hold becomes its booking, all of one booking_series row made by the
// guest. A later date whose claim is gone or that a calendar block now covers refuses the whole
// confirm (409 SLOT_TAKEN, `details.date`), nothing made. The guest gets ONE series message with
// every date's manage link and one .ics (notifications/series.ts); each date its reminder and its
// booking.confirmed webhook; the studio one notice, of the first date.
import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import type { ConfirmRequest } from "../../contract/schemas";
import type { Hold as HoldRow } from "../../generated/prisma/client";
import { blockedByCalendar, lockHoldClaim, setClaimExpiry } from "../availability/busy";
import { queueReminder, queueStudioNotice } from "../notifications/queue";
import { queueSeriesMessage } from "../notifications/series";
import { emitBookingEvent } from "../webhooks/events";
import { hashManageToken, newManageToken } from "./manage-token";
import { loadBooking, type BookingFull } from "./view";

/** What a series' confirm may ask: paid at the studio, no prepaid hours (one code's hours for many dates). */
export function checkSeriesConfirm(req: ConfirmRequest): void {
  if (req.paymentMode !== "on_site")
    throw new ApiError("PAYMENT_MODE_DENIED", "A weekly series booked online is paid at the studio: confirm with on_site");
  if (req.prepaidCode) throw new ApiError("VALIDATION_ERROR", "prepaidCode: not with a weekly series; pay at the studio");
}

type First = { id: string; studioId: string; roomId: string; date: string; startTime: string; minutes: number; seriesWeeks: number };
type Room = { bufferMinutes: number };
/** confirm.ts insertBooking for one date's hold, paid at the studio and firm (passed in: confirm.ts calls this module). */
export type InsertDate = (hold: HoldRow, id: string, manageTokenHash: string, seriesId: string) => Promise<unknown>;

const lost = (date: string) => new ApiError("SLOT_TAKEN", `${date}, a date of the series, is no longer available`, { details: { date } });

/** Book every later date of the series and queue the messages; returns the first date's booking as it is now. */
export async function confirmSeries(
  tx: DbOrTx,
  a: { hold: First; first: BookingFull; token: string; room: Room; insert: InsertDate; now: Date },
): Promise<BookingFull> {
  const { hold, room, now } = a;
  const seriesId = randomUUID();
  const f = a.first;
  await tx.bookingSeries.create({
    data: {
      id: seriesId,
      studioId: hold.studioId,
      roomId: hold.roomId,
      guestName: f.guestName,
      channel: f.channel,
      contact: f.contact,
      email: f.email,
      locale: f.locale,
      notes: f.notes,
      cadence: "weekly",
      startTime: hold.startTime,
      minutes: hold.minutes,
      firstDate: hold.date,
      count: hold.seriesWeeks,
      source: "online",
      createdAt: now,
    },
  });
  await tx.booking.update({ where: { id: f.id }, data: { seriesId } });
  // Start order: the dates' rows locked one statement, as every series action takes them.
  const later = await tx.$queryRaw<HoldRow[]>`
    SELECT * FROM hold WHERE "seriesHoldId" = ${hold.id}::uuid AND status = 'pending' ORDER BY "startsAt" FOR UPDATE`;
  const made: { booking: BookingFull; token: string }[] = [{ booking: (await loadBooking(tx, { id: f.id }))!, token: a.token }];
  for (const h of later) {
    if (await blockedByCalendar(tx, h.roomId, h.startsAt, h.endsAt, room.bufferMinutes)) throw lost(h.date);
    const claim = await lockHoldClaim(tx, h.id);
    if (!claim || (claim.expiresAt && claim.expiresAt.getTime() <= now.getTime())) throw lost(h.date);
    const id = randomUUID();
    const token = newManageToken();
    await a.insert(h, id, hashManageToken(token), seriesId);
    await setClaimExpiry(tx, h.id, null, id);
    await tx.hold.update({ where: { id: h.id }, data: { status: "confirmed" } });
    made.push({ booking: (await loadBooking(tx, { id }))!, token });
  }
  await queueSeriesMessage(tx, "series_confirmed", made, now, { byGuest: true });
  await queueStudioNotice(tx, made[0].booking, now);
  for (const m of made) {
    await queueReminder(tx, m.booking, now);
    await emitBookingEvent(tx, now, m.booking.id, "booking.confirmed");
  }
  return made[0].booking;
}
