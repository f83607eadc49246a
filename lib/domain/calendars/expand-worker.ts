// Calendars in, step 2, the part that runs in a worker thread: an ICS text → the busy spans it
// means in [from, to), with ical.js. expand.ts starts it and enforces the time budget.
//
// A typed function serialized into the worker (docs/decisions-calendars.md, Calendar expansion): lib/ is
// loaded by Next's bundler, by tsx and by esbuild, and a Worker pointed at a .ts path works under
// none of them alike, so the worker is started with `eval: true` from WORKER_SOURCE, which holds
// expandCalendar's compiled text (`String(expandCalendar)`). So expandCalendar must stay
// self-contained: no imports (type imports only), no module-level names, everything it uses
// comes in as an argument or is defined inside it (tests/unit/expand-worker.test.ts runs it
// from its text alone). The worker loads ical.js and luxon from the app's node_modules
// (createRequire on the app's package.json) and posts back plain data:
//   { kind: "started" }                    modules loaded, the budget starts
//   { kind: "done", events, spans }        spans: { start, end (ms), uid, summary }[]
//   { kind: "failed", message }            the feed's fault, recorded as its lastError
//
// Pitfalls this handles on purpose (tests in tests/api/calendar-sync.test.ts and
// tests/db/calendar-budget.test.ts, run with TZ=Asia/Kathmandu so anything that leans on the
// process zone fails):
// - RECURRENCE-ID overrides apply only through Event.getOccurrenceDetails: exceptions are
//   related to their master first, and every occurrence goes through getOccurrenceDetails.
// - Occurrences from ical.js's iterator lose their zone (they come back "floating"): times are
//   read as wall-clock components and placed in the TZID of the DTSTART/DTEND property of the
//   item that defines the occurrence (master or override), never in the process zone.
// - A TZID resolves to the feed's own VTIMEZONE (registered with ICAL.TimezoneService, which
//   lives and dies with this worker) when there is one, else to luxon's IANA zone of that name
//   (real DST rules, not a fixed offset), else — an unknown name without a VTIMEZONE — to the
//   studio's.
// - Floating times (no TZID, no Z) are the studio's wall time; all-day events block whole days
//   of the studio's zone ([DTSTART, DTEND) with DTEND exclusive, one day when absent).
// - TRANSP:TRANSPARENT ("free") and STATUS:CANCELLED events or occurrences block nothing.
// - Hostile rules (docs/decisions-calendars.md, Calendar expansion): FREQ=SECONDLY and MINUTELY are
//   refused; a series starts near the window, not at a DTSTART decades back (fastForward);
//   ical.js's inner search is counted (countSteps) so a rule that never or almost never
//   matches fails with a reason instead of spinning; caps on occurrences walked and spans
//   returned. Any of these fails the whole feed, which keeps its last good blocks.
import type ICAL from "ical.js";
import type * as Luxon from "luxon";

type Ical = typeof ICAL;
type IcalTime = InstanceType<Ical["Time"]>;
type IcalEvent = InstanceType<Ical["Event"]>;
type IcalRecur = InstanceType<Ical["Recur"]>;

export type ExpandSpan = { start: number; end: number; uid: string; summary: string };
export type ExpandInput = {
  text: string;
  studioTz: string;
  /** The window [from, to), in ms. */
  from: number;
  to: number;
  limits: { maxSteps: number; maxBlocks: number; maxIterations: number };
};
export type ExpandReply = { kind: "done"; events: number; spans: ExpandSpan[] } | { kind: "failed"; message: string };

/**
 * Parse `data.text` with ical.js and return the busy spans overlapping [from, to), or why the
 * feed fails. Installs the step counter on `ical` (see countSteps): call it once per loaded
 * ical.js, as the worker does.
 * size: one long function on purpose: it is serialized whole into the worker, so its helpers live
 * inside it (see the top of this file).
 */
export function expandCalendar(ical: Ical, luxon: typeof Luxon, data: ExpandInput): ExpandReply {
  const DAY = 86400000;
  class FeedContentError extends Error {}
  class StepLimit extends Error {}
  const { DateTime, IANAZone } = luxon;
  const ctx = { studioTz: data.studioTz, from: data.from, to: data.to };
  const limits = data.limits;

  // ical.js searches for the next occurrence in one loop (RecurIterator.next) that can run for
  // years of seconds or forever; counting its steps is the only way to stop it from outside the
  // library. A candidate time costs 1, a whole year's expansion 25 (it walks the year's days):
  // legit rules need at most 28 years between occurrences. A VTIMEZONE's own rules are not
  // counted: ical.js expands them once per zone, from a DTSTART as old as 1601 (Outlook). If a
  // later ical.js renames these methods, the caller's time budget still applies.
  let steps = 0;
  let paused = false;
  type Patchable = Record<string, unknown>;
  function countSteps(maxSteps: number) {
    const proto = ical.RecurIterator?.prototype as unknown as Patchable | undefined;
    for (const [name, cost] of [
      ["check_contracting_rules", 1],
      ["expand_year_days", 25],
    ] as const) {
      const original = proto?.[name];
      if (!proto || typeof original !== "function") continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        if (!paused && (steps += cost) > maxSteps) throw new StepLimit();
        return original.apply(this, args);
      };
    }
    const tz = ical.Timezone?.prototype as unknown as Patchable | undefined;
    const coverage = tz?._ensureCoverage;
    if (!tz || typeof coverage !== "function") return;
    tz._ensureCoverage = function (this: unknown, ...args: unknown[]) {
      const was = paused;
      paused = true;
      try {
        return coverage.apply(this, args);
      } finally {
        paused = was;
      }
    };
  }

  const short = (e: unknown) => String((e as Error | undefined)?.message || e).slice(0, 120);
  const wall = (t: IcalTime) => ({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second });
  const wallMs = (t: IcalTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  const uidOf = (ev: IcalEvent | null) => JSON.stringify(String(ev?.uid || "").slice(0, 80));

  function propTzid(item: IcalEvent, prop: string): string | null {
    const p = item.component.getFirstProperty(prop) || item.component.getFirstProperty("dtstart");
    const v = p && p.getParameter("tzid");
    return typeof v === "string" && v ? v : null;
  }

  // The instant (ms) of an ical.js time, placed in the right zone (see the top of this file).
  function toMs(t: IcalTime, tzid: string | null): number {
    if (t.isDate) return DateTime.fromObject({ year: t.year, month: t.month, day: t.day }, { zone: ctx.studioTz }).toMillis();
    if (t.zone === ical.Timezone.utcTimezone || t.zone?.tzid === "UTC") return wallMs(t);
    if (tzid) {
      if (ical.TimezoneService.has(tzid)) {
        const c = t.clone();
        c.zone = ical.TimezoneService.get(tzid)!;
        return c.toUnixTime() * 1000;
      }
      if (IANAZone.isValidZone(tzid)) return DateTime.fromObject(wall(t), { zone: tzid }).toMillis();
    }
    return DateTime.fromObject(wall(t), { zone: ctx.studioTz }).toMillis();
  }

  function blocksTime(item: IcalEvent): boolean {
    const c = item.component;
    const status = String(c.getFirstPropertyValue("status") || "").toUpperCase();
    const transp = String(c.getFirstPropertyValue("transp") || "").toUpperCase();
    return status !== "CANCELLED" && transp !== "TRANSPARENT";
  }

  function span(item: IcalEvent, start: IcalTime, end: IcalTime | null): ExpandSpan | null {
    if (!blocksTime(item)) return null;
    const s = toMs(start, propTzid(item, "dtstart"));
    let e = end ? toMs(end, propTzid(item, "dtend")) : s;
    if (start.isDate && e <= s) e = DateTime.fromMillis(s, { zone: ctx.studioTz }).plus({ days: 1 }).toMillis();
    if (!(e > s) || e <= ctx.from || s >= ctx.to) return null;
    return { start: s, end: e, uid: String(item.uid || ""), summary: String(item.summary || "").slice(0, 200) };
  }

  // How long before the window an occurrence may start and still reach it, in wall-clock ms:
  // the event's length plus 3 days (more than any UTC offset or DST shift).
  const reach = (m: IcalEvent) => (m.duration ? Math.max(0, m.duration.toSeconds() * 1000) : 0) + 3 * DAY;

  // Where to start iterating a series: DTSTART moved forward by whole periods of its rule to
  // shortly before the window (null: from DTSTART). Whole periods keep every occurrence the
  // same; reach() keeps every occurrence that can overlap the window. Not done with several
  // RRULEs or RANGE overrides, nor with COUNT unless each period holds exactly one occurrence
  // (no BY parts): the count left is then known. Other COUNT series are walked from DTSTART,
  // under the caps.
  function fastForward(m: IcalEvent, rules: IcalRecur[]): IcalTime | null {
    if (rules.length !== 1 || m.rangeExceptions.length) return null;
    const rule = rules[0];
    const dayBased = rule.freq === "HOURLY" || rule.freq === "DAILY" || rule.freq === "WEEKLY";
    if (rule.count && !(dayBased && Object.keys(rule.parts).length === 0)) return null;
    if (rule.freq === "WEEKLY" && rule.parts.BYWEEKNO) return null;
    const start = m.startDate;
    const target = ctx.from - reach(m);
    const from = wallMs(start);
    if (from >= target) return null;
    const n = rule.interval > 1 ? rule.interval : 1;
    if (dayBased) {
      const days = rule.freq === "WEEKLY" ? 7 * n : rule.freq === "DAILY" ? n : n / gcd(n, 24); // HOURLY: whole days
      let k = Math.floor((target - from) / (days * DAY));
      if (rule.count) {
        const periods = rule.freq === "HOURLY" ? (days * 24) / n : 1; // occurrences per shift unit
        k = Math.min(k, Math.floor((rule.count - 1) / periods));
        if (k < 1) return null;
        const left = rule.clone();
        left.count = rule.count - k * periods;
        m.component.getFirstProperty("rrule")!.setValue(left);
      }
      if (k < 1) return null;
      const s = start.clone();
      s.adjust(k * days, 0, 0, 0);
      return s;
    }
    if (rule.freq === "MONTHLY" || rule.freq === "YEARLY") {
      const per = rule.freq === "YEARLY" ? 12 * n : n;
      const t = new Date(target);
      const months = (t.getUTCFullYear() - start.year) * 12 + t.getUTCMonth() - start.month; // one month short of target
      // The same day of the month must exist there (a series of the 31st, or of February 29).
      for (let k = Math.floor(months / per), tries = 0; k >= 1 && tries < 100; k--, tries++) {
        const m0 = start.month - 1 + k * per;
        const year = start.year + Math.floor(m0 / 12);
        const month = (m0 % 12) + 1;
        if (start.day > ical.Time.daysInMonth(month, year)) continue;
        const s = start.clone();
        s.year = year;
        s.month = month;
        return s;
      }
    }
    return null;
  }

  function expand(): ExpandReply & { kind: "done" } {
    let root: InstanceType<Ical["Component"]>;
    try {
      root = new ical.Component(ical.parse(data.text) as unknown[]);
    } catch (e) {
      throw new FeedContentError(`not a valid iCalendar file (${short(e)})`);
    }
    if (root.name !== "vcalendar") throw new FeedContentError("not a valid iCalendar file (no VCALENDAR)");
    for (const vtz of root.getAllSubcomponents("vtimezone")) {
      const tzid = vtz.getFirstPropertyValue("tzid");
      if (typeof tzid !== "string" || ical.TimezoneService.has(tzid)) continue;
      try {
        ical.TimezoneService.register(new ical.Timezone(vtz));
      } catch {
        /* a broken VTIMEZONE: that TZID falls back to luxon's zone of the same name */
      }
    }

    const vevents = root.getAllSubcomponents("vevent");
    const masters = new Map<string, IcalEvent>();
    const overrides: IcalEvent[] = [];
    const singles: IcalEvent[] = [];
    for (const v of vevents) {
      let ev: IcalEvent;
      try {
        // exceptions: [] — left alone, ical.js relates every RECURRENCE-ID of the file to every
        // series whatever its UID; they are related by UID below.
        ev = new ical.Event(v, { exceptions: [] });
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

    const spans: ExpandSpan[] = [];
    const push = (s: ExpandSpan | null) => {
      if (!s) return;
      if (spans.length >= limits.maxBlocks) throw new FeedContentError(`more than ${limits.maxBlocks} busy spans in the sync window`);
      spans.push(s);
    };
    let current: IcalEvent | null = null;
    try {
      for (const ev of singles) push(span(ev, ev.startDate, ev.endDate));
      let iterations = 0;
      for (const m of masters.values()) {
        current = m;
        const rules = m.component.getAllProperties("rrule").map((p) => p.getFirstValue() as IcalRecur);
        for (const r of rules) {
          if (r && (r.freq === "SECONDLY" || r.freq === "MINUTELY"))
            throw new FeedContentError(`event ${uidOf(m)}: FREQ=${r.freq} recurrence rules are not supported`);
        }
        const tz = propTzid(m, "dtstart");
        const start = fastForward(m, rules);
        const related = new Set<IcalEvent>();
        // Without overrides nothing moves an occurrence: those well before the window are skipped
        // cheaply (a COUNT series walked from a DTSTART years back).
        const before = Object.keys(m.exceptions).length ? -Infinity : ctx.from - reach(m);
        steps = 0;
        const it = m.iterator(start || undefined);
        for (steps = 0; ; steps = 0) {
          const next = it.next();
          if (!next) break;
          if (++iterations > limits.maxIterations) throw new FeedContentError(`more than ${limits.maxIterations} recurrences to expand`);
          if (wallMs(next) < before) continue;
          // The series is past the window once the occurrence's original start is.
          if (toMs(next, tz) >= ctx.to) break;
          const d = m.getOccurrenceDetails(next);
          if (d.item !== m) related.add(d.item);
          push(span(d.item, d.startDate, d.endDate));
        }
        // Overrides of occurrences before the fast-forwarded start, moved into the window.
        if (start) {
          const excluded = new Set(m.component.getAllProperties("exdate").flatMap((p) => p.getValues().map(String)));
          for (const o of Object.values(m.exceptions) as IcalEvent[]) {
            if (related.has(o) || wallMs(o.recurrenceId) >= wallMs(start) || excluded.has(String(o.recurrenceId))) continue;
            push(span(o, o.startDate, o.endDate));
          }
        }
      }
    } catch (e) {
      if (e instanceof FeedContentError) throw e;
      if (e instanceof StepLimit)
        throw new FeedContentError(
          `event ${uidOf(current)}: its recurrence rule finds no occurrence within ${limits.maxSteps} steps (it never or almost never matches)`,
        );
      throw new FeedContentError(`could not expand the events (${short(e)})`);
    }
    return { kind: "done", events: vevents.length, spans };
  }

  countSteps(limits.maxSteps);
  try {
    return expand();
  } catch (e) {
    return { kind: "failed", message: e instanceof FeedContentError ? e.message : `could not expand the events (${short(e)})` };
  }
}

/**
 * The worker's whole program, run with `eval: true` (CommonJS). `workerData` is an ExpandInput
 * plus `requireFrom`, the app's package.json, from which ical.js and luxon are loaded.
 */
export const WORKER_SOURCE = `"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const load = require("node:module").createRequire(workerData.requireFrom);
const ICAL = load("ical.js");
const luxon = load("luxon");
const expandCalendar = (${String(expandCalendar)});
parentPort.postMessage({ kind: "started" });
parentPort.postMessage(expandCalendar(ICAL, luxon, workerData));
`;
