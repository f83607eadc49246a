// The Stripe calls the booking flow, payment links and prepaid hours make. Each carries an idempotency key derived from
// our own ids, so a retry (ours or the library's network retry) never creates a second object.
// With Stripe Connect each call names the connected account it acts on (`stripeAccount`, sent as
// the Stripe-Account header): a direct charge, its cancel and its refunds all live on the studio's
// account (docs/payments-connect.md). `account` null is the platform's own account.
import { stripe } from "./stripe";
import { env } from "../../infra/env";
import { log, errorFields } from "../../infra/log";

/** The request option naming the connected account, or none for the platform's account. */
const on = (account: string | null | undefined) => (account ? { stripeAccount: account } : {});

/** The platform's fee on a deposit: PLATFORM_FEE_BPS basis points, rounded to the cent (docs/payments-connect.md, Platform fee). */
export function platformFeeCents(depositCents: number, bps: number = env().PLATFORM_FEE_BPS): number {
  return Math.round((depositCents * bps) / 10000);
}

export type DepositIntent = { id: string; clientSecret: string };

/** A PaymentIntent for the deposit; the booking id is the idempotency key and in metadata. */
export async function createDepositIntent(b: {
  id: string;
  reference: string;
  studioId: string;
  depositCents: number;
  currency: string;
  /** The studio's connected account (a direct charge with the platform's fee), or null: the platform's account. */
  stripeAccountId: string | null;
}): Promise<DepositIntent> {
  const fee = b.stripeAccountId ? platformFeeCents(b.depositCents) : 0;
  const pi = await stripe().paymentIntents.create(
    {
      amount: b.depositCents,
      ...(fee > 0 ? { application_fee_amount: fee } : {}),
      currency: b.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `Deposit for booking ${b.reference}`,
      metadata: { bookingId: b.id, reference: b.reference, studioId: b.studioId },
    },
    { idempotencyKey: `booking-deposit:${b.id}`, ...on(b.stripeAccountId) },
  );
  if (!pi.client_secret) throw new Error("Stripe returned a PaymentIntent without client_secret");
  return { id: pi.id, clientSecret: pi.client_secret };
}

/**
 * A PaymentIntent for a payment link (payments/requests.ts): the request id is the idempotency
 * key and in metadata. A request keeps its intent's id, and a later call retrieves that intent
 * rather than creating one (Stripe forgets an idempotency key after a day): a link never has two.
 */
export async function linkIntent(r: {
  id: string;
  bookingId: string;
  reference: string;
  studioId: string;
  amountCents: number;
  currency: string;
  stripeAccountId: string | null;
  paymentIntentId: string | null;
}): Promise<DepositIntent> {
  if (r.paymentIntentId) {
    const pi = await stripe().paymentIntents.retrieve(r.paymentIntentId, {}, on(r.stripeAccountId));
    if (!pi.client_secret) throw new Error("Stripe returned a PaymentIntent without client_secret");
    return { id: pi.id, clientSecret: pi.client_secret };
  }
  const fee = r.stripeAccountId ? platformFeeCents(r.amountCents) : 0;
  const pi = await stripe().paymentIntents.create(
    {
      amount: r.amountCents,
      ...(fee > 0 ? { application_fee_amount: fee } : {}),
      currency: r.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `Payment for booking ${r.reference}`,
      metadata: { bookingId: r.bookingId, paymentRequestId: r.id, reference: r.reference, studioId: r.studioId },
    },
    { idempotencyKey: `payment-request:${r.id}`, ...on(r.stripeAccountId) },
  );
  if (!pi.client_secret) throw new Error("Stripe returned a PaymentIntent without client_secret");
  return { id: pi.id, clientSecret: pi.client_secret };
}

/**
 * A PaymentIntent for prepaid hours bought on the site (docs/prepaid-hours.md, Buying on the site):
 * the pending pass's id is the idempotency key and in metadata; on the studio's account with the
 * platform's fee, as a deposit.
 */
export async function hourPassIntent(p: {
  id: string;
  studioId: string;
  packName: string;
  amountCents: number;
  currency: string;
  stripeAccountId: string | null;
}): Promise<DepositIntent> {
  const fee = p.stripeAccountId ? platformFeeCents(p.amountCents) : 0;
  const pi = await stripe().paymentIntents.create(
    {
      amount: p.amountCents,
      ...(fee > 0 ? { application_fee_amount: fee } : {}),
      currency: p.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `Prepaid hours: ${p.packName}`,
      metadata: { hourPassId: p.id, studioId: p.studioId },
    },
    { idempotencyKey: `hour-pass:${p.id}`, ...on(p.stripeAccountId) },
  );
  if (!pi.client_secret) throw new Error("Stripe returned a PaymentIntent without client_secret");
  return { id: pi.id, clientSecret: pi.client_secret };
}

/**
 * Cancel a PaymentIntent that will not be paid (payment timeout, guest cancel). Best effort,
 * after commit: if it fails (Stripe down, or the intent already succeeded), a success that
 * arrives later is refunded by the webhook handler, so nothing is lost.
 */
export async function cancelIntentQuietly(
  paymentIntentId: string,
  reason: "abandoned" | "requested_by_customer",
  account: string | null,
): Promise<boolean> {
  try {
    await stripe().paymentIntents.cancel(
      paymentIntentId,
      { cancellation_reason: reason },
      { idempotencyKey: `pi-cancel:${paymentIntentId}`, ...on(account) },
    );
    return true;
  } catch (e) {
    log.warn("payment intent cancel failed", { paymentIntentId, ...errorFields(e) });
    return false;
  }
}

export type RefundFacts = { id: string; amount: number; status: string };

/** Refund a PaymentIntent in full; one refund per intent whatever the number of calls. */
export async function refundIntent(paymentIntentId: string, account: string | null): Promise<RefundFacts> {
  const r = await stripe().refunds.create(
    { payment_intent: paymentIntentId, reason: "requested_by_customer" },
    { idempotencyKey: `pi-refund:${paymentIntentId}`, ...on(account) },
  );
  return { id: r.id, amount: r.amount, status: r.status ?? "pending" };
}

/**
 * Refund `amountCents` of a PaymentIntent (a studio's refund of a deposit, payments/refunds.ts).
 * `idempotencyKey` comes from the booking and the request, so a retried request never refunds twice.
 */
export async function refundPart(
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
  bookingId: string,
  account: string | null,
): Promise<RefundFacts> {
  const r = await stripe().refunds.create(
    { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer", metadata: { bookingId } },
    { idempotencyKey, ...on(account) },
  );
  return { id: r.id, amount: r.amount, status: r.status ?? "pending" };
}

/** Every refund of a PaymentIntent, the way Stripe has them (the charge.refunded reconciliation). */
export async function listRefunds(paymentIntentId: string, account: string | null): Promise<RefundFacts[]> {
  const out: RefundFacts[] = [];
  for await (const r of stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 }, on(account)))
    out.push({ id: r.id, amount: r.amount, status: r.status ?? "pending" });
  return out;
}
