// confirmHold and the two ways a booking starts over HTTP against the real app and PostgreSQL,
// with Stripe, SMTP and SMS as local fakes. Every error code of 4.7, in the documented order.
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, holdViaApi, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { randomUUID } from "node:crypto";
import { ConfirmResult } from "../../lib/contract/schemas";
import { manualClock, setClock } from "../../lib/infra/clock";
import { reloadEnv } from "../../lib/infra/env";
import { REFERENCE_RE } from "../../lib/domain/bookings/reference";
import { unseal } from "../../lib/infra/seal";

let t: BookingTestEnv;
let studio: TestStudio;
// Rooms of the demo file: 0 Sala A (card + on_site, 30 % deposit, 24 h notice, 15 min buffer),
// 1 Estudi B (card only), 2 Sala C (on_site only).
const SALA_A = 0;
const ESTUDI_B = 1;
const SALA_C = 2;

let slot = 0;
/** A fresh 2-hour slot far enough apart from the others of the shared studio. */
const nextStart = () => hoursAhead(48 + 4 * slot++);

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());
afterEach(() => setClock(null));

const confirm = (holdId: string, body: unknown) => t.app.post(`/v1/public/holds/${holdId}/confirm`, body);

const tryOpen = (f: () => string) => {
  try {
    return f();
  } catch {
    return null;
  }
};
const OPENERS = [
  (v: string) => tryOpen(() => unseal("manage-token-seal/v1", v)),
  (v: string, holdId: string) => tryOpen(() => unseal("manage-token-retry-seal/v1", v, { aad: `hold:${holdId}` })),
];

/**
 * Every column of the hold's and the booking's rows, read as text, and no column gives the token
 * back: not the token itself, in any case, and no sealed or encoded value that opens to it (only
 * its SHA-256 is stored: the contract, section 5).
 */
async function expectNoRecoverableToken(bookingId: string, holdId: string, token: string): Promise<void> {
  const rows = await t.app.db.$queryRaw<{ t: string; row: Record<string, unknown> }[]>`
    SELECT 'booking' AS t, to_jsonb(b) AS row FROM booking b WHERE id = ${bookingId}::uuid
    UNION ALL SELECT 'hold', to_jsonb(h) FROM hold h WHERE id = ${holdId}::uuid`;
  expect(rows.map((r) => r.t).sort()).toEqual(["booking", "hold"]);
  const hash = createHash("sha256").update(token).digest("hex");
  const forms = [
    token,
    Buffer.from(token, "hex").toString("base64"),
    Buffer.from(token, "hex").toString("base64url"),
    Buffer.from(token).toString("base64"),
  ];
  for (const { t: table, row } of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (value === null || typeof value === "number" || typeof value === "boolean") continue;
      const text = typeof value === "string" ? value : JSON.stringify(value);
      for (const f of forms) expect(text.toLowerCase(), `${table}.${column}`).not.toContain(f.toLowerCase());
      // Only the hash column may hold a 64-hex value derived from the token, and it is the hash.
      if (column === "manageTokenHash") expect(text).toBe(hash);
      // A sealed value (lib/infra/seal.ts) opens to no token under any purpose a token was ever sealed with.
      if (/^v\d+\./.test(text)) for (const open of OPENERS) expect(open(text, holdId), `${table}.${column}`).not.toBe(token);
    }
  }
}

describe("POST /v1/public/holds/{holdId}/confirm — success (3.2)", () => {
  it("on_site → confirmed, unpaid, deposit 0, no paymentDueAt, no clientSecret; every ConfirmResult field", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart(), locale: "en" });
    const r = await confirm(h.holdId, { paymentMode: "on_site", notes: "We bring our own drums", email: "Receipt@Guest.example" });
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    const data = ConfirmResult.strict().parse(r.body.data);
    const b = data.booking;
    expect(b.status).toBe("confirmed");
    expect(b.paymentMode).toBe("on_site");
    expect(b.paymentStatus).toBe("unpaid");
    expect(b.depositCents).toBe(0);
    expect(b.paymentDueAt).toBeNull();
    expect("clientSecret" in data).toBe(false);
    expect(b.priceCents).toBe(3600);
    expect(b.currency).toBe("EUR");
    expect(b.minutes).toBe(120);
    expect(b.cancelNoticeHours).toBe(24);
    expect(b.mayCancel).toBe(true);
    expect(b.notes).toBe("We bring our own drums");
    expect(b.studioName).toBe("Sala Gràcia");
    expect(b.roomName).toBe("Sala A");
    expect(b.guestName).toBe("Ada Lovelace");
    expect(b.timezone).toBe("Europe/Madrid");
    // Studio-local date and times; full timestamps carry the studio's offset.
    expect(new Date(b.startsAt).getTime()).toBe(h.startsAt.getTime());
    expect(new Date(b.endsAt).getTime()).toBe(h.endsAt.getTime());
    expect(b.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(b.startsAt.slice(0, 10)).toBe(b.date);
    expect(b.startsAt.slice(11, 16)).toBe(b.startTime);
    expect(b.reference).toMatch(REFERENCE_RE);
    expect(data.manageToken).toMatch(/^[0-9a-f]{64}$/);
    expect(data.manageUrl).toBe(`https://${studio.slug}.studios.test/en/manage/${data.manageToken}`);

    // Stored: only the token's SHA-256; the hold is used up; the claim is the booking's, firm.
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.manageTokenHash).toBe(createHash("sha256").update(data.manageToken).digest("hex"));
    await expectNoRecoverableToken(b.id, h.holdId, data.manageToken);
    expect(row.email).toBe("Receipt@Guest.example");
    expect((await t.app.db.hold.findUniqueOrThrow({ where: { id: h.holdId } })).status).toBe("confirmed");
    const claim = await t.app.db.slotClaim.findFirstOrThrow({ where: { holdId: h.holdId } });
    expect(claim.bookingId).toBe(b.id);
    expect(claim.expiresAt).toBeNull();

    // The manage endpoint shows the same booking.
    const m = await t.app.get(`/v1/public/bookings/manage/${data.manageToken}`);
    expect(m.status).toBe(200);
    expect(m.body.data).toEqual(b);
  });

  it("card → pending_payment, pending, deposit, paymentDueAt 20 min ahead, clientSecret; PaymentIntent keyed by the booking id", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const h = await createHold(t.app.db, studio, { startsAt: nextStart(), now: clock.now() });
    const r = await confirm(h.holdId, { paymentMode: "card" });
    expect(r.status).toBe(201);
    const data = ConfirmResult.strict().parse(r.body.data);
    const b = data.booking;
    expect(b.status).toBe("pending_payment");
    expect(b.paymentStatus).toBe("pending");
    expect(b.depositCents).toBe(1080); // 30 % of 36.00
    expect(new Date(b.paymentDueAt!).getTime()).toBe(clock.now().getTime() + 20 * 60_000);
    expect(data.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);

    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    const pi = t.stripe.intents.get(row.paymentIntentId!)!;
    expect(pi.client_secret).toBe(data.clientSecret);
    expect(pi.amount).toBe(1080);
    expect(pi.currency).toBe("eur");
    expect(pi.metadata.bookingId).toBe(b.id);
    const req = t.stripe.requests.find(
      (x) => x.path === "/v1/payment_intents" && (x.params.metadata as Record<string, string>).bookingId === b.id,
    )!;
    expect(req.idempotencyKey).toContain(b.id);
    // The slot is held until paymentDueAt, not longer.
    const claim = await t.app.db.slotClaim.findFirstOrThrow({ where: { bookingId: b.id } });
    expect(claim.expiresAt!.getTime()).toBe(new Date(b.paymentDueAt!).getTime());
    // Neither row can give the token back; the guest's confirmation waits in the outbox, with no
    // job, until the deposit arrives (docs/decisions-contract.md, Manage tokens).
    await expectNoRecoverableToken(b.id, h.holdId, data.manageToken);
    const waiting = await t.app.db.message.findMany({ where: { bookingId: b.id } });
    expect(waiting.map((m) => [m.kind, m.status, m.jobId])).toEqual([["booking_confirmed", "waiting", null]]);
  });

  it("references are short, unambiguous and unrelated to one another", async () => {
    const refs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const h = await createHold(t.app.db, studio, { startsAt: nextStart(), roomIndex: SALA_C });
      const r = await confirm(h.holdId, { paymentMode: "on_site" });
      expect(r.status).toBe(201);
      refs.push(r.body.data.booking.reference);
    }
    expect(new Set(refs).size).toBe(4);
    for (const ref of refs) expect(ref).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  });

  it("manageUrl uses the studio's custom domain and falls back to the site's default locale", async () => {
    const s = await createStudio(t.app.db, (f) => {
      f.site.customDomain = `www.${f.studio.slug}.example`;
      f.site.locales = ["es", "ca"];
    });
    const h = await createHold(t.app.db, s, { startsAt: nextStart(), locale: "en" });
    const r = await confirm(h.holdId, { paymentMode: "on_site" });
    expect(r.status).toBe(201);
    expect(r.body.data.manageUrl).toBe(`https://www.${s.slug}.example/es/manage/${r.body.data.manageToken}`);
  });
});

describe("POST /v1/public/holds/{holdId}/confirm — errors of 4.7", () => {
  it("400 VALIDATION_ERROR for a bad body, before looking at the hold", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
    for (const body of [
      {},
      { paymentMode: "cash" },
      { paymentMode: "on_site", notes: "x".repeat(501) },
      { paymentMode: "on_site", email: "not-an-email" },
      [1, 2],
    ]) {
      expect(errorOf(await confirm(h.holdId, body))).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    }
    const raw = await t.app.fetch(`/v1/public/holds/${h.holdId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.code).toBe("VALIDATION_ERROR");
    // A bad body on an unknown hold is still the 400.
    expect(errorOf(await confirm("00000000-0000-4000-8000-000000000000", { paymentMode: "cash" })).code).toBe("VALIDATION_ERROR");
    // Exactly 500 characters of notes are fine.
    expect((await confirm(h.holdId, { paymentMode: "on_site", notes: "n".repeat(500) })).status).toBe(201);
  });

  it("429 RATE_LIMIT_EXCEEDED past 15 writes a minute from one IP (contract: Limits), before the body is read", async () => {
    const ip = "10.250.1.1";
    for (let i = 0; i < 15; i++)
      expect((await t.app.post("/v1/public/holds/not-a-uuid/confirm", { paymentMode: "x" }, { ip })).status).toBe(400);
    const r = await t.app.post("/v1/public/holds/not-a-uuid/confirm", { paymentMode: "on_site" }, { ip });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("404 RESOURCE_NOT_FOUND for an unknown hold, and for a malformed hold id", async () => {
    expect(errorOf(await confirm("3f9d8c52-0000-4000-8000-000000000000", { paymentMode: "on_site" }))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await confirm("not-a-uuid", { paymentMode: "on_site" }))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
  });

  it("a second confirm is 409 HOLD_ALREADY_CONFIRMED: the same body or another, at once or minutes later, on_site or card", async () => {
    for (const mode of ["on_site", "card"] as const) {
      const clock = manualClock(Date.now());
      setClock(clock);
      const h = await createHold(t.app.db, studio, { startsAt: nextStart(), now: clock.now() });
      const first = await confirm(h.holdId, { paymentMode: mode });
      expect(first.status).toBe(201);
      const reference = first.body.data.booking.reference as string;
      const refused = async (body: unknown) => {
        const r = await confirm(h.holdId, body);
        expect(errorOf(r)).toEqual({ status: 409, code: "HOLD_ALREADY_CONFIRMED", envelope: true });
        // The message says what a client whose first answer was lost needs: the booking exists, by its reference.
        expect(r.body.error.message).toContain(reference);
        expect(r.body.data).toBeUndefined();
      };
      await refused({ paymentMode: mode }); // the same body, at once
      await refused({ paymentMode: mode, notes: "again" });
      await refused({ paymentMode: mode === "card" ? "on_site" : "card" });
      clock.advance(5 * 60_000);
      await refused({ paymentMode: mode }); // the same body, minutes later, while the hold's time would still run
      clock.advance(8 * 60_000);
      await refused({ paymentMode: mode });
      // Nothing new: one booking, one confirmation.
      expect(await t.app.db.booking.count({ where: { holdId: h.holdId } })).toBe(1);
      expect(await t.app.db.message.count({ where: { bookingId: first.body.data.booking.id, kind: "booking_confirmed" } })).toBe(1);
      setClock(null);
    }
  });

  it("confirms of one hold at once: one booking (201), every other 409 HOLD_ALREADY_CONFIRMED, the same body included", async () => {
    for (const mode of ["on_site", "card"] as const) {
      const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
      const replies = await Promise.all([
        confirm(h.holdId, { paymentMode: mode }),
        confirm(h.holdId, { paymentMode: mode }),
        confirm(h.holdId, { paymentMode: mode, notes: "another request" }),
      ]);
      expect(await t.app.db.booking.count({ where: { holdId: h.holdId } })).toBe(1);
      const booking = await t.app.db.booking.findUniqueOrThrow({ where: { holdId: h.holdId } });
      const made = replies.filter((r) => r.status === 201);
      expect(made).toHaveLength(1);
      for (const r of replies.filter((r) => r.status !== 201))
        expect(errorOf(r)).toEqual({ status: 409, code: "HOLD_ALREADY_CONFIRMED", envelope: true });
      expect(made[0].body.data.booking.id).toBe(booking.id);
      expect(createHash("sha256").update(made[0].body.data.manageToken).digest("hex")).toBe(booking.manageTokenHash);
    }
  });

  it("410 HOLD_EXPIRED when the 12 minutes ran out, or the hold is burnt or expired", async () => {
    const clock = manualClock(Date.now());
    setClock(clock);
    const timedOut = await createHold(t.app.db, studio, { startsAt: nextStart(), now: clock.now() });
    clock.advance(12 * 60_000);
    expect(errorOf(await confirm(timedOut.holdId, { paymentMode: "on_site" }))).toEqual({
      status: 410,
      code: "HOLD_EXPIRED",
      envelope: true,
    });
    setClock(null);
    for (const status of ["burnt", "expired"] as const) {
      const h = await createHold(t.app.db, studio, { startsAt: nextStart(), status });
      expect(errorOf(await confirm(h.holdId, { paymentMode: "on_site" }))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    }
    // Expiry outranks "not verified" (a pending hold that ran out).
    const pending = await createHold(t.app.db, studio, {
      startsAt: nextStart(),
      status: "pending",
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(errorOf(await confirm(pending.holdId, { paymentMode: "on_site" })).code).toBe("HOLD_EXPIRED");
  });

  it("409 HOLD_NOT_VERIFIED before verify (and before the payment mode is looked at)", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart(), status: "pending", roomIndex: SALA_C });
    expect(errorOf(await confirm(h.holdId, { paymentMode: "on_site" }))).toEqual({
      status: 409,
      code: "HOLD_NOT_VERIFIED",
      envelope: true,
    });
    expect(errorOf(await confirm(h.holdId, { paymentMode: "card" })).code).toBe("HOLD_NOT_VERIFIED");
  });

  it("400 PAYMENT_MODE_DENIED for a mode the room does not offer", async () => {
    const onSiteOnly = await createHold(t.app.db, studio, { startsAt: nextStart(), roomIndex: SALA_C });
    expect(errorOf(await confirm(onSiteOnly.holdId, { paymentMode: "card" }))).toEqual({
      status: 400,
      code: "PAYMENT_MODE_DENIED",
      envelope: true,
    });
    const cardOnly = await createHold(t.app.db, studio, { startsAt: nextStart(), roomIndex: ESTUDI_B });
    expect(errorOf(await confirm(cardOnly.holdId, { paymentMode: "on_site" }))).toEqual({
      status: 400,
      code: "PAYMENT_MODE_DENIED",
      envelope: true,
    });
    // The hold is still usable with an allowed mode.
    expect((await confirm(cardOnly.holdId, { paymentMode: "card" })).status).toBe(201);
  });

  it("409 PAYMENTS_UNAVAILABLE when the studio has card payments off, or Stripe is not configured", async () => {
    const off = await createStudio(t.app.db, (f) => {
      f.booking.cardPayments = false;
    });
    const h = await createHold(t.app.db, off, { startsAt: nextStart(), roomIndex: SALA_A });
    expect(errorOf(await confirm(h.holdId, { paymentMode: "card" }))).toEqual({
      status: 409,
      code: "PAYMENTS_UNAVAILABLE",
      envelope: true,
    });
    // Denied mode is reported before unavailable payments.
    const h2 = await createHold(t.app.db, off, { startsAt: nextStart(), roomIndex: SALA_C });
    expect(errorOf(await confirm(h2.holdId, { paymentMode: "card" })).code).toBe("PAYMENT_MODE_DENIED");
    // on_site still works for that studio.
    expect((await confirm(h.holdId, { paymentMode: "on_site" })).status).toBe(201);

    const saved = process.env.STRIPE_SECRET_KEY;
    try {
      delete process.env.STRIPE_SECRET_KEY;
      reloadEnv();
      const h3 = await createHold(t.app.db, studio, { startsAt: nextStart(), roomIndex: SALA_A });
      expect(errorOf(await confirm(h3.holdId, { paymentMode: "card" }))).toEqual({
        status: 409,
        code: "PAYMENTS_UNAVAILABLE",
        envelope: true,
      });
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
      reloadEnv();
    }
  });

  it("without STRIPE_WEBHOOK_SECRET: the site payload says cardPayments false and confirm refuses card (one rule)", async () => {
    const saved = process.env.STRIPE_WEBHOOK_SECRET;
    try {
      delete process.env.STRIPE_WEBHOOK_SECRET;
      reloadEnv();
      // A fresh studio: the site payload is cached per process for a short while.
      const fresh = await createStudio(t.app.db);
      const payload = (await t.app.get(`/v1/public/sites/${fresh.slug}`)).body.data;
      expect(payload.cardPayments).toBe(false);
      expect("stripePublishableKey" in payload).toBe(false);
      const h = await createHold(t.app.db, fresh, { startsAt: nextStart(), roomIndex: SALA_A });
      expect(errorOf(await confirm(h.holdId, { paymentMode: "card" }))).toEqual({
        status: 409,
        code: "PAYMENTS_UNAVAILABLE",
        envelope: true,
      });
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = saved;
      reloadEnv();
    }
  });

  it("409 SLOT_TAKEN when a calendar block appeared over the slot (or its buffer) after the hold", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
    // The block starts 10 minutes after the session ends: inside Sala A's 15-minute buffer.
    await t.app.db.calendarBlock.create({
      data: {
        roomId: h.roomId,
        startsAt: new Date(h.endsAt.getTime() + 10 * 60_000),
        endsAt: new Date(h.endsAt.getTime() + 70 * 60_000),
        note: "studio's own",
      },
    });
    expect(errorOf(await confirm(h.holdId, { paymentMode: "on_site" }))).toEqual({ status: 409, code: "SLOT_TAKEN", envelope: true });
    expect(await t.app.db.booking.count({ where: { holdId: h.holdId } })).toBe(0);
    // Nothing was queued for a booking that never was.
    expect(await t.app.db.message.count({ where: { booking: { holdId: h.holdId } } })).toBe(0);
  });

  it("409 SLOT_TAKEN when the hold's claim on the slot is gone", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
    await t.app.db.slotClaim.deleteMany({ where: { holdId: h.holdId } });
    expect(errorOf(await confirm(h.holdId, { paymentMode: "card" }))).toEqual({ status: 409, code: "SLOT_TAKEN", envelope: true });
    expect(t.stripe.requests.filter((x) => x.path === "/v1/payment_intents" && JSON.stringify(x.params).includes(h.holdId))).toHaveLength(
      0,
    );
  });

  it("Stripe unreachable → 500 INTERNAL_ERROR in the envelope, no booking left holding the slot; a retry works", async () => {
    const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
    t.stripe.setDown(true);
    let r;
    try {
      r = await confirm(h.holdId, { paymentMode: "card" });
    } finally {
      t.stripe.setDown(false);
    }
    expect(errorOf(r)).toEqual({ status: 500, code: "INTERNAL_ERROR", envelope: true });
    expect(r.body.error.message).toMatch(/card payment could not be started/i);
    expect(await t.app.db.booking.count({ where: { holdId: h.holdId } })).toBe(0);
    const claim = await t.app.db.slotClaim.findFirstOrThrow({ where: { holdId: h.holdId } });
    expect(claim.bookingId).toBeNull();
    expect((await t.app.db.hold.findUniqueOrThrow({ where: { id: h.holdId } })).status).toBe("verified");
    const again = await confirm(h.holdId, { paymentMode: "card" });
    expect(again.status).toBe(201);
    expect(again.body.data.clientSecret).toMatch(/_secret_/);
    // The withdrawn booking's waiting confirmation went with it; the new one waits alone.
    const b = await t.app.db.booking.findUniqueOrThrow({ where: { holdId: h.holdId } });
    expect(await t.app.db.message.count({ where: { status: "waiting", booking: { holdId: h.holdId } } })).toBe(1);
    expect(b.id).toBe(again.body.data.booking.id);
  });
});

describe("receipts to a second address (decisions: Receipts)", () => {
  it("count against that address's hourly quota (canonically): the 6th → 429 RATE_LIMIT_EXCEEDED, nothing booked", async () => {
    const user = `rcpt${randomUUID().slice(0, 6)}`;
    const spellings = [
      `${user}@gmail.com`,
      `${user.toUpperCase()}@gmail.com`,
      `${user}+a@gmail.com`,
      `${user.slice(0, 2)}.${user.slice(2)}@gmail.com`,
      `${user}@googlemail.com`,
    ];
    for (const email of spellings) {
      const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
      expect((await confirm(h.holdId, { paymentMode: "on_site", email })).status).toBe(201);
    }
    const h = await createHold(t.app.db, studio, { startsAt: nextStart() });
    const r = await confirm(h.holdId, { paymentMode: "on_site", email: `${user}+b@gmail.com` });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(r.body.error.message).toMatch(/without email/);
    expect(await t.app.db.booking.count({ where: { holdId: h.holdId } })).toBe(0);
    expect((await t.app.db.hold.findUniqueOrThrow({ where: { id: h.holdId } })).status).toBe("verified");
    // Without the receipt the same hold confirms.
    expect((await confirm(h.holdId, { paymentMode: "on_site" })).status).toBe(201);
  });

  it("a receipt to the verified contact itself is no second message and counts nothing", async () => {
    const me = `self${randomUUID().slice(0, 6)}@mail.example`;
    for (let i = 0; i < 6; i++) {
      const h = await createHold(t.app.db, studio, { startsAt: nextStart(), channel: "email", contact: me });
      expect((await confirm(h.holdId, { paymentMode: "on_site", email: me.toUpperCase() })).status).toBe(201);
    }
  });
});

describe("through the real hold endpoints (create → code by SMS → verify → confirm)", () => {
  let real: TestStudio;
  beforeAll(async () => {
    real = await createStudio(t.app.db, (f) => {
      f.booking.captcha = false;
    });
  });

  it("card: the verified hold becomes a pending_payment booking on the held slot", async () => {
    const h = await holdViaApi(t, real, { channel: "phone", locale: "ca" });
    const r = await confirm(h.holdId, { paymentMode: "card", notes: "Primera vegada" });
    expect(r.status).toBe(201);
    const b = ConfirmResult.strict().parse(r.body.data).booking;
    expect(b).toMatchObject({
      status: "pending_payment",
      paymentMode: "card",
      paymentStatus: "pending",
      guestName: "Grace Hopper",
      notes: "Primera vegada",
    });
    expect(new Date(b.startsAt).getTime()).toBe(h.startsAt.getTime());
    expect(r.body.data.manageUrl).toMatch(new RegExp(`^https://${real.slug}\\.studios\\.test/ca/manage/[0-9a-f]{64}$`));
    expect(errorOf(await confirm(h.holdId, { paymentMode: "card" })).code).toBe("HOLD_ALREADY_CONFIRMED");
  });

  it("409 HOLD_NOT_VERIFIED for a hold that was created but not verified; 410 once burnt by 5 wrong codes", async () => {
    const room = real.file.rooms[SALA_C];
    // A week from 4 days ahead: `from` alone serves one day, a closed Saturday on some dates.
    const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const av = await t.app.get(`/v1/public/sites/${real.slug}/rooms/${room.id}/availability?from=${ymd(4)}&to=${ymd(10)}`);
    const day = (av.body.data.days as { date: string; free: { start: string }[] }[]).find((d) => d.free.length > 0)!;
    const [hh, mm] = day.free[0].start.split(":").map(Number);
    const startMin = Math.ceil((hh * 60 + mm) / room.stepMinutes) * room.stepMinutes;
    const startTime = `${String(Math.floor(startMin / 60)).padStart(2, "0")}:${String(startMin % 60).padStart(2, "0")}`;
    const created = await t.app.post(`/v1/public/sites/${real.slug}/holds`, {
      roomId: room.id,
      date: day.date,
      startTime,
      durationMinutes: 60,
      guestName: "Alan Turing",
      channel: "phone",
      contact: "+34699000111",
      locale: "en",
      idempotencyKey: randomUUID(),
    });
    expect(created.status).toBe(201);
    const holdId = created.body.data.holdId;
    expect(errorOf(await confirm(holdId, { paymentMode: "on_site" }))).toEqual({ status: 409, code: "HOLD_NOT_VERIFIED", envelope: true });
    const code = t.sms.messages
      .filter((m) => m.to === "+34699000111")
      .at(-1)!
      .body.match(/\d{6}/)![0];
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await t.app.post(`/v1/public/holds/${holdId}/verify`, { code: wrong });
    expect(errorOf(await confirm(holdId, { paymentMode: "on_site" }))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
  });
});
