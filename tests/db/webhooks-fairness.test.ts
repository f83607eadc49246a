// Webhooks shared fairly (docs/webhooks.md, Delivery and Failing endpoints), on a real database and
// local endpoints: one POST in flight per endpoint and at most WEBHOOK_LANES_PER_STUDIO per studio,
// across two workers; studios served in turn, not by the oldest due row; a failing endpoint backed
// off as a whole (one attempt per step however many events wait); and, with the clock moved, an
// endpoint failing for the documented time disabled: its pending events dropped, none queued
// while disabled, the audit trail and each owner told (an email in the owner's language, through
// the SMTP fake), the dashboard's list showing "failing since", and a re-enable starting afresh.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from "vitest";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, systemClock, type Clock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { addMember } from "../../lib/domain/staff/members";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { createSubscription, studioWebhooks } from "../../lib/domain/webhooks/subscriptions";
import { deliverDueWebhooks, disableAfterMsOf, GIVE_UP_MS } from "../../lib/domain/webhooks/deliver";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { setEnv } from "../helpers/env";
import { startFakeSmtp } from "../fakes/smtp";
import { startWebhookReceiver } from "../fakes/webhook-receiver";

const HOUR = 3_600_000;
let db: Db;
let own: OwnDatabase;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
const saved = { ...process.env };
const closers: (() => Promise<void>)[] = [];
let slot = 0;

beforeAll(async () => {
  // A database of its own: delivery takes every studio's due events, which on the shared database
  // would reach the files running beside this one (docs/development.md, Tests).
  own = await ownDatabase(inject("databaseUrl"), `webhooks_fairness_${process.pid}`);
  smtp = await startFakeSmtp();
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_URL: smtp.url,
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    JOBS_SCHEMA: `jobs_fairness_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 6);
  await ensureJobs();
});
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  await db.webhookDelivery.deleteMany({});
  await db.webhookSubscription.deleteMany({});
});
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  await smtp?.close();
  process.env = saved;
  reloadEnv();
});

async function receiver(opts: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const r = await startWebhookReceiver(opts);
  closers.push(r.close);
  return r;
}

/** One booking.confirmed of `studio` (an on-site confirm), at `now`. */
async function event(studio: TestStudio, now = new Date()): Promise<void> {
  const h = await createHold(db, studio, { startsAt: hoursAhead(72 + 4 * slot++, now.getTime()), now });
  await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" });
}

/** Deliver with several workers at once until nothing is due (real time); how many were attempted. */
async function drain(workers: number, opts: Parameters<typeof deliverDueWebhooks>[2] = {}, clock: Clock = systemClock) {
  let attempted = 0;
  for (let round = 0; round < 200; round++) {
    const n = await Promise.all(Array.from({ length: workers }, () => deliverDueWebhooks(db, clock, opts)));
    attempted += n.reduce((a, b) => a + b, 0);
    if ((await db.webhookDelivery.count({ where: { status: "pending" } })) === 0) return attempted;
  }
  throw new Error("still pending after 200 rounds");
}

const ownerOf = (s: TestStudio, userId: string, email: string): StaffActor => ({
  userId,
  name: "Owner",
  email,
  role: "owner",
  studioId: s.studioId,
  locale: "en",
});

describe("lanes (docs/webhooks.md, Delivery)", () => {
  it("one POST in flight per endpoint, across two workers", async () => {
    const slow = await receiver({ delayMs: 150 });
    const studio = await createStudio(db);
    await createSubscription(db, studio.studioId, { url: slow.url });
    for (let i = 0; i < 6; i++) await event(studio);
    await drain(2);
    expect(slow.received).toHaveLength(6);
    expect(slow.maxInFlight()).toBe(1);
  });

  it("a studio posts to at most WEBHOOK_LANES_PER_STUDIO (2) endpoints at once, across two workers", async () => {
    const slow = await receiver({ delayMs: 150 });
    const studio = await createStudio(db);
    // Five endpoints of one studio on one local server, so it counts their requests together.
    for (let i = 0; i < 5; i++) await createSubscription(db, studio.studioId, { url: `${slow.url}?n=${i}` });
    for (let i = 0; i < 3; i++) await event(studio);
    await drain(2);
    expect(slow.received).toHaveLength(15);
    expect(slow.maxInFlight()).toBe(2);
    // The option bounds it too.
    slow.received.length = 0;
    const other = await createStudio(db);
    for (let i = 0; i < 4; i++) await createSubscription(db, other.studioId, { url: `${slow.url}?o=${i}` });
    await event(other);
    await drain(2, { studioLanes: 1 });
    expect(slow.received).toHaveLength(4);
  });

  it("studios in turn, not by the oldest due row: a worker with one lane serves the studio waiting longest first", async () => {
    const hooks = await receiver();
    const [a, b, c] = [await createStudio(db), await createStudio(db), await createStudio(db)];
    for (let i = 0; i < 3; i++) await createSubscription(db, a.studioId, { url: `${hooks.url}?a=${i}` });
    await createSubscription(db, b.studioId, { url: `${hooks.url}?b` });
    await createSubscription(db, c.studioId, { url: `${hooks.url}?c` });
    // Studio A was served before; its events are the oldest by far.
    await db.webhookSubscription.updateMany({ where: { studioId: a.studioId }, data: { servedAt: new Date(Date.now() - 60_000) } });
    for (let i = 0; i < 4; i++) await event(a);
    await event(b);
    await event(c);
    const served: string[] = [];
    for (let poll = 0; poll < 5; poll++) {
      const before = hooks.received.length;
      expect(await deliverDueWebhooks(db, systemClock, { lanes: 1 })).toBeGreaterThan(0);
      served.push(new URL(hooks.received[before]!.path, hooks.url).search);
    }
    // B and C (never served) first, then A's endpoints one by one.
    expect(served.slice(0, 2).sort()).toEqual(["?b", "?c"]);
    expect(served.slice(2, 5).sort()).toEqual(["?a=0", "?a=1", "?a=2"]);
    expect(await db.webhookDelivery.count({ where: { status: "pending" } })).toBe(0);
  });
});

describe("failing endpoints (docs/webhooks.md, Failing endpoints)", () => {
  it("are backed off as a whole: 20 waiting events cost one attempt per backoff step, the others none", async () => {
    const down = await receiver();
    down.answer(...Array<number>(100).fill(500));
    const studio = await createStudio(db);
    const sub = await createSubscription(db, studio.studioId, { url: down.url });
    const t0 = Date.now();
    for (let i = 0; i < 20; i++) await event(studio, new Date(t0));
    const clock = manualClock(t0);
    for (let s = 0; s <= 60; s++) {
      clock.set(t0 + s * 1000);
      await deliverDueWebhooks(db, clock);
    }
    // At 0 s, 5 s and 35 s: the endpoint's steps (the next is at 2 min 35 s).
    expect(down.received).toHaveLength(3);
    const rows = await db.webhookDelivery.findMany({ where: { subscriptionId: sub.id }, orderBy: { id: "asc" } });
    expect(rows.filter((r) => r.attempts > 0)).toHaveLength(1);
    expect(await db.webhookSubscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({
      failures: 3,
      failingSince: new Date(t0),
      retryAt: new Date(t0 + 35_000 + 120_000),
      lastError: "HTTP 500",
    });
    // It recovers: at its next step the whole backlog goes, in one lane.
    down.answer();
    clock.set(t0 + 155_000);
    expect(await deliverDueWebhooks(db, clock)).toBe(20);
    expect(await db.webhookSubscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ failures: 0, failingSince: null });
  });

  it("the disabling time is WEBHOOK_DISABLE_AFTER_HOURS (72 by default), or the injected option", () => {
    expect(disableAfterMsOf()).toBe(72 * HOUR);
    expect(disableAfterMsOf({ disableAfterMs: 5_000 })).toBe(5_000);
    setEnv({ WEBHOOK_DISABLE_AFTER_HOURS: "6" });
    try {
      expect(disableAfterMsOf()).toBe(6 * HOUR);
    } finally {
      setEnv({ WEBHOOK_DISABLE_AFTER_HOURS: undefined });
    }
  });

  it("failing for 72 hours: disabled, its events dropped, none queued, the owners emailed in their language; re-enabled afresh", async () => {
    const down = await receiver();
    down.answer(...Array<number>(1000).fill(503));
    const studio = await createStudio(db, (f) => {
      f.studio.name = "Estudi Llum";
      f.studio.email = `studio-${randomUUID().slice(0, 8)}@studio.example`;
    });
    const tag = randomUUID().slice(0, 8);
    const ana = await addMember(db, studio.studioId, { email: `ana-${tag}@owner.example`, role: "owner", locale: "ca" });
    await addMember(db, studio.studioId, { email: `bo-${tag}@owner.example`, role: "owner", locale: "en" });
    await addMember(db, studio.studioId, { email: `sam-${tag}@staff.example`, role: "staff", locale: "es" });
    const owner = ownerOf(studio, ana.userId, `ana-${tag}@owner.example`);
    const sub = await studioWebhooks.create(db, systemClock, owner, { url: down.url });

    // An event every 12 hours keeps one due (each is given up 24 h after it); delivery runs at
    // every step of the endpoint's backoff, on the moved clock.
    const t0 = Date.now();
    const clock = manualClock(t0);
    let nextEvent = t0;
    let disabledAt: Date | null = null;
    for (let i = 0; i < 200 && !disabledAt; i++) {
      if (clock.now().getTime() >= nextEvent) {
        await event(studio, clock.now());
        nextEvent += 12 * HOUR;
      }
      await deliverDueWebhooks(db, clock);
      const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id: sub.id } });
      disabledAt = row.disabledAt;
      if (!disabledAt) clock.set(Math.min(row.retryAt!.getTime(), nextEvent));
    }
    // At the first failed attempt 72 hours or more after the first failure (attempts are hourly by then).
    expect(disabledAt!.getTime() - t0).toBeGreaterThanOrEqual(72 * HOUR);
    expect(disabledAt!.getTime() - t0).toBeLessThanOrEqual(73 * HOUR);
    expect(await db.webhookDelivery.count({ where: { subscriptionId: sub.id, status: "pending" } })).toBe(0);
    const dropped = await db.webhookDelivery.findMany({
      where: { subscriptionId: sub.id, lastError: { startsWith: "endpoint disabled" } },
    });
    expect(dropped.length).toBeGreaterThan(0);

    // Nothing is queued for it, nor posted, while disabled.
    const posts = down.received.length;
    await event(studio, clock.now());
    expect(await db.webhookDelivery.count({ where: { subscriptionId: sub.id, status: "pending" } })).toBe(0);
    clock.advance(2 * HOUR);
    expect(await deliverDueWebhooks(db, clock)).toBe(0);
    expect(down.received).toHaveLength(posts);

    // The dashboard's list: disabled, failing since the first failure, the last error.
    const [listed] = await studioWebhooks.list(db, owner);
    expect(listed).toMatchObject({ failing: true, lastError: "HTTP 503" });
    expect(Date.parse(listed!.failingSince!)).toBe(t0);
    expect(Date.parse(listed!.disabledAt!)).toBe(disabledAt!.getTime());

    // The audit trail, by the delivery.
    const audit = await db.studioAudit.findFirstOrThrow({ where: { studioId: studio.studioId, action: "webhook.disable" } });
    expect(audit).toMatchObject({ actorUserId: null, actorName: "platform (webhook delivery)" });
    expect(audit.detail).toMatchObject({ subscriptionId: sub.id, url: down.url, lastError: "HTTP 503" });

    // One email per owner (not the staff member), in the owner's language, through the outbox.
    const notices = await db.message.findMany({ where: { kind: "webhook_disabled" }, orderBy: { recipient: "asc" } });
    expect(notices.map((m) => [m.recipient, m.locale, m.bookingId])).toEqual([
      [`ana-${tag}@owner.example`, "ca", null],
      [`bo-${tag}@owner.example`, "en", null],
    ]);
    smtp.mails.length = 0;
    for (const m of notices) expect(await processMessageJob(db, clock, m.id, { finalAttempt: true })).toBe("sent");
    const mails = [...smtp.mails].sort((x, y) => x.to[0]!.localeCompare(y.to[0]!));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [[`ana-${tag}@owner.example`], `Webhook desactivat: ${down.url}`],
      [[`bo-${tag}@owner.example`], `Webhook disabled: ${down.url}`],
    ]);
    expect(mails[1]!.text).toContain("Estudi Llum");
    expect(mails[1]!.text).toContain("After 72 hours of failures we disabled it");
    expect(mails[1]!.text).toContain("Last error: HTTP 503");
    expect(mails[1]!.text).toContain("https://book.example/studio/en/connections");
    expect(mails[0]!.text).toContain("https://book.example/studio/ca/connections");
    // The same disabling is never told twice.
    expect(await db.message.count({ where: { kind: "webhook_disabled" } })).toBe(2);

    // Re-enabled by the owner: a fresh start, audited; the next event is queued and delivered.
    down.answer();
    const enabled = await studioWebhooks.enable(db, clock, owner, sub.id);
    expect(enabled).toMatchObject({ failing: false, failingSince: null, disabledAt: null, lastError: null });
    expect(await db.studioAudit.count({ where: { studioId: studio.studioId, action: "webhook.enable" } })).toBe(1);
    await event(studio, clock.now());
    expect(await deliverDueWebhooks(db, clock)).toBe(1);
    expect(down.received.at(-1)!.status).toBe(200);
  });

  it("a shorter disabling time, injected: disabled at the first failure past it", async () => {
    const down = await receiver();
    down.answer(...Array<number>(100).fill(500));
    const studio = await createStudio(db);
    const sub = await createSubscription(db, studio.studioId, { url: down.url });
    const t0 = Date.now();
    const clock = manualClock(t0);
    await event(studio, clock.now());
    const opts = { disableAfterMs: 30 * 60_000 };
    for (let i = 0; i < 20; i++) {
      await deliverDueWebhooks(db, clock, opts);
      const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id: sub.id } });
      if (row.disabledAt) break;
      clock.set(row.retryAt!);
    }
    const row = await db.webhookSubscription.findUniqueOrThrow({ where: { id: sub.id } });
    // Steps at 0 s, 5 s, 35 s, 2 min 35 s, 7 min 35 s, 22 min 35 s, 52 min 35 s: the last is past 30 min.
    expect(row.disabledAt!.getTime() - t0).toBe(52 * 60_000 + 35_000);
    expect(row.disabledAt!.getTime() - t0).toBeLessThan(GIVE_UP_MS);
  });
});
