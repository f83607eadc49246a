import { route, ok, readRawBody, otherMethods } from "@/lib/http/route";
import { env } from "@/lib/infra/env";
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
  // Stripe signs a Connect endpoint's events (connected accounts') with that endpoint's own secret;
  // one URL may serve both endpoints (docs/payments-connect.md, Webhooks).
  const connectSecret = env().STRIPE_CONNECT_WEBHOOK_SECRET;
  let event;
  for (const s of connectSecret ? [secret, connectSecret] : [secret]) {
    try {
      event = verifyWebhook(raw, req.headers.get("stripe-signature"), s, clock.now().getTime());
      break;
    } catch {
      // the next secret, if any
    }
  }
  if (!event) throw new ApiError("VALIDATION_ERROR", "stripe-signature: missing or invalid signature");
  const outcome = await handleStripeEvent(db, clock, event);
  return ok({ received: true, outcome });
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
