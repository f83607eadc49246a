// getBooking, cancelBooking and the cancel transitions over HTTP: every error code, both precedences,
// headers that keep the token out of caches and Referers.
import { execFile } from "node:child_process";
import { inject } from "vitest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { Booking } from "../../lib/contract/schemas";
import { manualClock, setClock } from "../../lib/infra/clock";
import { markBooking } from "../../lib/domain/bookings/mark";
import { ApiError } from "../../lib/contract/errors";

let t: BookingTestEnv;
let studio: TestStudio;
let slot = 0;
const nextStart = (minHours = 72) => hoursAhead(minHours + 4 * slot++);

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());
afterEach(() => setClock(null));

async function book(opts: { startsAt?: Date; mode?: "on_site" | "card"; roomIndex?: number; now?: Date } = {}) {
  const h = await createHold(t.app.db, studio, { startsAt: opts.startsAt ?? nextStart(), roomIndex: opts.roomIndex, now: opts.now });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, {
    paymentMode: opts.mode ?? "on_site",
    email: `guest-${crypto.randomUUID().slice(0, 8)}@mail.example`,
  }); // one address per booking: receipts count against its hourly quota
  expect(r.status).toBe(201);
  return { hold: h, token: r.body.data.manageToken as string, booking: r.body.data.booking as Booking };
}
const view = (token: string) => t.app.get(`/v1/public/bookings/manage/${token}`);
const cancel = (token: string, body?: unknown) => t.app.post(`/v1/public/bookings/manage/${token}/cancel`, body);

describe("GET /v1/public/bookings/manage/{token} (4.8)", () => {
  it("200 with every Booking field, no-store, no Referer, token in no header", async () => {
    const { token, booking } = await book();
    const r = await view(token);
    expect(r.status).toBe(200);
    expect(Booking.strict().parse(r.body.data)).toEqual(booking);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    for (const [, v] of r.headers) expect(v).not.toContain(token);
  });

  it("404 RESOURCE_NOT_FOUND for unknown, mistyped or wrongly sized tokens", async () => {
    const { token } = await book();
    const unknown = "ab".repeat(32);
    for (const bad of [unknown, token.slice(0, 63), token + "0", token.toUpperCase(), "z".repeat(64), token.slice(0, 62) + "%20"]) {
      expect(errorOf(await view(bad))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
      expect(errorOf(await cancel(bad))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    }
  });

  it("mayCancel flips exactly when the start comes within cancelNoticeHours (snapshot at booking time)", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const startsAt = nextStart();
    const { token, booking } = await book({ startsAt, now: clock.now() });
    expect(booking.mayCancel).toBe(true);
    // The room's policy changes later: the booking keeps its snapshot.
    await t.app.db.room.update({ where: { id: studio.roomIds[0] }, data: { cancelNoticeHours: 1 } });
    try {
      clock.set(startsAt.getTime() - 24 * 3_600_000 - 1000);
      expect((await view(token)).body.data.mayCancel).toBe(true);
      clock.set(startsAt.getTime() - 24 * 3_600_000);
      expect((await view(token)).body.data.mayCancel).toBe(false);
      expect((await view(token)).body.data.cancelNoticeHours).toBe(24);
    } finally {
      await t.app.db.room.update({ where: { id: studio.roomIds[0] }, data: { cancelNoticeHours: 24 } });
    }
  });
});

describe("POST /v1/public/bookings/manage/{token}/cancel (4.9)", () => {
  it("outside the window: 200 cancelled, slot free at once, studio told with the reason, reminder dropped", async () => {
    const { token, hold, booking } = await book();
    expect(await t.app.db.message.count({ where: { bookingId: booking.id, kind: "reminder", status: "queued" } })).toBe(1);
    const r = await cancel(token, { reason: "Band split up" });
    expect(r.status).toBe(200);
    const b = Booking.strict().parse(r.body.data);
    expect(b.status).toBe("cancelled");
    expect(b.mayCancel).toBe(false);
    expect(b.paymentStatus).toBe("unpaid");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await t.app.db.slotClaim.count({ where: { bookingId: booking.id } })).toBe(0);
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ cancelledBy: "guest", cancelReason: "Band split up" });
    const notice = await t.app.db.message.findUniqueOrThrow({ where: { key: `${booking.id}:studio_cancelled` } });
    expect(notice).toMatchObject({ channel: "email", recipient: studio.file.studio.email, status: "queued" });
    expect((await t.app.db.message.findUniqueOrThrow({ where: { key: `${booking.id}:reminder` } })).status).toBe("skipped");
    // The very same slot can be held again right away.
    const again = await createHold(t.app.db, studio, { startsAt: hold.startsAt });
    expect((await t.app.post(`/v1/public/holds/${again.holdId}/confirm`, { paymentMode: "on_site" })).status).toBe(201);
  });

  it("the body is optional; a reason over 500 characters is a 400", async () => {
    const a = await book();
    expect(errorOf(await cancel(a.token, { reason: "r".repeat(501) }))).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(errorOf(await cancel(a.token, { reason: 42 }))).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const empty = await t.app.fetch(`/v1/public/bookings/manage/${a.token}/cancel`, { method: "POST" });
    expect(empty.status).toBe(200);
    expect((await empty.json()).data.status).toBe("cancelled");
  });

  it("a pending_payment booking: cancelled and its PaymentIntent cancelled at Stripe", async () => {
    const { token, booking } = await book({ mode: "card" });
    const r = await cancel(token, {});
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: "cancelled", paymentStatus: "unpaid" });
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(t.stripe.intents.get(row.paymentIntentId!)!.status).toBe("canceled");
    // The confirmation that waited for the deposit is dropped, its sealed link wiped.
    const held = await t.app.db.message.findMany({ where: { bookingId: booking.id, kind: "booking_confirmed" } });
    expect(held.map((m) => [m.status, m.sealed])).toEqual([["skipped", null]]);
  });

  it("a paid deposit is not refunded automatically", async () => {
    const { token, booking } = await book({ mode: "card" });
    await t.app.db.booking.update({ where: { id: booking.id }, data: { status: "confirmed", paymentStatus: "deposit_paid" } });
    const r = await cancel(token, { reason: "ill" });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: "cancelled", paymentStatus: "deposit_paid" });
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(t.stripe.refunds.filter((x) => x.payment_intent === row.paymentIntentId)).toHaveLength(0);
  });

  it("409 CANCEL_TOO_LATE inside the notice window; nothing changes", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const startsAt = nextStart();
    const { token, booking } = await book({ startsAt, now: clock.now() });
    clock.set(startsAt.getTime() - 23 * 3_600_000);
    expect(errorOf(await cancel(token, { reason: "late" }))).toEqual({ status: 409, code: "CANCEL_TOO_LATE", envelope: true });
    expect((await t.app.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("confirmed");
    expect(await t.app.db.slotClaim.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it("409 CANCEL_TOO_LATE also for a pending_payment booking inside the window", async () => {
    const { token } = await book({ mode: "card", startsAt: hoursAhead(10) });
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "CANCEL_TOO_LATE", envelope: true });
    expect((await view(token)).body.data).toMatchObject({ status: "pending_payment", mayCancel: false });
  });

  it("409 INVALID_STATE for a cancelled booking (precedence over CANCEL_TOO_LATE)", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const startsAt = nextStart();
    const { token } = await book({ startsAt, now: clock.now() });
    expect((await cancel(token)).status).toBe(200);
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    clock.set(startsAt.getTime() - 3_600_000); // inside the window too: the state wins
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
  });

  it("409 INVALID_STATE for a past booking (started or over)", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const startsAt = nextStart();
    const { token } = await book({ startsAt, now: clock.now() });
    clock.set(startsAt.getTime());
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    clock.set(startsAt.getTime() + 5 * 3_600_000);
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect((await view(token)).body.data.mayCancel).toBe(false);
  });

  it("409 INVALID_STATE for completed and no_show bookings (studio:mark), even while far in the future", async () => {
    for (const mark of ["completed", "no_show"] as const) {
      const startsAt = nextStart();
      const { token, booking } = await book({ startsAt });
      // The studio marks the session once it has started (its clock); the guest's clock is now.
      await expect(markBooking(t.app.db, manualClock(startsAt.getTime() - 60_000), booking.reference, mark)).rejects.toBeInstanceOf(
        ApiError,
      );
      await markBooking(t.app.db, manualClock(startsAt.getTime() + 60_000), booking.reference, mark);
      const v = await view(token);
      expect(v.body.data).toMatchObject({ status: mark, mayCancel: false });
      expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    }
  });

  it("npm run studio:mark sets completed on a past booking; refuses unknown references and bad states", async () => {
    const past = new Date(Date.now() - 3 * 3_600_000);
    past.setUTCMinutes(0, 0, 0);
    const { token, booking } = await book({ startsAt: past });
    const env = { ...process.env, DATABASE_URL: inject("databaseUrl"), LOG_SILENT: "1" };
    // Run without blocking this process: the app under test serves from it, and a blocked event
    // loop lets its keep-alive sockets time out under the client's feet (ECONNRESET on a loaded machine).
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ["node_modules/tsx/dist/cli.mjs", "scripts/studio-mark.ts", ...args],
          { env, encoding: "utf8", timeout: 60_000 },
          (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
        );
      });
    const ok = await run(booking.reference.toLowerCase().replace("-", ""), "completed");
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`${booking.reference}: confirmed → completed`);
    expect((await view(token)).body.data.status).toBe("completed");
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    const unknown = await run("ZZZZ-ZZZZ", "no_show");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No booking with reference ZZZZ-ZZZZ");
    expect((await run(booking.reference, "paid")).status).toBe(2);
  }, 90_000); // three starts of the command under tsx, on a machine the whole suite keeps busy

  it("an overdue pending_payment booking reads as cancelled by the system and cannot be cancelled", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const { token, booking } = await book({ mode: "card", now: clock.now() });
    clock.advance(20 * 60_000);
    const v = await view(token);
    expect(v.body.data).toMatchObject({ status: "cancelled", paymentStatus: "unpaid", mayCancel: false });
    expect(errorOf(await cancel(token))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ cancelledBy: "system", cancelReason: "payment_timeout" });
    expect(t.stripe.intents.get(row.paymentIntentId!)!.status).toBe("canceled");
  });
});
