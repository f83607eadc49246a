// Payment links (docs/payments.md, Payment links): staff ask the guest to pay an amount by card
// (what is still owed, or part of it, e.g. extras added on the day). The guest opens the link's
// page under the site's manage path and pays on the studio's connected account, with the platform's
// fee; Stripe's payment_intent.succeeded records the payment (method `online`). A request is open
// until paid or cancelled, and expired by the clock past its `expiresAt`. Never twice: one intent
// per request (payments/intents.ts linkIntent), one payment per intent (unique keys).
import { randomUUID } from "node:crypto";
import { restAtStudioCents } from "../../contract/booking-money";
import type { PaymentLink, PaymentLinkIntent } from "../../contract/payment-link";
import { Uuid } from "../../contract/schemas";
import { ApiError, notFound } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { env, stripeConfigured } from "../../infra/env";
import { log } from "../../infra/log";
import type { PaymentRequest } from "../../generated/prisma/client";
import { isoInZone, lockBooking, type BookingFull } from "../bookings/view";
import { actorLabel, audit, stripeActor, type AuditActor } from "../staff/audit";
import { depositAccount } from "./availability";
import { cancelIntentQuietly, linkIntent } from "./intents";
import { settlePayments } from "./settle";
import { requestIdOfToken } from "../bookings/pay-token";
import { requestStatusOf } from "../json-columns";

export type RequestState = "open" | "paid" | "cancelled" | "expired";

/** What a request is now: an open one past its expiry is expired. */
export function requestState(r: Pick<PaymentRequest, "status" | "expiresAt">, now: Date): RequestState {
  if (r.status === "open" && r.expiresAt.getTime() <= now.getTime()) return "expired";
  return requestStatusOf(r.status);
}

type StudioCard = { stripeAccountId: string | null; stripeChargesEnabled: boolean | null };

/** The account a link of this studio charges on now (null: the platform's), or false: no card payment possible. */
export function linkAccount(studio: StudioCard): string | null | false {
  return stripeConfigured(env()) ? depositAccount(studio) : false;
}

type Ask = { amountCents?: number; note: string | null; validDays: number; requestKey: string };

/**
 * Open a request on a booking whose row the caller locked. The same key again answers the same
 * request (another amount under it is 400); more than is owed is 409 INVALID_STATE.
 */
export async function openPaymentRequest(
  tx: DbOrTx,
  b: BookingFull,
  p: Ask,
  actor: AuditActor,
  now: Date,
): Promise<{ request: PaymentRequest; fresh: boolean }> {
  const prior = await tx.paymentRequest.findUnique({ where: { bookingId_requestKey: { bookingId: b.id, requestKey: p.requestKey } } });
  if (prior) {
    if (p.amountCents !== undefined && p.amountCents !== prior.amountCents)
      throw new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different request; use a new key");
    return { request: prior, fresh: false };
  }
  const owed = restAtStudioCents(b);
  const amount = p.amountCents ?? owed;
  if (owed === 0 || amount > owed)
    throw new ApiError("INVALID_STATE", owed === 0 ? "Nothing is owed on this booking" : `Only ${owed} cents are owed on this booking`);
  const account = linkAccount(b.studio);
  if (account === false) throw new ApiError("INVALID_STATE", "This studio cannot take card payments now");
  const request = await tx.paymentRequest.create({
    data: {
      id: randomUUID(),
      bookingId: b.id,
      amountCents: amount,
      currency: b.currency,
      note: p.note,
      expiresAt: new Date(now.getTime() + p.validDays * 24 * 3600 * 1000),
      stripeAccountId: account,
      requestKey: p.requestKey,
      actorUserId: actor.userId,
      actorName: actorLabel(actor),
      createdAt: now,
    },
  });
  return { request, fresh: true };
}

/**
 * Cancel an open request of the booking (the caller holds its lock). Cancelled or expired already
 * answers as it is (fresh false); a paid one is 409. Its intent, if the guest opened the page, is
 * cancelled after the commit by `afterCommit`; a payment that beats the cancel is still recorded.
 */
export async function closePaymentRequest(
  tx: DbOrTx,
  bookingId: string,
  requestId: string,
  actor: AuditActor,
  now: Date,
): Promise<{ amountCents: number; fresh: boolean; afterCommit: () => Promise<void> }> {
  const r = Uuid.safeParse(requestId).success ? await tx.paymentRequest.findFirst({ where: { id: requestId, bookingId } }) : null;
  if (!r) throw notFound("Payment request");
  const state = requestState(r, now);
  const nothing = async () => {};
  if (state === "paid") throw new ApiError("INVALID_STATE", "This request is paid; give the payment back instead");
  if (state !== "open") return { amountCents: r.amountCents, fresh: false, afterCommit: nothing };
  await tx.paymentRequest.update({ where: { id: r.id }, data: { status: "cancelled", closedAt: now, closedByName: actorLabel(actor) } });
  const intent = r.paymentIntentId;
  return {
    amountCents: r.amountCents,
    fresh: true,
    afterCommit: intent ? async () => void (await cancelIntentQuietly(intent, "abandoned", r.stripeAccountId)) : nothing,
  };
}

const PAGE_INCLUDE = { booking: { include: { studio: true, room: { select: { name: true } } } } } as const;

/**
 * The request behind a link's token, or 404 (a malformed, altered or unknown token alike, and on
 * a site, another studio's link).
 */
async function requestOfToken(db: DbOrTx, token: string, studioSlug?: string) {
  const id = requestIdOfToken(token);
  const r = id ? await db.paymentRequest.findUnique({ where: { id }, include: PAGE_INCLUDE }) : null;
  if (!r || (studioSlug !== undefined && r.booking.studio.slug !== studioSlug)) throw notFound("Payment link");
  return r;
}

/** What the link's page shows: the booking it is for, the amount, and whether it can be paid now. */
export async function viewPayLink(db: DbOrTx, clock: Clock, token: string, studioSlug?: string): Promise<PaymentLink> {
  const r = await requestOfToken(db, token, studioSlug);
  const b = r.booking;
  const tz = b.studio.timezone;
  return {
    status: requestState(r, clock.now()),
    amountCents: r.amountCents,
    currency: r.currency,
    note: r.note,
    expiresAt: isoInZone(r.expiresAt, tz),
    paidAt: r.status === "paid" && r.closedAt ? isoInZone(r.closedAt, tz) : null,
    reference: b.reference,
    studioName: b.studio.name,
    roomName: b.room.name,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    timezone: tz,
    ...(r.stripeAccountId ? { stripeAccount: r.stripeAccountId } : {}),
  };
}

/**
 * The card form's client secret for an open request: its one intent, created on first use. A paid,
 * cancelled or expired request, or a cancelled booking, is 409 INVALID_STATE.
 */
export async function payLinkIntent(db: Db, clock: Clock, token: string): Promise<PaymentLinkIntent> {
  const r = await requestOfToken(db, token);
  const state = requestState(r, clock.now());
  if (state !== "open") throw new ApiError("INVALID_STATE", `This payment link is ${state}`);
  if (r.booking.status === "cancelled") throw new ApiError("INVALID_STATE", "This booking was cancelled");
  if (!stripeConfigured(env())) throw new ApiError("INVALID_STATE", "Card payments are not available");
  const pi = await linkIntent({ ...r, reference: r.booking.reference, studioId: r.booking.studioId });
  // Kept on the request: its webhook finds it by it, and a cancel cancels it. Another intent id
  // cannot be written over it (linkIntent retrieves the kept one).
  await db.$executeRaw`
    UPDATE payment_request SET "paymentIntentId" = ${pi.id}
     WHERE id = ${r.id}::uuid AND ("paymentIntentId" IS NULL OR "paymentIntentId" = ${pi.id})`;
  return { clientSecret: pi.clientSecret, ...(r.stripeAccountId ? { stripeAccount: r.stripeAccountId } : {}) };
}

type LinkIntentFacts = { id: string; metadata: Record<string, string>; amountReceived: number | null; currency: string | null };

/**
 * payment_intent.succeeded of a link's intent (payments/webhook.ts), in the event's transaction:
 * the payment recorded once (method `online`, by "Stripe"), the request paid, the booking's money
 * settled. A request cancelled or expired in the meantime is paid all the same: the money was
 * taken. Returns the booking id and its new payment status, or null when the intent is not a
 * request's of this account ("unknown"), or "mismatch" when the amount or currency differ.
 */
export async function recordLinkPayment(
  tx: DbOrTx,
  pi: LinkIntentFacts,
  account: string | null,
  now: Date,
): Promise<{ bookingId: string; status: string; payment: { id: string; amountCents: number }; fresh: boolean } | null | "mismatch"> {
  const byMeta = pi.metadata.paymentRequestId;
  const r =
    (await tx.paymentRequest.findUnique({ where: { paymentIntentId: pi.id } })) ??
    (byMeta && Uuid.safeParse(byMeta).success ? await tx.paymentRequest.findUnique({ where: { id: byMeta } }) : null);
  if (!r || (r.paymentIntentId !== null && r.paymentIntentId !== pi.id)) return null;
  if ((r.stripeAccountId ?? null) !== account) {
    log.warn("stripe event from another account than its payment link's; ignored", { paymentIntentId: pi.id, account });
    return null;
  }
  await lockBooking(tx, r.bookingId);
  const fresh = await tx.paymentRequest.findUniqueOrThrow({ where: { id: r.id } });
  const b = await tx.booking.findUniqueOrThrow({ where: { id: r.bookingId } });
  if (fresh.paymentId)
    return { bookingId: b.id, status: b.paymentStatus, payment: { id: fresh.paymentId, amountCents: r.amountCents }, fresh: false };
  if (pi.currency?.toLowerCase() !== r.currency.toLowerCase() || (pi.amountReceived ?? 0) < r.amountCents) {
    log.error("stripe payment does not match its payment link; left for a person", {
      paymentIntentId: pi.id,
      paymentRequestId: r.id,
      amountReceived: pi.amountReceived,
      amountCents: r.amountCents,
    });
    return "mismatch";
  }
  const paymentId = randomUUID();
  await tx.bookingPayment.create({
    data: {
      id: paymentId,
      bookingId: b.id,
      amountCents: r.amountCents,
      method: "online",
      note: r.note,
      requestKey: `payment-link:${r.id}`,
      actorName: "Stripe",
      paymentIntentId: pi.id,
      stripeAccountId: r.stripeAccountId,
      createdAt: now,
    },
  });
  await tx.paymentRequest.update({
    where: { id: r.id },
    data: { status: "paid", paymentId, paymentIntentId: pi.id, closedAt: now, closedByName: "Stripe" },
  });
  const status = await settlePayments(tx, b);
  await audit(tx, stripeActor(b.studioId), {
    action: "booking.payment",
    bookingId: b.id,
    detail: { paymentId, amountCents: r.amountCents, method: "online", note: r.note, requestId: r.id },
    at: now,
  });
  return { bookingId: b.id, status, payment: { id: paymentId, amountCents: r.amountCents }, fresh: true };
}
