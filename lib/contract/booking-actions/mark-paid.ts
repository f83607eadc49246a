// Money received at the studio, and its undo (docs/studio-actions.md, Mark paid; Undoing a payment mark).
import { bookingAction, notFoundCause, refuse, TOOK, type ActionFacts } from "./define";

export const markPaid = bookingAction({
  path: "mark-paid",
  rules: {
    /**
     * A refunded deposit leaves the rest due at the studio (docs/payments-connect.md, Refunds and the rest
     * at the studio), so a booking that stands may be marked paid after a refund too.
     */
    markPaid: (f: ActionFacts) => {
      if (!TOOK.includes(f.status)) return refuse(`A ${f.status} booking cannot be marked paid`);
      return f.paymentStatus === "paid" ? "done" : null;
    },
  },
  operation: {
    operationId: "studioMarkPaid",
    summary: "Mark a booking paid at the studio",
    description: "A confirmed, completed or no-show booking; already paid answers the booking as it is. The guest is told.",
    reply: "StudioBookingResponse",
    replyDescription: "The booking, `paymentStatus` `paid`",
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: { RESOURCE_NOT_FOUND: notFoundCause("booking"), INVALID_STATE: "Cancelled, awaiting its card deposit, or refunded" },
  },
});

export const undoMarkPaid = bookingAction({
  path: "mark-paid/undo",
  rules: {
    undoMarkPaid: (f: ActionFacts) =>
      f.paymentStatus === "paid" && f.paidMarkUndoable
        ? null
        : refuse("Only a payment marked at the studio, and not undone yet, can be undone"),
  },
  operation: {
    operationId: "studioUndoMarkPaid",
    summary: "Undo a payment marked at the studio",
    description:
      'A "paid" marked by mistake goes back to the payment status it had before that mark, audited. The guest\'s "payment received" message, if still queued, is cancelled; if it was already sent (or being sent), the guest gets a correction; if it never reached them, nothing is sent.',
    reply: "StudioBookingResponse",
    replyDescription: "The booking, back to its previous `paymentStatus`",
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "Not paid, paid by card (not marked at the studio), or the mark was already undone",
    },
  },
});
