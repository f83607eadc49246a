// Payment links (docs/payments.md, Payment links) over HTTP against the production build: staff ask
// for what is owed (or part of it), the guest's message carries the link, its page's API reads it
// and gives one PaymentIntent however often it is asked (on the studio's connected account, with
// the platform's fee), Stripe's signed webhook records the payment once (a replayed or second event
// changes nothing), the booking ends paid; a cancelled or expired link cannot be paid; a link
// payment is given back through Stripe and never voided; refusals in the envelope.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { startBookingApp, WEBHOOK_SECRET, type BookingTestEnv } from "../helpers/holds";
import { PLATFORM_ORIGIN, platformEnv, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { signPayload } from "../fakes/stripe";
import { pdfText, sitePage as sitePageOf } from "../helpers/site-pdf";
import { payToken, receiptToken } from "../../lib/domain/bookings/pay-token";
import { money } from "../../lib/i18n/core";
import { platformFeeCents } from "../../lib/domain/payments/intents";
import { manualClock, setClock } from "../../lib/infra/clock";

let t: BookingTestEnv;
let studio: TestStudio;
let connected: TestStudio;
let staff: StaffLogin;
let owner: StaffLogin;
let connectedStaff: StaffLogin;
/** The connected studio's account, made at the Stripe fake as Connect onboarding makes it. */
let ACCOUNT: string;

beforeAll(async () => {
  t = await startBookingApp({ ...platformEnv(), PLATFORM_FEE_BPS: "500" }, { databaseUrl: inject("databaseUrl") });
  studio = await createStudio(t.app.db);
  connected = await createStudio(t.app.db);
  const made = await fetch(`${t.stripe.url}/v1/accounts`, {
    method: "POST",
    headers: { authorization: "Bearer sk_test_fake", "content-type": "application/x-www-form-urlencoded" },
    body: "type=standard",
  });
  ACCOUNT = ((await made.json()) as { id: string }).id;
  await t.app.db.studio.update({ where: { id: connected.studioId }, data: { stripeAccountId: ACCOUNT, stripeChargesEnabled: true } });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
  connectedStaff = await staffLogin(t.app.db, { studioId: connected.studioId, role: "staff" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => setClock(null));

const zone = "Europe/Madrid";
const bookingAt = (days: number, of: TestStudio = studio) =>
  addBooking(t.app.db, of, {
    at: `${DateTime.now().setZone(zone).plus({ days }).toISODate()}T10:00`,
    minutes: 120,
    channel: "email",
    contact: `guest-${randomUUID().slice(0, 8)}@mail.example`,
  });

async function post(id: string, path: string, json: unknown, who: StaffLogin = staff) {
  const res = await t.app.fetch(`/v1/studio/bookings/${id}/${path}`, {
    method: "POST",
    headers: { cookie: who.cookie, origin: PLATFORM_ORIGIN },
    json,
  });
  return { status: res.status, body: await res.json() };
}
const ask = (id: string, body: Record<string, unknown> = {}, who = staff) =>
  post(id, "payments/requests", { idempotencyKey: randomUUID(), ...body }, who);
const detail = async (id: string, who = staff) =>
  (await (await t.app.fetch(`/v1/studio/bookings/${id}`, { headers: { cookie: who.cookie } })).json()).data;
const requestsOf = (bookingId: string) => t.app.db.paymentRequest.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });

const sitePage = (s: TestStudio, path: string) => sitePageOf(t.app.url, s.slug, path);

/** POST an event the way Stripe does: raw JSON body, stripe-signature over it. */
async function deliver(event: Stripe.Event) {
  const body = JSON.stringify(event);
  const res = await t.app.fetch("/v1/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signPayload(body, WEBHOOK_SECRET) },
    body,
  });
  return { status: res.status, body: await res.json() };
}
const paidEvent = (intentId: string, account: string | null = null) => {
  const ev = t.stripe.event("payment_intent.succeeded", t.stripe.succeed(intentId));
  return (account ? { ...ev, account } : ev) as Stripe.Event;
};

describe("payment links", () => {
  it("cash, then a link for the rest: one intent however often asked, the webhook records it once, paid in full", async () => {
    const b = await bookingAt(4);
    const price = b.priceCents;
    expect((await post(b.id, "payments", { amountCents: 2000, method: "cash", idempotencyKey: randomUUID() })).status).toBe(200);

    const key = randomUUID();
    const asked = await ask(b.id, { note: "Extra hour", idempotencyKey: key });
    expect(asked.status).toBe(200);
    // The same key again asks nothing more.
    expect((await ask(b.id, { note: "Extra hour", idempotencyKey: key })).status).toBe(200);
    const [r] = await requestsOf(b.id);
    expect(await requestsOf(b.id)).toHaveLength(1);
    expect(r).toMatchObject({ amountCents: price - 2000, status: "open", note: "Extra hour", stripeAccountId: null });

    // The guest's message carries the link to the page under the site's manage path.
    const msg = await t.app.db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "payment_requested" } });
    expect(msg).toMatchObject({ channel: "email", recipient: b.contact, detail: { requestId: r.id, amountCents: price - 2000 } });
    const d = await detail(b.id);
    const token = payToken(r.id);
    expect(d.paymentRequests).toEqual([
      expect.objectContaining({
        id: r.id,
        amountCents: price - 2000,
        status: "open",
        url: expect.stringMatching(new RegExp(`^https?://${studio.slug}\\.studios\\.test/en/manage/pay/${token}$`)),
      }),
    ]);

    const page = await t.app.get(`/v1/public/payment-links/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.body.data).toMatchObject({
      status: "open",
      amountCents: price - 2000,
      currency: "EUR",
      reference: b.reference,
      note: "Extra hour",
    });

    const first = await t.app.post(`/v1/public/payment-links/${token}/intent`);
    const again = await t.app.post(`/v1/public/payment-links/${token}/intent`);
    expect(first.status).toBe(200);
    expect(again.body.data.clientSecret).toBe(first.body.data.clientSecret);
    const intents = [...t.stripe.intents.values()].filter((i) => i.metadata.paymentRequestId === r.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: price - 2000, account: null, application_fee_amount: null, metadata: { bookingId: b.id } });

    const event = paidEvent(intents[0].id);
    expect((await deliver(event)).body.data.outcome).toBe("payment_recorded");
    expect((await deliver(event)).body.data.outcome).toBe("duplicate");
    // Another event of the same intent (Stripe may send more than one) records nothing more.
    expect((await deliver({ ...event, id: `evt_${randomUUID().slice(0, 12)}` })).body.data.outcome).toBe("no_change");

    const after = await detail(b.id);
    expect(after).toMatchObject({ paymentStatus: "paid", owedCents: 0, paidCents: price });
    expect(
      after.payments.map((p: { method: string; amountCents: number; viaLink: boolean }) => [p.method, p.amountCents, p.viaLink]),
    ).toEqual([
      ["cash", 2000, false],
      ["online", price - 2000, true],
    ]);
    expect(after.paymentRequests[0]).toMatchObject({ status: "paid", url: null, closedBy: "Stripe" });
    expect(await t.app.db.message.count({ where: { bookingId: b.id, kind: "payment_received" } })).toBe(1);

    // A receipt for each payment: the cash one's with its own message, the link's with "paid in full".
    const [cash, byLink] = after.payments as { id: string }[];
    const messages = await t.app.db.message.findMany({ where: { bookingId: b.id, kind: { in: ["payment_receipt", "payment_received"] } } });
    expect(messages.map((m) => [m.kind, (m.detail as { paymentId?: string }).paymentId]).sort()).toEqual(
      [
        ["payment_receipt", cash.id],
        ["payment_received", byLink.id],
      ].sort(),
    );
    for (const [locale, title] of [
      ["en", "Receipt"],
      ["es", "Recibo"],
      ["ca", "Rebut"],
    ] as const) {
      const receipt = await sitePage(studio, `/${locale}/manage/receipt/${receiptToken(byLink.id)}`);
      expect(receipt.status).toBe(200);
      expect(receipt.type).toBe("application/pdf");
      const text = await pdfText(receipt.body);
      expect(text).toContain(title);
      expect(text).toContain(`${b.reference}-2`);
      expect(text.replace(/\s/g, "")).toContain(money(price - 2000, "EUR", locale).replace(/\s/g, ""));
    }
    const altered = receiptToken(byLink.id).slice(0, 63) + (receiptToken(byLink.id).endsWith("0") ? "1" : "0");
    expect((await sitePage(studio, `/en/manage/receipt/${altered}`)).status).toBe(404);
    // Another studio's site does not serve it.
    expect((await sitePage(connected, `/en/manage/receipt/${receiptToken(byLink.id)}`)).status).toBe(404);
    expect((await t.app.get(`/v1/public/payment-links/${token}`)).body.data).toMatchObject({ status: "paid", paidAt: expect.any(String) });
    const late = await t.app.post(`/v1/public/payment-links/${token}/intent`);
    expect(late.status).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: "INVALID_STATE" });
    expect(late.body.success).toBe(false);

    // A paid link cannot be cancelled; a malformed request id is 400.
    const cancelPaid = await post(b.id, "payments/requests/cancel", { requestId: r.id });
    expect(cancelPaid.status).toBe(409);
    expect(cancelPaid.body.error.code).toBe("INVALID_STATE");
    const malformed = await post(b.id, "payments/requests/cancel", { requestId: "not-a-uuid" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("VALIDATION_ERROR");

    // Real money by card: never voided; an owner gives it back through Stripe, on its intent.
    const online = after.payments[1].id;
    const voided = await post(b.id, "payments/void", { paymentId: online });
    expect(voided.status).toBe(409);
    expect(voided.body.error.code).toBe("INVALID_STATE");
    const back = await post(b.id, "payments/refunds", { paymentId: online, amountCents: 500, idempotencyKey: randomUUID() }, owner);
    expect(back.status).toBe(200);
    expect(t.stripe.refunds.filter((x) => x.payment_intent === intents[0].id).map((x) => x.amount)).toEqual([500]);
  });

  it("on the studio's connected account with the platform's fee; an event from another account records nothing", async () => {
    const b = await bookingAt(5, connected);
    expect((await ask(b.id, { amountCents: 1500 }, connectedStaff)).status).toBe(200);
    const [r] = await requestsOf(b.id);
    expect(r.stripeAccountId).toBe(ACCOUNT);
    const token = payToken(r.id);
    expect((await t.app.get(`/v1/public/payment-links/${token}`)).body.data).toMatchObject({ stripeAccount: ACCOUNT, amountCents: 1500 });
    const intent = await t.app.post(`/v1/public/payment-links/${token}/intent`);
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    expect(intent.body.data).toMatchObject({ stripeAccount: ACCOUNT });
    const pi = [...t.stripe.intents.values()].find((i) => i.metadata.paymentRequestId === r.id)!;
    expect(pi).toMatchObject({ account: ACCOUNT, amount: 1500, application_fee_amount: platformFeeCents(1500, 500) });

    expect((await deliver(paidEvent(pi.id, "acct_someoneelse"))).body.data.outcome).toBe("unknown_payment");
    expect(await t.app.db.bookingPayment.count({ where: { bookingId: b.id } })).toBe(0);
    expect((await deliver(paidEvent(pi.id, ACCOUNT))).body.data.outcome).toBe("payment_recorded");
    expect(await detail(b.id, connectedStaff)).toMatchObject({ paymentStatus: "deposit_paid", paidCents: 1500 });
  });

  it("a cancelled link and an expired one cannot be paid; cancelling twice answers as it is", async () => {
    const b = await bookingAt(6);
    expect((await ask(b.id, { amountCents: 1000 })).status).toBe(200);
    expect((await ask(b.id, { amountCents: 900, validDays: 2 })).status).toBe(200);
    const [first, second] = await requestsOf(b.id);
    await t.app.post(`/v1/public/payment-links/${payToken(first.id)}/intent`);

    const cancelled = await post(b.id, "payments/requests/cancel", { requestId: first.id });
    expect(cancelled.status).toBe(200);
    expect((await post(b.id, "payments/requests/cancel", { requestId: first.id })).status).toBe(200);
    const pi = [...t.stripe.intents.values()].find((i) => i.metadata.paymentRequestId === first.id)!;
    expect(pi.status).toBe("canceled");
    expect((await t.app.get(`/v1/public/payment-links/${payToken(first.id)}`)).body.data.status).toBe("cancelled");
    const refused = await t.app.post(`/v1/public/payment-links/${payToken(first.id)}/intent`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("INVALID_STATE");

    // The clock moved past the second link's two days: expired, not payable.
    setClock(manualClock(Date.now() + 3 * 24 * 3600 * 1000));
    expect((await t.app.get(`/v1/public/payment-links/${payToken(second.id)}`)).body.data.status).toBe("expired");
    expect((await t.app.post(`/v1/public/payment-links/${payToken(second.id)}/intent`)).status).toBe(409);
    expect((await detail(b.id)).paymentRequests.map((r: { status: string }) => r.status)).toEqual(["cancelled", "expired"]);
    const audit = await t.app.db.studioAudit.findMany({ where: { bookingId: b.id }, orderBy: { seq: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["booking.payment_request", "booking.payment_request", "booking.payment_request_cancel"]);
  });

  it("refusals: more than owed, a key reused for another amount, unknown ids and tokens, a cancelled booking, another studio", async () => {
    const b = await bookingAt(7);
    const over = await ask(b.id, { amountCents: b.priceCents + 1 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ success: false, error: { code: "INVALID_STATE" } });
    const key = randomUUID();
    expect((await ask(b.id, { amountCents: 1000, idempotencyKey: key })).status).toBe(200);
    const reused = await ask(b.id, { amountCents: 1200, idempotencyKey: key });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe("VALIDATION_ERROR");
    const badDays = await ask(b.id, { validDays: 31 });
    expect(badDays.status).toBe(400);
    expect(badDays.body.error.code).toBe("VALIDATION_ERROR");
    const unknown = await post(b.id, "payments/requests/cancel", { requestId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("RESOURCE_NOT_FOUND");
    const [r] = await requestsOf(b.id);
    expect((await post(b.id, "payments/requests/cancel", { requestId: r.id }, connectedStaff)).status).toBe(404);

    // Tokens: malformed, altered (its MAC no longer matches), or of a request that does not exist.
    const token = payToken(r.id);
    const altered = token.slice(0, 63) + (token.endsWith("0") ? "1" : "0");
    for (const bad of ["abc", altered, payToken(randomUUID())]) {
      const res = await t.app.get(`/v1/public/payment-links/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: "RESOURCE_NOT_FOUND" } });
    }
    const badIntent = await t.app.post(`/v1/public/payment-links/${altered}/intent`);
    expect(badIntent.status).toBe(404);

    await t.app.db.booking.update({ where: { id: b.id }, data: { status: "cancelled" } });
    const onCancelled = await ask(b.id, { amountCents: 500 });
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body.error.code).toBe("INVALID_STATE");
    const payCancelled = await t.app.post(`/v1/public/payment-links/${token}/intent`);
    expect(payCancelled.status).toBe(409);
  });
});
