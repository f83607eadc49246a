// The job queue: pg-boss (v10) in the application's PostgreSQL, schema JOBS_SCHEMA. Domain code
// only enqueues (enqueue(tx, ...), inside its own transaction: the job row commits or rolls back
// together with the state change that caused it); lib/worker/ runs the jobs. No boss needs to
// be started to enqueue: ensureJobs() creates pg-boss's schema and our queues once, when a
// process starts (the app's instrumentation.ts, the worker), never per request.
//
// pg-boss 10's defaults are set deliberately here (its docs differ from its code): retryLimit
// 2 with no delay, expireIn 15 min (a job active in a crashed worker waits that long), state
// maintenance every 120 s, created jobs archived unrun after 14 days (counted from their
// start_after). Messages do not depend on any of these for delivery (the message sweep
// re-enqueues what no live job covers); the values below only make the queue's own recovery quicker.
import PgBoss from "pg-boss";
import type { DbOrTx } from "./db";
import { env } from "./env";
import { log, errorFields } from "./log";

export const QUEUE = {
  message: "send-message",
  sweep: "sweep",
  calendarSync: "calendar-sync",
  retention: "retention",
  staffSignIn: "staff-sign-in",
} as const;

const QUEUES: PgBoss.Queue[] = [
  // Messages: retried with exponential backoff (≈ 20 s, 40 s, 80 s, … ) up to 6 times. A batch
  // sends one message at a time, each bounded by DELIVERY_TIMEOUT_MS; an active job older than
  // 3 minutes belongs to a dead worker. Kept 7 days past its start before pg-boss archives it.
  { name: QUEUE.message, retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 180, retentionMinutes: 7 * 24 * 60 },
  // Sweeps: at most one running at a time; a missed run is simply done by the next minute's.
  { name: QUEUE.sweep, policy: "singleton", retryLimit: 0, expireInSeconds: 240, retentionMinutes: 60 },
  // Studio calendar feeds: one sync run at a time (lib/worker/calendar-sync.ts).
  { name: QUEUE.calendarSync, policy: "singleton", retryLimit: 0, expireInSeconds: 600 },
  // Retention of guests' data (docs/retention.md): hourly, one run at a time; a missed run is
  // done by the next one (every rule takes whatever is due).
  { name: QUEUE.retention, policy: "singleton", retryLimit: 0, expireInSeconds: 3600, retentionMinutes: 24 * 60 },
  // A staff sign-in link request (docs/studio-accounts.md, Sign-in): the worker makes the link,
  // for a member only. Retried briefly; a link older than its 15 minutes is no use to anyone.
  { name: QUEUE.staffSignIn, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 15 },
];

export function baseConfig(max: number): PgBoss.ConstructorOptions {
  const e = env();
  if (!e.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  return { connectionString: e.DATABASE_URL, schema: e.JOBS_SCHEMA, max, application_name: "studio-booking-jobs" };
}

const KEY = Symbol.for("studio-booking.jobs");
type State = { ready?: { id: string; promise: Promise<void> }; sender?: { id: string; boss: PgBoss } };
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

/** pg-boss's database interface over a Prisma client or interactive transaction (its own parameterized SQL text, hence Unsafe). */
function executorOf(tx: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const args = values.map((v) =>
        v === undefined ? null : v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v,
      );
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...args) };
    },
  };
}

/** Enqueue a job in the caller's transaction (ensureJobs() ran when the process started). */
export async function enqueue(tx: DbOrTx, name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string> {
  const id = await sender().send(name, data, { ...options, db: executorOf(tx) });
  // pg-boss returns null when the queue does not exist (or a singleton rule dropped the job):
  // fail loudly so the transaction rolls back rather than silently losing a message.
  if (!id) throw new Error(`job queue "${name}" refused the job (queue missing?)`);
  return id;
}
