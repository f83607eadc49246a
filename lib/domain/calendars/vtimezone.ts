// VTIMEZONE components built from the IANA zone's real transitions (luxon), for ical-generator's
// `timezone.generator`: calendar apps then show the right wall time on both sides of a DST
// change without needing to know the zone name.
import { IANAZone } from "luxon";
import { offsetChanges, type OffsetChange } from "../availability/offset-changes";

const MIN = 60_000;
const DAY = 86_400_000;

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, "0");
const offsetString = (min: number) => `${min < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(min) / 60))}${pad(Math.abs(min) % 60)}`;

/** Wall-clock "YYYYMMDDTHHMMSS" of instant ms at a fixed UTC offset (minutes). */
function wallAt(ms: number, offsetMin: number): string {
  const d = new Date(ms + offsetMin * MIN);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** Offset changes (in minutes) of a zone in [from, to]: day steps, then a binary search to the minute. */
function transitions(zone: IANAZone, from: number, to: number): OffsetChange[] {
  return offsetChanges((t) => zone.offset(t), from, to, DAY, MIN);
}

/**
 * VTIMEZONE lines for `tz` covering the years of [from, to] plus one year either side: one
 * observance per real transition, each DTSTART in the wall time before the change (RFC 5545
 * 3.6.5), plus one observance for the offset in force at the start of the range.
 */
export function vtimezoneLines(tz: string, from: Date, to: Date = from): string[] {
  const zone = IANAZone.create(tz);
  if (!zone.isValid) throw new RangeError(`invalid time zone ${tz}`);
  const start = Date.UTC(from.getUTCFullYear() - 1, 0, 1);
  const end = Date.UTC(to.getUTCFullYear() + 2, 0, 1);
  const list = transitions(zone, start, end);
  const initial = zone.offset(start);
  const standard = Math.min(initial, ...list.map((t) => t.to));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${tz}`];
  const observance = (fromOff: number, toOff: number, at: string) => {
    const kind = toOff > standard ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${at}`,
      `TZOFFSETFROM:${offsetString(fromOff)}`,
      `TZOFFSETTO:${offsetString(toOff)}`,
      `END:${kind}`,
    );
  };
  observance(initial, initial, wallAt(start, initial));
  for (const t of list) observance(t.from, t.to, wallAt(t.at, t.from));
  lines.push("END:VTIMEZONE");
  return lines;
}

/** ical-generator's calendar `timezone` option: no calendar-wide zone (DTSTAMP stays UTC), VTIMEZONEs per event zone. */
export function timezoneOption(from: Date, to: Date): { name: null; generator: (tz: string) => string | null } {
  return { name: null, generator: (tz) => (IANAZone.isValidZone(tz) ? vtimezoneLines(tz, from, to).join("\r\n") : null) };
}
