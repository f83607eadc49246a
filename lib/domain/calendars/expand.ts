// Calendars in, step 2: an ICS text → the busy spans it means in [from, to), with ical.js.
//
// Pitfalls this handles on purpose (each has a test in tests/api/calendar-sync.test.ts, run
// with TZ=Asia/Kathmandu so anything that leans on the process zone fails):
// - RECURRENCE-ID overrides apply only through Event.getOccurrenceDetails: exceptions are
//   related to their master first, and every occurrence goes through getOccurrenceDetails.
// - Occurrences from ical.js's iterator lose their zone (they come back "floating"): times are
//   read as wall-clock components and placed in the TZID of the DTSTART/DTEND property of the
//   item that defines the occurrence (master or override), never in the process zone.
// - A TZID resolves to the feed's own VTIMEZONE (registered with ICAL.TimezoneService for the
//   duration of the call) when there is one, else to luxon's IANA zone of that name (real DST
//   rules, not a fixed offset), else — an unknown name without a VTIMEZONE — to the studio's.
// - Floating times (no TZID, no Z) are the studio's wall time; all-day events block whole days
//   of the studio's zone ([DTSTART, DTEND) with DTEND exclusive, one day when absent).
// - TRANSP:TRANSPARENT ("free") and STATUS:CANCELLED events or occurrences block nothing.
// - Limits: a cap on occurrences walked per event and on spans returned; over a cap the whole
//   feed fails (and keeps its last good blocks) rather than silently blocking half a calendar.
import ICAL from "ical.js";
import { DateTime, IANAZone } from "luxon";

export const MAX_BLOCKS = 5_000;
export const MAX_ITERATIONS = 50_000;

export type Span = { start: number; end: number; uid: string; summary: string };
export type Expansion = { events: number; spans: Span[] };

// Not an ApiError on purpose: an unreadable feed never reaches the API; sync.ts catches it and
// records its message as the feed's lastError (the studio's problem, not a request's).
export class FeedContentError extends Error {}

type Ctx = { studioTz: string; from: number; to: number };

const WALL = (t: ICAL.Time) => ({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second });

function propTzid(item: ICAL.Event, prop: "dtstart" | "dtend"): string | null {
  const p = item.component.getFirstProperty(prop) ?? item.component.getFirstProperty("dtstart");
  const v = p?.getParameter("tzid");
  return typeof v === "string" && v ? v : null;
}

/** The instant (ms) of an ical.js time, placed in the right zone (see the top of this file). */
function toMs(t: ICAL.Time, tzid: string | null, ctx: Ctx): number {
  if (t.isDate) return DateTime.fromObject({ year: t.year, month: t.month, day: t.day }, { zone: ctx.studioTz }).toMillis();
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === "UTC")
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  if (tzid) {
    if (ICAL.TimezoneService.has(tzid)) {
      const c = t.clone();
      c.zone = ICAL.TimezoneService.get(tzid);
      return c.toUnixTime() * 1000;
    }
    if (IANAZone.isValidZone(tzid)) return DateTime.fromObject(WALL(t), { zone: tzid }).toMillis();
  }
  return DateTime.fromObject(WALL(t), { zone: ctx.studioTz }).toMillis();
}

const blocksTime = (item: ICAL.Event) => {
  const c = item.component;
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transp !== "TRANSPARENT";
};

function span(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, ctx: Ctx): Span | null {
  if (!blocksTime(item)) return null;
  const s = toMs(start, propTzid(item, "dtstart"), ctx);
  let e = end ? toMs(end, propTzid(item, "dtend"), ctx) : s;
  if (start.isDate && e <= s) e = DateTime.fromMillis(s, { zone: ctx.studioTz }).plus({ days: 1 }).toMillis();
  if (!(e > s) || e <= ctx.from || s >= ctx.to) return null;
  return { start: s, end: e, uid: item.uid ?? "", summary: (item.summary ?? "").slice(0, 200) };
}

/** Parse `text` and return the busy spans overlapping [from, to); throws FeedContentError. */
export function expandFeed(text: string, opts: { studioTz: string; from: Date; to: Date }): Expansion {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    root = new ICAL.Component(parsed as never);
  } catch (e) {
    throw new FeedContentError(`not a valid iCalendar file (${(e as Error).message.slice(0, 120)})`);
  }
  if (root.name !== "vcalendar") throw new FeedContentError("not a valid iCalendar file (no VCALENDAR)");
  const ctx: Ctx = { studioTz: opts.studioTz, from: opts.from.getTime(), to: opts.to.getTime() };

  // The feed's own VTIMEZONEs, for this call only (ICAL.TimezoneService is process-wide; the
  // expansion below is synchronous, so no other feed sees them).
  const registered: string[] = [];
  for (const vtz of root.getAllSubcomponents("vtimezone")) {
    const tzid = vtz.getFirstPropertyValue("tzid");
    if (typeof tzid !== "string" || ICAL.TimezoneService.has(tzid)) continue;
    try {
      ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
      registered.push(tzid);
    } catch {
      /* a broken VTIMEZONE: that TZID falls back to luxon's zone of the same name */
    }
  }
  try {
    return expandEvents(root, ctx);
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

function expandEvents(root: ICAL.Component, ctx: Ctx): Expansion {
  const vevents = root.getAllSubcomponents("vevent");
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  for (const v of vevents) {
    let ev: ICAL.Event;
    try {
      ev = new ICAL.Event(v);
      if (!v.getFirstProperty("dtstart")) continue; // not a timed event: nothing to block
    } catch {
      continue;
    }
    if (ev.isRecurrenceException()) overrides.push(ev);
    else if (ev.isRecurring()) masters.set(ev.uid, ev);
    else singles.push(ev);
  }
  for (const o of overrides) {
    const m = masters.get(o.uid);
    if (m) m.relateException(o);
    else singles.push(o); // an override without its series: on its own
  }

  const spans: Span[] = [];
  const push = (s: Span | null) => {
    if (!s) return;
    if (spans.length >= MAX_BLOCKS) throw new FeedContentError(`more than ${MAX_BLOCKS} busy spans in the sync window`);
    spans.push(s);
  };
  try {
    for (const ev of singles) push(span(ev, ev.startDate, ev.endDate, ctx));
    let iterations = 0;
    for (const m of masters.values()) {
      const tz = propTzid(m, "dtstart");
      const it = m.iterator();
      for (let next = it.next(); next; next = it.next()) {
        if (++iterations > MAX_ITERATIONS) throw new FeedContentError(`more than ${MAX_ITERATIONS} recurrences to expand`);
        // The series is past the window once the occurrence's original start is.
        if (toMs(next, tz, ctx) >= ctx.to) break;
        const d = m.getOccurrenceDetails(next);
        push(span(d.item, d.startDate, d.endDate, ctx));
      }
    }
  } catch (e) {
    if (e instanceof FeedContentError) throw e;
    throw new FeedContentError(`could not expand the events (${(e as Error).message.slice(0, 120)})`);
  }
  return { events: vevents.length, spans };
}
