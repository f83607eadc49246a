// POST /v1/public/bookings/manage/{token}/reschedule (rescheduleBooking, beyond the contract;
// docs/studio-actions.md, Guest reschedule) over HTTP: the booking at its new time with the same
// token, and every refusal the OpenAPI document lists for it; a studio that does not let guests
// change the time (docs/studio-settings.md, Guest reschedule) answers 409 INVALID_STATE.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { Booking } from "../../lib/contract/schemas";

let t: BookingTestEnv;
let studio: TestStudio;

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());

const zone = "Europe/Madrid";
// Demo hours: Tuesday 10:00–23:00, Saturday closed. A Tuesday one to two weeks ahead (inside room 0's 60 days).
const tuesday = DateTime.now().setZone(zone).plus({ weeks: 2 }).set({ weekday: 2 }).startOf("day");
const at = (d: DateTime, hhmm: string) => DateTime.fromISO(`${d.toISODate()}T${hhmm}`, { zone }).toJSDate();

async function book(startsAt: Date, roomIndex = 0) {
  const h = await createHold(t.app.db, studio, { startsAt, roomIndex });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, {
    paymentMode: "on_site",
    email: `guest-${crypto.randomUUID().slice(0, 8)}@mail.example`,
  });
  expect(r.status).toBe(201);
  return { token: r.body.data.manageToken as string, booking: r.body.data.booking as Booking };
}
const reschedule = (token: string, body: unknown) => t.app.post(`/v1/public/bookings/manage/${token}/reschedule`, body);
const expectError = (r: Awaited<ReturnType<typeof reschedule>>, status: number, code: string) =>
  expect(errorOf(r)).toEqual({ status, code, envelope: true });

describe("POST /v1/public/bookings/manage/{token}/reschedule", () => {
  it("200: the same booking at the new time, the same token opens it, no Referer", async () => {
    const { token, booking } = await book(at(tuesday, "12:00"));
    const r = await reschedule(token, { date: tuesday.toISODate(), startTime: "15:00" });
    expect(r.status).toBe(200);
    const moved = Booking.strict().parse(r.body.data);
    expect(moved).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      startTime: "15:00",
      endTime: "17:00",
      priceCents: booking.priceCents,
    });
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await t.app.get(`/v1/public/bookings/manage/${token}`)).body.data.startTime).toBe("15:00");
  });

  it("400 malformed, 404 unknown token, 409 closed hours, beyond the window, taken", async () => {
    const { token } = await book(at(tuesday, "10:00"));
    expectError(await reschedule(token, { date: "next tuesday", startTime: "12:00" }), 400, "VALIDATION_ERROR");
    expectError(await reschedule(token, { date: tuesday.toISODate() }), 400, "VALIDATION_ERROR");
    expectError(await reschedule(token, { date: tuesday.toISODate(), startTime: "12:10" }), 400, "VALIDATION_ERROR");
    expectError(await reschedule("ab".repeat(32), { date: tuesday.toISODate(), startTime: "12:00" }), 404, "RESOURCE_NOT_FOUND");
    expectError(await reschedule(token, { date: tuesday.plus({ days: 4 }).toISODate(), startTime: "12:00" }), 409, "OUTSIDE_HOURS");
    expectError(
      await reschedule(token, { date: tuesday.plus({ weeks: 10 }).toISODate(), startTime: "12:00" }),
      409,
      "OUTSIDE_BOOKING_WINDOW",
    );
    await book(at(tuesday, "19:00"));
    expectError(await reschedule(token, { date: tuesday.toISODate(), startTime: "18:30" }), 409, "SLOT_TAKEN");
  });

  it("409 CANCEL_TOO_LATE inside the notice window, INVALID_STATE once cancelled, ROOM_NOT_BOOKABLE for a room taken offline", async () => {
    const soon = await book(hoursAhead(10)); // room 0 asks 24 h notice
    expectError(await reschedule(soon.token, { date: tuesday.toISODate(), startTime: "21:00" }), 409, "CANCEL_TOO_LATE");

    const gone = await book(at(tuesday.plus({ weeks: 1 }), "12:00"));
    expect((await t.app.post(`/v1/public/bookings/manage/${gone.token}/cancel`, {})).status).toBe(200);
    expectError(await reschedule(gone.token, { date: tuesday.toISODate(), startTime: "21:00" }), 409, "INVALID_STATE");

    const offline = await book(at(tuesday.plus({ weeks: 1 }), "12:00"), 2);
    await t.app.db.room.update({ where: { id: studio.roomIds[2] }, data: { bookable: false } });
    expectError(
      await reschedule(offline.token, { date: tuesday.plus({ weeks: 1 }).toISODate(), startTime: "16:00" }),
      409,
      "ROOM_NOT_BOOKABLE",
    );
  });

  it("409 INVALID_STATE when the studio does not let guests change the time; the manage view says mayReschedule false", async () => {
    const closed = await createStudio(t.app.db, (f) => (f.booking.guestReschedule = false));
    const h = await createHold(t.app.db, closed, { startsAt: at(tuesday, "12:00") });
    const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", email: "offline@mail.example" });
    expect(r.status).toBe(201);
    const token = r.body.data.manageToken as string;
    const view = await t.app.get(`/v1/public/bookings/manage/${token}`);
    expect(view.body.data).toMatchObject({ status: "confirmed", mayCancel: true, mayReschedule: false });
    const refused = await reschedule(token, { date: tuesday.toISODate(), startTime: "15:00" });
    expectError(refused, 409, "INVALID_STATE");
    expect(refused.body.error.message).toMatch(/does not take time changes online/);
    expect((await t.app.get(`/v1/public/bookings/manage/${token}`)).body.data.startTime).toBe("12:00");
    // The booking with the default setting says it may be rescheduled.
    const { token: open } = await book(at(tuesday.plus({ weeks: 1 }), "12:00"));
    expect((await t.app.get(`/v1/public/bookings/manage/${open}`)).body.data.mayReschedule).toBe(true);
  });
});
