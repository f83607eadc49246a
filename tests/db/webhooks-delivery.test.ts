// Signed webhooks (docs/webhooks.md): each state change writes its event in its own transaction,
// the worker delivers it signed (checked with standardwebhooks' own Webhook.verify), retries a
// failing endpoint with backoff on the injected clock, gives up after about 24 h and marks the
// subscription failing, delivers exactly once per event id to a well-behaved endpoint (even when
// the "delivered" write first meets a dropped connection), refuses private addresses in
// production, posts to each endpoint on its own (a tarpit delays only its studio), and keeps one
// booking's events in creation order through an endpoint outage.
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from "vitest";
import { Webhook } from "standardwebhooks";
import { DateTime } from "luxon";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { markBooking } from "../../lib/domain/bookings/mark";
import { handleStripeEvent } from "../../lib/domain/payments/webhook";
import { expireIfOverdue } from "../../lib/domain/payments/timeout";
import { cancelByStudio, markPaid } from "../../lib/domain/studio-actions/bookings";
import { sweepExpiredHolds } from "../../lib/domain/holds/sweep";
import { releaseHold } from "../../lib/domain/holds/release";
import { createSubscription, rotateSecret } from "../../lib/domain/webhooks/subscriptions";
import { deliverDueWebhooks, deliveryBody, GIVE_UP_MS, LEASE_MS, startWebhookPoller } from "../../lib/domain/webhooks/deliver";
import { buildPayload, emitBookingEvent } from "../../lib/domain/webhooks/events";
import { PAYMENT_DUE_MS } from "../../lib/contract/limits";
import { webhooksObject } from "../../lib/http/openapi/webhooks";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { doc, makeAjv } from "../contract/document";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { startWebhookReceiver } from "../fakes/webhook-receiver";

let db: Db;
let stripe: FakeStripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let studio: TestStudio;
let secret: string;
let subscriptionId: string;
let slot = 0;
const saved = { ...process.env };
let own: OwnDatabase;

beforeAll(async () => {
  // A database of its own: the tests empty the whole outbox and sweep every expired hold, which on
  // the shared database would reach the files running beside this one (docs/development.md, Tests).
  own = await ownDatabase(inject("databaseUrl"), `webhooks_delivery_${process.pid}`);
  stripe = await startFakeStripe();
  receiver = await startWebhookReceiver();
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_test_webhooks",
    STRIPE_API_URL: stripe.url,
    JOBS_SCHEMA: `jobs_webhooks_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 4);
  await ensureJobs();
  studio = await createStudio(db);
  const sub = await createSubscription(db, studio.studioId, { url: receiver.url });
  secret = sub.secret;
  subscriptionId = sub.id;
});
afterEach(async () => {
  receiver.received.length = 0;
  receiver.answer();
  // Each test starts with an empty outbox for its assertions.
  await db.webhookDelivery.deleteMany({});
  await db.webhookSubscription.update({ where: { id: subscriptionId }, data: FRESH_ENDPOINT });
});
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  await stripe?.close();
  await receiver?.close();
  process.env = saved;
  reloadEnv();
});

/** An endpoint with no failures, backoff, disabling or lane (each test starts from it). */
const FRESH_ENDPOINT = {
  failingSince: null,
  failures: 0,
  retryAt: null,
  lastError: null,
  disabledAt: null,
  laneId: null,
  laneUntil: null,
};

const actor = (): StaffActor => ({
  userId: `user-owner-${studio.slug}`,
  name: "Olga Owner",
  email: `owner@${studio.slug}.example`,
  role: "owner",
  studioId: studio.studioId,
  locale: "en",
});

const outbox = async () =>
  (await db.webhookDelivery.findMany({ orderBy: { id: "asc" } })).map((d) => ({
    type: d.type,
    data: (d.payload as { data: Record<string, unknown> }).data,
  }));

async function onSite(now = new Date()) {
  const h = await createHold(db, studio, { startsAt: hoursAhead(72 + 4 * slot++), now });
  const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" });
  return { holdId: h.holdId, id: r.booking.id, token: r.manageToken, reference: r.booking.reference };
}

describe("events", () => {
  it("booking.confirmed on an on_site confirm, booking.cancelled by the guest", async () => {
    const b = await onSite();
    expect(await outbox()).toEqual([
      { type: "booking.confirmed", data: expect.objectContaining({ bookingId: b.id, status: "confirmed" }) },
    ]);
    await cancelBooking(db, systemClock, b.token, "ill");
    expect((await outbox())[1]).toEqual({
      type: "booking.cancelled",
      data: expect.objectContaining({ bookingId: b.id, status: "cancelled", cancelledBy: "guest", reason: "ill" }),
    });
  });

  it("booking.payment_received and booking.confirmed when the card deposit arrives; nothing at pending_payment", async () => {
    const h = await createHold(db, studio, { startsAt: hoursAhead(72 + 4 * slot++), channel: "email", contact: `wh-${slot}@mail.example` });
    const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "card" });
    expect(await outbox()).toEqual([]);
    const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
    expect(await handleStripeEvent(db, systemClock, stripe.event("payment_intent.succeeded", stripe.succeed(row.paymentIntentId!)))).toBe(
      "confirmed",
    );
    expect((await outbox()).map((e) => [e.type, e.data.paymentStatus])).toEqual([
      ["booking.payment_received", "deposit_paid"],
      ["booking.confirmed", "deposit_paid"],
    ]);
  });

  it("booking.cancelled by the system on a payment timeout, and by the studio", async () => {
    const now = new Date();
    const h = await createHold(db, studio, {
      startsAt: hoursAhead(72 + 4 * slot++),
      channel: "email",
      contact: `wt-${slot}@mail.example`,
      now,
    });
    const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "card" });
    expect(await expireIfOverdue(db, manualClock(new Date(now.getTime() + PAYMENT_DUE_MS + 1000)), r.booking.id)).toBe(true);
    const b = await onSite();
    await cancelByStudio(db, systemClock, actor(), b.id, { reason: "flood", refund: false });
    const cancels = (await outbox()).filter((e) => e.type === "booking.cancelled").map((e) => [e.data.bookingId, e.data.cancelledBy]);
    expect(cancels).toEqual([
      [r.booking.id, "system"],
      [b.id, "studio"],
    ]);
  });

  it("booking.payment_received when the studio marks paid; booking.completed and booking.no_show on marks", async () => {
    const now = new Date();
    const b = await onSite(now);
    const c = await onSite(now);
    await markPaid(db, systemClock, actor(), b.id);
    const later = manualClock(new Date(now.getTime() + 30 * 24 * 3_600_000));
    await markBooking(db, later, b.reference, "completed");
    await markBooking(db, later, c.reference, "no_show");
    await markBooking(db, later, c.reference, "no_show"); // no change, no event
    expect((await outbox()).filter((e) => e.type !== "booking.confirmed").map((e) => [e.type, e.data.bookingId])).toEqual([
      ["booking.payment_received", b.id],
      ["booking.completed", b.id],
      ["booking.no_show", c.id],
    ]);
  });

  it("hold.expired where the sweep records expiry, not on a guest's release", async () => {
    const now = new Date();
    const a = await createHold(db, studio, { startsAt: hoursAhead(72 + 4 * slot++), status: "pending", now });
    const gone = await createHold(db, studio, { startsAt: hoursAhead(72 + 4 * slot++), status: "pending", now });
    await releaseHold(db, manualClock(now), gone.holdId);
    await sweepExpiredHolds(db, manualClock(new Date(now.getTime() + 13 * 60_000)));
    const events = await outbox();
    expect(events.map((e) => [e.type, e.data.holdId])).toEqual([["hold.expired", a.holdId]]);
  });

  it("only the types a subscription asked for, and none for another studio", async () => {
    const other = await createStudio(db);
    const r2 = await startWebhookReceiver();
    try {
      const sub = await createSubscription(db, other.studioId, { url: r2.url, events: ["booking.cancelled"] });
      await onSite();
      const h = await createHold(db, other, { startsAt: hoursAhead(72 + 4 * slot++) });
      const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
      expect(await db.webhookDelivery.count({ where: { subscriptionId: sub.id } })).toBe(0);
      await cancelBooking(db, systemClock, r.manageToken, undefined);
      const theirs = await db.webhookDelivery.findMany({ where: { subscriptionId: sub.id } });
      expect(theirs.map((d) => [d.type, (d.payload as { data: { bookingId: string } }).data.bookingId])).toEqual([
        ["booking.cancelled", r.booking.id],
      ]);
      expect(await db.webhookDelivery.count({ where: { subscriptionId } })).toBe(1);
    } finally {
      await r2.close();
    }
  });
});

describe("delivery", () => {
  it("posts the event signed; standardwebhooks verifies it; exactly once per event id", async () => {
    const b = await onSite();
    // Two workers at once: the row is claimed by one (SKIP LOCKED), posted once.
    const [x, y] = await Promise.all([deliverDueWebhooks(db, systemClock), deliverDueWebhooks(db, systemClock)]);
    expect(x + y).toBe(1);
    expect(await deliverDueWebhooks(db, systemClock)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const payload = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: { bookingId: string } };
    expect(payload.type).toBe("booking.confirmed");
    expect(payload.data.bookingId).toBe(b.id);
    expect(got.headers["webhook-id"]).toMatch(/^evt_/);
    const row = await db.webhookDelivery.findFirstOrThrow({});
    expect(row.eventId).toBe(got.headers["webhook-id"]);
    expect([row.status, row.attempts]).toEqual(["delivered", 1]);
    // `sequence` (docs/webhooks.md, Order): the row id, an integer field the OpenAPI payload requires.
    expect((payload as unknown as { sequence: number }).sequence).toBe(Number(row.id));
    const doc = webhooksObject()["booking.confirmed"] as {
      post: { requestBody: { content: { "application/json": { schema: { required: string[] } } } } };
    };
    expect(doc.post.requestBody.content["application/json"].schema.required).toEqual(["type", "timestamp", "sequence", "data"]);
    // A tampered body or another secret fails the package's verifier.
    expect(() => new Webhook(secret).verify(got.body.replace("confirmed", "cancelled"), got.headers)).toThrow();
  });

  it("booking.rescheduled on a studio move: the old and the new times, and the delivered payload matches its OpenAPI schema", async () => {
    const b = await onSite();
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    // Noon in the studio's zone, weeks ahead, never a Saturday (the demo hours' closed day).
    let day = DateTime.now()
      .setZone(studio.file.studio.timezone)
      .plus({ days: 20 })
      .set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
    if (day.weekday === 6) day = day.plus({ days: 1 });
    await moveByStudio(db, systemClock, actor(), b.id, { date: day.toFormat("yyyy-MM-dd"), startTime: "12:00" });
    await deliverDueWebhooks(db, systemClock);
    const payloads = receiver.received.map(
      (r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> },
    );
    const moved = payloads.find((p) => p.type === "booking.rescheduled")!;
    expect(moved.data).toMatchObject({
      bookingId: b.id,
      date: day.toFormat("yyyy-MM-dd"),
      startTime: "12:00",
      rescheduledBy: "studio",
      previous: { roomId: row.roomId, date: row.date, startTime: row.startTime, endTime: row.endTime, priceCents: row.priceCents },
    });
    const op = (doc as unknown as { webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }> })
      .webhooks["booking.rescheduled"];
    const validate = makeAjv().compile(
      JSON.parse(
        JSON.stringify(op.post.requestBody.content["application/json"].schema).replaceAll(
          '"#/components/schemas/',
          '"urn:studio-booking:openapi#/$defs/',
        ),
      ),
    );
    expect(validate(moved), JSON.stringify(validate.errors)).toBe(true);
    // A payload without `previous` is not one.
    expect(validate({ ...moved, data: { ...moved.data, previous: undefined } })).toBe(false);
  });

  it("retries a failing endpoint with backoff on the injected clock, then delivers once", async () => {
    receiver.answer(500, 500);
    await onSite();
    const t0 = Date.now();
    const at = (ms: number) => manualClock(new Date(t0 + ms));
    expect(await deliverDueWebhooks(db, at(0))).toBe(1);
    expect(await deliverDueWebhooks(db, at(4_000))).toBe(0); // first retry after 5 s
    expect(await deliverDueWebhooks(db, at(5_500))).toBe(1);
    // Each attempt keeps the endpoint's HTTP status and its time (docs/webhooks.md, Recent deliveries).
    const failed = await db.webhookDelivery.findFirstOrThrow({});
    expect([failed.status, failed.responseStatus, failed.lastError, failed.lastAttemptAt?.getTime()]).toEqual([
      "pending",
      500,
      "HTTP 500",
      t0 + 5_500,
    ]);
    expect(await deliverDueWebhooks(db, at(20_000))).toBe(0); // second after 30 s more
    expect(await deliverDueWebhooks(db, at(40_000))).toBe(1);
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    for (const r of receiver.received.slice(2)) new Webhook(secret).verify(r.body, r.headers);
    const row = await db.webhookDelivery.findFirstOrThrow({});
    expect([row.status, row.attempts, row.responseStatus, row.lastAttemptAt?.getTime()]).toEqual(["delivered", 3, 200, t0 + 40_000]);
    expect(await deliverDueWebhooks(db, at(10 * 3_600_000))).toBe(0);
  });

  it("gives up after about 24 h and marks the subscription failing; a later success clears it", async () => {
    receiver.answer(...Array<number>(100).fill(503));
    const now = new Date();
    await onSite(now);
    let t = now.getTime();
    let attempts = 0;
    for (let i = 0; i < 100; i++) {
      attempts += await deliverDueWebhooks(db, manualClock(new Date(t)));
      const row = await db.webhookDelivery.findFirstOrThrow({});
      if (row.status !== "pending") break;
      t = row.nextAttemptAt.getTime();
    }
    const row = await db.webhookDelivery.findFirstOrThrow({});
    expect(row.status).toBe("failed");
    expect(row.lastError).toBe("HTTP 503");
    expect(t - now.getTime()).toBeLessThanOrEqual(GIVE_UP_MS);
    expect(t - now.getTime()).toBeGreaterThan(GIVE_UP_MS - 3_600_000);
    expect(attempts).toBeGreaterThan(20);
    // Failing since its first failed attempt, in its hourly backoff step (docs/webhooks.md, Failing endpoints).
    const failing = await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(failing.failingSince).toEqual(now);
    expect(failing.failures).toBe(attempts);
    expect(failing.lastError).toBe("HTTP 503");
    expect(failing.retryAt!.getTime()).toBe(t + 3_600_000);
    expect(failing.disabledAt).toBeNull();
    // A new event waits for the endpoint's backoff, not tried at once; then it goes and clears the mark.
    receiver.answer();
    await onSite(new Date(t));
    expect(await deliverDueWebhooks(db, manualClock(new Date(t)))).toBe(0);
    expect(await deliverDueWebhooks(db, manualClock(failing.retryAt!))).toBe(1);
    expect(await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscriptionId } })).toMatchObject({
      failingSince: null,
      failures: 0,
      retryAt: null,
      lastError: null,
    });
  });

  it("signs with the new secret after a rotation", async () => {
    const rotated = await rotateSecret(db, studio.studioId, subscriptionId);
    try {
      await onSite();
      await deliverDueWebhooks(db, systemClock);
      const got = receiver.received[0]!;
      expect(() => new Webhook(secret).verify(got.body, got.headers)).toThrow();
      new Webhook(rotated.secret).verify(got.body, got.headers);
    } finally {
      secret = rotated.secret;
    }
  });

  it("refuses a private address or plain http in production, and a production URL rule on subscribe", async () => {
    await onSite();
    await deliverDueWebhooks(db, systemClock, { production: true });
    expect(receiver.received).toHaveLength(0);
    expect((await db.webhookDelivery.findFirstOrThrow({})).lastError).toMatch(/https/);
    await db.webhookDelivery.updateMany({ data: { nextAttemptAt: new Date(0) } });
    await db.webhookSubscription.update({ where: { id: subscriptionId }, data: { retryAt: null } });
    await db.webhookSubscription.update({ where: { id: subscriptionId }, data: { url: receiver.url.replace("http:", "https:") } });
    try {
      await deliverDueWebhooks(db, systemClock, { production: true });
      expect((await db.webhookDelivery.findFirstOrThrow({})).lastError).toMatch(/not allowed/);
    } finally {
      await db.webhookSubscription.update({ where: { id: subscriptionId }, data: { url: receiver.url } });
    }
    expect(receiver.received).toHaveLength(0);
  });
});

/** Resolves once `cond()` holds, polling; fails after `ms`. */
async function waitFor(cond: () => boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("each endpoint on its own (docs/webhooks.md, Delivery)", () => {
  it("a hanging endpoint of one studio delays another studio's delivery by under 1 s", async () => {
    const tarpit = await startWebhookReceiver({ hang: true });
    const other = await createStudio(db);
    await createSubscription(db, other.studioId, { url: tarpit.url });
    const POLL_MS = 200;
    const TIMEOUT_MS = 8_000;
    // The worker's poller (lib/worker/index.ts uses the same), real HTTP, real time.
    const poller = startWebhookPoller(db, systemClock, { intervalMs: POLL_MS, timeoutMs: TIMEOUT_MS });
    try {
      // Without the tarpit: how long studio B's event takes from commit to its endpoint.
      let t = Date.now();
      await onSite();
      await waitFor(() => receiver.received.length === 1, TIMEOUT_MS, "B's first event");
      const alone = receiver.received[0]!.at - t;

      // Studio A's endpoint takes its event and never answers.
      const h = await createHold(db, other, { startsAt: hoursAhead(72 + 4 * slot++) });
      await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
      await waitFor(() => tarpit.hanging() === 1, TIMEOUT_MS, "A's POST to hang");
      const hangingSince = Date.now();

      t = Date.now();
      await onSite();
      await waitFor(() => receiver.received.length === 2, TIMEOUT_MS, "B's second event");
      const beside = receiver.received[1]!.at - t;
      // A's POST is still hanging: B did not wait for it (nor for its timeout).
      expect(tarpit.hanging()).toBe(1);
      expect(receiver.received[1]!.at - hangingSince).toBeLessThan(TIMEOUT_MS);
      expect(beside).toBeLessThan(alone + 1_000);
    } finally {
      await tarpit.close();
      await poller.stop(TIMEOUT_MS + 5_000);
    }
    // A's attempt ended as a failed attempt (the tarpit cut off), to be retried; B's are delivered.
    const rows = await db.webhookDelivery.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => r.status)).toEqual(["delivered", "pending", "delivered"]);
    expect(rows[1]!.lastError).toMatch(/connection failed|timed out/);
  });
});

describe("order and exactly once (docs/webhooks.md, Order)", () => {
  it("after an endpoint outage, each booking's booking.confirmed arrives before its booking.cancelled; `sequence` orders them", async () => {
    const t0 = Date.now();
    const clock = manualClock(t0);
    receiver.answer(...Array<number>(10_000).fill(503));
    const bookings = [];
    for (let i = 0; i < 5; i++) bookings.push(await onSite(clock.now()));
    // The endpoint is down for 10 minutes: one attempt per step of the endpoint's backoff (at 0 s,
    // 5 s, 35 s, 2 min 35 s and 7 min 35 s), each on the oldest confirmation, not one per event.
    for (let s = 0; s < 600; s += 5) {
      clock.set(t0 + s * 1000);
      await deliverDueWebhooks(db, clock);
    }
    expect(receiver.received).toHaveLength(5);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    // Every booking is cancelled while the confirmations wait for their next retry.
    for (const b of bookings) await cancelBooking(db, clock, b.token, "plans changed");
    // The endpoint recovers; deliveries run on until everything is delivered.
    receiver.answer();
    receiver.received.length = 0;
    for (let s = 600; s < 3 * 3_600; s += 15) {
      clock.set(t0 + s * 1000);
      await deliverDueWebhooks(db, clock);
      if ((await db.webhookDelivery.count({ where: { status: "pending" } })) === 0) break;
    }
    expect(await db.webhookDelivery.count({ where: { status: { not: "delivered" } } })).toBe(0);
    // (Parsed, not verified: the injected clock is hours ahead of the verifier's.)
    const got = receiver.received.map((r) => JSON.parse(r.body) as { type: string; sequence: number; data: { bookingId: string } });
    expect(got).toHaveLength(10);
    for (const b of bookings) {
      const mine = got.filter((e) => e.data.bookingId === b.id);
      expect(mine.map((e) => e.type)).toEqual(["booking.confirmed", "booking.cancelled"]);
      expect(mine[0]!.sequence).toBeLessThan(mine[1]!.sequence);
    }
    // `sequence` is the order in which the events were created.
    const bySequence = [...got].sort((a, b) => a.sequence - b.sequence);
    expect(bySequence.map((e) => [e.type, e.data.bookingId])).toEqual([
      ...bookings.map((b) => ["booking.confirmed", b.id]),
      ...bookings.map((b) => ["booking.cancelled", b.id]),
    ]);
  });

  it("the 'delivered' write is retried when PostgreSQL drops it: the endpoint gets the event once", async () => {
    const clock = manualClock(Date.now());
    await onSite(clock.now());
    // The real client, except that the first "delivered" update fails as a dropped connection
    // does (as tests/db/message-record.test.ts does for a message's status).
    let failures = 0;
    const outage = new Proxy(db, {
      get(target, prop) {
        const v = Reflect.get(target, prop, target);
        if (prop === "$executeRaw") {
          return (sql: TemplateStringsArray, ...values: unknown[]) => {
            if (sql.join("?").includes("status = 'delivered'") && failures === 0) {
              failures++;
              return Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" }));
            }
            return target.$executeRaw(sql, ...values);
          };
        }
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    expect(await deliverDueWebhooks(outage, clock)).toBe(1);
    expect(failures).toBe(1);
    expect(await db.webhookDelivery.findFirstOrThrow({})).toMatchObject({ status: "delivered", attempts: 1 });
    // Long past the claim's lease: nothing is due, nothing is posted again.
    clock.advance(LEASE_MS + 60_000);
    expect(await deliverDueWebhooks(db, clock)).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });
});

describe("payload schemas (docs/webhooks.md, Payload schemas)", () => {
  /** Run fn with error-level log lines captured. */
  async function errorLogs<T>(fn: () => T | Promise<T>): Promise<{ result: T; errors: Record<string, unknown>[] }> {
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    const silent = process.env.LOG_SILENT;
    process.env.LOG_SILENT = "0";
    process.stderr.write = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      const result = await fn();
      return { result, errors: lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === "error") };
    } finally {
      process.stderr.write = write;
      process.env.LOG_SILENT = silent;
    }
  }

  it("a stored payload that does not match its schema is never sent: its row fails at once, logged; the endpoint is not blamed", async () => {
    const bad = await onSite();
    // A field the document does not have (additionalProperties: false), as a faulty emitter would write it.
    await db.$executeRaw`UPDATE webhook_delivery SET payload = jsonb_set(payload, '{data,guestEmail}', '"ada@mail.example"')
                          WHERE "bookingId" = ${bad.id}::uuid`;
    const good = await onSite();
    const { errors } = await errorLogs(() => deliverDueWebhooks(db, systemClock));
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { data: { bookingId: string } }).data.bookingId)).toEqual([good.id]);
    const row = await db.webhookDelivery.findFirstOrThrow({ where: { bookingId: bad.id } });
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/^payload does not match its schema: data: Unrecognized key/);
    expect(errors).toEqual([
      expect.objectContaining({ msg: "webhook payload does not match its schema; not sent", type: "booking.confirmed" }),
    ]);
    expect(JSON.stringify(errors)).not.toContain("ada@mail.example");
    expect((await db.webhookSubscription.findUniqueOrThrow({ where: { id: subscriptionId } })).failingSince).toBeNull();
    // Every POST body is the parsed payload; an unknown type is refused as well.
    expect(deliveryBody(1n, { type: "booking.invented", timestamp: new Date().toISOString(), data: {} })).toEqual({
      mismatch: 'unknown event type "booking.invented"',
    });
  });

  it("an event built off its schema: thrown outside production (the change rolls back), logged and not queued in production", async () => {
    const b = await onSite();
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    const data = {
      bookingId: row.id,
      reference: row.reference,
      roomId: row.roomId,
      status: "cancelled",
      paymentMode: row.paymentMode,
      paymentStatus: row.paymentStatus,
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      priceCents: row.priceCents,
      depositCents: row.depositCents,
      currency: row.currency,
      priceLines: row.priceLines,
      extras: row.extras,
      discount: null,
    };
    const now = new Date();
    // booking.cancelled requires `cancelledBy`.
    expect(() => buildPayload("booking.cancelled", now, data, false)).toThrow(
      /booking\.cancelled does not match its schema: data\.cancelledBy/,
    );
    const { result, errors } = await errorLogs(() => buildPayload("booking.cancelled", now, data, true));
    expect(result).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({ msg: "webhook payload does not match its schema; event not queued", type: "booking.cancelled" }),
    ]);
    // The same data with its `cancelledBy` is the stored payload, exactly (no `sequence`: the sender adds it).
    expect(JSON.parse(buildPayload("booking.cancelled", now, { ...data, cancelledBy: "guest" }, false)!)).toEqual({
      type: "booking.cancelled",
      timestamp: now.toISOString(),
      data: { ...data, cancelledBy: "guest" },
    });
    // Through the domain: a booking.* event the schema refuses fails its transaction outside production
    // (the type checker refuses a call without `cancelledBy`; the cast stands for a caller it cannot see).
    const missing = { reason: "no one said who" } as Parameters<typeof emitBookingEvent<"booking.cancelled">>[4];
    await expect(db.$transaction((tx) => emitBookingEvent(tx, now, b.id, "booking.cancelled", missing))).rejects.toThrow(/cancelledBy/);
  });
});
