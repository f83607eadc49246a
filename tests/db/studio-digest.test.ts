// The studio's daily digest (docs/studio-settings.md, Daily digest), at domain level on a real database with
// the local SMTP fake and a moved clock: off by default and saved from the booking form; from 18:00 studio time
// the worker's sweep queues one email per studio and date (never two, whatever runs it how often), listing the
// next day's bookings room by room with time, guest, contact, paid or not and notes; no email for a day without
// bookings, none for a studio with it off, and a digest turned off before it leaves is skipped.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { queueStudioDigests } from "../../lib/domain/notifications/digest";
import { runSweeps } from "../../lib/worker/sweeps";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection, withVersions } from "../../lib/domain/settings/save";
import { exportStudio } from "../../lib/domain/studios/export";
import { actorFor } from "../helpers/dashboard";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold } from "../helpers/holds";
import { startFakeSmtp } from "../fakes/smtp";
import { setEnv } from "../helpers/env";
import { testDb } from "../helpers/test-db";

let on: TestStudio;
let off: TestStudio;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    JOBS_SCHEMA: `jobs_digest_${process.pid}`,
  },
});
beforeAll(async () => {
  smtp = await startFakeSmtp();
  setEnv({ SMTP_URL: smtp.url });
  await ensureJobs();
  const open = (digest: boolean) => (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    f.studio.email = `owner-${randomUUID().slice(0, 8)}@studio.example`;
    f.site.defaultLocale = "en";
    for (const r of f.rooms) (r as Record<string, unknown>).paymentModes = ["on_site"];
    if (digest) (f.booking as Record<string, unknown>).dailyDigest = true;
  };
  on = await createStudio(db, open(true));
  off = await createStudio(db, open(false));
});
beforeEach(() => {
  smtp.mails.length = 0;
});
afterAll(async () => {
  await smtp?.close();
});

const zone = () => on.file.studio.timezone;
/** A studio-local day `days` from today, as booked (YYYY-MM-DD). */
const localDay = (days: number) => DateTime.now().setZone(zone()).plus({ days }).toISODate()!;
/** That studio-local wall time as an instant (the moved clock). */
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: zone() }).toJSDate();

/** A confirmed pay-at-the-studio booking on `date` at `time` studio time (its own messages marked sent). */
async function booking(
  studio: TestStudio,
  date: string,
  time: string,
  o: { room?: number; name?: string; notes?: string; channel?: "phone" | "email" } = {},
) {
  const now = new Date();
  const channel = o.channel ?? "phone";
  const contact =
    channel === "phone"
      ? `+3461${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
      : `g-${randomUUID().slice(0, 8)}@mail.example`;
  const h = await createHold(db, studio, {
    startsAt: at(date, time),
    roomIndex: o.room ?? 0,
    channel,
    contact,
    locale: "en",
    guestName: o.name ?? "Guest",
    now,
  });
  const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site", ...(o.notes ? { notes: o.notes } : {}) });
  await db.message.updateMany({ where: { bookingId: r.booking.id }, data: { status: "sent", sentAt: now } });
  return { id: r.booking.id, token: r.manageToken!, contact };
}

const digestsOf = (studio: TestStudio) =>
  db.message.findMany({ where: { kind: "studio_digest", detail: { path: ["studioId"], equals: studio.studioId } } });

describe("the daily digest", () => {
  it("is queued once from 18:00 studio time by the worker's sweep and lists tomorrow's bookings room by room", async () => {
    const day = localDay(3);
    const eve = localDay(2);
    const a = await booking(on, day, "10:00", { room: 0, name: "Ana Martínez", notes: "Bringing a drum kit" });
    const z = await booking(on, day, "12:00", { room: 1, name: "Zoë Müller", channel: "email" });
    const paid = await booking(on, day, "16:00", { room: 0, name: "Paid Person" });
    await db.booking.update({ where: { id: paid.id }, data: { paymentStatus: "paid" } });
    const gone = await booking(on, day, "18:00", { room: 2, name: "Cancelled Carl" });
    await cancelBooking(db, manualClock(new Date()), gone.token, undefined);
    await booking(off, day, "10:00", { name: "Off Studio Guest" });

    // 17:59 the evening before: not yet.
    expect(await queueStudioDigests(db, manualClock(at(eve, "17:59")))).toBe(0);
    expect(await digestsOf(on)).toHaveLength(0);

    // 18:00 on: the worker's every-minute sweep queues it, once, however often and however many run it.
    const six = manualClock(at(eve, "18:00"));
    await runSweeps(db, six);
    await Promise.all([queueStudioDigests(db, six), queueStudioDigests(db, six), runSweeps(db, manualClock(at(eve, "18:01")))]);
    await queueStudioDigests(db, manualClock(at(eve, "23:30")));
    const rows = await digestsOf(on);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bookingId: null, channel: "email", recipient: on.file.studio.email, locale: "en", status: "queued" });
    expect(rows[0].detail).toEqual({ studioId: on.studioId, date: day });
    expect(rows[0].jobId).not.toBeNull();
    // The studio with it off (the default) gets none.
    expect(await digestsOf(off)).toHaveLength(0);

    expect(await processMessageJob(db, six, rows[0].id, { finalAttempt: true })).toBe("sent");
    // A second run of the same job (a retry, another worker) sends nothing more.
    expect(await processMessageJob(db, six, rows[0].id, { finalAttempt: true })).toBe("noop");
    const mails = smtp.mails.filter((m) => m.to.includes(on.file.studio.email!));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.subject).toBe(`Tomorrow at ${on.file.studio.name}: 3 bookings`);
    const text = mail.text;
    const [room0, room1, room2] = on.file.rooms.map((r) => r.name);
    // Room by room in the rooms' order, each booking's time, guest, contact, paid or not and notes.
    expect(text.indexOf(room0)).toBeGreaterThan(-1);
    expect(text.indexOf(room1)).toBeGreaterThan(text.indexOf(room0));
    expect(text).not.toContain(room2);
    expect(text).toContain(`10:00–12:00: Ana Martínez\n${a.contact}\nUnpaid\nNotes: Bringing a drum kit`);
    expect(text).toContain(`12:00–14:00: Zoë Müller\n${z.contact}\nUnpaid`);
    expect(text).toContain(`16:00–18:00: Paid Person\n${paid.contact}\nPaid`);
    expect(text).not.toContain("Cancelled Carl");
    expect(text).not.toContain("Off Studio Guest");
    expect(mail.html).toContain("Ana Martínez");
  });

  it("is not sent for a day without bookings, and skipped when turned off before it leaves", async () => {
    // Nothing on the day after an empty day: nothing queued.
    const empty = localDay(9);
    expect(await queueStudioDigests(db, manualClock(at(localDay(8), "19:00")))).toBe(0);
    expect((await digestsOf(on)).filter((m) => (m.detail as { date: string }).date === empty)).toHaveLength(0);

    const day = localDay(6);
    await booking(on, day, "10:00", { name: "Late Switch" });
    const eve = manualClock(at(localDay(5), "18:00"));
    expect(await queueStudioDigests(db, eve)).toBe(1);
    const m = (await digestsOf(on)).find((x) => (x.detail as { date: string }).date === day)!;
    await db.studio.update({ where: { id: on.studioId }, data: { dailyDigest: false } });
    try {
      expect(await processMessageJob(db, eve, m.id, { finalAttempt: true })).toBe("skipped");
    } finally {
      await db.studio.update({ where: { id: on.studioId }, data: { dailyDigest: true } });
    }
    expect((await db.message.findUniqueOrThrow({ where: { id: m.id } })).lastError).toBe("daily digest off");
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("the setting", () => {
  it("is off in a studio file without it, saved from the dashboard's booking form, and exported", async () => {
    expect((await readSettings(db, off.studioId)).booking.dailyDigest).toBe(false);
    const read = withVersions(await readSettings(db, off.studioId));
    const r = await saveSection(
      db,
      manualClock(new Date()),
      actorFor(off, "owner"),
      "booking",
      { dailyDigest: true },
      { version: read.versions.booking },
    );
    expect(r.saved && r.settings.booking.dailyDigest).toBe(true);
    expect((await exportStudio(db, { id: off.studioId })).booking.dailyDigest).toBe(true);
    await db.studio.update({ where: { id: off.studioId }, data: { dailyDigest: false } });
  });
});
