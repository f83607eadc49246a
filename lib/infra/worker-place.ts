// Where the job worker runs, per deployment shape (docs/architecture.md, Processes): one decision,
// read by the launcher, by Next's instrumentation and by the health check. WORKER_IN_APP is the
// operator's and means the same in every process: the launcher hands it to Next unchanged.
import type { Env } from "./env";

/** `launcher`: `npm start`/`npm run dev`'s launcher; `app`: the standalone server's own process; `apart`: `npm run worker` processes. */
type WorkerPlace = "launcher" | "app" | "apart";

/**
 * Where this deployment's worker runs, as seen from the launcher (`launcher: true`) or from Next's
 * process (whose launcher, if any, tied it with LAUNCHER_IPC=1).
 */
export function workerPlace(e: Pick<Env, "WORKER_IN_APP" | "LAUNCHER_IPC">, opts: { launcher?: boolean } = {}): WorkerPlace {
  if (e.WORKER_IN_APP !== "1") return "apart";
  return opts.launcher || e.LAUNCHER_IPC === "1" ? "launcher" : "app";
}

/**
 * Next's environment under the launcher: the launcher's own, plus what only the launcher knows
 * (the database it started, its port), the listening address (shells set HOSTNAME to the
 * machine's name) and the IPC tie (lib/infra/process.ts, stopWithLauncher). `drain`: the
 * production server stops by lib/infra/drain.ts rather than Next's own handler (`next dev`
 * has no such switch).
 */
export function launcherChildEnv(parent: NodeJS.ProcessEnv, at: { databaseUrl: string; port: number; drain?: boolean }): NodeJS.ProcessEnv {
  return {
    ...parent,
    DATABASE_URL: at.databaseUrl,
    PORT: String(at.port),
    HOSTNAME: "0.0.0.0",
    LAUNCHER_IPC: "1",
    ...(at.drain ? { NEXT_MANUAL_SIG_HANDLE: "true" } : {}),
  };
}
