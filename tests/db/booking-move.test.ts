// Moving a booking (docs/studio-actions.md, Moving a booking; Guest reschedule), at domain level on a
// real database: the studio's move (times, claim, audit, the guest's message and .ics, the reminder,
// the booking.rescheduled webhook), price kept or repriced, a move racing a hold for the same time
// (one winner), another studio's booking (404); the guest's reschedule with the manage token, and
// its refusal inside the notice window.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { CreateHoldBody } from "../../lib/contract/schemas";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking, rescheduleBooking, viewBooking } from "../../lib/domain/bookings/manage";
import { loadBooking } from "../../lib/domain/bookings/view";
import { bookingUid } from "../../lib/domain/calendars/guest";
import { createHold as createHoldForReal } from "../../lib/domain/holds/create";
import { renderMessage, type RenderedEmail } from "../../lib/domain/notifications/templates";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { testDb } from "../helpers/test-db";

let studio: TestStudio;
let other: TestStudio;

const actorOf = (s: TestStudio, role: "owner" | "staff" = "staff"): StaffActor => ({
  userId: `user-${role}-${s.slug}`,
  name: "Sam Staff",
  email: `${role}@${s.slug}.example`,
  role,
  studioId: s.studioId,
  locale: "en",
});
const staff = () => actorOf(studio);

const db = testDb(6, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_move_${process.pid}` },
});
beforeAll(async () => {
  await ensureJobs();
  const open = (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  };
  studio = await createStudio(db, open);
  other = await createStudio(db, open);
  await createSubscription(db, studio.studioId, { url: "https://hooks.example/studio", events: ["booking.rescheduled"] });
});

const tz = () => studio.file.studio.timezone;
const room = (i = 0) => studio.file.rooms[i];
/** The day `n` days ahead in the studio's zone (open every day: ALWAYS_OPEN); each test keeps to its own days. */
const day = (n: number): DateTime => DateTime.now().setZone(tz()).plus({ days: n }).startOf("day");
const ymd = (d: DateTime) => d.toFormat("yyyy-MM-dd");

async function booking(startsAt: Date, locale: "es" | "ca" | "en" = "ca", minutes = 120) {
  const h = await createHold(db, studio, {
    startsAt,
    minutes,
    locale,
    channel: "email",
    contact: `guest-${randomUUID().slice(0, 8)}@mail.example`,
  });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  return { id: r.booking.id, reference: r.booking.reference, token: r.manageToken, priceCents: r.booking.priceCents };
}

async function code(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return `${(e as ApiError).code}: ${(e as ApiError).message}`;
}

const claimOf = (bookingId: string) =>
  db.$queryRaw<{ roomId: string; startsAt: Date; endsAt: Date; upper: Date; expiresAt: Date | null }[]>`
    SELECT "roomId"::text, "startsAt", "endsAt", upper(span) AS upper, "expiresAt" FROM slot_claim WHERE "bookingId" = ${bookingId}::uuid`;

describe("the studio moves a booking", () => {
  it("new times and claim, audited; the guest told in their language with the same event; the reminder follows; booking.rescheduled", async () => {
    const from = day(30).set({ hour: 12 });
    const b = await booking(from.toJSDate(), "ca");
    const before = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    const oldReminder = await db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "reminder" } });
    expect(oldReminder.status).toBe("queued");

    const to = day(31).set({ hour: 15 });
    const v = await moveByStudio(db, systemClock, staff(), b.id, { date: ymd(to), startTime: "15:00", durationMinutes: 180 });
    expect(v).toMatchObject({
      id: b.id,
      reference: b.reference,
      status: "confirmed",
      date: ymd(to),
      startTime: "15:00",
      endTime: "18:00",
      minutes: 180,
      priceCents: b.priceCents, // as booked: no reprice
      previous: { roomId: room().id, date: ymd(from), startTime: "12:00", endTime: "14:00", priceCents: b.priceCents },
    });

    // One claim, at the new time, buffer after the end, firm.
    const claims = await claimOf(b.id);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      roomId: room().id,
      startsAt: to.toJSDate(),
      endsAt: to.plus({ hours: 3 }).toJSDate(),
      expiresAt: null,
    });
    expect(claims[0].upper).toEqual(to.plus({ hours: 3, minutes: room().bufferMinutes }).toJSDate());
    // The old time is free again: a hold there is possible.
    await createHold(db, studio, { startsAt: from.toJSDate(), minutes: 120 });

    const audit = await db.studioAudit.findMany({ where: { bookingId: b.id }, select: { action: true, actorEmail: true, detail: true } });
    expect(audit).toEqual([
      {
        action: "booking.move",
        actorEmail: staff().email,
        detail: expect.objectContaining({
          from: expect.objectContaining({ date: ymd(from), startTime: "12:00", minutes: 120 }),
          to: expect.objectContaining({ date: ymd(to), startTime: "15:00", endTime: "18:00", minutes: 180 }),
          reprice: false,
        }),
      },
    ]);

    // Reminder: the old one skipped, one for the new time queued.
    expect((await db.message.findUniqueOrThrow({ where: { id: oldReminder.id } })).status).toBe("skipped");
    const reminders = await db.message.findMany({ where: { bookingId: b.id, kind: "reminder", status: "queued" } });
    expect(reminders.map((m) => m.sendAfter)).toEqual([to.minus({ hours: 24 }).toJSDate()]);

    // The guest's message: in Catalan, no link (the studio cannot recover the token), the same event with a higher SEQUENCE.
    const moved = await db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "booking_moved" } });
    expect(moved).toMatchObject({ channel: "email", locale: "ca", status: "queued", sealed: null });
    expect(await db.message.count({ where: { bookingId: b.id, kind: "studio_booking_moved" } })).toBe(0);
    const full = (await loadBooking(db, { id: b.id }))!;
    expect(full.sequence).toBeGreaterThan(before.sequence);
    const mail = renderMessage({
      kind: "booking_moved",
      channel: "email",
      locale: "ca",
      booking: full,
      now: new Date(),
      detail: moved.detail as Record<string, unknown>,
    }) as RenderedEmail;
    expect(mail.subject).toContain(b.reference);
    expect(mail.text).toContain("15:00");
    expect(mail.text).toContain("12:00–14:00"); // where it was
    expect(mail.text).toContain("l'enllaç de la teva confirmació");
    const ics = mail.attachments[0].content;
    expect(ics).toContain(`UID:${bookingUid(full)}`);
    expect(ics).toContain(`SEQUENCE:${full.sequence}`);
    expect(ics).toContain(`DTSTART;TZID=${tz()}:${to.toFormat("yyyyMMdd")}T150000`);

    // booking.rescheduled with the old and the new times.
    const events = await db.webhookDelivery.findMany({ where: { bookingId: b.id } });
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe("booking.rescheduled");
    expect((events[0].payload as { data: unknown }).data).toMatchObject({
      bookingId: b.id,
      date: ymd(to),
      startTime: "15:00",
      endTime: "18:00",
      rescheduledBy: "studio",
      previous: { roomId: room().id, date: ymd(from), startTime: "12:00", endTime: "14:00", priceCents: b.priceCents },
    });
  });

  it("keeps the price as booked unless repriced; may change room; overlapping its own old time is fine", async () => {
    const from = day(32).set({ hour: 10 });
    const b = await booking(from.toJSDate(), "es", 60);
    // Longer and overlapping itself, price kept.
    const kept = await moveByStudio(db, systemClock, staff(), b.id, { date: ymd(from), startTime: "10:30", durationMinutes: 120 });
    expect(kept).toMatchObject({ startTime: "10:30", endTime: "12:30", minutes: 120, priceCents: b.priceCents });
    // Repriced: the room's current quote for the new duration; the answer shows the old price too.
    const repriced = await moveByStudio(db, systemClock, staff(), b.id, {
      date: ymd(from),
      startTime: "10:30",
      durationMinutes: 120,
      reprice: true,
    });
    expect(repriced.priceCents).toBe(room().hourlyCents * 2);
    expect(repriced.previous.priceCents).toBe(b.priceCents);
    // Another room of the studio (its own grid and buffer).
    const r2 = room(2);
    const other = await moveByStudio(db, systemClock, staff(), b.id, { date: ymd(from), startTime: "16:00", roomId: r2.id });
    expect(other).toMatchObject({ roomId: r2.id, startTime: "16:00", endTime: "18:00", priceCents: room().hourlyCents * 2 });
    expect((await claimOf(b.id)).map((c) => c.roomId)).toEqual([r2.id]);
  });

  it("refuses what a phone booking refuses, and nothing changes", async () => {
    const from = day(33).set({ hour: 12 });
    const b = await booking(from.toJSDate());
    const blocker = await booking(from.plus({ hours: 4 }).toJSDate());
    const bad = { date: ymd(from), startTime: "15:00" }; // 15:00–17:00 runs into the other booking at 16:00
    expect(await code(moveByStudio(db, systemClock, staff(), b.id, bad))).toMatch(
      new RegExp(`^SLOT_TAKEN: This time overlaps booking ${blocker.reference}`),
    );
    expect(await code(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(from), startTime: "12:10" }))).toMatch(/^VALIDATION_ERROR/);
    expect(await code(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(from), startTime: "12:00", durationMinutes: 600 }))).toMatch(
      /^VALIDATION_ERROR/,
    );
    expect(await code(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(day(-2)), startTime: "12:00" }))).toMatch(
      /^OUTSIDE_BOOKING_WINDOW/,
    );
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ date: ymd(from), startTime: "12:00", endTime: "14:00" });
    expect(await claimOf(b.id)).toHaveLength(1);
    expect(await db.studioAudit.count({ where: { bookingId: b.id } })).toBe(0);
    // A cancelled booking cannot be moved.
    await cancelBooking(db, systemClock, b.token, undefined);
    expect(await code(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(from), startTime: "18:00" }))).toMatch(/^INVALID_STATE/);
  });

  it("another studio's booking, or a room of another studio, is not found", async () => {
    const from = day(34).set({ hour: 12 });
    const b = await booking(from.toJSDate());
    expect(await code(moveByStudio(db, systemClock, actorOf(other, "owner"), b.id, { date: ymd(from), startTime: "16:00" }))).toMatch(
      /^RESOURCE_NOT_FOUND/,
    );
    expect(
      await code(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(from), startTime: "16:00", roomId: other.file.rooms[0].id })),
    ).toMatch(/^RESOURCE_NOT_FOUND/);
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ startTime: "12:00" });
  });

  it("a move racing a hold for the same time has one winner", async () => {
    for (let i = 0; i < 4; i++) {
      const d = day(40 + i);
      const b = await booking(d.set({ hour: 9 }).toJSDate());
      const body = CreateHoldBody.parse({
        roomId: room().id,
        date: ymd(d),
        startTime: "14:00",
        durationMinutes: 120,
        guestName: "Racing Guest",
        channel: "email",
        contact: `racer-${randomUUID().slice(0, 8)}@mail.example`,
        idempotencyKey: randomUUID(),
      });
      const [move, hold] = await Promise.allSettled([
        moveByStudio(db, systemClock, staff(), b.id, { date: ymd(d), startTime: i % 2 ? "14:30" : "13:30" }),
        createHoldForReal(db, systemClock, { slug: studio.slug, body, ip: `198.51.100.${10 + i}` }),
      ]);
      const won = [move, hold].filter((r) => r.status === "fulfilled");
      expect(won).toHaveLength(1);
      const lost = [move, hold].find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(ApiError);
      expect((lost.reason as ApiError).code).toBe("SLOT_TAKEN");
      // The booking is where the winner left it, with exactly one claim.
      const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
      expect(row.startTime).toBe(move.status === "fulfilled" ? (i % 2 ? "14:30" : "13:30") : "09:00");
      expect(await claimOf(b.id)).toHaveLength(1);
    }
  });
});

describe("the guest reschedules", () => {
  it("with the manage token: same room, duration and price; the same link in the message; the studio told; audited as the guest", async () => {
    const from = day(20).set({ hour: 12 });
    const b = await booking(from.toJSDate(), "es");
    const to = day(21).set({ hour: 17 });
    const v = await rescheduleBooking(db, systemClock, b.token, { date: ymd(to), startTime: "17:00" });
    expect(v).toMatchObject({
      id: b.id,
      reference: b.reference,
      date: ymd(to),
      startTime: "17:00",
      endTime: "19:00",
      priceCents: b.priceCents,
    });
    // The same token still opens it.
    expect((await viewBooking(db, systemClock, b.token)).startTime).toBe("17:00");
    const moved = await db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "booking_moved" } });
    expect(moved).toMatchObject({ locale: "es" });
    expect(moved.sealed).toBeTruthy(); // the manage link, sealed, as in the confirmation
    expect(await db.message.count({ where: { bookingId: b.id, kind: "studio_booking_moved" } })).toBe(1);
    const full = (await loadBooking(db, { id: b.id }))!;
    const mail = renderMessage({
      kind: "booking_moved",
      channel: "email",
      locale: "es",
      booking: full,
      manageUrl: `https://book.example/es/manage/${b.token}`,
      now: new Date(),
      detail: moved.detail as Record<string, unknown>,
    }) as RenderedEmail;
    expect(mail.text).toContain(`/manage/${b.token}`);
    // The studio's zone by its city, as people say it, not its identifier.
    expect(mail.text).toContain("(hora de Madrid)");
    expect(mail.text).not.toContain("Europe/Madrid");
    expect(
      await db.studioAudit.findMany({ where: { bookingId: b.id }, select: { action: true, actorName: true, actorUserId: true } }),
    ).toEqual([{ action: "booking.move", actorName: "guest (manage link)", actorUserId: null }]);
    const event = await db.webhookDelivery.findFirstOrThrow({ where: { bookingId: b.id } });
    expect((event.payload as { data: { rescheduledBy: string } }).data.rescheduledBy).toBe("guest");
  });

  it("a guest's reschedule racing a studio move onto the same time has one winner", async () => {
    for (let i = 0; i < 4; i++) {
      const d = day(45 + i);
      const guest = await booking(d.set({ hour: 9 }).toJSDate());
      const other = await booking(d.set({ hour: 20 }).toJSDate());
      const [g, s] = await Promise.allSettled([
        rescheduleBooking(db, systemClock, guest.token, { date: ymd(d), startTime: "14:00" }),
        moveByStudio(db, systemClock, staff(), other.id, { date: ymd(d), startTime: i % 2 ? "14:30" : "13:00" }),
      ]);
      expect([g, s].filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = [g, s].find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect((lost.reason as ApiError).code).toBe("SLOT_TAKEN");
      const rows = await db.booking.findMany({ where: { id: { in: [guest.id, other.id] } }, select: { startTime: true } });
      expect(rows.map((r) => r.startTime).sort()).toEqual(
        g.status === "fulfilled" ? ["14:00", "20:00"] : [i % 2 ? "14:30" : "13:00", "09:00"].sort(),
      );
    }
  });

  it("inside the notice window: CANCEL_TOO_LATE; the room's minimum notice and a taken slot are refused too", async () => {
    // Room 0 asks 24 h notice to cancel: a booking 10 h ahead can no longer be changed online.
    const soon = await booking(hoursAhead(10));
    const d = day(25);
    expect(await code(rescheduleBooking(db, systemClock, soon.token, { date: ymd(d), startTime: "12:00" }))).toMatch(/^CANCEL_TOO_LATE/);

    const b = await booking(day(26).set({ hour: 12 }).toJSDate());
    // The room's minimum notice (60 min) applies to the new time: the next half hour is too soon.
    // Asked at 10:10 the day before (a fixed time of day: late in the evening the next half hour
    // would not fit the 2 hours before midnight, and the hours would refuse it first).
    const asked = manualClock(day(25).set({ hour: 10, minute: 10 }).toJSDate());
    const inNotice = day(25).set({ hour: 10, minute: 30 });
    expect(await code(rescheduleBooking(db, asked, b.token, { date: ymd(inNotice), startTime: inNotice.toFormat("HH:mm") }))).toMatch(
      /^OUTSIDE_BOOKING_WINDOW/,
    );
    // A slot taken by someone else: SLOT_TAKEN, naming nobody.
    await booking(day(27).set({ hour: 12 }).toJSDate());
    const taken = await code(rescheduleBooking(db, systemClock, b.token, { date: ymd(day(27)), startTime: "13:00" }));
    expect(taken).toBe("SLOT_TAKEN: This time slot is no longer available");
    // An unknown token: 404.
    expect(await code(rescheduleBooking(db, systemClock, "0".repeat(64), { date: ymd(d), startTime: "12:00" }))).toMatch(
      /^RESOURCE_NOT_FOUND/,
    );
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ startTime: "12:00" });
  });
});
