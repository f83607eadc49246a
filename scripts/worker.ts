// npm run worker — the job worker as its own process (messages, reminders, sweeps), for when
// the app runs with WORKER_IN_APP=0 on several instances. Any number of workers may run.
import { ensureDatabase } from "./database";
import { migrate } from "../lib/infra/migrate";
import { startWorker, stopWorker } from "../lib/jobs";

const database = await ensureDatabase();
await migrate(database.url);
await startWorker();
console.log("Worker started");
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopWorker().catch(() => {});
  await database.stop().catch(() => {});
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
