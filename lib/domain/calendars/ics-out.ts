// Writing iCalendar (RFC 5545) with ical-generator: the studio's booking feed and the guest's
// single-booking .ics share this. Times are written as DTSTART;TZID=<studio zone> with a
// VTIMEZONE from lib/domain/calendars/vtimezone.ts; DTSTAMP and LAST-MODIFIED stay in UTC.
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
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

/** The calendar as text; every content line, the last one too, ends with CRLF (RFC 5545 3.1). */
export function icsText(cal: ICalCalendar): string {
  const s = cal.toString();
  return s.endsWith("\r\n") ? s : s + "\r\n";
}

/** One event as a whole .ics file (the confirmation email's attachment, the guest download). */
export function buildIcs(e: IcsEvent): string {
  return icsText(buildCalendar([e], { method: "PUBLISH" }));
}
