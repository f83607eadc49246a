// The guest's reminders (docs/studio-settings.md, SMS reminder; docs/decisions-messages.md, Reminders), at domain
// level on a real database with the local SMTP and SMS fakes and a moved clock: the studio's optional text reminder
// is queued the chosen hours before a phone booking's start and reaches the SMS provider when it is due; it is off
// by default, respects the country allow-list and the daily SMS caps at send time, and goes with a cancellation;
// the 24 h email reminder carries the way to get there and, instead of the manage link (whose
// token would wait for weeks on its row), the site's find-my-booking page.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection, withVersions } from "../../lib/domain/settings/save";
import { exportStudio } from "../../lib/domain/studios/export";
import { actorFor } from "../helpers/dashboard";
import { fail, testDb } from "../helpers/test-db";
import { setEnv } from "../helpers/env";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startFakeSmtp } from "../fakes/smtp";
import { startFakeSms } from "../fakes/sms";

let withSms: TestStudio;
let plain: TestStudio;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let slot = 0;
const HOUR = 3_600_000;

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
    TWILIO_AUTH_TOKEN: "test-auth-token",
    TWILIO_FROM: "+15005550006",
    JOBS_SCHEMA: `jobs_smsrem_${process.pid}`,
    SMS_DAILY_CAP_PER_STUDIO: "200",
  },
});
beforeAll(async () => {
  smtp = await startFakeSmtp();
  sms = await startFakeSms();
  setEnv({ SMTP_URL: smtp.url, SMS_PROVIDER_URL: sms.url });
  await ensureJobs();
  withSms = await createStudio(db, (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    (f.booking as Record<string, unknown>).smsReminderHours = 2;
  });
  plain = await createStudio(db, (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
});
beforeEach(() => {
  smtp.mails.length = 0;
  sms.messages.length = 0;
});
afterAll(async () => {
  await smtp?.close();
  await sms?.close();
});

/** A confirmed booking `hours` ahead (its confirmation and studio notice marked sent), confirmed at `now`. */
async function booking(studio: TestStudio, channel: "phone" | "email", hours = 72 + 4 * slot++) {
  const now = new Date();
  const contact = channel === "phone" ? `+3461${String(1_000_000 + slot).padStart(7, "0")}` : `g-${randomUUID().slice(0, 8)}@mail.example`;
  const h = await createHold(db, studio, { startsAt: hoursAhead(hours), channel, contact, locale: "en", now });
  const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" });
  await db.message.updateMany({
    where: { bookingId: r.booking.id, kind: { notIn: ["reminder", "sms_reminder"] } },
    data: { status: "sent", sentAt: now },
  });
  return { id: r.booking.id, token: r.manageToken!, contact, startsAt: h.startsAt };
}

const smsReminderOf = (bookingId: string) => db.message.findFirst({ where: { bookingId, kind: "sms_reminder" } });

describe("the studio's text reminder", () => {
  it("is queued the chosen hours before a phone booking and reaches the SMS provider when the clock gets there", async () => {
    const b = await booking(withSms, "phone");
    const m = await smsReminderOf(b.id);
    expect(m).toMatchObject({ status: "queued", channel: "phone", recipient: b.contact });
    expect(m!.sendAfter.getTime()).toBe(b.startsAt.getTime() - 2 * HOUR);
    // The worker's job waits until then (pg-boss's start_after), like the 24 h reminder's.
    const job = await db.$queryRawUnsafe<{ start_after: Date }[]>(
      `SELECT start_after FROM ${process.env.JOBS_SCHEMA}.job WHERE id = $1::uuid`,
      m!.jobId,
    );
    expect(job[0].start_after.getTime()).toBe(m!.sendAfter.getTime());
    // The clock moved to the reminder's time: the worker sends it.
    const clock = manualClock(m!.sendAfter);
    expect(await processMessageJob(db, clock, m!.id, { finalAttempt: true })).toBe("sent");
    const texts = sms.messages.filter((x) => x.to === b.contact);
    expect(texts).toHaveLength(1);
    const ref = (await db.booking.findUniqueOrThrow({ where: { id: b.id } })).reference;
    expect(texts[0].body).toContain(ref);
    expect(texts[0].body).toContain("reminder");
    // The way to change or cancel it: the site's find-booking page.
    expect(texts[0].body).toMatch(/To change or cancel it: https?:\/\/\S+\/find-booking/);
    // Counted against the studio's daily SMS cap, like a code text.
    expect(await db.quotaEvent.count({ where: { key: `sms-studio:${withSms.studioId}` } })).toBeGreaterThan(0);
  });

  it("is off by default, and never goes to an email booking", async () => {
    const p = await booking(plain, "phone");
    expect(await smsReminderOf(p.id)).toBeNull();
    const e = await booking(withSms, "email");
    expect(await smsReminderOf(e.id)).toBeNull();
  });

  it("is queued for a booking made later than 24 h ahead but before the chosen hours", async () => {
    const b = await booking(withSms, "phone", 6);
    expect(await db.message.count({ where: { bookingId: b.id, kind: "reminder" } })).toBe(0);
    expect((await smsReminderOf(b.id))?.status).toBe("queued");
  });

  it("is not sent when due if the studio turned it off, the number left the allow-list, or the SMS cap is full", async () => {
    const off = await booking(withSms, "phone");
    const allow = await booking(withSms, "phone");
    const cap = await booking(withSms, "phone");
    const [mOff, mAllow, mCap] = await Promise.all([smsReminderOf(off.id), smsReminderOf(allow.id), smsReminderOf(cap.id)]);
    const at = (m: typeof mOff) => manualClock(m!.sendAfter);

    await db.studio.update({ where: { id: withSms.studioId }, data: { smsReminderHours: null } });
    expect(await processMessageJob(db, at(mOff), mOff!.id, { finalAttempt: true })).toBe("skipped");
    await db.studio.update({ where: { id: withSms.studioId }, data: { smsReminderHours: 2, smsCountryCodes: ["33"] } });
    expect(await processMessageJob(db, at(mAllow), mAllow!.id, { finalAttempt: true })).toBe("skipped");
    await db.studio.update({ where: { id: withSms.studioId }, data: { smsCountryCodes: [] } });
    setEnv({ SMS_DAILY_CAP_PER_STUDIO: "0" });
    try {
      expect(await processMessageJob(db, at(mCap), mCap!.id, { finalAttempt: true })).toBe("over_cap");
    } finally {
      setEnv({ SMS_DAILY_CAP_PER_STUDIO: "200" });
    }
    const rows = await db.message.findMany({ where: { id: { in: [mOff!.id, mAllow!.id, mCap!.id] } }, orderBy: { sendAfter: "asc" } });
    expect(rows.map((r) => r.lastError)).toEqual([
      "sms reminder off",
      "destination not allowed",
      "the studio's daily cap is reached (0 texts in 24 hours)",
    ]);
    expect(sms.messages).toHaveLength(0);
  });

  it("goes with a cancellation", async () => {
    const b = await booking(withSms, "phone");
    await cancelBooking(db, manualClock(new Date()), b.token, undefined);
    expect((await smsReminderOf(b.id))?.status).toBe("skipped");
  });
});

describe("the setting", () => {
  it("is off in a studio file without it, saved from the dashboard's booking form within 1 to 12 hours, and exported", async () => {
    const s = await createStudio(db, (f: StudioJson) => {
      f.studio.operatingHours = ALWAYS_OPEN;
    });
    expect((await readSettings(db, s.studioId)).booking.smsReminderHours).toBeNull();
    const owner = actorFor(s, "owner");
    const read = withVersions(await readSettings(db, s.studioId));
    const tooMany = await fail(
      saveSection(db, manualClock(new Date()), owner, "booking", { smsReminderHours: 13 }, { version: read.versions.booking }),
    );
    expect(tooMany?.code).toBe("VALIDATION_ERROR");
    expect(tooMany?.message).toMatch(/smsReminderHours/);
    const r = await saveSection(db, manualClock(new Date()), owner, "booking", { smsReminderHours: 3 }, { version: read.versions.booking });
    expect(r.saved && r.settings.booking.smsReminderHours).toBe(3);
    expect((await db.studio.findUniqueOrThrow({ where: { id: s.studioId } })).smsReminderHours).toBe(3);
    expect((await exportStudio(db, { id: s.studioId })).booking.smsReminderHours).toBe(3);
    const b = await booking(s, "phone");
    expect((await smsReminderOf(b.id))?.sendAfter.getTime()).toBe(b.startsAt.getTime() - 3 * HOUR);
  });
});

describe("the 24 h email reminder", () => {
  it("carries the way to get there (address, map link) and the find-my-booking page, no manage link", async () => {
    const b = await booking(plain, "email");
    const m = await db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "reminder" } });
    expect(m.sealed).toBeNull();
    expect(await processMessageJob(db, manualClock(m.sendAfter), m.id, { finalAttempt: true })).toBe("sent");
    const mail = smtp.mails.find((x) => x.to.includes(b.contact));
    expect(mail?.subject).toMatch(/^Reminder/);
    expect(mail?.text).not.toContain(b.token);
    expect(mail?.text).toContain(`/en/find-booking`);
    expect(mail?.text).toContain("get a new one here:");
    expect(mail?.text).toContain("How to get there (map):");
    expect(mail?.text).toContain("https://www.openstreetmap.org/");
    expect((await db.message.findUniqueOrThrow({ where: { id: m.id } })).sealed).toBeNull();
  });
});
