// What every Next server process does once at start (instrumentation.ts, Node.js runtime
// only): settle the deployment mode against the database, make the job queue ready, keep the
// page cache in step with site changes, and run the job worker when WORKER_IN_APP=1 (the
// standalone server alone; the launcher runs it in its own process, docs/architecture.md).
// A refusal (wrong mode, unsafe production, no job queue) stops the process: serving in that
// state would be worse than not serving.
import { env } from "./env";
import { modeBanner, settleMode } from "./deployment";
import { ensureJobs } from "./queue";
import { startPageCacheEvents } from "./page-cache-events";
import { log, errorFields } from "./log";

export async function startServerProcess(): Promise<void> {
  const e = env();
  if (!e.DATABASE_URL) return;
  try {
    await settleMode(e.DATABASE_URL);
    // Domain code enqueues inside its transactions and relies on the queue's schema (lib/infra/queue.ts).
    await ensureJobs();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const banner = modeBanner(env());
  if (banner) console.log(banner);
  startPageCacheEvents(e.DATABASE_URL, e.ROOT_DOMAIN);
  if (e.WORKER_IN_APP !== "1") return;
  const { startWorker } = await import("../worker");
  // Not awaited: a slow or failing queue start must not keep the app from serving requests.
  startWorker().then(
    () => log.info("job worker started in the app process"),
    (err) => log.error("job worker failed to start", errorFields(err)),
  );
}
