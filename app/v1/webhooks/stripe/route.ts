import { route, ok, readRawBody, otherMethods } from "@/lib/http/route";
import { ApiError } from "@/lib/contract/errors";
import { verifyWebhook } from "@/lib/domain/payments/stripe";
import { handleStripeEvent, webhookSecret } from "@/lib/domain/payments/webhook";

// POST /v1/webhooks/stripe — Stripe's event delivery. Server to server: no CORS, not under the
// public per-IP limits. The signature is checked on the raw body before anything is parsed;
// a missing or bad one is a 400 and changes nothing. Without Stripe: 404, rate limited as a
// write (webhookSecret).
const MAX_EVENT_BYTES = 512 * 1024;

export const POST = route({ limit: "none", cors: false }, async ({ req, db, clock, ip }) => {
  const secret = await webhookSecret(db, clock, ip);
  // The signature covers these exact bytes.
  const raw = await readRawBody(req, MAX_EVENT_BYTES);
  let event;
  try {
    event = verifyWebhook(raw, req.headers.get("stripe-signature"), secret, clock.now().getTime());
  } catch {
    throw new ApiError("VALIDATION_ERROR", "stripe-signature: missing or invalid signature");
  }
  const outcome = await handleStripeEvent(db, clock, event);
  return ok({ received: true, outcome });
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
