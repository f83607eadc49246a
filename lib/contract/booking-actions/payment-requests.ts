// Payment links (docs/payments.md, Payment links): staff ask the guest to pay an amount by card,
// what is still owed unless a smaller amount is given; the guest gets a message with the link and
// pays on its page. An open request can be cancelled. Each answers the booking, its requests listed
// in its detail.
import { z } from "zod";
import { Uuid } from "../schemas";
import { IdempotencyKey } from "./refund";
import { bookingAction, notFoundCause, refuse, TOOK, type ActionFacts, type Verdict } from "./define";
import { Note, PAYMENT_MAX_CENTS } from "./payments";
import { LINK_DAYS } from "../booking-money";

const RequestPaymentBody = z.strictObject({
  /** Omitted: what is still owed. */
  amountCents: z.int().min(1).max(PAYMENT_MAX_CENTS).optional(),
  note: Note.optional(),
  validDays: z.int().min(LINK_DAYS.min).max(LINK_DAYS.max).default(LINK_DAYS.default),
  idempotencyKey: IdempotencyKey,
});

const CancelRequestBody = z.strictObject({ requestId: Uuid });

export const requestPayment = bookingAction({
  path: "payments/requests",
  rules: {
    requestPayment: (f: ActionFacts): Verdict => {
      if (!TOOK.includes(f.status)) return refuse(`A payment cannot be asked for on a ${f.status.replace("_", "-")} booking`);
      if (f.paymentStatus === "pending") return refuse("The card deposit is still awaited");
      if (f.paymentStatus === "paid") return refuse("This booking is paid in full; nothing is owed");
      return f.cardLinks ? null : refuse("This studio cannot take card payments now");
    },
  },
  operation: {
    operationId: "studioRequestPayment",
    summary: "Ask the guest to pay by card through a link",
    description: `The guest gets a message with a link to a page where they pay \`amountCents\` (what is still owed when omitted) by card, on the studio's connected account with the platform's fee. The link can be paid for \`validDays\` days (${LINK_DAYS.default} unless given, ${LINK_DAYS.min} to ${LINK_DAYS.max}); once Stripe says it is paid the payment is recorded (method \`online\`) and \`paymentStatus\` follows. The same \`idempotencyKey\` again answers the booking and asks nothing more.`,
    body: {
      name: "RequestPaymentRequest",
      schema: RequestPaymentBody,
      example: { amountCents: 2200, note: "Extra hour and cymbals", validDays: 7, idempotencyKey: "ask-5b0e2f6c1a90" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking; its detail lists the request",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: `\`amountCents\` not a whole number from 1 to ${PAYMENT_MAX_CENTS}, \`validDays\` out of range, a note too long, or the \`idempotencyKey\` already used for a different amount`,
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE:
        "Cancelled, awaiting its card deposit or paid in full; more than what is owed; or the studio cannot take card payments now",
    },
  },
  audit: "booking.payment_request",
});

export const cancelPaymentRequest = bookingAction({
  path: "payments/requests/cancel",
  rules: {},
  operation: {
    operationId: "studioCancelPaymentRequest",
    summary: "Cancel a payment link",
    description:
      "The link stops working: its page says it was cancelled. A request cancelled or expired already answers the booking as it is; a paid one cannot be cancelled (give the payment back instead). A payment the guest completed at the same moment is still recorded.",
    body: {
      name: "CancelPaymentRequestRequest",
      schema: CancelRequestBody,
      example: { requestId: "0b8e6a52-4c1d-4f0e-9d7a-3c2b1a0f9e8d" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking; its detail lists the request, cancelled",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "`requestId` not a UUID",
      RESOURCE_NOT_FOUND: `${notFoundCause("booking")}; or a \`requestId\` that is not one of this booking's requests`,
      INVALID_STATE: "The request is paid",
    },
  },
  audit: "booking.payment_request_cancel",
});
