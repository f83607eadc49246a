// Payments recorded at the studio (docs/payments.md, Payments at the studio): any amount by any
// method, several per booking; a payment recorded by mistake is voided, money given back is a
// refund of a payment (owners). Each answers the booking, its payments listed in its detail.
import { z } from "zod";
import { PAYMENT_METHODS } from "../booking-money";
import { OWNER_ONLY } from "../owner-only";
import { freeText, Uuid } from "../schemas";
import { IdempotencyKey } from "./refund";
import { bookingAction, notFoundCause, refuse, TOOK, type ActionFacts, type Verdict } from "./define";

/** The highest single payment, in cents (the highest price an owner may set). */
export const PAYMENT_MAX_CENTS = 10_000_000;
const NOTE_MAX = 300;

export const Note = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().max(NOTE_MAX).check(freeText()))
  .transform((s) => s || null);

const RecordPaymentBody = z.strictObject({
  amountCents: z.int().min(1).max(PAYMENT_MAX_CENTS),
  method: z.enum(PAYMENT_METHODS),
  note: Note.optional(),
  idempotencyKey: IdempotencyKey,
});

const VoidPaymentBody = z.strictObject({
  paymentId: Uuid,
  reason: Note.optional(),
});

const RefundPaymentBody = z.strictObject({
  paymentId: Uuid,
  /** Omitted: what is left of the payment. */
  amountCents: z.int().min(1).max(PAYMENT_MAX_CENTS).optional(),
  note: Note.optional(),
  idempotencyKey: IdempotencyKey,
});

const PAYMENT_NOT_FOUND = `${notFoundCause("booking")}; or a \`paymentId\` that is not one of this booking's payments`;

export const recordPayment = bookingAction({
  path: "payments",
  rules: {
    recordPayment: (f: ActionFacts): Verdict => {
      if (!TOOK.includes(f.status)) return refuse(`A payment cannot be recorded on a ${f.status.replace("_", "-")} booking`);
      if (f.paymentStatus === "pending") return refuse("The card deposit is still awaited");
      return f.paymentStatus === "paid" ? refuse("This booking is paid in full; nothing is owed") : null;
    },
  },
  operation: {
    operationId: "studioRecordPayment",
    summary: "Record a payment taken at the studio",
    description:
      "Any amount up to what is still owed, by cash, card at the studio, bank transfer or online, with an optional note; several per booking. `paymentStatus` follows (docs/payments.md, Payment status): part of the price `deposit_paid`, all of it `paid` (the guest is then told, and `booking.payment_received` is sent). The same `idempotencyKey` again answers the booking and records nothing.",
    body: {
      name: "RecordPaymentRequest",
      schema: RecordPaymentBody,
      example: { amountCents: 2000, method: "cash", note: "Paid at the desk", idempotencyKey: "pay-2f6c1a90-5b0e" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking with its new `paymentStatus` and `paidAtStudioCents`",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: `\`amountCents\` not a whole number from 1 to ${PAYMENT_MAX_CENTS}, an unknown \`method\`, a note longer than ${NOTE_MAX} characters, or the \`idempotencyKey\` already used for a different payment`,
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "Cancelled, awaiting its card deposit or paid in full; or more than what is owed",
    },
  },
  audit: "booking.payment",
});

export const voidPayment = bookingAction({
  path: "payments/void",
  rules: {
    voidPayment: (f: ActionFacts): Verdict => ((f.paidAtStudioCents ?? 0) > 0 ? null : refuse("No payment at the studio counts now")),
  },
  operation: {
    operationId: "studioVoidPayment",
    summary: "Void a payment recorded by mistake",
    description:
      "The payment stops counting (it stays listed, voided, with who did it and why) and `paymentStatus` follows. A payment already voided answers the booking as it is; one refunded in part cannot be voided.",
    body: {
      name: "VoidPaymentRequest",
      schema: VoidPaymentBody,
      example: { paymentId: "7d1f0c1e-9a53-4c8e-8b0f-2f3e4d5c6b7a", reason: "Recorded twice" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking with its new `paymentStatus` and `paidAtStudioCents`",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: `\`paymentId\` not a UUID, or a reason longer than ${NOTE_MAX} characters`,
      RESOURCE_NOT_FOUND: PAYMENT_NOT_FOUND,
      INVALID_STATE: "The payment was refunded in part",
    },
  },
  audit: "booking.payment_void",
});

export const refundPayment = bookingAction({
  path: "payments/refunds",
  rules: {
    refundPayment: (f: ActionFacts): Verdict => {
      if (!f.owner) return refuse(OWNER_ONLY.refund, "FORBIDDEN");
      return (f.paidAtStudioCents ?? 0) > 0 ? null : refuse("No payment at the studio counts now");
    },
  },
  operation: {
    operationId: "studioRefundPayment",
    ownerOnly: "refund",
    summary: "Give back a payment taken at the studio, in part or in full (owners)",
    description:
      "Records money given back to the guest (cash, a card terminal's refund, a transfer), all of what is left of the payment (no `amountCents`) or part of it. What the booking still owes does not change (docs/payments.md, Payment status); everything taken given back makes it `refunded`. The same `idempotencyKey` again answers the booking and records nothing.",
    body: {
      name: "RefundPaymentRequest",
      schema: RefundPaymentBody,
      example: { paymentId: "7d1f0c1e-9a53-4c8e-8b0f-2f3e4d5c6b7a", amountCents: 500, idempotencyKey: "refund-8a1b2c3d" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking with its new `paymentStatus`",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "A field missing or malformed, or the `idempotencyKey` already used for a different amount",
      RESOURCE_NOT_FOUND: PAYMENT_NOT_FOUND,
      INVALID_STATE: "The payment was voided, or more than what is left of it",
      FORBIDDEN: "A cross-origin request, or a staff member (refunds are for owners)",
    },
  },
  audit: "booking.payment_refund",
});
