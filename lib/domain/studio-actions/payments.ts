// Payments at the studio as staff take them (lib/contract/booking-actions/payments.ts; docs/payments.md,
// Payments at the studio): each one transaction on the booking's locked row — the ledger change
// (payments/ledger.ts), the status that follows, the audit row and, when the booking becomes paid
// in full, the guest's "payment received" and the `booking.payment_received` event.
import type { z } from "zod";
import { checkAllowed } from "../../contract/booking-actions";
import type { BOOKING_ACTIONS } from "../../contract/booking-actions";
import { ApiError } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { announcePayment, paymentByKey, recordPayment, refundPayment, voidPayment } from "../payments/ledger";
import { settlePayments } from "../payments/settle";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

type Body<K extends "recordPayment" | "voidPayment" | "refundPayment"> = z.output<
  (typeof BOOKING_ACTIONS)[K]["operation"]["body"]["schema"]
>;

export async function recordPaymentByStudio(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  p: Body<"recordPayment">,
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    const prior = await paymentByKey(tx, b.id, p.idempotencyKey);
    if (prior) {
      if (prior.amountCents !== p.amountCents || prior.method !== p.method)
        throw new ApiError("VALIDATION_ERROR", "idempotencyKey: already used for a different payment; use a new key");
      return studioBookingView(tx, b.id, now);
    }
    checkAllowed("recordPayment", actionFacts(b, actor, now));
    const note = p.note ?? null;
    const id = await recordPayment(tx, b, { amountCents: p.amountCents, method: p.method, note, requestKey: p.idempotencyKey }, actor, now);
    const status = await settlePayments(tx, b);
    await audit(tx, actor, {
      action: "booking.payment",
      bookingId: b.id,
      detail: { paymentId: id, amountCents: p.amountCents, method: p.method, note },
      at: now,
    });
    await announcePayment(tx, b, status, { id, amountCents: p.amountCents }, now);
    return studioBookingView(tx, b.id, now);
  });
}

export async function voidPaymentByStudio(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  v: Body<"voidPayment">,
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    // Voided already: answered as it is (a retry), whatever the rule says now.
    const voidedAlready = await tx.bookingPayment.count({ where: { id: v.paymentId, bookingId: b.id, voidedAt: { not: null } } });
    if (!voidedAlready) checkAllowed("voidPayment", actionFacts(b, actor, now));
    const reason = v.reason ?? null;
    const voided = await voidPayment(tx, b.id, { paymentId: v.paymentId, reason }, actor, now);
    if (voided.fresh) {
      await settlePayments(tx, b);
      await audit(tx, actor, {
        action: "booking.payment_void",
        bookingId: b.id,
        detail: { paymentId: v.paymentId, amountCents: voided.amountCents, method: voided.method, reason },
        at: now,
      });
    }
    return studioBookingView(tx, b.id, now);
  });
}

export async function refundPaymentByStudio(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  r: Body<"refundPayment">,
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(
    db,
    async (tx) => {
      const b = await lockStudioBooking(tx, actor, bookingId);
      // A refund already made under this key is answered as it is (a retry); owners only still.
      const again = await tx.bookingPaymentRefund.count({
        where: { paymentId: r.paymentId, requestKey: r.idempotencyKey, payment: { bookingId: b.id } },
      });
      if (again) requireOwner(actor, "refund");
      else checkAllowed("refundPayment", actionFacts(b, actor, now));
      const note = r.note ?? null;
      const given = await refundPayment(
        tx,
        b.id,
        { paymentId: r.paymentId, amountCents: r.amountCents, note, requestKey: r.idempotencyKey },
        actor,
        now,
      );
      if (given.fresh) {
        await settlePayments(tx, b);
        await audit(tx, actor, {
          action: "booking.payment_refund",
          bookingId: b.id,
          detail: { paymentId: r.paymentId, amountCents: given.amountCents, note },
          at: now,
        });
      }
      return studioBookingView(tx, b.id, now);
      // A payment through a link is given back by Stripe inside this transaction (payments/ledger.ts).
    },
    { timeout: 60_000 },
  );
}
