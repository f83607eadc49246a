// Stripe Connect (docs/payments-connect.md) against the Stripe fake: a studio's connected account
// and its onboarding link, the platform fee's arithmetic, deposits charged on the studio's account
// (Stripe-Account header, application_fee_amount), their cancel and refunds on the same account,
// payment events routed by `account`, and account.updated keeping the state that decides card deposits.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { handleStripeEvent } from "../../lib/domain/payments/webhook";
import { platformFeeCents } from "../../lib/domain/payments/intents";
import { readPayments, startOnboarding } from "../../lib/domain/payments/connect";
import { refundByStudio } from "../../lib/domain/studio-actions/bookings";
import { getLiveSite } from "../../lib/domain/sites";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { setEnv } from "../helpers/env";
import { testDb } from "../helpers/test-db";

let stripe: FakeStripe;
let studio: TestStudio;
let platform: TestStudio;
let slot = 0;

const ownerOf = (s: TestStudio): StaffActor => ({
  userId: `user-owner-${s.slug}`,
  name: "Olga Owner",
  email: `owner@${s.slug}.example`,
  role: "owner",
  studioId: s.studioId,
  locale: "en",
});

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_test_connect",
    PLATFORM_FEE_BPS: "250",
    JOBS_SCHEMA: `jobs_connect_${process.pid}`,
  },
});
beforeAll(async () => {
  stripe = await startFakeStripe();
  setEnv({ STRIPE_API_URL: stripe.url });
  await ensureJobs();
  const open = (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  };
  studio = await createStudio(db, open);
  platform = await createStudio(db, open);
});
afterAll(async () => {
  await stripe?.close();
});

async function cardBooking(s: TestStudio) {
  const h = await createHold(db, s, {
    startsAt: hoursAhead(96 + 3 * slot++),
    channel: "email",
    contact: `g-${randomUUID().slice(0, 8)}@mail.example`,
  });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "card" });
  const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
  return { id: row.id, token: r.manageToken, intentId: row.paymentIntentId!, account: row.stripeAccountId, depositCents: row.depositCents };
}

const lastRequest = (method: string, path: string) => [...stripe.requests].reverse().find((r) => r.method === method && r.path === path)!;

describe("platform fee", () => {
  it("is PLATFORM_FEE_BPS basis points of the deposit, rounded to the cent", () => {
    expect(platformFeeCents(2500, 250)).toBe(63); // 62.5 → 63
    expect(platformFeeCents(2500, 0)).toBe(0);
    expect(platformFeeCents(1999, 100)).toBe(20); // 19.99 → 20
    expect(platformFeeCents(2500, 10000)).toBe(2500);
  });
});

describe("a studio connects its Stripe account", () => {
  let account: string;

  it("without a connected account the studio stays on the platform's account (no Stripe-Account, no fee)", async () => {
    const b = await cardBooking(platform);
    const req = lastRequest("POST", "/v1/payment_intents");
    expect(req.stripeAccount).toBeNull();
    expect(req.params.application_fee_amount).toBeUndefined();
    expect(b.account).toBeNull();
    expect(stripe.intents.get(b.intentId)!.account).toBeNull();
    expect((await readPayments(db, systemClock, ownerOf(platform))).mode).toBe("platform");
  });

  it("STRIPE_CONNECT=1: a studio without a connected account takes no card deposit", async () => {
    setEnv({ STRIPE_CONNECT: "1" });
    try {
      const site = await getLiveSite(db, platform.slug, { cached: false });
      expect(site.payload.cardPayments).toBe(false);
      await expect(cardBooking(platform)).rejects.toMatchObject({ code: "PAYMENTS_UNAVAILABLE" });
    } finally {
      setEnv({ STRIPE_CONNECT: "0" });
    }
  });

  it("onboarding creates one Standard account and an Account Link back to the dashboard's payments page", async () => {
    const first = await startOnboarding(db, systemClock, ownerOf(studio));
    account = first.accountId;
    expect(stripe.accounts.get(account)).toMatchObject({ type: "standard", metadata: { studioId: studio.studioId } });
    const link = lastRequest("POST", "/v1/account_links");
    expect(link.params).toMatchObject({
      account,
      type: "account_onboarding",
      return_url: "https://book.example/studio/en/payments?stripe=return",
      refresh_url: "https://book.example/studio/en/payments?stripe=refresh",
    });
    expect(first.url).toContain("/connect/onboarding?");
    const again = await startOnboarding(db, systemClock, ownerOf(studio));
    expect(again.accountId).toBe(account);
    expect(stripe.accounts.size).toBe(1);
  });

  it("until Stripe enables charges: no card deposits, and the state says what Stripe still needs", async () => {
    const state = await readPayments(db, systemClock, ownerOf(studio));
    expect(state).toMatchObject({ mode: "connect", cardPaymentsAvailable: false, account: { id: account, chargesEnabled: false } });
    expect(state.account!.requirementsDue).toEqual(["business_profile.url", "external_account", "tos_acceptance.date"]);
    expect((await getLiveSite(db, studio.slug, { cached: false })).payload.cardPayments).toBe(false);
    await expect(cardBooking(studio)).rejects.toMatchObject({ code: "PAYMENTS_UNAVAILABLE" });
  });

  it("account.updated with charges enabled turns card deposits on, with the studio's account on the site payload", async () => {
    const ev = stripe.updateAccount(account, {
      charges_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: null },
    });
    expect(await handleStripeEvent(db, systemClock, ev)).toBe("account_updated");
    expect(await handleStripeEvent(db, systemClock, ev)).toBe("duplicate");
    const s = await db.studio.findUniqueOrThrow({ where: { id: studio.studioId } });
    expect(s).toMatchObject({ stripeChargesEnabled: true, stripeDetailsSubmitted: true, stripeRequirementsDue: [] });
    const site = (await getLiveSite(db, studio.slug, { cached: false })).payload;
    expect(site).toMatchObject({ cardPayments: true, stripePublishableKey: "pk_test_fake", stripeAccount: account });
  });

  it("a deposit is a direct charge on the studio's account with the platform fee; its refund runs there too", async () => {
    const b = await cardBooking(studio);
    const req = lastRequest("POST", "/v1/payment_intents");
    expect(req.stripeAccount).toBe(account);
    expect(Number(req.params.application_fee_amount)).toBe(platformFeeCents(b.depositCents, 250));
    expect(b.account).toBe(account);
    expect(stripe.intents.get(b.intentId)).toMatchObject({ account, application_fee_amount: platformFeeCents(b.depositCents, 250) });

    expect(await handleStripeEvent(db, systemClock, stripe.event("payment_intent.succeeded", stripe.succeed(b.intentId)))).toBe(
      "confirmed",
    );
    await refundByStudio(db, systemClock, ownerOf(studio), b.id, { idempotencyKey: randomUUID(), amountCents: 500 });
    const refund = stripe.refunds.find((r) => r.payment_intent === b.intentId)!;
    expect(refund).toMatchObject({ account, amount: 500 });
    expect(lastRequest("POST", "/v1/refunds").stripeAccount).toBe(account);
    // charge.refunded from the connected account lists the refunds on that account
    expect(await handleStripeEvent(db, systemClock, stripe.chargeRefunded(b.intentId))).toBe("reconciled");
    expect(lastRequest("GET", "/v1/refunds").stripeAccount).toBe(account);
  });

  it("a guest's cancel cancels the intent on the studio's account", async () => {
    const b = await cardBooking(studio);
    await cancelBooking(db, systemClock, b.token, undefined);
    expect(lastRequest("POST", `/v1/payment_intents/${b.intentId}/cancel`).stripeAccount).toBe(account);
    expect(stripe.intents.get(b.intentId)!.status).toBe("canceled");
  });

  it("payment events are routed by `account`: another account's, or the platform's, never move the booking", async () => {
    const b = await cardBooking(studio);
    const paid = stripe.succeed(b.intentId);
    const fromElsewhere = { ...stripe.event("payment_intent.succeeded", paid), account: "acct_someoneelse" };
    expect(await handleStripeEvent(db, systemClock, fromElsewhere as never)).toBe("unknown_payment");
    const fromPlatform = { ...stripe.event("payment_intent.succeeded", paid) } as Record<string, unknown>;
    delete fromPlatform.account;
    expect(await handleStripeEvent(db, systemClock, fromPlatform as never)).toBe("unknown_payment");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("pending_payment");
    expect(await handleStripeEvent(db, systemClock, stripe.event("payment_intent.succeeded", paid))).toBe("confirmed");
  });

  it("account.updated with charges disabled turns card deposits off; an older event never overrides a newer one", async () => {
    const off = stripe.updateAccount(account, {
      charges_enabled: false,
      requirements: { currently_due: ["individual.verification.document"], disabled_reason: "requirements.past_due" },
    });
    const older = {
      ...stripe.updateAccount(account, { charges_enabled: true, requirements: { currently_due: [], disabled_reason: null } }),
    };
    (older as { created: number }).created = off.created - 60;
    (older as { id: string }).id = `evt_${randomUUID().slice(0, 12)}`;
    stripe.updateAccount(account, {
      charges_enabled: false,
      requirements: { currently_due: ["individual.verification.document"], disabled_reason: "requirements.past_due" },
    });
    expect(await handleStripeEvent(db, systemClock, off)).toBe("account_updated");
    expect(await handleStripeEvent(db, systemClock, older as never)).toBe("no_change");
    const site = (await getLiveSite(db, studio.slug, { cached: false })).payload;
    expect(site.cardPayments).toBe(false);
    expect(site.stripeAccount).toBeUndefined();
    await expect(cardBooking(studio)).rejects.toMatchObject({ code: "PAYMENTS_UNAVAILABLE" });
    const state = await readPayments(db, systemClock, ownerOf(studio));
    expect(state).toMatchObject({
      cardPaymentsAvailable: false,
      account: { chargesEnabled: false, requirementsDue: ["individual.verification.document"] },
    });
  });
});
