// Calendar sync at scale (docs/calendars.md, Calendars in): a feed whose body did not change is
// not parsed again and writes no block; a changed event rewrites only its own block; a 304 that
// must reach a moved horizon writes only the new blocks; several feeds are fetched at once; the
// worker's schedule spreads feeds over the interval. Feeds come from a local HTTP server; syncs
// run on real PostgreSQL with a manual clock.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { syncCalendars, type SyncOptions } from "../../lib/domain/calendars/sync";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const NOW = "2027-10-01T00:00:00Z";
const clock = manualClock(NOW);

let server: Server;
let base: string;
const bodies = new Map<string, string>();
/** Paths whose server ignores validators (answers 200 with the same body every time). */
const noValidators = new Set<string>();
let delayMs = 0;
let inFlight = 0;
let maxInFlight = 0;

const db = testDb(10);
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const body = bodies.get(path);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      if (body === undefined) return void res.writeHead(404).end();
      if (noValidators.has(path)) return void res.writeHead(200, { "Content-Type": "text/calendar" }).end(body);
      const etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"`;
      if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { ETag: etag }).end();
      res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag }).end(body);
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
// Other files' syncs of every due feed (the worker's schedule) must not meet these feeds.
const studios: string[] = [];
afterEach(async () => {
  delayMs = 0;
  clock.set(NOW);
  await db.calendarFeed.deleteMany({ where: { studioId: { in: studios.splice(0) } } });
});
afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
});

const calendar = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Studio Booking tests//EN", ...events.flat(), "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, start: string, end: string, ...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "DTSTAMP:20270901T000000Z",
  `DTSTART:${start}`,
  `DTEND:${end}`,
  ...lines,
  "END:VEVENT",
];
const THREE = [
  vevent("a@test", "20271005T080000Z", "20271005T090000Z", "SUMMARY:A"),
  vevent("b@test", "20271006T080000Z", "20271006T090000Z", "SUMMARY:B"),
  vevent("c@test", "20271007T080000Z", "20271007T090000Z", "SUMMARY:C"),
];

/** A studio whose room 0 has `bodies.length` feeds, each served at a path of its own. */
async function studioWithFeeds(...feedBodies: string[]): Promise<{ s: TestStudio; paths: string[] }> {
  const paths = feedBodies.map(() => `/${randomUUID()}.ics`);
  paths.forEach((p, i) => bodies.set(p, feedBodies[i]));
  const s = await createStudio(db, (f) => {
    f.calendarFeeds = paths.map((p) => ({ roomId: f.rooms[0].id, url: `${base}${p}` }));
  });
  studios.push(s.studioId);
  return { s, paths };
}
/** Every feed block of the studio's room 0 with its row version: a rewritten row gets a new xmin. */
const blockRows = (s: TestStudio) =>
  db.$queryRaw<{ id: string; xmin: string; startsAt: Date }[]>`
    SELECT id::text, xmin::text, "startsAt" FROM calendar_block
     WHERE "roomId" = ${s.roomIds[0]}::uuid AND "feedId" IS NOT NULL ORDER BY "startsAt", id`;
const sync = (s: TestStudio, opts: SyncOptions & { dueMinutes?: number; spread?: boolean } = {}) =>
  syncCalendars(db, clock, { slug: s.slug, ...opts });
/** Parsing cannot succeed under these limits (the parser is given no time to start): a sync that still succeeds did not parse. */
const NO_PARSING: SyncOptions = { expand: { startupMs: 0 } };

describe("an unchanged cycle writes no block", () => {
  it("the same body again (a server that ignores validators): not parsed, no block rewritten", async () => {
    const { s, paths } = await studioWithFeeds(calendar(...THREE));
    noValidators.add(paths[0]);
    const [first] = await sync(s);
    expect(first).toMatchObject({ error: null, blocksWritten: 3, blocksChanged: 3 });
    const before = await blockRows(s);
    clock.advance(10 * 60_000);
    const [again] = await sync(s, NO_PARSING);
    expect(again).toMatchObject({ error: null, notModified: false, blocksWritten: 3, blocksChanged: 0 });
    expect(await blockRows(s)).toEqual(before);
    const feed = await db.calendarFeed.findFirstOrThrow({ where: { studioId: s.studioId } });
    expect(feed.lastSuccessAt?.toISOString()).toBe(clock.now().toISOString());
    expect(feed.bodyHash).toBe(createHash("sha256").update(bodies.get(paths[0])!).digest("hex"));
  });

  it("a changed event: only its block is replaced, the others keep their rows", async () => {
    const { s, paths } = await studioWithFeeds(calendar(...THREE));
    await sync(s);
    const before = await blockRows(s);
    bodies.set(paths[0], calendar(THREE[0], vevent("b@test", "20271006T100000Z", "20271006T110000Z", "SUMMARY:B"), THREE[2]));
    const [r] = await sync(s);
    expect(r).toMatchObject({ error: null, blocksWritten: 3, blocksChanged: 2 });
    const after = await blockRows(s);
    expect(after.map((b) => b.startsAt.toISOString())).toEqual([
      "2027-10-05T08:00:00.000Z",
      "2027-10-06T10:00:00.000Z",
      "2027-10-07T08:00:00.000Z",
    ]);
    expect([after[0], after[2]]).toEqual([before[0], before[2]]); // same id, same row version
    expect(after[1].id).not.toBe(before[1].id);
  });

  it("304 a day later: re-expanded to the moved horizon, and only the new occurrence is written", async () => {
    const daily = vevent("d@test", "20270901T080000Z", "20270901T090000Z", "RRULE:FREQ=DAILY", "SUMMARY:Daily");
    const { s } = await studioWithFeeds(calendar(daily));
    await sync(s);
    const before = await blockRows(s);
    clock.advance(24 * 3_600_000 + 1);
    const [r] = await sync(s);
    expect(r).toMatchObject({ error: null, notModified: true });
    const after = await blockRows(s);
    // The first day's block is gone (it is past), one more at the end; every other row untouched.
    expect(after.slice(0, -1)).toEqual(before.slice(1));
    expect(r.blocksChanged).toBe(2);
  });
});

describe("many feeds", () => {
  it("fetches several feeds at once", async () => {
    const { s } = await studioWithFeeds(...Array.from({ length: 8 }, () => calendar(THREE[0])));
    delayMs = 400;
    maxInFlight = 0;
    const rs = await sync(s);
    expect(rs.map((r) => r.error)).toEqual(Array(8).fill(null));
    expect(maxInFlight).toBeGreaterThanOrEqual(4);
  });

  it("the worker's schedule takes its share of the feeds per run, so they spread over the interval", async () => {
    const { s } = await studioWithFeeds(...Array.from({ length: 10 }, () => calendar(THREE[0])));
    const run = () => sync(s, { dueMinutes: 10, spread: true });
    const counts: number[] = [];
    for (let minute = 0; minute < 6; minute++) {
      counts.push((await run()).length);
      clock.advance(60_000);
    }
    // 10 feeds over 10 minutes: at most 2 a run (twice the share), all synced within 5 minutes.
    expect(counts).toEqual([2, 2, 2, 2, 2, 0]);
    clock.advance(5 * 60_000); // minute 11: the first two are due again, and only they
    expect((await run()).length).toBe(2);
  });
});
