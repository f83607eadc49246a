// The bookings of whole studio-local days (lib/domain/dashboard/agenda.ts; docs/dashboard.md,
// Agenda and day sheet): the phone's agenda and the day sheet read them.
import { beforeAll, describe, expect, it } from "vitest";
import { bookingsOnDays } from "../../lib/domain/dashboard/agenda";
import { isSettled } from "../../lib/contract/agenda";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;

const db = testDb(4);
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
});

describe("bookingsOnDays", () => {
  it("answers the days' bookings soonest first, then by room, with phone, notes and payment; not cancelled ones, other days or other studios", async () => {
    const late = await addBooking(db, a, { at: "2030-03-12T18:00", roomIndex: 0, guestName: "Late", paymentStatus: "paid" });
    const earlyB = await addBooking(db, a, { at: "2030-03-12T10:00", roomIndex: 1, guestName: "Early B", contact: "+34600111222" });
    const earlyA = await addBooking(db, a, {
      at: "2030-03-12T10:00",
      roomIndex: 0,
      guestName: "Early A",
      channel: "email",
      contact: "a@mail.example",
    });
    const tomorrow = await addBooking(db, a, { at: "2030-03-13T00:00", guestName: "Midnight" });
    await addBooking(db, a, { at: "2030-03-12T12:00", status: "cancelled", guestName: "Gone" });
    await addBooking(db, a, { at: "2030-03-11T23:00", guestName: "Day before" });
    await addBooking(db, a, { at: "2030-03-14T00:00", guestName: "Day after" });
    await addBooking(db, b, { at: "2030-03-12T11:00", guestName: "Other studio" });

    const rows = await bookingsOnDays(db, actorFor(a), ["2030-03-13", "2030-03-12"]);
    expect(rows.map((r) => r.guestName)).toEqual(["Early A", "Early B", "Late", "Midnight"]);
    expect(rows.map((r) => r.id)).toEqual([earlyA.id, earlyB.id, late.id, tomorrow.id]);
    expect(rows[0]).toMatchObject({ phone: null, email: "a@mail.example", date: "2030-03-12", startTime: "10:00", endTime: "11:00" });
    expect(rows[1]).toMatchObject({ phone: "+34600111222", status: "confirmed", paymentStatus: "unpaid" });
    expect(rows[1].roomName).toBe(a.file.rooms[1].name);
    expect(isSettled(rows[2].paymentStatus)).toBe(true);
    expect(isSettled(rows[1].paymentStatus)).toBe(false);
    expect(await bookingsOnDays(db, actorFor(b), ["2030-03-12"])).toHaveLength(1);
    expect(await bookingsOnDays(db, actorFor(a), [])).toEqual([]);
  });
});
