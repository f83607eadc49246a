// A room's rates (docs/pricing.md): a base hourly rate, rate windows by weekday and time of day (a
// peak evening, an off-peak morning) and, optionally, a lower hourly rate from a session length on.
// A session is priced minute by minute on the studio's wall clock from its start, and rounded once
// (half up) at the end, so a room without windows costs exactly what it always did. Shared by the
// server (lib/domain/pricing.ts) and the dashboard's rate grid: no zod here.
import { divRoundHalfUp, otherRatesCents } from "./price-rules";

/** Hours of some weekdays at their own hourly rate; `to` may be "24:00" (midnight at the end). */
export type RateWindow = { days: number[]; from: string; to: string; hourlyCents: number };

export type Rates = {
  /** The base rate, for every minute no window covers. */
  hourlyCents: number;
  rateWindows: readonly RateWindow[];
  /** From this minute of a session on, an hour costs at most `longHourlyCents` (both or neither). */
  longFromMinutes: number | null;
  longHourlyCents: number | null;
};

/** Minutes of a session at one hourly rate, on the studio's wall clock. */
export type RateLine = { startTime: string; endTime: string; minutes: number; hourlyCents: number };

/** Where a session starts: its weekday (0 = Sunday, as operatingHours) and minute of the day. */
export type LocalStart = { day: number; minute: number };

const DAY = 1440;

const minuteOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minute: number): string => {
  const m = ((minute % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** The weekday and minute of a studio-local date (YYYY-MM-DD) and start time (HH:MM). */
export function localStart(date: string, startTime: string): LocalStart {
  const day = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();
  return { day, minute: minuteOf(startTime) };
}

/** The rate at a minute of a weekday (the first window listed that covers it, else the base) and the minute it lasts until. */
function rateAt(r: Rates, day: number, minute: number): { hourlyCents: number; until: number } {
  let hourlyCents: number | null = null;
  let until = DAY;
  for (const w of r.rateWindows) {
    if (!w.days.includes(day)) continue;
    const from = minuteOf(w.from);
    const to = minuteOf(w.to);
    if (from > minute) until = Math.min(until, from);
    else if (minute < to) {
      hourlyCents ??= w.hourlyCents;
      until = Math.min(until, to);
    }
  }
  return { hourlyCents: hourlyCents ?? r.hourlyCents, until };
}

/** A session's minutes by rate, in order; consecutive minutes at one rate make one line. */
export function rateLines(r: Rates, start: LocalStart, minutes: number): RateLine[] {
  const lines: RateLine[] = [];
  const long = r.longFromMinutes !== null && r.longHourlyCents !== null ? { from: r.longFromMinutes, cents: r.longHourlyCents } : null;
  let t = 0;
  while (t < minutes) {
    const at = start.minute + t;
    const { hourlyCents, until } = rateAt(r, (start.day + Math.floor(at / DAY)) % 7, at % DAY);
    let end = Math.min(minutes, t + until - (at % DAY));
    let rate = hourlyCents;
    if (long && t < long.from) end = Math.min(end, long.from);
    else if (long) rate = Math.min(rate, long.cents);
    const last = lines.at(-1);
    if (last && last.hourlyCents === rate) {
      last.minutes += end - t;
      last.endTime = hhmmOf(start.minute + end);
    } else lines.push({ startTime: hhmmOf(at), endTime: hhmmOf(start.minute + end), minutes: end - t, hourlyCents: rate });
    t = end;
  }
  return lines;
}

/**
 * A price's minutes at one hourly rate, as a hold and a booking keep them (docs/pricing.md, Price
 * lines): the rate lines without their times, which a move that keeps the price would make wrong.
 */
export type PriceLine = { minutes: number; hourlyCents: number };

export const priceLinesFrom = (lines: readonly RateLine[]): PriceLine[] =>
  lines.map(({ minutes, hourlyCents }) => ({ minutes, hourlyCents }));

/** The price of rate lines: Σ rate × minutes / 60, rounded half up once. */
export const linesCents = (lines: readonly PriceLine[]): number =>
  divRoundHalfUp(
    lines.reduce((sum, l) => sum + l.hourlyCents * l.minutes, 0),
    60,
  );

/** The lowest hourly rate anyone can pay for the room: what the contract's `hourlyCents` shows ("from"). */
export const fromRate = (r: Rates): number => Math.min(r.hourlyCents, ...otherRatesCents(r));

/** Why a room's rate windows cannot be kept, as [path, reason] pairs: an empty window, or two that overlap on a day. */
export function rateWindowProblems(windows: readonly RateWindow[]): [string, string][] {
  const out: [string, string][] = [];
  windows.forEach((w, i) => {
    if (minuteOf(w.to) <= minuteOf(w.from)) out.push([`rateWindows.${i}.to`, "must be after from (a window past midnight is two windows)"]);
    const clash = windows.findIndex(
      (o, j) => j < i && o.days.some((d) => w.days.includes(d)) && minuteOf(o.from) < minuteOf(w.to) && minuteOf(w.from) < minuteOf(o.to),
    );
    if (clash >= 0) out.push([`rateWindows.${i}`, `overlaps rateWindows.${clash} on a day both list`]);
  });
  return out;
}

/**
 * A price read line by line (docs/pricing.md, Price lines): each line's share, rounded so that the
 * shares add up to the lines' price (each share is the rounded running total less the one before),
 * and what the price differs from them and the extras (each priced on its own) less a promo code's
 * discount (Promo codes) by: a price the studio changed. No lines (a booking made before they were
 * kept): the price alone.
 */
export function priceShares(p: {
  priceCents: number;
  priceLines: readonly PriceLine[];
  extras: readonly { priceCents: number }[];
  discount?: { discountCents: number } | null;
}): {
  lines: (PriceLine & { cents: number })[];
  adjustmentCents: number;
} {
  let exact = 0;
  let before = 0;
  const lines = p.priceLines.map((l) => {
    exact += l.hourlyCents * l.minutes;
    const upTo = divRoundHalfUp(exact, 60);
    const cents = upTo - before;
    before = upTo;
    return { ...l, cents };
  });
  const extrasCents = p.extras.reduce((sum, e) => sum + e.priceCents, 0);
  const discountCents = p.discount?.discountCents ?? 0;
  return { lines, adjustmentCents: lines.length ? p.priceCents - before - extrasCents + discountCents : 0 };
}
