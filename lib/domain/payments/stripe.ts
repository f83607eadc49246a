// The Stripe client, built from env. STRIPE_API_URL points it at another host (tests use a
// local Stripe-compatible fake, tests/fakes/stripe.ts). One client per key and URL per process.
import Stripe from "stripe";
import { env } from "../../infra/env";

const KEY = Symbol.for("studio-booking.stripe");
type G = typeof globalThis & { [KEY]?: { id: string; client: Stripe } };

export function stripe(): Stripe {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const id = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_URL ?? ""}`;
  const g = globalThis as G;
  if (g[KEY]?.id === id) return g[KEY]!.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false };
  if (e.STRIPE_API_URL) {
    const u = new URL(e.STRIPE_API_URL);
    config.host = u.hostname;
    config.protocol = u.protocol === "http:" ? "http" : "https";
    if (u.port) config.port = Number(u.port);
  }
  const client = new Stripe(e.STRIPE_SECRET_KEY, config);
  g[KEY] = { id, client };
  return client;
}

/** Verify a webhook's signature on the raw body (default tolerance, measured on our clock). */
export function verifyWebhook(rawBody: string, signature: string | null, secret: string, nowMs: number): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? "", secret, undefined, undefined, nowMs);
}
