// The job queue: pg-boss (12) in the application's PostgreSQL, schema JOBS_SCHEMA, used only
// through its public API. Domain code only enqueues (enqueue(tx, ...), inside its own
// transaction, through pg-boss's own Prisma adapter: the job row commits or rolls back together
// with the state change that caused it); lib/worker/ runs the jobs. No boss needs to be started
// to enqueue: ensureJobs() creates pg-boss's schema (its own migrations) and our queues once,
// when a process starts (the app's instrumentation.ts, the worker), never per request.
//
// pg-boss's defaults are set deliberately here: retryLimit 2 with no delay, expireInSeconds 15
// min (a job active in a crashed worker waits that long), created jobs deleted unrun after
// retentionSeconds, 14 days (counted from their start_after), finished ones deleteAfterSeconds,
// 7 days, after they end (the cron queues' every-minute jobs keep one hour, as pg-boss 10's job
// table kept finished jobs half a day before archiving them).
// Messages do not depend on any of these for delivery (the message sweep re-enqueues what no
// live job covers); the values below only make the queue's own recovery quicker.
// A database whose queue schema pg-boss 10 made is moved once by ensureJobs()
// (docs/deployment.md, Job queue upgrade from pg-boss 10).
import { fromPrisma, PgBoss, type ConstructorOptions, type Queue, type SendOptions } from "pg-boss";
import { db, type Db, type DbOrTx } from "./db";
import { env } from "./env";
import { log, errorFields } from "./log";
import { processSingleton } from "./process-global";

export const QUEUE = {
  message: "send-message",
  sweep: "sweep",
  calendarSync: "calendar-sync",
  retention: "retention",
  staffSignIn: "staff-sign-in",
} as const;

const QUEUES: Queue[] = [
  // Messages: retried with exponential backoff (≈ 20 s, 40 s, 80 s, … ) up to 6 times. A batch
  // sends one message at a time, each bounded by DELIVERY_TIMEOUT_MS; an active job older than
  // 3 minutes belongs to a dead worker. Kept 7 days past its start before pg-boss deletes it unrun.
  { name: QUEUE.message, retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 180, retentionSeconds: 7 * 24 * 3600 },
  // Sweeps: at most one running at a time; a missed run is simply done by the next minute's.
  { name: QUEUE.sweep, policy: "singleton", retryLimit: 0, expireInSeconds: 240, retentionSeconds: 3600, deleteAfterSeconds: 3600 },
  // Studio calendar feeds: one sync run at a time (lib/worker/calendar-sync.ts).
  { name: QUEUE.calendarSync, policy: "singleton", retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 },
  // Retention of guests' data (docs/retention.md): hourly, one run at a time; a missed run is
  // done by the next one (every rule takes whatever is due).
  { name: QUEUE.retention, policy: "singleton", retryLimit: 0, expireInSeconds: 3600, retentionSeconds: 24 * 3600 },
  // A staff sign-in link request (docs/studio-accounts.md, Sign-in): the worker makes the link,
  // for a member only. Retried briefly; a link older than its 15 minutes is no use to anyone.
  { name: QUEUE.staffSignIn, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionSeconds: 15 * 60 },
];

export function baseConfig(max: number): ConstructorOptions {
  const e = env();
  if (!e.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  return { connectionString: e.DATABASE_URL, schema: e.JOBS_SCHEMA, max, application_name: "studio-booking-jobs" };
}

type State = { ready?: { id: string; promise: Promise<void> }; sender?: { id: string; boss: PgBoss } };
const state = processSingleton<State>("jobs", () => ({}));
const targetId = () => `${env().DATABASE_URL}|${env().JOBS_SCHEMA}`;

/** Create pg-boss's schema (its own migrations) and our queues, once per process and database. */
export function ensureJobs(): Promise<void> {
  const s = state();
  const id = targetId();
  if (s.ready?.id !== id) {
    const promise = (async () => {
      const schema = env().JOBS_SCHEMA;
      const moved = await setAsideV10Schema(db(), schema);
      const boss = new PgBoss({ ...baseConfig(1), migrate: true, supervise: false, schedule: false, registerInstance: false });
      boss.on("error", (e) => log.error("job queue error", errorFields(e)));
      await boss.start();
      try {
        // createQueue leaves an existing queue as it is: updateQueue brings it to the settings above.
        for (const { name, policy, ...settings } of QUEUES) {
          await boss.createQueue(name, { policy, ...settings });
          await boss.updateQueue(name, settings);
        }
      } finally {
        await boss.stop({ graceful: false });
      }
      if (moved) await carryOverV10Jobs(db(), schema);
      await warmSender();
    })();
    s.ready = { id, promise };
    promise.catch(() => {
      if (state().ready?.promise === promise) state().ready = undefined;
    });
  }
  return s.ready!.promise;
}

/**
 * pg-boss 12 migrates its schema from version 25 (pg-boss 11) on, not from 10's (24): such a
 * schema is renamed aside (under a lock, so one process does it) and pg-boss installs a new one
 * (docs/deployment.md, Job queue upgrade from pg-boss 10). Returns whether one is set aside.
 */
async function setAsideV10Schema(client: Db, schema: string): Promise<boolean> {
  const old = `${schema}_v10`; // both validated identifiers (lib/infra/env.ts)
  // maxWait as in lib/infra/tx.ts: on a loaded machine a process start may wait a few seconds for
  // a pooled connection; Prisma's 2 s default turned that wait into an exit at start.
  return client.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `jobs-upgrade:${schema}`);
      const exists = async (name: string) =>
        (
          await tx.$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1 AND tablename = 'version'`,
            name,
          )
        )[0].n > 0;
      if (await exists(schema)) {
        const [{ version }] = await tx.$queryRawUnsafe<{ version: number }[]>(`SELECT version FROM "${schema}".version`);
        if (version >= 25) return exists(old);
        if (await exists(old))
          throw new Error(`job queue: both "${schema}" (pg-boss ${version}) and "${old}" exist; see docs/deployment.md`);
        await tx.$executeRawUnsafe(`ALTER SCHEMA "${schema}" RENAME TO "${old}"`);
        log.warn("job queue: pg-boss 10 schema set aside for the upgrade", { schema, old });
        return true;
      }
      return exists(old);
    },
    { maxWait: 15_000 },
  );
}

/**
 * The pending jobs of the set-aside pg-boss 10 schema, inserted into pg-boss 12's under their own
 * ids (a message row names its job, message."jobId"), then the old schema dropped: one
 * transaction, so a crash between the two leaves it to the next start. Cron queues need nothing
 * (each worker schedules them again); a job still 'active' there belonged to a stopped worker and
 * runs again (a message's claim decides: lib/domain/notifications/send.ts).
 */
async function carryOverV10Jobs(client: Db, schema: string): Promise<void> {
  const old = `${schema}_v10`;
  const carried = await client.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `jobs-upgrade:${schema}`);
      const still = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = $1`, old);
      if (still[0].n === 0) return 0;
      let n = 0;
      for (const name of [QUEUE.message, QUEUE.staffSignIn]) {
        const rows = await tx.$queryRawUnsafe<{ id: string; data: object; start_after: Date }[]>(
          `SELECT id::text AS id, data, start_after FROM "${old}".job WHERE name = $1 AND state IN ('created', 'retry', 'active') ORDER BY start_after`,
          name,
        );
        for (let i = 0; i < rows.length; i += 1000) {
          const batch = rows.slice(i, i + 1000).map((r) => ({ id: r.id, data: r.data, startAfter: r.start_after }));
          await sender().insert(name, batch, { db: fromPrisma(tx) });
        }
        n += rows.length;
      }
      await tx.$executeRawUnsafe(`DROP SCHEMA "${old}" CASCADE`);
      return n;
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
  log.warn("job queue: pending jobs carried over from pg-boss 10", { schema, jobs: carried });
}

/**
 * A never-started boss used only to build job inserts that run on the caller's transaction
 * (pg-boss's own Prisma adapter); it reads a queue's settings once through the app's client.
 */
function sender(): PgBoss {
  const s = state();
  const id = targetId();
  if (s.sender?.id !== id) {
    const boss = new PgBoss({
      schema: env().JOBS_SCHEMA,
      db: fromPrisma(db()),
      supervise: false,
      schedule: false,
      registerInstance: false,
    });
    s.sender = { id, boss };
  }
  return s.sender.boss;
}

/**
 * The sender reads a queue's row the first time it enqueues to it, through the app's client: from
 * inside the caller's transaction, on a second pooled connection. Under a burst on a fresh process
 * every connection is held by a transaction waiting for the one that enqueues, which then waits
 * for a connection until the pool gives up (docs/decisions-platform.md, Database access). So each
 * queue's row is read once here, outside any transaction (getJobById of no job: a read, no job).
 */
async function warmSender(): Promise<void> {
  for (const { name } of QUEUES) await sender().getJobById(name, "00000000-0000-0000-0000-000000000000");
}

/** Enqueue a job in the caller's transaction (ensureJobs() ran when the process started). */
export async function enqueue(tx: DbOrTx, name: string, data: object, options: SendOptions = {}): Promise<string> {
  const id = await sender().send(name, data, { ...options, db: fromPrisma(tx) });
  // pg-boss returns null when a singleton rule dropped the job (a missing queue throws): fail
  // loudly so the transaction rolls back rather than silently losing a message.
  if (!id) throw new Error(`job queue "${name}" refused the job`);
  return id;
}
