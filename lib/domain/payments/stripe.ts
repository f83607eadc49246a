// The Stripe client, built from env. STRIPE_API_URL points it at another host (tests use a
// local Stripe-compatible fake, tests/fakes/stripe.ts). One client per key and URL per process.
import Stripe from "stripe";
import { env } from "../../infra/env";
import { processSlot } from "../../infra/process-global";

const made = processSlot<{ id: string; client: Stripe }>("stripe");

export function stripe(): Stripe {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const id = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_URL ?? ""}`;
  const cur = made.get();
  if (cur?.id === id) return cur.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false };
  if (e.STRIPE_API_URL) {
    const u = new URL(e.STRIPE_API_URL);
    config.host = u.hostname;
    config.protocol = u.protocol === "http:" ? "http" : "https";
    if (u.port) config.port = Number(u.port);
  }
  const client = new Stripe(e.STRIPE_SECRET_KEY, config);
  made.set({ id, client });
  return client;
}

/** Verify a webhook's signature on the raw body (default tolerance, measured on our clock). */
export function verifyWebhook(rawBody: string, signature: string | null, secret: string, nowMs: number): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? "", secret, undefined, undefined, nowMs);
}
