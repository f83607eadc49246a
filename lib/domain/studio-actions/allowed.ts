// The facts a studio action's rule reads (lib/contract/booking-actions), collected the same
// way for the action that runs and for the booking detail that offers its button
// (docs/studio-actions.md, Allowed actions).
import type { ActionFacts } from "../../contract/booking-actions/define";
// Pure rules only: the operator's `studio:mark` reads these facts too, and starts as a script.
import { hasCardDeposit } from "../../contract/booking-money";
import type { StaffBookingFull } from "../bookings/view";
import type { DbOrTx } from "../../infra/db";
import type { StaffActor } from "../staff/actor";

type RuleBooking = Pick<
  StaffBookingFull,
  "reference" | "status" | "paymentStatus" | "startsAt" | "endsAt" | "paymentIntentId" | "depositCents"
> &
  Partial<Pick<StaffBookingFull, "paidAtStudioCents">> & { flags: readonly { flag: string }[] };

/** What only some rules read: the refund's (deposit refunded so far) and the undo's (latest payment change). */
type Extra = {
  payments?: boolean;
  refundedCents?: number;
  paidMarkUndoable?: boolean;
  cardLinks?: boolean;
  invoicing?: boolean;
  invoiced?: boolean;
};

export function actionFacts(
  b: RuleBooking,
  actor: Partial<Pick<StaffActor, "role">>,
  now: Date,
  extra: Extra = {},
): ActionFacts & { depositLeftCents: number } {
  const cardDeposit = hasCardDeposit(b);
  return {
    reference: b.reference,
    status: b.status,
    paymentStatus: b.paymentStatus,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    now,
    flags: b.flags.map((f) => f.flag),
    owner: actor.role === "owner",
    payments: extra.payments,
    cardDeposit,
    depositLeftCents: cardDeposit ? b.depositCents - (extra.refundedCents ?? 0) : 0,
    paidMarkUndoable: extra.paidMarkUndoable,
    paidAtStudioCents: b.paidAtStudioCents ?? 0,
    cardLinks: extra.cardLinks,
    invoicing: extra.invoicing,
    invoiced: extra.invoiced,
  };
}

/** The booking's latest payment change made at the studio: a mark as paid, or its undo. */
export function latestPaymentMark(tx: DbOrTx, bookingId: string) {
  return tx.studioAudit.findFirst({
    where: { bookingId, action: { in: ["booking.mark_paid", "booking.mark_unpaid"] } },
    orderBy: [{ at: "desc" }, { seq: "desc" }],
  });
}
