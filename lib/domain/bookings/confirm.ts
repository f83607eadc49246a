// Confirm a verified hold (confirmHold): the hold's claim on the slot passes to a new booking
// in one transaction; the database decides conflicts.
//
// Check order (each answered with the code of 4.7): unknown hold 404 → a booking already exists
// 409 HOLD_ALREADY_CONFIRMED (also long after 12 min; concurrent confirms queue on the hold's
// row lock, and booking.holdId is unique) → expired/burnt 410 HOLD_EXPIRED → not verified 409
// HOLD_NOT_VERIFIED → mode not offered by the room (card with a deposit that can never be charged
// included) 400 PAYMENT_MODE_DENIED → card without card payments 409 PAYMENTS_UNAVAILABLE → card for
// a deposit under the provider's minimum 400 PAYMENT_MODE_DENIED (lib/domain/payments/modes.ts:
// a studio's configuration never makes a 500) → slot lost 409 SLOT_TAKEN (a calendar block that
// appeared after the hold, or the hold's claim gone). A hold made with a promo code counts its use
// first, under the code's row lock: at its limit (in total or the contact's), 409 PROMO_CODE_INVALID,
// and the hold, still verified, goes back to the full price (docs/pricing.md, Promo codes).
//
// Receipts (docs/decisions-messages.md, Receipts): `email` is an address nobody verified. A receipt to an address other
// than the verified contact (compared canonically, lib/domain/identity.ts) counts against that
// address's hourly per-contact quota — the same 5 per hour as holds (429 RATE_LIMIT_EXCEEDED,
// checked after the state guards) — and carries no guest-written text (no name, no notes; see
// notifications/templates.ts), so the platform cannot be used to mail text to strangers.
//
// Card deposits — why the PaymentIntent is created AFTER the commit: a network call inside the
// transaction would hold the hold/room locks and a pooled connection for however long Stripe
// takes. Instead the booking commits as pending_payment (its claim now expires at paymentDueAt,
// so a crash here frees the slot by itself within 20 minutes), then the intent is created with
// the booking id as idempotency key. If Stripe fails, a compensating transaction deletes the
// booking (nobody has seen it: its token and client secret were never returned) and gives the
// claim back to the hold, still verified, so the guest may retry (or pick on_site) while the
// hold lives. The answer is 500 INTERNAL_ERROR in the envelope — the contract has no dedicated code
// for a payment provider outage.
//
// The answer is built from what the transaction read and wrote, never from a read after the
// commit: once the booking is committed, no later failure of the database may turn it into
// 503 "nothing was changed" (docs/decisions-platform.md, A 503 changed nothing). When the connection is
// lost during COMMIT itself the outcome is unknown (tx.ts CommitOutcomeUnknown): a repeated
// confirm then answers 409 HOLD_ALREADY_CONFIRMED, as every confirm of a hold with a booking does,
// and the guest has the link in the confirmation message (docs/decisions-contract.md, Confirm).
//
// Only the manage token's hash is stored (the contract, section 5): a card booking's confirmation
// waits in the outbox, its link sealed there like any queued message's, until the deposit arrives.
import { randomUUID } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { ConfirmRequest, ConfirmResult } from "../../contract/schemas";
import { Uuid } from "../../contract/schemas";
import { pgErrorCode, type Db, type DbOrTx, type Prisma } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { errorFields, log } from "../../infra/log";
import { blockedByCalendar, lockHoldClaim, lockRoom, returnClaimToHold, setClaimExpiry } from "../availability/busy";
import { createDepositIntent } from "../payments/intents";
import { cardPaymentsAvailable, depositAccount } from "../payments/availability";
import { checkConfirmMode } from "../payments/modes";
import { queueConfirmationMessages } from "../notifications/queue";
import { emitBookingEvent } from "../webhooks/events";
import { hashManageToken, newManageToken } from "./manage-token";
import { newReference } from "./reference";
import { canonicalEmail } from "../identity";
import { takeQuota } from "../holds/quota";
import { LIMITS, PAYMENT_DUE_MS } from "../../contract/limits";
import { loadBooking, manageUrl, toBooking, type BookingFull } from "./view";
import { promoOf, ratesOf } from "../json-columns";
import { dropHoldPromo, lockPromoUses, recordPromoUse } from "../promo-codes/uses";
import { promoInvalid } from "../promo-codes/judge";
import type { PromoUsedUp } from "../../contract/promo";
import { localeOr, type Locale } from "../../contract/locales";
import { drawHours, guestWithCode } from "../prepaid/draw";
import { checkSeriesConfirm, confirmSeries } from "./series-confirm";

type HoldRow = {
  id: string;
  studioId: string;
  roomId: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
  priceCents: number;
  depositCents: number;
  currency: string;
  guestName: string;
  channel: string;
  contact: string;
  locale: string;
  expiresAt: Date;
  /** Absent for a staff booking (no hold of a guest's). */
  partySize?: number | null;
  /** How the price was made (docs/pricing.md, Price lines) and the extras hired (Extras), passed on to the booking as they are. */
  priceLines: unknown;
  extras: unknown;
  /** The promo code's snapshot (docs/pricing.md, Promo codes), passed on as it is; absent for a staff booking. */
  promo?: Prisma.JsonValue;
  /** On a guest's weekly series' first hold: its weeks (docs/series.md, Booked online by a guest). */
  seriesWeeks?: number | null;
};

async function lockHold(tx: DbOrTx, holdId: string): Promise<HoldRow | null> {
  const rows = await tx.$queryRaw<HoldRow[]>`
    SELECT id, "studioId", "roomId", status, "startsAt", "endsAt", date, "startTime", "endTime", minutes, "priceCents",
           "depositCents", currency, "guestName", channel, contact, locale, "expiresAt", "partySize", "priceLines", extras, promo,
           "seriesWeeks"
      FROM hold WHERE id = ${holdId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

type Confirmed = { full: BookingFull; token: string };
/** The hold's promo code ran out before its confirm (the hold lost it, lib/domain/promo-codes/uses.ts). */
type PromoRanOut = { ranOut: PromoUsedUp; code: string; locale: Locale };

/**
 * 409 HOLD_ALREADY_CONFIRMED for a hold that has its booking, whatever the body and however soon.
 * The message names the booking's reference: only the client that made the hold knows its id, and
 * a reference opens nothing by itself (docs/decisions-contract.md, Confirm).
 */
function alreadyConfirmed(reference: string | null): ApiError {
  const ref = reference ? ` (reference ${reference})` : "";
  return new ApiError("HOLD_ALREADY_CONFIRMED", `A booking already exists for this hold${ref}; the guest was sent its link`);
}

export async function confirmHold(db: Db, clock: Clock, holdId: string, req: ConfirmRequest): Promise<ConfirmResult> {
  if (!Uuid.safeParse(holdId).success) throw notFound("Hold");
  const now = clock.now();
  const token = newManageToken();
  const bookingId = randomUUID();

  const created = await inTransaction(db, async (tx): Promise<Confirmed | PromoRanOut> => {
    const hold = await lockHold(tx, holdId);
    if (!hold) throw notFound("Hold");
    const existing = await tx.booking.findUnique({ where: { holdId }, select: { reference: true } });
    if (existing || hold.status === "confirmed") throw alreadyConfirmed(existing?.reference ?? null);
    if (hold.status === "burnt" || hold.status === "expired" || hold.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError("HOLD_EXPIRED", "This hold has expired; please start again");
    }
    if (hold.status !== "verified") throw new ApiError("HOLD_NOT_VERIFIED", "Verify the code before confirming");

    const room = await tx.room.findUniqueOrThrow({ where: { id: hold.roomId }, include: { studio: true } });
    // Its promo code's use is counted now, under the code's lock (docs/pricing.md, Promo codes).
    const promo = promoOf(hold.promo ?? null);
    const ranOut = promo ? await lockPromoUses(tx, promo, hold.contact) : null;
    if (promo && ranOut) {
      await dropHoldPromo(tx, hold, promo, room.depositPercent);
      return { ranOut, code: promo.code, locale: localeOr(hold.locale) };
    }
    // The one rule of payment modes (lib/domain/payments/modes.ts): never a deposit Stripe would refuse.
    checkConfirmMode({ ...room, ...ratesOf(room) }, cardPaymentsAvailable(room.studio), hold, req.paymentMode);
    if (hold.seriesWeeks) checkSeriesConfirm(req);
    const card = req.paymentMode === "card";
    if (req.prepaidCode && card) throw new ApiError("VALIDATION_ERROR", "prepaidCode: hours pay with paymentMode on_site");
    if (req.email && (hold.channel !== "email" || canonicalEmail(req.email) !== canonicalEmail(hold.contact))) {
      await takeQuota(
        tx,
        clock,
        {
          ...LIMITS.holdsPerContact,
          message: "Too many messages to that email address in the last hour; confirm without email or try later",
        },
        canonicalEmail(req.email),
      );
    }

    // The slot, re-checked under the room lock: the hold's claim must still be live (nothing
    // else can overlap it: slot_claim_no_overlap), and no calendar block may have appeared over
    // it (buffer included) since the hold was placed.
    await lockRoom(tx, hold.roomId);
    if (await blockedByCalendar(tx, hold.roomId, hold.startsAt, hold.endsAt, room.bufferMinutes)) {
      throw new ApiError("SLOT_TAKEN", "This time slot is no longer available");
    }
    const claim = await lockHoldClaim(tx, holdId);
    if (!claim || (claim.expiresAt && claim.expiresAt.getTime() <= now.getTime())) {
      throw new ApiError("SLOT_TAKEN", "This time slot is no longer available");
    }

    const paymentDueAt = card ? new Date(now.getTime() + PAYMENT_DUE_MS) : null;
    await insertBooking(tx, {
      id: bookingId,
      hold,
      paymentMode: req.paymentMode,
      status: card ? "pending_payment" : "confirmed",
      paymentStatus: card ? "pending" : "unpaid",
      depositCents: card ? hold.depositCents : 0,
      cancelNoticeHours: room.cancelNoticeHours,
      notes: req.notes?.trim() ? req.notes : null,
      email: req.email ?? null,
      paymentDueAt,
      manageTokenHash: hashManageToken(token),
      now,
    });
    if (promo) await recordPromoUse(tx, promo, bookingId, hold.contact, now);
    // The claim passes to the booking: firm (no expiry) for on_site, until paymentDueAt for card.
    // The account the deposit is charged on, fixed now: its cancel and refunds follow it even if the
    // studio connects another account later (docs/payments-connect.md, Which account takes the deposit).
    const account = card ? depositAccount(room.studio) : null;
    if (account) await tx.booking.update({ where: { id: bookingId }, data: { stripeAccountId: account } });
    const moved = await setClaimExpiry(tx, holdId, paymentDueAt, bookingId);
    if (moved !== 1) throw new ApiError("SLOT_TAKEN", "This time slot is no longer available");
    await tx.hold.update({ where: { id: holdId }, data: { status: "confirmed" } });
    // Prepaid hours last: every other refusal is answered first (docs/prepaid-hours.md, Booking with a code).
    if (req.prepaidCode)
      await drawHours(tx, req.prepaidCode, (await loadBooking(tx, { id: bookingId }))!, guestWithCode(hold.studioId), now);
    const full = (await loadBooking(tx, { id: bookingId }))!;
    // A guest's weekly series: every later date is booked too, one message for all (docs/series.md, Booked online by a guest).
    if (hold.seriesWeeks) {
      const series = { ...hold, seriesWeeks: hold.seriesWeeks };
      const { notes, email } = full;
      const insert = (h: HoldRow, id: string, manageTokenHash: string, seriesId: string) =>
        insertBooking(tx, {
          seriesId,
          ...{ id, hold: h, paymentMode: "on_site", status: "confirmed", paymentStatus: "unpaid", depositCents: 0 },
          cancelNoticeHours: room.cancelNoticeHours,
          notes,
          email,
          paymentDueAt: null,
          manageTokenHash,
          now,
        });
      return { full: await confirmSeries(tx, { hold: series, first: full, token, room, insert, now }), token };
    }
    if (!card) {
      await queueConfirmationMessages(tx, full, token, now);
      await emitBookingEvent(tx, now, bookingId, "booking.confirmed");
    } else await queueConfirmationMessages(tx, full, token, now, { untilDeposit: true });
    return { full, token };
  });

  if ("ranOut" in created) throw promoInvalid(created.ranOut, created.code, created.locale);
  const { full } = created;
  const clientSecret =
    full.paymentMode === "card" && full.status === "pending_payment" ? await startDeposit(db, holdId, bookingId, created) : undefined;

  const result: ConfirmResult = { booking: toBooking(full, now), manageToken: created.token, manageUrl: manageUrl(full, created.token) };
  if (clientSecret) result.clientSecret = clientSecret;
  return result;
}

/** The card deposit's payment intent for a booking pending payment: its client secret. A failure withdraws the booking. */
async function startDeposit(db: Db, holdId: string, bookingId: string, created: Confirmed): Promise<string> {
  const { full } = created;
  let pi;
  try {
    // Idempotent on the booking id, Stripe's advice for a create whose answer may be lost.
    pi = await createDepositIntent({
      id: full.id,
      reference: full.reference,
      studioId: full.studioId,
      depositCents: full.depositCents,
      currency: full.currency,
      stripeAccountId: full.stripeAccountId,
    });
  } catch (e) {
    log.error("payment intent creation failed; booking withdrawn", { bookingId, ...errorFields(e) });
    await withdrawBooking(db, holdId, bookingId);
    throw new ApiError(
      "INTERNAL_ERROR",
      "The card payment could not be started. Please try again in a moment or choose another payment mode.",
    );
  }
  if (!full.paymentIntentId) {
    // The intent exists and the guest may pay it: a failed write of its id loses nothing (the
    // Stripe webhook finds the booking by the intent's metadata), so it does not fail the answer.
    await db.booking
      .updateMany({ where: { id: full.id, paymentIntentId: null }, data: { paymentIntentId: pi.id } })
      .catch((e: unknown) => log.warn("payment intent id not recorded; the webhook links it", { bookingId: full.id, ...errorFields(e) }));
  }
  return pi.clientSecret;
}

export type InsertArgs = {
  id: string;
  hold: HoldRow;
  paymentMode: string;
  status: string;
  paymentStatus: string;
  depositCents: number;
  cancelNoticeHours: number;
  notes: string | null;
  email: string | null;
  paymentDueAt: Date | null;
  manageTokenHash: string;
  now: Date;
  /** The booking_series it belongs to (a guest's weekly series' later dates, docs/series.md). */
  seriesId?: string;
};

/** Insert the booking with a fresh random reference, drawing again on the rare collision. */
export async function insertBooking(tx: DbOrTx, a: InsertArgs): Promise<string> {
  const h = a.hold;
  for (let attempt = 0; attempt < 8; attempt++) {
    const reference = newReference();
    try {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO booking (id, "holdId", reference, "studioId", "roomId", status, "paymentMode", "paymentStatus", "guestName", channel,
                             contact, email, locale, "startsAt", "endsAt", date, "startTime", "endTime", minutes, "priceCents",
                             "depositCents", currency, "cancelNoticeHours", notes, "paymentDueAt", "manageTokenHash",
                             "createdAt", "updatedAt", "partySize", "priceLines", extras, promo, "seriesId")
        VALUES (${a.id}::uuid, ${h.id}::uuid, ${reference}, ${h.studioId}::uuid, ${h.roomId}::uuid, ${a.status}, ${a.paymentMode}, ${a.paymentStatus},
                ${h.guestName}, ${h.channel}, ${h.contact}, ${a.email}, ${h.locale}, ${h.startsAt}, ${h.endsAt}, ${h.date}, ${h.startTime},
                ${h.endTime}, ${h.minutes}, ${h.priceCents}, ${a.depositCents}, ${h.currency}, ${a.cancelNoticeHours}, ${a.notes},
                ${a.paymentDueAt}, ${a.manageTokenHash}, ${a.now}, ${a.now}, ${h.partySize ?? null}::int,
                ${JSON.stringify(h.priceLines)}::jsonb, ${JSON.stringify(h.extras)}::jsonb, ${h.promo ? JSON.stringify(h.promo) : null}::jsonb,
                ${a.seriesId ?? null}::uuid)
        ON CONFLICT (reference) DO NOTHING
        RETURNING id`;
      if (rows.length === 1) return reference;
    } catch (e) {
      if (pgErrorCode(e) === "23505") throw alreadyConfirmed(null);
      throw e;
    }
  }
  throw new Error("could not draw a unique booking reference");
}

/** Compensation when the PaymentIntent could not be created: back to a verified hold. */
async function withdrawBooking(db: Db, holdId: string, bookingId: string): Promise<void> {
  try {
    await inTransaction(db, async (tx) => {
      const hold = await lockHold(tx, holdId);
      if (!hold) return;
      // The claim first (its bookingId FK would cascade the delete), then the booking.
      await returnClaimToHold(tx, holdId, bookingId, hold.expiresAt);
      await tx.$executeRaw`DELETE FROM booking WHERE id = ${bookingId}::uuid AND "paymentIntentId" IS NULL AND status = 'pending_payment'`;
      await tx.$executeRaw`UPDATE hold SET status = 'verified' WHERE id = ${holdId}::uuid AND status = 'confirmed'`;
    });
  } catch (e) {
    // Left as is, the booking stays pending_payment without an intent: its claim expires at
    // paymentDueAt and the timeout sweep cancels it. Nothing is ever charged.
    log.error("booking withdrawal failed; the payment timeout will cancel it", { bookingId, ...errorFields(e) });
  }
}
