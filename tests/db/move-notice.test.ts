// What a studio's move tells the guest (docs/studio-actions.md, Moving a booking), at domain level on
// a real database, the messages delivered by the worker's own send to the local SMTP fake:
// - "don't tell the guest" (notifyGuest: false, a correction): no message queued, the reminder still
//   follows the new time, the webhook still goes, the audit says the guest was not told;
// - moves of one booking within MOVE_NOTICE_WINDOW_MINUTES are one message, sent when the first
//   move's window ends, saying the final time and where the guest knew it before the first move;
//   moves further apart are two;
// - the notice has nothing to say once the booking is back where the guest knew it, or cancelled;
// - a notice the worker has claimed already is not joined: the next move queues its own.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MOVE_NOTICE_WINDOW_MINUTES } from "../../lib/contract/limits";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { processMessageJob } from "../../lib/domain/notifications/send";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { cancelByStudio } from "../../lib/domain/studio-actions/bookings";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold } from "../helpers/holds";
import { startFakeSmtp } from "../fakes/smtp";
import { setEnv } from "../helpers/env";
import { testDb } from "../helpers/test-db";

let studio: TestStudio;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
const WINDOW_MS = MOVE_NOTICE_WINDOW_MINUTES * 60_000;

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    JOBS_SCHEMA: `jobs_move_notice_${process.pid}`,
  },
});
beforeAll(async () => {
  smtp = await startFakeSmtp();
  setEnv({ SMTP_URL: smtp.url });
  await ensureJobs();
  studio = await createStudio(db, (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  await createSubscription(db, studio.studioId, { url: "https://hooks.example/studio", events: ["booking.rescheduled"] });
});
beforeEach(() => {
  smtp.mails.length = 0;
});
afterAll(async () => {
  await smtp?.close();
});

const staff: () => StaffActor = () => ({
  userId: `user-staff-${studio.slug}`,
  name: "Sam Staff",
  email: `staff@${studio.slug}.example`,
  role: "staff",
  studioId: studio.studioId,
  locale: "en",
});
const tz = () => studio.file.studio.timezone;
/** The day `n` days ahead in the studio's zone; each test keeps to its own days. */
const day = (n: number) => DateTime.now().setZone(tz()).plus({ days: n }).startOf("day").toFormat("yyyy-MM-dd");

/** A confirmed online booking (email, English) at 12:00–14:00 `n` days ahead, its confirmation messages already sent. */
async function booking(n: number) {
  const contact = `guest-${randomUUID().slice(0, 8)}@mail.example`;
  const startsAt = DateTime.fromISO(`${day(n)}T12:00`, { zone: tz() }).toJSDate();
  const h = await createHold(db, studio, { startsAt, minutes: 120, channel: "email", contact, locale: "en" });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  await db.message.updateMany({
    where: { bookingId: r.booking.id, kind: { not: "reminder" } },
    data: { status: "sent", sentAt: new Date() },
  });
  return { id: r.booking.id, reference: r.booking.reference, contact };
}

const movedNotices = (bookingId: string) =>
  db.message.findMany({ where: { bookingId, kind: "booking_moved" }, orderBy: { createdAt: "asc" } });

/** The worker's send of each "moved" notice still queued, at `at` (when the job would run). */
async function sendMoved(bookingId: string, at: Date) {
  const out: string[] = [];
  for (const m of await movedNotices(bookingId))
    if (m.status === "queued") out.push(await processMessageJob(db, manualClock(at), m.id, { finalAttempt: true }));
  return out;
}

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

describe("don't tell the guest", () => {
  it("queues no message for the move; the reminder follows the new time, the webhook goes, the audit says so", async () => {
    const b = await booking(30);
    const v = await moveByStudio(db, systemClock, staff(), b.id, { date: day(30), startTime: "16:00", notifyGuest: false });
    expect(v).toMatchObject({ startTime: "16:00", endTime: "18:00" });
    expect(await movedNotices(b.id)).toEqual([]);
    const reminders = await db.message.findMany({ where: { bookingId: b.id, kind: "reminder", status: "queued" } });
    expect(reminders.map((r) => r.sendAfter)).toEqual([DateTime.fromISO(`${day(29)}T16:00`, { zone: tz() }).toJSDate()]);
    expect(await db.webhookDelivery.count({ where: { bookingId: b.id, type: "booking.rescheduled" } })).toBe(1);
    const audit = await db.studioAudit.findFirstOrThrow({ where: { bookingId: b.id, action: "booking.move" } });
    expect(audit.detail).toMatchObject({ notifyGuest: false });
  });
});

describe("moves of one booking within the window send one message", () => {
  it("three moves in two minutes: one message, sent when the window ends, with the final time", async () => {
    const b = await booking(31);
    const t0 = new Date();
    const clock = manualClock(t0);
    await moveByStudio(db, clock, staff(), b.id, { date: day(31), startTime: "15:00" });
    clock.advance(60_000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(32), startTime: "15:00" });
    clock.advance(60_000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(32), startTime: "18:00" });

    const notices = await movedNotices(b.id);
    expect(notices).toHaveLength(1);
    // Timed by the first move, and counting the three; where the guest knew it: the booked time.
    expect(notices[0]).toMatchObject({ status: "queued", sendAfter: new Date(t0.getTime() + WINDOW_MS) });
    expect(notices[0].detail).toMatchObject({ date: day(31), startTime: "12:00", endTime: "14:00", moves: 3 });

    expect(await sendMoved(b.id, new Date(t0.getTime() + WINDOW_MS))).toEqual(["sent"]);
    const mails = mailsTo(b.contact);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(b.reference);
    expect(mails[0].text).toContain("18:00"); // the final time
    expect(mails[0].text).toContain("12:00–14:00"); // where it was before the first move
    expect(mails[0].text).not.toContain("15:00");
    // The calendar file carries the booking's latest sequence: calendars update the event once.
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(mails[0].attachments[0].content).toContain(`SEQUENCE:${row.sequence}`);
    expect(mails[0].attachments[0].content).toContain(`T180000`);
  });

  it("moves further apart than the window: two messages, each with the time it tells", async () => {
    const b = await booking(33);
    const t0 = new Date();
    const clock = manualClock(t0);
    await moveByStudio(db, clock, staff(), b.id, { date: day(33), startTime: "15:00" });
    clock.advance(WINDOW_MS);
    expect(await sendMoved(b.id, clock.now())).toEqual(["sent"]);
    clock.advance(60_000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(33), startTime: "19:00" });

    const notices = await movedNotices(b.id);
    expect(notices.map((n) => n.status)).toEqual(["sent", "queued"]);
    // The second tells the move from where the first message left the guest.
    expect(notices[1].detail).toMatchObject({ startTime: "15:00", endTime: "17:00", moves: 1 });
    expect(await sendMoved(b.id, new Date(clock.now().getTime() + WINDOW_MS))).toEqual(["sent"]);
    const texts = mailsTo(b.contact).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("15:00–17:00");
    expect(texts[1]).toContain("19:00–21:00");
  });

  it("a second move after the window even when the worker has not sent the first yet: two messages", async () => {
    const b = await booking(34);
    const t0 = new Date();
    const clock = manualClock(t0);
    await moveByStudio(db, clock, staff(), b.id, { date: day(34), startTime: "15:00" });
    clock.advance(WINDOW_MS + 1000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(34), startTime: "19:00" });
    expect((await movedNotices(b.id)).map((n) => n.status)).toEqual(["queued", "queued"]);
  });

  it("a notice the worker has claimed is not joined: the next move queues its own", async () => {
    const b = await booking(35);
    const clock = manualClock(new Date());
    await moveByStudio(db, clock, staff(), b.id, { date: day(35), startTime: "15:00" });
    // The worker's claim, as send.ts writes it, taken before the next move.
    await db.message.updateMany({ where: { bookingId: b.id, kind: "booking_moved" }, data: { status: "sending" } });
    clock.advance(60_000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(35), startTime: "17:00" });
    const notices = await movedNotices(b.id);
    expect(notices.map((n) => n.status)).toEqual(["sending", "queued"]);
    expect(notices[1].detail).toMatchObject({ startTime: "15:00", moves: 1 });
  });

  it("a correction inside the window leaves the waiting notice to tell the final time", async () => {
    const b = await booking(36);
    const t0 = new Date();
    const clock = manualClock(t0);
    await moveByStudio(db, clock, staff(), b.id, { date: day(36), startTime: "15:00" });
    clock.advance(60_000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(36), startTime: "15:30", notifyGuest: false });
    const notices = await movedNotices(b.id);
    expect(notices).toHaveLength(1);
    expect(notices[0].detail).toMatchObject({ moves: 1 });
    expect(await sendMoved(b.id, new Date(t0.getTime() + WINDOW_MS))).toEqual(["sent"]);
    expect(mailsTo(b.contact)[0].text).toContain("15:30–17:30");
  });
});

describe("a waiting notice with nothing left to say", () => {
  it("moved back where the guest knew it: skipped", async () => {
    const b = await booking(37);
    const t0 = new Date();
    const clock = manualClock(t0);
    await moveByStudio(db, clock, staff(), b.id, { date: day(37), startTime: "15:00" });
    clock.advance(60_000);
    await moveByStudio(db, clock, staff(), b.id, { date: day(37), startTime: "12:00" });
    expect(await sendMoved(b.id, new Date(t0.getTime() + WINDOW_MS))).toEqual(["skipped"]);
    expect((await movedNotices(b.id))[0]).toMatchObject({ status: "skipped", lastError: "moved back" });
    expect(mailsTo(b.contact)).toHaveLength(0);
  });

  it("cancelled meanwhile: skipped (the guest has the cancellation)", async () => {
    const b = await booking(38);
    const t0 = new Date();
    const clock = manualClock(t0);
    await moveByStudio(db, clock, staff(), b.id, { date: day(38), startTime: "15:00" });
    await cancelByStudio(db, clock, { ...staff(), role: "owner" }, b.id, { reason: "Flooded" });
    expect(await sendMoved(b.id, new Date(t0.getTime() + WINDOW_MS))).toEqual(["skipped"]);
    expect((await movedNotices(b.id))[0]).toMatchObject({ status: "skipped", lastError: "booking cancelled" });
  });
});
