// A length of time in a dictionary's units ("1 h 30 min"), for the pages and for what the server
// writes (messages, .ics): one function, so both read the same.
import { fmtCount } from "./plural";

/** A duration in minutes with the dictionary's units. */
export function durationLabel(minutes: number, units: { minutes: string; hours: string; hoursMinutes: string }): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return fmtCount(units.minutes, { count: m });
  if (m === 0) return fmtCount(units.hours, { count: h });
  return fmtCount(units.hoursMinutes, { hours: h, minutes: m });
}
