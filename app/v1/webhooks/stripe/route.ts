import { route, ok } from "@/lib/http";
import { ApiError } from "@/lib/errors";
import { env } from "@/lib/env";
import { verifyWebhook } from "@/lib/payments/stripe";
import { handleStripeEvent } from "@/lib/payments/webhook";

// POST /v1/webhooks/stripe — Stripe's event delivery. Server to server: no CORS, not under the
// public per-IP limits. The signature is checked on the raw body before anything is parsed;
// a missing or bad one is a 400 and changes nothing.
const MAX_EVENT_BYTES = 512 * 1024;

export const POST = route({ limit: "none", cors: false }, async ({ req, db, clock }) => {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError("INTERNAL_ERROR", "Stripe webhooks are not configured");
  const raw = await readRaw(req);
  let event;
  try {
    event = verifyWebhook(raw, req.headers.get("stripe-signature"), secret, clock.now().getTime());
  } catch {
    throw new ApiError("VALIDATION_ERROR", "stripe-signature: missing or invalid signature");
  }
  const outcome = await handleStripeEvent(db, clock, event);
  return ok({ received: true, outcome });
});

/** The raw body as sent (the signature covers these exact bytes), refused past MAX_EVENT_BYTES. */
async function readRaw(req: Request): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_EVENT_BYTES) throw new ApiError("VALIDATION_ERROR", "body: event too large");
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_EVENT_BYTES) {
      await reader.cancel();
      throw new ApiError("VALIDATION_ERROR", "body: event too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
