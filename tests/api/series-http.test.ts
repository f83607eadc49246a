// Regular bookings over HTTP (docs/series.md) against the production build: preview, create (a
// conflict refused until resolved), cancel and move from an occurrence on, and every refusal the
// OpenAPI document lists for them, so the contract replay sees each one recorded. 401, the
// cross-origin 403, another studio's ids and 429/500/503 are the enumerating tests' (studio-tenancy,
// studio-contract).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { errorOf, type ApiReply } from "../helpers/app";
import { PLATFORM_ORIGIN, staffLogin, studioApiTest } from "../helpers/staff";
import { createStudio } from "../helpers/fixtures";

const t = studioApiTest();

async function post(path: string, body: unknown, cookie = t.staff.cookie): Promise<ApiReply> {
  const res = await t.app.fetch(`/v1${path}`, { method: "POST", headers: { cookie, origin: PLATFORM_ORIGIN }, json: body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : text };
}
const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });

// Sala Gràcia's hours (the demo file): Tuesday 10:00–23:00, Saturday closed. Tuesdays some weeks ahead.
const tuesday = (weeks: number) => DateTime.now().setZone("Europe/Madrid").plus({ weeks }).set({ weekday: 2 }).toISODate()!;
const plus = (date: string, weeks: number) => DateTime.fromISO(date).plus({ weeks }).toISODate()!;

const series = (o: Record<string, unknown> = {}) => ({
  roomId: t.studio.roomIds[0],
  cadence: "weekly",
  firstDate: tuesday(3),
  startTime: "18:00",
  minutes: 60,
  count: 3,
  guestName: "Banda Nova",
  phone: "+34611222333",
  locale: "es",
  ...o,
});

describe("preview and create", () => {
  it("a conflict is listed, refused with 409 until resolved, then the series is 201 with its bookings", async () => {
    const first = tuesday(3);
    const taken = await post("/studio/bookings", {
      roomId: t.studio.roomIds[0],
      date: plus(first, 1),
      startTime: "18:00",
      minutes: 60,
      guestName: "In The Way",
      email: "way@mail.example",
    });
    expect(taken.status).toBe(201);
    const p = await post("/studio/series/preview", series());
    expect(p.status).toBe(200);
    expect(p.body.data.conflicts).toBe(1);
    expect(p.body.data.occurrences.map((o: { status: string }) => o.status)).toEqual(["free", "conflict", "free"]);
    expect(p.body.data.occurrences[1].conflict).toMatchObject({ code: "SLOT_TAKEN", details: { reference: taken.body.data.reference } });

    const refused = await post("/studio/series", series());
    expectError(refused, 409, "SLOT_TAKEN");
    expect(refused.body.error.details.dates).toBe(plus(first, 1));
    expect(await t.app.db.booking.count({ where: { studioId: t.studio.studioId, seriesId: { not: null } } })).toBe(0);

    const made = await post("/studio/series", series({ resolutions: [{ date: plus(first, 1), startTime: "20:00" }] }));
    expect(made.status).toBe(201);
    expect(made.body.data.bookings.map((b: { startTime: string }) => b.startTime)).toEqual(["18:00", "20:00", "18:00"]);
  });

  it("400 malformed, 404 unknown room, 409 a room no longer in use; create: 409 closed hours, 409 past dates", async () => {
    for (const path of ["/studio/series/preview", "/studio/series"]) {
      expectError(await post(path, series({ untilDate: tuesday(10) })), 400, "VALIDATION_ERROR");
      expectError(await post(path, series({ count: 53 })), 400, "VALIDATION_ERROR");
      expectError(await post(path, series({ count: undefined, untilDate: tuesday(3 + 60) })), 400, "VALIDATION_ERROR");
      expectError(await post(path, series({ roomId: randomUUID() })), 404, "RESOURCE_NOT_FOUND");
    }
    expectError(
      await post("/studio/series", series({ count: 1, resolutions: [{ date: tuesday(3), skip: true }] })),
      400,
      "VALIDATION_ERROR",
    );
    expectError(await post("/studio/series", series({ startTime: "08:00" })), 409, "OUTSIDE_HOURS");
    expectError(await post("/studio/series", series({ firstDate: "2025-01-07" })), 409, "OUTSIDE_BOOKING_WINDOW");

    const other = await createStudio(t.app.db);
    const o = await staffLogin(t.app.db, { studioId: other.studioId, role: "staff" });
    await t.app.db.room.update({ where: { id: other.roomIds[2] }, data: { active: false } });
    for (const path of ["/studio/series/preview", "/studio/series"])
      expectError(await post(path, series({ roomId: other.roomIds[2] }), o.cookie), 409, "ROOM_NOT_BOOKABLE");
  });
});

describe("cancel and move from an occurrence on", () => {
  it("cancel: 200 this and following; 400, 404, and 409 once nothing is left", async () => {
    const made = await post("/studio/series", series({ firstDate: tuesday(8), count: 3 }));
    expect(made.status).toBe(201);
    const { id, bookings } = made.body.data;
    const r = await post(`/studio/series/${id}/cancel`, { fromBookingId: bookings[1].id, reason: "Gira" });
    expect(r.status).toBe(200);
    expect(r.body.data.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      [bookings[1].id, "cancelled"],
      [bookings[2].id, "cancelled"],
    ]);
    expectError(await post(`/studio/series/${id}/cancel`, { fromBookingId: "not-an-id" }), 400, "VALIDATION_ERROR");
    expectError(await post(`/studio/series/${randomUUID()}/cancel`, {}), 404, "RESOURCE_NOT_FOUND");
    expectError(await post(`/studio/series/${id}/cancel`, { fromBookingId: randomUUID() }), 404, "RESOURCE_NOT_FOUND");
    expect((await post(`/studio/series/${id}/cancel`, {})).status).toBe(200);
    expectError(await post(`/studio/series/${id}/cancel`, {}), 409, "INVALID_STATE");
    expectError(await post(`/studio/series/${id}/move`, { fromBookingId: bookings[0].id, startTime: "19:00" }), 409, "INVALID_STATE");
  });

  it("move: 200 this and following; 400 off the grid, 404, 409 closed, taken, a room no longer in use", async () => {
    const first = tuesday(12);
    const made = await post("/studio/series", series({ firstDate: first, count: 3 }));
    expect(made.status).toBe(201);
    const { id, bookings } = made.body.data;
    const r = await post(`/studio/series/${id}/move`, { fromBookingId: bookings[1].id, startTime: "20:00" });
    expect(r.status).toBe(200);
    expect(r.body.data.map((b: { date: string; startTime: string }) => [b.date, b.startTime])).toEqual([
      [plus(first, 1), "20:00"],
      [plus(first, 2), "20:00"],
    ]);
    expectError(await post(`/studio/series/${id}/move`, { fromBookingId: bookings[0].id, startTime: "19:10" }), 400, "VALIDATION_ERROR");
    expectError(
      await post(`/studio/series/${randomUUID()}/move`, { fromBookingId: bookings[0].id, startTime: "19:00" }),
      404,
      "RESOURCE_NOT_FOUND",
    );
    expectError(await post(`/studio/series/${id}/move`, { fromBookingId: bookings[0].id, startTime: "08:00" }), 409, "OUTSIDE_HOURS");
    const inTheWay = await post("/studio/bookings", {
      roomId: t.studio.roomIds[0],
      date: plus(first, 2),
      startTime: "15:00",
      minutes: 60,
      guestName: "In The Way",
      email: "way@mail.example",
    });
    expect(inTheWay.status).toBe(201);
    const taken = await post(`/studio/series/${id}/move`, { fromBookingId: bookings[0].id, startTime: "15:00" });
    expectError(taken, 409, "SLOT_TAKEN");
    expect(taken.body.error.details.dates).toBe(plus(first, 2));
    await t.app.db.room.update({ where: { id: t.studio.roomIds[1] }, data: { active: false } });
    try {
      expectError(
        await post(`/studio/series/${id}/move`, { fromBookingId: bookings[0].id, startTime: "12:00", roomId: t.studio.roomIds[1] }),
        409,
        "ROOM_NOT_BOOKABLE",
      );
    } finally {
      await t.app.db.room.update({ where: { id: t.studio.roomIds[1] }, data: { active: true } });
    }
    const rows = await t.app.db.booking.findMany({ where: { seriesId: id }, orderBy: { startsAt: "asc" } });
    expect(rows.map((b) => b.startTime)).toEqual(["18:00", "20:00", "20:00"]);
  });
});
