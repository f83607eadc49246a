// Next.js instrumentation hook: runs once when a server process starts, before it serves.
// Never during `next build`, and only in the Node.js runtime (lib/infra/server-start.ts).
export async function register(): Promise<void> {
  // process.env here, not env(): Next replaces NEXT_RUNTIME at build time, so the edge bundle of
  // this hook drops the import below.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerProcess } = await import("./lib/infra/server-start");
  if (!(await startServerProcess())) return;
  // The job worker runs here only when nothing else runs it: the standalone server alone, with
  // WORKER_IN_APP=1 (the default); the launcher of `npm start` runs it in its own process.
  const { env } = await import("./lib/infra/env");
  const { workerPlace } = await import("./lib/infra/worker-place");
  if (workerPlace(env()) !== "app") return;
  const { startWorker } = await import("./lib/worker");
  const { log, errorFields } = await import("./lib/infra/log");
  // Not awaited: a slow or failing queue start must not keep the app from serving requests.
  startWorker().then(
    () => log.info("job worker started in the app process"),
    (err) => log.error("job worker failed to start", errorFields(err)),
  );
}
