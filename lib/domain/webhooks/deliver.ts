// Webhook delivery (docs/webhooks.md, Delivery): the worker claims due outbox rows with
// FOR UPDATE SKIP LOCKED, posts each, signed per Standard Webhooks (webhook-id, webhook-timestamp,
// webhook-signature via the standardwebhooks package), and records the outcome.
//
// - At least once: a claim is a lease (nextAttemptAt moved LEASE_MS ahead, attempts + 1), so a
//   worker that dies mid-post leaves the row due again; the outcome is written only by the
//   attempt that claimed it (fenced on attempts).
// - Retries with backoff (RETRY_DELAYS_MS, then hourly) until GIVE_UP_MS after the event; then
//   the row is "failed" and the subscription is marked failing. A failing subscription still
//   gets new events, but its retries are hourly from the first failure; its next success clears it.
// - The URL rule is the calendar feeds' (lib/domain/calendars/fetch-feed.ts): https and public
//   addresses in production, checked on the address actually connected to. Redirects are not
//   followed (a 3xx is a failed attempt), so no hop can lead anywhere else.
// - Times from the injected clock; the signature's timestamp too.
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { isProduction } from "../../infra/env";
import { errorFields, log } from "../../infra/log";
import { feedUrlProblem, safeAgent } from "../calendars/fetch-feed";
import { openSecret } from "./subscriptions";

export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 300_000, 900_000, 1_800_000, 3_600_000];
const HOURLY_MS = 3_600_000;
export const GIVE_UP_MS = 24 * 3_600_000;
export const LEASE_MS = 60_000;
export const DELIVERY_TIMEOUT_MS = 15_000;
const BATCH = 50;
const MAX_ERROR = 200;

export type DeliverOptions = { production?: boolean; timeoutMs?: number; batch?: number };

type Claimed = {
  id: bigint;
  eventId: string;
  subscriptionId: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  url: string;
  secretSealed: string;
  failingSince: Date | null;
};

/** The delay before attempt `attempts + 1`, once `attempts` attempts failed. */
export function retryDelay(attempts: number, failing: boolean): number {
  const d = RETRY_DELAYS_MS[attempts - 1] ?? HOURLY_MS;
  return failing ? Math.max(d, HOURLY_MS) : d;
}

/** Deliver the due rows, one batch; returns how many were attempted. */
export async function deliverDueWebhooks(db: Db, clock: Clock, opts: DeliverOptions = {}): Promise<number> {
  const now = clock.now();
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const rows = await db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT id FROM webhook_delivery
       WHERE status = 'pending' AND "nextAttemptAt" <= ${now}
       ORDER BY "nextAttemptAt" LIMIT ${opts.batch ?? BATCH}
       FOR UPDATE SKIP LOCKED
    )
    UPDATE webhook_delivery d SET attempts = d.attempts + 1, "nextAttemptAt" = ${leaseEnd}
      FROM due, webhook_subscription s
     WHERE d.id = due.id AND s.id = d."subscriptionId"
    RETURNING d.id, d."eventId", d."subscriptionId", d.payload, d.attempts, d."createdAt", s.url, s."secretSealed", s."failingSince"`;
  await Promise.all(rows.map((r) => deliverOne(db, clock, r, opts)));
  return rows.length;
}

async function deliverOne(db: Db, clock: Clock, r: Claimed, opts: DeliverOptions): Promise<void> {
  const sentAt = clock.now();
  let error = "";
  try {
    const body = JSON.stringify(r.payload);
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
  if (!error) {
    await db.$transaction([
      db.$executeRaw`UPDATE webhook_delivery SET status = 'delivered', "deliveredAt" = ${now}, "lastError" = NULL
                      WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`,
      db.$executeRaw`UPDATE webhook_subscription SET "failingSince" = NULL WHERE id = ${r.subscriptionId}::uuid AND "failingSince" IS NOT NULL`,
    ]);
    return;
  }
  error = error.slice(0, MAX_ERROR);
  const next = new Date(now.getTime() + retryDelay(r.attempts, r.failingSince !== null));
  if (next.getTime() - r.createdAt.getTime() > GIVE_UP_MS) {
    log.warn("webhook delivery given up", { eventId: r.eventId, subscriptionId: r.subscriptionId, attempts: r.attempts, error });
    await db.$transaction([
      db.$executeRaw`UPDATE webhook_delivery SET status = 'failed', "lastError" = ${error}
                      WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`,
      db.$executeRaw`UPDATE webhook_subscription SET "failingSince" = COALESCE("failingSince", ${now}) WHERE id = ${r.subscriptionId}::uuid`,
    ]);
    return;
  }
  await db.$executeRaw`UPDATE webhook_delivery SET "nextAttemptAt" = ${next}, "lastError" = ${error}
                        WHERE id = ${r.id} AND attempts = ${r.attempts} AND status = 'pending'`;
}

/** One POST, no redirects followed; the response status. Throws on a refused URL or address, or a timeout. */
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
        timeout: timeoutMs,
        headers: {
          ...headers,
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          "User-Agent": "StudioBooking-Webhooks/1.0",
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out after ${Math.round(timeoutMs / 1000)} s`)));
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

/** The worker's loop body: deliver until nothing is due (bounded), logging instead of throwing. */
export async function runWebhookDeliveries(db: Db, clock: Clock): Promise<void> {
  try {
    for (let i = 0; i < 20; i++) if ((await deliverDueWebhooks(db, clock)) < BATCH) return;
  } catch (e) {
    log.warn("webhook delivery round failed", errorFields(e));
  }
}
