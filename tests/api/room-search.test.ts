// findRooms over HTTP (docs/api.md, Finding a room): every bookable room judged for one start and
// length by the slot rule, with why not and the nearest free starts; its validation and not-found answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold } from "../helpers/holds";
import { RoomSearch } from "../../lib/contract/room-search";
import { manualClock, setClock } from "../../lib/infra/clock";

let app: TestApp;
let studio: TestStudio;
const path = (s: TestStudio, q: string) => `/v1/public/sites/${s.slug}/room-search${q}`;
/** Monday 2030-01-14, 09:00 in Madrid. */
const MONDAY_9 = "2030-01-14T08:00:00Z";

beforeAll(async () => {
  app = await startTestApp();
  studio = await createStudio(app.db);
});
afterEach(() => setClock(null));
afterAll(() => app?.close());

const search = async (q: string, s = studio) => {
  const r = await app.get(path(s, q));
  expect(r.status).toBe(200);
  expect(r.headers.get("cache-control")).toBe("no-store");
  const found = RoomSearch.strict().parse(r.body.data);
  return { found, room: (i: number) => found.rooms.find((x) => x.roomId === s.roomIds[i]) };
};

describe("GET room-search", () => {
  it("a room free for the party, one taken with its nearest free starts, and rooms too small", async () => {
    // Tuesday 15th: Sala A (6 people) is blocked 10:00–14:00 (+15 min buffer); Sala C (3) is free at noon.
    setClock(manualClock(MONDAY_9));
    const { found, room } = await search("?date=2030-01-15&startTime=12:00&minutes=120&partySize=4");
    expect(found).toMatchObject({ date: "2030-01-15", startTime: "12:00", minutes: 120, partySize: 4, timezone: "Europe/Madrid" });
    // The nearest starts of the same length on the room's 30-minute grid, after the block and its buffer.
    expect(room(0)).toEqual({
      roomId: studio.roomIds[0],
      free: false,
      reason: "taken",
      nearest: [
        { date: "2030-01-15", startTime: "14:30" },
        { date: "2030-01-15", startTime: "15:00" },
        { date: "2030-01-15", startTime: "15:30" },
      ],
    });
    expect(room(2)).toEqual({ roomId: studio.roomIds[2], free: false, reason: "too_small", nearest: [] });

    const two = await search("?date=2030-01-15&startTime=12:00&minutes=120&partySize=2");
    expect(two.room(2)).toEqual({ roomId: studio.roomIds[2], free: true, reason: null, nearest: [] });
  });

  it("agrees with a hold: the time a live hold takes is taken for the search too", async () => {
    setClock(manualClock(MONDAY_9));
    const s = await createStudio(app.db, (f) => (f.calendarBlocks = []));
    const at = new Date("2030-01-15T11:00:00Z"); // 12:00 Madrid
    await createHold(app.db, s, { roomIndex: 2, startsAt: at, minutes: 120, now: new Date(MONDAY_9) });
    const { room } = await search("?date=2030-01-15&startTime=12:00&minutes=60", s);
    expect(room(2)).toMatchObject({ free: false, reason: "taken" });
    expect(room(0)).toMatchObject({ free: true, reason: null });
  });

  it("says closed, a length the room does not book, and too soon", async () => {
    setClock(manualClock(MONDAY_9));
    // Saturday is closed: the nearest starts are Sunday's, from opening.
    const sat = await search("?date=2030-01-19&startTime=12:00&minutes=60");
    expect(sat.room(2)).toMatchObject({ free: false, reason: "closed" });
    expect(sat.room(2)!.nearest[0].date).toBe("2030-01-20");
    // Sala C books 60 to 180 minutes.
    const long = await search("?date=2030-01-15&startTime=12:00&minutes=300");
    expect(long.room(2)).toEqual({ roomId: studio.roomIds[2], free: false, reason: "length", nearest: [] });
    // Sala A's minimum notice is an hour: at 09:30, the opening at 10:00 today is too soon.
    setClock(manualClock("2030-01-14T08:30:00Z"));
    const soon = await search("?date=2030-01-14&startTime=10:00&minutes=60");
    expect(soon.room(0)).toMatchObject({ free: false, reason: "outside_window" });
  });

  it("400 VALIDATION_ERROR naming the query's problems; 404 for an unknown studio; 404 SITE_NOT_LIVE for a draft", async () => {
    for (const q of [
      "",
      "?date=2030-01-15&startTime=12:00",
      "?date=2030-02-30&startTime=12:00&minutes=60",
      "?date=2030-01-15&startTime=25:00&minutes=60",
      "?date=2030-01-15&startTime=12:00&minutes=0",
      "?date=2030-01-15&startTime=12:00&minutes=abc",
      "?date=2030-01-15&startTime=12:00&minutes=60&partySize=-1",
    ]) {
      const r = await app.get(path(studio, q));
      expect(errorOf(r), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    }
    const missing = await app.get(path(studio, "?date=2030-01-15"));
    expect(missing.body.error.message).toMatch(/startTime/);
    expect(missing.body.error.message).toMatch(/minutes/);
    expect(errorOf(await app.get(`/v1/public/sites/no-such-studio/room-search?date=2030-01-15&startTime=12:00&minutes=60`))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    const draft = await createStudio(app.db, (f) => (f.site.status = "draft"));
    expect(errorOf(await app.get(path(draft, "?date=2030-01-15&startTime=12:00&minutes=60")))).toEqual({
      status: 404,
      code: "SITE_NOT_LIVE",
      envelope: true,
    });
  });

  it("a studio with online booking off, or not yet verified, answers no rooms", async () => {
    setClock(manualClock(MONDAY_9));
    const off = await createStudio(app.db, (f) => (f.booking.bookingOnline = false));
    expect((await search("?date=2030-01-15&startTime=12:00&minutes=60", off)).found.rooms).toEqual([]);
    // A studio that has just signed up takes no hold (403 STUDIO_NOT_VERIFIED): no room is offered as free.
    const fresh = await createStudio(app.db, (f) => (f.studio.isVerified = false));
    expect((await search("?date=2030-01-15&startTime=12:00&minutes=60", fresh)).found.rooms).toEqual([]);
  });
});
