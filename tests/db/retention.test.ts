// The retention policy (lib/domain/retention/run.ts, docs/retention.md) with a moved clock: just
// before each limit nothing changes, at it the rule applies; a booking's hold is never deleted;
// batches add up. Retention is database-wide, so the file has a database of its own.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { findByToken } from "../../lib/domain/bookings/manage";
import { ApiError } from "../../lib/contract/errors";
import { runRetention, type RetentionOptions } from "../../lib/domain/retention/run";
import { cancelByStudio } from "../../lib/domain/studio-actions/bookings";
import { bookingDetail } from "../../lib/domain/dashboard/detail";
import { guestKeyOfBooking, saveGuestNotes } from "../../lib/domain/guests/profile";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OPTS: RetentionOptions = { bookingMonths: 24 };

let own: OwnDatabase;
let db: Db;
let studio: TestStudio;
let slot = 0;
const saved = { ...process.env };

beforeAll(async () => {
  own = await ownDatabase(inject("databaseUrl"), `retention_${process.pid}`);
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    JOBS_SCHEMA: `jobs_retention_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 4);
  await ensureJobs();
  studio = await createStudio(db);
}, 120_000);
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

/** A session start on a day of the month ≤ 28, so "24 months later" is the same day. */
function nextStart(): Date {
  let t = hoursAhead(48 + 6 * slot++);
  while (t.getUTCDate() > 28) t = hoursAhead(48 + 6 * slot++);
  return t;
}
const addMonths = (d: Date, months: number) => {
  const x = new Date(d);
  x.setUTCMonth(x.getUTCMonth() + months);
  return x;
};
const run = (now: Date, opts: Partial<RetentionOptions> = {}) => runRetention(db, now, { ...OPTS, ...opts });

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (e instanceof ApiError) return e.code;
    throw e;
  }
}

async function book(): Promise<{ bookingId: string; holdId: string; token: string; endsAt: Date }> {
  const now = new Date();
  const h = await createHold(db, studio, { startsAt: nextStart(), status: "verified", now, expiresAt: new Date(now.getTime() + HOUR) });
  const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" });
  const b = await db.booking.findUniqueOrThrow({ where: { reference: r.booking.reference } });
  return { bookingId: b.id, holdId: h.holdId, token: r.manageToken, endsAt: b.endsAt };
}

describe("ended holds", () => {
  it("lose contact and IP 24 h after their expiry and are deleted 30 days after it", async () => {
    const expiredAt = new Date(Date.now() - HOUR);
    const ids: string[] = [];
    for (const status of ["expired", "burnt"] as const) {
      const h = await createHold(db, studio, { startsAt: nextStart(), status, expiresAt: expiredAt, contact: "+34622222222" });
      ids.push(h.holdId);
    }
    const rows = () => db.hold.findMany({ where: { id: { in: ids } } });
    await db.hold.updateMany({ where: { id: { in: ids } }, data: { clientNets: ["10.0.0.0/24"] } });

    await run(new Date(expiredAt.getTime() + DAY - 1));
    for (const r of await rows()) expect([r.contact, r.clientIp, r.guestName]).toEqual(["+34622222222", "10.0.0.1", "Ada Lovelace"]);

    await run(new Date(expiredAt.getTime() + DAY));
    const scrubbed = await rows();
    expect(scrubbed).toHaveLength(2);
    for (const r of scrubbed) {
      expect([r.contact, r.contactMasked, r.clientIp, r.guestName, r.clientNets]).toEqual(["", "", "", "", []]);
    }

    await run(new Date(expiredAt.getTime() + 30 * DAY - 1));
    expect(await rows()).toHaveLength(2);
    await run(new Date(expiredAt.getTime() + 30 * DAY));
    expect(await rows()).toHaveLength(0);
  });

  it("a hold a booking references is never deleted nor scrubbed by the hold rules", async () => {
    const b = await book();
    // A booking's hold left as "expired" long ago (the state a withdrawn payment can leave).
    const longAgo = new Date(Date.now() - 40 * DAY);
    await db.hold.update({ where: { id: b.holdId }, data: { status: "expired", expiresAt: longAgo } });
    await run(new Date(Date.now() + 31 * DAY));
    const hold = await db.hold.findUnique({ where: { id: b.holdId } });
    expect(hold?.contact).not.toBe("");
    expect(await db.booking.count({ where: { id: b.bookingId } })).toBe(1);
  });
});

describe("bookings", () => {
  it("are anonymized N months after the session: guest data and manage link gone, the books kept", async () => {
    const b = await book();
    await db.booking.update({
      where: { id: b.bookingId },
      data: { email: "ada@guest.example", notes: "door code 1234", internalNote: "Ada owes 20 EUR" },
    });
    const before = await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } });
    const limit = addMonths(b.endsAt, 24);

    await run(new Date(limit.getTime() - 1));
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } })).anonymizedAt).toBeNull();
    expect(await codeOf(findByToken(db, manualClock(new Date(limit.getTime() - 1)), b.token))).toBe("ok");

    const counts = await run(limit);
    expect(counts.bookingsAnonymized).toBe(1);
    const after = await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } });
    expect({
      guestName: after.guestName,
      contact: after.contact,
      email: after.email,
      notes: after.notes,
      internalNote: after.internalNote,
    }).toEqual({
      guestName: "",
      contact: "",
      email: null,
      notes: null,
      internalNote: null,
    });
    expect(after.anonymizedAt).toEqual(limit);
    expect(after.manageTokenHash).not.toBe(before.manageTokenHash);
    const kept = (x: typeof before) => [
      x.reference,
      x.roomId,
      x.startsAt,
      x.endsAt,
      x.priceCents,
      x.depositCents,
      x.status,
      x.paymentStatus,
    ];
    expect(kept(after)).toEqual(kept(before));
    const hold = await db.hold.findUniqueOrThrow({ where: { id: b.holdId } });
    expect([hold.contact, hold.clientIp, hold.guestName]).toEqual(["", "", ""]);
    // The manage link answers as an unknown token does.
    const clock = manualClock(limit);
    expect(await codeOf(findByToken(db, clock, b.token))).toBe("RESOURCE_NOT_FOUND");

    // Marked: the next run leaves it alone.
    expect((await run(new Date(limit.getTime() + HOUR))).bookingsAnonymized).toBe(0);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } })).anonymizedAt).toEqual(limit);
  });

  it("the retention period is the option given (BOOKING_RETENTION_MONTHS)", async () => {
    const b = await book();
    const limit = addMonths(b.endsAt, 6);
    await run(new Date(limit.getTime() - 1), { bookingMonths: 6 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } })).anonymizedAt).toBeNull();
    await run(limit, { bookingMonths: 6 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } })).anonymizedAt).toEqual(limit);
  });
});

describe("audit trail", () => {
  it("a studio-cancelled booking's audit keeps no guest text once the booking is anonymized", async () => {
    const b = await book();
    const owner: StaffActor = {
      userId: `user-owner-${studio.slug}`,
      name: "Olga Owner",
      email: `owner@${studio.slug}.example`,
      role: "owner",
      studioId: studio.studioId,
      locale: "en",
    };
    const guest = await db.booking.findUniqueOrThrow({ where: { id: b.bookingId } });
    const reason = `Sorry ${guest.guestName} (${guest.contact}), the room is flooded`;
    await cancelByStudio(db, manualClock(new Date()), owner, b.bookingId, { reason });
    const trail = async (at: Date) => JSON.stringify((await bookingDetail(db, manualClock(at), owner, b.bookingId)).audit);
    expect(await trail(new Date())).toContain("the room is flooded");

    const limit = addMonths(b.endsAt, 24);
    await run(limit);
    const after = await trail(limit);
    for (const text of [guest.guestName, guest.contact, "the room is flooded"]) expect(after).not.toContain(text);
    // The facts stay: who cancelled, what, from which state.
    const rows = await db.studioAudit.findMany({ where: { bookingId: b.bookingId }, orderBy: { at: "asc" } });
    expect(rows.map((r) => [r.action, r.actorName, r.detail])).toEqual([
      ["booking.cancel", owner.email, { refund: false, from: "confirmed" }],
    ]);
  });
});

describe("guest profiles", () => {
  it("the studio's notes and tags about a guest, and the trail of their saves, go with the guest's last booking's data", async () => {
    const b = await book();
    const staff: StaffActor = {
      userId: `user-staff-${studio.slug}`,
      name: "Sam Staff",
      email: `staff@${studio.slug}.example`,
      role: "staff",
      studioId: studio.studioId,
      locale: "en",
    };
    const key = (await guestKeyOfBooking(db, staff, b.bookingId))!;
    await saveGuestNotes(db, manualClock(new Date()), staff, key, { notes: "Plays loud", tags: ["drums"] });
    expect(await db.guestProfile.count({ where: { studioId: studio.studioId } })).toBe(1);

    const limit = addMonths(b.endsAt, 24);
    const counts = await run(limit);
    expect(counts.guestProfilesDeleted).toBe(1);
    expect(await db.guestProfile.count({ where: { studioId: studio.studioId } })).toBe(0);
    const rows = await db.studioAudit.findMany({ where: { studioId: studio.studioId, action: "guest.notes" } });
    expect(rows.map((r) => r.detail)).toEqual([{}]);
  });
});

describe("webhook deliveries", () => {
  it("delivered and failed ones are deleted 30 days after the event; a pending one is kept", async () => {
    const sub = await db.webhookSubscription.create({
      data: { studioId: studio.studioId, url: `https://hooks.example/${randomUUID()}`, secretSealed: "x" },
    });
    const createdAt = new Date(Date.now() - DAY);
    for (const status of ["delivered", "failed", "pending"]) {
      await db.webhookDelivery.create({
        data: {
          eventId: `evt_${randomUUID()}`,
          subscriptionId: sub.id,
          type: "booking.confirmed",
          payload: {},
          status,
          nextAttemptAt: createdAt,
          createdAt,
        },
      });
    }
    const left = async () =>
      (await db.webhookDelivery.findMany({ where: { subscriptionId: sub.id }, select: { status: true } })).map((d) => d.status).sort();
    await run(new Date(createdAt.getTime() + 30 * DAY - 1));
    expect(await left()).toEqual(["delivered", "failed", "pending"]);
    const counts = await run(new Date(createdAt.getTime() + 30 * DAY));
    expect(counts.webhookDeliveriesDeleted).toBe(2);
    expect(await left()).toEqual(["pending"]);
  });
});

describe("slot claims", () => {
  it("of a booking are deleted a day after the session, not before", async () => {
    const b = await book();
    const claim = await db.slotClaim.findUniqueOrThrow({ where: { bookingId: b.bookingId } });
    await run(new Date(claim.endsAt.getTime() + DAY - 1));
    expect(await db.slotClaim.count({ where: { bookingId: b.bookingId } })).toBe(1);
    await run(new Date(claim.endsAt.getTime() + DAY));
    expect(await db.slotClaim.count({ where: { bookingId: b.bookingId } })).toBe(0);
    expect(await db.booking.count({ where: { id: b.bookingId } })).toBe(1);
  });
});

async function message(createdAt: Date, status: string): Promise<string> {
  const id = randomUUID();
  await db.message.create({
    data: {
      id,
      key: `test:${id}`,
      kind: "reminder",
      channel: "email",
      recipient: "ada@guest.example",
      locale: "en",
      status,
      sendAfter: createdAt,
      createdAt,
    },
  });
  return id;
}

describe("messages and Stripe events", () => {
  it("finished messages are deleted 90 days after creation; a queued one is kept", async () => {
    const createdAt = new Date(Date.now() - DAY);
    const sent = await message(createdAt, "sent");
    const failed = await message(createdAt, "failed");
    const queued = await message(createdAt, "queued");
    const left = () =>
      db.message.findMany({ where: { id: { in: [sent, failed, queued] } }, select: { id: true } }).then((r) => r.map((m) => m.id).sort());

    await run(new Date(createdAt.getTime() + 90 * DAY - 1));
    expect(await left()).toEqual([sent, failed, queued].sort());
    await run(new Date(createdAt.getTime() + 90 * DAY));
    expect(await left()).toEqual([queued]);
  });

  it("stripe_event rows are deleted 90 days after processing", async () => {
    const processedAt = new Date(Date.now() - DAY);
    const id = `evt_${randomUUID()}`;
    await db.stripeEvent.create({ data: { id, type: "payment_intent.succeeded", processedAt } });
    await run(new Date(processedAt.getTime() + 90 * DAY - 1));
    expect(await db.stripeEvent.count({ where: { id } })).toBe(1);
    await run(new Date(processedAt.getTime() + 90 * DAY));
    expect(await db.stripeEvent.count({ where: { id } })).toBe(0);
  });
});

describe("batches", () => {
  it("every due row is handled when there are more than one batch", async () => {
    const expiredAt = new Date(Date.now() - HOUR);
    for (let i = 0; i < 17; i++) await createHold(db, studio, { startsAt: nextStart(), status: "expired", expiresAt: expiredAt });
    const bookings = [];
    for (let i = 0; i < 11; i++) bookings.push(await book());
    const createdAt = new Date(Date.now() - DAY);
    for (let i = 0; i < 13; i++) await message(createdAt, "sent");
    await db.stripeEvent.createMany({
      data: Array.from({ length: 9 }, () => ({ id: `evt_${randomUUID()}`, type: "x", processedAt: createdAt })),
    });

    const hold = await db.hold.count({ where: { status: { in: ["expired", "burnt"] }, contact: { not: "" } } });
    const due = await db.booking.count({ where: { anonymizedAt: null } });
    const claims = await db.slotClaim.count({ where: { bookingId: { not: null } } });
    const msgs = await db.message.count({ where: { status: { in: ["sent", "failed", "skipped"] } } });
    const events = await db.stripeEvent.count();
    expect(hold).toBeGreaterThan(4);
    expect(due).toBeGreaterThanOrEqual(11);

    const far = addMonths(new Date(), 40);
    const counts = await run(far, { batch: 4 });
    expect(counts.holdsScrubbed).toBe(hold);
    expect(counts.bookingsAnonymized).toBe(due);
    expect(counts.claimsDeleted).toBe(claims);
    expect(counts.messagesDeleted).toBe(msgs);
    expect(counts.stripeEventsDeleted).toBe(events);
    expect(await db.booking.count({ where: { anonymizedAt: null } })).toBe(0);
    expect(await db.hold.count({ where: { status: { in: ["expired", "burnt"] }, contact: { not: "" } } })).toBe(0);
    // Every ended hold without a booking is gone too (30 days passed); booked holds stay.
    expect(await db.hold.count({ where: { status: { in: ["expired", "burnt"] }, booking: null } })).toBe(0);
    expect(await db.hold.count({ where: { booking: { isNot: null } } })).toBe(await db.booking.count());
    expect(await db.stripeEvent.count()).toBe(0);
  }, 60_000);
});

describe("indexes", () => {
  // Each rule's batch selection (as in lib/domain/retention/run.ts) reads an index holding the rows
  // still due. Sequential scans are turned off: on a test-sized table the planner would pick one.
  const plans: [string, string][] = [
    [
      "hold_retention_idx",
      `SELECT id FROM hold WHERE status IN ('expired', 'burnt') AND contact <> '' AND "expiresAt" <= now() ORDER BY "expiresAt" LIMIT 1000`,
    ],
    ["hold_ended_idx", `SELECT id FROM hold WHERE status IN ('expired', 'burnt') AND "expiresAt" <= now() ORDER BY "expiresAt" LIMIT 1000`],
    [
      "webhook_delivery_retention_idx",
      `SELECT id FROM webhook_delivery WHERE status IN ('delivered', 'failed') AND "createdAt" <= now() ORDER BY "createdAt" LIMIT 1000`,
    ],
    ["booking_retention_idx", `SELECT id FROM booking WHERE "anonymizedAt" IS NULL AND "endsAt" <= now() ORDER BY "endsAt" LIMIT 1000`],
    [
      "message_retention_idx",
      `SELECT id FROM message WHERE status IN ('sent', 'failed', 'skipped') AND "createdAt" <= now() ORDER BY "createdAt" LIMIT 1000`,
    ],
    ["stripe_event_processedAt_idx", `SELECT id FROM stripe_event WHERE "processedAt" <= now() ORDER BY "processedAt" LIMIT 1000`],
    [
      "slot_claim_retention_idx",
      `SELECT id FROM slot_claim WHERE "bookingId" IS NOT NULL AND "endsAt" <= now() ORDER BY "endsAt" LIMIT 1000`,
    ],
  ];
  it.each(plans)("%s serves its batch", async (index, sql) => {
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`);
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain(index);
  });
});
