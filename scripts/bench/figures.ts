// The figures scenario's data (docs/performance.md, Targets): a studio of 3 rooms beside the bench
// studio with a year of bookings behind it, 200 a week (about 10,400: every state, paid, unpaid,
// card deposits, some refunded), an owner signed in as in dashboard.ts, so the load generator can ask
// GET /v1/studio/reports for the whole year as the figures page does. Slot claims and holds' rules are
// left out: the figures read bookings and refunds only.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { createDb } from "../../lib/infra/db";
import { importStudio, type StudioFile } from "../../lib/domain/studios/import";
import { addMember } from "../../lib/domain/staff/members";
import { env } from "../../lib/infra/env";
import { localToday } from "../../lib/domain/availability/rules";
import { quote } from "../../lib/domain/pricing";
import { newReference } from "../../lib/domain/bookings/reference";
import { signInCookie } from "./sign-in";
import { BENCH_HOURS, BENCH_TZ, benchStudioFile } from "./studio";
import { mulberry32, shuffle } from "./util";
import { localStart } from "../../lib/contract/rates";

const PER_WEEK = 200;
const WEEKS = 52;

export type FiguresSeed = { from: string; to: string; cookie: string; bookings: number; refunds: number };

/** `platformUrl`: the servers' PUBLIC_BASE_URL (the session cookie's name follows its scheme). */
export async function seedFigures(url: string, now: number, codeHashSecret: string, platformUrl: string): Promise<FiguresSeed> {
  const base = benchStudioFile(now, { blocksPerRoom: 0 });
  const file: StudioFile = {
    ...base,
    studio: { ...base.studio, slug: "bench-figures", name: "Bench Figures Studio" },
    rooms: base.rooms.slice(0, 3).map((r) => ({ ...r, id: randomUUID() })),
    calendarBlocks: [],
  };
  const db = createDb(url, 2);
  try {
    const { studioId } = await importStudio(db, file);
    // The 52 whole weeks before this one (Monday to Sunday, studio-local).
    const today = DateTime.fromISO(localToday(now, BENCH_TZ), { zone: BENCH_TZ });
    const first = today.minus({ days: today.weekday - 1 }).minus({ weeks: WEEKS });
    const rnd = mulberry32(2027);
    let n = 0;
    const holds = [];
    const bookings = [];
    const refunds = [];
    for (let w = 0; w < WEEKS; w++) {
      const slots: { roomIndex: number; start: DateTime }[] = [];
      for (let d = 0; d < 7; d++) {
        const day = first.plus({ weeks: w, days: d });
        const h = BENCH_HOURS.find((x) => x.dayOfWeek === day.weekday % 7)!;
        const open = Number(h.openTime.slice(0, 2));
        const close = h.closeTime === "23:59" ? 24 : Number(h.closeTime.slice(0, 2));
        for (let r = 0; r < 3; r++) for (let hour = open; hour < close; hour++) slots.push({ roomIndex: r, start: day.set({ hour }) });
      }
      for (const s of shuffle(slots, rnd).slice(0, PER_WEEK)) {
        const i = n++;
        const room = file.rooms[s.roomIndex];
        const price = quote(room, localStart(s.start.toISODate()!, s.start.toFormat("HH:mm")), 60);
        const end = s.start.plus({ hours: 1 });
        const holdId = randomUUID();
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
          guestName: `Figures Guest ${i}`,
          channel: "phone",
          contact: `+3462${String(1_000_000 + i).slice(-7)}`,
          locale: "es",
        };
        holds.push({
          ...common,
          id: holdId,
          idempotencyKey: randomUUID(),
          requestHash: randomBytes(16).toString("hex"),
          status: "confirmed",
          depositCents: price.depositCents,
          contactMasked: "•••",
          clientIp: "192.0.2.2",
          expiresAt: s.start.toJSDate(),
        });
        const r = rnd();
        const status = r < 0.08 ? "cancelled" : r < 0.13 ? "no_show" : "completed";
        const card = price.depositCents > 0 && rnd() < 0.3;
        const paymentStatus = card
          ? status === "cancelled" && rnd() < 0.5
            ? "refunded"
            : "deposit_paid"
          : rnd() < 0.8
            ? "paid"
            : "unpaid";
        const id = randomUUID();
        bookings.push({
          ...common,
          id,
          holdId,
          reference: newReference(),
          status,
          paymentMode: card ? "card" : "on_site",
          paymentStatus,
          depositCents: card ? price.depositCents : 0,
          paymentIntentId: card ? `pi_bench_${randomBytes(8).toString("hex")}` : null,
          cancelNoticeHours: room.cancelNoticeHours,
          manageTokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
          cancelledAt: status === "cancelled" ? s.start.minus({ days: 1 }).toJSDate() : null,
          cancelledBy: status === "cancelled" ? "guest" : null,
          cancelReason: status === "cancelled" ? "Plans changed" : null,
        });
        if (paymentStatus === "refunded")
          refunds.push({
            bookingId: id,
            stripeRefundId: `re_bench_${randomBytes(8).toString("hex")}`,
            amountCents: price.depositCents,
            status: "succeeded",
          });
      }
    }
    for (let k = 0; k < holds.length; k += 2_000) {
      await db.hold.createMany({ data: holds.slice(k, k + 2_000) });
      await db.booking.createMany({ data: bookings.slice(k, k + 2_000) });
    }
    await db.bookingRefund.createMany({ data: refunds });
    await db.$executeRawUnsafe("ANALYZE booking, booking_refund");

    const email = "owner@bench-figures.example";
    await addMember(db, studioId, { email, role: "owner", name: "Figures Owner", locale: "es" });
    const cookie = await signInCookie(db, email, {
      ...env(),
      APP_ENV: "preproduction",
      CODE_HASH_SECRET: codeHashSecret,
      PUBLIC_BASE_URL: platformUrl,
    });
    return {
      from: first.toISODate()!,
      to: first.plus({ weeks: WEEKS, days: -1 }).toISODate()!,
      cookie,
      bookings: bookings.length,
      refunds: refunds.length,
    };
  } finally {
    await db.$disconnect();
  }
}
