// A studio-local wall time (the API's date + HH:MM, in the studio's IANA zone) as an instant,
// with Intl only (no date library in the browser bundle). Used for the cancellation deadline
// the booking flow shows before a booking exists (the Booking resource carries startsAt itself).
import { dateTimeFormat } from "../../i18n/intl";

/** Offset of `timeZone` from UTC at instant `t`, in ms (positive east of Greenwich). */
function offsetAt(t: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(t));
  const get = (k: string) => Number(parts.find((p) => p.type === k)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"), get("second"));
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The instant of wall time `date` `time` (YYYY-MM-DD, HH:MM; "24:00" is the next midnight) in `timeZone`. */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset around DST changes (a skipped wall time lands after the gap).
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** "HH:MM" of instant `t` in a zone. */
function wallOf(t: number, timeZone: string): string {
  return new Date(t + offsetAt(t, timeZone)).toISOString().slice(11, 16);
}

/**
 * The UTC offsets (minutes east) at the start and end of a span given as the API gives a hold:
 * date, wall start and end, length. In the autumn fold a wall time happens twice; the start is
 * the occurrence whose end, `minutes` later, reads `endTime` (02:00 + 60 min = 02:00 → UTC+2 then +1).
 */
export function spanOffsets(
  date: string,
  startTime: string,
  endTime: string,
  minutes: number,
  timeZone: string,
): { start: number; end: number } {
  const base = wallTimeToInstant(date, startTime, timeZone).getTime();
  for (const s of [base, base - 3_600_000, base - 1_800_000]) {
    const e = s + minutes * 60_000;
    const endWall = wallOf(e, timeZone);
    if (wallOf(s, timeZone) === startTime && (endWall === endTime || (endTime === "24:00" && endWall === "00:00")))
      return { start: offsetAt(s, timeZone) / 60_000, end: offsetAt(e, timeZone) / 60_000 };
  }
  const o = offsetAt(base, timeZone) / 60_000;
  return { start: o, end: o };
}
