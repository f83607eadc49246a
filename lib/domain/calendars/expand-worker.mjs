// @ts-check
// Calendars in, step 2, the program of the worker thread: an ICS text → the busy spans it means in
// [from, to), with ical.js. expand.ts starts a Worker on this file and enforces the time budget.
//
// A file Node runs as it is, in every mode (docs/decisions-calendars.md, Calendar expansion): no
// bundler reads it (expand.ts imports only its types), so it is plain JavaScript, type-checked by tsc
// through its JSDoc (tsconfig.json lists it) and linted like the rest. It imports ical.js and luxon
// from the node_modules beside it: the project's, or the standalone build's (next.config.mjs copies
// this file and both packages there). Started with `workerData: { expand: ExpandInput }`, it posts back
// plain data:
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
//   ical.js's inner search is counted (installStepCounter) so a rule that never or almost never
//   matches fails with a reason instead of spinning; caps on occurrences walked and spans
//   returned. Any of these fails the whole feed, which keeps its last good blocks.
import { parentPort, workerData } from "node:worker_threads";
import ICAL from "ical.js";
import { DateTime, IANAZone } from "luxon";

/** @typedef {InstanceType<typeof ICAL.Time>} IcalTime */
/** @typedef {InstanceType<typeof ICAL.Event>} IcalEvent */
/** @typedef {InstanceType<typeof ICAL.Recur>} IcalRecur */
/** @typedef {{ start: number, end: number, uid: string, summary: string }} ExpandSpan */
/**
 * @typedef {object} ExpandInput
 * @property {string} text
 * @property {string} studioTz
 * @property {number} from The window [from, to), in ms.
 * @property {number} to
 * @property {{ maxSteps: number, maxBlocks: number, maxIterations: number }} limits
 */
/** @typedef {{ kind: "done", events: number, spans: ExpandSpan[] } | { kind: "failed", message: string }} ExpandReply */
/** @typedef {{ studioTz: string, from: number, to: number }} Window */

const DAY = 86_400_000;

class FeedContentError extends Error {}
class StepLimit extends Error {}

// ical.js searches for the next occurrence in one loop (RecurIterator.next) that can run for
// years of seconds or forever; counting its steps is the only way to stop it from outside the
// library. A candidate time costs 1, a whole year's expansion 25 (it walks the year's days):
// legit rules need at most 28 years between occurrences. A VTIMEZONE's own rules are not
// counted: ical.js expands them once per zone, from a DTSTART as old as 1601 (Outlook). If a
// later ical.js renames these methods, the caller's time budget still applies. Counted only
// while expandCalendar runs: a process that imports this file (the tests) keeps its ical.js as it was.
const steps = { count: 0, max: Infinity, active: false, paused: false, installed: false };

function installStepCounter() {
  if (steps.installed) return;
  steps.installed = true;
  const proto = /** @type {Record<string, unknown> | undefined} */ (/** @type {unknown} */ (ICAL.RecurIterator?.prototype));
  for (const [name, cost] of /** @type {const} */ ([
    ["check_contracting_rules", 1],
    ["expand_year_days", 25],
  ])) {
    const original = proto?.[name];
    if (!proto || typeof original !== "function") continue;
    /** @this {unknown} @param {unknown[]} args */
    proto[name] = function (...args) {
      if (steps.active && !steps.paused && (steps.count += cost) > steps.max) throw new StepLimit();
      return original.apply(this, args);
    };
  }
  const tz = /** @type {Record<string, unknown> | undefined} */ (/** @type {unknown} */ (ICAL.Timezone?.prototype));
  const coverage = tz?._ensureCoverage;
  if (!tz || typeof coverage !== "function") return;
  /** @this {unknown} @param {unknown[]} args */
  tz._ensureCoverage = function (...args) {
    const was = steps.paused;
    steps.paused = true;
    try {
      return coverage.apply(this, args);
    } finally {
      steps.paused = was;
    }
  };
}

/** @param {unknown} e */
const short = (e) => String(/** @type {Error | undefined} */ (e)?.message || e).slice(0, 120);
/** @param {IcalTime} t */
const wall = (t) => ({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second });
/** @param {IcalTime} t */
const wallMs = (t) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
/** @type {(a: number, b: number) => number} */
const gcd = (a, b) => (b ? gcd(b, a % b) : a);
/** @param {IcalEvent | null} ev */
const uidOf = (ev) => JSON.stringify(String(ev?.uid || "").slice(0, 80));

/**
 * @param {IcalEvent} item
 * @param {string} prop
 * @returns {string | null}
 */
function propTzid(item, prop) {
  const p = item.component.getFirstProperty(prop) || item.component.getFirstProperty("dtstart");
  const v = p && p.getParameter("tzid");
  return typeof v === "string" && v ? v : null;
}

/**
 * The instant (ms) of an ical.js time, placed in the right zone (see the top of this file).
 * @param {Window} w
 * @param {IcalTime} t
 * @param {string | null} tzid
 */
function toMs(w, t, tzid) {
  if (t.isDate) return DateTime.fromObject({ year: t.year, month: t.month, day: t.day }, { zone: w.studioTz }).toMillis();
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === "UTC") return wallMs(t);
  if (tzid) {
    const zone = ICAL.TimezoneService.has(tzid) ? ICAL.TimezoneService.get(tzid) : null;
    if (zone) {
      const c = t.clone();
      c.zone = zone;
      return c.toUnixTime() * 1000;
    }
    if (IANAZone.isValidZone(tzid)) return DateTime.fromObject(wall(t), { zone: tzid }).toMillis();
  }
  return DateTime.fromObject(wall(t), { zone: w.studioTz }).toMillis();
}

/** @param {IcalEvent} item */
function blocksTime(item) {
  const c = item.component;
  const status = String(c.getFirstPropertyValue("status") || "").toUpperCase();
  const transp = String(c.getFirstPropertyValue("transp") || "").toUpperCase();
  return status !== "CANCELLED" && transp !== "TRANSPARENT";
}

/**
 * @param {Window} w
 * @param {IcalEvent} item
 * @param {IcalTime} start
 * @param {IcalTime | null} end
 * @returns {ExpandSpan | null}
 */
function span(w, item, start, end) {
  if (!blocksTime(item)) return null;
  const s = toMs(w, start, propTzid(item, "dtstart"));
  let e = end ? toMs(w, end, propTzid(item, "dtend")) : s;
  if (start.isDate && e <= s) e = DateTime.fromMillis(s, { zone: w.studioTz }).plus({ days: 1 }).toMillis();
  if (!(e > s) || e <= w.from || s >= w.to) return null;
  return { start: s, end: e, uid: String(item.uid || ""), summary: String(item.summary || "").slice(0, 200) };
}

/**
 * How long before the window an occurrence may start and still reach it, in wall-clock ms:
 * the event's length plus 3 days (more than any UTC offset or DST shift).
 * @param {IcalEvent} m
 */
const reach = (m) => (m.duration ? Math.max(0, m.duration.toSeconds() * 1000) : 0) + 3 * DAY;

/**
 * Where to start iterating a series: DTSTART moved forward by whole periods of its rule to
 * shortly before the window (null: from DTSTART). Whole periods keep every occurrence the
 * same; reach() keeps every occurrence that can overlap the window. Not done with several
 * RRULEs or RANGE overrides, nor with COUNT unless each period holds exactly one occurrence
 * (no BY parts): the count left is then known. Other COUNT series are walked from DTSTART,
 * under the caps.
 * @param {Window} w
 * @param {IcalEvent} m
 * @param {IcalRecur[]} rules
 * @returns {IcalTime | null}
 */
function fastForward(w, m, rules) {
  if (rules.length !== 1 || m.rangeExceptions.length) return null;
  const rule = rules[0];
  const dayBased = rule.freq === "HOURLY" || rule.freq === "DAILY" || rule.freq === "WEEKLY";
  if (rule.count && !(dayBased && Object.keys(rule.parts).length === 0)) return null;
  if (rule.freq === "WEEKLY" && rule.parts.BYWEEKNO) return null;
  const start = m.startDate;
  const target = w.from - reach(m);
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
      m.component.getFirstProperty("rrule")?.setValue(left);
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
      if (start.day > ICAL.Time.daysInMonth(month, year)) continue;
      const s = start.clone();
      s.year = year;
      s.month = month;
      return s;
    }
  }
  return null;
}

/**
 * The feed's events: series (by UID, their overrides related to them) and single events, with
 * the feed's own VTIMEZONEs registered. Throws FeedContentError on a text that is no calendar.
 * @param {string} text
 */
function readCalendar(text) {
  /** @type {InstanceType<typeof ICAL.Component>} */
  let root;
  try {
    root = new ICAL.Component(/** @type {unknown[]} */ (ICAL.parse(text)));
  } catch (e) {
    throw new FeedContentError(`not a valid iCalendar file (${short(e)})`);
  }
  if (root.name !== "vcalendar") throw new FeedContentError("not a valid iCalendar file (no VCALENDAR)");
  for (const vtz of root.getAllSubcomponents("vtimezone")) {
    const tzid = vtz.getFirstPropertyValue("tzid");
    if (typeof tzid !== "string" || ICAL.TimezoneService.has(tzid)) continue;
    try {
      ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
    } catch {
      /* a broken VTIMEZONE: that TZID falls back to luxon's zone of the same name */
    }
  }

  const vevents = root.getAllSubcomponents("vevent");
  /** @type {Map<string, IcalEvent>} */
  const masters = new Map();
  /** @type {IcalEvent[]} */
  const overrides = [];
  /** @type {IcalEvent[]} */
  const singles = [];
  for (const v of vevents) {
    /** @type {IcalEvent} */
    let ev;
    try {
      // exceptions: [] — left alone, ical.js relates every RECURRENCE-ID of the file to every
      // series whatever its UID; they are related by UID below.
      ev = new ICAL.Event(v, { exceptions: [] });
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
  return { events: vevents.length, masters, singles };
}

/**
 * Every occurrence of series `m` that overlaps the window, through `push`.
 * @param {Window} w
 * @param {IcalEvent} m
 * @param {ExpandInput["limits"]} limits
 * @param {{ iterations: number }} walked occurrences walked so far in the feed
 * @param {(s: ExpandSpan | null) => void} push
 */
function expandSeries(w, m, limits, walked, push) {
  const rules = m.component.getAllProperties("rrule").map((p) => /** @type {IcalRecur} */ (p.getFirstValue()));
  for (const r of rules) {
    if (r && (r.freq === "SECONDLY" || r.freq === "MINUTELY"))
      throw new FeedContentError(`event ${uidOf(m)}: FREQ=${r.freq} recurrence rules are not supported`);
  }
  const tz = propTzid(m, "dtstart");
  const start = fastForward(w, m, rules);
  /** @type {Set<IcalEvent>} */
  const related = new Set();
  // Without overrides nothing moves an occurrence: those well before the window are skipped
  // cheaply (a COUNT series walked from a DTSTART years back).
  const before = Object.keys(m.exceptions).length ? -Infinity : w.from - reach(m);
  steps.count = 0;
  const it = m.iterator(start || undefined);
  for (steps.count = 0; ; steps.count = 0) {
    const next = it.next();
    if (!next) break;
    if (++walked.iterations > limits.maxIterations) throw new FeedContentError(`more than ${limits.maxIterations} recurrences to expand`);
    if (wallMs(next) < before) continue;
    // The series is past the window once the occurrence's original start is.
    if (toMs(w, next, tz) >= w.to) break;
    const d = m.getOccurrenceDetails(next);
    if (d.item !== m) related.add(d.item);
    push(span(w, d.item, d.startDate, d.endDate));
  }
  // Overrides of occurrences before the fast-forwarded start, moved into the window.
  if (start) {
    const excluded = new Set(m.component.getAllProperties("exdate").flatMap((p) => p.getValues().map(String)));
    for (const o of /** @type {IcalEvent[]} */ (Object.values(m.exceptions))) {
      if (related.has(o) || wallMs(o.recurrenceId) >= wallMs(start) || excluded.has(String(o.recurrenceId))) continue;
      push(span(w, o, o.startDate, o.endDate));
    }
  }
}

/**
 * @param {ExpandInput} data
 * @returns {ExpandReply & { kind: "done" }}
 */
function expand(data) {
  const w = { studioTz: data.studioTz, from: data.from, to: data.to };
  const { limits } = data;
  const { events, masters, singles } = readCalendar(data.text);
  /** @type {ExpandSpan[]} */
  const spans = [];
  /** @param {ExpandSpan | null} s */
  const push = (s) => {
    if (!s) return;
    if (spans.length >= limits.maxBlocks) throw new FeedContentError(`more than ${limits.maxBlocks} busy spans in the sync window`);
    spans.push(s);
  };
  /** @type {IcalEvent | null} */
  let current = null;
  try {
    for (const ev of singles) push(span(w, ev, ev.startDate, ev.endDate));
    const walked = { iterations: 0 };
    for (const m of masters.values()) {
      current = m;
      expandSeries(w, m, limits, walked, push);
    }
  } catch (e) {
    if (e instanceof FeedContentError) throw e;
    if (e instanceof StepLimit)
      throw new FeedContentError(
        `event ${uidOf(current)}: its recurrence rule finds no occurrence within ${limits.maxSteps} steps (it never or almost never matches)`,
      );
    throw new FeedContentError(`could not expand the events (${short(e)})`);
  }
  return { kind: "done", events, spans };
}

/**
 * Parse `data.text` with ical.js and return the busy spans overlapping [from, to), or why the
 * feed fails.
 * @param {ExpandInput} data
 * @returns {ExpandReply}
 */
export function expandCalendar(data) {
  installStepCounter();
  Object.assign(steps, { count: 0, max: data.limits.maxSteps, active: true, paused: false });
  try {
    return expand(data);
  } catch (e) {
    return { kind: "failed", message: e instanceof FeedContentError ? e.message : `could not expand the events (${short(e)})` };
  } finally {
    steps.active = false;
  }
}

// The worker's program. Only a Worker started by expand.ts carries `expand`: a module that imports
// this file (the unit tests, in a worker thread of their runner perhaps) runs nothing here.
const job = /** @type {{ expand?: ExpandInput } | null | undefined} */ (workerData)?.expand;
if (parentPort && job) {
  parentPort.postMessage({ kind: "started" });
  parentPort.postMessage(expandCalendar(job));
}
