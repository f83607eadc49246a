// The studio cancels a booking (docs/studio-actions.md, Cancelling).
import { z } from "zod";
import { freeText } from "../schemas";
import { bookingAction, notFoundCause, refuse, type ActionFacts } from "./define";

/** Longest reason for a studio's cancellation (what the guest is told). */
export const CANCEL_REASON_MAX = 500;

const StudioCancelBody = z.object({
  reason: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, "must not be empty")
        .max(CANCEL_REASON_MAX)
        .check(freeText({ multiline: true })),
    ),
  refund: z.boolean().optional(),
});

export const cancel = bookingAction({
  path: "cancel",
  rules: {
    cancel: (f: ActionFacts) =>
      f.status === "confirmed" || f.status === "pending_payment"
        ? null
        : refuse(f.status === "cancelled" ? "This booking is already cancelled" : `A ${f.status} booking cannot be cancelled`),
  },
  operation: {
    operationId: "studioCancelBooking",
    summary: "Cancel a booking (the studio)",
    description:
      "A confirmed or pending-payment booking, at any time, with a reason the guest is told. With a paid card deposit, `refund` must be given: `true` refunds what is left of it (owners only), `false` keeps it. All or nothing: if the refund fails the booking stays as it was.",
    body: { name: "StudioCancelRequest", schema: StudioCancelBody, example: { reason: "The room is flooded." } },
    reply: "StudioBookingResponse",
    replyDescription: "The booking, `cancelled`",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: `\`reason\` empty or longer than ${CANCEL_REASON_MAX} characters; or \`refund\` missing while a deposit was paid`,
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "Already cancelled, completed or no-show; or `refund: true` with no deposit left to refund",
      PAYMENTS_UNAVAILABLE: "`refund: true` while card payments are not configured",
      FORBIDDEN: "A cross-origin request, or `refund: true` from a staff member (refunds are for owners)",
    },
  },
});
