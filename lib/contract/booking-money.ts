// What a booking leaves to pay at the studio, one rule for every surface that says it: the guest's
// manage page, the messages, the dashboard's detail and its "to collect" list (in SQL, the same
// cases). A refund gives money back to the guest; it does not move the deposit to the desk, so the
// rest after a card deposit stays price − deposit, refunded or not (docs/payments-connect.md,
// Refunds and the rest at the studio). Import-free: client components use it.

/** The card deposit was paid (whatever was refunded of it since). */
function depositWasPaid(paymentStatus: string): boolean {
  return paymentStatus === "deposit_paid" || paymentStatus === "refunded";
}

/** Cents still to pay at the studio: nothing once paid; the price less a paid deposit; else the price. */
export function restAtStudioCents(b: { priceCents: number; depositCents: number; paymentStatus: string }): number {
  if (b.paymentStatus === "paid") return 0;
  return Math.max(0, b.priceCents - (depositWasPaid(b.paymentStatus) ? b.depositCents : 0));
}

/** Whether the booking's deposit was paid by card and can be refunded (in part) through Stripe. */
export function hasCardDeposit(b: { paymentIntentId: string | null; paymentStatus: string; depositCents: number }): boolean {
  return !!b.paymentIntentId && b.depositCents > 0 && ["deposit_paid", "paid", "refunded"].includes(b.paymentStatus);
}
