// A payment link as its page reads it (beyond the contract; docs/payments.md, Payment links): the
// booking it is for, the amount, and whether it can be paid now; and the card form's client secret.
import { z } from "zod";
import { DateString, TimeString } from "./schemas";

const Instant = z.iso.datetime({ offset: true });

export const PaymentLink = z.object({
  /** open: can be paid until `expiresAt`; paid; cancelled by the studio; expired. */
  status: z.enum(["open", "paid", "cancelled", "expired"]),
  amountCents: z.number().int(),
  currency: z.string(),
  note: z.string().nullable(),
  expiresAt: Instant,
  paidAt: Instant.nullable(),
  reference: z.string(),
  studioName: z.string(),
  roomName: z.string(),
  date: DateString,
  startTime: TimeString,
  endTime: TimeString,
  timezone: z.string(),
  /** The studio's connected account, which Stripe.js must act on; absent: the platform's account. */
  stripeAccount: z.string().optional(),
});
export type PaymentLink = z.output<typeof PaymentLink>;

export const PaymentLinkIntent = z.object({
  /** For Stripe.js's card form (confirmPayment); the same intent on every call for one link. */
  clientSecret: z.string(),
  stripeAccount: z.string().optional(),
});
export type PaymentLinkIntent = z.output<typeof PaymentLinkIntent>;
