// Studio-local wall times (a date + HH:MM in the studio's IANA zone) as instants, in the browser,
// with luxon: the same time-zone library as the server (docs/decisions-time.md, One time-zone library).
// The booking flow turns the chosen slot into its cancellation deadline and its hold's offsets
// before a booking exists; the dashboard's block form sends typed times as instants. Only the
// chunks that import this module load luxon, never a site's home page.
import { DateTime } from "luxon";

/**
 * The instants wall time `date` `time` (YYYY-MM-DD, HH:MM; "24:00" is the next midnight) names in
 * `timeZone`, earlier first: two in the autumn fold (the repeated hour), else one. A time skipped in
 * spring has none; luxon moves it forward by the gap, so it lands after the gap ("02:30" → 03:30).
 */
function instantsOf(date: string, time: string, timeZone: string): DateTime[] {
  const [h, m] = time.split(":").map(Number);
  const wall = DateTime.fromISO(date, { zone: "utc" }).plus({ hours: h, minutes: m });
  return wall
    .setZone(timeZone, { keepLocalTime: true })
    .getPossibleOffsets()
    .sort((a, b) => a.toMillis() - b.toMillis());
}

/**
 * The instant of wall time `date` `time` in `timeZone` (the booking flow's cancellation deadline):
 * after the gap in spring, the first occurrence in autumn, as the server takes a slot's start
 * (docs/decisions-time.md, Daylight saving time).
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  return instantsOf(date, time, timeZone)[0].toJSDate();
}

/**
 * The same instant written with the studio's offset ("2030-03-31T10:00:00+02:00"), always ±HH:MM,
 * so the API gets an unambiguous instant from a date and a time typed in the studio's zone (the
 * dashboard's block form).
 */
export function zonedIso(date: string, time: string, timeZone: string): string {
  return instantsOf(date, time, timeZone)[0].toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
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
  // Where both occurrences fit (a half hour inside the fold), the first, as the server takes it.
  const starts = instantsOf(date, startTime, timeZone);
  for (const s of starts) {
    const e = s.plus({ minutes });
    const endWall = e.toFormat("HH:mm");
    if (s.toFormat("HH:mm") === startTime && (endWall === endTime || (endTime === "24:00" && endWall === "00:00")))
      return { start: s.offset, end: e.offset };
  }
  return { start: starts[0].offset, end: starts[0].offset };
}
