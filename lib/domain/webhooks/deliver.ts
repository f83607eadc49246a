// Webhook delivery (docs/webhooks.md, Delivery): the worker claims due outbox rows with
// FOR UPDATE SKIP LOCKED, posts each, signed per Standard Webhooks (webhook-id, webhook-timestamp,
// webhook-signature via the standardwebhooks package), and records the outcome.
//
// - Each endpoint on its own: every subscription with due events gets a lane that posts its events
//   one after the other, and lanes run side by side (up to MAX_LANES per worker). The poller never
//   waits for a POST, so an endpoint that hangs delays only its own events (docs/webhooks.md,
//   Delivery). Every POST is bounded as a whole (DELIVERY_TIMEOUT_MS, connect to last byte).
// - At least once: a claim is a one-statement lease (nextAttemptAt moved LEASE_MS ahead,
//   attempts + 1); no transaction or connection is held while posting. A worker that dies
//   mid-post leaves the row due again; the outcome is written only by the attempt that claimed it
//   (fenced on attempts).
// - Exactly once to a 2xx endpoint: the outcome is known once the endpoint answered, so its update
//   is retried through a database outage (recordOutcome, lib/infra/record-outcome.ts, as for
//   messages), and the lease outlasts the POST plus those retries, so nobody claims the row again
//   meanwhile.
// - Order: an event is not claimed while an earlier event of the same booking is still pending for
//   the same subscription (in the claim's SQL), and a lane takes its due events by id; the row id
//   is the payload's `sequence`, for receivers to order by (docs/webhooks.md, Order).
// - Retries with backoff (RETRY_DELAYS_MS, then hourly) until GIVE_UP_MS after the event; then
//   the row is "failed" and the subscription is marked failing. A failing subscription still
//   gets new events, but its retries are hourly from the first failure; its next success clears it.
// - The URL rule is the calendar feeds' (lib/domain/calendars/fetch-feed.ts): https and public
//   addresses in production, checked on the address actually connected to. Redirects are not
//   followed (a 3xx is a failed attempt), so no hop can lead anywhere else.
// - Times from the injected clock; the signature's timestamp too.
// - What is posted is parsed through its event type's schema first (lib/contract/webhook-payloads.ts;
//   hold.expired is built in SQL, so this is where its shape is checked): a payload that does not
//   match is never sent; its row ends "failed" at once and an error is logged (docs/webhooks.md,
//   Payload schemas). The endpoint is not to blame, so the subscription is not marked failing.
import http from "node:http";
import https from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { Webhook } from "standardwebhooks";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { isProduction } from "../../infra/env";
import { errorFields, log } from "../../infra/log";
import { RECORD_RETRY_MS, recordOutcome } from "../../infra/record-outcome";
import { isWebhookEventType, webhookPayloadSchema } from "../../contract/webhook-payloads";
import { feedUrlProblem, safeAgent } from "../calendars/fetch-feed";
import { describeIssues } from "./events";
import { openSecret } from "./subscriptions";

const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 300_000, 900_000, 1_800_000, 3_600_000];
const HOURLY_MS = 3_600_000;
export const GIVE_UP_MS = 24 * 3_600_000;
export const DELIVERY_TIMEOUT_MS = 15_000;
/** A claim's lease: the POST, plus recording its outcome through an outage, plus a margin (180 s). */
export const LEASE_MS = DELIVERY_TIMEOUT_MS + RECORD_RETRY_MS + 15_000;
/** Endpoints one worker posts to at once (each its own lane). */
const MAX_LANES = 32;
/** Events a lane posts before it yields its place, so a backlog cannot keep other endpoints waiting. */
const LANE_RUN = 50;
const MAX_ERROR = 200;

export type DeliverOptions = { production?: boolean; timeoutMs?: number; lanes?: number };

type Claimed = {
  id: bigint;
  eventId: string;
  subscriptionId: string;
  payload: { type: string; timestamp: string; data: unknown };
  attempts: number;
  createdAt: Date;
  url: string;
  secretSealed: string;
  failingSince: Date | null;
};

/** The delay before attempt `attempts + 1`, once `attempts` attempts failed. */
function retryDelay(attempts: number, failing: boolean): number {
  const d = RETRY_DELAYS_MS[attempts - 1] ?? HOURLY_MS;
  return failing ? Math.max(d, HOURLY_MS) : d;
}

/**
 * Claim the subscription's next due event: the lowest id among its due pending rows that no
 * earlier pending row of the same booking holds back (a leased row stays pending, so it holds
 * back too). One statement: the row lock lasts only as long as the UPDATE.
 */
async function claimNext(db: Db, clock: Clock, subscriptionId: string): Promise<Claimed | null> {
  const now = clock.now();
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const rows = await db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT d.id FROM webhook_delivery d
       WHERE d."subscriptionId" = ${subscriptionId}::uuid AND d.status = 'pending' AND d."nextAttemptAt" <= ${now}
         AND NOT EXISTS (
           SELECT 1 FROM webhook_delivery e
            WHERE e."subscriptionId" = d."subscriptionId" AND e."bookingId" = d."bookingId"
              AND e.status = 'pending' AND e.id < d.id)
       ORDER BY d.id LIMIT 1
       FOR UPDATE SKIP LOCKED
    )
    UPDATE webhook_delivery d SET attempts = d.attempts + 1, "nextAttemptAt" = ${leaseEnd}
      FROM due, webhook_subscription s
     WHERE d.id = due.id AND s.id = d."subscriptionId"
    RETURNING d.id, d."eventId", d."subscriptionId"::text AS "subscriptionId", d.payload, d.attempts, d."createdAt",
              s.url, s."secretSealed", s."failingSince"`;
  return rows[0] ?? null;
}

/** One endpoint's lane: its due events in order until none is left, one fails, or LANE_RUN; how many were attempted. */
async function runLane(db: Db, clock: Clock, subscriptionId: string, opts: DeliverOptions): Promise<number> {
  let n = 0;
  while (n < LANE_RUN) {
    const r = await claimNext(db, clock, subscriptionId);
    if (!r) break;
    n++;
    // A failing endpoint gets one attempt per round; its other due events wait for the next one.
    if (!(await deliverOne(db, clock, r, opts))) break;
  }
  return n;
}

export type WebhookDeliverer = {
  /** Start a lane for each subscription with due events that has none running; does not wait for them. */
  poll: () => Promise<void>;
  /** Resolves once no lane is running. */
  idle: () => Promise<void>;
  /** Events attempted so far. */
  attempted: () => number;
};

function webhookDeliverer(db: Db, clock: Clock, opts: DeliverOptions = {}): WebhookDeliverer {
  const lanes = new Map<string, Promise<void>>();
  const maxLanes = opts.lanes ?? MAX_LANES;
  let attempted = 0;
  return {
    async poll() {
      const free = maxLanes - lanes.size;
      if (free <= 0) return;
      const busy = [...lanes.keys()];
      const subs = await db.$queryRaw<{ id: string }[]>`
        SELECT "subscriptionId"::text AS id FROM webhook_delivery
         WHERE status = 'pending' AND "nextAttemptAt" <= ${clock.now()} AND NOT ("subscriptionId"::text = ANY (${busy}::text[]))
         GROUP BY "subscriptionId" ORDER BY min("nextAttemptAt") LIMIT ${free}`;
      for (const { id } of subs) {
        if (lanes.has(id)) continue;
        const lane = runLane(db, clock, id, opts)
          .then((n) => void (attempted += n))
          .catch((e: unknown) => log.warn("webhook delivery lane failed", { subscriptionId: id, ...errorFields(e) }))
          .finally(() => lanes.delete(id));
        lanes.set(id, lane);
      }
    },
    async idle() {
      while (lanes.size) await Promise.all(lanes.values());
    },
    attempted: () => attempted,
  };
}

/** Deliver what is due now, every endpoint in its own lane, and wait for them; returns how many were attempted. */
export async function deliverDueWebhooks(db: Db, clock: Clock, opts: DeliverOptions = {}): Promise<number> {
  const d = webhookDeliverer(db, clock, opts);
  await d.poll();
  await d.idle();
  return d.attempted();
}

/**
 * The POST's body: the stored payload plus `sequence`, the row id (docs/webhooks.md, Order; retries
 * carry the same), parsed through the event type's schema; the mismatch when it does not match.
 */
export function deliveryBody(id: bigint, payload: Claimed["payload"]): { body: string } | { mismatch: string } {
  const type = payload?.type;
  if (typeof type !== "string" || !isWebhookEventType(type)) return { mismatch: `unknown event type ${JSON.stringify(type)}` };
  const parsed = webhookPayloadSchema(type).safeParse({ ...payload, sequence: Number(id) });
  return parsed.success ? { body: JSON.stringify(parsed.data) } : { mismatch: describeIssues(parsed.error) };
}

/** Post one claimed event and record the outcome; true when the lane may go on (a 2xx, or a payload never to be sent). */
async function deliverOne(db: Db, clock: Clock, r: Claimed, opts: DeliverOptions): Promise<boolean> {
  const sentAt = clock.now();
  const built = deliveryBody(r.id, r.payload);
  if ("mismatch" in built) {
    const error = `payload does not match its schema: ${built.mismatch}`.slice(0, MAX_ERROR);
    log.error("webhook payload does not match its schema; not sent", {
      eventId: r.eventId,
      subscriptionId: r.subscriptionId,
      type: r.payload?.type,
      error,
    });
    await recordOutcome(
      "webhook delivery",
      { eventId: r.eventId, subscriptionId: r.subscriptionId, attempts: r.attempts, status: "failed" },
      () => db.$executeRaw`UPDATE webhook_delivery SET status = 'failed', "lastError" = ${error}
                            WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`,
    );
    return true;
  }
  let error = "";
  try {
    const body = built.body;
    const signature = new Webhook(openSecret({ id: r.subscriptionId, secretSealed: r.secretSealed })).sign(r.eventId, sentAt, body);
    const headers = {
      "webhook-id": r.eventId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const status = await post(r.url, body, headers, opts.production ?? isProduction(), opts.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    if (status < 200 || status > 299)
      error = status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const now = clock.now();
  const what = { eventId: r.eventId, subscriptionId: r.subscriptionId, attempts: r.attempts };
  if (!error) {
    // One statement, so that a retry after a dropped connection repeats all of it or none.
    await recordOutcome(
      "webhook delivery",
      { ...what, status: "delivered" },
      () => db.$executeRaw`
        WITH d AS (
          UPDATE webhook_delivery SET status = 'delivered', "deliveredAt" = ${now}, "lastError" = NULL
           WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'
          RETURNING "subscriptionId")
        UPDATE webhook_subscription s SET "failingSince" = NULL FROM d WHERE s.id = d."subscriptionId" AND s."failingSince" IS NOT NULL`,
    );
    return true;
  }
  error = error.slice(0, MAX_ERROR);
  const next = new Date(now.getTime() + retryDelay(r.attempts, r.failingSince !== null));
  if (next.getTime() - r.createdAt.getTime() > GIVE_UP_MS) {
    log.warn("webhook delivery given up", { ...what, error });
    await recordOutcome(
      "webhook delivery",
      { ...what, status: "failed" },
      () => db.$executeRaw`
        WITH d AS (
          UPDATE webhook_delivery SET status = 'failed', "lastError" = ${error}
           WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'
          RETURNING "subscriptionId")
        UPDATE webhook_subscription s SET "failingSince" = COALESCE(s."failingSince", ${now}) FROM d WHERE s.id = d."subscriptionId"`,
    );
    return false;
  }
  await recordOutcome(
    "webhook delivery",
    { ...what, status: "retry" },
    () => db.$executeRaw`UPDATE webhook_delivery SET "nextAttemptAt" = ${next}, "lastError" = ${error}
                          WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`,
  );
  return false;
}

/**
 * One POST, no redirects followed; the response status. Throws on a refused URL or address, or a
 * timeout. The timeout bounds the whole exchange (connect, send, the response to its last byte),
 * not only idle time, so a tarpit that trickles bytes is cut off too.
 */
function post(url: string, body: string, headers: Record<string, string>, production: boolean, timeoutMs: number): Promise<number> {
  const problem = feedUrlProblem(url, production);
  if (problem) return Promise.reject(new Error(`webhook URL ${problem}`));
  const mod = url.startsWith("https:") ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = mod.request(
      url,
      {
        method: "POST",
        agent: safeAgent(url, production),
        headers: {
          ...headers,
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          "User-Agent": "StudioBooking-Webhooks/1.0",
        },
      },
      (res) => {
        res.on("end", () => clearTimeout(timer));
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    req.on("close", () => clearTimeout(timer));
    req.on("error", (e) => {
      reject(
        new Error(
          /is not allowed/i.test(e.message)
            ? "address not allowed (private, loopback or link-local)"
            : `connection failed (${e.message.slice(0, 120)})`,
        ),
      );
    });
    req.end(body);
  });
}

/**
 * The worker's poller (lib/worker/index.ts): every `intervalMs` it starts lanes for the endpoints
 * with due events (a poll is one short query; it never waits for a POST). stop() ends polling
 * and waits up to `waitMs` for the running lanes.
 */
export function startWebhookPoller(
  db: Db,
  clock: Clock,
  opts: DeliverOptions & { intervalMs: number },
): { deliverer: WebhookDeliverer; stop: (waitMs?: number) => Promise<void> } {
  const deliverer = webhookDeliverer(db, clock, opts);
  let polling = false;
  let lastError = 0;
  const tick = () => {
    if (polling) return;
    polling = true;
    deliverer
      .poll()
      .catch((e: unknown) => {
        // During a database outage every poll fails: one warning per minute.
        if (Date.now() - lastError < 60_000) return;
        lastError = Date.now();
        log.warn("webhook delivery poll failed", errorFields(e));
      })
      .finally(() => (polling = false));
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return {
    deliverer,
    stop: async (waitMs = 0) => {
      clearInterval(timer);
      if (waitMs > 0) await Promise.race([deliverer.idle(), sleep(waitMs, undefined, { ref: false })]);
    },
  };
}
