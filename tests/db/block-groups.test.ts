// Blocks of several rooms, the whole studio and weekly repeats (docs/studio-actions.md, Blocking
// several rooms or every week), at domain level on a real database: the dates of a repeat, wall
// times kept across both clock changes and the missing hour, the whole studio on a date, a group
// with a booking in the way refused whole (nothing written) or made without the skipped block, the
// removal scopes, and another studio's rooms and blocks not found.
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { getLiveSite } from "../../lib/domain/sites";
import { roomAvailability } from "../../lib/domain/availability/room";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { deleteBlock } from "../../lib/domain/studio-actions/blocks";
import { blockDates, createBlockGroup, previewBlockGroup } from "../../lib/domain/studio-actions/block-groups";
import { createPhoneBooking } from "../../lib/domain/studio-actions/phone-booking";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { fail, testDb } from "../helpers/test-db";

const db = testDb(4, { own: "block_groups" }); // counts every calendar block
// Sunday 10 March 2030; Madrid's clocks go forward on 31 March and back on 27 October.
const clock = manualClock("2030-03-10T10:00:00Z");
let studio: TestStudio;
let other: TestStudio;

const actorOf = (s: TestStudio): StaffActor => ({
  userId: `user-staff-${s.slug}`,
  name: "Sam Staff",
  email: `staff@${s.slug}.example`,
  role: "staff",
  studioId: s.studioId,
  locale: "en",
});
const staff = () => actorOf(studio);

beforeAll(async () => {
  process.env.JOBS_SCHEMA = `jobs_block_groups_${process.pid}`;
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    for (const r of f.rooms) r.maxAdvanceDays = 365;
  });
  other = await createStudio(db);
});

/** The room's free spans that day, as the public availability answers them. */
async function freeOn(roomId: string, date: string) {
  const site = await getLiveSite(db, studio.slug);
  const room = site.rooms.find((r) => r.id === roomId)!;
  return (await roomAvailability(db, clock, site, room, { from: date, to: date })).days[0].free;
}
const overlaps = (free: { start: string; end: string }[], start: string, end: string) =>
  free.some((s) => s.start < end && (s.end === "00:00" || s.end > start));

describe("the dates of a repeat", () => {
  it("weekly by count, weekdays every other week until a date, and the 52-week cap", () => {
    expect(blockDates("2030-03-18")).toEqual(["2030-03-18"]);
    expect(blockDates("2030-03-18", { count: 4 })).toEqual(["2030-03-18", "2030-03-25", "2030-04-01", "2030-04-08"]);
    expect(blockDates("2030-03-18", { weekdays: [1, 3], everyWeeks: 2, until: "2030-04-03" })).toEqual([
      "2030-03-18",
      "2030-03-20",
      "2030-04-01",
      "2030-04-03",
    ]);
    // The first date's week counts from its Monday: a Wednesday start still repeats on that week's Monday's rhythm.
    expect(blockDates("2030-03-20", { weekdays: [1], everyWeeks: 2, count: 2 })).toEqual(["2030-04-01", "2030-04-15"]);
    expect(blockDates("2030-03-18", { count: 52 })).toHaveLength(52);
    expect(() => blockDates("2030-03-18", { count: 53 })).toThrow(/52 weeks/);
    expect(() => blockDates("2030-03-18", { until: "2031-03-17" })).toThrow(/52 weeks/);
    expect(() => blockDates("2030-03-18", { until: "2030-03-17" })).toThrow(/before date/);
  });
});

describe("creating", () => {
  it("every Monday 09:00–12:00 for 4 weeks stays 09:00–12:00 local across the spring change, and leaves availability", async () => {
    const room = studio.roomIds[0];
    const g = await createBlockGroup(db, clock, staff(), {
      rooms: [room],
      date: "2030-03-18",
      startTime: "09:00",
      endTime: "12:00",
      repeat: { count: 4 },
      note: "Maintenance",
    });
    expect(g.blocks.map((b) => [b.startsAt, b.endsAt])).toEqual([
      ["2030-03-18T09:00:00+01:00", "2030-03-18T12:00:00+01:00"],
      ["2030-03-25T09:00:00+01:00", "2030-03-25T12:00:00+01:00"],
      ["2030-04-01T09:00:00+02:00", "2030-04-01T12:00:00+02:00"],
      ["2030-04-08T09:00:00+02:00", "2030-04-08T12:00:00+02:00"],
    ]);
    expect(new Set(g.blocks.map((b) => b.groupId))).toEqual(new Set([g.groupId]));
    expect(await db.slotClaim.count({ where: { blockId: { in: g.blocks.map((b) => b.id) } } })).toBe(4);
    for (const date of ["2030-03-25", "2030-04-01"]) {
      const free = await freeOn(room, date);
      expect(overlaps(free, "09:00", "12:00"), date).toBe(false);
      expect(overlaps(free, "13:00", "14:00"), date).toBe(true);
    }
    // Another room is untouched.
    expect(overlaps(await freeOn(studio.roomIds[1], "2030-04-01"), "09:00", "12:00")).toBe(true);
  });

  it("the autumn change too: 01:00–04:00 on the night clocks go back lasts four real hours", async () => {
    const g = await createBlockGroup(db, clock, staff(), {
      rooms: [studio.roomIds[1]],
      date: "2030-10-20",
      startTime: "01:00",
      endTime: "04:00",
      repeat: { weekdays: [7], count: 2 },
    });
    expect(g.blocks.map((b) => [b.startsAt, b.endsAt])).toEqual([
      ["2030-10-20T01:00:00+02:00", "2030-10-20T04:00:00+02:00"],
      ["2030-10-27T01:00:00+02:00", "2030-10-27T04:00:00+01:00"],
    ]);
  });

  it("the missing hour: a start inside it is the moment the clock jumps; a span wholly inside it blocks nothing that day", async () => {
    const g = await createBlockGroup(db, clock, staff(), {
      rooms: [studio.roomIds[2]],
      date: "2030-03-31",
      startTime: "02:30",
      endTime: "04:00",
    });
    expect(g.blocks.map((b) => [b.startsAt, b.endsAt])).toEqual([["2030-03-31T03:00:00+02:00", "2030-03-31T04:00:00+02:00"]]);
    const weekly = await createBlockGroup(db, clock, staff(), {
      rooms: [studio.roomIds[2]],
      date: "2030-03-24",
      startTime: "02:00",
      endTime: "03:00",
      repeat: { count: 3 },
    });
    expect(weekly.blocks.map((b) => b.startsAt)).toEqual(["2030-03-24T02:00:00+01:00", "2030-04-07T02:00:00+02:00"]);
    expect(
      (
        await fail(
          createBlockGroup(db, clock, staff(), { rooms: [studio.roomIds[2]], date: "2030-03-31", startTime: "02:00", endTime: "03:00" }),
        )
      )?.code,
    ).toBe("VALIDATION_ERROR");
  });

  it("the whole studio on a date: one block per active room, one group", async () => {
    const g = await createBlockGroup(db, clock, staff(), {
      rooms: "all",
      date: "2030-03-20",
      startTime: "10:00",
      endTime: "14:00",
      note: "Closed",
    });
    expect(g.blocks.map((b) => b.roomId).sort()).toEqual([...studio.roomIds].sort());
    for (const room of studio.roomIds) expect(overlaps(await freeOn(room, "2030-03-20"), "10:00", "14:00")).toBe(false);
    const audit = await db.studioAudit.findMany({
      where: { studioId: studio.studioId, action: "block.create", detail: { path: ["groupId"], equals: g.groupId } },
    });
    expect(audit).toHaveLength(1);
  });

  it("whole days in a row: the buffer of one day's block does not collide with the next", async () => {
    const g = await createBlockGroup(db, clock, staff(), {
      rooms: [studio.roomIds[0]],
      date: "2030-07-01",
      startTime: "00:00",
      endTime: "00:00",
      repeat: { weekdays: [1, 2], count: 2 },
    });
    expect(g.blocks.map((b) => [b.startsAt, b.endsAt])).toEqual([
      ["2030-07-01T00:00:00+02:00", "2030-07-02T00:00:00+02:00"],
      ["2030-07-02T00:00:00+02:00", "2030-07-03T00:00:00+02:00"],
    ]);
  });
});

describe("conflicts", () => {
  const body = { rooms: "all" as const, date: "2030-05-06", startTime: "13:00", endTime: "15:00", repeat: { count: 4 } };

  it("a booking in the way: listed by the preview, the group refused whole, then made with that block skipped", async () => {
    const booking = await createPhoneBooking(db, clock, staff(), {
      roomId: studio.roomIds[1],
      date: "2030-05-20",
      startTime: "14:00",
      minutes: 120,
      guestName: "Band Rehearsal",
      phone: "+34 611 22 33 44",
    });
    const preview = await previewBlockGroup(db, clock, staff(), body);
    expect(preview).toMatchObject({ blocks: 12, conflicts: 1 });
    expect(preview.occurrences.filter((o) => o.conflict)).toEqual([
      expect.objectContaining({
        date: "2030-05-20",
        roomId: studio.roomIds[1],
        skipped: false,
        conflict: { kind: "booking", reference: booking.reference, start: "2030-05-20 14:00", end: "16:00" },
      }),
    ]);

    const before = await db.calendarBlock.count();
    const e = await fail(createBlockGroup(db, clock, staff(), body));
    expect(e?.code).toBe("SLOT_TAKEN");
    expect(e?.details).toMatchObject({
      count: 1,
      conflicts: { [`2030-05-20/${studio.roomIds[1]}`]: { kind: "booking", reference: booking.reference } },
    });
    expect(await db.calendarBlock.count()).toBe(before);

    const skip = [{ date: "2030-05-20", roomId: studio.roomIds[1] }];
    expect(await previewBlockGroup(db, clock, staff(), { ...body, skip })).toMatchObject({ blocks: 11, conflicts: 0 });
    const g = await createBlockGroup(db, clock, staff(), { ...body, skip });
    expect(g.blocks).toHaveLength(11);
    expect(g.blocks.some((b) => b.roomId === studio.roomIds[1] && b.startsAt.startsWith("2030-05-20"))).toBe(false);
    const booked = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(booked.status).toBe("confirmed");
  });

  it("refusals: end before start, already ended, unknown or another studio's room", async () => {
    expect((await fail(createBlockGroup(db, clock, staff(), { ...body, startTime: "15:00", endTime: "13:00" })))?.code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await fail(createBlockGroup(db, clock, staff(), { ...body, date: "2030-03-04", repeat: null })))?.code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await fail(previewBlockGroup(db, clock, staff(), { ...body, rooms: [other.roomIds[0]] })))?.code).toBe("RESOURCE_NOT_FOUND");
    expect((await fail(createBlockGroup(db, clock, staff(), { ...body, rooms: [studio.roomIds[0], other.roomIds[0]] })))?.code).toBe(
      "RESOURCE_NOT_FOUND",
    );
    // "all" is the actor's studio's rooms, never another's.
    const g = await createBlockGroup(db, clock, actorOf(other), { ...body, date: "2030-09-02", repeat: null });
    expect(g.blocks.map((b) => b.roomId).sort()).toEqual([...other.roomIds].sort());
  });
});

describe("removing", () => {
  it("one, this and following (every room), all; a lone block is one whatever the scope; another studio's is not found", async () => {
    const g = await createBlockGroup(db, clock, staff(), {
      rooms: [studio.roomIds[2], studio.roomIds[1]],
      date: "2030-06-03",
      startTime: "09:00",
      endTime: "10:00",
      repeat: { count: 4 },
    });
    const ids = () => db.calendarBlock.findMany({ where: { groupId: g.groupId }, orderBy: [{ startsAt: "asc" }, { roomId: "asc" }] });
    expect(await ids()).toHaveLength(8);
    const week = (n: number, roomId: string) =>
      g.blocks.find(
        (b) =>
          b.roomId === roomId && DateTime.fromISO(b.startsAt).toISODate() === ["2030-06-03", "2030-06-10", "2030-06-17", "2030-06-24"][n],
      )!;

    expect((await fail(deleteBlock(db, clock, actorOf(other), week(0, studio.roomIds[2]).id, "all")))?.code).toBe("RESOURCE_NOT_FOUND");
    expect(await ids()).toHaveLength(8);

    const one = await deleteBlock(db, clock, staff(), week(1, studio.roomIds[2]).id, "one");
    expect(one).toMatchObject({ removed: 1, groupId: g.groupId });
    expect(await ids()).toHaveLength(7);

    const following = await deleteBlock(db, clock, staff(), week(2, studio.roomIds[2]).id, "following");
    expect(following.removed).toBe(4); // weeks 3 and 4 of both rooms
    const left = await ids();
    expect(left.map((b) => DateTime.fromJSDate(b.startsAt, { zone: "Europe/Madrid" }).toISODate()).sort()).toEqual([
      "2030-06-03",
      "2030-06-03",
      "2030-06-10",
    ]);
    expect(await db.slotClaim.count({ where: { blockId: { in: g.blocks.map((b) => b.id) } } })).toBe(3);

    const all = await deleteBlock(db, clock, staff(), left[2].id, "all");
    expect(all.removed).toBe(3);
    expect(await ids()).toHaveLength(0);
    expect(await db.slotClaim.count({ where: { blockId: { in: g.blocks.map((b) => b.id) } } })).toBe(0);
    const audit = await db.studioAudit.findMany({
      where: { studioId: studio.studioId, action: "block.delete", detail: { path: ["groupId"], equals: g.groupId } },
    });
    expect(audit.map((a) => (a.detail as { scope: string }).scope).sort()).toEqual(["all", "following", "one"]);
  });
});
