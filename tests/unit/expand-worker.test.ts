// The calendar expansion's worker program, lib/domain/calendars/expand-worker.mjs: a file Node runs
// as it is, whatever loaded lib/ (docs/decisions-calendars.md, Calendar expansion). Its function
// called here directly, and the worker started on it from a process that runs lib/ under tsx, as
// `npm run dev`'s launcher, the scripts and the benches do (its compiled code once broke the
// worker's program there: `__name is not defined` on every feed).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { expandCalendar, type ExpandInput } from "../../lib/domain/calendars/expand-worker.mjs";

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const input = (text: string): ExpandInput => ({
  text,
  studioTz: "Europe/Madrid",
  from: Date.parse("2027-10-01T00:00:00Z"),
  to: Date.parse("2027-10-15T00:00:00Z"),
  limits: { maxSteps: 10_000, maxBlocks: 5_000, maxIterations: 50_000 },
});
const weeklyAndAllDay = calendar(
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
const expected = [
  ["2027-10-07T22:00:00.000Z", "2027-10-08T22:00:00.000Z", "d@test"],
  ["2027-10-04T08:00:00.000Z", "2027-10-04T09:00:00.000Z", "w@test"],
  ["2027-10-11T08:00:00.000Z", "2027-10-11T09:00:00.000Z", "w@test"],
];

describe("expandCalendar", () => {
  it("expands a weekly series zoned by TZID and a floating all-day event into the window", () => {
    const r = expandCalendar(input(weeklyAndAllDay));
    expect(r.kind).toBe("done");
    if (r.kind !== "done") return;
    expect(r.events).toBe(2);
    expect(r.spans.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString(), s.uid])).toEqual(expected);
  });

  it("fails a feed with a refused rule or an unreadable text, with the reason, rather than throwing", () => {
    const secondly = calendar("BEGIN:VEVENT", "UID:s@test", "DTSTART:20270101T000000Z", "RRULE:FREQ=SECONDLY", "END:VEVENT");
    expect(expandCalendar(input(secondly))).toEqual({
      kind: "failed",
      message: 'event "s@test": FREQ=SECONDLY recurrence rules are not supported',
    });
    expect(expandCalendar(input("not a calendar"))).toMatchObject({ kind: "failed", message: /^not a valid iCalendar file/ });
  });
});

describe("the worker thread, from lib/ loaded by tsx", () => {
  it("parses a feed (expandFeed starts the worker on the file)", async () => {
    // A program file, as the scripts are (an -e program would hand --input-type to the worker).
    const dir = mkdtempSync(join(tmpdir(), "expand-worker-"));
    try {
      const program = join(dir, "expand.mts");
      writeFileSync(
        program,
        `import { expandFeed } from ${JSON.stringify(pathToFileURL(resolve("lib/domain/calendars/expand.ts")).href)};
        const r = await expandFeed(${JSON.stringify(weeklyAndAllDay)}, {
          studioTz: "Europe/Madrid", from: new Date("2027-10-01T00:00:00Z"), to: new Date("2027-10-15T00:00:00Z"),
        });
        console.log(JSON.stringify(r.spans.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString(), s.uid])));`,
      );
      const run = promisify(execFile)(process.execPath, ["--import", "tsx", program], { cwd: process.cwd() });
      expect(JSON.parse((await run).stdout)).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
