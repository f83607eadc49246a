// The three Stripe calls the booking flow makes. Each carries an idempotency key derived from
// our own ids, so a retry (ours or the library's network retry) never creates a second object.
import { stripe } from "./stripe";
import { log, errorFields } from "../../infra/log";

export type DepositIntent = { id: string; clientSecret: string };

/** A PaymentIntent for the deposit; the booking id is the idempotency key and in metadata. */
export async function createDepositIntent(b: {
  id: string;
  reference: string;
  studioId: string;
  depositCents: number;
  currency: string;
}): Promise<DepositIntent> {
  const pi = await stripe().paymentIntents.create(
    {
      amount: b.depositCents,
      currency: b.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `Deposit for booking ${b.reference}`,
      metadata: { bookingId: b.id, reference: b.reference, studioId: b.studioId },
    },
    { idempotencyKey: `booking-deposit:${b.id}` },
  );
  if (!pi.client_secret) throw new Error("Stripe returned a PaymentIntent without client_secret");
  return { id: pi.id, clientSecret: pi.client_secret };
}

/**
 * Cancel a PaymentIntent that will not be paid (payment timeout, guest cancel). Best effort,
 * after commit: if it fails (Stripe down, or the intent already succeeded), a success that
 * arrives later is refunded by the webhook handler, so nothing is lost.
 */
export async function cancelIntentQuietly(paymentIntentId: string, reason: "abandoned" | "requested_by_customer"): Promise<boolean> {
  try {
    await stripe().paymentIntents.cancel(
      paymentIntentId,
      { cancellation_reason: reason },
      { idempotencyKey: `pi-cancel:${paymentIntentId}` },
    );
    return true;
  } catch (e) {
    log.warn("payment intent cancel failed", { paymentIntentId, ...errorFields(e) });
    return false;
  }
}

export type RefundFacts = { id: string; amount: number; status: string };

/** Refund a PaymentIntent in full; one refund per intent whatever the number of calls. */
export async function refundIntent(paymentIntentId: string): Promise<RefundFacts> {
  const r = await stripe().refunds.create(
    { payment_intent: paymentIntentId, reason: "requested_by_customer" },
    { idempotencyKey: `pi-refund:${paymentIntentId}` },
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
): Promise<RefundFacts> {
  const r = await stripe().refunds.create(
    { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer", metadata: { bookingId } },
    { idempotencyKey },
  );
  return { id: r.id, amount: r.amount, status: r.status ?? "pending" };
}

/** Every refund of a PaymentIntent, as Stripe has them (the charge.refunded reconciliation). */
export async function listRefunds(paymentIntentId: string): Promise<RefundFacts[]> {
  const out: RefundFacts[] = [];
  for await (const r of stripe().refunds.list({ payment_intent: paymentIntentId, limit: 100 }))
    out.push({ id: r.id, amount: r.amount, status: r.status ?? "pending" });
  return out;
}
