// A local HTTP server speaking the subset of Stripe's REST API that the `stripe` package uses
// here: create / retrieve / cancel PaymentIntents, create (in full or in part) and list refunds, form-encoded bodies,
// Bearer auth, Idempotency-Key honoured (same key + same params → same response; other params
// → 400 idempotency_error, as Stripe does). It can be set "down" (connections are reset), and
// builds signed webhook events for the tests.
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
};
type FakeRequest = { method: string; path: string; idempotencyKey: string | null; params: Record<string, unknown>; auth: string };

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
  const addRefund = (pi: FakeIntent, amount: number, reason: string | null, metadata: Record<string, string>): FakeRefund => {
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
    };
    refunds.push(r);
    return r;
  };

  function handle(
    method: string,
    path: string,
    params: Record<string, unknown>,
    query: Record<string, string> = {},
  ): { status: number; body: unknown } {
    const now = Math.floor(Date.now() / 1000);
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
      };
      intents.set(id, pi);
      return { status: 200, body: pi };
    }
    let m = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === "GET" && m) {
      const pi = intents.get(m[1]);
      return pi ? { status: 200, body: pi } : error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "resource_missing");
    }
    m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (method === "POST" && m) {
      const pi = intents.get(m[1]);
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
      const pi = intents.get(String(params.payment_intent));
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
        body: addRefund(pi, amount, (params.reason as string) ?? null, (params.metadata as Record<string, string>) ?? {}),
      };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = refunds.filter((r) => !query.payment_intent || r.payment_intent === query.payment_intent);
      return { status: 200, body: { object: "list", data: [...data].reverse(), has_more: false, url: "/v1/refunds" } };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (down) {
        req.socket.destroy();
        return;
      }
      const auth = req.headers.authorization ?? "";
      if (!/^Bearer sk_/.test(auth))
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const path = (req.url ?? "").split("?")[0];
      const query = Object.fromEntries(new URLSearchParams((req.url ?? "").split("?")[1] ?? ""));
      const params = parseForm(body);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: req.method ?? "", path, idempotencyKey: key, params, auth });
      if (key && req.method === "POST") {
        const prev = idem.get(key);
        const fingerprint = `${path}|${body}`;
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
        const r = handle(req.method ?? "", path, params);
        idem.set(key, { params: fingerprint, status: r.status, body: r.body });
        return send(res, r.status, r.body);
      }
      const r = handle(req.method ?? "", path, params, query);
      send(res, r.status, r.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
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
      return addRefund(pi, amount, "requested_by_customer", {});
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
