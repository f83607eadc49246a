// A weekly series booked online by a guest (docs/series.md, Booked online by a guest): the same
// room, start and length every week for N weeks, within the studio's `onlineSeriesMaxWeeks`.
//
// - preview: each date free or the refusal a hold for it would get (the slot rule of holds:
//   availability/rules.ts checkSlot with the room's guest policy: hours, notice, booking window,
//   buffer, busy time), one busy read for the whole run; nothing written;
// - hold: the first date's hold is the ordinary one (its code, its quotas, its replay); each later
//   date the guest kept gets a hold of its own pointing at it (`seriesHoldId`), no code, the same
//   expiry, its claim taken in the same transaction under the room's claim lock, so nobody takes
//   those dates while the guest types the code. They live and end with the first: verify moves
//   their expiry, a burn, a release or the sweep ends them (holds/verify.ts, release.ts, sweep.ts);
// - confirm (bookings/series-confirm.ts): every date becomes a booking of one booking_series row.
import { randomUUID } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { type CreateHoldBody } from "../../contract/schemas";
import { weeklyDates, type SeriesDateReason } from "../../contract/online-series";
import type { SeriesPreview, SeriesPreviewQuery } from "../../contract/series-preview";
import { roomRuleProblems } from "../../contract/hold-rules";
import { busyIntervals, claimSlot, claimSql } from "../availability/busy";
import { roomPolicy } from "../availability/room";
import { busyWindow, checkSlot, type Interval, type RoomPolicy } from "../availability/rules";
import { slotRefusal } from "../availability/refusal";
import { quote } from "../pricing";
import { localStart } from "../../contract/rates";
import type { RoomRecord, SiteRecord } from "../sites";
import { endTimeOf } from "./end-time";

/** 409 SERIES_NOT_OFFERED unless the studio offers online series and the room is paid at the studio. */
function requireOffered(site: SiteRecord, room: RoomRecord): void {
  if (site.onlineSeriesMaxWeeks === 0) throw new ApiError("SERIES_NOT_OFFERED", "This studio does not take weekly series online");
  // An online series is paid at the studio: a card deposit per date would be one payment per date.
  if (!room.paymentModes.includes("on_site"))
    throw new ApiError("SERIES_NOT_OFFERED", "A weekly series is paid at the studio, and this room takes card payments only");
}

/** 400 VALIDATION_ERROR for more weeks than the studio allows, naming its maximum. */
function checkWeeks(site: SiteRecord, weeks: number, field: string): void {
  if (weeks > site.onlineSeriesMaxWeeks)
    throw new ApiError("VALIDATION_ERROR", `${field}: at most ${site.onlineSeriesMaxWeeks} weeks at this studio`, {
      details: { max: site.onlineSeriesMaxWeeks },
    });
}

type DateVerdict = { date: string; reason: SeriesDateReason | null; startsAt: number; endsAt: number };

/** Each date's verdict by the slot rule, as a hold for it would get it now. */
function verdicts(policy: RoomPolicy, room: RoomRecord, busy: Interval[], dates: string[], slot: Slot, now: Date): DateVerdict[] {
  return dates.map((date) => {
    const v = checkSlot(
      policy,
      { date, startTime: slot.startTime, durationMinutes: slot.durationMinutes, stepMinutes: room.stepMinutes },
      busy,
      now.getTime(),
    );
    return { date, reason: v.verdict === "free" ? null : v.verdict, startsAt: v.startsAt ?? 0, endsAt: v.endsAt ?? 0 };
  });
}

type Slot = { startTime: string; durationMinutes: number };

/** The busy time of the whole run, read once (dates are a week apart: one window from the first to the last). */
function busyOfRun(db: DbOrTx, room: RoomRecord, policy: RoomPolicy, dates: string[], now: Date): Promise<Interval[]> {
  return busyIntervals(db, room.id, busyWindow(policy, dates[0], dates[dates.length - 1]), now);
}

/** GET …/rooms/{roomId}/series-preview: every date of the series, free or why not; nothing is written. */
export async function previewOnlineSeries(
  db: DbOrTx,
  clock: Clock,
  site: SiteRecord,
  room: RoomRecord,
  q: SeriesPreviewQuery,
): Promise<SeriesPreview> {
  requireOffered(site, room);
  checkWeeks(site, q.weeks, "query.weeks");
  const problems = roomRuleProblems(room, q);
  if (problems.length) throw new ApiError("VALIDATION_ERROR", problems.map(([f, r]) => `query.${f}: ${r}`).join("; "));
  const now = clock.now();
  const policy = roomPolicy(site, room);
  const dates = weeklyDates(q.date, q.weeks);
  const busy = await busyOfRun(db, room, policy, dates, now);
  return {
    roomId: room.id,
    timezone: policy.timezone,
    weeks: q.weeks,
    maxWeeks: site.onlineSeriesMaxWeeks,
    dates: verdicts(policy, room, busy, dates, q, now).map((v) => ({
      date: v.date,
      startTime: q.startTime,
      endTime: v.endsAt ? endTimeOf(v.endsAt, policy.timezone, v.date) : q.startTime,
      free: v.reason === null,
      reason: v.reason,
    })),
  };
}

/** The later dates a series hold takes: checked against the studio and the request before anything is spent. */
export type SeriesPlan = { weeks: number; later: string[] };

/**
 * A create-hold body's `series`, checked: offered here, weeks within the studio's maximum, the
 * skipped dates later dates of the series, at least two dates kept, no extras or promo code.
 */
export function planOnlineSeries(site: SiteRecord, room: RoomRecord, body: CreateHoldBody): SeriesPlan | null {
  const s = body.series;
  if (!s) return null;
  requireOffered(site, room);
  checkWeeks(site, s.weeks, "body.series.weeks");
  if (body.extras?.length || body.promoCode !== undefined)
    throw new ApiError("VALIDATION_ERROR", "body.series: a weekly series is booked without extras or a promo code");
  const [, ...later] = weeklyDates(body.date, s.weeks);
  const odd = s.skipDates.find((d) => !later.includes(d));
  if (odd) throw new ApiError("VALIDATION_ERROR", `body.series.skipDates: ${odd} is not a later date of this series`);
  const kept = later.filter((d) => !s.skipDates.includes(d));
  if (!kept.length) throw new ApiError("VALIDATION_ERROR", "body.series.skipDates: a series keeps at least two dates");
  return { weeks: s.weeks, later: kept };
}

/** The first date's hold as inserted (the columns its later dates copy). */
type FirstHold = {
  id: string;
  studioId: string;
  idempotencyKey: string;
  requestHash: string;
  guestName: string;
  channel: string;
  contact: string;
  contactMasked: string;
  locale: string;
  clientIp: string;
  partySize: number | null;
  expiresAt: Date;
};

/**
 * Hold the later dates of a series, inside the first hold's transaction (which holds the room's
 * claim lock, so the busy read is authoritative): a date no longer free refuses the whole request
 * with its code and `details.date`, nothing kept. Each date's hold has no code and no client
 * networks (the live-holds cap and the quotas count the request once, by its first hold).
 */
export async function holdLaterDates(
  tx: DbOrTx,
  a: { site: SiteRecord; room: RoomRecord; body: CreateHoldBody; plan: SeriesPlan; first: FirstHold; now: Date },
): Promise<void> {
  const { site, room, body, plan, first, now } = a;
  await tx.hold.update({ where: { id: first.id }, data: { seriesWeeks: plan.weeks } });
  const policy = roomPolicy(site, room);
  const busy = await busyOfRun(tx, room, policy, plan.later, now);
  for (const v of verdicts(policy, room, busy, plan.later, body, now)) {
    if (v.reason) {
      const e = slotRefusal(v.reason, "guest");
      throw new ApiError(e.code, `${v.date}, a date of the series: ${e.message}`, { details: { date: v.date } });
    }
    const id = randomUUID();
    const startsAt = new Date(v.startsAt);
    const endsAt = new Date(v.endsAt);
    const price = quote({ ...room, ...room.rates }, localStart(v.date, body.startTime), body.durationMinutes);
    await tx.hold.create({
      data: {
        id,
        studioId: first.studioId,
        roomId: room.id,
        idempotencyKey: `${first.idempotencyKey}#${v.date}`,
        requestHash: first.requestHash,
        status: "pending",
        startsAt,
        endsAt,
        date: v.date,
        startTime: body.startTime,
        endTime: endTimeOf(v.endsAt, policy.timezone, v.date),
        minutes: price.minutes,
        priceCents: price.priceCents,
        priceLines: price.lines,
        depositCents: price.depositCents,
        currency: price.currency,
        guestName: first.guestName,
        channel: first.channel,
        contact: first.contact,
        contactMasked: first.contactMasked,
        locale: first.locale,
        clientIp: first.clientIp,
        clientNets: [],
        partySize: first.partySize,
        seriesHoldId: first.id,
        expiresAt: first.expiresAt,
        createdAt: now,
      },
    });
    try {
      await claimSlot(tx, {
        roomId: room.id,
        holdId: id,
        startsAt,
        endsAt,
        bufferMinutes: room.bufferMinutes,
        expiresAt: first.expiresAt,
        now,
      });
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.code, `${v.date}, a date of the series: ${e.message}`, { details: { date: v.date } });
      throw e;
    }
  }
}

/** End a series' later dates with its first hold (released, undelivered): their claims go at once. */
export async function endLaterDates(tx: DbOrTx, firstHoldId: string, now: Date): Promise<void> {
  await tx.$executeRaw`
    WITH k AS (
      UPDATE hold h SET status = 'expired', "expiresAt" = LEAST(h."expiresAt", ${now}::timestamptz)
       WHERE h."seriesHoldId" = ${firstHoldId}::uuid AND h.status IN ('pending', 'verified') RETURNING h.id
    ), d AS (${claimSql.deleteOfHolds("k")})
    SELECT 1`;
}
