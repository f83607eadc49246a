// "Was it saved?" (docs/decisions-platform.md, A 503 changed nothing; docs/decisions-contract.md, Confirm): a confirm or a
// phone booking whose database connection is cut at its COMMIT, by a real TCP relay between
// Prisma and PostgreSQL (tests/helpers/pg-cut.ts), against a real database:
// - the connection dropped right after the commit: the answer is the booking (201), built from
//   what the transaction returned, never 503 "nothing was changed";
// - the COMMIT's reply lost: the outcome is unknown, and the answer says so (500, not 503); the
//   same request repeated answers the truth: for a confirm the contract's 409 HOLD_ALREADY_CONFIRMED
//   naming the booking, for a phone booking (its idempotency key) the same booking.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { createDb, isDatabaseUnavailable, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { hashManageToken } from "../../lib/domain/bookings/manage-token";
import { expireIfOverdue } from "../../lib/domain/payments/timeout";
import { createPhoneBooking, type PhoneBooking } from "../../lib/domain/studio-actions/phone-booking";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startPgCut, type CutMode, type PgCut } from "../helpers/pg-cut";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { folderStorage } from "../../lib/infra/storage";
import { deleteRoomPhoto, uploadRoomPhoto } from "../../lib/domain/photos/room-photos";
import { actorFor } from "../helpers/dashboard";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { verifyHold } from "../../lib/domain/holds/verify";
import { hashCode } from "../../lib/domain/holds/codes";

let db: Db;
let cut: PgCut;
let studio: TestStudio;
let slot = 0;
let stripe: FakeStripe;
const saved = { ...process.env };
let own: OwnDatabase;

beforeAll(async () => {
  // A database of its own: a test wipes the confirm retries of every hold due by its clock, which
  // on the shared database would reach the files running beside this one (docs/development.md, Tests).
  own = await ownDatabase(inject("databaseUrl"), `commit_outcome_${process.pid}`);
  stripe = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_test_outcome",
    STRIPE_API_URL: stripe.url,
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    JOBS_SCHEMA: `jobs_outcome_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 4);
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  cut = await startPgCut(own.url);
});
afterAll(async () => {
  await cut?.close();
  await db?.$disconnect();
  await own?.drop();
  await stripe?.close();
  process.env = saved;
  reloadEnv();
});

/** A client through the relay, armed to cut at its next COMMIT; disconnected after `fn`. */
async function throughCut<T>(mode: CutMode, fn: (relayed: Db) => Promise<T>): Promise<T> {
  cut.mode = "pass";
  const relayed = createDb(cut.url, 2);
  try {
    await relayed.$queryRaw`SELECT 1`; // connected before arming: the cut hits the COMMIT, not the connect
    cut.mode = mode;
    return await fn(relayed);
  } finally {
    cut.mode = "pass";
    await relayed.$disconnect().catch(() => {});
  }
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => null,
    (e: unknown) => e,
  );
}

/** How the HTTP layer would answer `e`: 503 for an outage (lib/http/route.ts toApiError). */
const statusOf = (e: unknown) => (e instanceof ApiError ? e.status : isDatabaseUnavailable(e) ? 503 : 500);

const hold = () =>
  createHold(db, studio, {
    startsAt: hoursAhead(72 + 3 * slot++),
    channel: "email",
    contact: `g-${randomUUID().slice(0, 8)}@mail.example`,
  });

describe("confirm", () => {
  it("the connection lost right after the commit: 201 with the committed booking, never 503", async () => {
    const h = await hold();
    const r = await throughCut("down-after-commit", async (relayed) => {
      const r = await confirmHold(relayed, systemClock, h.holdId, { paymentMode: "on_site" });
      expect(cut.down).toBe(true); // the database was gone for everything after the commit
      return r;
    });
    const row = await db.booking.findUniqueOrThrow({ where: { holdId: h.holdId } });
    expect(r.booking).toMatchObject({ id: row.id, reference: row.reference, status: "confirmed", paymentMode: "on_site" });
    expect(hashManageToken(r.manageToken)).toBe(row.manageTokenHash);
    expect(r.manageUrl).toContain(r.manageToken);
  });

  it("the COMMIT's reply lost: 500 saying the outcome is unknown; the repeat is 409 HOLD_ALREADY_CONFIRMED naming the booking", async () => {
    const h = await hold();
    const body = { paymentMode: "on_site" as const, notes: "Two amps, please." };
    const e = await throughCut("lose-commit-reply", (relayed) => failure(confirmHold(relayed, systemClock, h.holdId, body)));
    expect(e).toBeTruthy();
    expect(statusOf(e)).not.toBe(503);
    expect(e).toMatchObject({ code: "INTERNAL_ERROR", message: expect.stringMatching(/unknown whether/) });

    // It was saved; the repeat says so (the contract's 409, docs/decisions-contract.md, Confirm),
    // with the reference, and the guest's confirmation carries the link.
    const row = await db.booking.findUniqueOrThrow({ where: { holdId: h.holdId } });
    for (const again of [body, { paymentMode: "on_site" as const }])
      expect(await failure(confirmHold(db, systemClock, h.holdId, again))).toMatchObject({
        code: "HOLD_ALREADY_CONFIRMED",
        message: expect.stringContaining(row.reference),
      });
    expect(await db.booking.count({ where: { holdId: h.holdId } })).toBe(1);
    const sent = await db.message.findMany({ where: { bookingId: row.id, kind: "booking_confirmed" } });
    expect(sent).toHaveLength(1);
    expect(sent[0].status).not.toBe("waiting");
  });

  it("card: the COMMIT's reply lost, then the repeat is 409; the booking nobody can pay runs out at paymentDueAt", async () => {
    const h = await hold();
    const e = await throughCut("lose-commit-reply", (relayed) =>
      failure(confirmHold(relayed, systemClock, h.holdId, { paymentMode: "card" })),
    );
    expect(statusOf(e)).toBe(500);
    const row = await db.booking.findUniqueOrThrow({ where: { holdId: h.holdId } });
    expect(row).toMatchObject({ status: "pending_payment", paymentIntentId: null });
    expect(await failure(confirmHold(db, systemClock, h.holdId, { paymentMode: "card" }))).toMatchObject({
      code: "HOLD_ALREADY_CONFIRMED",
    });
    expect([...stripe.intents.values()].filter((i) => JSON.stringify(i).includes(row.id))).toHaveLength(0);
    const late = manualClock(new Date(row.paymentDueAt!.getTime() + 1_000));
    expect(await expireIfOverdue(db, late, row.id)).toBe(true);
    const held = await db.message.findMany({ where: { bookingId: row.id, kind: "booking_confirmed" } });
    expect(held.map((m) => [m.status, m.sealed])).toEqual([["skipped", null]]);
  });

  it("the database gone before the transaction: 503, nothing changed, and the repeat books it", async () => {
    const h = await hold();
    const e = await throughCut("pass", async (relayed) => {
      await relayed.$disconnect();
      cut.mode = "lose-commit-reply";
      cut.down = true; // refuse every connection: the confirm cannot even begin
      return failure(confirmHold(relayed, systemClock, h.holdId, { paymentMode: "on_site" }));
    });
    cut.down = false;
    expect(statusOf(e)).toBe(503);
    expect(await db.booking.count({ where: { holdId: h.holdId } })).toBe(0);
    const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
    expect(r.booking.status).toBe("confirmed");
  });
});

describe("phone booking", () => {
  const actor = (): StaffActor => ({
    userId: `user-staff-${studio.slug}`,
    name: "Sam Staff",
    email: `staff@${studio.slug}.example`,
    role: "staff",
    studioId: studio.studioId,
    locale: "en",
  });
  let day = 30;
  const input = (): PhoneBooking => {
    const l = DateTime.now()
      .setZone(studio.file.studio.timezone)
      .plus({ days: day++ })
      .set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
    return {
      roomId: studio.file.rooms[0].id,
      date: l.toFormat("yyyy-MM-dd"),
      startTime: "12:00",
      minutes: 60,
      guestName: "Walk In",
      email: "walk.in@mail.example",
      idempotencyKey: randomUUID(),
    };
  };

  it("the connection lost right after the commit: the booking, never 503", async () => {
    const i = input();
    const v = await throughCut("down-after-commit", (relayed) => createPhoneBooking(relayed, systemClock, actor(), i));
    const row = await db.booking.findUniqueOrThrow({ where: { id: v.id } });
    expect(v).toMatchObject({ reference: row.reference, status: "confirmed", date: i.date, startTime: "12:00" });
  });

  it("the COMMIT's reply lost: the outcome is unknown (not 503); the same request again answers the same booking", async () => {
    const i = input();
    const e = await throughCut("lose-commit-reply", (relayed) => failure(createPhoneBooking(relayed, systemClock, actor(), i)));
    expect(statusOf(e)).not.toBe(503);
    expect(e).toMatchObject({ code: "INTERNAL_ERROR" });
    const made = await db.booking.findMany({ where: { studioId: studio.studioId, date: i.date, guestName: "Walk In" } });
    expect(made).toHaveLength(1);

    const again = await createPhoneBooking(db, systemClock, actor(), i);
    expect(again).toMatchObject({ id: made[0].id, reference: made[0].reference, status: "confirmed" });
    expect(await db.message.count({ where: { bookingId: made[0].id, kind: "booking_confirmed" } })).toBe(1);
    // The same key for another booking is refused; a new key for the same slot is SLOT_TAKEN.
    expect(await failure(createPhoneBooking(db, systemClock, actor(), { ...i, minutes: 90 }))).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await failure(createPhoneBooking(db, systemClock, actor(), { ...i, idempotencyKey: randomUUID() }))).toMatchObject({
      code: "SLOT_TAKEN",
    });
  });
});

describe("verify (one statement, no transaction)", () => {
  it("the reply to its UPDATE lost: not 503 (it may have run); the same code again answers the verified hold", async () => {
    const h = await createHold(db, studio, {
      startsAt: hoursAhead(72 + 3 * slot++),
      status: "pending",
      channel: "email",
      contact: "v@mail.example",
    });
    await db.hold.update({ where: { id: h.holdId }, data: { codeHash: hashCode(h.holdId, "246810"), codeSentAt: new Date() } });
    const e = await throughCut("pass", async (relayed) => {
      cut.statement = `"status" = CASE WHEN k.claimed`;
      cut.mode = "lose-reply-to";
      return failure(verifyHold(relayed, systemClock, h.holdId, "246810"));
    });
    expect(e).toBeTruthy();
    expect(statusOf(e)).not.toBe(503);
    expect(e).toMatchObject({ code: "INTERNAL_ERROR" });
    const again = await verifyHold(db, systemClock, h.holdId, "246810");
    expect(again.status).toBe("verified");
  });
});

describe("post-commit steps", () => {
  it("a removed photo whose clean-up finds the database gone is answered as removed, not 503", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outcome-photos-"));
    try {
      const store = folderStorage(dir);
      const s = await createStudio(db, (f) => {
        for (const r of f.rooms) r.photos = [];
      });
      const owner = actorFor(s, "owner");
      const roomId = s.roomIds[0];
      const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a00" } })
        .jpeg()
        .toBuffer();
      const { photo } = await uploadRoomPhoto(db, systemClock, store, owner, roomId, { bytes });
      // The removal commits, then the check whether another room shows the files finds no database.
      const left = await throughCut("down-after-commit", (relayed) =>
        deleteRoomPhoto(relayed, systemClock, store, owner, roomId, photo.id),
      );
      expect(left).toEqual([]);
      expect((await db.room.findUniqueOrThrow({ where: { id: roomId }, select: { photos: true } })).photos).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
