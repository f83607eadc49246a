// Booking-flow test helpers: the local fakes at the network edge (Stripe, SMTP, SMS), the app
// started against them, and verified holds to confirm.
//
// createHold() inserts a hold row and its slot claim directly (through lib/domain/availability/busy.ts claimSlot,
// the same claim the holds endpoints make), so a test can place a hold at any instant — in the
// past, exactly 24 h ahead, across a DST change — and in any state (pending, verified, burnt,
// expired). holdViaApi() goes through the real endpoints (create with devCode → verify).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { Db } from "../../lib/infra/db";
import { claimSlot } from "../../lib/domain/availability/busy";
import { quote } from "../../lib/domain/pricing";
import { startTestApp, type TestApp } from "./app";
import type { TestStudio } from "./fixtures";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { startFakeSmtp } from "../fakes/smtp";
import { startFakeSms } from "../fakes/sms";
import { localStart as rateStart } from "../../lib/contract/rates";

export const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";

export type BookingTestEnv = {
  app: TestApp;
  stripe: FakeStripe;
  smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  sms: Awaited<ReturnType<typeof startFakeSms>>;
  close: () => Promise<void>;
};

/**
 * The app with card payments, SMTP and SMS pointed at local fakes. No worker in the app
 * (tests start workers themselves) and a job schema of this test file only, so test files
 * running in parallel, or one after another in one process, never take each other's jobs.
 */
let filesInProcess = 0;

export async function startBookingApp(
  env: Record<string, string | undefined> = {},
  opts: { databaseUrl?: string } = {},
): Promise<BookingTestEnv> {
  const [stripe, smtp, sms] = await Promise.all([startFakeStripe(), startFakeSmtp(), startFakeSms()]);
  const app = await startTestApp({
    databaseUrl: opts.databaseUrl,
    env: {
      ROOT_DOMAIN: "studios.test",
      PUBLIC_BASE_URL: "https://book.example",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      SMTP_URL: smtp.url,
      SMTP_FROM: "Studio Booking <bookings@book.example>",
      SMS_PROVIDER_URL: sms.url,
      TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
      TWILIO_AUTH_TOKEN: "twilio-test-token",
      TWILIO_FROM: "+34600000000",
      WORKER_IN_APP: "0",
      JOBS_SCHEMA: `jobs_test_${process.pid}_${++filesInProcess}`,
      HCAPTCHA_SITE_KEY: undefined,
      HCAPTCHA_SECRET: undefined,
      ...env,
    },
  });
  return {
    app,
    stripe,
    smtp,
    sms,
    close: async () => {
      await app.close();
      await Promise.all([stripe.close(), smtp.close(), sms.close()]);
    },
  };
}

/** A whole hour at least `hours` from now (real time), as a Date. */
export function hoursAhead(hours: number, from = Date.now()): Date {
  const d = new Date(from + hours * 3_600_000);
  d.setUTCMinutes(0, 0, 0);
  return new Date(d.getTime() + 3_600_000);
}

export type TestHold = { holdId: string; roomId: string; startsAt: Date; endsAt: Date; priceCents: number; depositCents: number };

export async function createHold(
  db: Db,
  studio: TestStudio,
  opts: {
    startsAt: Date;
    roomIndex?: number;
    minutes?: number;
    status?: "pending" | "verified" | "burnt" | "expired";
    channel?: "phone" | "email";
    contact?: string;
    locale?: "es" | "ca" | "en";
    guestName?: string;
    /** Hold lifetime end (default now + 12 min). */
    expiresAt?: Date;
    now?: Date;
  },
): Promise<TestHold> {
  const room = studio.file.rooms[opts.roomIndex ?? 0];
  const tz = studio.file.studio.timezone;
  const minutes = opts.minutes ?? 120;
  const startsAt = opts.startsAt;
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  const now = opts.now ?? new Date();
  const expiresAt = opts.expiresAt ?? new Date(now.getTime() + 12 * 60_000);
  const status = opts.status ?? "verified";
  const channel = opts.channel ?? "phone";
  const start = DateTime.fromJSDate(startsAt, { zone: tz });
  const price = quote(room, rateStart(start.toISODate()!, start.toFormat("HH:mm")), minutes);
  const end = DateTime.fromJSDate(endsAt, { zone: tz });
  const holdId = randomUUID();
  await db.$transaction(async (tx) => {
    await tx.hold.create({
      data: {
        id: holdId,
        studioId: studio.studioId,
        roomId: room.id,
        idempotencyKey: randomUUID(),
        requestHash: "test",
        status,
        startsAt,
        endsAt,
        date: start.toFormat("yyyy-MM-dd"),
        startTime: start.toFormat("HH:mm"),
        endTime:
          end.toFormat("yyyy-MM-dd") === start.toFormat("yyyy-MM-dd")
            ? end.toFormat("HH:mm")
            : end.toFormat("HH:mm") === "00:00"
              ? "24:00"
              : end.toFormat("HH:mm"),
        minutes,
        priceCents: price.priceCents,
        depositCents: price.depositCents,
        currency: room.currency,
        guestName: opts.guestName ?? "Ada Lovelace",
        channel,
        contact: opts.contact ?? (channel === "phone" ? "+34611111111" : "ada@guest.example"),
        contactMasked: channel === "phone" ? "+34 ••• ••• 111" : "a••@guest.example",
        locale: opts.locale ?? "en",
        clientIp: "10.0.0.1",
        codeHash: null,
        sendCount: 1,
        expiresAt,
      },
    });
    if (status === "pending" || status === "verified") {
      await claimSlot(tx, { roomId: room.id, holdId, startsAt, endsAt, bufferMinutes: room.bufferMinutes, expiresAt, now });
    }
  });
  return { holdId, roomId: room.id, startsAt, endsAt, priceCents: price.priceCents, depositCents: price.depositCents };
}

/** Everything the app wrote, as text: every row of every table of the public and job schemas. */
export async function dumpDatabase(db: Db, jobsSchema: string): Promise<string> {
  const tables = await db.$queryRaw<{ schema: string; name: string }[]>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_schema IN ('public', ${jobsSchema}) AND table_type = 'BASE TABLE'`;
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await db.$queryRawUnsafe<{ j: string }[]>(`SELECT row_to_json(x)::text AS j FROM "${t.schema}"."${t.name}" x`);
    for (const r of rows) parts.push(`${t.schema}.${t.name} ${r.j}`);
  }
  return parts.join("\n");
}

/**
 * A verified hold through the real endpoints (4.3 → 4.4 → 4.5): the first free span of the room
 * from `daysAhead` on, a hold with a fresh contact, the one-time code read from what the local
 * SMS or SMTP fake received, then verify.
 */
export async function holdViaApi(
  t: BookingTestEnv,
  studio: TestStudio,
  opts: {
    daysAhead?: number;
    roomIndex?: number;
    minutes?: number;
    channel?: "phone" | "email";
    locale?: "es" | "ca" | "en";
    guestName?: string;
  } = {},
): Promise<{ holdId: string; contact: string; code: string; startsAt: Date }> {
  const room = studio.file.rooms[opts.roomIndex ?? 0];
  const minutes = opts.minutes ?? room.minMinutes;
  const tz = studio.file.studio.timezone;
  const from = DateTime.now()
    .setZone(tz)
    .plus({ days: opts.daysAhead ?? 3 })
    .toFormat("yyyy-MM-dd");
  const to = DateTime.fromISO(from, { zone: tz }).plus({ days: 14 }).toFormat("yyyy-MM-dd");
  const av = await t.app.get(`/v1/public/sites/${studio.slug}/rooms/${room.id}/availability?from=${from}&to=${to}`);
  if (av.status !== 200) throw new Error(`availability: ${JSON.stringify(av.body)}`);
  let pick: { date: string; startTime: string } | undefined;
  for (const day of av.body.data.days as { date: string; free: { start: string; end: string }[] }[]) {
    for (const span of day.free) {
      const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
      const start = Math.ceil(toMin(span.start) / room.stepMinutes) * room.stepMinutes;
      if (start + minutes <= toMin(span.end)) {
        pick = { date: day.date, startTime: `${String(Math.floor(start / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}` };
        break;
      }
    }
    if (pick) break;
  }
  if (!pick) throw new Error("no free slot found");
  const channel = opts.channel ?? "phone";
  const n = Math.floor(Math.random() * 1e8);
  const contact = channel === "phone" ? `+3465${String(n).padStart(7, "0").slice(0, 7)}` : `guest${n}@mail.example`;
  const created = await t.app.post(`/v1/public/sites/${studio.slug}/holds`, {
    roomId: room.id,
    date: pick.date,
    startTime: pick.startTime,
    durationMinutes: minutes,
    guestName: opts.guestName ?? "Grace Hopper",
    channel,
    contact,
    locale: opts.locale ?? "en",
    idempotencyKey: randomUUID(),
  });
  if (created.status !== 201) throw new Error(`create hold: ${created.status} ${JSON.stringify(created.body)}`);
  const holdId = created.body.data.holdId as string;
  const received =
    channel === "phone"
      ? t.sms.messages.filter((m) => m.to === contact).map((m) => m.body)
      : t.smtp.mails.filter((m) => m.to.includes(contact)).map((m) => m.text);
  const code = received.at(-1)?.match(/\b(\d{6})\b/)?.[1] ?? created.body.data.devCode;
  if (!code) throw new Error("no code received");
  const verified = await t.app.post(`/v1/public/holds/${holdId}/verify`, { code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { holdId, contact, code, startsAt: new Date(localStart(created.body.data, tz)) };
}

function localStart(hold: { date: string; startTime: string }, tz: string): number {
  return DateTime.fromISO(`${hold.date}T${hold.startTime}`, { zone: tz }).toMillis();
}
