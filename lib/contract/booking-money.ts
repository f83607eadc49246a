// What a booking was paid and leaves to pay, one rule for every surface that says it: the guest's
// manage page, the messages, the dashboard's detail and its "to collect" list (in SQL, the same
// cases). Two kinds of money come in: the card deposit (Stripe) and payments recorded at the
// studio (docs/payments.md, Payments at the studio). A refund gives money back to the guest; it
// does not put it back on what is owed, so the rest stays price − what was taken, refunded or not
// (docs/payments-connect.md, Refunds and the rest at the studio). Import-free: client components use it.

/** How a payment at the studio was made; a "mark paid" may leave it unsaid (null). */
export const PAYMENT_METHODS = ["cash", "card_at_studio", "bank_transfer", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods a recorded payment may carry: staff's, and `prepaid`, the hours a booking drew from a pass (docs/prepaid-hours.md). */
export const LEDGER_METHODS = [...PAYMENT_METHODS, "prepaid"] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/** The card deposit was paid (whatever was refunded of it since). */
function depositWasPaid(paymentStatus: string): boolean {
  return paymentStatus === "deposit_paid" || paymentStatus === "refunded" || paymentStatus === "paid";
}

type Money = {
  priceCents: number;
  depositCents: number;
  paymentStatus: string;
  paymentIntentId?: string | null;
  paidAtStudioCents?: number;
};

/** Cents of the card deposit taken (0 without one). Read without its intent (the guest's Booking), the status says it. */
export function depositTakenCents(b: Money): number {
  return b.paymentIntentId !== null && b.depositCents > 0 && depositWasPaid(b.paymentStatus) ? b.depositCents : 0;
}

/** Cents still to pay: nothing once paid; else the price less the card deposit taken and the payments at the studio. */
export function restAtStudioCents(b: Money): number {
  if (b.paymentStatus === "paid") return 0;
  return Math.max(0, b.priceCents - depositTakenCents(b) - (b.paidAtStudioCents ?? 0));
}

/**
 * The contract's paymentStatus from the money (docs/payments.md, Payment status): while a card
 * deposit is awaited, `pending`; nothing taken, `unpaid`; all taken given back, `refunded`; the
 * price covered, `paid`; part of it, `deposit_paid` (a deposit or a part payment).
 */
export function paymentStatusFor(m: { pending: boolean; priceCents: number; takenCents: number; givenBackCents: number }) {
  if (m.pending) return "pending";
  if (m.takenCents <= 0) return "unpaid";
  if (m.givenBackCents >= m.takenCents) return "refunded";
  return m.takenCents >= m.priceCents ? "paid" : "deposit_paid";
}

/** Whether the booking's deposit was paid by card and can be refunded (in part) through Stripe. */
export function hasCardDeposit(b: { paymentIntentId: string | null; paymentStatus: string; depositCents: number }): boolean {
  return !!b.paymentIntentId && b.depositCents > 0 && ["deposit_paid", "paid", "refunded"].includes(b.paymentStatus);
}

/** How long a payment link may be paid, in days: a week unless staff say otherwise (docs/payments.md, Payment links). */
export const LINK_DAYS = { min: 1, max: 30, default: 7 } as const;
