// Regular bookings (docs/series.md): staff book a guest weekly or every two weeks, for a count of
// dates or up to a last date. Each occurrence is an ordinary phone booking (phone-booking.ts
// insertStaffBooking: the room's hours, grid, durations, buffer, busy time, the exclusion
// constraint) carrying the series' id, so every other surface (list, calendar, feed, manage page,
// cancel, move) treats it as the booking it is.
//
// - preview: every date with `free`, `skipped` or the refusal that date would get, nothing written;
// - create: one transaction under the room's claim lock; a date still in conflict refuses the
//   whole series (409 listing every such date), and a claim lost mid-way rolls back every
//   occurrence already inserted; the guest gets ONE message listing the dates with one .ics of
//   every occurrence (notifications/series.ts); each occurrence gets its reminder, its
//   booking.confirmed webhook and its audit row;
// - cancel "this and following" or "all", and move "this and following" to another start (and
//   room), each in one transaction, through the single-booking routines (bookings/cancel.ts
//   applyCancellation, bookings/move.ts applyMove).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { localeOr, type Locale } from "../../contract/locales";
import { Uuid } from "../../contract/schemas";
import { SERIES_MAX } from "../../contract/studio-schemas";
import { applyCancellation } from "../bookings/cancel";
import { applyMove } from "../bookings/move";
import { loadBooking, type BookingFull } from "../bookings/view";
import { checkRoomRules } from "../holds/create";
import { endTimeOf } from "../holds/end-time";
import { queueSeriesMessage } from "../notifications/series";
import { queueReminder } from "../notifications/queue";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { emitBookingEvent } from "../webhooks/events";
import { contactOf, insertStaffBooking, staffRoom, staffSlotRefusal } from "./phone-booking";
import { STAFF_HORIZON_DAYS } from "../../contract/limits";
import { lockForClaim, slotTaken } from "./slot";
import { studioBookingView, type StudioBooking } from "./view";

/**
 * The most occurrences one series may have: a year of weekly sessions. A longer run is a second
 * series; it also bounds one transaction's work (docs/series.md, Limits).
 */
export const SERIES_MAX_OCCURRENCES = SERIES_MAX;

type SeriesCadence = "weekly" | "biweekly";

/** Per date: leave it out, or book it at another start. */
type SeriesResolution = { date: string; skip?: boolean; startTime?: string };

export type SeriesRequest = {
  roomId: string;
  cadence: SeriesCadence;
  firstDate: string;
  startTime: string;
  minutes: number;
  count?: number;
  untilDate?: string;
  guestName: string;
  email?: string;
  phone?: string;
  notes?: string;
  locale?: Locale;
  resolutions?: SeriesResolution[];
};

type SeriesConflict = { code: string; message: string; details?: Record<string, unknown> };

type SeriesOccurrencePreview = {
  date: string;
  startTime: string;
  endTime: string | null;
  /** free: will be booked; skipped: left out by a resolution; conflict: refused as it stands. */
  status: "free" | "skipped" | "conflict";
  /** A resolution gave this date another start. */
  moved: boolean;
  conflict: SeriesConflict | null;
};

export type SeriesPreview = { timezone: string; occurrences: SeriesOccurrencePreview[]; conflicts: number };

export type SeriesCreated = {
  id: string;
  cadence: SeriesCadence;
  roomId: string;
  timezone: string;
  bookings: StudioBooking[];
  skipped: string[];
};

const stepDays = (c: SeriesCadence) => (c === "weekly" ? 7 : 14);

/** The series' dates: `count` of them, or every one up to `untilDate`; more than SERIES_MAX_OCCURRENCES is refused. */
function seriesDates(r: Pick<SeriesRequest, "firstDate" | "cadence" | "count" | "untilDate">): string[] {
  if ((r.count === undefined) === (r.untilDate === undefined))
    throw new ApiError("VALIDATION_ERROR", "count or untilDate: exactly one is required");
  // Calendar dates, not instants: a date plus 7 days is the same weekday whatever the clock does.
  const first = DateTime.fromISO(r.firstDate, { zone: "UTC" });
  if (!first.isValid) throw new ApiError("VALIDATION_ERROR", "firstDate: must be a date (YYYY-MM-DD)");
  const step = stepDays(r.cadence);
  if (r.count !== undefined) {
    if (!Number.isInteger(r.count) || r.count < 1 || r.count > SERIES_MAX_OCCURRENCES)
      throw new ApiError("VALIDATION_ERROR", `count: must be 1 to ${SERIES_MAX_OCCURRENCES}`);
    return Array.from({ length: r.count }, (_, i) => first.plus({ days: i * step }).toISODate()!);
  }
  const until = DateTime.fromISO(r.untilDate!, { zone: "UTC" });
  if (!until.isValid || until < first) throw new ApiError("VALIDATION_ERROR", "untilDate: must be a date not before firstDate");
  const n = Math.floor(until.diff(first, "days").days / step) + 1;
  if (n > SERIES_MAX_OCCURRENCES)
    throw new ApiError("VALIDATION_ERROR", `untilDate: a series has at most ${SERIES_MAX_OCCURRENCES} dates (this one would have ${n})`, {
      details: { max: SERIES_MAX_OCCURRENCES, occurrences: n },
    });
  return Array.from({ length: n }, (_, i) => first.plus({ days: i * step }).toISODate()!);
}

type Planned = { date: string; startTime: string; skip: boolean; moved: boolean };

/** Each date with its start after the resolutions; a resolution for a date outside the series is refused. */
function plan(r: SeriesRequest, room: { stepMinutes: number; minMinutes: number; maxMinutes: number }): Planned[] {
  const dates = seriesDates(r);
  checkRoomRules(room, { startTime: r.startTime, durationMinutes: r.minutes });
  const byDate = new Map<string, SeriesResolution>();
  for (const res of r.resolutions ?? []) {
    if (!dates.includes(res.date)) throw new ApiError("VALIDATION_ERROR", `resolutions: ${res.date} is not a date of this series`);
    if (byDate.has(res.date)) throw new ApiError("VALIDATION_ERROR", `resolutions: ${res.date} is given twice`);
    if (!res.skip && res.startTime) checkRoomRules(room, { startTime: res.startTime, durationMinutes: r.minutes });
    byDate.set(res.date, res);
  }
  return dates.map((date) => {
    const res = byDate.get(date);
    const startTime = !res?.skip && res?.startTime ? res.startTime : r.startTime;
    return { date, startTime, skip: !!res?.skip, moved: startTime !== r.startTime };
  });
}

const conflictOf = (e: ApiError): SeriesConflict => ({ code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) });

async function previewIn(tx: DbOrTx, room: Awaited<ReturnType<typeof staffRoom>>, planned: Planned[], r: SeriesRequest, now: Date) {
  const tz = room.studio.timezone;
  const out: SeriesOccurrencePreview[] = [];
  for (const p of planned) {
    if (p.skip) {
      out.push({ date: p.date, startTime: p.startTime, endTime: null, status: "skipped", moved: false, conflict: null });
      continue;
    }
    const { refusal, endsAt } = await staffSlotRefusal(tx, room, { date: p.date, startTime: p.startTime, minutes: r.minutes }, now);
    out.push({
      date: p.date,
      startTime: p.startTime,
      endTime: endsAt.getTime() ? endTimeOf(endsAt.getTime(), tz, p.date) : null,
      status: refusal ? "conflict" : "free",
      moved: p.moved,
      conflict: refusal ? conflictOf(refusal) : null,
    });
  }
  return out;
}

/** The refusal of a series with dates in conflict: 409 with the code of the first, every date in `details.conflicts`. */
function conflictError(conflicts: SeriesOccurrencePreview[]): ApiError {
  const codes = conflicts.map((c) => c.conflict!.code);
  const code = (codes.includes("SLOT_TAKEN") ? "SLOT_TAKEN" : codes[0]) as "SLOT_TAKEN" | "OUTSIDE_HOURS" | "OUTSIDE_BOOKING_WINDOW";
  const list = conflicts.map((c) => c.date).join(", ");
  return new ApiError(
    code,
    `${conflicts.length} date(s) of the series cannot be booked as asked: ${list}; skip each or give it another start`,
    {
      details: {
        dates: list,
        conflicts: Object.fromEntries(conflicts.map((c) => [c.date, { startTime: c.startTime, ...c.conflict! }])),
      },
    },
  );
}

/** Every date of the series with whether it can be booked as asked; nothing is written. */
export async function previewSeries(db: Db, clock: Clock, actor: StaffActor, r: SeriesRequest): Promise<SeriesPreview> {
  const room = await staffRoom(db, actor, r.roomId);
  contactOf(r, room.studio.country); // the same contact errors as create, before the dates
  const planned = plan(r, room);
  const occurrences = await previewIn(db, room, planned, r, clock.now());
  return { timezone: room.studio.timezone, occurrences, conflicts: occurrences.filter((o) => o.status === "conflict").length };
}

/** Create the series and every occurrence not skipped, all or nothing. */
export async function createSeries(db: Db, clock: Clock, actor: StaffActor, r: SeriesRequest): Promise<SeriesCreated> {
  const room = await staffRoom(db, actor, r.roomId);
  const { channel, contact, email } = contactOf(r, room.studio.country);
  const planned = plan(r, room);
  if (planned.every((p) => p.skip)) throw new ApiError("VALIDATION_ERROR", "resolutions: every date is skipped; nothing to book");
  const locale = r.locale ?? localeOr(room.studio.site?.defaultLocale);
  const guestName = r.guestName.trim();
  const notes = r.notes?.trim() ? r.notes : null;
  // 52 occurrences are some hundreds of statements: more time than a single booking's transaction.
  return inTransaction(
    db,
    async (tx) => {
      const now = clock.now();
      // The room's claim lock for the whole series: the check below and the inserts see the same room.
      await lockForClaim(tx, room.id);
      const preview = await previewIn(tx, room, planned, r, now);
      const conflicts = preview.filter((o) => o.status === "conflict");
      if (conflicts.length) throw conflictError(conflicts);
      const seriesId = randomUUID();
      await tx.bookingSeries.create({
        data: {
          id: seriesId,
          studioId: actor.studioId,
          roomId: room.id,
          guestName,
          channel,
          contact,
          email,
          locale,
          notes,
          cadence: r.cadence,
          startTime: r.startTime,
          minutes: r.minutes,
          firstDate: r.firstDate,
          count: r.count ?? null,
          untilDate: r.untilDate ?? null,
          createdByUserId: actor.userId,
          createdByEmail: actor.email,
          createdAt: now,
        },
      });
      const made: { booking: BookingFull; token: string }[] = [];
      for (const p of planned.filter((x) => !x.skip)) {
        let one;
        try {
          one = await insertStaffBooking(
            tx,
            room,
            actor,
            {
              date: p.date,
              startTime: p.startTime,
              minutes: r.minutes,
              guestName,
              channel,
              contact,
              email,
              notes,
              locale,
              key: `staff:series:${seriesId}:${p.date}`,
              requestHash: "staff",
              seriesId,
            },
            now,
          );
        } catch (e) {
          // A claim lost to a racing writer after the check: the whole series goes (the throw rolls back).
          if (e instanceof ApiError)
            throw conflictError([{ ...p, endTime: null, status: "conflict", moved: p.moved, conflict: conflictOf(e) }]);
          throw e;
        }
        made.push(one);
        await queueReminder(tx, one.booking, now);
        await emitBookingEvent(tx, now, one.booking.id, "booking.confirmed");
        await audit(tx, actor, {
          action: "booking.create",
          bookingId: one.booking.id,
          detail: {
            reference: one.booking.reference,
            roomId: room.id,
            date: p.date,
            startTime: p.startTime,
            minutes: r.minutes,
            channel,
            seriesId,
          },
          at: now,
        });
      }
      await queueSeriesMessage(tx, "series_confirmed", made, now);
      return {
        id: seriesId,
        cadence: r.cadence,
        roomId: room.id,
        timezone: room.studio.timezone,
        bookings: await Promise.all(made.map((m) => studioBookingView(tx, m.booking.id, now))),
        skipped: planned.filter((p) => p.skip).map((p) => p.date),
      };
    },
    { timeout: 60_000 },
  );
}

/**
 * The series' occurrences to act on, rows locked in start order: every confirmed one whose session
 * has not ended, from `fromBookingId`'s start on (that one included) or all of them. Another
 * studio's series, or a booking not of this series, is 404.
 */
async function lockFollowing(tx: DbOrTx, actor: StaffActor, seriesId: string, fromBookingId: string | undefined, now: Date) {
  if (!Uuid.safeParse(seriesId).success) throw notFound("Series");
  const series = await tx.bookingSeries.findFirst({ where: { id: seriesId, studioId: actor.studioId } });
  if (!series) throw notFound("Series");
  let from = new Date(0);
  if (fromBookingId !== undefined) {
    const b = Uuid.safeParse(fromBookingId).success
      ? await tx.booking.findFirst({ where: { id: fromBookingId, seriesId, studioId: actor.studioId }, select: { startsAt: true } })
      : null;
    if (!b) throw notFound("Booking");
    from = b.startsAt;
  }
  // One statement, start order: two series actions on one series queue behind each other, never deadlock.
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM booking
     WHERE "seriesId" = ${seriesId}::uuid AND "studioId" = ${actor.studioId}::uuid
       AND status = 'confirmed' AND "startsAt" >= ${from} AND "endsAt" > ${now}
     ORDER BY "startsAt"
       FOR UPDATE`;
  const out: BookingFull[] = [];
  for (const r of rows) out.push((await loadBooking(tx, { id: r.id }))!);
  return { series, bookings: out };
}

export type SeriesCancel = { fromBookingId?: string; reason?: string };

/** Cancel the series' occurrences from one on, or all still ahead; one message to the guest listing them. */
export async function cancelSeries(db: Db, clock: Clock, actor: StaffActor, seriesId: string, c: SeriesCancel): Promise<StudioBooking[]> {
  const now = clock.now();
  return inTransaction(
    db,
    async (tx) => {
      const { bookings } = await lockFollowing(tx, actor, seriesId, c.fromBookingId, now);
      if (!bookings.length) throw new ApiError("INVALID_STATE", "No occurrence of this series is left to cancel");
      const reason = c.reason?.trim() || null;
      const cancelled: BookingFull[] = [];
      for (const b of bookings) {
        // On-site occurrences: no deposit, no PaymentIntent to cancel after the commit.
        await applyCancellation(tx, b, { by: "studio", reason, now });
        cancelled.push((await loadBooking(tx, { id: b.id }))!);
        await audit(tx, actor, {
          action: "booking.cancel",
          bookingId: b.id,
          detail: { reason: reason ?? "", refund: false, from: b.status, seriesId, scope: c.fromBookingId ? "following" : "all" },
          at: now,
        });
      }
      await queueSeriesMessage(
        tx,
        "series_cancelled",
        cancelled.map((booking) => ({ booking, token: null })),
        now,
      );
      return Promise.all(cancelled.map((b) => studioBookingView(tx, b.id, now)));
    },
    { timeout: 60_000 },
  );
}

export type SeriesMove = { fromBookingId: string; startTime: string; roomId?: string };

/**
 * Move this occurrence and every following one to `startTime` (and `roomId`) on its own date, as
 * booked in length and price; each through applyMove, so each guest message, reminder, .ics and
 * booking.rescheduled webhook is the one a single move makes. A date that cannot take the new time
 * refuses the whole move (409 naming it), nothing moved.
 */
export async function moveSeries(db: Db, clock: Clock, actor: StaffActor, seriesId: string, m: SeriesMove): Promise<StudioBooking[]> {
  const now = clock.now();
  return inTransaction(
    db,
    async (tx) => {
      const { bookings } = await lockFollowing(tx, actor, seriesId, m.fromBookingId, now);
      if (!bookings.length) throw new ApiError("INVALID_STATE", "No occurrence of this series is left to move");
      for (const b of bookings) {
        const target = { date: b.date, startTime: m.startTime, durationMinutes: b.minutes, roomId: m.roomId ?? b.roomId };
        let out;
        try {
          out = await applyMove(tx, b, target, {
            by: "studio",
            policy: () => ({ minNoticeMin: 0, maxAdvanceDays: STAFF_HORIZON_DAYS }),
            windowFrom: (t, step) => t.getTime() - step * 60_000,
            onlineOnly: false,
            reprice: false,
            manageToken: null,
            taken: (t: DbOrTx, roomId, from, to, tz) =>
              slotTaken(t, roomId, from, to, now, tz, "This time overlaps a block in the studio's calendar"),
            now,
          });
        } catch (e) {
          if (e instanceof ApiError && ["SLOT_TAKEN", "OUTSIDE_HOURS", "OUTSIDE_BOOKING_WINDOW"].includes(e.code))
            throw conflictError([
              { date: b.date, startTime: m.startTime, endTime: null, status: "conflict", moved: true, conflict: conflictOf(e) },
            ]);
          throw e;
        }
        if (out.changed)
          await audit(tx, actor, {
            action: "booking.move",
            bookingId: b.id,
            detail: {
              reference: b.reference,
              from: { ...out.previous, minutes: b.minutes },
              to: {
                roomId: out.booking.roomId,
                date: out.booking.date,
                startTime: out.booking.startTime,
                endTime: out.booking.endTime,
                minutes: out.booking.minutes,
                priceCents: out.booking.priceCents,
              },
              reprice: false,
              seriesId,
            },
            at: now,
          });
      }
      return Promise.all(bookings.map((b) => studioBookingView(tx, b.id, now)));
    },
    { timeout: 60_000 },
  );
}

export type SeriesPlace = {
  seriesId: string;
  cadence: SeriesCadence;
  position: number;
  total: number;
  /** What "Cancel this and following" and "Cancel all" would cancel now (lockFollowing's rows): confirmed dates not over. */
  following: number;
  left: number;
  /** Occurrences cancelled, by anyone: what "Cancel this and following" and "Cancel all" did, still on the page after any reload. */
  cancelled: number;
};

/**
 * Where a booking of the actor's studio stands in its series, for its page: the series, and its
 * place among the series' occurrences in start order (cancelled ones included); null for a one-off.
 */
export async function seriesPlace(
  db: DbOrTx,
  actor: Pick<StaffActor, "studioId">,
  bookingId: string,
  now: Date,
): Promise<SeriesPlace | null> {
  if (!Uuid.safeParse(bookingId).success) return null;
  const b = await db.booking.findFirst({
    where: { id: bookingId, studioId: actor.studioId },
    select: { seriesId: true, startsAt: true, series: { select: { cadence: true } } },
  });
  if (!b?.seriesId || !b.series) return null;
  const active = { seriesId: b.seriesId, status: "confirmed", endsAt: { gt: now } };
  const [total, before, following, left, cancelled] = await Promise.all([
    db.booking.count({ where: { seriesId: b.seriesId } }),
    db.booking.count({ where: { seriesId: b.seriesId, startsAt: { lt: b.startsAt } } }),
    db.booking.count({ where: { ...active, startsAt: { gte: b.startsAt } } }),
    db.booking.count({ where: active }),
    db.booking.count({ where: { seriesId: b.seriesId, status: "cancelled" } }),
  ]);
  // booking_series.cadence's CHECK allows the two cadences only.
  const cadence = b.series.cadence === "biweekly" ? "biweekly" : "weekly";
  return { seriesId: b.seriesId, cadence, position: before + 1, total, following, left, cancelled };
}
