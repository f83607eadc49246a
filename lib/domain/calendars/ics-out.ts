// Writing iCalendar (RFC 5545) with ical-generator: the studio's booking feed and the guest's
// single-booking .ics share this. Times are written in the form DTSTART;TZID=<studio zone> with a
// VTIMEZONE from lib/domain/calendars/vtimezone.ts; DTSTAMP and LAST-MODIFIED stay in UTC.
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar, type ICalEvent } from "ical-generator";
import { DateTime } from "luxon";
import { timezoneOption } from "./vtimezone";

export type IcsEvent = {
  uid: string;
  timezone: string;
  startsAt: Date;
  endsAt: Date;
  /** DTSTAMP: for a published calendar, when the event was last revised (RFC 5545 3.8.7.2). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  sequence?: number;
  lastModified?: Date;
  cancelled?: boolean;
};

export function buildCalendar(events: IcsEvent[], opts: { name?: string; around?: Date; method?: "PUBLISH" } = {}): ICalCalendar {
  const times = events.flatMap((e) => [e.startsAt.getTime(), e.endsAt.getTime()]);
  const around = opts.around ?? new Date(times.length ? Math.min(...times) : 0);
  const last = new Date(times.length ? Math.max(...times) : around.getTime());
  const cal = ical({
    prodId: { company: "Studio Booking", product: "Bookings", language: "EN" },
    timezone: timezoneOption(around, last),
    ...(opts.name ? { name: opts.name } : {}),
    ...(opts.method ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  for (const e of events) {
    cal.createEvent({
      id: e.uid,
      // luxon DateTimes in the studio zone: ical-generator writes their wall time under TZID.
      start: DateTime.fromJSDate(e.startsAt, { zone: e.timezone }),
      end: DateTime.fromJSDate(e.endsAt, { zone: e.timezone }),
      timezone: e.timezone,
      stamp: e.stamp,
      summary: e.summary,
      location: e.location ?? null,
      description: e.description ?? null,
      url: e.url ?? null,
      sequence: e.sequence ?? 0,
      lastModified: e.lastModified ?? null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal;
}

/**
 * The calendar as text; every content line, the last one too, ends with CRLF (RFC 5545 3.1).
 * ical-generator folds the whole text with a TextEncoder per character (about 0.8 ms an event:
 * 1.7 s for a 2,000-booking feed, docs/performance.md), while an event's own text is unfolded.
 * So the library writes the calendar with the first event of each time zone (which brings that
 * zone's VTIMEZONE), and the other events are appended after them, folded by foldLines exactly as
 * the library folds: the same text, in the same order when every event has one zone (a feed).
 */
export function icsText(cal: ICalCalendar): string {
  const all = cal.events();
  const zones = new Set<string | null>();
  const first: ICalEvent[] = [];
  const rest: ICalEvent[] = [];
  for (const e of all) {
    const zone = e.timezone();
    (zones.has(zone) ? rest : first).push(e);
    zones.add(zone);
  }
  let s: string;
  if (!rest.length) s = cal.toString();
  else {
    cal.clear();
    for (const e of first) cal.createEvent(e);
    const shell = cal.toString();
    cal.clear();
    for (const e of all) cal.createEvent(e);
    const at = shell.lastIndexOf("END:VEVENT\r\n") + "END:VEVENT\r\n".length;
    s = shell.slice(0, at) + foldLines(rest.map((e) => e.toString()).join("")) + shell.slice(at);
  }
  return s.endsWith("\r\n") ? s : s + "\r\n";
}

/** UTF-8 length of one character (a surrogate pair is one; a lone surrogate encodes to U+FFFD, 3 bytes). */
const utf8Length = (c: string) => {
  const u = c.codePointAt(0)!;
  return u < 0x80 ? 1 : u < 0x800 ? 2 : u > 0xffff ? 4 : 3;
};

/** Folds content lines longer than 75 octets (RFC 5545 3.1) exactly as ical-generator does. */
export function foldLines(text: string): string {
  return text
    .split("\r\n")
    .map((line) => {
      // Short ASCII-only lines (most of them) need no work.
      if (line.length <= 74 && /^[\x00-\x7f]*$/.test(line)) return line;
      let out = "";
      let n = 0;
      for (let i = 0; i < line.length; i++) {
        let c = line.charAt(i);
        if (c >= "\ud800" && c <= "\udbff") c += line.charAt(++i);
        const len = utf8Length(c);
        n += len;
        if (n > 74) {
          out += "\r\n ";
          n = len;
        }
        out += c;
      }
      return out;
    })
    .join("\r\n");
}

/** One event as a whole .ics file (the confirmation email's attachment, the guest download). */
export function buildIcs(e: IcsEvent): string {
  return icsText(buildCalendar([e], { method: "PUBLISH" }));
}
