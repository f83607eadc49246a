// The dashboard calendar's arithmetic, pure (docs/dashboard.md, Pages): which days a view shows,
// where prev/next/today go, and where each item sits on the grid (time rows × day-and-room
// columns). Times stay studio-local wall times: the API's instants carry the studio's offset,
// so an item's wall date and time are read from the string itself, never converted through
// the browser's or the server's zone (a DST day just has an hour more or less of items).

export type CalendarMode = "day" | "week";

/** What an item is, for its colour, its legend entry and its text label. */
export type ItemCategory = "confirmed" | "pending_payment" | "completed" | "no_show" | "hold" | "feed_block" | "manual_block";

/** The fields of a calendar item the grid needs (lib/domain/dashboard/calendar.ts CalendarItem has them). */
export type GridItem = {
  kind: "booking" | "hold" | "feed_block" | "manual_block";
  id: string;
  roomId: string;
  startsAt: string;
  endsAt: string;
  status?: string;
};

/** Minutes of one grid row. */
export const SLOT_MINUTES = 15;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== "string") return false;
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Days since 1970-01-01 of a YYYY-MM-DD date (calendar arithmetic, no zone involved). */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

function fromDayNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** The Monday on or before `date` (weeks start on Monday in es, ca and en-GB). */
export function weekStart(date: string): string {
  const n = dayNumber(date);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  return fromDayNumber(n - ((((n + 3) % 7) + 7) % 7));
}

/** The days a view shows for a chosen date: that day, or its week from Monday. */
export function viewDays(mode: CalendarMode, date: string): string[] {
  const from = mode === "week" ? weekStart(date) : date;
  return Array.from({ length: mode === "week" ? 7 : 1 }, (_, i) => addDays(from, i));
}

/** The chosen date of the previous and of the next view. */
export function neighbours(mode: CalendarMode, date: string): { prev: string; next: string } {
  const step = mode === "week" ? 7 : 1;
  const base = mode === "week" ? weekStart(date) : date;
  return { prev: addDays(base, -step), next: addDays(base, step) };
}

/** The calendar's own query string for a mode and date (the view links and the date form agree). */
export function calendarQuery(mode: CalendarMode, date: string): string {
  return `?view=${mode}&date=${date}`;
}

/** The view and date of the page's search parameters; anything unreadable falls back to today's day view. */
export function readCalendarParams(params: { view?: unknown; date?: unknown }, today: string): { mode: CalendarMode; date: string } {
  const mode: CalendarMode = params.view === "week" ? "week" : "day";
  const date = isIsoDate(params.date) ? params.date : today;
  return { mode, date };
}

/** "HH:MM" (00:00–24:00) → minutes after midnight. */
export function toMinutes(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm);
  if (!m) throw new Error(`not a time: ${hhmm}`);
  return +m[1] * 60 + +m[2];
}

export function fromMinutes(min: number): string {
  return `${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;
}

/** An instant written with the studio's offset → its wall clock as minutes since 1970-01-01 00:00 (wall). */
export function wallMinutes(iso: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) throw new Error(`not an ISO date-time: ${iso}`);
  return dayNumber(m[1]) * 1440 + +m[2] * 60 + +m[3];
}

/** The wall time "HH:MM" of an instant written with the studio's offset. */
export function wallTime(iso: string): string {
  return iso.slice(11, 16);
}

export function categoryOf(item: Pick<GridItem, "kind" | "status">): ItemCategory | null {
  if (item.kind !== "booking") return item.kind;
  switch (item.status) {
    case "confirmed":
    case "pending_payment":
    case "completed":
    case "no_show":
      return item.status;
    default:
      // A cancelled booking occupies nothing; the calendar does not draw it.
      return null;
  }
}

/**
 * The grid's first and last minute of the day: the studio's hours over the shown days,
 * widened to whole hours so every item on those days is on the grid (a feed block at night).
 */
export function gridBounds(
  hours: { open: string; close: string },
  items: readonly GridItem[],
  days: readonly string[],
): { start: number; end: number } {
  let start = toMinutes(hours.open);
  let end = toMinutes(hours.close);
  if (end <= start) [start, end] = [0, 1440];
  const first = dayNumber(days[0]) * 1440;
  const last = (dayNumber(days[days.length - 1]) + 1) * 1440;
  for (const it of items) {
    const s = Math.max(wallMinutes(it.startsAt), first);
    const e = Math.min(wallMinutes(it.endsAt), last);
    if (e <= s) continue;
    // Per shown day the item touches: its part on that day.
    for (let d = Math.floor(s / 1440); d * 1440 < e; d++) {
      const from = Math.max(s, d * 1440) - d * 1440;
      const to = Math.min(e, (d + 1) * 1440) - d * 1440;
      start = Math.min(start, from);
      end = Math.max(end, to);
    }
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(1440, Math.ceil(end / 60) * 60) };
}

/** One drawn piece of an item: an item crossing midnight is drawn once per shown day. */
export type Placement<T extends GridItem> = {
  item: T;
  category: ItemCategory;
  day: string;
  dayIndex: number;
  roomIndex: number;
  /** CSS grid lines (1-based): the row span and the column. */
  rowStart: number;
  rowEnd: number;
  column: number;
  /** Side by side when items of one room overlap in time (a feed block over a booking). */
  lane: number;
  lanes: number;
  /** The piece is cut at the grid's top or bottom (the item goes on before or after). */
  cutBefore: boolean;
  cutAfter: boolean;
};

/**
 * Where each item goes. Column 1 holds the times; then, per day, one column per room (room
 * order as given). Rows start after `headerRows`; each row is SLOT_MINUTES long from
 * `bounds.start`. Items of unknown rooms, cancelled bookings and pieces outside the shown days
 * are left out.
 */
export function placeItems<T extends GridItem>(
  items: readonly T[],
  days: readonly string[],
  roomIds: readonly string[],
  bounds: { start: number; end: number },
  headerRows: number,
): Placement<T>[] {
  const out: Placement<T>[] = [];
  const roomIndex = new Map(roomIds.map((id, i) => [id, i]));
  days.forEach((day, dayIndex) => {
    const top = dayNumber(day) * 1440 + bounds.start;
    const bottom = dayNumber(day) * 1440 + bounds.end;
    for (const item of items) {
      const category = categoryOf(item);
      const r = roomIndex.get(item.roomId);
      if (category === null || r === undefined) continue;
      const s = wallMinutes(item.startsAt);
      const e = wallMinutes(item.endsAt);
      const from = Math.max(s, top);
      const to = Math.min(e, bottom);
      if (to <= from) continue;
      const rowStart = headerRows + 1 + Math.floor((from - top) / SLOT_MINUTES);
      const rowEnd = Math.max(rowStart + 1, headerRows + 1 + Math.ceil((to - top) / SLOT_MINUTES));
      out.push({
        item,
        category,
        day,
        dayIndex,
        roomIndex: r,
        rowStart,
        rowEnd,
        column: 2 + dayIndex * roomIds.length + r,
        lane: 0,
        lanes: 1,
        cutBefore: s < top,
        cutAfter: e > bottom,
      });
    }
  });
  assignLanes(out);
  // Reading order: day by day, room by room, by time (screen readers and Tab follow the DOM).
  return out.sort((a, b) => a.column - b.column || a.rowStart - b.rowStart || a.lane - b.lane);
}

/** Overlapping pieces of one column share it side by side: greedy lanes per cluster of overlaps. */
function assignLanes<T extends GridItem>(ps: Placement<T>[]): void {
  const byColumn = new Map<number, Placement<T>[]>();
  for (const p of ps) byColumn.set(p.column, [...(byColumn.get(p.column) ?? []), p]);
  for (const col of byColumn.values()) {
    col.sort((a, b) => a.rowStart - b.rowStart || b.rowEnd - a.rowEnd);
    let cluster: Placement<T>[] = [];
    let clusterEnd = -Infinity;
    const close = () => {
      const lanes = Math.max(1, ...cluster.map((p) => p.lane + 1));
      for (const p of cluster) p.lanes = lanes;
      cluster = [];
    };
    for (const p of col) {
      if (p.rowStart >= clusterEnd) {
        close();
        clusterEnd = -Infinity;
      }
      const laneEnds: number[] = [];
      for (const q of cluster) laneEnds[q.lane] = Math.max(laneEnds[q.lane] ?? -Infinity, q.rowEnd);
      let lane = laneEnds.findIndex((end) => end <= p.rowStart);
      if (lane === -1) lane = laneEnds.length;
      p.lane = lane;
      cluster.push(p);
      clusterEnd = Math.max(clusterEnd, p.rowEnd);
    }
    close();
  }
}

/** The time labels of the grid's rows: one per full hour, with its row line. */
export function hourLabels(bounds: { start: number; end: number }, headerRows: number): { label: string; row: number }[] {
  const out: { label: string; row: number }[] = [];
  for (let m = Math.ceil(bounds.start / 60) * 60; m < bounds.end; m += 60)
    out.push({ label: fromMinutes(m), row: headerRows + 1 + (m - bounds.start) / SLOT_MINUTES });
  return out;
}

// ---- Moving a booking and taking an empty time from the calendar (docs/dashboard.md, Moving and
// taking times on the calendar). A room's grid is counted from local midnight, as the slot rule
// counts it (lib/domain/availability/rules.ts checkSlot), so a snapped start is one the move accepts.

/** A minute of the day rounded to the nearest start of the room's grid. */
export function snapToStep(minute: number, step: number): number {
  return Math.round(minute / step) * step;
}

/**
 * A start for an item of `minutes` snapped to `step` and kept on the shown rows: no earlier than the
 * grid's first start, no later than the last one that still ends by the grid's end.
 */
export function clampStart(start: number, minutes: number, bounds: { start: number; end: number }, step: number): number {
  const lo = Math.ceil(bounds.start / step) * step;
  const hi = Math.max(lo, Math.floor((bounds.end - minutes) / step) * step);
  return Math.max(lo, Math.min(hi, snapToStep(start, step)));
}

/** The day and room of a grid column counted from 0 (days outer, rooms inner, as placeItems draws them). */
export function columnSlot(column: number, roomCount: number): { dayIndex: number; roomIndex: number } {
  return { dayIndex: Math.floor(column / roomCount), roomIndex: column % roomCount };
}

/** Whether a drawn item of `roomId` (other than `exceptId`) overlaps [from, to) minutes of `day`. */
export function isTaken(items: readonly GridItem[], day: string, roomId: string, from: number, to: number, exceptId?: string): boolean {
  const base = dayNumber(day) * 1440;
  return items.some(
    (it) =>
      it.roomId === roomId &&
      it.id !== exceptId &&
      categoryOf(it) !== null &&
      wallMinutes(it.startsAt) < base + to &&
      base + from < wallMinutes(it.endsAt),
  );
}

/**
 * Whether the calendar offers to move an item by drag or keys: a confirmed booking drawn whole on one
 * day (the move keeps its length; one that crosses midnight is moved from its page). The move itself
 * checks the rest (not yet over, the slot rule).
 */
export function isMovable(p: Pick<Placement<GridItem>, "category" | "cutBefore" | "cutAfter" | "item">): boolean {
  return (
    p.category === "confirmed" &&
    !p.cutBefore &&
    !p.cutAfter &&
    Math.floor(wallMinutes(p.item.startsAt) / 1440) === Math.floor((wallMinutes(p.item.endsAt) - 1) / 1440)
  );
}
