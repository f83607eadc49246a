// A local HTTP server speaking the subset of Stripe's REST API that the `stripe` package uses
// here: create / retrieve / cancel PaymentIntents, create (in full or in part) and list refunds, form-encoded bodies,
// Bearer auth, Idempotency-Key honoured (same key + same params → same response; other params
// → 400 idempotency_error, as Stripe does). It can be set "down" (connections are reset), and
// builds signed webhook events for the tests.
//
// Connect (docs/payments-connect.md): connected accounts (POST /v1/accounts, GET /v1/accounts/{id}),
// Account Links whose URL is a tiny onboarding page on this server — submitting it marks the account
// charges_enabled and POSTs a signed `account.updated` event (top-level `account`) to the app's
// webhook (`connectWebhook`) — and the Stripe-Account header: every PaymentIntent and refund records
// the account it was made on (`account`, null for the platform's), with its application_fee_amount,
// and an object is found only on its own account, as at Stripe.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "succeeded" | "canceled" | "processing";
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  application_fee_amount: number | null;
  /** The connected account it lives on (Stripe-Account header), null for the platform's. Not in Stripe's JSON. */
  account: string | null;
};
type FakeAccount = {
  id: string;
  object: "account";
  type: string;
  country: string | null;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
  business_profile: { name: string | null };
};
type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded" | "pending" | "failed" | "canceled";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
  account: string | null;
};
type FakeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
  auth: string;
  /** The Stripe-Account header, or null. */
  stripeAccount: string | null;
};

const rand = (n = 12) =>
  randomBytes(n)
    .toString("hex")
    .slice(0, n * 2);

/** Stripe's form encoding (a[b][c]=v) back to an object. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const path = k.replace(/\]/g, "").split("[");
    let cur = out as Record<string, unknown>;
    for (let i = 0; i < path.length - 1; i++) cur = (cur[path[i]] ??= {}) as Record<string, unknown>;
    cur[path[path.length - 1]] = v;
  }
  return out;
}

export type FakeStripe = {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  requests: FakeRequest[];
  accounts: Map<string, FakeAccount>;
  /** Where onboarding sends account.updated, and the secret it signs with (the app's webhook). */
  connectWebhook: { url: string | null; secret: string | null };
  /** Set an account's state (as Stripe would after a review) and return the account.updated event, unsigned. */
  updateAccount: (id: string, patch: Partial<Pick<FakeAccount, "charges_enabled" | "details_submitted" | "requirements">>) => Stripe.Event;
  setDown: (down: boolean) => void;
  /** Mark an intent paid (what the client-side card flow does at Stripe). */
  succeed: (id: string) => FakeIntent;
  /** A Stripe event around a PaymentIntent (id evt_…), as Stripe would POST it. */
  event: (type: string, intent: FakeIntent, opts?: { id?: string }) => Stripe.Event;
  /** A refund made outside our API (Stripe's dashboard): recorded here as Stripe would. */
  refundInDashboard: (intentId: string, amount: number) => FakeRefund;
  /** The charge.refunded event of an intent's charge, as Stripe would POST it (refunds not expanded). */
  chargeRefunded: (intentId: string, opts?: { id?: string }) => Stripe.Event;
  close: () => Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const requests: FakeRequest[] = [];
  const accounts = new Map<string, FakeAccount>();
  const connectWebhook: { url: string | null; secret: string | null } = { url: null, secret: null };
  const accountEvent = (a: FakeAccount): Stripe.Event =>
    ({
      id: `evt_${rand(12)}`,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      account: a.id,
      data: { object: { ...a } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "account.updated",
    }) as unknown as Stripe.Event;
  const updateAccount = (id: string, patch: Partial<FakeAccount>) => {
    const a = accounts.get(id);
    if (!a) throw new Error(`no account ${id}`);
    Object.assign(a, patch);
    return accountEvent(a);
  };
  let selfUrl = "";
  const idem = new Map<string, { params: string; status: number; body: unknown }>();
  let down = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${rand(7)}` }).end(JSON.stringify(body));
  };
  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  const refundedOf = (intentId: string) =>
    refunds
      .filter((r) => r.payment_intent === intentId && r.status !== "failed" && r.status !== "canceled")
      .reduce((n, r) => n + r.amount, 0);
  const addRefund = (
    pi: FakeIntent,
    amount: number,
    reason: string | null,
    metadata: Record<string, string>,
    account: string | null,
  ): FakeRefund => {
    const r: FakeRefund = {
      id: `re_${rand(12)}`,
      object: "refund",
      amount,
      currency: pi.currency,
      payment_intent: pi.id,
      status: "succeeded",
      reason,
      metadata,
      created: Math.floor(Date.now() / 1000),
      account,
    };
    refunds.push(r);
    return r;
  };

  function handle(
    method: string,
    path: string,
    params: Record<string, unknown>,
    query: Record<string, string> = {},
    account: string | null = null,
  ): { status: number; body: unknown } {
    const now = Math.floor(Date.now() / 1000);
    if (account && !accounts.has(account))
      return error(403, "invalid_request_error", `The provided key does not have access to account '${account}'`, "account_invalid");
    // An object lives on one account: looked up from another, it does not exist (as at Stripe).
    const intentOf = (id: string) => {
      const pi = intents.get(id);
      return pi && pi.account === account ? pi : undefined;
    };
    if (method === "POST" && path === "/v1/accounts") {
      if (account) return error(400, "invalid_request_error", "Connected accounts cannot create accounts");
      const type = String(params.type ?? "");
      if (!["standard", "express", "custom"].includes(type))
        return error(400, "invalid_request_error", "Missing required param: type.", "parameter_missing");
      const a: FakeAccount = {
        id: `acct_${rand(8)}`,
        object: "account",
        type,
        country: (params.country as string) ?? null,
        email: (params.email as string) ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ["business_profile.url", "external_account", "tos_acceptance.date"],
          disabled_reason: "requirements.past_due",
        },
        metadata: (params.metadata as Record<string, string>) ?? {},
        business_profile: { name: ((params.business_profile as Record<string, string>) ?? {}).name ?? null },
      };
      accounts.set(a.id, a);
      return { status: 200, body: a };
    }
    const m0 = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === "GET" && m0) {
      const a = accounts.get(m0[1]);
      return a ? { status: 200, body: a } : error(404, "invalid_request_error", `No such account: '${m0[1]}'`, "resource_missing");
    }
    if (method === "POST" && path === "/v1/account_links") {
      const a = accounts.get(String(params.account));
      if (!a) return error(400, "invalid_request_error", `No such account: '${params.account}'`, "resource_missing");
      for (const k of ["return_url", "refresh_url", "type"])
        if (typeof params[k] !== "string") return error(400, "invalid_request_error", `Missing required param: ${k}.`, "parameter_missing");
      const q = new URLSearchParams({ account: a.id, return_url: String(params.return_url), refresh_url: String(params.refresh_url) });
      return {
        status: 200,
        body: { object: "account_link", created: now, expires_at: now + 300, url: `${selfUrl}/connect/onboarding?${q}` },
      };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return error(400, "invalid_request_error", "Amount must be at least 50 cents", "amount_too_small");
      if (typeof params.currency !== "string")
        return error(400, "invalid_request_error", "Missing required param: currency.", "parameter_missing");
      const id = `pi_${rand(12)}`;
      const pi: FakeIntent = {
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: params.currency,
        status: "requires_payment_method",
        client_secret: `${id}_secret_${rand(12)}`,
        description: (params.description as string) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        cancellation_reason: null,
        created: now,
        livemode: false,
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
        latest_charge: null,
        application_fee_amount: params.application_fee_amount === undefined ? null : Number(params.application_fee_amount),
        account,
      };
      if (pi.application_fee_amount !== null && !account)
        return error(
          400,
          "invalid_request_error",
          "Can only apply an application_fee_amount when the PaymentIntent is created on behalf of another account.",
        );
      intents.set(id, pi);
      return { status: 200, body: pi };
    }
    let m = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === "GET" && m) {
      const pi = intentOf(m[1]);
      return pi ? { status: 200, body: pi } : error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "resource_missing");
    }
    m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (method === "POST" && m) {
      const pi = intentOf(m[1]);
      if (!pi) return error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "resource_missing");
      if (pi.status === "succeeded" || pi.status === "canceled") {
        return error(
          400,
          "invalid_request_error",
          `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
          "payment_intent_unexpected_state",
        );
      }
      pi.status = "canceled";
      pi.cancellation_reason = (params.cancellation_reason as string) ?? null;
      return { status: 200, body: pi };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const pi = intentOf(String(params.payment_intent));
      if (!pi) return error(404, "invalid_request_error", `No such payment_intent: '${params.payment_intent}'`, "resource_missing");
      if (pi.status !== "succeeded")
        return error(
          400,
          "invalid_request_error",
          "This PaymentIntent does not have a successful charge to refund.",
          "charge_not_refundable",
        );
      const left = pi.amount_received - refundedOf(pi.id);
      if (left <= 0)
        return error(400, "invalid_request_error", `Charge ${pi.latest_charge} has already been refunded.`, "charge_already_refunded");
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return error(400, "invalid_request_error", "Invalid positive integer", "parameter_invalid_integer");
      if (amount > left)
        return error(
          400,
          "invalid_request_error",
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          "amount_too_large",
        );
      return {
        status: 200,
        body: addRefund(pi, amount, (params.reason as string) ?? null, (params.metadata as Record<string, string>) ?? {}, account),
      };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = refunds.filter((r) => r.account === account && (!query.payment_intent || r.payment_intent === query.payment_intent));
      return { status: 200, body: { object: "list", data: [...data].reverse(), has_more: false, url: "/v1/refunds" } };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * Stripe-hosted onboarding, reduced to one button: GET shows it, POST completes the account
   * (charges enabled, nothing due), delivers the signed account.updated to the app, then sends
   * the browser to the link's return_url.
   */
  async function onboarding(req: IncomingMessage, res: ServerResponse, body: string) {
    const q = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
    const a = accounts.get(q.get("account") ?? "");
    if (!a) return void res.writeHead(404, { "content-type": "text/plain" }).end("No such account");
    if (req.method !== "POST") {
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe onboarding (fake)</title></head><body><main><h1>Set up payments for ${a.business_profile.name ?? a.id}</h1><form method="post" action="/connect/onboarding?${q}"><button type="submit">Agree and submit</button></form></main></body></html>`;
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
    void body;
    const event = updateAccount(a.id, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: null },
    });
    if (connectWebhook.url && connectWebhook.secret) {
      const payload = JSON.stringify(event);
      await fetch(connectWebhook.url, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, connectWebhook.secret) },
        body: payload,
      });
    }
    res.writeHead(303, { location: q.get("return_url") ?? "/" }).end();
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (down) {
        req.socket.destroy();
        return;
      }
      if ((req.url ?? "").startsWith("/connect/onboarding")) {
        onboarding(req, res, body).catch(() => res.writeHead(500).end());
        return;
      }
      const auth = req.headers.authorization ?? "";
      if (!/^Bearer sk_/.test(auth))
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const path = (req.url ?? "").split("?")[0];
      const query = Object.fromEntries(new URLSearchParams((req.url ?? "").split("?")[1] ?? ""));
      const params = parseForm(body);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const stripeAccount = (req.headers["stripe-account"] as string | undefined) ?? null;
      requests.push({ method: req.method ?? "", path, idempotencyKey: key, params, auth, stripeAccount });
      if (key && req.method === "POST") {
        const prev = idem.get(key);
        const fingerprint = `${stripeAccount}|${path}|${body}`;
        if (prev) {
          if (prev.params !== fingerprint)
            return send(res, 400, {
              error: {
                type: "idempotency_error",
                message: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              },
            });
          res.setHeader("idempotent-replayed", "true");
          return send(res, prev.status, prev.body);
        }
        const r = handle(req.method ?? "", path, params, {}, stripeAccount);
        idem.set(key, { params: fingerprint, status: r.status, body: r.body });
        return send(res, r.status, r.body);
      }
      const r = handle(req.method ?? "", path, params, query, stripeAccount);
      send(res, r.status, r.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  selfUrl = `http://127.0.0.1:${port}`;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    accounts,
    connectWebhook,
    updateAccount,
    setDown: (d) => {
      down = d;
    },
    succeed: (id) => {
      const pi = intents.get(id);
      if (!pi) throw new Error(`no intent ${id}`);
      pi.status = "succeeded";
      pi.amount_received = pi.amount;
      pi.latest_charge = `ch_${rand(12)}`;
      return { ...pi };
    },
    event: (type, intent, opts = {}) =>
      ({
        id: opts.id ?? `evt_${rand(12)}`,
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        ...(intent.account ? { account: intent.account } : {}),
        data: { object: { ...intent, status: type === "payment_intent.succeeded" ? "succeeded" : intent.status } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      }) as unknown as Stripe.Event,
    refundInDashboard: (intentId, amount) => {
      const pi = intents.get(intentId);
      if (!pi) throw new Error(`no intent ${intentId}`);
      if (amount > pi.amount_received - refundedOf(intentId)) throw new Error("refund larger than what is left");
      return addRefund(pi, amount, "requested_by_customer", {}, pi.account);
    },
    chargeRefunded: (intentId, opts = {}) => {
      const pi = intents.get(intentId);
      if (!pi) throw new Error(`no intent ${intentId}`);
      const refunded = refundedOf(intentId);
      return {
        id: opts.id ?? `evt_${rand(12)}`,
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        ...(pi.account ? { account: pi.account } : {}),
        data: {
          object: {
            id: pi.latest_charge,
            object: "charge",
            amount: pi.amount,
            amount_captured: pi.amount_received,
            amount_refunded: refunded,
            refunded: refunded >= pi.amount_received,
            currency: pi.currency,
            payment_intent: pi.id,
            metadata: pi.metadata,
          },
        },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: "charge.refunded",
      } as unknown as Stripe.Event;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** The stripe-signature header Stripe would send for `payload` (Stripe's own test helper). */
export function signPayload(payload: string, secret: string, timestampSec?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSec });
}
