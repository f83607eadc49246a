// An iCalendar (RFC 5545) event for a booking, in the studio's own time zone: DTSTART/DTEND
// carry TZID and the file embeds a VTIMEZONE built from the IANA zone's real transitions
// (luxon), so calendar apps show the right wall time on both sides of a DST change.
import { DateTime, IANAZone } from "luxon";

const MIN = 60_000;
const DAY = 86_400_000;

export type IcsEvent = {
  uid: string;
  timezone: string;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
};

function escapeText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Fold lines longer than 75 octets (RFC 5545 3.1), CRLF line ends. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = "";
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = "";
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join("\r\n ");
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, "0");
const offsetString = (min: number) => `${min < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(min) / 60))}${pad(Math.abs(min) % 60)}`;
/** Wall time of an instant in the zone, "YYYYMMDDTHHMMSS" (for DTSTART;TZID=...). */
const localStamp = (d: Date, tz: string) => DateTime.fromJSDate(d, { zone: tz }).toFormat("yyyyMMdd'T'HHmmss");
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Wall-clock "YYYYMMDDTHHMMSS" of instant ms at a fixed UTC offset (minutes). */
function wallAt(ms: number, offsetMin: number): string {
  const d = new Date(ms + offsetMin * MIN);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

type Transition = { at: number; from: number; to: number };

/** Offset changes of a zone in [from, to): day steps, then a binary search to the minute. */
export function transitions(zone: IANAZone, from: number, to: number): Transition[] {
  const out: Transition[] = [];
  let prevT = from;
  let prevOff = zone.offset(from);
  for (let t = from + DAY; t <= to; t += DAY) {
    const off = zone.offset(t);
    if (off !== prevOff) {
      let lo = prevT;
      let hi = t;
      while (hi - lo > MIN) {
        const mid = lo + Math.floor((hi - lo) / 2 / MIN) * MIN;
        if (zone.offset(mid) === prevOff) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: prevOff, to: off });
      prevOff = off;
    }
    prevT = t;
  }
  return out;
}

/**
 * VTIMEZONE for `tz` around `around` (the year before to the year after): one observance per
 * real transition, each DTSTART written in the wall time before the change (RFC 5545 3.6.5),
 * plus one observance for the offset in force at the start of the range.
 */
export function vtimezone(tz: string, around: Date): string[] {
  const zone = IANAZone.create(tz);
  if (!zone.isValid) throw new RangeError(`invalid time zone ${tz}`);
  const year = around.getUTCFullYear();
  const from = Date.UTC(year - 1, 0, 1);
  const to = Date.UTC(year + 2, 0, 1);
  const list = transitions(zone, from, to);
  const standard = Math.min(zone.offset(from), ...list.map((t) => t.to));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${tz}`];
  const initial = zone.offset(from);
  const observance = (fromOff: number, toOff: number, start: string) => {
    const kind = toOff > standard ? "DAYLIGHT" : "STANDARD";
    lines.push(`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${offsetString(fromOff)}`, `TZOFFSETTO:${offsetString(toOff)}`, `END:${kind}`);
  };
  observance(initial, initial, wallAt(from, initial));
  for (const t of list) observance(t.from, t.to, wallAt(t.at, t.from));
  lines.push("END:VTIMEZONE");
  return lines;
}

export function buildIcs(e: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Studio Booking//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...vtimezone(e.timezone, e.startsAt),
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${e.timezone}:${localStamp(e.startsAt, e.timezone)}`,
    `DTEND;TZID=${e.timezone}:${localStamp(e.endsAt, e.timezone)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
