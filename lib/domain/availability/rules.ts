// Availability: the free spans of a room per local date, and the single rule (checkSlot) that
// decides whether a start + duration is bookable. Pure: no I/O, no clock, no env. The caller
// passes `now` and the busy intervals it fetched for busyWindow().
//
// Why it is built this way (see the Availability schema at /docs and docs/decisions.md):
// - Everything is computed on UTC instants and only converted to local wall time at the edges.
//   Operating hours become instants, are cut by the booking window [now + minNotice, end of the
//   horizon date) and by the busy intervals (each widened by the buffer), and the remainder is
//   turned back into HH:MM. This makes DST, buffers across midnight and "min notice" exact.
// - DST: a date is split into constant-offset "segments" in which wall minutes equal real
//   minutes. A spring-forward gap simply has no segment (never offered); in a fall-back repeat
//   only the first pass is kept (the second pass starts where the first ended), so a date's spans
//   never overlap and a span never hides a clock change. Spans are never merged across segments.
// - checkSlot uses the very same span computation as availableDays (with fewer cuts for the
//   earlier error layers), so "offered by the spans" and "accepted by the server" cannot drift.
// - Span starts are rounded UP and ends DOWN to whole minutes (now + minNotice may have seconds),
//   so a displayed span is free for its whole length. Spans are continuous, not gridded.
// - Speed: luxon's IANAZone.offset costs ~10 µs on the target box, so a date's segments are
//   computed once per (timezone, date) and memoised in a bounded module-level cache (a
//   deterministic function of its key, so the module stays observably pure). The hot path is
//   plain number arithmetic: busy intervals are widened, sorted and merged once per call and
//   swept with a binary search per date.
import { IANAZone } from "luxon";
import type { AvailabilityDay } from "../../contract/schemas";
import { MAX_WINDOW_DAYS } from "../../contract/limits";
import { offsetChanges } from "./offset-changes";
import { boundedCache } from "../../infra/bounded-cache";
import type { HourException } from "../../contract/hour-exceptions";

/** dayOfWeek 0 = Sunday … 6 = Saturday (JS getDay convention). */
export type OperatingHours = { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean }[];
export type Interval = { start: number; end: number }; // epoch milliseconds, end exclusive
/** A studio-local date whose opening replaces the weekday's: closed, or open..close ("HH:MM", close after open or "00:00" = midnight). */
export type { HourException };
export type RoomPolicy = {
  timezone: string; // IANA
  operatingHours: OperatingHours;
  minNoticeMin: number; // a booking must start at least this many minutes after now
  maxAdvanceDays: number; // last bookable local date = today (in the studio zone) + maxAdvanceDays, whole day inclusive
  bufferMinutes: number; // free minutes required between a busy interval and a booking (both sides)
  hourExceptions?: readonly HourException[]; // per-date overrides of operatingHours (docs/studio-settings.md, Date exceptions)
};
export type SlotVerdict = "free" | "OUTSIDE_HOURS" | "OUTSIDE_BOOKING_WINDOW" | "SLOT_TAKEN";

type Opening = { operatingHours: OperatingHours; hourExceptions: HourException[] };
/** A studio row's opening: JSON columns that only the settings' and the studio file's zod schemas write. */
export function studioOpening(studio: { operatingHours: unknown; hourExceptions: unknown }): Opening {
  const { operatingHours, hourExceptions } = studio as Opening;
  return { operatingHours, hourExceptions };
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const DAY_MIN = 1440;

// ---- Calendar dates (no time zone involved) --------------------------------------------------

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC ms of the date's midnight as if it were UTC ("wall base"); throws on a malformed or unreal date. */
function dateBase(date: string): number {
  const m = DATE_RE.exec(date);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    const base = Date.UTC(y, mo - 1, d);
    const check = new Date(base);
    if (check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d) return base;
  }
  throw new RangeError(`invalid date: ${JSON.stringify(date)}`);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function baseToDate(base: number): string {
  const d = new Date(base);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A YYYY-MM-DD date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  return baseToDate(dateBase(date) + days * DAY);
}

/** "HH:MM" for 0..1440 minutes ("24:00" only as an exclusive span end). */
const HHMM: string[] = Array.from({ length: DAY_MIN + 1 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);

const TIME_RE = /^(\d{2}):(\d{2})$/;
/** Minutes from midnight for "HH:MM" (00:00..23:59, plus 24:00 when allow24); null when malformed. */
function parseTime(time: string, allow24: boolean): number | null {
  const m = TIME_RE.exec(time);
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (mi > 59) return null;
  if (h < 24) return h * 60 + mi;
  if (allow24 && h === 24 && mi === 0) return DAY_MIN;
  return null;
}

/** Local calendar dates from..to inclusive (YYYY-MM-DD), at most MAX_WINDOW_DAYS (a longer window is clipped). */
export function dateRange(from: string, to: string): string[] {
  const a = dateBase(from);
  const b = dateBase(to);
  const out: string[] = [];
  for (let t = a; t <= b && out.length < MAX_WINDOW_DAYS; t += DAY) out.push(baseToDate(t));
  return out;
}

// ---- Time zone segments of a local date (memoised) -------------------------------------------

/** A constant-offset stretch of a local date: wall ms from local midnight [w0, w1), offset in ms. */
type Segment = { w0: number; w1: number; off: number };
/** Instants [t0, t1) whose local date is this date, with their real offset (unclipped). */
type RawPiece = { t0: number; t1: number; off: number };
type DayInfo = {
  base: number; // Date.UTC of the date
  weekday: number; // 0 = Sunday
  start: number; // first instant of the local date
  end: number; // first instant after it (start of the next local date)
  segs: Segment[]; // clipped: ascending, non-overlapping wall ranges (repeated hour kept once)
  raw: RawPiece[]; // every instant of the date, for instant -> local conversion
};

// Bounded by entries and bytes, least recently used out first (lib/infra/bounded-cache.ts).
const dayCache = boundedCache<string, DayInfo>({
  max: 20_000,
  maxBytes: 16 * 2 ** 20,
  bytesOf: (d) => 160 + 56 * (d.segs.length + d.raw.length),
}); // "timezone date" -> info

function zoneOf(timezone: string): IANAZone {
  const zone = IANAZone.create(timezone);
  if (!zone.isValid) throw new RangeError(`invalid time zone: ${JSON.stringify(timezone)}`);
  return zone;
}

function offsetMs(zone: IANAZone, ts: number): number {
  return Math.round(zone.offset(ts) * MIN);
}

function dayInfo(timezone: string, date: string): DayInfo {
  const key = `${timezone} ${date}`;
  let info = dayCache.get(key);
  if (info === undefined) dayCache.set(key, (info = computeDayInfo(timezone, date)));
  return info;
}

function computeDayInfo(timezone: string, date: string): DayInfo {
  const zone = zoneOf(timezone);
  const base = dateBase(date);
  // Real offsets lie within -12h..+14h, so every instant of this local date is inside [lo, hi).
  // Sample every 6 h and locate each offset change by bisection (to the second); at most one
  // change per 6 h is assumed, which holds for every zone in the tz database.
  const lo = base - 15 * HOUR;
  const hi = base + DAY + 15 * HOUR;
  const pieces: RawPiece[] = [];
  let pieceStart = lo;
  let off = offsetMs(zone, lo);
  for (const c of offsetChanges((t) => offsetMs(zone, t), lo, hi, 6 * HOUR, 1000)) {
    pieces.push({ t0: pieceStart, t1: c.at, off: c.from });
    pieceStart = c.at;
    off = c.to;
  }
  pieces.push({ t0: pieceStart, t1: hi, off });

  const raw: RawPiece[] = [];
  const segs: Segment[] = [];
  let wallMax = 0;
  for (const p of pieces) {
    const w0 = Math.max(p.t0 + p.off - base, 0);
    const w1 = Math.min(p.t1 + p.off - base, DAY);
    if (w0 >= w1) continue;
    raw.push({ t0: base + w0 - p.off, t1: base + w1 - p.off, off: p.off });
    const c0 = Math.max(w0, wallMax); // fall back: the repeated wall time is kept once (first pass)
    if (c0 < w1) segs.push({ w0: c0, w1, off: p.off });
    wallMax = Math.max(wallMax, w1);
  }
  if (raw.length === 0) throw new RangeError(`date ${date} does not exist in ${timezone}`);
  return { base, weekday: new Date(base).getUTCDay(), start: raw[0].t0, end: raw[raw.length - 1].t1, segs, raw };
}

/** Instant of wall minute `min` (0..1439) on the date; null in a DST gap. Earlier pass on a repeat. */
function wallToInstant(info: DayInfo, min: number): number | null {
  const w = min * MIN;
  for (const s of info.segs) if (w >= s.w0 && w < s.w1) return info.base + w - s.off;
  return null;
}

/** The local date containing instant ms, with its DayInfo and the raw piece holding ms. */
function locate(ms: number, timezone: string): { date: string; info: DayInfo; piece: RawPiece } {
  const guess = Math.floor(ms / DAY) * DAY;
  for (const delta of [0, -1, 1, -2, 2]) {
    const date = baseToDate(guess + delta * DAY);
    const info = dayInfo(timezone, date);
    if (ms < info.start || ms >= info.end) continue;
    for (const piece of info.raw) if (ms >= piece.t0 && ms < piece.t1) return { date, info, piece };
  }
  throw new RangeError(`cannot place instant ${ms} in ${timezone}`);
}

/**
 * Convert a local date + "HH:MM" in tz to epoch ms; null if that wall time does not exist (DST gap). For an
 * ambiguous wall time (fall back), the EARLIER instant (first occurrence). "24:00" means the next day's midnight
 * (the start of the next local date).
 */
export function localToInstant(date: string, time: string, timezone: string): number | null {
  const min = parseTime(time, true);
  if (min === null) throw new RangeError(`invalid time: ${JSON.stringify(time)}`);
  const info = dayInfo(timezone, date);
  return min === DAY_MIN ? info.end : wallToInstant(info, min);
}

/** Epoch ms -> { date, time } in tz (time "HH:MM", seconds truncated). */
export function instantToLocal(ms: number, timezone: string): { date: string; time: string } {
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant: ${ms}`);
  const { date, info, piece } = locate(ms, timezone);
  const wallMin = Math.floor((ms - info.base + piece.off) / MIN);
  return { date, time: HHMM[Math.min(Math.max(wallMin, 0), DAY_MIN - 1)] };
}

/** Today's local date in tz at instant now (ms). */
export function localToday(now: number, timezone: string): string {
  if (!Number.isFinite(now)) throw new RangeError(`invalid instant: ${now}`);
  return locate(now, timezone).date;
}

/**
 * UTC ms window [start of first day, end of last day) covering the dates in the studio zone, widened by
 * bufferMinutes both sides — what the DB query must fetch busy intervals for.
 */
export function busyWindow(policy: RoomPolicy, from: string, to: string): Interval {
  const buf = Math.max(0, policy.bufferMinutes) * MIN;
  const first = dayInfo(policy.timezone, from);
  const last = dayInfo(policy.timezone, to);
  return { start: first.start - buf, end: Math.max(last.end, first.end) + buf };
}

// ---- Span computation ------------------------------------------------------------------------

/** Wall-minute intervals [a, b) of opening, per weekday, including the previous day's after-midnight part. */
type WeekHours = [number, number][][];

function weekHours(hours: OperatingHours): WeekHours {
  const own: [number, number][][] = [[], [], [], [], [], [], []];
  const spill: [number, number][][] = [[], [], [], [], [], [], []]; // lands on the NEXT weekday
  for (const h of hours) {
    if (h.isClosed || !Number.isInteger(h.dayOfWeek) || h.dayOfWeek < 0 || h.dayOfWeek > 6) continue;
    const o = parseTime(h.openTime, false);
    let c = parseTime(h.closeTime, true);
    if (o === null || c === null) continue;
    if (c === 0) c = DAY_MIN; // "00:00" close = until midnight; "00:00"-"00:00" = open 24 h
    if (c > o) own[h.dayOfWeek].push([o, c]);
    else if (c < o) {
      own[h.dayOfWeek].push([o, DAY_MIN]);
      spill[(h.dayOfWeek + 1) % 7].push([0, c]);
    }
    // c === o (not midnight): zero-length opening, treated as closed.
  }
  const week: WeekHours = [];
  for (let wd = 0; wd < 7; wd++) week.push(union(own[wd].concat(spill[wd])));
  return week;
}

/**
 * Per-date opening from the exceptions: it replaces the whole date, including the part of the previous
 * day's overnight hours that would spill past midnight, so "closed" means closed all of that date.
 */
function exceptionHours(list: readonly HourException[] | undefined): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  for (const x of list ?? []) {
    if ("closed" in x) {
      out.set(x.date, []);
      continue;
    }
    const o = parseTime(x.open, false);
    let c = parseTime(x.close, true);
    if (o === null || c === null) continue;
    if (c === 0) c = DAY_MIN;
    out.set(x.date, c > o ? [[o, c]] : []);
  }
  return out;
}

const byStart = (x: [number, number], y: [number, number]): number => x[0] - y[0];

function union(list: [number, number][]): [number, number][] {
  list.sort(byStart);
  const out: [number, number][] = [];
  for (const [a, b] of list) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/**
 * Busy intervals widened by the buffer and merged into disjoint, ascending [start, end) pairs
 * (flat array). Only the union matters, so starts and ends are sorted independently as numbers
 * (native typed-array sort, no comparator) and swept with a coverage counter.
 */
function mergeBusy(busy: readonly Interval[], bufferMinutes: number): Float64Array {
  const buf = Math.max(0, bufferMinutes) * MIN;
  const starts = new Float64Array(busy.length);
  const ends = new Float64Array(busy.length);
  let n = 0;
  for (let i = 0; i < busy.length; i++) {
    const b = busy[i];
    if (!(b.end > b.start)) continue; // empty or NaN: blocks nothing
    starts[n] = b.start - buf;
    ends[n] = b.end + buf;
    n++;
  }
  const s = starts.subarray(0, n).sort();
  const e = ends.subarray(0, n).sort();
  const out = new Float64Array(n * 2);
  let k = 0;
  let active = 0;
  let from = 0;
  for (let i = 0, j = 0; i < n;) {
    if (s[i] <= e[j]) {
      if (active++ === 0) from = s[i]; // a start at an end keeps the run going (touching merge)
      i++;
    } else {
      if (--active === 0) {
        out[k++] = from;
        out[k++] = e[j];
      }
      j++;
    }
  }
  if (n > 0) {
    out[k++] = from;
    out[k++] = e[n - 1];
  }
  return out.subarray(0, k);
}

/** Which cuts apply: 0 = opening hours only, 1 = + booking window, 2 = + busy (availableDays). */
type Level = 0 | 1 | 2;
type Ctx = {
  timezone: string;
  week: WeekHours;
  exceptions: Map<string, [number, number][]>; // date -> opening that replaces the weekday's
  winStart: number; // now + minNotice
  winEnd: number; // end of the horizon date
  busy: Float64Array; // merged, widened
};

function makeCtx(policy: RoomPolicy, busy: readonly Interval[], now: number): Ctx {
  if (!Number.isFinite(now)) throw new RangeError(`invalid instant: ${now}`);
  const today = localToday(now, policy.timezone);
  const horizon = dayInfo(policy.timezone, addDays(today, Math.floor(policy.maxAdvanceDays)));
  return {
    timezone: policy.timezone,
    week: weekHours(policy.operatingHours),
    exceptions: exceptionHours(policy.hourExceptions),
    winStart: now + policy.minNoticeMin * MIN,
    winEnd: horizon.end,
    busy: mergeBusy(busy, policy.bufferMinutes),
  };
}

/** First index i (even) of a merged busy pair with end > t. */
function firstBusyEndingAfter(busy: Float64Array, t: number): number {
  let lo = 0;
  let hi = busy.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid * 2 + 1] > t) hi = mid;
    else lo = mid + 1;
  }
  return lo * 2;
}

/** Append the free instants [t0, t1) of a segment as whole wall minutes (start rounded up, end down). */
function emit(out: number[], base: number, off: number, t0: number, t1: number): void {
  const s = Math.ceil((t0 - base + off) / MIN);
  const e = Math.floor((t1 - base + off) / MIN);
  if (s < e) out.push(s, e);
}

/** Free spans of one date as wall minutes [start, end), ascending, never overlapping. */
function spansFor(ctx: Ctx, date: string, level: Level): number[] {
  const info = dayInfo(ctx.timezone, date);
  const open = ctx.exceptions.get(date) ?? ctx.week[info.weekday];
  const out: number[] = [];
  if (open.length === 0) return out;
  const { base } = info;
  const busy = ctx.busy;
  for (const seg of info.segs) {
    for (const [a, b] of open) {
      const x0 = Math.max(a * MIN, seg.w0);
      const x1 = Math.min(b * MIN, seg.w1);
      if (x0 >= x1) continue;
      let t0 = base + x0 - seg.off;
      let t1 = base + x1 - seg.off;
      if (level >= 1) {
        if (ctx.winStart > t0) t0 = ctx.winStart;
        if (ctx.winEnd < t1) t1 = ctx.winEnd;
        if (t0 >= t1) continue;
      }
      if (level < 2) {
        emit(out, base, seg.off, t0, t1);
        continue;
      }
      let cur = t0;
      for (let i = firstBusyEndingAfter(busy, t0); i < busy.length && busy[i] < t1; i += 2) {
        if (busy[i] > cur) emit(out, base, seg.off, cur, busy[i]);
        if (busy[i + 1] > cur) cur = busy[i + 1];
      }
      if (cur < t1) emit(out, base, seg.off, cur, t1);
    }
  }
  return out;
}

/**
 * The free spans of each date. `busy` = bookings, live holds and calendar blocks at their REAL times (NOT yet widened
 * by the buffer; this function widens each by bufferMinutes on both sides). Unsorted, may overlap.
 */
export function availableDays(policy: RoomPolicy, dates: string[], busy: Interval[], now: number): AvailabilityDay[] {
  const ctx = makeCtx(policy, busy, now);
  // Plain loops, no per-date closures: keeps the hot path cheap under transpilers (tsx keepNames).
  const days: AvailabilityDay[] = [];
  for (const date of dates) {
    const spans = spansFor(ctx, date, 2);
    const free: AvailabilityDay["free"] = [];
    for (let i = 0; i < spans.length; i += 2) free.push({ start: HHMM[spans[i]], end: HHMM[spans[i + 1]] });
    days.push({ date, free });
  }
  return days;
}

/**
 * Every start on the `step` grid whose session of `duration` minutes the free spans of each date offer
 * (the Availability derivation), with its instant: the room search's nearest free times (search.ts).
 */
export function freeStarts(
  policy: RoomPolicy,
  dates: string[],
  busy: Interval[],
  now: number,
  duration: number,
  step: number,
): { date: string; startTime: string; at: number }[] {
  const ctx = makeCtx(policy, busy, now);
  const out: { date: string; startTime: string; at: number }[] = [];
  for (const date of dates) {
    const spans = spansFor(ctx, date, 2);
    const info = dayInfo(policy.timezone, date);
    for (let i = 0; i < spans.length; i += 2) {
      for (let start = Math.ceil(spans[i] / step) * step; start + duration <= spans[i + 1]; start += step) {
        const at = wallToInstant(info, start);
        if (at !== null) out.push({ date, startTime: HHMM[start], at });
      }
    }
  }
  return out;
}

/** The Availability schema: a span list offers (start, duration) when start is on the grid and fits in one span. */
function offers(spans: number[], start: number, duration: number, step: number): boolean {
  if (start % step !== 0) return false;
  for (let i = 0; i < spans.length; i += 2) if (spans[i] <= start && start + duration <= spans[i + 1]) return true;
  return false;
}

/**
 * The single rule deciding whether a start+duration on a date is bookable: it is "free" exactly when the spans
 * returned by availableDays for that date would offer that start (on the stepMinutes grid counted from local
 * midnight) and that duration (the Availability derivation). Otherwise the first failing layer: not inside opening
 * hours at all -> OUTSIDE_HOURS (also for a non-existent local time, e.g. inside a DST gap); inside hours but
 * breaking min notice or beyond the horizon -> OUTSIDE_BOOKING_WINDOW; else SLOT_TAKEN. Also returns the UTC
 * instants of the slot when the local time exists.
 */
export function checkSlot(
  policy: RoomPolicy,
  args: { date: string; startTime: string; durationMinutes: number; stepMinutes: number },
  busy: Interval[],
  now: number,
): { verdict: SlotVerdict; startsAt: number | null; endsAt: number | null } {
  const { date, startTime, durationMinutes: duration, stepMinutes: step } = args;
  if (!Number.isInteger(step) || step <= 0) throw new RangeError(`invalid stepMinutes: ${step}`);
  if (!Number.isInteger(duration) || duration <= 0) throw new RangeError(`invalid durationMinutes: ${duration}`);
  const info = dayInfo(policy.timezone, date); // validates date and zone
  const start = parseTime(startTime, false);
  if (start === null) return { verdict: "OUTSIDE_HOURS", startsAt: null, endsAt: null };
  const startsAt = wallToInstant(info, start);
  if (startsAt === null) return { verdict: "OUTSIDE_HOURS", startsAt: null, endsAt: null };
  const slot = { startsAt, endsAt: startsAt + duration * MIN };
  const ctx = makeCtx(policy, busy, now);
  if (!offers(spansFor(ctx, date, 0), start, duration, step)) return { verdict: "OUTSIDE_HOURS", ...slot };
  if (!offers(spansFor(ctx, date, 1), start, duration, step)) return { verdict: "OUTSIDE_BOOKING_WINDOW", ...slot };
  if (!offers(spansFor(ctx, date, 2), start, duration, step)) return { verdict: "SLOT_TAKEN", ...slot };
  return { verdict: "free", ...slot };
}

/**
 * Minutes a studio is open on each local date: its weekly hours, a date exception replacing the whole
 * date. Counted in real time: a spring-forward gap is not open, a fall-back hour repeated inside the
 * opening counts twice (docs/dashboard.md, Figures). The studio's figures divide booked hours by these.
 */
export function openMinutes(
  timezone: string,
  hours: OperatingHours,
  exceptions: readonly HourException[] | undefined,
  dates: readonly string[],
): number[] {
  const week = weekHours(hours);
  const exc = exceptionHours(exceptions);
  return dates.map((date) => {
    const info = dayInfo(timezone, date);
    const open = exc.get(date) ?? week[info.weekday];
    let ms = 0;
    for (const p of info.raw) {
      const w0 = p.t0 + p.off - info.base;
      const w1 = p.t1 + p.off - info.base;
      for (const [a, b] of open) {
        const x0 = Math.max(a * MIN, w0);
        const x1 = Math.min(b * MIN, w1);
        if (x1 > x0) ms += x1 - x0;
      }
    }
    return Math.round(ms / MIN);
  });
}
