// Races of a booking that moves (docs/studio-actions.md, Guest reschedule; Moving a booking), with
// real concurrent transactions: each pair is started while a gate transaction holds the lock they
// both need, and the gate opens only once PostgreSQL shows both waiting on it (tests/helpers/
// lock-gate.ts), so they truly contend, in a known queue order.
// - A studio move and a hold for the same time, queued on the room's claim lock: exactly one
//   winner, whichever is first in the queue; the other gets SLOT_TAKEN and leaves nothing behind.
// - A guest's reschedule and a studio move of the same booking, queued on its row lock: they run
//   one after the other, the second reading where the first left the booking (its audit and
//   webhook say so); when the first makes the second invalid (the studio moves it inside the
//   notice window), the second is refused and changes nothing. Never a half state: the booking
//   ends at exactly one time with exactly one claim at that time.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it, inject } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { CreateHoldBody } from "../../lib/contract/schemas";
import { roomClaimLockKey } from "../../lib/domain/availability/busy";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { rescheduleBooking } from "../../lib/domain/bookings/manage";
import { createHold as createHoldForReal } from "../../lib/domain/holds/create";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { actorFor } from "../helpers/dashboard";
import { closeGate } from "../helpers/lock-gate";
import { testDb } from "../helpers/test-db";

let studio: TestStudio;

const db = testDb(6, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_move_races_${process.pid}` },
});
beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    f.booking.captcha = false;
  });
  await createSubscription(db, studio.studioId, { url: "https://hooks.example/races", events: ["booking.rescheduled"] });
});

const tz = () => studio.file.studio.timezone;
const room = () => studio.file.rooms[0];
const staff = () => actorFor(studio, "staff");
const day = (n: number): DateTime => DateTime.now().setZone(tz()).plus({ days: n }).startOf("day");
const ymd = (d: DateTime) => d.toFormat("yyyy-MM-dd");

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
/** Settled at once, so a loser's rejection is never unhandled while the other still waits. */
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
const codeOf = (s: Settled<unknown>) => (s.ok ? null : s.error instanceof ApiError ? s.error.code : String(s.error));

async function booking(startsAt: Date) {
  const h = await createHold(db, studio, { startsAt, channel: "email", contact: `guest-${randomUUID().slice(0, 8)}@mail.example` });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  return { id: r.booking.id, token: r.manageToken };
}

/** The booking's row and its claims: one claim, at the row's own times, is the only whole state. */
async function state(bookingId: string) {
  const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const claims = await db.$queryRaw<{ startsAt: Date; endsAt: Date }[]>`
    SELECT "startsAt", "endsAt" FROM slot_claim WHERE "bookingId" = ${bookingId}::uuid`;
  expect(claims).toEqual([{ startsAt: row.startsAt, endsAt: row.endsAt }]);
  return row;
}

describe("a studio move racing a hold for the same time", () => {
  for (const first of ["move", "hold"] as const) {
    it(`queued on the room's claim lock, the ${first} first: it wins, the other gets SLOT_TAKEN and leaves nothing`, async () => {
      const d = day(first === "move" ? 40 : 41);
      const b = await booking(d.set({ hour: 9 }).toJSDate());
      const key = randomUUID();
      const body = CreateHoldBody.parse({
        roomId: room().id,
        date: ymd(d),
        startTime: "14:00",
        durationMinutes: 120,
        guestName: "Racing Guest",
        channel: "email",
        contact: `racer-${randomUUID().slice(0, 8)}@mail.example`,
        idempotencyKey: key,
      });
      const move = () => settle(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(d), startTime: "13:30" }));
      const hold = () => settle(createHoldForReal(db, systemClock, { slug: studio.slug, body, ip: "198.51.100.77" }));

      const gate = await closeGate(inject("databaseUrl"), "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
        roomClaimLockKey(room().id),
      ]);
      let m: Promise<Settled<unknown>>, h: Promise<Settled<unknown>>;
      try {
        if (first === "move") {
          m = move();
          await gate.waiters(1);
          h = hold();
        } else {
          h = hold();
          await gate.waiters(1);
          m = move();
        }
        await gate.waiters(2);
      } finally {
        await gate.open();
      }
      const [moved, held] = await Promise.all([m, h]);

      const holds = await db.hold.findMany({ where: { idempotencyKey: key } });
      const row = await state(b.id);
      if (first === "move") {
        expect(moved.ok).toBe(true);
        expect(codeOf(held)).toBe("SLOT_TAKEN");
        expect(holds).toEqual([]); // the refused hold left no row and no claim
        expect(row.startTime).toBe("13:30");
      } else {
        expect(held.ok).toBe(true);
        expect(codeOf(moved)).toBe("SLOT_TAKEN");
        expect(holds.map((x) => x.status)).toEqual(["pending"]);
        expect(row.startTime).toBe("09:00"); // where it was, with its one claim
        expect(await db.studioAudit.count({ where: { bookingId: b.id } })).toBe(0);
        expect(await db.webhookDelivery.count({ where: { bookingId: b.id } })).toBe(0);
      }
    });
  }
});

describe("a guest's reschedule racing a studio move of the same booking", () => {
  /** Start the guest's reschedule, then the studio's move, both queued on the booking's row lock. */
  async function race(bookingId: string, guest: () => Promise<unknown>, studioMove: () => Promise<unknown>) {
    const gate = await closeGate(inject("databaseUrl"), "SELECT 1 FROM booking WHERE id = $1::uuid FOR UPDATE", [bookingId]);
    let g: Promise<Settled<unknown>>, s: Promise<Settled<unknown>>;
    try {
      g = settle(guest());
      await gate.waiters(1);
      s = settle(studioMove());
      await gate.waiters(2);
    } finally {
      await gate.open();
    }
    return Promise.all([g, s]);
  }
  const moves = (bookingId: string) =>
    db.studioAudit.findMany({
      where: { bookingId, action: "booking.move" },
      orderBy: [{ at: "asc" }, { seq: "asc" }],
      select: { actorUserId: true, detail: true },
    });
  const events = (bookingId: string) =>
    db.webhookDelivery.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" }, select: { payload: true } });

  it("one after the other: the studio's move reads where the guest's left it; one time, one claim", async () => {
    const d = day(50);
    const b = await booking(d.set({ hour: 9 }).toJSDate());
    const [g, s] = await race(
      b.id,
      () => rescheduleBooking(db, systemClock, b.token, { date: ymd(d), startTime: "14:00" }),
      () => moveByStudio(db, systemClock, staff(), b.id, { date: ymd(d), startTime: "15:00" }),
    );
    expect([g.ok, s.ok]).toEqual([true, true]);
    const row = await state(b.id);
    expect(row).toMatchObject({ date: ymd(d), startTime: "15:00", endTime: "17:00" });
    // Serialized, not interleaved: the second move's "from" is the first one's "to", never the original 09:00.
    const audit = await moves(b.id);
    expect(audit.map((a) => [a.actorUserId, (a.detail as { from: { startTime: string } }).from.startTime])).toEqual([
      [null, "09:00"], // the guest
      [staff().userId, "14:00"],
    ]);
    const previous = (await events(b.id)).map((e) => (e.payload as { data: { previous: { startTime: string } } }).data.previous.startTime);
    expect(previous).toEqual(["09:00", "14:00"]);
    expect(await db.message.count({ where: { bookingId: b.id, kind: "booking_moved" } })).toBe(2);
  });

  it("the studio first, into the notice window: the guest's reschedule is refused (CANCEL_TOO_LATE) and changes nothing", async () => {
    const d = day(51);
    const b = await booking(d.set({ hour: 9 }).toJSDate());
    // Inside the room's 24-hour notice, and two hours that stay within one local day (a booking
    // cannot run past midnight): late in the evening, tomorrow's first hour instead.
    const later = DateTime.fromJSDate(hoursAhead(3), { zone: tz() });
    const soon = later.hour >= 22 ? later.plus({ days: 1 }).startOf("day") : later;
    // The studio is queued first this time: start it, then the guest.
    const gate = await closeGate(inject("databaseUrl"), "SELECT 1 FROM booking WHERE id = $1::uuid FOR UPDATE", [b.id]);
    let s: Promise<Settled<unknown>>, g: Promise<Settled<unknown>>;
    try {
      s = settle(moveByStudio(db, systemClock, staff(), b.id, { date: ymd(soon), startTime: soon.toFormat("HH:mm") }));
      await gate.waiters(1);
      g = settle(rescheduleBooking(db, systemClock, b.token, { date: ymd(d), startTime: "14:00" }));
      await gate.waiters(2);
    } finally {
      await gate.open();
    }
    const [studioMove, guest] = await Promise.all([s, g]);
    expect(studioMove.ok, String(codeOf(studioMove))).toBe(true);
    expect(codeOf(guest)).toBe("CANCEL_TOO_LATE");
    const row = await state(b.id);
    expect(row).toMatchObject({ date: ymd(soon), startTime: soon.toFormat("HH:mm") });
    expect((await moves(b.id)).map((a) => a.actorUserId)).toEqual([staff().userId]);
    expect(await events(b.id)).toHaveLength(1);
    expect(await db.message.count({ where: { bookingId: b.id, kind: "booking_moved" } })).toBe(1);
  });
});
