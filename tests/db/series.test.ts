// Regular bookings (docs/series.md) at domain level on a real database: dates across a clock change
// stay at their local time, a preview names each conflict, an unresolved conflict refuses the whole
// series, a claim lost mid-way rolls back every occurrence, the 52-date cap, one guest message with
// one .ics of every occurrence, a booking.confirmed webhook per occurrence, the bookings feed, and
// cancel / move from an occurrence on; another studio's series is 404.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { unseal } from "../../lib/domain/bookings/manage-token";
import { bookingUid } from "../../lib/domain/calendars/guest";
import { issueFeedSecret, renderFeed } from "../../lib/domain/calendars/feed-out";
import { auditFeedIssue } from "../../lib/domain/staff/audit";
import { renderSeriesMessage, seriesOccurrences } from "../../lib/domain/notifications/series";
import { runRetention } from "../../lib/domain/retention/run";
import type { RenderedEmail, RenderedSms } from "../../lib/domain/notifications/templates";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { createPhoneBooking } from "../../lib/domain/studio-actions/phone-booking";
import {
  cancelSeries,
  createSeries,
  moveSeries,
  previewSeries,
  SERIES_MAX_OCCURRENCES,
  type SeriesRequest,
} from "../../lib/domain/studio-actions/series";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { fail, testDb } from "../helpers/test-db";

const db = testDb(6);
let studio: TestStudio;
let other: TestStudio;

const actorOf = (s: TestStudio): StaffActor => ({
  userId: `user-${s.slug}`,
  name: "Sam Staff",
  email: `staff@${s.slug}.example`,
  role: "staff",
  studioId: s.studioId,
  locale: "en",
});
const staff = () => actorOf(studio);

beforeAll(async () => {
  process.env.PUBLIC_BASE_URL = "https://book.example";
  process.env.ROOT_DOMAIN = "studios.test";
  process.env.JOBS_SCHEMA = `jobs_series_${process.pid}`;
  const { reloadEnv } = await import("../../lib/infra/env");
  reloadEnv();
  await ensureJobs();
  const open = (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  };
  studio = await createStudio(db, open);
  other = await createStudio(db, open);
  await createSubscription(db, studio.studioId, { url: "https://hooks.example/series", events: ["booking.confirmed"] });
});

const tz = () => studio.file.studio.timezone; // Europe/Madrid
const room = () => studio.file.rooms[0];
const ymd = (d: DateTime) => d.toFormat("yyyy-MM-dd");
/** A day `n` weeks and `d` days ahead, in the studio's zone; each test keeps to its own weeks. */
const day = (weeks: number, d = 0) => DateTime.now().setZone(tz()).plus({ weeks, days: d }).startOf("day");

const request = (over: Partial<SeriesRequest>): SeriesRequest => ({
  roomId: room().id,
  cadence: "weekly",
  firstDate: ymd(day(1)),
  startTime: "10:00",
  minutes: 120,
  count: 4,
  guestName: "Banda Nova",
  email: `band-${randomUUID().slice(0, 8)}@mail.example`,
  locale: "ca",
  ...over,
});

describe("dates", () => {
  it("a 10:00 start stays 10:00 local across the clock change (the UTC instant moves by the hour)", async () => {
    // The next day whose noon has another UTC offset than the day before's: a clock change in Madrid.
    let d = day(1);
    while (d.set({ hour: 12 }).offset === d.minus({ days: 1 }).set({ hour: 12 }).offset) d = d.plus({ days: 1 });
    const first = d.minus({ days: 3 });
    // Room 3: the change's weeks move with today's date, so in room 1 they met another test's weeks on some dates.
    const made = await createSeries(
      db,
      systemClock,
      staff(),
      request({ roomId: studio.file.rooms[2].id, firstDate: ymd(first), count: 2 }),
    );
    expect(made.bookings.map((b) => [b.date, b.startTime, b.endTime])).toEqual([
      [ymd(first), "10:00", "12:00"],
      [ymd(first.plus({ weeks: 1 })), "10:00", "12:00"],
    ]);
    const offsets = made.bookings.map((b) => DateTime.fromISO(b.startsAt, { setZone: true }).offset);
    expect(offsets[0]).not.toBe(offsets[1]);
    for (const b of made.bookings) expect(DateTime.fromISO(b.startsAt).setZone(tz()).toFormat("HH:mm")).toBe("10:00");
  });

  it("a start inside the spring-forward gap does not exist that day: that date is a conflict, the week before is free", async () => {
    // The next day whose noon is an hour further from UTC than the day before's: spring forward in Madrid (02:00 → 03:00).
    let d = day(1);
    while (d.set({ hour: 12 }).offset <= d.minus({ days: 1 }).set({ hour: 12 }).offset) d = d.plus({ days: 1 });
    const p = await previewSeries(
      db,
      systemClock,
      staff(),
      request({ firstDate: ymd(d.minus({ weeks: 1 })), startTime: "02:30", count: 2 }),
    );
    expect(p.occurrences.map((o) => [o.date, o.status, o.conflict?.code ?? null])).toEqual([
      [ymd(d.minus({ weeks: 1 })), "free", null],
      [ymd(d), "conflict", "OUTSIDE_HOURS"],
    ]);
  });

  it("every two weeks, up to a last date; more than the cap is refused, and a count over it too", async () => {
    const p = await previewSeries(db, systemClock, staff(), request({ cadence: "biweekly", count: undefined, untilDate: ymd(day(60, 6)) }));
    expect(p.occurrences.map((o) => o.date).slice(0, 2)).toEqual([ymd(day(1)), ymd(day(3))]);
    expect(p.occurrences.length).toBe(30);
    const tooLong = await fail(previewSeries(db, systemClock, staff(), request({ count: undefined, untilDate: ymd(day(1 + 52)) })));
    expect(tooLong?.code).toBe("VALIDATION_ERROR");
    expect(tooLong?.details).toMatchObject({ max: SERIES_MAX_OCCURRENCES, occurrences: 53 });
    expect((await fail(previewSeries(db, systemClock, staff(), request({ count: 53 }))))?.code).toBe("VALIDATION_ERROR");
  });
});

describe("conflicts", () => {
  it("the preview names a conflicting date; create refuses the series until it is resolved, then books the rest", async () => {
    const base = day(10);
    const taken = await createPhoneBooking(db, systemClock, staff(), {
      roomId: room().id,
      date: ymd(base.plus({ weeks: 1 })),
      startTime: "10:30",
      minutes: 60,
      guestName: "Someone Else",
      email: "else@mail.example",
    });
    const r = request({ firstDate: ymd(base), count: 3 });
    const p = await previewSeries(db, systemClock, staff(), r);
    expect(p.conflicts).toBe(1);
    expect(p.occurrences.map((o) => o.status)).toEqual(["free", "conflict", "free"]);
    expect(p.occurrences[1].conflict).toMatchObject({ code: "SLOT_TAKEN", details: { kind: "booking", reference: taken.reference } });

    const before = await db.booking.count({ where: { roomId: room().id } });
    const refused = await fail(createSeries(db, systemClock, staff(), r));
    expect(refused?.code).toBe("SLOT_TAKEN");
    expect(refused?.status).toBe(409);
    expect(Object.keys(refused?.details?.conflicts as object)).toEqual([ymd(base.plus({ weeks: 1 }))]);
    expect(await db.booking.count({ where: { roomId: room().id } })).toBe(before);
    expect(await db.bookingSeries.count({ where: { firstDate: ymd(base) } })).toBe(0);

    // Another time for that date: three occurrences, one at 13:00.
    const moved = await createSeries(db, systemClock, staff(), {
      ...r,
      resolutions: [{ date: ymd(base.plus({ weeks: 1 })), startTime: "13:00" }],
    });
    expect(moved.bookings.map((b) => b.startTime)).toEqual(["10:00", "13:00", "10:00"]);
  });

  it("a skipped date is left out; a resolution for a date outside the series is refused", async () => {
    const base = day(14);
    const made = await createSeries(
      db,
      systemClock,
      staff(),
      request({ firstDate: ymd(base), count: 3, resolutions: [{ date: ymd(base.plus({ weeks: 2 })), skip: true }] }),
    );
    expect(made.bookings.map((b) => b.date)).toEqual([ymd(base), ymd(base.plus({ weeks: 1 }))]);
    expect(made.skipped).toEqual([ymd(base.plus({ weeks: 2 }))]);
    const e = await fail(
      previewSeries(
        db,
        systemClock,
        staff(),
        request({ firstDate: ymd(base), resolutions: [{ date: ymd(base.plus({ days: 1 })), skip: true }] }),
      ),
    );
    expect(e?.code).toBe("VALIDATION_ERROR");
  });

  it("a claim lost mid-way (a writer the check did not see) rolls back every occurrence and names the date", async () => {
    const base = day(18);
    const third = base.plus({ weeks: 2 }).set({ hour: 10 });
    // The exclusion constraint's own error, raised for the third date's claim only: what a racing writer would cause.
    const fn = `series_race_${process.pid}`;
    await db.$executeRawUnsafe(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."roomId" = '${room().id}'::uuid AND NEW."startsAt" = '${third.toUTC().toISO()}'::timestamptz THEN
          RAISE EXCLUSION_VIOLATION USING MESSAGE = 'conflicting key value violates exclusion constraint';
        END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER ${fn} BEFORE INSERT ON slot_claim FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      const before = await db.booking.count({ where: { roomId: room().id } });
      const e = await fail(createSeries(db, systemClock, staff(), request({ firstDate: ymd(base), count: 4 })));
      expect(e?.code).toBe("SLOT_TAKEN");
      expect(e?.details?.dates).toBe(ymd(third));
      expect(await db.booking.count({ where: { roomId: room().id } })).toBe(before);
      expect(await db.bookingSeries.count({ where: { firstDate: ymd(base) } })).toBe(0);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER ${fn} ON slot_claim`);
      await db.$executeRawUnsafe(`DROP FUNCTION ${fn}()`);
    }
  });
});

describe("what the guest, the feed and the webhooks get", () => {
  it("one message listing every date with one .ics (one VEVENT per occurrence, each its booking's UID); a booking.confirmed per occurrence", async () => {
    const made = await createSeries(db, systemClock, staff(), request({ firstDate: ymd(day(22)), count: 3 }));
    const ids = made.bookings.map((b) => b.id);
    const messages = await db.message.findMany({ where: { bookingId: { in: ids }, kind: { not: "reminder" } } });
    expect(messages.map((m) => m.kind)).toEqual(["series_confirmed"]);
    const m = messages[0];
    const parts = await seriesOccurrences(db, m.detail as Record<string, unknown>, unseal(m.sealed!));
    expect(parts.occurrences.map((o) => o.id)).toEqual(ids);
    expect(Object.keys(parts.manageUrls)).toEqual(ids);
    const rendered = renderSeriesMessage({
      kind: "series_confirmed",
      channel: "email",
      locale: "ca",
      ...parts,
      now: new Date(),
    }) as RenderedEmail;
    expect(rendered.subject).toContain("Reserva periòdica confirmada: 3 dates");
    for (const b of made.bookings) expect(rendered.text).toContain(b.reference);
    const cal = new ICAL.Component(ICAL.parse(rendered.attachments[0].content));
    const uids = cal.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"));
    expect(uids).toEqual(parts.occurrences.map((o) => bookingUid(o)));
    // By text: every date, and one link, the first date's manage page (it lists the series).
    const sms = renderSeriesMessage({ kind: "series_confirmed", channel: "phone", locale: "en", ...parts, now: new Date() }) as RenderedSms;
    expect(sms.text).toContain(`3 dates: `);
    expect(sms.text).toContain(`Every date: ${parts.manageUrls[ids[0]]}`);
    expect(sms.text.match(/https?:\/\//g)).toHaveLength(1);

    const hooks = await db.webhookDelivery.findMany({ where: { bookingId: { in: ids }, type: "booking.confirmed" } });
    expect(hooks.length).toBe(3);
    // Each occurrence has its own reminder, 24 h before it.
    expect(await db.message.count({ where: { bookingId: { in: ids }, kind: "reminder" } })).toBe(3);
  });

  it("a series' occurrences appear in the studio's bookings feed, each under its booking's UID", async () => {
    const made = await createSeries(db, systemClock, staff(), request({ firstDate: ymd(day(26)), count: 3 }));
    const { secret } = await issueFeedSecret(
      db,
      { slug: studio.slug, roomId: room().id, rotate: true },
      auditFeedIssue(systemClock, "operator"),
    );
    const feed = await renderFeed(db, systemClock, secret);
    const cal = new ICAL.Component(ICAL.parse(feed.body));
    const uids = new Set(cal.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid")));
    const full = await db.booking.findMany({ where: { seriesId: made.id }, include: { studio: { include: { site: true } } } });
    expect(full.length).toBe(3);
    for (const b of full) expect(uids.has(bookingUid(b))).toBe(true);
  });
});

describe("cancel and move from an occurrence on", () => {
  it("cancel this and following, then move this and following to another start, each one transaction", async () => {
    const base = day(30);
    const made = await createSeries(db, systemClock, staff(), request({ firstDate: ymd(base), count: 4 }));
    const [a, b, c, d] = made.bookings;
    const cancelled = await cancelSeries(db, systemClock, staff(), made.id, { fromBookingId: c.id, reason: "Band on tour" });
    expect(cancelled.map((x) => x.id)).toEqual([c.id, d.id]);
    const rows = await db.booking.findMany({ where: { seriesId: made.id }, orderBy: { startsAt: "asc" } });
    expect(rows.map((x) => x.status)).toEqual(["confirmed", "confirmed", "cancelled", "cancelled"]);
    expect(await db.message.count({ where: { bookingId: c.id, kind: "series_cancelled" } })).toBe(1);

    const moved = await moveSeries(db, systemClock, staff(), made.id, { fromBookingId: b.id, startTime: "16:00" });
    expect(moved.map((x) => [x.id, x.startTime])).toEqual([[b.id, "16:00"]]);
    const after = await db.booking.findMany({ where: { seriesId: made.id }, orderBy: { date: "asc" } });
    expect(after.map((x) => x.startTime)).toEqual(["10:00", "16:00", "10:00", "10:00"]);
    expect(await db.message.count({ where: { bookingId: b.id, kind: "booking_moved" } })).toBe(1);
    expect(await db.webhookDelivery.count({ where: { bookingId: a.id, type: "booking.rescheduled" } })).toBe(0);

    // Cancel all: what is left (a and b).
    const all = await cancelSeries(db, systemClock, staff(), made.id, {});
    expect(all.map((x) => x.id)).toEqual([a.id, b.id]);
    expect((await fail(cancelSeries(db, systemClock, staff(), made.id, {})))?.code).toBe("INVALID_STATE");
  });

  it("a move that one date cannot take moves nothing and names the date", async () => {
    const base = day(34);
    const made = await createSeries(db, systemClock, staff(), request({ firstDate: ymd(base), count: 3 }));
    await createPhoneBooking(db, systemClock, staff(), {
      roomId: room().id,
      date: ymd(base.plus({ weeks: 2 })),
      startTime: "18:00",
      minutes: 60,
      guestName: "Someone Else",
      phone: "+34611222333",
    });
    const e = await fail(moveSeries(db, systemClock, staff(), made.id, { fromBookingId: made.bookings[0].id, startTime: "17:00" }));
    expect(e?.code).toBe("SLOT_TAKEN");
    expect(e?.details?.dates).toBe(ymd(base.plus({ weeks: 2 })));
    const rows = await db.booking.findMany({ where: { seriesId: made.id } });
    expect(rows.every((x) => x.startTime === "10:00")).toBe(true);
  });

  it("another studio's series, or a booking of another series, is 404", async () => {
    const made = await createSeries(db, systemClock, staff(), request({ firstDate: ymd(day(38)), count: 2 }));
    expect((await fail(cancelSeries(db, systemClock, actorOf(other), made.id, {})))?.code).toBe("RESOURCE_NOT_FOUND");
    expect(
      (await fail(moveSeries(db, systemClock, actorOf(other), made.id, { fromBookingId: made.bookings[0].id, startTime: "12:00" })))?.code,
    ).toBe("RESOURCE_NOT_FOUND");
    const otherRoom = await fail(previewSeries(db, systemClock, actorOf(other), request({ firstDate: ymd(day(38)) })));
    expect(otherRoom?.code).toBe("RESOURCE_NOT_FOUND");
    const loose = await createPhoneBooking(db, systemClock, staff(), {
      roomId: room().id,
      date: ymd(day(38, 3)),
      startTime: "10:00",
      minutes: 60,
      guestName: "Solo",
      email: "solo@mail.example",
    });
    expect((await fail(cancelSeries(db, systemClock, staff(), made.id, { fromBookingId: loose.id })))?.code).toBe("RESOURCE_NOT_FOUND");
  });
});

describe("retention", () => {
  it("a series keeps the guest's data while an occurrence does, and loses it with the last one's", async () => {
    const made = await createSeries(db, systemClock, staff(), request({ firstDate: ymd(day(42)), count: 2 }));
    const [a] = made.bookings;
    const run = () => runRetention(db, new Date(), { bookingMonths: 24, batch: 100 });
    await db.booking.update({ where: { id: a.id }, data: { anonymizedAt: new Date() } });
    await run();
    expect((await db.bookingSeries.findUniqueOrThrow({ where: { id: made.id } })).guestName).toBe("Banda Nova");
    await db.booking.updateMany({ where: { seriesId: made.id }, data: { anonymizedAt: new Date() } });
    expect((await run()).seriesAnonymized).toBeGreaterThanOrEqual(1);
    const s = await db.bookingSeries.findUniqueOrThrow({ where: { id: made.id } });
    expect([s.guestName, s.contact, s.email, s.notes]).toEqual(["", "", null, null]);
  });
});
