// The worker: the only module that imports job handlers (messages, sweeps, calendar sync), so
// domain code, which only enqueues through lib/infra/queue.ts, can never import it back.
//
// - startWorker() starts this process's worker where lib/infra/worker-place.ts puts it (the
//   launcher, Next's instrumentation.ts, or `npm run worker`). Several workers on one database are safe: pg-boss hands each job to
//   one worker (SKIP LOCKED), and each message is additionally guarded by its own row
//   (lib/domain/notifications/send.ts), so a retried or duplicated job never sends twice.
// - Sweeps run every minute from pg-boss's cron (one instance sends the cron job, one worker
//   runs it): payment timeouts, expired holds, rate counter pruning; the retention of guests'
//   data hourly (lib/worker/retention.ts). The message sweep
//   (lib/domain/notifications/recover.ts) runs every MESSAGE_SWEEP_MS in each worker instead, so
//   that after a crash or a database outage every owed message goes out within a minute.
import { PgBoss, type JobResult } from "pg-boss";
import { db } from "../infra/db";
import { clock } from "../infra/clock";
import { log, errorFields } from "../infra/log";
import { processSingleton } from "../infra/process-global";
import { baseConfig, ensureJobs, QUEUE } from "../infra/queue";
import { forEachBounded, processMessageJob, SEND_CONCURRENCY } from "../domain/notifications/send";
import { runMessageSweep } from "../domain/notifications/recover";
import { runSweeps } from "./sweeps";
import { registerCalendarSync } from "./calendar-sync";
import { registerRetention } from "./retention";
import { DELIVERY_TIMEOUT_MS, startWebhookPoller } from "../domain/webhooks/deliver";
import { sendRequestedSignInLink } from "../domain/staff/links";
import { errorMessage } from "../contract/shapes";

/** How often each worker looks for abandoned messages (lib/domain/notifications/recover.ts). */
const MESSAGE_SWEEP_MS = 15_000;
/** How often each worker posts due webhooks (docs/webhooks.md, Delivery): the first retry is due 5 s after a failure. */
const WEBHOOK_POLL_MS = 2_000;
/**
 * How often pg-boss deletes finished and expired-unrun jobs (its default is daily; expiry of active
 * jobs runs every minute anyway): every 120 s as before, cheap (docs/performance.md, Sweeps and
 * history), and delivery does not wait for it (the message sweep recovers a dead worker's messages).
 */
const MAINTENANCE_SECONDS = 120;

const state = processSingleton<{ worker?: Promise<WorkerHandle> }>("worker", () => ({}));

export type WorkerHandle = {
  boss: PgBoss;
  stop: () => Promise<void>;
  /**
   * Tests: stop without waiting for running jobs, as a killed process would. pg-boss fails the
   * running ones for a retry as it stops (a killed process leaves them active until they expire).
   */
  crash: () => Promise<void>;
};
export type WorkerOptions = {
  /** Run the every-minute sweeps (default true). Tests turn them off: sweeps touch every row. */
  sweeps?: boolean;
  /** Run the message sweep every MESSAGE_SWEEP_MS (default: as `sweeps`). */
  messageSweep?: boolean;
  /** Post due webhooks every WEBHOOK_POLL_MS (default: as `sweeps`). */
  webhooks?: boolean;
  /** Tests: a shorter message sweep interval. */
  messageSweepMs?: number;
  pollingIntervalSeconds?: number;
};

/** A new worker with its own boss (tests start several to prove nothing is sent twice). */
export async function createWorker(opts: WorkerOptions = {}): Promise<WorkerHandle> {
  await ensureJobs();
  const sweeps = opts.sweeps ?? true;
  const boss = new PgBoss({
    ...baseConfig(4),
    migrate: false,
    supervise: true,
    schedule: sweeps,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  // During a database outage every poll fails: one warning per minute, not one per poll.
  let lastQueueError = 0;
  boss.on("error", (e) => {
    if (Date.now() - lastQueueError < 60_000) return;
    lastQueueError = Date.now();
    log.error("job queue error", errorFields(e));
  });
  await boss.start();
  // A full batch is fetched again at once (burstWhenBatchFull), otherwise after the polling
  // interval: confirmations keep flowing under load (2 s × 5 capped a worker at 2.5/s).
  // Jobs of a batch succeed or fail one by one (perJobResults): pg-boss completes the sent ones
  // and fails the others for a retry with backoff. It awaits those updates and reports a failed
  // one as an 'error' event (node_modules/pg-boss/dist/manager.js #processJobs, dist/worker.js):
  // during a database outage the job stays active until it expires, and the message sweep covers
  // its message (lib/domain/notifications/recover.ts).
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 0.5;
  const outcome = async (id: string, run: () => Promise<unknown>, onError: (e: unknown) => void): Promise<JobResult> => {
    try {
      await run();
      return { id, status: "completed" };
    } catch (e) {
      onError(e);
      return { id, status: "failed", output: { message: errorMessage(e) } };
    }
  };
  const perJob = { perJobResults: true, includeMetadata: true, pollingIntervalSeconds, burstWhenBatchFull: true } as const;
  const messageOptions = { ...perJob, batchSize: 50 };
  await boss.work<{ messageId: string }, unknown, typeof messageOptions>(QUEUE.message, messageOptions, async (jobs) => {
    // SEND_CONCURRENCY at a time, over the process's pooled SMTP connections.
    const results: JobResult[] = [];
    await forEachBounded(jobs, SEND_CONCURRENCY, async (job) => {
      results.push(
        await outcome(
          job.id,
          () => processMessageJob(db(), clock(), job.data.messageId, { finalAttempt: job.retryCount >= job.retryLimit }),
          (e) =>
            log.warn("message job failed", { jobId: job.id, messageId: job.data.messageId, retryCount: job.retryCount, ...errorFields(e) }),
        ),
      );
    });
    return results;
  });
  // Staff sign-in link requests (lib/domain/staff/links.ts): the link is made here, off the request.
  const signInOptions = { ...perJob, batchSize: 10 };
  await boss.work<{ email: string }, unknown, typeof signInOptions>(QUEUE.staffSignIn, signInOptions, async (jobs) => {
    // One by one: a failed request is retried, the rest complete; never two links for one request.
    const results: JobResult[] = [];
    for (const job of jobs) {
      results.push(
        await outcome(
          job.id,
          () => sendRequestedSignInLink(db(), clock(), job.data.email),
          (e) => log.warn("sign-in link request failed", { jobId: job.id, retryCount: job.retryCount, ...errorFields(e) }),
        ),
      );
    }
    return results;
  });
  if (sweeps) {
    await boss.schedule(QUEUE.sweep, "* * * * *", {}, { tz: "UTC" });
    await boss.work(QUEUE.sweep, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
      await runSweeps(db(), clock());
    });
    await registerCalendarSync(boss, pollingIntervalSeconds);
    await registerRetention(boss, pollingIntervalSeconds);
  }
  let sweepTimer: NodeJS.Timeout | undefined;
  if (opts.messageSweep ?? sweeps) {
    let running = false;
    sweepTimer = setInterval(() => {
      if (running) return;
      running = true;
      void runMessageSweep(db(), clock()).finally(() => (running = false));
    }, opts.messageSweepMs ?? MESSAGE_SWEEP_MS);
    sweepTimer.unref();
  }
  // Each endpoint in its own lane (docs/webhooks.md, Delivery): a poll only starts lanes, so a
  // hanging endpoint never delays the next poll or another studio's events. The clock is read
  // at each use, so a clock installed later (tests) is the one used.
  const webhooks =
    (opts.webhooks ?? sweeps) ? startWebhookPoller(db(), { now: () => clock().now() }, { intervalMs: WEBHOOK_POLL_MS }) : undefined;
  return {
    boss,
    // Graceful: no new jobs are fetched; the running batch (each send bounded) finishes first.
    stop: async () => {
      clearInterval(sweepTimer);
      // Posts in flight are bounded by their timeout; their outcomes are recorded before exit.
      await Promise.all([webhooks?.stop(DELIVERY_TIMEOUT_MS + 5_000), boss.stop({ graceful: true, timeout: 30_000 })]);
    },
    crash: async () => {
      clearInterval(sweepTimer);
      await webhooks?.stop();
      await boss.stop({ graceful: false }).catch(() => {});
    },
  };
}

/** This process's worker (started once; later calls return the same one). */
export function startWorker(opts: WorkerOptions = {}): Promise<WorkerHandle> {
  const s = state();
  if (!s.worker) {
    s.worker = createWorker(opts);
    s.worker.catch(() => (state().worker = undefined));
  }
  return s.worker;
}

/** Stop this process's worker, letting running jobs finish (call before exiting). */
export async function stopWorker(): Promise<void> {
  const s = state();
  const w = s.worker;
  s.worker = undefined;
  if (w) await (await w).stop();
}
