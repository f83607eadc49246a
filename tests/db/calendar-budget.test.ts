// Calendar feeds that would keep ical.js busy for minutes (a 198-byte FREQ=SECONDLY event took
// 44.6 s of CPU and hung the app): each fails its own feed within seconds with the reason, keeps
// the feed's last good blocks and body, and the main thread stays responsive meanwhile, since
// expansion runs in a worker thread under a budget. Series that began decades ago expand from
// the sync window, and a 304 does not re-parse and rewrite what is still current.
// Feeds are served by a local HTTP server; syncs run on real PostgreSQL with a manual clock.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { syncCalendars, type SyncOptions } from "../../lib/domain/calendars/sync";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

// Friday 2027-10-01 02:00 Madrid; room 0 of the demo studio books 60 days ahead.
const NOW = "2027-10-01T00:00:00Z";
const clock = manualClock(NOW);

let server: Server;
let base: string;
const bodies = new Map<string, string>();

const db = testDb(3);
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = bodies.get((req.url ?? "/").split("?")[0]);
    if (body === undefined) return void res.writeHead(404).end();
    const etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"`;
    if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
// Other files' syncs of every due feed (the worker's schedule) must not meet these feeds.
const studios: string[] = [];
afterEach(async () => {
  await db.calendarFeed.deleteMany({ where: { studioId: { in: studios.splice(0) } } });
});
afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
});

const calendar = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Studio Booking tests//EN", ...events.flat(), "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20270901T000000Z", ...lines, "END:VEVENT"];
const series = (uid: string, rrule: string, dtstart = "19000101T000000Z") =>
  vevent(uid, `DTSTART:${dtstart}`, "DURATION:PT1H", `RRULE:${rrule}`);
const GOOD = vevent("good@test", "DTSTART:20271005T080000Z", "DTEND:20271005T100000Z", "SUMMARY:Good");
const GOOD_BLOCKS = [["2027-10-05T08:00:00.000Z", "2027-10-05T10:00:00.000Z"]];

/** A studio whose room 0 has one feed, served at a path of its own with `body`. */
async function studioWithFeed(body: string): Promise<{ s: TestStudio; path: string }> {
  const path = `/${randomUUID()}.ics`;
  bodies.set(path, body);
  const s = await createStudio(db, (f) => {
    f.calendarFeeds = [{ roomId: f.rooms[0].id, url: `${base}${path}` }];
  });
  studios.push(s.studioId);
  return { s, path };
}
const blocksOf = async (s: TestStudio) =>
  (await db.calendarBlock.findMany({ where: { roomId: s.roomIds[0], feedId: { not: null } }, orderBy: { startsAt: "asc" } })).map((b) => [
    b.startsAt.toISOString(),
    b.endsAt.toISOString(),
  ]);
const feedRow = (s: TestStudio) => db.calendarFeed.findFirstOrThrow({ where: { studioId: s.studioId } });

async function timedSync(s: TestStudio, opts: SyncOptions = {}) {
  const t0 = performance.now();
  const [r] = await syncCalendars(db, clock, { slug: s.slug, ...opts });
  return { r, ms: performance.now() - t0 };
}

describe("hostile recurrence rules fail their feed within seconds and keep its last good blocks", () => {
  it.each([
    [
      "the reported event (FREQ=SECONDLY from 1900 to a February 29), three times",
      [1, 2, 3].map((n) => series(`s${n}@test`, "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=0;BYMINUTE=0;BYSECOND=0")),
      /event "s1@test": FREQ=SECONDLY recurrence rules are not supported/,
    ],
    ["FREQ=MINUTELY", [series("m@test", "FREQ=MINUTELY;INTERVAL=5")], /event "m@test": FREQ=MINUTELY recurrence rules are not supported/],
    [
      "HOURLY on a February 30, which never occurs",
      [series("h@test", "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30")],
      /event "h@test": its recurrence rule finds no occurrence within 10000 steps/,
    ],
    [
      "DAILY on a February 30",
      [series("d@test", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30")],
      /event "d@test": its recurrence rule finds no occurrence within 10000 steps/,
    ],
    [
      "YEARLY on a first Monday that is also the 15th of April (ical.js searches years ahead)",
      [series("y@test", "FREQ=YEARLY;BYDAY=1MO;BYMONTHDAY=15;BYMONTH=4")],
      /event "y@test": its recurrence rule finds no occurrence within 10000 steps/,
    ],
    [
      "YEARLY on a sixth Monday of February (BYSETPOS=6)",
      [series("p@test", "FREQ=YEARLY;BYMONTH=2;BYDAY=MO;BYSETPOS=6")],
      /event "p@test": its recurrence rule finds no occurrence within 10000 steps/,
    ],
  ])("%s", async (_name, events, reason) => {
    const { s, path } = await studioWithFeed(calendar(GOOD));
    expect((await timedSync(s)).r.error).toBeNull();
    expect(await blocksOf(s)).toEqual(GOOD_BLOCKS);

    bodies.set(path, calendar(GOOD, ...events));
    clock.advance(600_000);
    try {
      const { r, ms } = await timedSync(s);
      expect(ms).toBeLessThan(3_000);
      expect(r.error).toMatch(reason);
      expect(await blocksOf(s)).toEqual(GOOD_BLOCKS);
      const row = await feedRow(s);
      expect(row.lastError).toMatch(reason);
      expect(row.lastSuccessAt?.toISOString()).toBe(new Date(NOW).toISOString());
      expect(row.lastSyncAt?.getTime()).toBe(Date.parse(NOW) + 600_000);
      expect(row.body).toBe(calendar(GOOD)); // the last good body, for the next 304
    } finally {
      clock.set(NOW);
    }
  });

  it("past the time budget the worker is stopped, and the main thread's event loop never stalls meanwhile", async () => {
    const { s, path } = await studioWithFeed(calendar(GOOD));
    await timedSync(s);
    // With ical.js's step counter off, only the 2 s budget can stop this rule.
    bodies.set(path, calendar(GOOD, series("h@test", "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30")));
    let last = performance.now();
    let worst = 0;
    const probe = setInterval(() => {
      const t = performance.now();
      worst = Math.max(worst, t - last - 10);
      last = t;
    }, 10);
    try {
      const { r, ms } = await timedSync(s, { expand: { maxSteps: Infinity } });
      expect(r.error).toBe("parsing and expanding the feed took more than 2 s (the limit per feed)");
      expect(ms).toBeGreaterThan(2_000);
      expect(ms).toBeLessThan(3_500);
    } finally {
      clearInterval(probe);
    }
    expect(worst).toBeLessThan(100);
    expect(await blocksOf(s)).toEqual(GOOD_BLOCKS);
    expect((await feedRow(s)).lastError).toMatch(/more than 2 s/);
  });
});

describe("series that began long ago expand from the sync window", () => {
  it("hourly, daily (COUNT, UNTIL, EXDATE, an override of 2020), all-day, monthly and Outlook-zoned series: right blocks, fast", async () => {
    const { s } = await studioWithFeed(readFileSync(join(process.cwd(), "tests/fixtures/ics/old-series.ics"), "utf8"));
    const { r, ms } = await timedSync(s);
    expect(r.error).toBeNull();
    expect(ms).toBeLessThan(3_000);
    expect(await blocksOf(s)).toEqual([
      ["2027-10-01T06:00:00.000Z", "2027-10-01T07:00:00.000Z"], // daily, COUNT reaching into the window
      ["2027-10-01T20:00:00.000Z", "2027-10-01T20:30:00.000Z"], // daily until Oct 4; Oct 2 excluded
      ["2027-10-02T06:00:00.000Z", "2027-10-02T07:00:00.000Z"],
      ["2027-10-03T06:00:00.000Z", "2027-10-03T07:00:00.000Z"], // the COUNT's last
      ["2027-10-03T20:00:00.000Z", "2027-10-03T20:30:00.000Z"],
      ["2027-10-04T20:00:00.000Z", "2027-10-04T20:30:00.000Z"],
      ["2027-10-06T07:00:00.000Z", "2027-10-06T08:00:00.000Z"], // Oct 6 09:00 Madrid, found hour by hour
      ["2027-10-10T15:00:00.000Z", "2027-10-10T16:00:00.000Z"], // the 2020-03-15 occurrence, moved here
      ["2027-10-11T22:00:00.000Z", "2027-10-12T22:00:00.000Z"], // every other Tuesday since 1950, Madrid days
      ["2027-10-18T16:00:00.000Z", "2027-10-18T17:00:00.000Z"], // every fourth Monday since 2010, 18:00 CEST
      ["2027-10-25T22:00:00.000Z", "2027-10-26T22:00:00.000Z"],
      ["2027-10-31T10:00:00.000Z", "2027-10-31T11:00:00.000Z"], // the 31st (November has none)
      ["2027-11-08T23:00:00.000Z", "2027-11-09T23:00:00.000Z"], // after the DST change
      ["2027-11-15T17:00:00.000Z", "2027-11-15T18:00:00.000Z"], // 18:00 CET
      ["2027-11-22T23:00:00.000Z", "2027-11-23T23:00:00.000Z"],
    ]);
  });
});

describe("overrides", () => {
  it("an override moves an occurrence of its own series only (same UID), not another series' at the same time", async () => {
    const daily = (uid: string) => vevent(uid, "DTSTART:20270101T180000Z", "DTEND:20270101T190000Z", "RRULE:FREQ=DAILY;COUNT=280");
    const moved = vevent("a@test", "RECURRENCE-ID:20271002T180000Z", "DTSTART:20271002T070000Z", "DTEND:20271002T080000Z");
    const { s } = await studioWithFeed(calendar(daily("a@test"), moved, daily("b@test")));
    expect((await timedSync(s)).r.error).toBeNull();
    expect((await blocksOf(s)).filter(([start]) => start.startsWith("2027-10-02"))).toEqual([
      ["2027-10-02T07:00:00.000Z", "2027-10-02T08:00:00.000Z"], // a, moved
      ["2027-10-02T18:00:00.000Z", "2027-10-02T19:00:00.000Z"], // b, where it always was
    ]);
  });
});

describe("304 Not Modified", () => {
  it("keeps the blocks as they are while they reach the horizon; expands again once it moves past them or grows", async () => {
    const weekly = calendar(vevent("w@test", "DTSTART:20270105T080000Z", "DTEND:20270105T090000Z", "RRULE:FREQ=WEEKLY"));
    const { s } = await studioWithFeed(weekly);
    const ids = async () =>
      (await db.calendarBlock.findMany({ where: { roomId: s.roomIds[0], feedId: { not: null } }, orderBy: { startsAt: "asc" } })).map(
        (b) => b.id,
      );
    try {
      expect((await timedSync(s)).r.error).toBeNull();
      const first = await ids();
      expect(first.length).toBeGreaterThan(0);

      clock.advance(12 * 3_600_000);
      const { r } = await timedSync(s);
      expect(r).toMatchObject({ notModified: true, error: null, blocksWritten: first.length });
      expect(await ids()).toEqual(first); // not rewritten
      expect((await feedRow(s)).lastSuccessAt?.getTime()).toBe(Date.parse(NOW) + 12 * 3_600_000);

      const until = (await feedRow(s)).expandedUntil?.getTime();
      clock.advance(12 * 3_600_000 + 1);
      expect((await timedSync(s)).r).toMatchObject({ notModified: true, error: null });
      // A day on: expanded again to reach the moved horizon; the blocks that did not change stay as they are.
      expect((await feedRow(s)).expandedUntil?.getTime()).toBe(until! + 24 * 3_600_000 + 1);
      expect(await ids()).toEqual(first);

      await db.room.update({ where: { id: s.roomIds[0] }, data: { maxAdvanceDays: 120 } });
      clock.advance(60_000);
      expect((await timedSync(s)).r).toMatchObject({ notModified: true, error: null });
      const blocks = await blocksOf(s);
      expect(blocks.at(-1)?.[0]).toBe("2028-01-25T08:00:00.000Z"); // the longer horizon, at once
    } finally {
      clock.set(NOW);
    }
  });
});
