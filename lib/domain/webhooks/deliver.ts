// Webhook delivery (docs/webhooks.md, Delivery): the worker claims due outbox rows with
// FOR UPDATE SKIP LOCKED, posts each, signed per Standard Webhooks (webhook-id, webhook-timestamp,
// webhook-signature via the standardwebhooks package), and records the outcome.
//
// - Shared fairly (docs/webhooks.md, Delivery): an endpoint (subscription) is posted to by one
//   *lane* at a time, across every worker: a lease on its row (laneId, laneUntil), renewed at each
//   event. A studio has at most WEBHOOK_LANES_PER_STUDIO lanes at once, counted and taken under a
//   per-studio advisory lock, so no studio's backlog can take every lane. Each poll starts lanes
//   for studios in turn: each studio's first endpoint before any studio's second, the studio served
//   least recently first (servedAt), never by the oldest due row. A lane yields after LANE_RUN
//   events or LANE_SLICE_MS. The poller never waits for a POST; every POST is bounded as a whole
//   (DELIVERY_TIMEOUT_MS, connect to last byte).
// - Backoff per endpoint, not per row (docs/webhooks.md, Failing endpoints): a failed attempt moves
//   the endpoint's retryAt along RETRY_DELAYS_MS by its consecutive failures, and no event of it is
//   tried before then, so a dead endpoint costs one attempt per step however many events wait.
//   Each row also keeps its own schedule (a single event the endpoint refuses does not hold the
//   others back) and is given up GIVE_UP_MS after the event. An endpoint still failing
//   `disableAfterMs` after its first failure is disabled: its pending rows fail, no new event is
//   queued for it, the studio's audit trail and its owners (an email each) are told.
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
// - The URL rule is the calendar feeds' (lib/domain/calendars/fetch-feed.ts): https and public
//   addresses in production, checked on the address actually connected to. Redirects are not
//   followed (a 3xx is a failed attempt), so no hop can lead anywhere else.
// - Times from the injected clock; the signature's timestamp too.
// - What is posted is parsed through its event type's schema first (lib/contract/webhook-payloads.ts;
//   hold.expired is built in SQL, so this is where its shape is checked): a payload that does not
//   match is never sent; its row ends "failed" at once and an error is logged (docs/webhooks.md,
//   Payload schemas). The endpoint is not to blame, so it is not marked failing.
import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { Webhook } from "standardwebhooks";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { env, isProduction } from "../../infra/env";
import { errorFields, log } from "../../infra/log";
import { RECORD_RETRY_MS, recordOutcome } from "../../infra/record-outcome";
import { inTransaction } from "../../infra/tx";
import { isWebhookEventType, webhookPayloadSchema } from "../../contract/webhook-payloads";
import { feedUrlProblem, safeAgent } from "../calendars/fetch-feed";
import { queueWebhookDisabledNotice } from "../notifications/webhook-notice";
import { audit } from "../staff/audit";
import { describeIssues } from "./events";
import { openSecret } from "./subscriptions";

/** The wait after the n-th consecutive failure, for a row (its attempts) and for an endpoint (its failures); hourly after. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 300_000, 900_000, 1_800_000, 3_600_000];
const HOURLY_MS = 3_600_000;
export const GIVE_UP_MS = 24 * 3_600_000;
export const DELIVERY_TIMEOUT_MS = 15_000;
/** A claim's lease, and a lane's: the POST, plus recording its outcome through an outage, plus a margin (180 s). */
export const LEASE_MS = DELIVERY_TIMEOUT_MS + RECORD_RETRY_MS + 15_000;
/** Endpoints one worker posts to at once (each its own lane). */
const MAX_LANES = 32;
/** Events a lane posts before it yields its place, so a backlog waits for its studio's next turn. */
const LANE_RUN = 50;
/** Time after which a lane yields its place (checked between events): a slow endpoint's backlog waits its turn too. */
const LANE_SLICE_MS = 10_000;
const MAX_ERROR = 200;
/** How the audit trail names the delivery when it disables an endpoint. */
const DELIVERY_ACTOR = "platform (webhook delivery)";

export type DeliverOptions = {
  production?: boolean;
  timeoutMs?: number;
  /** Lanes of this worker (default MAX_LANES). */
  lanes?: number;
  /** Lanes of one studio at once across every worker (default WEBHOOK_LANES_PER_STUDIO). */
  studioLanes?: number;
  /** How long an endpoint may keep failing before it is disabled (default WEBHOOK_DISABLE_AFTER_HOURS). */
  disableAfterMs?: number;
};

/** The disabling time in force: the option, else the configured hours (docs/configuration.md). */
export function disableAfterMsOf(opts: DeliverOptions = {}): number {
  return opts.disableAfterMs ?? env().WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000;
}

type Claimed = {
  id: bigint;
  eventId: string;
  subscriptionId: string;
  studioId: string;
  payload: { type: string; timestamp: string; data: unknown };
  attempts: number;
  createdAt: Date;
  url: string;
  secretSealed: string;
  failures: number;
};

/** The wait after `n` consecutive failures (n >= 1). */
const backoff = (n: number): number => RETRY_DELAYS_MS[n - 1] ?? HOURLY_MS;

type Candidate = { id: string; studioId: string };

/**
 * Endpoints to start lanes for, studios in turn: endpoints with due events that are enabled, out
 * of their backoff and have no lane; each studio's endpoints ranked by when each was last served,
 * at most its free lanes; then each studio's first before any studio's second, the studio served
 * least recently first. `busy`: this worker's own lanes.
 */
async function candidates(db: Db, now: Date, studioLanes: number, limit: number, busy: string[]): Promise<Candidate[]> {
  return db.$queryRaw<Candidate[]>`
    WITH due AS (
      SELECT DISTINCT "subscriptionId" AS id FROM webhook_delivery WHERE status = 'pending' AND "nextAttemptAt" <= ${now}
    ), ready AS (
      SELECT s.id, s."studioId", s."servedAt" FROM webhook_subscription s JOIN due ON due.id = s.id
       WHERE s."disabledAt" IS NULL AND (s."retryAt" IS NULL OR s."retryAt" <= ${now})
         AND (s."laneUntil" IS NULL OR s."laneUntil" <= ${now}) AND NOT (s.id::text = ANY (${busy}::text[]))
    ), studios AS (
      SELECT o."studioId", max(o."servedAt") AS served, count(*) FILTER (WHERE o."laneUntil" > ${now}) AS running
        FROM webhook_subscription o WHERE o."studioId" IN (SELECT "studioId" FROM ready) GROUP BY o."studioId"
    ), ranked AS (
      SELECT r.id, r."studioId", st.served, st.running,
             row_number() OVER (PARTITION BY r."studioId" ORDER BY r."servedAt" NULLS FIRST, r.id) AS turn
        FROM ready r JOIN studios st ON st."studioId" = r."studioId"
    )
    SELECT id::text AS id, "studioId"::text AS "studioId" FROM ranked
     WHERE turn + running <= ${studioLanes}
     ORDER BY turn, served NULLS FIRST, "studioId"
     LIMIT ${limit}`;
}

/**
 * Take the endpoint's lane, if it is still free, out of its backoff, and its studio has a lane
 * left: under the studio's advisory lock, so two workers cannot both take a studio's last lane
 * (each statement of the transaction reads what committed before it). Returns the lane's id.
 */
async function takeLane(db: Db, clock: Clock, c: Candidate, studioLanes: number): Promise<string | null> {
  const now = clock.now();
  const laneId = randomUUID();
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const n = await inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-lanes:${c.studioId}`}, 0))::text`;
    return tx.$executeRaw`
      UPDATE webhook_subscription s SET "laneId" = ${laneId}::uuid, "laneUntil" = ${leaseEnd}, "servedAt" = ${now}
       WHERE s.id = ${c.id}::uuid AND s."disabledAt" IS NULL
         AND (s."retryAt" IS NULL OR s."retryAt" <= ${now})
         AND (s."laneUntil" IS NULL OR s."laneUntil" <= ${now})
         AND (SELECT count(*) FROM webhook_subscription o WHERE o."studioId" = s."studioId" AND o."laneUntil" > ${now}) < ${studioLanes}`;
  });
  return n === 1 ? laneId : null;
}

/** Give the lane back (only this lane's: a lease that ran out and was taken again is not touched). */
async function releaseLane(db: Db, subscriptionId: string, laneId: string): Promise<void> {
  await db.$executeRaw`UPDATE webhook_subscription SET "laneId" = NULL, "laneUntil" = NULL
                        WHERE id = ${subscriptionId}::uuid AND "laneId" = ${laneId}::uuid`;
}

/**
 * The endpoint's events older than GIVE_UP_MS that were never delivered (they waited out its
 * backoff, or were never tried) end failed: past the retry window, as a row that gave up.
 */
async function expireOld(db: Db, clock: Clock, subscriptionId: string): Promise<void> {
  const now = clock.now();
  await db.$executeRaw`
    UPDATE webhook_delivery
       SET status = 'failed', "lastError" = left(COALESCE("lastError" || '; ', '') || 'not delivered within 24 h', ${MAX_ERROR})
     WHERE "subscriptionId" = ${subscriptionId}::uuid AND status = 'pending'
       AND "createdAt" <= ${new Date(now.getTime() - GIVE_UP_MS)} AND "nextAttemptAt" <= ${now}`;
}

/**
 * Claim the endpoint's next due event for this lane: the lowest id among its due pending rows
 * that no earlier pending row of the same booking holds back (a leased row stays pending, so it
 * holds back too). One statement, which also renews the lane's lease and yields nothing once the
 * lane is no longer this one's (or the endpoint was disabled or deleted); the row lock lasts only
 * as long as the UPDATE.
 */
async function claimNext(db: Db, clock: Clock, subscriptionId: string, laneId: string): Promise<Claimed | null> {
  const now = clock.now();
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const rows = await db.$queryRaw<Claimed[]>`
    WITH lane AS (
      UPDATE webhook_subscription SET "laneUntil" = ${leaseEnd}
       WHERE id = ${subscriptionId}::uuid AND "laneId" = ${laneId}::uuid AND "disabledAt" IS NULL
      RETURNING id, "studioId", url, "secretSealed", failures
    ), due AS (
      SELECT d.id FROM webhook_delivery d JOIN lane ON lane.id = d."subscriptionId"
       WHERE d.status = 'pending' AND d."nextAttemptAt" <= ${now} AND d."createdAt" > ${new Date(now.getTime() - GIVE_UP_MS)}
         AND NOT EXISTS (
           SELECT 1 FROM webhook_delivery e
            WHERE e."subscriptionId" = d."subscriptionId" AND e."bookingId" = d."bookingId"
              AND e.status = 'pending' AND e.id < d.id)
       ORDER BY d.id LIMIT 1
       FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE webhook_delivery d SET attempts = d.attempts + 1, "nextAttemptAt" = ${leaseEnd}
      FROM due, lane
     WHERE d.id = due.id
    RETURNING d.id, d."eventId", d."subscriptionId"::text AS "subscriptionId", lane."studioId"::text AS "studioId", d.payload,
              d.attempts, d."createdAt", lane.url, lane."secretSealed", lane.failures`;
  return rows[0] ?? null;
}

/** One endpoint's lane: its due events in order until none is left, one fails, or LANE_RUN / LANE_SLICE_MS; how many were attempted. */
async function runLane(db: Db, clock: Clock, subscriptionId: string, laneId: string, opts: DeliverOptions): Promise<number> {
  const started = Date.now();
  await expireOld(db, clock, subscriptionId);
  let n = 0;
  while (n < LANE_RUN && Date.now() - started < LANE_SLICE_MS) {
    const r = await claimNext(db, clock, subscriptionId, laneId);
    if (!r) break;
    n++;
    // A failing endpoint gets one attempt per backoff step; its other due events wait for it.
    if (!(await deliverOne(db, clock, r, opts))) break;
  }
  return n;
}

export type WebhookDeliverer = {
  /** Start lanes, studios in turn, for endpoints with due events; does not wait for them. */
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
      const studioLanes = opts.studioLanes ?? env().WEBHOOK_LANES_PER_STUDIO;
      const found = await candidates(db, clock.now(), studioLanes, free, [...lanes.keys()]);
      for (const c of found) {
        if (lanes.has(c.id)) continue;
        const lane = (async () => {
          const laneId = await takeLane(db, clock, c, studioLanes);
          if (!laneId) return 0;
          try {
            return await runLane(db, clock, c.id, laneId, opts);
          } finally {
            // Not given back (database away): the lease ends within LEASE_MS and the endpoint is free again.
            await releaseLane(db, c.id, laneId).catch(() => {});
          }
        })()
          .then((n) => void (attempted += n))
          .catch((e: unknown) => log.warn("webhook delivery lane failed", { subscriptionId: c.id, ...errorFields(e) }))
          .finally(() => lanes.delete(c.id));
        lanes.set(c.id, lane);
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
      () => db.$executeRaw`UPDATE webhook_delivery SET status = 'failed', "lastError" = ${error}, "lastAttemptAt" = ${sentAt}
                            WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`,
    );
    return true;
  }
  const { status: httpStatus, error } = await postSigned(
    { id: r.subscriptionId, url: r.url, secretSealed: r.secretSealed },
    r.eventId,
    built.body,
    sentAt,
    opts,
  );
  const now = clock.now();
  const what = { eventId: r.eventId, subscriptionId: r.subscriptionId, attempts: r.attempts };
  if (!error) {
    // One statement, so that a retry after a dropped connection repeats all of it or none. A
    // success ends the endpoint's run of failures and its backoff.
    await recordOutcome(
      "webhook delivery",
      { ...what, status: "delivered" },
      () => db.$executeRaw`
        WITH d AS (
          UPDATE webhook_delivery SET status = 'delivered', "deliveredAt" = ${now}, "lastError" = NULL,
                 "responseStatus" = ${httpStatus}, "lastAttemptAt" = ${sentAt}
           WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'
          RETURNING "subscriptionId")
        UPDATE webhook_subscription s SET failures = 0, "failingSince" = NULL, "retryAt" = NULL, "lastError" = NULL
          FROM d WHERE s.id = d."subscriptionId" AND (s.failures > 0 OR s."failingSince" IS NOT NULL)`,
    );
    return true;
  }
  await recordFailure(db, r, { now, sentAt, httpStatus }, error.slice(0, MAX_ERROR), disableAfterMsOf(opts));
  return false;
}

/** What one signed POST came to: the endpoint's HTTP status (null: no answer) and the failure, "" on a 2xx. */
type PostOutcome = { status: number | null; error: string };

/**
 * Sign `body` with the subscription's secret (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature) and POST it once under the delivery's rules (no redirects, one deadline). The
 * delivery and the dashboard's test event (test-event.ts) both post through it.
 */
export async function postSigned(
  sub: { id: string; url: string; secretSealed: string },
  eventId: string,
  body: string,
  sentAt: Date,
  opts: Pick<DeliverOptions, "production" | "timeoutMs"> = {},
): Promise<PostOutcome> {
  try {
    const signature = new Webhook(openSecret({ id: sub.id, secretSealed: sub.secretSealed })).sign(eventId, sentAt, body);
    const headers = {
      "webhook-id": eventId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const status = await post(sub.url, body, headers, opts.production ?? isProduction(), opts.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    if (status >= 200 && status <= 299) return { status, error: "" };
    return { status, error: status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}` };
  } catch (e) {
    return { status: null, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * A failed attempt (docs/webhooks.md, Failing endpoints), in one transaction fenced on the
 * claim's attempt: the row waits for its own next retry, or ends failed past GIVE_UP_MS; the
 * endpoint counts one more failure and waits for its backoff; an endpoint failing since at least
 * `disableAfterMs` ago is disabled (disableEndpoint). Retried through a database outage like a
 * success: the attempt happened.
 */
async function recordFailure(
  db: Db,
  r: Claimed,
  at: { now: Date; sentAt: Date; httpStatus: number | null },
  error: string,
  disableAfterMs: number,
): Promise<void> {
  const now = at.now;
  const rowNext = new Date(now.getTime() + backoff(r.attempts));
  const givenUp = rowNext.getTime() - r.createdAt.getTime() > GIVE_UP_MS;
  // One lane per endpoint: the failures read at the claim are the endpoint's.
  const retryAt = new Date(now.getTime() + backoff(r.failures + 1));
  const disableBefore = new Date(now.getTime() - disableAfterMs);
  const what = { eventId: r.eventId, subscriptionId: r.subscriptionId, attempts: r.attempts };
  if (givenUp) log.warn("webhook delivery given up", { ...what, error });
  // Set inside the transaction (each run of it starts afresh): what to log once it committed.
  const out: { disabledSince: Date | null } = { disabledSince: null };
  await recordOutcome("webhook delivery", { ...what, status: givenUp ? "failed" : "retry" }, () =>
    inTransaction(db, async (tx) => {
      out.disabledSince = null;
      const n = await tx.$executeRaw`
        UPDATE webhook_delivery SET status = ${givenUp ? "failed" : "pending"}, "nextAttemptAt" = ${rowNext}, "lastError" = ${error},
               "responseStatus" = ${at.httpStatus}, "lastAttemptAt" = ${at.sentAt}
         WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`;
      if (n === 0) return;
      // SET reads the row as it was, RETURNING as it is now: `disabled` is "failing since before disableBefore".
      const [sub] = await tx.$queryRaw<{ disabled: boolean; failingSince: Date; url: string }[]>`
        UPDATE webhook_subscription
           SET failures = failures + 1, "failingSince" = COALESCE("failingSince", ${now}), "retryAt" = ${retryAt}, "lastError" = ${error},
               "disabledAt" = CASE WHEN "failingSince" <= ${disableBefore} THEN ${now} ELSE "disabledAt" END
         WHERE id = ${r.subscriptionId}::uuid AND "disabledAt" IS NULL
        RETURNING "failingSince" <= ${disableBefore} AS disabled, "failingSince", url`;
      if (!sub?.disabled) return;
      await disableEndpoint(tx, { ...r, url: sub.url }, sub.failingSince, now, error);
      out.disabledSince = sub.failingSince;
    }),
  );
  if (out.disabledSince)
    log.warn("webhook endpoint disabled", {
      subscriptionId: r.subscriptionId,
      studioId: r.studioId,
      failingSince: out.disabledSince.toISOString(),
      error,
    });
}

/**
 * The endpoint kept failing for the documented time (docs/webhooks.md, Failing endpoints): its
 * pending events fail (no new one is queued while it is disabled, events.ts), the studio's audit
 * trail records it, and its owners get an email each (notifications/webhook-notice.ts), in the
 * transaction that disabled it, so exactly one disabling tells them.
 */
async function disableEndpoint(tx: DbOrTx, r: Claimed, failingSince: Date, now: Date, error: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE webhook_delivery SET status = 'failed', "lastError" = 'endpoint disabled: failing since ' || ${failingSince.toISOString()}
     WHERE "subscriptionId" = ${r.subscriptionId}::uuid AND status = 'pending'`;
  await audit(
    tx,
    { studioId: r.studioId, userId: null, name: DELIVERY_ACTOR },
    {
      action: "webhook.disable",
      detail: { subscriptionId: r.subscriptionId, url: r.url, failingSince: failingSince.toISOString(), lastError: error },
      at: now,
    },
  );
  await queueWebhookDisabledNotice(tx, {
    studioId: r.studioId,
    subscriptionId: r.subscriptionId,
    url: r.url,
    failingSince,
    lastError: error,
    now,
  });
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
