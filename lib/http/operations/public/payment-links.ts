// Payment links (docs/payments.md, Payment links): the page a guest opens from the studio's message
// reads the link and asks for the card form's client secret. Beyond the contract, like the look-up.
import { z } from "zod";
import { publicOperation } from "../public-operation";
import type { PathParam } from "../endpoint";

const payTokenParam: PathParam = {
  schema: z.string().regex(/^[0-9a-f]{64}$/),
  description:
    "The payment link's token (64 hexadecimal characters), from the link in the studio's message. Acts as a password: keep it out of logs and referrers. An unknown or altered token is 404.",
  secret: true,
};

export const publicGetPaymentLink = publicOperation({
  operationId: "getPaymentLink",
  section: "none",
  method: "get",
  path: "/public/payment-links/{token}",
  tag: "Bookings",
  summary: "Read a payment link (beyond the spec)",
  description:
    "Beyond the published flow: what a studio asked the guest to pay through a link, for which booking, until when, and whether it is `open` (can be paid), `paid`, `cancelled` by the studio or `expired`. Not cacheable.",
  pathParams: { token: payTokenParam },
  success: { status: 200, schema: "PaymentLinkResponse", description: "The payment link" },
  errors: ["RESOURCE_NOT_FOUND"],
  causes: { RESOURCE_NOT_FOUND: "Unknown, malformed or altered token" },
  limit: "read",
  noStore: true,
});

export const publicPayPaymentLink = publicOperation({
  operationId: "payPaymentLink",
  section: "none",
  method: "post",
  path: "/public/payment-links/{token}/intent",
  tag: "Bookings",
  summary: "Start paying a payment link by card (beyond the spec)",
  description:
    "Beyond the published flow: the client secret of the link's one PaymentIntent, on the studio's connected account (`stripeAccount`), for Stripe.js's card form; the same intent on every call, so a link is never charged twice. The payment is recorded when Stripe reports it (the booking's `paymentStatus` follows).",
  pathParams: { token: payTokenParam },
  success: { status: 200, schema: "PaymentLinkIntentResponse", description: "The card form's client secret" },
  errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE"],
  causes: {
    RESOURCE_NOT_FOUND: "Unknown, malformed or altered token",
    INVALID_STATE: "The link is paid, cancelled or expired, or its booking was cancelled",
  },
  limit: "write",
  noStore: true,
});
