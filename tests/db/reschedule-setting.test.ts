// The studio's "Guests may change the time online" setting (docs/studio-settings.md, Guest
// reschedule) on a real database: on by default (a studio file without it, a fresh studio), saved
// by the owner in the booking section with its version (409 STALE_VERSION for a form read
// before), imported from the studio file; off, the guest's Booking says mayReschedule false and
// the reschedule answers 409 INVALID_STATE with nothing changed, while cancelling still works.
// Inside the notice window the reschedule is refused whatever the setting says.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking, rescheduleBooking, viewBooking } from "../../lib/domain/bookings/manage";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection, withVersions } from "../../lib/domain/settings/save";
import { exportStudio } from "../../lib/domain/studios/export";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { actorFor } from "../helpers/dashboard";
import { fail } from "../helpers/test-db";
import { testDb } from "../helpers/test-db";

const open = (f: StudioJson) => {
  f.studio.operatingHours = ALWAYS_OPEN;
};

const db = testDb(4, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_resched_setting_${process.pid}` },
});
beforeAll(async () => {
  await ensureJobs();
});

const day = (s: TestStudio, n: number) => DateTime.now().setZone(s.file.studio.timezone).plus({ days: n }).startOf("day");
const ymd = (d: DateTime) => d.toFormat("yyyy-MM-dd");

async function booking(s: TestStudio, startsAt: Date) {
  const h = await createHold(db, s, { startsAt, channel: "email", contact: `guest-${randomUUID().slice(0, 8)}@mail.example` });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  return { id: r.booking.id, token: r.manageToken, booked: r.booking };
}

describe("guests may change the time online (studio setting)", () => {
  it("is on by default: a studio file without it imports as on, and a confirmed booking outside the notice window may be rescheduled", async () => {
    const s = await createStudio(db, (f) => {
      open(f);
      delete (f.booking as { guestReschedule?: boolean }).guestReschedule;
    });
    expect((await readSettings(db, s.studioId)).booking.guestReschedule).toBe(true);
    expect((await exportStudio(db, { id: s.studioId })).booking.guestReschedule).toBe(true);
    const b = await booking(s, day(s, 10).set({ hour: 12 }).toJSDate());
    expect(b.booked).toMatchObject({ status: "confirmed", mayCancel: true, mayReschedule: true });
    const moved = await rescheduleBooking(db, systemClock, b.token, { date: ymd(day(s, 11)), startTime: "15:00" });
    expect(moved).toMatchObject({ startTime: "15:00", mayReschedule: true });
  });

  it("turned off by the owner (booking section, with its version): mayReschedule false, 409 INVALID_STATE, nothing changed; cancel still works", async () => {
    const s = await createStudio(db, open);
    const owner = actorFor(s, "owner");
    const b = await booking(s, day(s, 12).set({ hour: 12 }).toJSDate());
    const read = withVersions(await readSettings(db, s.studioId));
    const r = await saveSection(db, systemClock, owner, "booking", { guestReschedule: false }, { version: read.versions.booking });
    expect(r.saved && r.settings.booking.guestReschedule).toBe(false);
    const auditRow = await db.studioAudit.findFirstOrThrow({ where: { studioId: s.studioId, action: "settings.update" } });
    expect(auditRow.detail).toMatchObject({ section: "booking", changes: { guestReschedule: { from: true, to: false } } });

    // A form read before the change is stale: the version covers the new field.
    const stale = await fail(saveSection(db, systemClock, owner, "booking", { captcha: true }, { version: read.versions.booking }));
    expect(stale?.code).toBe("STALE_VERSION");
    expect(stale?.details).toMatchObject({ part: "booking", current: { guestReschedule: false } });

    const view = await viewBooking(db, systemClock, b.token);
    expect(view).toMatchObject({ status: "confirmed", mayCancel: true, mayReschedule: false });
    const e = await fail(rescheduleBooking(db, systemClock, b.token, { date: ymd(day(s, 13)), startTime: "15:00" }));
    expect(e?.code).toBe("INVALID_STATE");
    expect(e?.status).toBe(409);
    expect(e?.message).toMatch(/does not take time changes online/);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ date: b.booked.date, startTime: "12:00" });
    expect(await db.studioAudit.count({ where: { bookingId: b.id } })).toBe(0);
    expect(await db.message.count({ where: { bookingId: b.id, kind: "booking_moved" } })).toBe(0);
    expect(await db.webhookDelivery.count({ where: { bookingId: b.id } })).toBe(0);

    expect((await cancelBooking(db, systemClock, b.token, undefined)).status).toBe("cancelled");

    // On again: the next booking may be rescheduled.
    const now = withVersions(await readSettings(db, s.studioId));
    await saveSection(db, systemClock, owner, "booking", { guestReschedule: true }, { version: now.versions.booking });
    const next = await booking(s, day(s, 14).set({ hour: 12 }).toJSDate());
    expect(next.booked.mayReschedule).toBe(true);
    expect((await rescheduleBooking(db, systemClock, next.token, { date: ymd(day(s, 14)), startTime: "16:00" })).startTime).toBe("16:00");
  });

  it("off from the studio file; staff may not change it", async () => {
    const s = await createStudio(db, (f) => {
      open(f);
      f.booking.guestReschedule = false;
    });
    expect((await readSettings(db, s.studioId)).booking.guestReschedule).toBe(false);
    const b = await booking(s, day(s, 15).set({ hour: 12 }).toJSDate());
    expect(b.booked.mayReschedule).toBe(false);
    expect((await fail(saveSection(db, systemClock, actorFor(s, "staff"), "booking", { guestReschedule: true })))?.code).toBe("FORBIDDEN");
  });

  it("inside the notice window: mayReschedule false and 409 CANCEL_TOO_LATE with the setting on; cancelled: false", async () => {
    const s = await createStudio(db, open);
    const soon = await booking(s, hoursAhead(10)); // room 0 asks 24 h notice to cancel
    expect(soon.booked).toMatchObject({ mayCancel: false, mayReschedule: false });
    expect((await fail(rescheduleBooking(db, systemClock, soon.token, { date: ymd(day(s, 16)), startTime: "12:00" })))?.code).toBe(
      "CANCEL_TOO_LATE",
    );
    const later = await booking(s, day(s, 17).set({ hour: 12 }).toJSDate());
    const cancelled = await cancelBooking(db, systemClock, later.token, undefined);
    expect(cancelled).toMatchObject({ status: "cancelled", mayReschedule: false });
  });
});
