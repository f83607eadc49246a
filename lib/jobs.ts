// The job queue: pg-boss (v10) in the application's PostgreSQL, schema JOBS_SCHEMA.
//
// - Enqueueing happens inside the caller's transaction (enqueue(tx, ...)): the job row commits
//   or rolls back together with the state change that caused it. No boss needs to be started
//   for that; ensureJobs() creates pg-boss's schema and our queues once per process first.
// - Workers: startWorker() starts this process's worker (Next's instrumentation.ts when
//   WORKER_IN_APP=1, or `npm run worker`). Several workers on one database are safe: pg-boss
//   hands each job to one worker (SKIP LOCKED), and each message is additionally guarded by its
//   own row (lib/notifications/send.ts), so a retried or duplicated job never sends twice.
// - Sweeps run every minute from pg-boss's cron (one instance sends the cron job, one worker
//   runs it): payment timeouts, expired holds, rate counter pruning. The message sweep
//   (lib/notifications/recover.ts) runs every MESSAGE_SWEEP_MS in each worker instead, so that
//   after a crash or a database outage every owed message goes out within a minute.
// - pg-boss 10's defaults are set deliberately here (its docs differ from its code): retryLimit
//   2 with no delay, expireIn 15 min (a job active in a crashed worker waits that long), state
//   maintenance every 120 s, created jobs archived unrun after 14 days (counted from their
//   start_after). Messages do not depend on any of these for delivery (the sweep re-enqueues
//   what no live job covers); the values below only make the queue's own recovery quicker.
import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type { DbOrTx } from "./db";
import { db } from "./db";
import { env } from "./env";
import { clock } from "./clock";
import { log, errorFields } from "./log";
import { processMessageJob } from "./notifications/send";
import { runSweeps } from "./notifications/sweeps";
import { CALENDAR_QUEUES, registerCalendarSync } from "./calendars/schedule";
import { runMessageSweep } from "./notifications/recover";

export const QUEUE = { message: "send-message", sweep: "sweep" } as const;

const QUEUES: PgBoss.Queue[] = [
  // Messages: retried with exponential backoff (≈ 20 s, 40 s, 80 s, … ) up to 6 times. A batch
  // sends one message at a time, each bounded by DELIVERY_TIMEOUT_MS; an active job older than
  // 3 minutes belongs to a dead worker. Kept 7 days past its start before pg-boss archives it.
  { name: QUEUE.message, retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 180, retentionMinutes: 7 * 24 * 60 },
  // Sweeps: at most one running at a time; a missed run is simply done by the next minute's.
  { name: QUEUE.sweep, policy: "singleton", retryLimit: 0, expireInSeconds: 240, retentionMinutes: 60 },
  // Studio calendar feeds (issue 12): lib/calendars/schedule.ts.
  ...CALENDAR_QUEUES,
];

/** How often each worker looks for abandoned messages (lib/notifications/recover.ts). */
export const MESSAGE_SWEEP_MS = 15_000;
/** pg-boss state maintenance (expiring jobs of dead workers): every 30 s instead of 120 s. */
const MAINTENANCE_SECONDS = 30;

function baseConfig(max: number): PgBoss.ConstructorOptions {
  const e = env();
  if (!e.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  return { connectionString: e.DATABASE_URL, schema: e.JOBS_SCHEMA, max, application_name: "studio-booking-jobs" };
}

const KEY = Symbol.for("studio-booking.jobs");
type State = { ready?: { id: string; promise: Promise<void> }; sender?: { id: string; boss: PgBoss }; worker?: Promise<WorkerHandle> };
const state = (): State => ((globalThis as typeof globalThis & { [KEY]?: State })[KEY] ??= {});
const targetId = () => `${env().DATABASE_URL}|${env().JOBS_SCHEMA}`;

/** Create pg-boss's schema (its own migrations) and our queues, once per process and database. */
export function ensureJobs(): Promise<void> {
  const s = state();
  const id = targetId();
  if (s.ready?.id !== id) {
    const promise = (async () => {
      const boss = new PgBoss({ ...baseConfig(1), migrate: true, supervise: false, schedule: false });
      boss.on("error", (e) => log.error("job queue error", errorFields(e)));
      await boss.start();
      try {
        for (const q of QUEUES) await boss.createQueue(q.name, q);
      } finally {
        await boss.stop({ graceful: false, wait: true });
      }
    })();
    s.ready = { id, promise };
    promise.catch(() => {
      if (state().ready?.promise === promise) state().ready = undefined;
    });
  }
  return s.ready!.promise;
}

/** A never-started boss used only to build job inserts that run on the caller's connection. */
function sender(): PgBoss {
  const s = state();
  const id = targetId();
  if (s.sender?.id !== id) s.sender = { id, boss: new PgBoss({ ...baseConfig(1), supervise: false, schedule: false }) };
  return s.sender.boss;
}

/** pg-boss's database interface over a Prisma client or interactive transaction. */
export function executorOf(tx: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const args = values.map((v) => (v === undefined ? null : v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v));
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...args) };
    },
  };
}

/** Enqueue a job in the caller's transaction (call ensureJobs() before opening it). */
export async function enqueue(tx: DbOrTx, name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string> {
  const id = await sender().send(name, data, { ...options, db: executorOf(tx) });
  // pg-boss returns null when the queue does not exist (or a singleton rule dropped the job):
  // fail loudly so the transaction rolls back rather than silently losing a message.
  if (!id) throw new Error(`job queue "${name}" refused the job (queue missing?)`);
  return id;
}

export type WorkerHandle = {
  boss: PgBoss;
  stop: () => Promise<void>;
  /** Tests: stop without waiting for running jobs, as a killed process would (jobs stay active). */
  crash: () => Promise<void>;
};
export type WorkerOptions = {
  /** Run the every-minute sweeps (default true). Tests turn them off: sweeps touch every row. */
  sweeps?: boolean;
  /** Run the message sweep every MESSAGE_SWEEP_MS (default: as `sweeps`). */
  messageSweep?: boolean;
  /** Tests: a shorter message sweep interval. */
  messageSweepMs?: number;
  pollingIntervalSeconds?: number;
};

const GUARDED = Symbol.for("studio-booking.pg-boss-guarded");

/**
 * pg-boss 10's worker loop calls complete() and fail() without awaiting them (src/manager.js,
 * onFetch): during a database outage their rejections would go unhandled. Patched once per
 * process, before any worker's boss is built (the manager captures its methods then), to log
 * instead: the job stays active until it expires, and the message sweep covers its message.
 */
function guardJobUpdates(): void {
  const g = globalThis as typeof globalThis & { [GUARDED]?: boolean };
  if (g[GUARDED]) return;
  g[GUARDED] = true;
  try {
    type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>;
    const Manager = createRequire(import.meta.url)("pg-boss/src/manager.js") as { prototype: Record<"complete" | "fail", Method> };
    for (const name of ["complete", "fail"] as const) {
      const original = Manager.prototype[name];
      Manager.prototype[name] = function (this: unknown, ...args: unknown[]) {
        return original.apply(this, args).catch((e: unknown) => {
          log.warn(`job ${name} not recorded (database unreachable?)`, errorFields(e));
          return undefined;
        });
      };
    }
  } catch (e) {
    log.warn("could not guard pg-boss job updates", errorFields(e));
  }
}

/** A new worker with its own boss (tests start several to prove nothing is sent twice). */
export async function createWorker(opts: WorkerOptions = {}): Promise<WorkerHandle> {
  guardJobUpdates();
  await ensureJobs();
  const sweeps = opts.sweeps ?? true;
  const boss = new PgBoss({ ...baseConfig(4), migrate: false, supervise: true, schedule: sweeps, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  // During a database outage every poll fails: one warning per minute, not one per poll.
  let lastQueueError = 0;
  boss.on("error", (e) => {
    if (Date.now() - lastQueueError < 60_000) return;
    lastQueueError = Date.now();
    log.error("job queue error", errorFields(e));
  });
  await boss.start();
  // pg-boss waits a full polling interval after every fetch, even a full batch: a short interval
  // and a large batch keep confirmations flowing under load (2 s × 5 capped a worker at 2.5/s).
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 0.5;
  await boss.work<{ messageId: string }>(QUEUE.message, { batchSize: 50, pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
    // Jobs of a batch succeed or fail one by one: a failed one is failed by id (pg-boss retries
    // it with backoff); the wrapper then completes the rest (completing only active jobs).
    for (const job of jobs) {
      try {
        await processMessageJob(db(), clock(), job.data.messageId, { finalAttempt: job.retryCount >= job.retryLimit });
      } catch (e) {
        log.warn("message job failed", { jobId: job.id, messageId: job.data.messageId, retryCount: job.retryCount, ...errorFields(e) });
        await boss.fail(QUEUE.message, job.id, { message: (e as Error).message });
      }
    }
  });
  if (sweeps) {
    await boss.schedule(QUEUE.sweep, "* * * * *", {}, { tz: "UTC" });
    await boss.work(QUEUE.sweep, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
      await runSweeps(db(), clock());
    });
    await registerCalendarSync(boss, pollingIntervalSeconds);
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
  return {
    boss,
    // Graceful: no new jobs are fetched; the running batch (each send bounded) finishes first.
    stop: async () => {
      clearInterval(sweepTimer);
      await boss.stop({ graceful: true, timeout: 30_000, wait: true });
    },
    crash: async () => {
      clearInterval(sweepTimer);
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
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
