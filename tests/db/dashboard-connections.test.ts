// The dashboard's connections (lib/domain/dashboard/connections.ts): the bookings feed URL shown
// once on rotation (owners only), the old URL dead at once; each calendar feed's state; "sync
// now" for the studio's own feeds only.
import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { renderFeed } from "../../lib/domain/calendars/feed-out";
import { rotateBookingFeed, studioConnections, syncCalendarFeedNow } from "../../lib/domain/dashboard/connections";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;
let server: Server;
let base: string;
let up = true;
const NOW = new Date("2030-03-10T12:00:00Z");
const clock = manualClock(NOW);

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:rehearsal-1@calendar.test",
  "DTSTAMP:20300301T000000Z",
  "DTSTART:20300315T090000Z",
  "DTEND:20300315T110000Z",
  "SUMMARY:Rehearsal",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const db = testDb(4, { env: { PUBLIC_BASE_URL: "https://book.example" } });
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
  server = createServer((req, res) => {
    if (!up) return void res.writeHead(503).end("down");
    res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(ICS);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
});

describe("bookings feed", () => {
  it("no feed yet: nothing to show", async () => {
    expect(await studioConnections(db, actorFor(a))).toEqual({ bookingFeedUrl: null, bookingFeedCreatedAt: null, calendarFeeds: [] });
  });

  it("staff may not rotate; an owner gets the URL once, and the previous one stops working", async () => {
    await expect(rotateBookingFeed(db, clock, actorFor(a, "staff"))).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
    await addBooking(db, a, { at: "2030-03-12T10:00", guestName: "In the feed" });
    const first = await rotateBookingFeed(db, clock, actorFor(a, "owner"));
    const m = /^https:\/\/book\.example\/v1\/feeds\/([0-9a-f]{64})\.ics$/.exec(first.bookingFeedUrl);
    expect(m).not.toBeNull();
    expect((await renderFeed(db, clock, m![1])).body).toContain("In the feed");

    const c = await studioConnections(db, actorFor(a));
    expect(c.bookingFeedUrl).toBeNull(); // only the hash is stored
    expect(c.bookingFeedCreatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const second = await rotateBookingFeed(db, clock, actorFor(a, "owner"));
    expect(second.bookingFeedUrl).not.toBe(first.bookingFeedUrl);
    await expect(renderFeed(db, clock, m![1])).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    const secret2 = /([0-9a-f]{64})\.ics$/.exec(second.bookingFeedUrl)![1];
    expect((await renderFeed(db, clock, secret2)).body).toContain("In the feed");
    expect(await db.bookingFeed.count({ where: { studioId: a.studioId } })).toBe(1);
    // The other studio's feed is untouched and separate.
    expect((await studioConnections(db, actorFor(b))).bookingFeedCreatedAt).toBeNull();

    // Audited as the owner, in the rotation's transaction, like a webhook's (docs/studio-actions.md,
    // Audit trail): the first made the feed, the second rotated it; the refused staff member wrote nothing.
    const owner = actorFor(a, "owner");
    const rows = await db.studioAudit.findMany({
      where: { studioId: a.studioId, action: { startsWith: "booking_feed." } },
      orderBy: { seq: "asc" },
    });
    expect(rows.map((r) => [r.action, r.detail, r.actorUserId, r.actorEmail, r.actorRole, r.at.toISOString()])).toEqual([
      ["booking_feed.create", { roomId: null }, owner.userId, owner.email, "owner", NOW.toISOString()],
      ["booking_feed.rotate", { roomId: null }, owner.userId, owner.email, "owner", NOW.toISOString()],
    ]);
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toMatch(/[0-9a-f]{64}/);
  });
});

describe("calendar feeds", () => {
  let feedA: string;
  let feedB: string;
  beforeAll(async () => {
    feedA = (await db.calendarFeed.create({ data: { studioId: a.studioId, roomId: a.roomIds[1], url: `${base}/a.ics` } })).id;
    feedB = (await db.calendarFeed.create({ data: { studioId: b.studioId, roomId: b.roomIds[0], url: `${base}/b.ics` } })).id;
  });

  it("lists the studio's own feeds with their room and state", async () => {
    const c = await studioConnections(db, actorFor(a));
    expect(c.calendarFeeds).toEqual([
      {
        id: feedA,
        roomId: a.roomIds[1],
        roomName: a.file.rooms[1].name,
        url: `${base}/a.ics`,
        lastSyncAt: null,
        lastSuccessAt: null,
        lastError: null,
        eventsRead: 0,
        blocksWritten: 0,
        pausedAt: null,
      },
    ]);
  });

  it("sync now writes the feed's blocks and answers its new state", async () => {
    const r = await syncCalendarFeedNow(db, clock, actorFor(a), feedA);
    expect(r).toMatchObject({ error: null, notModified: false, conflicts: [] });
    expect(r.feed).toMatchObject({ id: feedA, eventsRead: 1, blocksWritten: 1, lastError: null, lastSyncAt: "2030-03-10T13:00:00+01:00" });
    const blocks = await db.calendarBlock.findMany({ where: { feedId: feedA } });
    expect(blocks.map((x) => [x.startsAt.toISOString(), x.note])).toEqual([["2030-03-15T09:00:00.000Z", "Rehearsal"]]);
  });

  it("a failed fetch is reported in the answer, the last good blocks stay", async () => {
    up = false;
    try {
      const r = await syncCalendarFeedNow(db, clock, actorFor(a), feedA);
      expect(r.error).toMatch(/503/);
      expect(r.feed.lastError).toMatch(/503/);
      expect(r.feed.lastSuccessAt).toBe("2030-03-10T13:00:00+01:00");
      expect(await db.calendarBlock.count({ where: { feedId: feedA } })).toBe(1);
    } finally {
      up = true;
    }
  });

  it("names the bookings the new blocks overlap", async () => {
    const bk = await addBooking(db, a, { at: "2030-03-15T10:30", roomIndex: 1 });
    const r = await syncCalendarFeedNow(db, clock, actorFor(a), feedA);
    expect(r.conflicts).toEqual([{ reference: bk.reference, startsAt: "2030-03-15T10:30:00+01:00", endsAt: "2030-03-15T11:30:00+01:00" }]);
  });

  it("another studio's feed, an unknown id and a malformed one are 404, and nothing is fetched", async () => {
    for (const id of [feedB, randomUUID(), "nope"])
      await expect(syncCalendarFeedNow(db, clock, actorFor(a, "owner"), id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect((await db.calendarFeed.findUniqueOrThrow({ where: { id: feedB } })).lastSyncAt).toBeNull();
  });
});
