// The message sweep: nothing the service owes a guest or a studio is silently lost.
// Picks up (and re-enqueues a job for) every message that no job will deliver:
// - 'sending' past its lease: the worker that claimed it died mid-send (kill -9, OOM, a
//   database outage between claim and finish);
// - 'queued' and due for a while, with no live job: its job completed or failed while the
//   database was away, expired in a crashed worker, or was deleted unrun by pg-boss's retention.
// A live job is one pg-boss will still run: created or waiting for a retry, or (for a 'queued'
// row only) active and started recently, i.e. in a batch still being worked through. For a
// 'sending' row an active job is the dead claimer's own. The claim in send.ts decides who
// really sends; a duplicate job is a no-op.
// A 'sending' row is re-enqueued with a delay (RECLAIM_DELAY_S): after a database outage its
// claimer may be alive, holding a delivered message and retrying to record it (send.ts); the
// delay lets that retry land before anyone claims the row again and mails it twice.
// Also reports the counts /v1/health shows (failed for good, overdue).
import type { Clock } from "../../infra/clock";
import { Prisma, type DbOrTx } from "../../infra/db";
import { env } from "../../infra/env";
import { QUEUE } from "../../infra/queue";
import { enqueueMessage } from "./queue";
import { log, errorFields } from "../../infra/log";

/** A due 'queued' message is left to its job this long before the sweep steps in. */
const QUEUED_GRACE_MS = 20_000;
/**
 * An active job of a still-'queued' message that started longer ago than this is presumed dead
 * (a batch takes seconds; during a database outage the job cannot even be marked failed, and
 * would otherwise wait for its 180 s expiry). A duplicate job is harmless: the claim decides.
 */
const ACTIVE_JOB_STALE = "30 seconds";
/**
 * Seconds before a job re-enqueued for an expired 'sending' row may run: longer than a live
 * claimer needs to record its outcome once the database answers (its backoff is capped at
 * RECORD_BACKOFF_MS.max, plus one connection timeout), short enough for the one-minute recovery.
 */
export const RECLAIM_DELAY_S = 10;

/** Re-enqueue abandoned messages; returns how many were picked up. */
export async function sweepMessages(db: DbOrTx, clock: Clock, opts: { limit?: number } = {}): Promise<number> {
  const now = clock.now();
  const schema = env().JOBS_SCHEMA; // validated identifier (lib/infra/env.ts)
  // The job table's schema is a validated identifier (lib/infra/env.ts), the only raw part.
  const jobs = Prisma.raw(`"${schema}".job`);
  const limit = opts.limit ?? 500;
  // Two index-served halves instead of one OR (which defeats the partial index), each reading
  // only due or abandoned rows, never the future reminders; a message's job is found by the job
  // table's primary key (message."jobId"), not by its JSON payload. A row without a jobId is
  // treated as having no live job: a duplicate job is harmless.
  const liveJob = (queued: boolean) => Prisma.sql`EXISTS (
         SELECT 1 FROM ${jobs} j
          WHERE j.name = ${QUEUE.message} AND j.id = m."jobId"
            AND (j.state IN ('created', 'retry')
                 ${queued ? Prisma.sql`OR (j.state = 'active' AND j.started_on > now() - ${ACTIVE_JOB_STALE}::interval)` : Prisma.empty}))`;
  const rows = await db.$queryRaw<{ id: string; status: string }[]>`
    (SELECT m.id::text AS id, m.status, m."sendAfter"
       FROM message m
      WHERE m.status = 'sending' AND (m."leaseUntil" IS NULL OR m."leaseUntil" < ${now}) AND NOT ${liveJob(false)}
      ORDER BY m."sendAfter" LIMIT ${limit})
    UNION ALL
    (SELECT m.id::text AS id, m.status, m."sendAfter"
       FROM message m
      WHERE m.status = 'queued' AND m."sendAfter" < ${new Date(now.getTime() - QUEUED_GRACE_MS)} AND NOT ${liveJob(true)}
      ORDER BY m."sendAfter" LIMIT ${limit})
    ORDER BY "sendAfter"
    LIMIT ${limit}`;
  for (const r of rows) await enqueueMessage(db, r.id, r.status === "sending" ? { startAfter: RECLAIM_DELAY_S } : {});
  if (rows.length > 0) {
    log.warn("messages picked up again", {
      count: rows.length,
      sending: rows.filter((r) => r.status === "sending").length,
      queued: rows.filter((r) => r.status === "queued").length,
    });
  }
  return rows.length;
}

export type MessageHealth = { failed: number; overdue: number; stalled: number };

/**
 * How long a due message may wait without any worker touching it before the instance is
 * unhealthy (docs/deployment.md, Health and logs): no worker runs (its process died, or was
 * never started), and restarting is the cure. A provider outage is not this: each failed try
 * counts an attempt and puts the row back to 'queued', and the row is only overdue.
 */
export const STALLED_AFTER_MS = 10 * 60_000;

/**
 * Messages failed for good; messages due more than two minutes ago and still not sent
 * (overdue); and stalled ones: due longer than STALLED_AFTER_MS and never claimed by a worker,
 * or claimed by one whose lease ran out that long ago and never picked up again.
 */
export async function messageHealth(db: DbOrTx, clock: Clock): Promise<MessageHealth> {
  const now = clock.now();
  const stalledBefore = new Date(now.getTime() - STALLED_AFTER_MS);
  const rows = await db.$queryRaw<MessageHealth[]>`
    SELECT (SELECT count(*)::int FROM message WHERE status = 'failed') AS failed,
           (SELECT count(*)::int FROM message WHERE status IN ('queued', 'sending') AND "sendAfter" < ${new Date(now.getTime() - 120_000)}) AS overdue,
           (SELECT count(*)::int FROM message
             WHERE (status = 'queued' AND attempts = 0 AND "sendAfter" < ${stalledBefore})
                OR (status = 'sending' AND "leaseUntil" < ${stalledBefore})) AS stalled`;
  return rows[0] ?? { failed: 0, overdue: 0, stalled: 0 };
}

/** The sweep as the worker runs it: errors are logged, never thrown (a DB outage is expected). */
export async function runMessageSweep(db: DbOrTx, clock: Clock): Promise<void> {
  try {
    await sweepMessages(db, clock);
  } catch (e) {
    log.warn("message sweep failed", errorFields(e));
  }
}
