// The dashboard calendar (docs/dashboard.md, Data): a studio's bookings, live holds and calendar
// blocks over one or seven studio-local days, rooms side by side.
//
// - One round trip: the studio, its rooms and every item come back as one row of JSON. The
//   studio's time zone is not known before that row arrives, so the query reads a window padded
//   by a day on both sides of the requested UTC dates (every zone's local day lies inside it) and
//   the exact studio-local window [from 00:00, to + 1 00:00) is applied here with luxon, which
//   also makes a DST week exact (its days are 23 or 25 hours long).
// - Bookings never cross midnight, so "starts inside the window" is "overlaps it"; blocks can be
//   long (a feed's all-day or multi-day events) and are taken when they overlap the window.
// - Blocks: a feed's are "feed_block"; the studio's own, entered in the dashboard or in the studio
//   file, are "manual_block", with `source` telling which (only "manual" ones can be removed
//   in the dashboard, docs/studio-actions.md).
// - Cancelled bookings are not shown (their slot is free again); completed and no-show ones are.
//   Live holds: pending or verified and not yet expired (the same rule as slot_claim's expiry).
// - `version` is a hash of everything the view shows, so it changes exactly when the picture
//   does (a booking marked, a hold expiring, a block synced, a room renamed); the dashboard polls
//   it (docs/dashboard.md, Pages).
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import type { Clock } from "../../infra/clock";
import { Prisma, type DbOrTx } from "../../infra/db";
import { ApiError, notFound } from "../../contract/errors";
import { DateString } from "../../contract/schemas";
import type { StaffActor } from "../staff/actor";
import { zoneFormatter } from "./zone-format";
import { feedHost } from "../calendars/sync";
import type { OperatingHours } from "../availability/rules";

type CalendarItem = {
  kind: "booking" | "hold" | "feed_block" | "manual_block";
  id: string;
  roomId: string;
  /** ISO 8601 with the studio's offset at that instant. */
  startsAt: string;
  endsAt: string;
  /** Guest name (booking), "Hold", or the block's note (a feed block without one: the feed's host). */
  label: string;
  status?: string;
  paymentStatus?: string;
  reference?: string;
  /** Blocks only: "manual" (staff, removable in the dashboard), "file" (the studio file) or "feed". */
  source?: "manual" | "file" | "feed";
  /** Manual blocks made together (several rooms, a weekly repeat): removable together. */
  groupId?: string;
};

export type CalendarView = {
  studio: { id: string; name: string; timezone: string; slug: string };
  /** Active rooms in position order, plus any inactive room that still has a booking or hold shown. */
  rooms: { id: string; name: string }[];
  /** Studio-local days shown, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  /** Earliest opening and latest closing over the shown days ("24:00" = midnight), widened to whole
   * hours around any booking or hold outside them, so the grid shows every one. */
  hours: { open: string; close: string };
  items: CalendarItem[];
  version: string;
};

const DAY_MS = 86_400_000;
const KIND_ORDER: Record<CalendarItem["kind"], number> = { booking: 0, hold: 1, manual_block: 2, feed_block: 3 };

type Raw = {
  studio: { id: string; name: string; timezone: string; slug: string; hours: OperatingHours } | null;
  rooms: { id: string; name: string; active: boolean }[];
  items: {
    k: CalendarItem["kind"];
    id: string;
    r: string;
    s: number;
    e: number;
    l: string | null;
    st: string | null;
    ps: string | null;
    ref: string | null;
    f: string | null;
    src: CalendarItem["source"] | null;
    g: string | null;
  }[];
};

export async function studioCalendar(db: DbOrTx, clock: Clock, actor: StaffActor, q: { from: string; days: 1 | 7 }): Promise<CalendarView> {
  if (!DateString.safeParse(q.from).success) throw new ApiError("VALIDATION_ERROR", "from: must be a date YYYY-MM-DD");
  if (q.days !== 1 && q.days !== 7) throw new ApiError("VALIDATION_ERROR", "days: must be 1 or 7");
  const now = clock.now();
  const utcFrom = Date.parse(`${q.from}T00:00:00Z`);
  const padFrom = new Date(utcFrom - DAY_MS);
  const padTo = new Date(utcFrom + (q.days + 1) * DAY_MS);
  // Epoch milliseconds as float8 arithmetic (docs/performance.md, Reads); the column names are fixed text.
  const ms = (col: string) => Prisma.raw(`(date_part('epoch', ${col}) * 1000)::int8`);
  const studioId = actor.studioId;
  const rows = await db.$queryRaw<Raw[]>`
    SELECT
       (SELECT json_build_object('id', s.id, 'name', s.name, 'timezone', s.timezone, 'slug', s.slug, 'hours', s."operatingHours")
          FROM studio s WHERE s.id = ${studioId}::uuid) AS studio,
       (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'active', r.active) ORDER BY r.position, r.name, r.id), '[]'::json)
          FROM room r WHERE r."studioId" = ${studioId}::uuid) AS rooms,
       (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT 'booking' AS k, b.id, b."roomId" AS r, ${ms('b."startsAt"')} AS s, ${ms('b."endsAt"')} AS e,
                 b."guestName" AS l, b.status AS st, b."paymentStatus" AS ps, b.reference AS ref, NULL AS f, NULL AS src, NULL::uuid AS g
            FROM booking b
           WHERE b."studioId" = ${studioId}::uuid AND b."startsAt" >= ${padFrom} AND b."startsAt" < ${padTo} AND b.status <> 'cancelled'
          UNION ALL
          SELECT 'hold', h.id, h."roomId", ${ms('h."startsAt"')}, ${ms('h."endsAt"')}, NULL, NULL, NULL, NULL, NULL, NULL, NULL
            FROM hold h
           WHERE h."studioId" = ${studioId}::uuid AND h.status IN ('pending', 'verified') AND h."expiresAt" > ${now}
             AND h."startsAt" >= ${padFrom} AND h."startsAt" < ${padTo}
          UNION ALL
          SELECT CASE WHEN c."feedId" IS NULL THEN 'manual_block' ELSE 'feed_block' END, c.id, c."roomId",
                 ${ms('c."startsAt"')}, ${ms('c."endsAt"')}, c.note, NULL, NULL, NULL, f.url, c.source, c."groupId"
            FROM calendar_block c JOIN room r ON r.id = c."roomId" LEFT JOIN calendar_feed f ON f.id = c."feedId"
           WHERE r."studioId" = ${studioId}::uuid AND c."startsAt" < ${padTo} AND c."endsAt" > ${padFrom}
        ) x) AS items`;
  const raw = rows[0];
  if (!raw?.studio) throw notFound("Studio");
  const st = raw.studio;
  const tz = st.timezone;

  const first = DateTime.fromISO(q.from, { zone: tz }).startOf("day");
  const start = first.toMillis();
  const end = first.plus({ days: q.days }).startOf("day").toMillis();
  const to = first.plus({ days: q.days - 1 }).toISODate()!;

  const shown = raw.items
    .filter((i) => i.s < end && i.e > start)
    .sort((a, b) => a.s - b.s || a.r.localeCompare(b.r) || KIND_ORDER[a.k] - KIND_ORDER[b.k] || a.id.localeCompare(b.id));
  const occupied = new Set(shown.filter((i) => i.k === "booking" || i.k === "hold").map((i) => i.r));
  const rooms = raw.rooms.filter((r) => r.active || occupied.has(r.id));
  const roomIds = new Set(rooms.map((r) => r.id));

  const iso = zoneFormatter(tz, start - DAY_MS, end + DAY_MS);
  const items: CalendarItem[] = [];
  for (const i of shown) {
    if (!roomIds.has(i.r)) continue; // blocks of an inactive room nobody can book
    const item: CalendarItem = {
      kind: i.k,
      id: i.id,
      roomId: i.r,
      startsAt: iso(i.s),
      endsAt: iso(i.e),
      label: i.k === "booking" ? (i.l ?? "") : i.k === "hold" ? "Hold" : (i.l ?? (i.f ? feedHost(i.f) : "")),
    };
    if (i.k === "booking") {
      item.status = i.st ?? undefined;
      item.paymentStatus = i.ps ?? undefined;
      item.reference = i.ref ?? undefined;
    } else if (i.src) item.source = i.src;
    if (i.g) item.groupId = i.g;
    items.push(item);
  }

  const dates = Array.from({ length: q.days }, (_, d) => first.plus({ days: d }).toISODate()!);
  const hours = gridHours(st.hours, dates, items);
  const view: Omit<CalendarView, "version"> = {
    studio: { id: st.id, name: st.name, timezone: tz, slug: st.slug },
    rooms: rooms.map((r) => ({ id: r.id, name: r.name })),
    from: q.from,
    to,
    hours,
    items,
  };
  const version = createHash("sha256").update(JSON.stringify(view)).digest("base64url").slice(0, 22);
  return { ...view, version };
}

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * The grid's first and last wall-clock minute over `dates` (docs/decisions-time.md, Midnight): a close
 * of "00:00" or before the opening runs to midnight, and the part after midnight opens the next
 * day at "00:00". Bookings and holds outside the hours (a phone booking, a changed schedule) widen
 * it to whole hours. A span with nothing open and nothing booked shows the whole day.
 */
function gridHours(
  week: OperatingHours,
  dates: string[],
  items: Pick<CalendarItem, "kind" | "startsAt" | "endsAt">[],
): { open: string; close: string } {
  let open = Infinity;
  let close = -Infinity;
  const byDay = new Map(week.map((h) => [h.dayOfWeek, h]));
  for (const date of dates) {
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    const today = byDay.get(dow);
    if (today && !today.isClosed) {
      const o = minutesOf(today.openTime);
      const c = minutesOf(today.closeTime);
      open = Math.min(open, o);
      close = Math.max(close, c <= o ? 1440 : c);
    }
    const yesterday = byDay.get((dow + 6) % 7);
    if (yesterday && !yesterday.isClosed) {
      const o = minutesOf(yesterday.openTime);
      const c = minutesOf(yesterday.closeTime);
      if (c > 0 && c < o) {
        open = 0;
        close = Math.max(close, c);
      }
    }
  }
  // Local wall times read off the ISO strings ("2030-01-15T10:00:00+01:00"): no zone arithmetic.
  const wall = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16)) + (iso.slice(17, 19) !== "00" ? 1 : 0);
  for (const i of items) {
    if (i.kind !== "booking" && i.kind !== "hold") continue;
    const sMin = wall(i.startsAt);
    const eMin = i.endsAt.slice(0, 10) === i.startsAt.slice(0, 10) ? wall(i.endsAt) : 1440;
    open = Math.min(open, Math.floor(sMin / 60) * 60);
    close = Math.max(close, Math.min(1440, Math.ceil(eMin / 60) * 60));
  }
  if (open === Infinity) return { open: "00:00", close: "24:00" };
  return { open: hhmm(open), close: hhmm(close) };
}
