// The dashboard calendar (lib/domain/dashboard/calendar.ts, docs/dashboard.md): every kind of item
// on the right studio-local day, DST weeks included; nothing of another studio; a version that
// moves exactly when the picture does.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { studioCalendar, type CalendarView } from "../../lib/domain/dashboard/calendar";
import { CalendarQuery } from "../../lib/contract/dashboard-schemas";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold } from "../helpers/holds";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;
// Before every item below: holds created "now" are live, the 2030 bookings are upcoming.
const NOW = new Date("2030-01-10T12:00:00Z");
const clock = manualClock(NOW);

const db = testDb(4);
beforeAll(async () => {
  [a, b] = await Promise.all([createStudio(db), createStudio(db)]);
});

const byId = (v: CalendarView, id: string) => v.items.find((i) => i.id === id);

describe("studioCalendar: a week of one studio", () => {
  let ids: Record<string, string>;
  let feedId: string;
  beforeAll(async () => {
    // Week Monday 2030-01-14 … Sunday 2030-01-20 (Europe/Madrid, +01:00). The demo file's own
    // block "Maintenance" (room 0, Tuesday 10:00–14:00) is a studio block (no feed).
    const inWeek = await addBooking(db, a, { at: "2030-01-15T10:00", roomIndex: 1, guestName: "Grace Hopper" });
    const lateSunday = await addBooking(db, a, { at: "2030-01-20T23:30", roomIndex: 2, minutes: 30, guestName: "Late Sunday" });
    const earlyMonday = await addBooking(db, a, { at: "2030-01-14T00:00", roomIndex: 2, minutes: 60, guestName: "Early Monday" });
    const before = await addBooking(db, a, { at: "2030-01-13T23:00", roomIndex: 2, guestName: "Sunday before" });
    const after = await addBooking(db, a, { at: "2030-01-21T00:00", roomIndex: 2, guestName: "Monday after" });
    const cancelled = await addBooking(db, a, { at: "2030-01-16T12:00", roomIndex: 1, status: "cancelled" });
    const pending = await addBooking(db, a, { at: "2030-01-16T12:00", roomIndex: 0, status: "pending_payment", paymentMode: "card" });
    const done = await addBooking(db, a, { at: "2030-01-17T18:00", roomIndex: 0, status: "completed", paymentStatus: "paid" });
    const live = await createHold(db, a, { startsAt: new Date("2030-01-18T11:00:00+01:00"), roomIndex: 1, status: "pending", now: NOW });
    const verified = await createHold(db, a, {
      startsAt: new Date("2030-01-18T14:00:00+01:00"),
      roomIndex: 1,
      status: "verified",
      now: NOW,
    });
    const expired = await createHold(db, a, {
      startsAt: new Date("2030-01-18T17:00:00+01:00"),
      roomIndex: 1,
      status: "pending",
      now: new Date(NOW.getTime() - 3_600_000),
      expiresAt: new Date(NOW.getTime() - 60_000),
    });
    const burnt = await createHold(db, a, { startsAt: new Date("2030-01-18T20:00:00+01:00"), roomIndex: 1, status: "burnt", now: NOW });
    const feed = await db.calendarFeed.create({
      data: { studioId: a.studioId, roomId: a.roomIds[2], url: "https://calendar.example.com/private-abc/basic.ics" },
    });
    feedId = feed.id;
    const feedBlock = await db.calendarBlock.create({
      data: {
        roomId: a.roomIds[2],
        feedId,
        startsAt: new Date("2030-01-16T09:00:00Z"),
        endsAt: new Date("2030-01-16T11:00:00Z"),
        note: "Rehearsal",
      },
    });
    const feedBlockNoNote = await db.calendarBlock.create({
      data: { roomId: a.roomIds[2], feedId, startsAt: new Date("2030-01-12T00:00:00Z"), endsAt: new Date("2030-01-14T01:00:00Z") },
    });
    // Another studio, same week: never shown.
    const other = await addBooking(db, b, { at: "2030-01-15T12:00", guestName: "Other studio" });
    const otherHold = await createHold(db, b, { startsAt: new Date("2030-01-15T16:00:00+01:00"), status: "verified", now: NOW });
    ids = {
      inWeek: inWeek.id,
      lateSunday: lateSunday.id,
      earlyMonday: earlyMonday.id,
      before: before.id,
      after: after.id,
      cancelled: cancelled.id,
      pending: pending.id,
      done: done.id,
      live: live.holdId,
      verified: verified.holdId,
      expired: expired.holdId,
      burnt: burnt.holdId,
      feedBlock: feedBlock.id,
      feedBlockNoNote: feedBlockNoNote.id,
      other: other.id,
      otherHold: otherHold.holdId,
    };
  });

  it("shows bookings, live holds and blocks of the week, each with its kind and local times", async () => {
    const v = await studioCalendar(db, clock, actorFor(a), { from: "2030-01-14", days: 7 });
    expect(v.studio).toMatchObject({ id: a.studioId, slug: a.slug, timezone: "Europe/Madrid" });
    expect(v.from).toBe("2030-01-14");
    expect(v.to).toBe("2030-01-20");
    expect(v.rooms.map((r) => r.id)).toEqual(a.roomIds);
    expect(byId(v, ids.inWeek)).toMatchObject({
      kind: "booking",
      roomId: a.roomIds[1],
      startsAt: "2030-01-15T10:00:00+01:00",
      endsAt: "2030-01-15T11:00:00+01:00",
      label: "Grace Hopper",
      status: "confirmed",
      paymentStatus: "unpaid",
    });
    expect(byId(v, ids.inWeek)?.reference).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(byId(v, ids.lateSunday)?.startsAt).toBe("2030-01-20T23:30:00+01:00");
    expect(byId(v, ids.earlyMonday)?.startsAt).toBe("2030-01-14T00:00:00+01:00");
    expect(byId(v, ids.pending)).toMatchObject({ kind: "booking", status: "pending_payment", paymentStatus: "pending" });
    expect(byId(v, ids.done)).toMatchObject({ kind: "booking", status: "completed", paymentStatus: "paid" });
    expect(byId(v, ids.live)).toMatchObject({ kind: "hold", label: "Hold", roomId: a.roomIds[1], startsAt: "2030-01-18T11:00:00+01:00" });
    expect(byId(v, ids.live)).not.toHaveProperty("status");
    expect(byId(v, ids.verified)?.kind).toBe("hold");
    expect(byId(v, ids.feedBlock)).toMatchObject({ kind: "feed_block", label: "Rehearsal", startsAt: "2030-01-16T10:00:00+01:00" });
    // A feed event without a summary is labelled with the feed's host, never its secret path.
    expect(byId(v, ids.feedBlockNoNote)).toMatchObject({ kind: "feed_block", label: "calendar.example.com" });
    const maintenance = v.items.find((i) => i.kind === "manual_block");
    expect(maintenance).toMatchObject({ roomId: a.roomIds[0], label: "Maintenance", startsAt: "2030-01-15T10:00:00+01:00" });
    // Outside the week, cancelled, expired, burnt, and another studio's: absent.
    for (const k of ["before", "after", "cancelled", "expired", "burnt", "other", "otherHold"]) expect(byId(v, ids[k]), k).toBeUndefined();
    // Sorted by start.
    const starts = v.items.map((i) => Date.parse(i.startsAt));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    // Mon–Thu 10–23, Fri 10–24, Sat closed, Sun 10–20; the 00:00 booking on Monday widens the grid.
    expect(v.hours).toEqual({ open: "00:00", close: "24:00" });
  });

  it("a day view shows that day only, with that day's hours", async () => {
    const tue = await studioCalendar(db, clock, actorFor(a), { from: "2030-01-15", days: 1 });
    expect(tue.to).toBe("2030-01-15");
    expect(tue.items.map((i) => i.id).sort()).toEqual([ids.inWeek, tue.items.find((i) => i.kind === "manual_block")!.id].sort());
    expect(tue.hours).toEqual({ open: "10:00", close: "23:00" });
    const sun = await studioCalendar(db, clock, actorFor(a), { from: "2030-01-20", days: 1 });
    expect(sun.items.map((i) => i.id)).toEqual([ids.lateSunday]);
    // Sunday opens 10–20; the 23:30 booking widens the close to midnight.
    expect(sun.hours).toEqual({ open: "10:00", close: "24:00" });
  });

  it("the other studio's staff see only their own studio", async () => {
    const v = await studioCalendar(db, clock, actorFor(b), { from: "2030-01-14", days: 7 });
    expect(v.studio.id).toBe(b.studioId);
    const ownBlock = await db.calendarBlock.findFirstOrThrow({ where: { roomId: b.roomIds[0] } }); // its studio file's
    expect(v.items.map((i) => i.id).sort()).toEqual([ids.other, ids.otherHold, ownBlock.id].sort());
    expect(v.rooms.map((r) => r.id)).toEqual(b.roomIds);
  });

  it("an inactive room is left out unless something is booked in it", async () => {
    await db.room.update({ where: { id: a.roomIds[2] }, data: { active: false } });
    try {
      const quiet = await studioCalendar(db, clock, actorFor(a), { from: "2030-01-15", days: 1 });
      expect(quiet.rooms.map((r) => r.id)).toEqual(a.roomIds.slice(0, 2));
      const busy = await studioCalendar(db, clock, actorFor(a), { from: "2030-01-20", days: 1 });
      expect(busy.rooms.map((r) => r.id)).toEqual(a.roomIds);
    } finally {
      await db.room.update({ where: { id: a.roomIds[2] }, data: { active: true } });
    }
  });

  it("version: stable while nothing changes, new after any change shown", async () => {
    const q = { from: "2030-01-14", days: 7 } as const;
    const actor = actorFor(a);
    const v1 = await studioCalendar(db, clock, actor, q);
    expect((await studioCalendar(db, clock, actor, q)).version).toBe(v1.version);

    await db.booking.update({ where: { id: ids.inWeek }, data: { paymentStatus: "paid" } });
    const v2 = await studioCalendar(db, clock, actor, q);
    expect(v2.version).not.toBe(v1.version);

    const block = await db.calendarBlock.create({
      data: {
        roomId: a.roomIds[0],
        startsAt: new Date("2030-01-19T09:00:00Z"),
        endsAt: new Date("2030-01-19T10:00:00Z"),
        note: "Staff block",
      },
    });
    const v3 = await studioCalendar(db, clock, actor, q);
    expect(v3.version).not.toBe(v2.version);
    await db.calendarBlock.delete({ where: { id: block.id } });
    expect((await studioCalendar(db, clock, actor, q)).version).toBe(v2.version);

    // A hold expiring changes the picture without any write.
    const later = manualClock(new Date(NOW.getTime() + 13 * 60_000));
    const v4 = await studioCalendar(db, later, actor, q);
    expect(byId(v4, ids.live)).toBeUndefined();
    expect(v4.version).not.toBe(v2.version);

    // A change in another studio does not.
    await db.booking.update({ where: { id: ids.other }, data: { status: "completed" } });
    expect((await studioCalendar(db, clock, actor, q)).version).toBe(v2.version);
  });

  it("a date or span that is not one is 400, whoever calls", async () => {
    await expect(studioCalendar(db, clock, actorFor(a), { from: "2030-02-30", days: 7 })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(studioCalendar(db, clock, actorFor(a), { from: "2030-01-14", days: 3 as 7 })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });

  it("an actor whose studio is gone is 404", async () => {
    const ghost = { ...actorFor(a), studioId: "00000000-0000-4000-8000-000000000000" };
    await expect(studioCalendar(db, clock, ghost, { from: "2030-01-14", days: 7 })).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(studioCalendar(db, clock, ghost, { from: "2030-01-14", days: 7 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe("studioCalendar across clock changes (Europe/Madrid)", () => {
  let s: TestStudio;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await createStudio(db);
    const at = async (key: string, local: string, minutes = 60) =>
      (ids[key] = (await addBooking(db, s, { at: local, minutes, guestName: key })).id);
    // Autumn: 2026-10-25 03:00 CEST → 02:00 CET; the week Monday 19 … Sunday 25 lasts 169 hours.
    await at("autumnMonday", "2026-10-19T10:00");
    await at("autumnSundayMorning", "2026-10-25T10:00");
    await at("autumnSundayLate", "2026-10-25T23:00"); // 22:00Z: past a naive 7 × 24 h window
    await at("autumnNextMonday", "2026-10-26T00:30", 30);
    // Spring: 2026-03-29 02:00 CET → 03:00 CEST; that Sunday lasts 23 hours.
    await at("springSundayLate", "2026-03-29T23:30", 30);
    await at("springMondayEarly", "2026-03-30T00:15", 30);
    await at("springSaturdayLate", "2026-03-28T23:30", 30);
  });

  it("a 25-hour Sunday closes the autumn week at local midnight", async () => {
    const v = await studioCalendar(db, clock, actorFor(s), { from: "2026-10-19", days: 7 });
    expect(byId(v, ids.autumnMonday)?.startsAt).toBe("2026-10-19T10:00:00+02:00");
    expect(byId(v, ids.autumnSundayMorning)?.startsAt).toBe("2026-10-25T10:00:00+01:00");
    expect(byId(v, ids.autumnSundayLate)?.startsAt).toBe("2026-10-25T23:00:00+01:00");
    expect(byId(v, ids.autumnNextMonday)).toBeUndefined();
    const next = await studioCalendar(db, clock, actorFor(s), { from: "2026-10-26", days: 1 });
    expect(next.items.map((i) => i.id)).toEqual([ids.autumnNextMonday]);
  });

  it("a 23-hour Sunday in spring: its last half hour is in, the next day's first is not", async () => {
    const v = await studioCalendar(db, clock, actorFor(s), { from: "2026-03-29", days: 1 });
    expect(v.items.map((i) => i.id)).toEqual([ids.springSundayLate]);
    expect(v.items[0].startsAt).toBe("2026-03-29T23:30:00+02:00");
    const week = await studioCalendar(db, clock, actorFor(s), { from: "2026-03-23", days: 7 });
    expect(week.items.map((i) => i.id)).toEqual([ids.springSaturdayLate, ids.springSundayLate]);
  });
});

describe("CalendarQuery", () => {
  it("accepts a real date and 1 or 7 days, nothing else", () => {
    expect(CalendarQuery.parse({ from: "2030-01-14", days: "1" })).toEqual({ from: "2030-01-14", days: 1 });
    expect(CalendarQuery.parse({ from: "2030-01-14" })).toEqual({ from: "2030-01-14", days: 7 });
    expect(CalendarQuery.safeParse({ from: "2030-02-30", days: "7" }).success).toBe(false);
    expect(CalendarQuery.safeParse({ from: "2030-01-14", days: "3" }).success).toBe(false);
    expect(CalendarQuery.safeParse({ days: "7" }).success).toBe(false);
  });
});
