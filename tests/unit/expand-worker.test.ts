// The calendar expansion's worker program is a typed function serialized into the worker
// (docs/decisions-calendars.md, Calendar expansion). These run it as the worker does, from its text alone
// in the global scope: a reference to anything outside the function (an import, a module-level
// name, a compiler's helper) fails here with a ReferenceError instead of in production.
import ICAL from "ical.js";
import * as luxon from "luxon";
import { describe, expect, it } from "vitest";
import { expandCalendar, WORKER_SOURCE, type ExpandInput } from "../../lib/domain/calendars/expand-worker";

// Only the text, in a scope of its own: what the worker gets.
const fromText = new Function(`return (${String(expandCalendar)});`)() as typeof expandCalendar;

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const input = (text: string): ExpandInput => ({
  text,
  studioTz: "Europe/Madrid",
  from: Date.parse("2027-10-01T00:00:00Z"),
  to: Date.parse("2027-10-15T00:00:00Z"),
  limits: { maxSteps: 10_000, maxBlocks: 5_000, maxIterations: 50_000 },
});

describe("expandCalendar, run from its serialized text", () => {
  it("expands a weekly series zoned by TZID and a floating all-day event into the window", () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:w@test",
      "DTSTART;TZID=Europe/Madrid:20200106T100000",
      "DTEND;TZID=Europe/Madrid:20200106T110000",
      "RRULE:FREQ=WEEKLY",
      "SUMMARY:Weekly",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:d@test",
      "DTSTART;VALUE=DATE:20271008",
      "END:VEVENT",
    );
    const r = fromText(ICAL, luxon, input(text));
    expect(r.kind).toBe("done");
    if (r.kind !== "done") return;
    expect(r.events).toBe(2);
    expect(r.spans.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString(), s.uid])).toEqual([
      ["2027-10-07T22:00:00.000Z", "2027-10-08T22:00:00.000Z", "d@test"],
      ["2027-10-04T08:00:00.000Z", "2027-10-04T09:00:00.000Z", "w@test"],
      ["2027-10-11T08:00:00.000Z", "2027-10-11T09:00:00.000Z", "w@test"],
    ]);
  });

  it("fails a feed with a refused rule or an unreadable text, with the reason, rather than throwing", () => {
    const secondly = calendar("BEGIN:VEVENT", "UID:s@test", "DTSTART:20270101T000000Z", "RRULE:FREQ=SECONDLY", "END:VEVENT");
    expect(fromText(ICAL, luxon, input(secondly))).toEqual({
      kind: "failed",
      message: 'event "s@test": FREQ=SECONDLY recurrence rules are not supported',
    });
    expect(fromText(ICAL, luxon, input("not a calendar"))).toMatchObject({ kind: "failed", message: /^not a valid iCalendar file/ });
  });

  it("the worker's program embeds the function and loads its modules from the app's node_modules", () => {
    expect(WORKER_SOURCE).toContain(String(expandCalendar));
    expect(WORKER_SOURCE).toContain("createRequire(workerData.requireFrom)");
  });
});
