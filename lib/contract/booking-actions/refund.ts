// An owner refunds all or part of a card deposit (docs/studio-actions.md, Refunds).
import { z } from "zod";
import { OWNER_ONLY } from "../owner-only";
import { bookingAction, notFoundCause, refuse, type ActionFacts } from "./define";

/** One key per refund or payment the client means: the same key never moves money twice. */
export const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces");

const RefundBody = z.object({
  /** Omitted: what is left of the deposit. */
  amountCents: z.number().int().positive().optional(),
  idempotencyKey: IdempotencyKey,
});

export const refund = bookingAction({
  path: "refunds",
  rules: {
    refund: (f: ActionFacts) => {
      if (!f.owner) return refuse(OWNER_ONLY.refund, "FORBIDDEN");
      if (!f.payments) return refuse("Card payments are not configured; nothing can be refunded", "PAYMENTS_UNAVAILABLE");
      if (!f.cardDeposit) return refuse("This booking has no deposit paid by card to refund");
      return (f.depositLeftCents ?? 0) > 0 ? null : refuse("The deposit has already been refunded in full");
    },
  },
  operation: {
    operationId: "studioRefundBooking",
    ownerOnly: "refund",
    summary: "Refund a card deposit (owners)",
    description:
      "All of what is left of the deposit (no `amountCents`) or part of it, on a booking in any state. Safe to retry with the same `idempotencyKey`: the booking is answered again and nothing is refunded twice.",
    body: {
      name: "RefundRequest",
      schema: RefundBody,
      example: { amountCents: 500, idempotencyKey: "0b6f7f5e-2d4a-4b8e-9c1d-3e5f7a9b1c2d" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking with its new `refundedCents`",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "A field missing or malformed, or the `idempotencyKey` already used for a different amount",
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "No deposit paid by card, already refunded in full, or more than what is left",
      PAYMENTS_UNAVAILABLE: "Card payments are not configured",
      FORBIDDEN: "A cross-origin request, or a staff member (refunds are for owners)",
    },
  },
});
