// The studio's figures (docs/dashboard.md, Figures): occupancy per room, bookings, money booked,
// collected and refunded, no-shows and cancellations, by week and by month, over studio-local dates.
//
// - One round trip: the studio's hours, its rooms and the bookings of the range grouped by local
//   date and room come back as one row of JSON; the weeks and months are summed here from those
//   day rows (at most 366 × rooms of them). A booking counts on its own local date (`booking.date`),
//   read through `booking (studioId, startsAt)` on a window padded by a day each side, as the
//   calendar does (docs/dashboard.md, Calendar).
// - Open minutes come from the studio's weekly hours and date exceptions in its zone
//   (`openMinutes`, availability/rules.ts); every room shares the studio's hours.
import { Prisma, type DbOrTx } from "../../infra/db";
import { ApiError, notFound } from "../../contract/errors";
import { ReportQuery } from "../../contract/dashboard-schemas";
import type { HourException } from "../../contract/hour-exceptions";
import type { StaffActor } from "../staff/actor";
import { openMinutes, type OperatingHours } from "../availability/rules";

type ReportFigures = {
  bookings: number;
  noShows: number;
  cancellations: number;
  bookedCents: number;
  collectedCents: number;
  refundedCents: number;
  openMinutes: number;
  rooms: { roomId: string; bookedMinutes: number; occupancy: number | null }[];
};
type ReportPeriod = ReportFigures & { period: string; from: string; to: string };

export type StudioReport = {
  from: string;
  to: string;
  timezone: string;
  currency: string;
  rooms: { id: string; name: string }[];
  total: ReportFigures;
  weeks: ReportPeriod[];
  months: ReportPeriod[];
};

type Raw = {
  studio: { timezone: string; hours: OperatingHours; exceptions: HourException[] } | null;
  rooms: { id: string; name: string; active: boolean }[];
  currency: string | null;
  days: { d: string; r: string; n: number; ns: number; c: number; m: number; bc: number; cc: number; rc: number }[];
};

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Collected (cc) and refunded (rc) of a day and room's bookings `b`, in the currency of the CTE `cur`
 * (docs/dashboard.md, Figures): a paid booking's price, else its deposit taken and its payments at
 * the studio; the deposit's counted refunds and the payments' refunds.
 */
const MONEY_SQL = Prisma.sql`
  coalesce(sum(CASE WHEN b."paymentStatus" = 'paid' THEN b."priceCents"
                    ELSE b."paidAtStudioCents" + CASE WHEN b."paymentIntentId" IS NOT NULL
                      AND b."paymentStatus" IN ('deposit_paid', 'refunded') THEN b."depositCents" ELSE 0 END END)
             FILTER (WHERE b.currency = (SELECT currency FROM cur)), 0) AS cc,
  -- Only a card booking can have a deposit refund, and one paid at the studio a payment's refund: each
  -- subquery (one index probe) runs for those alone (CASE is lazy).
  coalesce(sum(CASE WHEN b."paymentIntentId" IS NOT NULL AND b.currency = (SELECT currency FROM cur) THEN
                 (SELECT sum(f."amountCents") FROM booking_refund f
                   WHERE f."bookingId" = b.id AND f.status NOT IN ('failed', 'canceled')) END), 0)
  + coalesce(sum(CASE WHEN b."paidAtStudioCents" > 0 AND b.currency = (SELECT currency FROM cur) THEN
                 (SELECT sum(p."refundedCents") FROM booking_payment p
                   WHERE p."bookingId" = b.id AND p."voidedAt" IS NULL) END), 0) AS rc`;

/** The figures of studio-local dates `from`..`to` (inclusive, at most a year). */
export async function studioReport(db: DbOrTx, actor: StaffActor, q: { from: string; to: string }): Promise<StudioReport> {
  const parsed = ReportQuery.safeParse(q);
  if (!parsed.success)
    throw new ApiError("VALIDATION_ERROR", `${parsed.error.issues[0].path.join(".")}: ${parsed.error.issues[0].message}`);
  const { from, to } = parsed.data;
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  const padFrom = new Date(first - DAY_MS);
  const padTo = new Date(last + 2 * DAY_MS);
  const studioId = actor.studioId;
  // Live = what holds the room and counts as a booking (docs/dashboard.md, Figures). Collected: a paid
  // booking's price; else a paid deposit and the payments at the studio (kept or refunded later;
  // refunds are their own column, docs/payments.md, Payment status), whatever the booking's status.
  // Refunds that failed or were cancelled at Stripe do not count (docs/studio-actions.md, Refunds). Amounts in another currency than the studio's are left out.
  const rows = await db.$queryRaw<Raw[]>`
    WITH cur AS (
      SELECT r.currency FROM room r WHERE r."studioId" = ${studioId}::uuid
       ORDER BY r.active DESC, r.position, r.name, r.id LIMIT 1
    )
    SELECT
       (SELECT json_build_object('timezone', s.timezone, 'hours', s."operatingHours", 'exceptions', s."hourExceptions")
          FROM studio s WHERE s.id = ${studioId}::uuid) AS studio,
       (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'active', r.active) ORDER BY r.position, r.name, r.id), '[]'::json)
          FROM room r WHERE r."studioId" = ${studioId}::uuid) AS rooms,
       (SELECT currency FROM cur) AS currency,
       (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT b.date AS d, b."roomId" AS r,
                 count(*) FILTER (WHERE b.status IN ('confirmed', 'completed', 'no_show')) AS n,
                 count(*) FILTER (WHERE b.status = 'no_show') AS ns,
                 count(*) FILTER (WHERE b.status = 'cancelled') AS c,
                 coalesce(sum(b.minutes) FILTER (WHERE b.status IN ('confirmed', 'completed', 'no_show')), 0) AS m,
                 coalesce(sum(b."priceCents") FILTER (WHERE b.status IN ('confirmed', 'completed', 'no_show')
                                                       AND b.currency = (SELECT currency FROM cur)), 0) AS bc,
                 ${MONEY_SQL}
            FROM booking b
           WHERE b."studioId" = ${studioId}::uuid AND b."startsAt" >= ${padFrom} AND b."startsAt" < ${padTo}
             AND b.date >= ${from} AND b.date <= ${to}
           GROUP BY b.date, b."roomId"
        ) x) AS days`;
  const raw = rows[0];
  if (!raw?.studio) throw notFound("Studio");

  const dates: string[] = [];
  for (let t = first; t <= last; t += DAY_MS) dates.push(isoDate(t));
  const open = openMinutes(raw.studio.timezone, raw.studio.hours, raw.studio.exceptions, dates);
  const byDate = new Map<string, Raw["days"]>();
  for (const d of raw.days) {
    const list = byDate.get(d.d);
    if (list) list.push(d);
    else byDate.set(d.d, [d]);
  }
  // Active rooms, and an inactive one that still has bookings in the range (as the calendar keeps it).
  const withBookings = new Set(raw.days.map((d) => d.r));
  const rooms = raw.rooms.filter((r) => r.active || withBookings.has(r.id)).map((r) => ({ id: r.id, name: r.name }));

  type Acc = { from: string; to: string; days: string[] };
  const weeks = new Map<string, Acc>();
  const months = new Map<string, Acc>();
  const put = (m: Map<string, Acc>, key: string, date: string) => {
    const a = m.get(key);
    if (a) {
      a.to = date;
      a.days.push(date);
    } else m.set(key, { from: date, to: date, days: [date] });
  };
  const openOf = new Map(dates.map((d, i) => [d, open[i]]));
  for (const date of dates) {
    const t = Date.parse(`${date}T00:00:00Z`);
    const monday = isoDate(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS);
    put(weeks, monday, date);
    put(months, date.slice(0, 7), date);
  }

  const figures = (days: string[]): ReportFigures => {
    const f = { bookings: 0, noShows: 0, cancellations: 0, bookedCents: 0, collectedCents: 0, refundedCents: 0, openMinutes: 0 };
    const minutes = new Map(rooms.map((r) => [r.id, 0]));
    for (const day of days) {
      f.openMinutes += openOf.get(day) ?? 0;
      for (const d of byDate.get(day) ?? []) {
        f.bookings += Number(d.n);
        f.noShows += Number(d.ns);
        f.cancellations += Number(d.c);
        f.bookedCents += Number(d.bc);
        f.collectedCents += Number(d.cc);
        f.refundedCents += Number(d.rc);
        if (minutes.has(d.r)) minutes.set(d.r, minutes.get(d.r)! + Number(d.m));
      }
    }
    return {
      ...f,
      rooms: rooms.map((r) => {
        const bookedMinutes = minutes.get(r.id) ?? 0;
        return {
          roomId: r.id,
          bookedMinutes,
          occupancy: f.openMinutes > 0 ? Math.round((bookedMinutes / f.openMinutes) * 10_000) / 10_000 : null,
        };
      }),
    };
  };
  const periods = (m: Map<string, Acc>): ReportPeriod[] =>
    [...m].map(([period, a]) => ({ period, from: a.from, to: a.to, ...figures(a.days) }));

  return {
    from,
    to,
    timezone: raw.studio.timezone,
    currency: raw.currency ?? "EUR",
    rooms,
    total: figures(dates),
    weeks: periods(weeks),
    months: periods(months),
  };
}
