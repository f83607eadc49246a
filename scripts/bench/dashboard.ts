// The dashboard-week scenario's data (docs/performance.md): a second studio next to the bench
// studio, with 3 rooms and 200 bookings in one week (plus a few live holds and blocks), and an
// owner signed in through Better Auth with the server's key (sign-in.ts) — so the load generator
// can call GET /v1/studio/calendar with the cookies the dashboard has. Slot claims are left out: the calendar never reads them, and this
// studio takes no public holds during the bench.
import { randomBytes, randomUUID, createHash } from "node:crypto";
import { DateTime } from "luxon";
import { createDb } from "../../lib/infra/db";
import { importStudio, type StudioFile } from "../../lib/domain/studios/import";
import { addMember } from "../../lib/domain/staff/members";
import { env } from "../../lib/infra/env";
import { signInCookie } from "./sign-in";
import { localToday } from "../../lib/domain/availability/rules";
import { quote } from "../../lib/domain/pricing";
import { newReference } from "../../lib/domain/bookings/reference";
import { BENCH_HOURS, BENCH_TZ, benchStudioFile } from "./studio";
import { mulberry32, shuffle } from "./util";
import { localStart } from "../../lib/contract/rates";

const DASHBOARD_SLUG = "bench-dashboard";
const BOOKINGS = 200;

export type DashboardSeed = {
  studioId: string;
  from: string;
  cookie: string;
  bookings: number;
  holds: number;
  blocks: number;
  /** Bookings today and tomorrow, at the week's density: the landing page's agenda (docs/dashboard.md, Agenda and day sheet). */
  agenda: number;
};

/** The first Monday after tomorrow (studio-local): a whole week ahead, whatever day the bench runs. */
function nextMonday(now: number): DateTime {
  let d = DateTime.fromISO(localToday(now, BENCH_TZ), { zone: BENCH_TZ }).plus({ days: 2 });
  while (d.weekday !== 1) d = d.plus({ days: 1 });
  return d;
}

/** Every whole hour of the opening hours of `days` in each of 3 rooms. */
function hourSlots(days: DateTime[]): { roomIndex: number; start: DateTime }[] {
  const slots: { roomIndex: number; start: DateTime }[] = [];
  for (const day of days) {
    const h = BENCH_HOURS.find((x) => x.dayOfWeek === day.weekday % 7)!;
    const open = Number(h.openTime.slice(0, 2));
    const close = h.closeTime === "23:59" ? 24 : Number(h.closeTime.slice(0, 2));
    for (let r = 0; r < 3; r++) for (let hour = open; hour < close; hour++) slots.push({ roomIndex: r, start: day.set({ hour }) });
  }
  return slots;
}

/** `platformUrl`: the servers' PUBLIC_BASE_URL, whose scheme names the session cookie the way the server reads it. */
export async function seedDashboard(url: string, now: number, codeHashSecret: string, platformUrl: string): Promise<DashboardSeed> {
  const base = benchStudioFile(now, { blocksPerRoom: 0 });
  const file: StudioFile = {
    ...base,
    studio: { ...base.studio, slug: DASHBOARD_SLUG, name: "Bench Dashboard Studio" },
    rooms: base.rooms.slice(0, 3).map((r) => ({ ...r, id: randomUUID() })),
    calendarBlocks: [],
  };
  const db = createDb(url, 2);
  try {
    const { studioId } = await importStudio(db, file);
    const monday = nextMonday(now);
    const rnd = mulberry32(2026);

    // Every whole hour of the week's opening hours in every room, 200 of them booked (1 h each).
    const slots = hourSlots(Array.from({ length: 7 }, (_, d) => monday.plus({ days: d })));
    const mixed = shuffle(slots, rnd);
    // Today and tomorrow (before the measured week, which starts the Monday after tomorrow at the
    // earliest), booked at the week's density: what the landing page's agenda reads.
    const today = DateTime.fromISO(localToday(now, BENCH_TZ), { zone: BENCH_TZ });
    const nearSlots = hourSlots([today, today.plus({ days: 1 })]);
    const near = shuffle(nearSlots, rnd).slice(0, Math.round((nearSlots.length * BOOKINGS) / slots.length));
    const booked = [...mixed.slice(0, BOOKINGS), ...near];
    const held = mixed.slice(BOOKINGS, BOOKINGS + 6);
    const blocked = mixed.slice(BOOKINGS + 6, BOOKINGS + 9);

    const holds = [];
    const bookings = [];
    const nowDate = new Date(now);
    for (const [i, s] of [...booked, ...held].entries()) {
      const room = file.rooms[s.roomIndex];
      const price = quote(room, localStart(s.start.toISODate()!, s.start.toFormat("HH:mm")), 60);
      const end = s.start.plus({ hours: 1 });
      const holdId = randomUUID();
      const isBooking = i < booked.length;
      const common = {
        studioId,
        roomId: room.id,
        startsAt: s.start.toJSDate(),
        endsAt: end.toJSDate(),
        date: s.start.toISODate()!,
        startTime: s.start.toFormat("HH:mm"),
        endTime: end.hour === 0 ? "24:00" : end.toFormat("HH:mm"),
        minutes: 60,
        priceCents: price.priceCents,
        currency: price.currency,
        guestName: `Dashboard Guest ${i}`,
        channel: i % 3 === 0 ? "email" : "phone",
        contact: i % 3 === 0 ? `dash.${i}@example.com` : `+3461${String(1_000_000 + i).slice(-7)}`,
        locale: (["es", "ca", "en"] as const)[i % 3],
      };
      holds.push({
        ...common,
        id: holdId,
        idempotencyKey: randomUUID(),
        requestHash: randomBytes(16).toString("hex"),
        status: isBooking ? "confirmed" : i % 2 ? "pending" : "verified",
        depositCents: price.depositCents,
        contactMasked: "•••",
        clientIp: "192.0.2.1",
        // Live holds outlast the bench run (the calendar shows them all along).
        expiresAt: isBooking ? nowDate : new Date(now + 3 * 3_600_000),
      });
      if (!isBooking) continue;
      const r = rnd();
      const status = r < 0.06 ? "cancelled" : r < 0.1 ? "pending_payment" : "confirmed";
      bookings.push({
        ...common,
        holdId,
        reference: newReference(),
        status,
        paymentMode: status === "pending_payment" ? "card" : "on_site",
        paymentStatus: status === "pending_payment" ? "pending" : r < 0.3 ? "paid" : "unpaid",
        depositCents: status === "pending_payment" ? price.depositCents : 0,
        cancelNoticeHours: room.cancelNoticeHours,
        manageTokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
        cancelledAt: status === "cancelled" ? nowDate : null,
        cancelledBy: status === "cancelled" ? "guest" : null,
        cancelReason: status === "cancelled" ? "Plans changed" : null,
      });
    }
    await db.hold.createMany({ data: holds });
    await db.booking.createMany({ data: bookings });
    await db.calendarBlock.createMany({
      data: blocked.map((s) => ({
        roomId: file.rooms[s.roomIndex].id,
        startsAt: s.start.toJSDate(),
        endsAt: s.start.plus({ hours: 1 }).toJSDate(),
        note: "Maintenance",
      })),
    });
    await db.$executeRawUnsafe("ANALYZE booking, hold, calendar_block");
    const from = monday.toISODate()!;

    // An owner with a live session, as the sign-in leaves them (tests/helpers/staff.ts does the same).
    const email = "owner@bench-dashboard.example";
    await addMember(db, studioId, { email, role: "owner", name: "Bench Owner", locale: "es" });
    const cookie = await signInCookie(db, email, {
      ...env(),
      APP_ENV: "preproduction",
      CODE_HASH_SECRET: codeHashSecret,
      PUBLIC_BASE_URL: platformUrl,
    });
    return {
      studioId,
      from,
      cookie,
      bookings: bookings.filter((b) => b.date >= from).length,
      agenda: bookings.filter((b) => b.date < from && b.status !== "cancelled").length,
      holds: held.length,
      blocks: blocked.length,
    };
  } finally {
    await db.$disconnect();
  }
}
