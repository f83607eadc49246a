// What every Next server process does once at start (instrumentation.ts, Node.js runtime
// only), before the job worker may start there: settle the deployment mode against the
// database and make the job queue ready (unless its launcher just did), keep the page cache in
// step with site changes; and move
// the uploads an older release left inside the build output (docs/photos.md, Where uploads live).
// A refusal (wrong mode, unsafe production, no job queue) stops the process: serving in that
// state would be worse than not serving.
import { env } from "./env";
import { modeBanner, settleMode } from "./deployment";
import { ensureJobs } from "./queue";
import { startPageCacheEvents } from "./page-cache-events";
import { relocateLegacyUploads } from "./storage";
import { stampSocketAddress } from "./socket-address";
import { stopWithLauncher } from "./process";
import { drainOnSignal } from "./drain";
import { errorMessage } from "../contract/shapes";

/** Returns whether the database is configured (nothing to do without one). */
export async function startServerProcess(): Promise<boolean> {
  const e = env();
  // Before anything else: without a trusted proxy, a client's X-Forwarded-For never picks its bucket.
  stampSocketAddress(() => env().TRUST_PROXY === "1");
  relocateLegacyUploads(e);
  // Set by the launcher on its production server: the signals are ours to handle (lib/infra/drain.ts).
  if (e.NEXT_MANUAL_SIG_HANDLE) drainOnSignal();
  if (e.LAUNCHER_IPC === "1") stopWithLauncher();
  if (!e.DATABASE_URL) return false;
  // Under the launcher, it did both against this database just before it started this process
  // (scripts/app.ts), whose environment carries the mode: not done twice on the way to serving.
  if (e.LAUNCHER_IPC !== "1")
    try {
      await settleMode(e.DATABASE_URL);
      // Domain code enqueues inside its transactions and relies on the queue's schema (lib/infra/queue.ts).
      await ensureJobs();
    } catch (err) {
      console.error(errorMessage(err));
      process.exit(1);
    }
  const banner = modeBanner(env());
  if (banner) console.log(banner);
  startPageCacheEvents(e.DATABASE_URL, e.ROOT_DOMAIN);
  return true;
}
