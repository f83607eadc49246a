// Start times and durations derived from availability spans, exactly as the Availability schema says:
// candidate starts are the multiples of stepMinutes (from midnight) at or after a span's start
// with start + duration <= span end; durations run from minMinutes to maxMinutes in
// stepMinutes increments, limited to the room left in the span containing the start.
// Pure and client-safe.
import type { Span } from "../../contract/schemas";

export type Rules = { minMinutes: number; maxMinutes: number; stepMinutes: number };

function toMinutes(t: string): number {
  const [h, m] = t.split(":").map(Number);
  return h * 60 + m;
}

function fromMinutes(n: number): string {
  const h = Math.floor(n / 60);
  const m = n % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Every valid start time of a day (HH:MM, ascending, no duplicates). */
export function startTimes(spans: Span[], r: Rules): string[] {
  const out = new Set<number>();
  if (r.stepMinutes <= 0 || r.minMinutes <= 0) return [];
  for (const s of spans) {
    const a = toMinutes(s.start);
    const b = toMinutes(s.end);
    for (let t = Math.ceil(a / r.stepMinutes) * r.stepMinutes; t + r.minMinutes <= b; t += r.stepMinutes) out.add(t);
  }
  return [...out].sort((x, y) => x - y).map(fromMinutes);
}

/** The span of `spans` that contains `start` (start inclusive, end exclusive). */
function spanAt(spans: Span[], start: string): Span | null {
  const t = toMinutes(start);
  return spans.find((s) => toMinutes(s.start) <= t && t < toMinutes(s.end)) ?? null;
}

/** Valid durations (minutes) from `start`. */
export function durations(spans: Span[], start: string, r: Rules): number[] {
  const span = spanAt(spans, start);
  if (!span || r.stepMinutes <= 0) return [];
  const room = toMinutes(span.end) - toMinutes(start);
  const out: number[] = [];
  for (let d = r.minMinutes; d <= r.maxMinutes && d <= room; d += r.stepMinutes) out.push(d);
  return out;
}

/** End time of a start + duration, HH:MM (24:00 for midnight). */
export function endTime(start: string, minutes: number): string {
  return fromMinutes(toMinutes(start) + minutes);
}

/** YYYY-MM of a date; month arithmetic on YYYY-MM strings. */
export const monthOf = (date: string) => date.slice(0, 7);
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
/** Weekday of the 1st of the month, Monday = 0 … Sunday = 6. */
export function firstWeekdayMonday(month: string): number {
  const [y, m] = month.split("-").map(Number);
  return (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
}
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
