// A length of time in a dictionary's units ("1 h 30 min"), for the pages and for what the server
// writes (messages, .ics): one function, so both read the same.
import { fmt } from "./core";

/** A duration in minutes with the dictionary's units. */
export function durationLabel(minutes: number, units: { minutes: string; hours: string; hoursMinutes: string }): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return fmt(units.minutes, { count: m });
  if (m === 0) return fmt(units.hours, { count: h });
  return fmt(units.hoursMinutes, { hours: h, minutes: m });
}
