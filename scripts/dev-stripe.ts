// npm run dev:stripe — `npm run dev` with the project's Stripe fake beside it (docs/development.md, Card
// payments with the Stripe fake), so Connect onboarding, card deposits and refunds can be tried on a
// laptop with no Stripe account: the fake of tests/fakes/stripe.ts (the one the e2e harness starts),
// the STRIPE_* variables pointing the app at it as tests/e2e/server.ts sets them, and a small page
// that plays Stripe's side: pay a deposit (the signed payment_intent.succeeded the card form would
// cause), refund in Stripe's dashboard (charge.refunded), stop or restart a connected account's
// charges (account.updated). Everything stops when the dev server stops, and the other way round.
// Nothing is read outside the project: the dev server is the launcher `npm run dev` runs, started
// from the project's root with this process's environment.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { once } from "node:events";
import type Stripe from "stripe";
import { signPayload, startFakeStripe, type FakeStripe } from "../tests/fakes/stripe";
import { stopWithParent } from "../lib/infra/process";
import { PROJECT_ROOT } from "./root";

const port = Number(process.env.PORT || 3000);
const controlPort = Number(process.env.STRIPE_FAKE_CONTROL_PORT || 0);
// Next listens on every interface (lib/infra/worker-place.ts); /v1 answers on any host (middleware.ts).
const webhookUrl = `http://127.0.0.1:${port}/v1/webhooks/stripe`;
const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the fake stands for, as the e2e harness sets it (tests/e2e/server.ts): test keys, a fresh signing secret. */
function stripeEnv(stripe: FakeStripe, secret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_dev_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_dev_fake",
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: stripe.url,
  };
}

/** POST a Stripe event to the app's webhook, signed as Stripe signs it; the app's status and body. */
async function deliver(event: Stripe.Event, secret: string): Promise<string> {
  const payload = JSON.stringify(event);
  const res = await fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, secret) },
    body: payload,
  });
  return `${event.type}: ${res.status} ${await res.text()}`;
}

/** The control page: the fake's PaymentIntents, refunds and connected accounts, with Stripe's side of each. */
function controlPage(stripe: FakeStripe, note: string | null): string {
  const button = (action: string, label: string) =>
    `<form method="post" action="${esc(action)}" style="display:inline"><button type="submit">${esc(label)}</button></form>`;
  const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${esc(currency.toUpperCase())}`;
  const intents = [...stripe.intents.values()].reverse().map((pi) => {
    const refunded = stripe.refunds.filter((r) => r.payment_intent === pi.id && r.status === "succeeded").reduce((n, r) => n + r.amount, 0);
    const actions = [
      pi.status === "requires_payment_method" ? button(`/pay/${pi.id}`, "Pay (the guest's card)") : "",
      pi.status === "succeeded" && refunded < pi.amount_received ? button(`/refund/${pi.id}`, "Refund the rest in Stripe's dashboard") : "",
    ].join(" ");
    return `<tr><td>${esc(pi.metadata.reference)}</td><td><code>${esc(pi.id)}</code></td><td>${money(pi.amount, pi.currency)}</td><td>${esc(pi.status)}</td><td>${money(refunded, pi.currency)}</td><td>${pi.application_fee_amount === null ? "—" : money(pi.application_fee_amount, pi.currency)}</td><td>${esc(pi.account ?? "platform")}</td><td>${actions}</td></tr>`;
  });
  const accounts = [...stripe.accounts.values()].map(
    (a) =>
      `<tr><td><code>${esc(a.id)}</code></td><td>${esc(a.business_profile.name)}</td><td>${a.charges_enabled ? "on" : "off"}</td><td>${esc(a.requirements.currently_due.join(", ") || "—")}</td><td>${a.charges_enabled ? button(`/charges-off/${a.id}`, "Stop charges (needs a document)") : button(`/charges-on/${a.id}`, "Enable charges")}</td></tr>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe fake (development)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left}button{min-height:2.2rem}</style></head>
<body><h1>Stripe fake</h1><p>Playing Stripe for the app on <a href="http://localhost:${port}/">http://localhost:${port}</a> (webhooks to <code>${esc(webhookUrl)}</code>). Reload to see new deposits.</p>
${note ? `<p role="status"><strong>${esc(note)}</strong></p>` : ""}
<h2>Deposits (PaymentIntents)</h2><table><thead><tr><th>Booking</th><th>Intent</th><th>Amount</th><th>Status</th><th>Refunded</th><th>Platform fee</th><th>Account</th><th></th></tr></thead><tbody>${intents.join("") || '<tr><td colspan="8">None yet: book a room with "Card" on a studio site.</td></tr>'}</tbody></table>
<h2>Connected accounts</h2><table><thead><tr><th>Account</th><th>Name</th><th>Charges</th><th>Stripe needs</th><th></th></tr></thead><tbody>${accounts.join("") || '<tr><td colspan="5">None yet: Payments › Connect with Stripe in the dashboard.</td></tr>'}</tbody></table>
</body></html>`;
}

/** Stripe's side of one action of the control page, as the signed event Stripe would send. */
function stripeSide(stripe: FakeStripe, action: string, id: string): Stripe.Event | null {
  if (action === "pay") return stripe.event("payment_intent.succeeded", stripe.succeed(id));
  if (action === "refund") {
    const pi = stripe.intents.get(id)!;
    const refunded = stripe.refunds.filter((r) => r.payment_intent === id && r.status === "succeeded").reduce((n, r) => n + r.amount, 0);
    stripe.refundInDashboard(id, pi.amount_received - refunded);
    return stripe.chargeRefunded(id);
  }
  if (action === "charges-off")
    return stripe.updateAccount(id, {
      charges_enabled: false,
      requirements: { currently_due: ["individual.verification.document"], disabled_reason: "requirements.past_due" },
    });
  if (action === "charges-on")
    return stripe.updateAccount(id, { charges_enabled: true, requirements: { currently_due: [], disabled_reason: null } });
  return null;
}

function startControl(stripe: FakeStripe, secret: string): Server {
  let note: string | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const m = /^\/(pay|refund|charges-off|charges-on)\/([A-Za-z0-9_]+)$/.exec(req.url ?? "");
    if (req.method === "GET" && req.url === "/") {
      const html = controlPage(stripe, note);
      note = null;
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
    if (req.method !== "POST" || !m) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    let event: Stripe.Event | null;
    try {
      event = stripeSide(stripe, m[1], m[2]);
    } catch (e) {
      event = null;
      note = `${m[1]} ${m[2]}: ${(e as Error).message}`;
    }
    const done = event ? deliver(event, secret).then((r) => (note = r)) : Promise.resolve();
    void done
      .catch((e: Error) => (note = `The app did not take the event: ${e.message}`))
      .finally(() => res.writeHead(303, { location: "/" }).end());
  });
  server.listen(controlPort, "127.0.0.1");
  return server;
}

async function main(): Promise<void> {
  const stripe = await startFakeStripe();
  const secret = `whsec_dev_${randomBytes(16).toString("hex")}`;
  // Onboarding's "Agree and submit" sends its account.updated to the app (tests/fakes/stripe.ts).
  stripe.connectWebhook.url = webhookUrl;
  stripe.connectWebhook.secret = secret;
  const control = startControl(stripe, secret);
  await once(control, "listening");
  const controlUrl = `http://127.0.0.1:${(control.address() as { port: number }).port}/`;
  console.log(`Stripe fake on ${stripe.url}; play Stripe's side (pay a deposit, refund, stop charges) at ${controlUrl}`);

  // `npm run dev`'s own command, from the project's root: it stops when this process is gone.
  const dev: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
    env: { ...process.env, ...stripeEnv(stripe, secret) },
  });
  let stopping = false;
  const stopFakes = async () => {
    control.close();
    await stripe.close().catch(() => {});
  };
  dev.on("exit", (code, signal) => {
    void stopFakes().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
  const forward = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    dev.kill(signal);
  };
  process.on("SIGINT", () => forward("SIGINT"));
  process.on("SIGTERM", () => forward("SIGTERM"));
  // npm cannot pass on a kill -9 (lib/infra/process.ts): the dev server and the fakes stop with it.
  stopWithParent(() => forward("SIGTERM"));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
