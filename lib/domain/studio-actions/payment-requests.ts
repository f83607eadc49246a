// Payment links as staff send and cancel them (lib/contract/booking-actions/payment-requests.ts;
// docs/payments.md, Payment links): each one transaction on the booking's locked row — the request,
// the audit row and, for a new request, the guest's message with the link.
import type { z } from "zod";
import { checkAllowed } from "../../contract/booking-actions";
import type { BOOKING_ACTIONS } from "../../contract/booking-actions";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { queueGuestNotice } from "../notifications/queue";
import { closePaymentRequest, linkAccount, openPaymentRequest } from "../payments/requests";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

type Body<K extends "requestPayment" | "cancelPaymentRequest"> = z.output<(typeof BOOKING_ACTIONS)[K]["operation"]["body"]["schema"]>;

export async function requestPaymentByStudio(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  p: Body<"requestPayment">,
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    const known = await tx.paymentRequest.count({ where: { bookingId: b.id, requestKey: p.idempotencyKey } });
    if (!known) checkAllowed("requestPayment", actionFacts(b, actor, now, { cardLinks: linkAccount(b.studio) !== false }));
    const note = p.note ?? null;
    const asked = await openPaymentRequest(
      tx,
      b,
      { amountCents: p.amountCents, note, validDays: p.validDays, requestKey: p.idempotencyKey },
      actor,
      now,
    );
    if (asked.fresh) {
      const r = asked.request;
      await audit(tx, actor, {
        action: "booking.payment_request",
        bookingId: b.id,
        detail: { requestId: r.id, amountCents: r.amountCents, note, expiresAt: r.expiresAt.toISOString() },
        at: now,
      });
      const detail = { requestId: r.id, amountCents: r.amountCents, expiresAt: r.expiresAt.toISOString(), ...(note ? { note } : {}) };
      await queueGuestNotice(tx, b, "payment_requested", now, { occurrence: r.id, detail });
    }
    return studioBookingView(tx, b.id, now);
  });
}

export async function cancelPaymentRequestByStudio(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  c: Body<"cancelPaymentRequest">,
): Promise<StudioBooking> {
  const now = clock.now();
  let afterCommit = async () => {};
  const view = await inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    const closed = await closePaymentRequest(tx, b.id, c.requestId, actor, now);
    afterCommit = closed.afterCommit;
    if (closed.fresh)
      await audit(tx, actor, {
        action: "booking.payment_request_cancel",
        bookingId: b.id,
        detail: { requestId: c.requestId, amountCents: closed.amountCents },
        at: now,
      });
    return studioBookingView(tx, b.id, now);
  });
  await afterCommit();
  return view;
}
