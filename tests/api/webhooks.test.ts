// Card payments end to end: signed Stripe webhooks (signatures made with Stripe's own
// generateTestHeaderString), replayed / concurrent / forged / out-of-order events, the payment
// timeout via the injected clock, a late success refunded, and a cancel racing the deposit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, WEBHOOK_SECRET, type BookingTestEnv } from "../helpers/holds";
import { signPayload, type FakeIntent } from "../fakes/stripe";
import { manualClock, setClock } from "../../lib/infra/clock";
import { sweepPaymentTimeouts } from "../../lib/domain/payments/timeout";
import type Stripe from "stripe";

let t: BookingTestEnv;
let studio: TestStudio;
let slot = 0;
const nextStart = () => hoursAhead(72 + 4 * slot++);

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());
afterEach(() => setClock(null));

async function cardBooking(now?: Date, s: TestStudio = studio) {
  const h = await createHold(t.app.db, s, { startsAt: nextStart(), now });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, {
    paymentMode: "card",
    email: `payer-${crypto.randomUUID().slice(0, 8)}@mail.example`,
  }); // one address per booking: receipts count against its hourly quota
  expect(r.status).toBe(201);
  const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: r.body.data.booking.id } });
  return { hold: h, id: row.id, token: r.body.data.manageToken as string, pi: t.stripe.intents.get(row.paymentIntentId!)! };
}

/** POST an event the way Stripe does: raw JSON body, stripe-signature over it. */
async function deliver(
  event: Stripe.Event,
  opts: { secret?: string; signature?: string | null; body?: string; timestamp?: number; ip?: string } = {},
) {
  const body = opts.body ?? JSON.stringify(event);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const signature =
    opts.signature !== undefined ? opts.signature : signPayload(JSON.stringify(event), opts.secret ?? WEBHOOK_SECRET, opts.timestamp);
  if (signature !== null) headers["stripe-signature"] = signature;
  const res = await t.app.fetch("/v1/webhooks/stripe", { method: "POST", headers, body, ip: opts.ip });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const succeeded = (pi: FakeIntent) => t.stripe.event("payment_intent.succeeded", t.stripe.succeed(pi.id));
const bookingRow = (id: string) => t.app.db.booking.findUniqueOrThrow({ where: { id } });
/**
 * The messages owed for a booking: not the guest's confirmation that waits for the deposit, nor one
 * dropped because the deposit never came (docs/decisions-contract.md, Manage tokens).
 */
const OWED = { status: { not: "waiting" }, OR: [{ lastError: null }, { lastError: { not: "deposit not received" } }] };
const messageKinds = async (id: string) =>
  (await t.app.db.message.findMany({ where: { bookingId: id, ...OWED }, orderBy: { kind: "asc" } })).map((m) => m.kind);

describe("POST /v1/webhooks/stripe", () => {
  it("payment_intent.succeeded: pending_payment → confirmed + deposit_paid, slot firm, confirmation messages queued", async () => {
    const b = await cardBooking();
    const r = await deliver(succeeded(b.pi));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: { received: true, outcome: "confirmed" } });
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
    const row = await bookingRow(b.id);
    expect(row).toMatchObject({ status: "confirmed", paymentStatus: "deposit_paid" });
    expect(await t.app.db.message.count({ where: { bookingId: b.id, status: "waiting" } })).toBe(0);
    expect((await t.app.db.slotClaim.findFirstOrThrow({ where: { bookingId: b.id } })).expiresAt).toBeNull();
    expect(await messageKinds(b.id)).toEqual(["booking_confirmed", "booking_receipt", "reminder", "studio_new_booking"]);
    // The guest messages carry the manage link sealed, never in plain text.
    const guest = await t.app.db.message.findUniqueOrThrow({ where: { key: `${b.id}:booking_confirmed` } });
    expect(guest.sealed).toMatch(/^v1\./);
    // What clients poll (4.8):
    const v = await t.app.get(`/v1/public/bookings/manage/${b.token}`);
    expect(v.body.data).toMatchObject({ status: "confirmed", paymentStatus: "deposit_paid", mayCancel: true });
  });

  it("a replayed event changes nothing and queues nothing twice", async () => {
    const b = await cardBooking();
    const ev = succeeded(b.pi);
    expect((await deliver(ev)).body.data.outcome).toBe("confirmed");
    const before = await t.app.db.message.count({ where: { bookingId: b.id, ...OWED } });
    const replay = await deliver(ev);
    expect(replay.status).toBe(200);
    expect(replay.body.data.outcome).toBe("duplicate");
    expect(await t.app.db.message.count({ where: { bookingId: b.id, ...OWED } })).toBe(before);
    // Same intent + type under another event id: still one effect.
    const other = await deliver(t.stripe.event("payment_intent.succeeded", t.stripe.intents.get(b.pi.id)!));
    expect(other.body.data.outcome).toBe("no_change");
    expect(await t.app.db.message.count({ where: { bookingId: b.id, ...OWED } })).toBe(before);
  });

  it("concurrent duplicate deliveries apply once", async () => {
    const b = await cardBooking();
    const ev = succeeded(b.pi);
    const replies = await Promise.all(Array.from({ length: 4 }, () => deliver(ev)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(replies.map((r) => r.body.data.outcome).sort()).toEqual(["confirmed", "duplicate", "duplicate", "duplicate"]);
    expect(await t.app.db.message.count({ where: { bookingId: b.id, kind: "booking_confirmed" } })).toBe(1);
    expect(await t.app.db.stripeEvent.count({ where: { id: ev.id } })).toBe(1);
  });

  it("forged, tampered, stale or missing signatures → 400 VALIDATION_ERROR and no state change", async () => {
    const b = await cardBooking();
    const ev = succeeded(b.pi);
    const cases = [
      await deliver(ev, { secret: "whsec_someone_else" }),
      await deliver(ev, { signature: null }),
      await deliver(ev, { signature: "garbage" }),
      await deliver(ev, { body: JSON.stringify({ ...ev, id: "evt_forged" }) }), // body changed after signing
      await deliver(ev, { timestamp: Math.floor(Date.now() / 1000) - 301 }), // outside the default 300 s tolerance
    ];
    for (const r of cases) expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect((await bookingRow(b.id)).status).toBe("pending_payment");
    expect(await t.app.db.stripeEvent.count({ where: { paymentIntentId: b.pi.id } })).toBe(0);
    expect(await t.app.db.message.count({ where: { bookingId: b.id, ...OWED } })).toBe(0);
  });

  it("is not under the public per-IP limits (15 writes per minute)", async () => {
    const b = await cardBooking();
    const ev = t.stripe.event("payment_intent.payment_failed", b.pi);
    for (let i = 0; i < 20; i++) expect((await deliver(ev, { ip: "10.99.99.99" })).status).toBe(200);
  });

  it("payment_intent.payment_failed leaves the booking pending; a later success still confirms", async () => {
    const b = await cardBooking();
    const failed = await deliver(t.stripe.event("payment_intent.payment_failed", b.pi));
    expect(failed.status).toBe(200);
    expect(failed.body.data.outcome).toBe("no_change");
    expect(await bookingRow(b.id)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect((await deliver(succeeded(b.pi))).body.data.outcome).toBe("confirmed");
  });

  it("out of order: a failure arriving after the success changes nothing", async () => {
    const b = await cardBooking();
    const failedFirstCreated = t.stripe.event("payment_intent.payment_failed", b.pi);
    expect((await deliver(succeeded(b.pi))).body.data.outcome).toBe("confirmed");
    expect((await deliver(failedFirstCreated)).body.data.outcome).toBe("no_change");
    expect(await bookingRow(b.id)).toMatchObject({ status: "confirmed", paymentStatus: "deposit_paid" });
  });

  it("unknown intents and other event types are acknowledged and ignored", async () => {
    const stray = t.stripe.event("payment_intent.succeeded", { ...(await cardBooking()).pi, id: "pi_not_ours", metadata: {} });
    expect((await deliver(stray)).body.data.outcome).toBe("unknown_payment");
    // charge.refunded is handled now (refunds made in Stripe's dashboard, docs/studio-actions.md): a type we never subscribe to.
    const other = { ...stray, id: "evt_other_type", type: "customer.created" } as Stripe.Event;
    expect((await deliver(other)).body.data.outcome).toBe("ignored");
  });
});

describe("payment_intent.succeeded must match the booking (decisions: Stripe webhook)", () => {
  /** Deliver with error-level log lines captured (the app runs in this process). */
  async function deliverLogged(event: Stripe.Event) {
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    const silent = process.env.LOG_SILENT;
    process.env.LOG_SILENT = "0";
    process.stderr.write = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      const r = await deliver(event);
      return { r, errors: lines.map((l) => JSON.parse(l)).filter((l) => l.level === "error") };
    } finally {
      process.stderr.write = write;
      process.env.LOG_SILENT = silent;
    }
  }

  it.each([
    [
      "amount_received below the deposit",
      (pi: FakeIntent) => ({ ...pi, amount_received: pi.amount - 1 }),
      "amount_received is below the deposit",
    ],
    ["another currency", (pi: FakeIntent) => ({ ...pi, currency: "usd" }), "currency differs from the booking's"],
    [
      "metadata.bookingId of another booking",
      (pi: FakeIntent) => ({ ...pi, metadata: { ...pi.metadata, bookingId: "00000000-0000-4000-8000-000000000000" } }),
      "metadata.bookingId is not the booking's id",
    ],
    ["no metadata.bookingId", (pi: FakeIntent) => ({ ...pi, metadata: {} }), "metadata.bookingId is not the booking's id"],
  ])("%s → not confirmed, logged at error level, left for a person", async (_name, tamper, reason) => {
    const b = await cardBooking();
    const paid = t.stripe.succeed(b.pi.id);
    const { r, errors } = await deliverLogged(t.stripe.event("payment_intent.succeeded", tamper(paid) as FakeIntent));
    expect(r.status).toBe(200);
    expect(r.body.data.outcome).toBe("mismatch");
    expect(await bookingRow(b.id)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect(await messageKinds(b.id)).toEqual([]);
    expect(t.stripe.refunds.filter((x) => x.payment_intent === b.pi.id)).toHaveLength(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: "stripe payment does not match its booking; left for a person",
      bookingId: b.id,
      paymentIntentId: b.pi.id,
      reason,
    });
  });

  it("more than the deposit still confirms", async () => {
    const b = await cardBooking();
    const paid = t.stripe.succeed(b.pi.id);
    const r = await deliver(t.stripe.event("payment_intent.succeeded", { ...paid, amount_received: paid.amount + 100 }));
    expect(r.body.data.outcome).toBe("confirmed");
  });
});

describe("payment timeout and late payments", () => {
  it("at paymentDueAt the sweep cancels the booking (system), cancels the intent, frees the slot and tells the studio", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    // Its own studio: the sweep is scoped to it so that other tests' bookings stay untouched.
    const own = await createStudio(t.app.db);
    const b = await cardBooking(clock.now(), own);
    clock.advance(19 * 60_000);
    expect(await sweepPaymentTimeouts(t.app.db, clock, { studioId: own.studioId })).toBe(0);
    clock.advance(60_000);
    // Reads treat it as gone at once (the claim expired at paymentDueAt) …
    const claim = await t.app.db.slotClaim.findFirstOrThrow({ where: { bookingId: b.id } });
    expect(claim.expiresAt!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // … and the sweep makes it so in the table.
    expect(await sweepPaymentTimeouts(t.app.db, clock, { studioId: own.studioId })).toBe(1);
    expect(await bookingRow(b.id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "unpaid",
      cancelledBy: "system",
      cancelReason: "payment_timeout",
    });
    expect(await t.app.db.slotClaim.count({ where: { bookingId: b.id } })).toBe(0);
    expect(t.stripe.intents.get(b.pi.id)!.status).toBe("canceled");
    expect(await messageKinds(b.id)).toEqual(["studio_cancelled"]);
    // A second sweep finds nothing.
    expect(await sweepPaymentTimeouts(t.app.db, clock, { studioId: own.studioId })).toBe(0);
    const v = await t.app.get(`/v1/public/bookings/manage/${b.token}`);
    expect(v.body.data).toMatchObject({ status: "cancelled", mayCancel: false });
  });

  it("a success arriving after the timeout is refunded, guest and studio are told, and the slot is not revived over someone else", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const b = await cardBooking(clock.now());
    clock.advance(21 * 60_000);
    await sweepPaymentTimeouts(t.app.db, clock, { studioId: studio.studioId });
    // Someone else takes the freed slot.
    const other = await createHold(t.app.db, studio, { startsAt: b.hold.startsAt, now: clock.now() });
    expect((await t.app.post(`/v1/public/holds/${other.holdId}/confirm`, { paymentMode: "on_site" })).status).toBe(201);
    // The guest's card payment goes through anyway (the intent was still open at Stripe's side).
    t.stripe.intents.get(b.pi.id)!.status = "requires_payment_method";
    const ev = succeeded(b.pi);
    const r = await deliver(ev, { timestamp: Math.floor(clock.now().getTime() / 1000) });
    expect(r.body.data.outcome).toBe("refunded");
    expect(await bookingRow(b.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(t.stripe.refunds.filter((x) => x.payment_intent === b.pi.id)).toHaveLength(1);
    expect(await messageKinds(b.id)).toEqual(["payment_refunded", "studio_cancelled", "studio_payment_refunded"]);
    expect(await t.app.db.slotClaim.count({ where: { bookingId: b.id } })).toBe(0);
    expect(await t.app.db.booking.count({ where: { holdId: other.holdId, status: "confirmed" } })).toBe(1);
    // Replayed: no second refund.
    expect((await deliver(ev, { timestamp: Math.floor(clock.now().getTime() / 1000) })).body.data.outcome).toBe("duplicate");
    const again = await deliver(t.stripe.event("payment_intent.succeeded", t.stripe.intents.get(b.pi.id)!), {
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
    expect(again.body.data.outcome).toBe("no_change");
    expect(t.stripe.refunds.filter((x) => x.payment_intent === b.pi.id)).toHaveLength(1);
  });

  it("a success for an overdue booking the sweep has not reached yet: timed out and refunded, not confirmed", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const b = await cardBooking(clock.now());
    clock.advance(20 * 60_000 + 1000);
    const r = await deliver(succeeded(b.pi), { timestamp: Math.floor(clock.now().getTime() / 1000) });
    expect(r.body.data.outcome).toBe("refunded");
    expect(await bookingRow(b.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancelledBy: "system" });
  });

  it("Stripe down during the refund → 500, event not recorded; Stripe's retry refunds once", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const b = await cardBooking(clock.now());
    clock.advance(21 * 60_000);
    await sweepPaymentTimeouts(t.app.db, clock, { studioId: studio.studioId });
    t.stripe.intents.get(b.pi.id)!.status = "requires_payment_method";
    const ev = succeeded(b.pi);
    const ts = Math.floor(clock.now().getTime() / 1000);
    t.stripe.setDown(true);
    let first;
    try {
      first = await deliver(ev, { timestamp: ts });
    } finally {
      t.stripe.setDown(false);
    }
    expect(errorOf(first)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
    expect(await t.app.db.stripeEvent.count({ where: { id: ev.id } })).toBe(0);
    expect((await bookingRow(b.id)).paymentStatus).toBe("unpaid");
    expect((await deliver(ev, { timestamp: ts })).body.data.outcome).toBe("refunded");
    expect(t.stripe.refunds.filter((x) => x.payment_intent === b.pi.id)).toHaveLength(1);
  });

  it("a guest cancel racing the deposit's webhook: one consistent outcome, never a paid booking left cancelled unrefunded by accident", async () => {
    for (let i = 0; i < 4; i++) {
      const b = await cardBooking();
      const ev = succeeded(b.pi);
      const [c, w] = await Promise.all([t.app.post(`/v1/public/bookings/manage/${b.token}/cancel`, { reason: "race" }), deliver(ev)]);
      expect(w.status).toBe(200);
      expect(c.status).toBe(200);
      const row = await bookingRow(b.id);
      expect(row.status).toBe("cancelled");
      if (w.body.data.outcome === "confirmed") {
        // Deposit first, then the guest cancelled a confirmed booking: the deposit is kept (3.2).
        expect(row.paymentStatus).toBe("deposit_paid");
        expect(t.stripe.refunds.filter((x) => x.payment_intent === b.pi.id)).toHaveLength(0);
      } else {
        // Cancel first: the money that still arrived is refunded.
        expect(w.body.data.outcome).toBe("refunded");
        expect(row.paymentStatus).toBe("refunded");
        expect(t.stripe.refunds.filter((x) => x.payment_intent === b.pi.id)).toHaveLength(1);
      }
      expect(await t.app.db.slotClaim.count({ where: { bookingId: b.id } })).toBe(0);
    }
  });
});
