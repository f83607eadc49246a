// The times a guest may move a booking to (getMoveTimes; docs/api.md, Rescheduling) over HTTP against
// the production build: the room's availability with the booking's own time free for itself, so a
// session booked 11:00–13:00 is offered 12:00 on its day (the public availability shows its time as
// taken) and the move there works; the errors in the envelope.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { startTimes } from "../../lib/site/client/booking-math";

let t: BookingTestEnv;

beforeAll(async () => {
  t = await startBookingApp({}, { databaseUrl: inject("databaseUrl") });
});
afterAll(async () => {
  await t?.close();
});

type Day = { date: string; free: { start: string; end: string }[] };
const availability = async (s: TestStudio, date: string) =>
  (await t.app.get(`/v1/public/sites/${s.slug}/rooms/${s.roomIds[0]}/availability?from=${date}&to=${date}`)).body.data as {
    days: Day[];
    stepMinutes: number;
  };
const startsOf = (a: { days: Day[]; stepMinutes: number }, minutes: number) =>
  startTimes(a.days[0]?.free ?? [], { minMinutes: minutes, maxMinutes: minutes, stepMinutes: a.stepMinutes });

/** A booking 11:00–13:00 on a day ten days on or later whose 11:00–14:00 is free, with its manage token. */
async function booking(s: TestStudio): Promise<{ token: string; date: string; id: string }> {
  const zone = s.file.studio.timezone;
  for (let d = 10; d < 24; d++) {
    const date = DateTime.now().setZone(zone).plus({ days: d }).toISODate()!;
    const starts = startsOf(await availability(s, date), 180);
    if (!starts.includes("11:00")) continue;
    const h = await createHold(t.app.db, s, { startsAt: DateTime.fromISO(`${date}T11:00`, { zone }).toJSDate(), minutes: 120 });
    const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", email: `move-${date}@mail.example` });
    expect(r.status).toBe(201);
    return { token: r.body.data.manageToken, date, id: r.body.data.booking.id };
  }
  throw new Error("no free day for the test booking");
}

describe("GET /v1/public/bookings/manage/{token}/availability", () => {
  it("counts the booking's own time as free for itself: 12:00 is offered on its day, and the move there works", async () => {
    const s = await createStudio(t.app.db);
    const b = await booking(s);
    // The public availability: the booking's own time is taken.
    expect(startsOf(await availability(s, b.date), 120)).not.toContain("12:00");
    const r = await t.app.get(`/v1/public/bookings/manage/${b.token}/availability?from=${b.date}&to=${b.date}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.body.data).toMatchObject({ roomId: s.roomIds[0], window: { from: b.date, to: b.date } });
    expect(startsOf(r.body.data, 120)).toEqual(expect.arrayContaining(["11:00", "12:00"]));

    const moved = await t.app.post(`/v1/public/bookings/manage/${b.token}/reschedule`, { date: b.date, startTime: "12:00" });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ date: b.date, startTime: "12:00", endTime: "14:00" });
  });

  it("404 for an unknown or malformed token, 400 for a bad date, 404 SITE_NOT_LIVE and 409 ROOM_NOT_BOOKABLE", async () => {
    for (const token of ["0".repeat(64), "nope"]) {
      expect(errorOf(await t.app.get(`/v1/public/bookings/manage/${token}/availability`))).toEqual({
        status: 404,
        code: "RESOURCE_NOT_FOUND",
        envelope: true,
      });
    }
    const s = await createStudio(t.app.db);
    const b = await booking(s);
    const dayBefore = DateTime.fromISO(b.date).minus({ days: 1 }).toISODate()!;
    for (const q of ["?from=2030-02-30", `?from=${b.date}&to=${dayBefore}`])
      expect(errorOf(await t.app.get(`/v1/public/bookings/manage/${b.token}/availability${q}`))).toEqual({
        status: 400,
        code: "VALIDATION_ERROR",
        envelope: true,
      });

    // The room made inactive, then the site taken down: each read fresh once its change is announced.
    await t.app.db.room.update({ where: { id: s.roomIds[0] }, data: { active: false } });
    await expect
      .poll(async () => errorOf(await t.app.get(`/v1/public/bookings/manage/${b.token}/availability`)), { timeout: 10_000 })
      .toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
    await t.app.db.siteConfig.update({ where: { studioId: s.studioId }, data: { status: "draft" } });
    await expect
      .poll(async () => errorOf(await t.app.get(`/v1/public/bookings/manage/${b.token}/availability`)), { timeout: 10_000 })
      .toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });
});
