// Saving studio settings (docs/studio-settings.md): owners only, the studio file's rules, one
// audited transaction that moves the site version (so caches drop), bookings keep their snapshot.
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { systemClock } from "../../lib/infra/clock";
import { getLiveSite } from "../../lib/domain/sites";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection } from "../../lib/domain/settings/save";
import { addRoom, deleteRoom, reorderRooms, updateRoom } from "../../lib/domain/settings/rooms";
import { actorFor, addBooking } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { fail, testDb } from "../helpers/test-db";

const db = testDb(4);

const version = async (studioId: string) =>
  (
    await db.$queryRaw<
      { v: number }[]
    >`SELECT COALESCE((SELECT version FROM site_version WHERE "studioId" = ${studioId}::uuid), 0)::float8 AS v`
  )[0].v;
const localIn = (tz: string, days: number) => DateTime.now().setZone(tz).plus({ days }).toISODate()!;

describe("settings save", () => {
  it("staff get 403 FORBIDDEN and nothing changes", async () => {
    const s = await bookableStudio({ db });
    const e = await fail(saveSection(db, systemClock, actorFor(s, "staff"), "studio", { name: "Nope" }));
    expect(e?.code).toBe("FORBIDDEN");
    expect((await readSettings(db, s.studioId)).studio.name).toBe(s.file.studio.name);
  });

  it("an owner's save: validated, audited with a field diff, the site version moves and the payload shows it", async () => {
    const s = await bookableStudio({ db });
    const v0 = await version(s.studioId);
    const r = await saveSection(db, systemClock, actorFor(s, "owner"), "studio", { name: "Sala Nueva", phone: "+34 600 000 000" });
    expect(r.saved).toBe(true);
    expect(await version(s.studioId)).toBeGreaterThan(v0);
    expect((await getLiveSite(db, s.slug)).payload.studio.name).toBe("Sala Nueva");
    const rows = await db.studioAudit.findMany({ where: { studioId: s.studioId, action: "settings.update" } });
    expect(rows).toHaveLength(1);
    expect([rows[0].actorName, rows[0].actorEmail, rows[0].actorRole]).toEqual(["owner@studio.example", "owner@studio.example", "owner"]);
    expect(rows[0].detail).toEqual({
      section: "studio",
      changes: {
        name: { from: s.file.studio.name, to: "Sala Nueva" },
        // Stored in E.164 (docs/studio-settings.md, Studio phone).
        phone: { from: s.file.studio.phone ?? null, to: "+34600000000" },
      },
    });
  });

  it("the studio file's rules answer VALIDATION_ERROR per field; fields outside the section are refused", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    expect((await fail(saveSection(db, systemClock, owner, "studio", { email: "not-an-email" })))?.message).toMatch(/^studio\.email: /);
    expect((await fail(saveSection(db, systemClock, owner, "studio", { slug: "other" })))?.message).toMatch(
      /studio\.slug: cannot be changed/,
    );
    expect((await fail(saveSection(db, systemClock, owner, "site", { locales: ["en"], defaultLocale: "es" })))?.message).toMatch(
      /site\.defaultLocale/,
    );
    expect(await db.studioAudit.count({ where: { studioId: s.studioId } })).toBe(0);
  });

  it("the time zone cannot change while bookings are upcoming (VALIDATION_ERROR with the reason)", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const tz = s.file.studio.timezone;
    const other = tz === "Atlantic/Canary" ? "Europe/Madrid" : "Atlantic/Canary";
    await addBooking(db, s, { at: `${localIn(tz, 3)}T10:00` });
    const e = await fail(saveSection(db, systemClock, owner, "studio", { timezone: other }));
    expect(e?.code).toBe("VALIDATION_ERROR");
    expect(e?.message).toMatch(/^studio\.timezone: .*upcoming booking/);
    const t = await bookableStudio({ db });
    expect((await saveSection(db, systemClock, actorFor(t, "owner"), "studio", { timezone: other })).saved).toBe(true);
  });

  it("closing a day that holds a confirmed booking asks for confirm; confirmed, the hours change and the booking stays", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const day = localIn(s.file.studio.timezone, 4);
    await addBooking(db, s, { at: `${day}T10:00`, guestName: "Grace Hopper" });
    const ask = await saveSection(db, systemClock, owner, "hours", { hourExceptions: [{ date: day, closed: true }] });
    expect(ask.saved).toBe(false);
    if (ask.saved) return;
    expect(ask.bookings.map((b) => [b.guestName, b.date, b.startTime])).toEqual([["Grace Hopper", day, "10:00"]]);
    expect((await readSettings(db, s.studioId)).studio.hourExceptions).toEqual([]);
    const ok = await saveSection(db, systemClock, owner, "hours", { hourExceptions: [{ date: day, closed: true }] }, { confirm: true });
    expect(ok.saved).toBe(true);
    expect(await db.booking.count({ where: { studioId: s.studioId, status: "confirmed" } })).toBe(1);
    // Closing another day without bookings needs no confirmation.
    const free = localIn(s.file.studio.timezone, 5);
    const next = await saveSection(db, systemClock, owner, "hours", {
      hourExceptions: [
        { date: day, closed: true },
        { date: free, open: "10:00", close: "14:00" },
      ],
    });
    expect(next.saved).toBe(true);
  });
});

describe("rooms in settings", () => {
  it("a new price reaches the payload at once; an existing booking keeps its own price", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    await addBooking(db, s, { at: `${localIn(s.file.studio.timezone, 3)}T10:00`, minutes: 60 });
    const [before] = await db.booking.findMany({ where: { studioId: s.studioId } });
    const room = s.file.rooms[0];
    await updateRoom(db, systemClock, owner, room.id, { hourlyCents: room.hourlyCents + 1000, cancelNoticeHours: 1 });
    const site = await getLiveSite(db, s.slug);
    expect(site.payload.rooms.find((r) => r.id === room.id)?.hourlyCents).toBe(room.hourlyCents + 1000);
    const after = await db.booking.findUniqueOrThrow({ where: { id: before.id } });
    expect([after.priceCents, after.depositCents, after.cancelNoticeHours]).toEqual([
      before.priceCents,
      before.depositCents,
      before.cancelNoticeHours,
    ]);
    const e = await fail(updateRoom(db, systemClock, owner, room.id, { minMinutes: 120, maxMinutes: 60 }));
    expect(e?.message).toMatch(/^rooms\.0\.maxMinutes: /);
  });

  it("add, re-order, deactivate; delete only a room without bookings or holds", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const { id: _id, ...template } = s.file.rooms[0];
    const added = await addRoom(db, systemClock, owner, { ...template, name: "Sala Nueva" });
    const newId = added.rooms[added.rooms.length - 1].id;
    expect(added.rooms.map((r) => r.name)).toContain("Sala Nueva");
    const order = [newId, ...s.file.rooms.map((r) => r.id)];
    expect((await reorderRooms(db, systemClock, owner, order)).rooms.map((r) => r.id)).toEqual(order);
    expect((await fail(reorderRooms(db, systemClock, owner, order.slice(1))))?.code).toBe("VALIDATION_ERROR");

    await addBooking(db, s, { at: `${localIn(s.file.studio.timezone, 3)}T10:00` });
    expect((await fail(deleteRoom(db, systemClock, owner, s.file.rooms[0].id)))?.code).toBe("INVALID_STATE");
    await updateRoom(db, systemClock, owner, s.file.rooms[0].id, { active: false });
    expect((await getLiveSite(db, s.slug)).payload.rooms.map((r) => r.id)).not.toContain(s.file.rooms[0].id);
    await deleteRoom(db, systemClock, owner, newId);
    expect(await db.room.count({ where: { id: newId } })).toBe(0);
    expect((await fail(deleteRoom(db, systemClock, actorFor(s, "staff"), s.file.rooms[0].id)))?.code).toBe("FORBIDDEN");
  });
});
