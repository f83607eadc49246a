// Stripe Connect over HTTP against the production build and the Stripe fake (docs/payments-connect.md):
// the owner's payments endpoints and their errors, onboarding through the fake's page (which sends
// a signed account.updated to the app's webhook), a guest's card deposit charged on the studio's
// account with the platform fee, and the dashboard's refund on that same account (Stripe-Account header),
// after which the owner is told, where they refund and on the Payments page, that the platform kept its
// fee and that the rest at the studio stays as booked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { reloadEnv } from "../../lib/infra/env";
import { errorOf, type ApiReply } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { holdViaApi, startBookingApp, WEBHOOK_SECRET, type BookingTestEnv } from "../helpers/holds";
import { signPayload } from "../fakes/stripe";
import { getDict } from "../../lib/i18n";
import { fmt, money } from "../../lib/i18n/core";

// The platform host, where the studio API and the dashboard's pages both answer (ROOT_DOMAIN's).
const ORIGIN = "http://studios.test";
const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
let t: BookingTestEnv;
let studio: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  t = await startBookingApp({ APP_ENV: "preproduction", PLATFORM_FEE_BPS: "300", PUBLIC_BASE_URL: ORIGIN });
  t.stripe.connectWebhook.url = `${t.app.url}/v1/webhooks/stripe`;
  t.stripe.connectWebhook.secret = WEBHOOK_SECRET;
  studio = await createStudio(t.app.db);
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
});
afterAll(async () => {
  await t?.close();
  delete process.env.PLATFORM_FEE_BPS;
  reloadEnv();
});

async function call(method: string, path: string, o: { cookie?: string; body?: unknown } = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie: o.cookie ?? owner.cookie };
  if (method !== "GET") headers.origin = ORIGIN;
  const res = await t.app.fetch(`/v1${path}`, { method, headers, ...(o.body !== undefined ? { json: o.body } : {}) });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });

async function withoutStripe<T>(fn: () => Promise<T>): Promise<T> {
  const saved = STRIPE_KEYS.map((k) => [k, process.env[k]] as const);
  for (const k of STRIPE_KEYS) delete process.env[k];
  reloadEnv();
  try {
    return await fn();
  } finally {
    for (const [k, v] of saved) process.env[k] = v;
    reloadEnv();
  }
}

describe("Stripe Connect over HTTP", () => {
  let account: string;
  let refunded: { id: string; priceCents: number; depositCents: number; currency: string };

  it("owners only: a staff member gets 403 FORBIDDEN on both endpoints", async () => {
    expectError(await call("GET", "/studio/payments", { cookie: staff.cookie }), 403, "FORBIDDEN");
    expectError(await call("POST", "/studio/payments/connect", { cookie: staff.cookie }), 403, "FORBIDDEN");
  });

  it("409 PAYMENTS_UNAVAILABLE to connect on a deployment without Stripe", async () => {
    expectError(await withoutStripe(() => call("POST", "/studio/payments/connect")), 409, "PAYMENTS_UNAVAILABLE");
    const r = await withoutStripe(() => call("GET", "/studio/payments"));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ stripeConfigured: false, cardPaymentsAvailable: false, account: null });
  });

  it("connect answers the onboarding link; the fake's page completes it and its account.updated turns charges on", async () => {
    const r = await call("POST", "/studio/payments/connect");
    expect(r.status).toBe(200);
    account = r.body.data.accountId;
    expect(t.stripe.accounts.get(account)!.type).toBe("standard");
    const before = await call("GET", "/studio/payments");
    expect(before.body.data).toMatchObject({
      mode: "connect",
      cardPaymentsAvailable: false,
      account: { id: account, chargesEnabled: false },
    });
    expect(before.body.data.account.requirementsDue.length).toBeGreaterThan(0);

    const page = await fetch(r.body.data.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<form");
    const done = await fetch(r.body.data.url, { method: "POST", redirect: "manual" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${ORIGIN}/studio/en/payments?stripe=return`);
    // The fake delivered account.updated (signed, with `account`) to the app before redirecting.
    const row = await t.app.db.studio.findUniqueOrThrow({ where: { id: studio.studioId } });
    expect(row).toMatchObject({ stripeAccountId: account, stripeChargesEnabled: true, stripeRequirementsDue: [] });
    const after = await call("GET", "/studio/payments");
    expect(after.body.data).toMatchObject({
      cardPaymentsAvailable: true,
      platformFeeBps: 300,
      account: { chargesEnabled: true, requirementsDue: [] },
    });
  });

  it("a guest's deposit is a direct charge on the studio's account with the fee; the dashboard's refund runs there", async () => {
    const site = await t.app.get(`/v1/public/sites/${studio.slug}`);
    expect(site.body.data).toMatchObject({ cardPayments: true, stripeAccount: account });
    const h = await holdViaApi(t, studio);
    const c = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "card" });
    expect(c.status).toBe(201);
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: c.body.data.booking.id } });
    const charge = t.stripe.requests.filter((q) => q.method === "POST" && q.path === "/v1/payment_intents").at(-1)!;
    expect(charge.stripeAccount).toBe(account);
    expect(Number(charge.params.application_fee_amount)).toBe(Math.round((row.depositCents * 300) / 10000));
    expect(t.stripe.intents.get(row.paymentIntentId!)!.account).toBe(account);

    const event = t.stripe.event("payment_intent.succeeded", t.stripe.succeed(row.paymentIntentId!));
    const payload = JSON.stringify(event);
    const res = await t.app.fetch("/v1/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, WEBHOOK_SECRET) },
      body: payload,
    });
    expect((await res.json()).data.outcome).toBe("confirmed");

    const refund = await call("POST", `/studio/bookings/${row.id}/refunds`, { body: { amountCents: 100, idempotencyKey: randomUUID() } });
    expect(refund.status).toBe(200);
    const req = t.stripe.requests.filter((q) => q.method === "POST" && q.path === "/v1/refunds").at(-1)!;
    expect(req.stripeAccount).toBe(account);
    expect(t.stripe.refunds.at(-1)).toMatchObject({ account, amount: 100, payment_intent: row.paymentIntentId });
    // Without refund_application_fee: the platform keeps its fee (docs/payments-connect.md, Platform fee).
    expect(req.params.refund_application_fee).toBeUndefined();
    refunded = row;
  });

  it("the owner is told the platform keeps its fee and the rest stays as booked: booking page, its API, Payments", async () => {
    const fee = Math.round((refunded.depositCents * 300) / 10000);
    const detail = await call("GET", `/studio/bookings/${refunded.id}`);
    expect(detail.body.data).toMatchObject({ platformFeeCents: fee, refundedCents: 100 });
    const html = async (path: string) =>
      (await (await t.app.fetch(path, { headers: { cookie: owner.cookie, "x-test-host": new URL(ORIGIN).host } })).text())
        .replace(/<!-- -->/g, "")
        .replace(/&#x27;/g, "'");
    for (const l of ["en", "es"] as const) {
      const d = getDict(l).studio;
      const c = (n: number) => money(n, refunded.currency, l);
      const page = await html(`/studio/${l}/bookings/${refunded.id}`);
      expect(page).toContain(fmt(d.actions.refundFeeKept, { fee: c(fee) }, l));
      expect(page).toContain(fmt(d.actions.refundKeepsRest, { rest: c(refunded.priceCents - refunded.depositCents) }, l));
      expect(page).toContain(fmt(d.detail.restAfterRefund, { refunded: c(100), rest: c(refunded.priceCents - refunded.depositCents) }, l));
      expect(await html(`/studio/${l}/payments`)).toContain(getDict(l).payments.feeOnRefund);
    }
  });
});
