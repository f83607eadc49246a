// The dashboard's activity badge (lib/domain/dashboard/activity.ts, docs/dashboard.md, Activity badge):
// bookings made and cancelled in the studio after an instant, none of another studio's, none before it.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { studioActivity } from "../../lib/domain/dashboard/activity";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;

const db = testDb(2);
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
});

describe("studioActivity", () => {
  it("counts bookings made and cancelled after `since`, in the actor's studio only", async () => {
    const clock = manualClock(Date.now() + 60_000);
    const first = await studioActivity(db, clock, actorFor(a), undefined);
    expect(first).toEqual({ now: clock.now().toISOString(), arrived: 0, cancelled: 0 });
    // Made before `since`: not counted, until it is cancelled after it.
    const old = await addBooking(db, a, { at: "2031-03-03T10:00" });
    await db.booking.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 3_600_000) } });
    const since = new Date(Date.now() - 1_000).toISOString();
    await addBooking(db, a, { at: "2031-03-04T10:00" });
    await addBooking(db, a, { at: "2031-03-05T10:00" });
    await addBooking(db, b, { at: "2031-03-05T10:00" }); // another studio
    await db.booking.update({ where: { id: old.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    expect(await studioActivity(db, clock, actorFor(a), since)).toMatchObject({ arrived: 2, cancelled: 1 });
    expect(await studioActivity(db, clock, actorFor(a, "owner"), clock.now().toISOString())).toMatchObject({ arrived: 0, cancelled: 0 });
  });
});
