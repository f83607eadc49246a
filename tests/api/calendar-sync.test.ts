// Studio calendars (docs/calendars.md), calendars in: ICS feeds shaped like real Google, Apple and Outlook exports, served by
// a local HTTP server, synced into calendar blocks on real PostgreSQL, and the spans
// availability then returns. Runs with TZ=Asia/Kathmandu: nothing may lean on the process zone.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureJobs } from "../../lib/infra/queue";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { describeResult, syncCalendars } from "../../lib/domain/calendars/sync";
import { expandFeed, MAX_BLOCKS } from "../../lib/domain/calendars/expand";
import { fetchFeed, feedUrlProblem } from "../../lib/domain/calendars/fetch-feed";
import { roomAvailability } from "../../lib/domain/availability/room";
import { bookableRoom, getLiveSite } from "../../lib/domain/sites";
import { importStudio, parseStudioFile } from "../../lib/domain/studios/import";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold } from "../helpers/holds";
import { testDb } from "../helpers/test-db";

const fixture = (name: string) => readFileSync(join(process.cwd(), "tests/fixtures/ics", name), "utf8");
// Friday 2027-10-01 02:00 Madrid. Sala A: horizon 60 days, buffer 15 min, Tuesdays 10:00–23:00.
const NOW = "2027-10-01T00:00:00Z";
const clock = manualClock(NOW);

let server: Server;
let base: string;
const hits: Record<string, number> = {};
let weeklyBody = fixture("google-weekly.ics");
let failWeekly = false;

const db = testDb(3);
beforeAll(async () => {
  // Booking messages are enqueued; a server process makes the queue ready at start, this file has none.
  await ensureJobs();
  server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    hits[path] = (hits[path] ?? 0) + 1;
    const ics = (body: string, headers: Record<string, string> = {}) =>
      res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ...headers }).end(body);
    switch (path) {
      case "/google.ics": {
        if (failWeekly) return void res.writeHead(503).end("down");
        const etag = `"${createHash("sha256").update(weeklyBody).digest("hex").slice(0, 16)}"`;
        if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { ETag: etag }).end();
        return ics(weeklyBody, { ETag: etag });
      }
      case "/apple.ics":
        return ics(fixture("mixed.ics"), { "Last-Modified": "Wed, 01 Sep 2027 00:00:00 GMT" });
      case "/dst.ics":
        return ics(fixture("dst-no-vtimezone.ics"));
      case "/outlook.ics":
        return ics(fixture("outlook.ics"));
      case "/slow.ics":
        return void setTimeout(() => ics(fixture("mixed.ics")), 3_000);
      case "/malformed.ics":
        return ics("<html><body>Sign in to Google Calendar</body></html>");
      case "/huge.ics":
        return ics("BEGIN:VCALENDAR\r\n" + "X-PAD:".padEnd(1000, "x").concat("\r\n").repeat(200) + "END:VCALENDAR\r\n");
      case "/redirect-metadata.ics":
        return void res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
      case "/redirect-private.ics":
        return void res.writeHead(301, { Location: "http://10.1.2.3/cal.ics" }).end();
      case "/redirect-ok.ics":
        return void res.writeHead(302, { Location: "/apple.ics" }).end();
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
});

type Feed = { room?: number; path: string };
async function studioWith(feeds: Feed[], edit: (f: { rooms: { id: string }[] }) => void = () => {}): Promise<TestStudio> {
  return createStudio(db, (f) => {
    f.calendarFeeds = feeds.map((x) => ({ roomId: f.rooms[x.room ?? 0].id, url: `${base}${x.path}` }));
    edit(f);
  });
}
const blocksOf = async (roomId: string, feed: "feed" | "file" = "feed") =>
  (
    await db.calendarBlock.findMany({ where: { roomId, feedId: feed === "feed" ? { not: null } : null }, orderBy: { startsAt: "asc" } })
  ).map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()]);
const sync = (s: TestStudio, fetch = {}) => syncCalendars(db, clock, { slug: s.slug, fetch });
async function free(s: TestStudio, date: string, room = 0) {
  const site = await getLiveSite(db, s.slug);
  const a = await roomAvailability(db, clock, site, bookableRoom(site, s.roomIds[room]), { from: date });
  return a.days[0].free;
}

describe("Google export: weekly RRULE with EXDATE, a moved and a cancelled occurrence, VTIMEZONE", () => {
  it("writes one block per remaining occurrence, at the right wall time on both sides of the DST change", async () => {
    const s = await studioWith([{ path: "/google.ics" }]);
    const [r] = await sync(s);
    expect(r.error).toBeNull();
    expect(r.eventsRead).toBe(3);
    expect(await blocksOf(s.roomIds[0])).toEqual([
      ["2027-10-05T08:00:00.000Z", "2027-10-05T10:00:00.000Z"], // 10:00 CEST
      // 10-12 excluded (EXDATE); 10-19 moved to the 20th 16:00
      ["2027-10-20T14:00:00.000Z", "2027-10-20T16:00:00.000Z"],
      ["2027-10-26T08:00:00.000Z", "2027-10-26T10:00:00.000Z"],
      ["2027-11-02T09:00:00.000Z", "2027-11-02T11:00:00.000Z"], // 10:00 CET
      // 11-09 cancelled by its override
      ["2027-11-16T09:00:00.000Z", "2027-11-16T11:00:00.000Z"],
      ["2027-11-23T09:00:00.000Z", "2027-11-23T11:00:00.000Z"],
      ["2027-11-30T09:00:00.000Z", "2027-11-30T11:00:00.000Z"],
    ]);
    expect(r.blocksWritten).toBe(7);
    expect(describeResult(r)).toMatch(/3 events read, 7 blocks written$/);
  });

  it("availability honours the blocks at once: the block plus the room's buffer is taken; the excluded and moved-away days are free", async () => {
    const s = await studioWith([{ path: "/google.ics" }]);
    expect(await free(s, "2027-10-05")).toEqual([{ start: "10:00", end: "23:00" }]);
    await sync(s);
    expect(await free(s, "2027-10-05")).toEqual([{ start: "12:15", end: "23:00" }]);
    expect(await free(s, "2027-10-12")).toEqual([{ start: "10:00", end: "23:00" }]); // EXDATE
    expect(await free(s, "2027-10-19")).toEqual([{ start: "10:00", end: "23:00" }]); // moved away
    expect(await free(s, "2027-11-02")).toEqual([{ start: "12:15", end: "23:00" }]); // after DST: still 10–12 local
    expect(await free(s, "2027-11-09")).toEqual([{ start: "10:00", end: "23:00" }]); // cancelled occurrence
  });

  it("a second sync sends If-None-Match, gets 304 and keeps the same blocks", async () => {
    const s = await studioWith([{ path: "/google.ics" }]);
    await sync(s);
    const before = await blocksOf(s.roomIds[0]);
    const [r] = await sync(s);
    expect(r).toMatchObject({ notModified: true, error: null, blocksWritten: 7 });
    expect(await blocksOf(s.roomIds[0])).toEqual(before);
  });

  it("a feed that then fails keeps its last good blocks and records the error and its last success", async () => {
    const s = await studioWith([{ path: "/google.ics" }]);
    const [ok] = await sync(s);
    const good = await blocksOf(s.roomIds[0]);
    failWeekly = true;
    try {
      clock.advance(600_000);
      const [r] = await sync(s);
      expect(r.error).toBe("HTTP 503");
      expect(describeResult(r)).toContain("error: HTTP 503 (last good blocks kept)");
      expect(await blocksOf(s.roomIds[0])).toEqual(good);
      const row = await db.calendarFeed.findUniqueOrThrow({ where: { id: ok.feedId } });
      expect(row.lastError).toBe("HTTP 503");
      expect(row.lastSuccessAt?.getTime()).toBe(Date.parse(NOW));
      expect(row.lastSyncAt?.getTime()).toBe(Date.parse(NOW) + 600_000);
    } finally {
      failWeekly = false;
      clock.set(NOW);
    }
  });

  it("a changed feed replaces exactly its own blocks (other feeds and the studio file's blocks stay)", async () => {
    const s = await studioWith([{ path: "/google.ics" }, { path: "/apple.ics" }]);
    await sync(s);
    const fileBlocks = await blocksOf(s.roomIds[0], "file");
    expect(fileBlocks.length).toBeGreaterThan(0);
    const appleBefore = await db.calendarBlock.count({ where: { roomId: s.roomIds[0], feed: { url: { endsWith: "/apple.ics" } } } });
    weeklyBody = fixture("google-weekly.ics").replace("UNTIL=20271130T225959Z", "UNTIL=20271020T225959Z");
    try {
      const results = await sync(s);
      expect(results.map((r) => r.blocksWritten)).toContain(2); // Oct 5 and the moved Oct 20
      expect(await db.calendarBlock.count({ where: { roomId: s.roomIds[0], feed: { url: { endsWith: "/google.ics" } } } })).toBe(2);
      expect(await db.calendarBlock.count({ where: { roomId: s.roomIds[0], feed: { url: { endsWith: "/apple.ics" } } } })).toBe(
        appleBefore,
      );
      expect(await blocksOf(s.roomIds[0], "file")).toEqual(fileBlocks);
    } finally {
      weeklyBody = fixture("google-weekly.ics");
    }
  });
});

describe("Apple export: all-day, floating, UTC, transparent, cancelled and past events", () => {
  it("all-day blocks whole studio days; floating is the studio's wall time; free and cancelled events block nothing", async () => {
    const s = await studioWith([{ path: "/apple.ics" }]);
    const [r] = await sync(s);
    expect(r).toMatchObject({ error: null, eventsRead: 7, blocksWritten: 4 });
    expect(await blocksOf(s.roomIds[0])).toEqual([
      ["2027-10-08T08:00:00.000Z", "2027-10-08T09:00:00.000Z"], // UTC
      ["2027-10-14T22:00:00.000Z", "2027-10-16T22:00:00.000Z"], // 15th and 16th, Madrid days
      ["2027-10-22T08:00:00.000Z", "2027-10-22T09:30:00.000Z"], // floating 10:00–11:30 Madrid
      ["2027-10-28T22:00:00.000Z", "2027-10-29T22:00:00.000Z"], // all-day without DTEND: one day
    ]);
  });

  it("an all-day block leaves no free span that day", async () => {
    const s = await studioWith([{ path: "/apple.ics" }]);
    await sync(s);
    expect(await free(s, "2027-10-15")).toEqual([]);
  });
});

describe("time zones without the feed's help", () => {
  it("TZID with no VTIMEZONE uses the real IANA rules: an event across Madrid's DST change, and a weekly series over it", async () => {
    const s = await studioWith([{ path: "/dst.ics" }]);
    const [r] = await sync(s);
    expect(r.error).toBeNull();
    expect(await blocksOf(s.roomIds[0])).toEqual([
      ["2027-10-16T08:00:00.000Z", "2027-10-16T09:00:00.000Z"],
      ["2027-10-23T08:00:00.000Z", "2027-10-23T09:00:00.000Z"],
      ["2027-10-30T08:00:00.000Z", "2027-10-30T09:00:00.000Z"],
      ["2027-10-30T20:00:00.000Z", "2027-10-31T03:00:00.000Z"], // 22:00 CEST → 04:00 CET: 7 real hours
      ["2027-11-06T09:00:00.000Z", "2027-11-06T10:00:00.000Z"], // 10:00 CET
    ]);
  });

  it("Outlook: a Windows zone name defined by the feed's own VTIMEZONE", async () => {
    const s = await studioWith([{ path: "/outlook.ics" }]);
    await sync(s);
    expect(await blocksOf(s.roomIds[0])).toEqual([["2027-11-04T14:00:00.000Z", "2027-11-04T15:30:00.000Z"]]);
  });
});

describe("failures: timeout, malformed, oversized, HTTP errors — nothing is wiped", () => {
  it.each([
    ["/slow.ics", /timed out/],
    ["/malformed.ics", /not a valid iCalendar file/],
    ["/huge.ics", /larger than 100000 bytes/],
    ["/nope.ics", /HTTP 404/],
  ])("%s fails with a clear error and keeps the blocks it had", async (path, error) => {
    const s = await studioWith([{ path: "/apple.ics" }]);
    await sync(s);
    const good = await blocksOf(s.roomIds[0]);
    const feed = await db.calendarFeed.findFirstOrThrow({ where: { studioId: s.studioId } });
    await db.calendarFeed.update({ where: { id: feed.id }, data: { url: `${base}${path}`, etag: null, lastModified: null } });
    const [r] = await sync(s, { timeoutMs: 500, maxBytes: 100_000 });
    expect(r.error).toMatch(error);
    expect(await blocksOf(s.roomIds[0])).toEqual(good);
    expect((await db.calendarFeed.findUniqueOrThrow({ where: { id: feed.id } })).lastError).toMatch(error);
  });

  it("a cap on expanded events: a feed over it fails instead of blocking half a calendar", async () => {
    const many = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:x",
      "DTSTART:20271001T000000Z",
      "DTEND:20271001T000100Z",
      // Every 5 minutes, written as a daily rule (FREQ=MINUTELY itself is refused).
      `RRULE:FREQ=DAILY;BYHOUR=${Array.from({ length: 24 }, (_, h) => h)};BYMINUTE=${Array.from({ length: 12 }, (_, m) => m * 5)}`,
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    await expect(
      // The cap is what is tested, not the time budget: under a loaded CI the 2 s budget could fail it first.
      expandFeed(
        many,
        { studioTz: "Europe/Madrid", from: new Date(NOW), to: new Date(Date.parse(NOW) + 60 * 86_400_000) },
        { budgetMs: 30_000 },
      ),
    ).rejects.toThrow(new RegExp(`more than ${MAX_BLOCKS}`));
  });
});

describe("feed URL safety", () => {
  it("production: https only; loopback, private and metadata addresses refused, also after a redirect", async () => {
    expect(feedUrlProblem("http://calendar.example/a.ics", true)).toMatch(/https/);
    expect(feedUrlProblem("https://calendar.example/a.ics", true)).toBe("");
    expect(feedUrlProblem("ftp://x/a.ics", false)).not.toBe("");
    const none = { etag: null, lastModified: null };
    await expect(fetchFeed("https://127.0.0.1:1/a.ics", none, { production: true })).rejects.toThrow(/not allowed/);
    await expect(fetchFeed("https://169.254.169.254/latest", none, { production: true })).rejects.toThrow(/not allowed/);
    await expect(fetchFeed("https://10.0.0.8/a.ics", none, { production: true })).rejects.toThrow(/not allowed/);
    await expect(fetchFeed(`${base}/apple.ics`, none, { production: true })).rejects.toThrow(/https/);
  });

  it("pre-production allows http://127.0.0.1 but still refuses a redirect to metadata or private addresses", async () => {
    const none = { etag: null, lastModified: null };
    await expect(fetchFeed(`${base}/redirect-ok.ics`, none, { production: false })).resolves.toMatchObject({ status: 200 });
    await expect(fetchFeed(`${base}/redirect-metadata.ics`, none, { production: false, timeoutMs: 2000 })).rejects.toThrow(/not allowed/);
    await expect(fetchFeed(`${base}/redirect-private.ics`, none, { production: false, timeoutMs: 2000 })).rejects.toThrow(/not allowed/);
  });
});

describe("bookings, the studio file and the feed", () => {
  it("a feed block over an existing booking is reported, and the booking stands", async () => {
    const s = await studioWith([{ path: "/google.ics" }]);
    // A booking on Tuesday 2027-10-05 10:30 Madrid, made before the studio's calendar said so.
    const now = new Date(NOW);
    const h = await createHold(db, s, { startsAt: new Date("2027-10-05T08:30:00Z"), minutes: 60, now });
    const b = await confirmHold(db, clock, h.holdId, { paymentMode: "on_site" });
    const [r] = await sync(s);
    expect(r.conflicts.map((c) => c.reference)).toEqual([b.booking.reference]);
    expect(describeResult(r)).toContain(`overlaps booking ${b.booking.reference}`);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.booking.id } })).status).toBe("confirmed");
  });

  it("our own bookings coming back through the studio's calendar do not block themselves", async () => {
    const s = await studioWith([]);
    const h = await createHold(db, s, { startsAt: new Date("2027-10-05T08:30:00Z"), minutes: 60, now: new Date(NOW) });
    const b = await confirmHold(db, clock, h.holdId, { paymentMode: "on_site" });
    const echo = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      `UID:${b.booking.id}@${s.slug}.localhost:3000`,
      "DTSTART:20271005T083000Z",
      "DTEND:20271005T093000Z",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    weeklyBody = echo;
    try {
      const feed = await db.calendarFeed.create({ data: { studioId: s.studioId, roomId: s.roomIds[0], url: `${base}/google.ics` } });
      const [r] = await sync(s);
      expect(r).toMatchObject({ feedId: feed.id, eventsRead: 1, blocksWritten: 0, conflicts: [] });
    } finally {
      weeklyBody = fixture("google-weekly.ics");
    }
  });

  it("re-importing the studio file replaces its own blocks, keeps feed blocks of listed feeds, drops unlisted feeds with theirs", async () => {
    const s = await studioWith([{ path: "/google.ics" }, { path: "/apple.ics" }]);
    await sync(s);
    const googleBlocks = await db.calendarBlock.count({ where: { feed: { studioId: s.studioId, url: { endsWith: "/google.ics" } } } });
    expect(googleBlocks).toBe(7);
    const file = structuredClone(s.file);
    file.calendarBlocks = [];
    file.calendarFeeds = file.calendarFeeds.filter((c) => c.url.endsWith("/google.ics"));
    await importStudio(db, parseStudioFile(file));
    expect(await blocksOf(s.roomIds[0], "file")).toEqual([]);
    expect(await db.calendarBlock.count({ where: { feed: { studioId: s.studioId, url: { endsWith: "/google.ics" } } } })).toBe(7);
    expect(await db.calendarFeed.count({ where: { studioId: s.studioId } })).toBe(1);
    expect(await db.calendarBlock.count({ where: { roomId: s.roomIds[0], feedId: { not: null } } })).toBe(7);
  });

  it("studio file: calendarFeeds validated (room of this file, http(s) URL or /demo/ path, no duplicates)", async () => {
    const s = await studioWith([]);
    const bad = (feeds: unknown) => () => parseStudioFile({ ...structuredClone(s.file), calendarFeeds: feeds });
    expect(bad([{ roomId: "00000000-0000-4000-8000-000000000000", url: "https://a.example/x.ics" }])).toThrow(/calendarFeeds\.0\.roomId/);
    expect(bad([{ roomId: s.roomIds[0], url: "ftp://a.example/x.ics" }])).toThrow(/calendarFeeds\.0\.url/);
    expect(bad([{ roomId: s.roomIds[0], url: "/etc/passwd" }])).toThrow(/calendarFeeds\.0\.url/);
    expect(
      bad([
        { roomId: s.roomIds[0], url: "https://a.example/x.ics" },
        { roomId: s.roomIds[0], url: "https://a.example/x.ics" },
      ]),
    ).toThrow(/calendarFeeds\.1\.url/);
    expect(
      parseStudioFile({ ...structuredClone(s.file), calendarFeeds: [{ roomId: s.roomIds[0], url: "/demo/estudi-llum-calendar.ics" }] })
        .calendarFeeds,
    ).toHaveLength(1);
  });

  it("the worker's schedule syncs only feeds not fetched for CALENDAR_SYNC_MINUTES", async () => {
    const s = await studioWith([{ path: "/apple.ics" }]);
    const before = hits["/apple.ics"] ?? 0;
    const due = (min: number) => syncCalendars(db, clock, { dueMinutes: min }).then((rs) => rs.filter((r) => r.slug === s.slug));
    expect(await due(10)).toHaveLength(1);
    expect(await due(10)).toHaveLength(0);
    clock.advance(10 * 60_000);
    try {
      expect(await due(10)).toHaveLength(1);
    } finally {
      clock.set(NOW);
    }
    expect(hits["/apple.ics"]).toBeGreaterThanOrEqual(before + 2);
  });
});

describe("the demo feed", () => {
  it("prisma/demo/files/estudi-llum-calendar.ics expands: weekly maintenance and the phone class block, the free reminder does not", async () => {
    const text = readFileSync(join(process.cwd(), "prisma/demo/files/estudi-llum-calendar.ics"), "utf8");
    const from = systemClock.now();
    const { events, spans } = await expandFeed(text, { studioTz: "Europe/Madrid", from, to: new Date(from.getTime() + 14 * 86_400_000) });
    expect(events).toBe(3);
    expect(spans.length).toBeGreaterThanOrEqual(3);
    expect(spans.every((x) => !/no bloqueja/.test(x.summary))).toBe(true);
  });
});
