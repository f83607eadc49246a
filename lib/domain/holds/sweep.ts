// The periodic sweep (scheduled by the jobs module): marks holds whose time ran out as
// "expired" and deletes their slot claims. Correctness never waits for it — reads already treat
// such holds and claims as gone (rules.ts isLive, availability/busy.ts busyIntervals) and the next claim on
// the room deletes dead claims in its way — it only keeps the tables tidy and statuses honest.
// Batched, and rows locked by a verify/resend in progress are skipped (next run gets them).
// The claims go in the same statement that marks their holds (one round trip, nothing freed
// for a hold left unmarked); their SQL comes from availability/busy.ts like every claim's.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import { claimSql } from "../availability/busy";
import { holdExpiredEventsSql } from "../webhooks/events";

const SWEEP_BATCH = 1000;
/**
 * Batches one sweep may run: a backlog (a day without the worker, a burst of abandoned holds) is
 * cleared in minutes, not at one batch a minute, while each statement stays one batch long
 * (docs/performance.md, Sweeps and history).
 */
const SWEEP_MAX_BATCHES = 30;

/** Mark expired holds, a batch per statement until a batch comes back short; returns how many were marked. */
export async function sweepExpiredHolds(db: DbOrTx, clock: Clock, opts: { batch?: number; maxBatches?: number } = {}): Promise<number> {
  const batch = opts.batch ?? SWEEP_BATCH;
  const maxBatches = opts.maxBatches ?? SWEEP_MAX_BATCHES;
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await sweepBatch(db, clock.now(), batch);
    total += n;
    if (n < batch) break;
  }
  return total;
}

async function sweepBatch(db: DbOrTx, now: Date, batch: number): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    WITH due AS (
      SELECT id FROM hold
       WHERE status IN ('pending', 'verified') AND "expiresAt" <= ${now}
       ORDER BY "expiresAt" LIMIT ${batch}
       FOR UPDATE SKIP LOCKED
    ), marked AS (
      UPDATE hold h SET status = 'expired' FROM due WHERE h.id = due.id
      RETURNING h.id, h."studioId", h."roomId", h.date, h."startTime", h."endTime", h."seriesHoldId"
    ), freed AS (${claimSql.deleteDeadOfHolds("marked", now)}),
    -- hold.expired is emitted where expiry is recorded, here (docs/webhooks.md, Events): once per
    -- request, so not for a weekly series' later dates, which end with their first hold.
    firsts AS (SELECT * FROM marked WHERE "seriesHoldId" IS NULL),
    events AS (${holdExpiredEventsSql("firsts", now)})
    SELECT count(*)::int AS n FROM marked`;
  return Number(rows[0]?.n ?? 0);
}
