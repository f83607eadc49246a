// Now and next (lib/domain/dashboard/now-next.ts; docs/dashboard.md, Now and next): today's sessions
// not yet over, the one under way first, at most four, with what is owed and the actions the rules
// allow now (check in from two hours before the start; mark paid while something is owed).
import { beforeAll, describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { nowAndNext } from "../../lib/domain/dashboard/now-next";
import { manualClock } from "../../lib/infra/clock";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;

const db = testDb(4);
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
});

describe("nowAndNext", () => {
  it("answers the session under way and the next ones today, with the amount owed and what may be done now", async () => {
    const tz = a.file.studio.timezone;
    // 12:30 studio time on 2031-05-14.
    const clock = manualClock(DateTime.fromISO("2031-05-14T12:30", { zone: tz }).toMillis());
    await addBooking(db, a, { at: "2031-05-14T10:00", guestName: "Over" });
    const running = await addBooking(db, a, { at: "2031-05-14T12:00", guestName: "Running", roomIndex: 1 });
    const paid = await addBooking(db, a, { at: "2031-05-14T13:00", guestName: "Paid", paymentStatus: "paid" });
    const later = await addBooking(db, a, { at: "2031-05-14T17:00", guestName: "Later", channel: "email", contact: "l@mail.example" });
    await addBooking(db, a, { at: "2031-05-14T18:00", guestName: "Fifth" });
    await addBooking(db, a, { at: "2031-05-14T14:00", guestName: "Cancelled", status: "cancelled", roomIndex: 1 });
    await addBooking(db, a, { at: "2031-05-15T09:00", guestName: "Tomorrow" });
    await addBooking(db, b, { at: "2031-05-14T12:45", guestName: "Other studio" });

    const items = await nowAndNext(db, clock, actorFor(a), { name: "Sala" }, "en");
    expect(items.map((i) => i.guestName)).toEqual(["Running", "Paid", "Later", "Fifth"]);
    expect(items[0]).toMatchObject({ id: running.id, running: true, mayCheckIn: true, mayMarkPaid: true, checkedIn: false });
    expect(items[0].dueCents).toBeGreaterThan(0);
    expect(items[0].phone).toBe("+34611222333");
    expect(items[0].paidPreview.text).toContain(running.reference);
    // Paid: nothing owed, nothing to mark; within two hours of its start, it may be checked in.
    expect(items[1]).toMatchObject({ id: paid.id, running: false, dueCents: 0, mayMarkPaid: false, mayCheckIn: true });
    // Four and a half hours ahead: not yet.
    expect(items[2]).toMatchObject({ id: later.id, phone: null, mayCheckIn: false, mayMarkPaid: true });

    // The studio's evening: everything today is over.
    clock.set(DateTime.fromISO("2031-05-14T23:30", { zone: tz }).toMillis());
    expect(await nowAndNext(db, clock, actorFor(a), { name: "Sala" }, "en")).toEqual([]);
  });
});
