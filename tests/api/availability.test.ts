// getAvailability over HTTP: the Availability fields, spans net of blocks, claims, buffers, notice and horizon.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { Availability } from "../../lib/contract/schemas";
import { manualClock, setClock } from "../../lib/infra/clock";

let app: TestApp;
let studio: TestStudio;
const path = (s: TestStudio, room: string, q = "") => `/v1/public/sites/${s.slug}/rooms/${room}/availability${q}`;

beforeAll(async () => {
  app = await startTestApp();
  studio = await createStudio(app.db);
});
afterEach(() => setClock(null));
afterAll(() => app?.close());

describe("GET availability", () => {
  it("returns every field of 2.6 and spans net of the calendar block and its buffer", async () => {
    // Monday 2030-01-14 09:00 Madrid; Sala A: Tuesday 10:00–23:00, block 10:00–14:00, buffer 15.
    setClock(manualClock("2030-01-14T08:00:00Z"));
    const r = await app.get(path(studio, studio.roomIds[0], "?from=2030-01-15"));
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const a = Availability.strict().parse(r.body.data);
    expect(a).toMatchObject({
      roomId: studio.roomIds[0],
      timezone: "Europe/Madrid",
      hourlyCents: 1800,
      currency: "EUR",
      minMinutes: 60,
      maxMinutes: 240,
      stepMinutes: 30,
      minNoticeMin: 60,
      maxAdvanceDays: 60,
    });
    expect(a.days).toEqual([{ date: "2030-01-15", free: [{ start: "14:15", end: "23:00" }] }]);
  });

  it("defaults from to today in the studio's zone and to to from", async () => {
    // 23:30 UTC on the 14th is already the 15th in Madrid.
    setClock(manualClock("2030-01-14T23:30:00Z"));
    const r = await app.get(path(studio, studio.roomIds[2]));
    expect(r.body.data.days.map((d: { date: string }) => d.date)).toEqual(["2030-01-15"]);
  });

  it("applies the minimum notice and the horizon", async () => {
    setClock(manualClock("2030-01-15T10:10:00Z")); // 11:10 Madrid
    const r = await app.get(path(studio, studio.roomIds[2], "?from=2030-01-15&to=2030-01-16"));
    // Sala C: notice 30 min → free from 11:40.
    expect(r.body.data.days[0].free[0].start).toBe("11:40");
    const far = await app.get(path(studio, studio.roomIds[2], "?from=2030-03-05&to=2030-03-06"));
    // Sala C: maxAdvanceDays 45 → last bookable date 2030-03-01.
    expect(far.body.data.days.every((d: { free: unknown[] }) => d.free.length === 0)).toBe(true);
  });

  it("excludes live holds and bookings (slot_claim rows) with the buffer, and ignores expired ones", async () => {
    setClock(manualClock("2030-01-14T08:00:00Z"));
    const s = await createStudio(app.db, (f) => (f.calendarBlocks = []));
    const room = s.roomIds[0];
    await app.db.$executeRaw`INSERT INTO slot_claim ("roomId", "startsAt", "endsAt", span, "expiresAt") VALUES
      (${room}::uuid, '2030-01-15T11:00Z', '2030-01-15T12:00Z', tstzrange('2030-01-15T11:00Z', '2030-01-15T12:15Z'), NULL),
      (${room}::uuid, '2030-01-15T15:00Z', '2030-01-15T16:00Z', tstzrange('2030-01-15T15:00Z', '2030-01-15T16:15Z'), '2030-01-14T08:30Z'),
      (${room}::uuid, '2030-01-15T18:00Z', '2030-01-15T19:00Z', tstzrange('2030-01-15T18:00Z', '2030-01-15T19:15Z'), '2030-01-14T07:59Z')`;
    const r = await app.get(path(s, room, "?from=2030-01-15"));
    expect(r.body.data.days[0].free).toEqual([
      { start: "10:00", end: "11:45" },
      { start: "13:15", end: "15:45" },
      { start: "17:15", end: "23:00" },
    ]);
  });

  it("gives closed days an empty list and clips windows longer than 31 days", async () => {
    setClock(manualClock("2030-01-01T08:00:00Z"));
    const r = await app.get(path(studio, studio.roomIds[0], "?from=2030-01-01&to=2030-03-31"));
    expect(r.status).toBe(200);
    expect(r.body.data.days).toHaveLength(31);
    expect(r.body.data.days[30].date).toBe("2030-01-31");
    const saturday = r.body.data.days.find((d: { date: string }) => d.date === "2030-01-05");
    expect(saturday.free).toEqual([]);
  });

  it("404 RESOURCE_NOT_FOUND for an unknown slug, unknown room and malformed room id", async () => {
    for (const p of [
      path({ ...studio, slug: "nope-nope" }, studio.roomIds[0]),
      path(studio, "00000000-0000-4000-8000-000000000000"),
      path(studio, "not-a-uuid"),
    ]) {
      expect(errorOf(await app.get(p))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    }
  });

  it("404 SITE_NOT_LIVE for a draft site", async () => {
    const s = await createStudio(app.db, (f) => (f.site.status = "draft"));
    expect(errorOf(await app.get(path(s, s.roomIds[0])))).toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });

  it("409 ROOM_NOT_BOOKABLE for a room with booking off, an inactive room, or a studio with online booking off", async () => {
    const s = await createStudio(app.db, (f) => {
      f.rooms[0].bookable = false;
      f.rooms[1].active = false;
    });
    expect(errorOf(await app.get(path(s, s.roomIds[0])))).toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
    expect(errorOf(await app.get(path(s, s.roomIds[1])))).toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
    const off = await createStudio(app.db, (f) => (f.booking.bookingOnline = false));
    expect(errorOf(await app.get(path(off, off.roomIds[2])))).toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
  });

  it("400 VALIDATION_ERROR for a malformed or impossible date and for from after to", async () => {
    for (const q of ["?from=2030-1-5", "?from=2030-02-30", "?to=tomorrow", "?from=2030-01-10&to=2030-01-09"]) {
      const r = await app.get(path(studio, studio.roomIds[0], q));
      expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    }
  });
});
