// Next.js instrumentation hook: runs once when a server process starts. With WORKER_IN_APP=1
// (the default) the job worker — messages and the every-minute sweeps — runs inside the app
// process; set WORKER_IN_APP=0 and run `npm run worker` separately when the app is scaled out.
// Never during `next build`, and only in the Node.js runtime.
export async function register(): Promise<void> {
  // process.env here, not env(): Next replaces these two at build time (and env() would pull zod
  // into the edge bundle of this hook).
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./lib/infra/env");
  const e = env();
  if (!e.DATABASE_URL) return;
  // One deployment mode in every process (lib/infra/deployment.ts), settled against the
  // database before anything runs; a refusal (wrong mode, unsafe production) stops the server.
  const { settleMode, modeBanner } = await import("./lib/infra/deployment");
  try {
    await settleMode(e.DATABASE_URL);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const banner = modeBanner(env());
  if (banner) console.log(banner);
  // The job queue's schema and queues, once, before the first request: domain code enqueues
  // inside its transactions and relies on them (lib/infra/queue.ts).
  const { ensureJobs } = await import("./lib/infra/queue");
  try {
    await ensureJobs();
  } catch (err) {
    console.error(`job queue setup failed: ${(err as Error).message}`);
    process.exit(1);
  }
  // Studio pages cached by this process are dropped when their studio changes anywhere.
  const { startPageCacheEvents } = await import("./lib/infra/page-cache-events");
  startPageCacheEvents(e.DATABASE_URL, e.ROOT_DOMAIN);
  if (e.WORKER_IN_APP !== "1") return;
  const { startWorker } = await import("./lib/worker");
  const { log, errorFields } = await import("./lib/infra/log");
  // Not awaited: a slow or failing queue start must not keep the app from serving requests.
  startWorker().then(
    () => log.info("job worker started in the app process"),
    (err) => log.error("job worker failed to start", errorFields(err)),
  );
}
