// Stripe events (docs/decisions-bookings.md, Stripe webhook). Each event is processed once: its id goes
// into stripe_event in the same transaction as its effect (a duplicate delivery — even a
// concurrent one, which waits on the primary key — finds it there and changes nothing), and the
// booking row is locked, so a success, a cancel and a timeout of one booking serialize.
// Transitions key on the PaymentIntent id + event type and on the booking's state, so
// out-of-order or repeated events of one intent cannot apply twice:
//
//   payment_intent.succeeded       pending_payment, not overdue → confirmed + deposit_paid,
//                                  claim made firm, confirmation messages queued
//                                  pending_payment, overdue     → timed out, then refunded
//                                  cancelled, money not counted → refunded automatically,
//                                  guest and studio told; the slot is never revived
//                                  anything else                → no change
//   (any of the above only when the intent matches the booking: amount_received ≥ its
//   deposit, same currency, metadata.bookingId = its id; otherwise → "mismatch": logged at
//   error level, event recorded, booking untouched — a person decides; see decisions.md)
//   payment_intent.payment_failed  → no change (the booking waits for paymentDueAt)
//   payment_intent.succeeded of a payment link (metadata.paymentRequestId)
//                                  → the payment recorded once, the request paid
//                                    (payments/requests.ts recordLinkPayment)
//   charge.refunded, refund.created, refund.updated
//                                  → the booking's refunds reconciled with Stripe's list
//                                    (payments/refunds.ts: refunds made in Stripe's dashboard)
//   account.updated (Connect)      → the studio's account state (payments/connect.ts); card
//                                    deposits follow charges_enabled
//   other types                    → recorded, ignored
//
// Connect (docs/payments-connect.md, Webhooks): an event from a connected account carries its id
// in `account`; a payment or refund event applies only to a booking charged on that same account
// (and one without `account` only to a booking on the platform's account), so one studio's
// account can never move another studio's booking.
import type Stripe from "stripe";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { env, type Env } from "../../infra/env";
import { consume } from "../../infra/rate-limit";
import { LIMITS } from "../../contract/limits";
import { ApiError } from "../../contract/errors";
import { ipKey } from "../identity";
import { inTransaction } from "../../infra/tx";
import { BOOKING_INCLUDE, loadBooking, lockBooking } from "../bookings/view";
import { firmBookingClaim } from "../availability/busy";
import { queueConfirmationMessages, queueRefundMessages, releaseWaitingMessages } from "../notifications/queue";
import { emitBookingEvent } from "../webhooks/events";
import { applyPaymentTimeout, isOverdue } from "./timeout";
import { refundIntent } from "./intents";
import { reconcileRefunds, recordRefund } from "./refunds";
import { log } from "../../infra/log";
import { announceSiteChange } from "../sites";
import { accountFacts, applyAccountState } from "./connect";
import { fieldOf } from "../../contract/shapes";
import { recordLinkPayment } from "./requests";
import { announcePayment } from "./ledger";
import { passPaid } from "./pass-paid";

export type WebhookOutcome =
  | "duplicate"
  | "ignored"
  | "unknown_payment"
  | "mismatch"
  | "no_change"
  | "confirmed"
  | "refunded"
  | "reconciled"
  | "account_updated"
  | "payment_recorded";

type IntentFacts = { id: string; metadata: Record<string, string>; amountReceived: number | null; currency: string | null };

/** Why a succeeded intent does not pay for this booking, or null when it does. */
function intentMismatch(pi: IntentFacts, b: { id: string; depositCents: number; currency: string }): string | null {
  if (pi.metadata.bookingId !== b.id) return "metadata.bookingId is not the booking's id";
  if (!pi.currency || pi.currency.toLowerCase() !== b.currency.toLowerCase()) return "currency differs from the booking's";
  if (pi.amountReceived === null || pi.amountReceived < b.depositCents) return "amount_received is below the deposit";
  return null;
}

/**
 * The secret webhook signatures are checked with. A deployment without it takes no Stripe
 * events: the endpoint is absent there (404 RESOURCE_NOT_FOUND, nothing logged) and, as nobody
 * legitimate calls it, counted like any public write so it cannot be hammered for free
 * (docs/decisions-bookings.md, Stripe webhook without Stripe). With Stripe the endpoint stays out of
 * the per-IP limits: Stripe's few delivery addresses must never be refused.
 */
export async function webhookSecret(db: DbOrTx, clock: Clock, ip: string, e: Pick<Env, "STRIPE_WEBHOOK_SECRET"> = env()): Promise<string> {
  if (e.STRIPE_WEBHOOK_SECRET) return e.STRIPE_WEBHOOK_SECRET;
  await consume(db, clock, LIMITS.writes, ipKey(ip));
  throw new ApiError("RESOURCE_NOT_FOUND", "Stripe webhooks are not enabled on this deployment");
}

const HANDLED = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);
const REFUND_EVENTS = new Set(["charge.refunded", "refund.created", "refund.updated"]);

export async function handleStripeEvent(db: Db, clock: Clock, event: Stripe.Event): Promise<WebhookOutcome> {
  const now = clock.now();
  const account = typeof event.account === "string" ? event.account : null;
  /** The booking of this event's account: a booking charged on another account is not this event's. */
  const onAccount = async (tx: DbOrTx, bookingId: string) => {
    const b = await tx.booking.findUnique({ where: { id: bookingId }, select: { stripeAccountId: true } });
    if (b && (b.stripeAccountId ?? null) === account) return true;
    log.warn("stripe event from another account than its booking's; ignored", { eventId: event.id, bookingId, account });
    return false;
  };
  const obj = event.data?.object as
    { id?: string; object?: string; metadata?: Record<string, string>; amount_received?: unknown; currency?: unknown } | undefined;
  const pi: IntentFacts | null =
    obj?.object === "payment_intent" && typeof obj.id === "string"
      ? {
          id: obj.id,
          metadata: obj.metadata ?? {},
          amountReceived: typeof obj.amount_received === "number" ? obj.amount_received : null,
          currency: typeof obj.currency === "string" ? obj.currency : null,
        }
      : null;

  // The refund is a Stripe call inside the transaction on purpose: if it fails, the event is
  // not recorded, we answer 500 and Stripe delivers it again later (the refund's idempotency
  // key makes a repeat harmless — also when inTransaction reruns the body after a deadlock).
  // Hence the longer timeout.
  let changedStudio: string | null = null;
  const outcome = await inTransaction(
    db,
    async (tx) => {
      const fresh = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO stripe_event (id, type, "paymentIntentId", "processedAt") VALUES (${event.id}, ${event.type}, ${pi?.id ?? null}, ${now})
        ON CONFLICT (id) DO NOTHING RETURNING id`;
      if (fresh.length === 0) return "duplicate";
      if (event.type === "account.updated") {
        const a: Stripe.Account | undefined = event.data?.object;
        if (!a || a.object !== "account" || typeof a.id !== "string") return "ignored";
        const studioId = await applyAccountState(tx, accountFacts(a), new Date(event.created * 1000));
        if (!studioId) return "no_change";
        changedStudio = studioId;
        return "account_updated";
      }
      if (REFUND_EVENTS.has(event.type)) {
        const of = fieldOf(obj, "payment_intent");
        const intentId = typeof of === "string" ? of : null;
        const booking = intentId ? await tx.booking.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } }) : null;
        if (!intentId || !booking || !(await onAccount(tx, booking.id)) || !(await lockBooking(tx, booking.id))) return "unknown_payment";
        await reconcileRefunds(tx, booking.id, intentId, now);
        return "reconciled";
      }
      if (!pi || !HANDLED.has(event.type)) return "ignored";
      if (event.type === "payment_intent.payment_failed") return "no_change";
      if (pi.metadata.paymentRequestId) return linkPaid(tx, pi, account, now);
      // Prepaid hours bought on the site (docs/prepaid-hours.md, Buying on the site).
      if (pi.metadata.hourPassId) return passPaid(tx, pi, account, now);

      const byIntent = await tx.booking.findUnique({ where: { paymentIntentId: pi.id }, select: { id: true } });
      let bookingId = byIntent?.id;
      if (!bookingId && pi.metadata?.bookingId && /^[0-9a-f-]{36}$/i.test(pi.metadata.bookingId)) {
        const byMeta = await tx.booking.findUnique({ where: { id: pi.metadata.bookingId }, select: { id: true, paymentIntentId: true } });
        if (byMeta && byMeta.paymentIntentId === null) bookingId = byMeta.id;
      }
      if (!bookingId || !(await onAccount(tx, bookingId)) || !(await lockBooking(tx, bookingId))) return "unknown_payment";
      let b = (await loadBooking(tx, { id: bookingId }))!;
      const why = intentMismatch(pi, b);
      if (why) {
        log.error("stripe payment does not match its booking; left for a person", {
          eventId: event.id,
          paymentIntentId: pi.id,
          bookingId: b.id,
          reason: why,
          amountReceived: pi.amountReceived,
          depositCents: b.depositCents,
          currency: pi.currency,
          bookingCurrency: b.currency,
        });
        return "mismatch";
      }
      if (!b.paymentIntentId)
        b = await tx.booking.update({ where: { id: b.id }, data: { paymentIntentId: pi.id }, include: BOOKING_INCLUDE });

      if (b.status === "pending_payment" && !isOverdue(b, now)) {
        const firmed = await firmBookingClaim(tx, b.id);
        if (firmed === 1) {
          const confirmed = await tx.booking.update({
            where: { id: b.id },
            data: { status: "confirmed", paymentStatus: "deposit_paid" },
            include: BOOKING_INCLUDE,
          });
          // The guest's confirmation, with its link, has waited in the outbox since the confirm
          // (docs/decisions-contract.md, Manage tokens); the studio's message and the reminder follow.
          await releaseWaitingMessages(tx, b.id, now);
          await queueConfirmationMessages(tx, confirmed, null, now);
          // The deposit arrived and the booking is firm: both events, in this transaction.
          await emitBookingEvent(tx, now, b.id, "booking.payment_received");
          await emitBookingEvent(tx, now, b.id, "booking.confirmed");
          return "confirmed";
        }
      }
      if (b.status === "pending_payment") {
        // Overdue (or its claim is gone): the slot may already be someone else's. Time it out.
        await applyPaymentTimeout(tx, b, now);
        b = (await loadBooking(tx, { id: b.id }))!;
      }
      if (b.status === "cancelled" && (b.paymentStatus === "pending" || b.paymentStatus === "unpaid")) {
        const refund = await refundIntent(pi.id, b.stripeAccountId);
        await recordRefund(tx, b.id, refund, { actor: null, now });
        await tx.booking.update({ where: { id: b.id }, data: { paymentStatus: "refunded" } });
        await queueRefundMessages(tx, b, now);
        return "refunded";
      }
      return "no_change";
    },
    { timeout: 60_000 },
  );
  // After the commit, so the site (its cardPayments) is rebuilt from the new state.
  if (changedStudio) await announceSiteChange(db, changedStudio);
  return outcome;
}

/** A payment link paid: recorded once; paid in full, the guest is told and the event sent. */
async function linkPaid(tx: DbOrTx, pi: IntentFacts, account: string | null, now: Date): Promise<WebhookOutcome> {
  const done = await recordLinkPayment(tx, pi, account, now);
  if (done === null) return "unknown_payment";
  if (done === "mismatch") return "mismatch";
  if (!done.fresh) return "no_change";
  await announcePayment(tx, (await loadBooking(tx, { id: done.bookingId }))!, done.status, done.payment, now);
  return "payment_recorded";
}
