// The confirmation email's .ics: one event in the studio's own zone, written by ical-generator
// (lib/domain/calendars/ics-out.ts) with a VTIMEZONE from the zone's real transitions.
import { vtimezoneLines } from "../calendars/vtimezone";

export { buildIcs, type IcsEvent } from "../calendars/ics-out";
export { transitions } from "../calendars/vtimezone";

/** VTIMEZONE lines for `tz` around `around` (the year before to the year after). */
export function vtimezone(tz: string, around: Date): string[] {
  return vtimezoneLines(tz, around, around);
}
