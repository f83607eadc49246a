// The launcher of `npm run dev` and `npm start`: what must happen before Next serves, then
// Next's own server as a child process (docs/deployment.md).
// Before: the database (DATABASE_URL, or the embedded PostgreSQL), migrations, the deployment
// mode (lib/infra/deployment.ts), the demo studios on an empty pre-production database. A
// database that is not up yet is waited for, with 503 answered on the port meanwhile
// (lib/http/waiting-server.ts). Serving: `next dev`, or in production the standalone server of
// the build. Once Next answers: the job worker (WORKER_IN_APP=1), here rather than in Next's
// process, so a slow job never competes with requests and it stops after them.
// Shutdown on SIGTERM/SIGINT, or when this process's parent (npm) is gone: the signal goes to
// Next, which drains (lib/infra/drain.ts) and exits; then the worker finishes its current job;
// the embedded PostgreSQL stops last. During start-up, what has started stops the same way.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureDatabase, refuseEmbeddedProduction } from "./database";
import { migrate } from "../lib/infra/migrate";
import { db, isDatabaseUnavailable } from "../lib/infra/db";
import { parseStudioFile, importStudio } from "../lib/domain/studios/import";
import { demoStudiosWanted } from "../lib/domain/studios/demo";
import { demoOwnerLinks } from "../lib/domain/staff/demo-owners";
import { env } from "../lib/infra/env";
import { settleMode } from "../lib/infra/deployment";
import { ensureJobs } from "../lib/infra/queue";
import { startWorker, stopWorker } from "../lib/worker";
import { errorFields, log } from "../lib/infra/log";
import { installProcessHandlers, stopWithParent } from "../lib/infra/process";
import { waitForDatabase } from "../lib/infra/wait-for-database";
import { startWaitingServer, type WaitingServer } from "../lib/http/waiting-server";
import { LIVENESS_PATH } from "../lib/http/health";
import { serverHeapArgs } from "../lib/infra/heap";
import { launcherChildEnv, workerPlace } from "../lib/infra/worker-place";
import { PROJECT_ROOT } from "./root";

/** The production server of the build (`output: "standalone"` in next.config.mjs). */
export const STANDALONE_SERVER = ".next/standalone/server.js";

/** The command that runs Next: `next dev`, or the build's standalone server. */
function nextCommand(dev: boolean, port: number): string[] {
  if (dev) return [join(PROJECT_ROOT, "node_modules/next/dist/bin/next"), "dev", "--port", String(port)];
  const server = join(PROJECT_ROOT, STANDALONE_SERVER);
  if (!existsSync(server)) {
    console.error(`\nNo production build (${STANDALONE_SERVER} is missing): run \`npm run build\` first.\n`);
    process.exit(1);
  }
  return [...serverHeapArgs(), server];
}

export async function runApp(dev: boolean): Promise<void> {
  // The launcher and Next work in the project's root, wherever `node dist/start.mjs` was started:
  // the migrations, the demo studios and the uploads folder are found from there (docs/deployment.md, Backups).
  process.chdir(PROJECT_ROOT);
  installProcessHandlers();

  let stopping = false;
  let next: ChildProcess | null = null;
  let database: ReturnType<typeof ensureDatabase> | null = null;
  let waiting: Promise<WaitingServer | undefined> | undefined;
  const starting = new AbortController();
  const closeWaiting = async () => {
    const w = await waiting;
    waiting = undefined;
    await w?.close();
  };
  const stopRest = async (code: number) => {
    await closeWaiting();
    await stopWorker().catch(() => {});
    const started = await database?.catch(() => undefined);
    await started?.stop().catch(() => {});
    process.exit(code);
  };
  const stop = (reason: NodeJS.Signals | "parent gone") => {
    if (stopping) return;
    stopping = true;
    log.info("shutdown: stopping", { reason, next: next ? "stopping" : "not started" });
    // Next drains by itself (lib/infra/drain.ts); the rest stops once it has exited (below).
    if (next) return void next.kill(reason === "parent gone" ? "SIGTERM" : reason);
    // Still starting: nothing serves yet; what has started stops, and the start goes no further.
    starting.abort();
    void stopRest(0);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  stopWithParent(() => stop("parent gone"));

  database = ensureDatabase();
  const started = await database;
  const { url, embedded } = started;
  try {
    await readyDatabase(url, starting.signal, () => {
      // A query that fails still loads Prisma's query compiler, work the way back need not wait for.
      db().$queryRaw`SELECT 1`.catch(() => {});
      const port = env().PORT;
      // On Next's address (lib/infra/worker-place.ts, launcherChildEnv).
      waiting ??= startWaitingServer(port, "0.0.0.0", env().APP_ENV === "production").then(
        (w) => (log.info("waiting for the database: answering 503 meanwhile", { port }), w),
        (err: Error) => (log.warn("waiting for the database: cannot answer on the port", { port, cause: err.message }), undefined),
      );
    });
  } catch (err) {
    if (stopping) return;
    // A migration that fails, a refused mode: the operator's to fix, in one paragraph.
    console.error(`\n${(err as Error).message}\n`);
    return void stopRest(1);
  }
  await refuseEmbeddedProduction(started);
  const e = env();
  // The process's one pool (lib/infra/db.ts), which the job worker uses too.
  const client = db();
  if (demoStudiosWanted(e, await client.studio.count())) {
    const dir = join(PROJECT_ROOT, "prisma/demo");
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      await importStudio(client, parseStudioFile(JSON.parse(readFileSync(join(dir, f), "utf8"))));
      console.log(`Imported demo studio from prisma/demo/${f}`);
    }
  }
  // Next takes the port over from the waiting answers.
  await closeWaiting();
  if (stopping) return;

  // Next first, the rest after its start: once the database is back, it serves the sooner.
  // The IPC channel is Next's tie to this process: when it closes (this process died, even by
  // SIGKILL), Next stops too (lib/infra/process.ts, stopWithLauncher).
  const workerHere = workerPlace(e, { launcher: true }) === "launcher";
  next = spawn(process.execPath, nextCommand(dev, e.PORT), {
    cwd: PROJECT_ROOT,
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: launcherChildEnv(process.env, { databaseUrl: url, port: e.PORT, drain: !dev }),
  });
  console.log(
    `Starting Next on http://localhost:${e.PORT} (${dev ? "development" : "production build"}, ${e.APP_ENV}, database: ${embedded ? "embedded" : "DATABASE_URL"}${workerHere ? ", job worker in this process" : ""})`,
  );
  let exitCode = 0;
  next.on("exit", (code, signal) => {
    if (stopping) {
      log.info("shutdown: next stopped", { code, signal });
      return void stopRest(exitCode);
    }
    log.error("next exited", { code, signal });
    void stopRest(code || 1);
  });
  // The rest once Next answers, so that it does not compete with Next's start for the CPU.
  await nextLive(e.PORT, () => stopping);
  if (e.APP_ENV !== "production") {
    // One-click sign-in to each demo studio's dashboard (docs/studio-accounts.md, Demo owners).
    const slugs = readdirSync(join(PROJECT_ROOT, "prisma/demo"))
      .filter((n) => n.endsWith(".json"))
      .sort()
      .map((f) => (JSON.parse(readFileSync(join(PROJECT_ROOT, "prisma/demo", f), "utf8")) as { studio: { slug: string } }).studio.slug);
    for (const l of await demoOwnerLinks(client, e, slugs))
      console.log(`Dashboard of ${l.slug} as ${l.email} (one use, 15 minutes; restart for new links):\n  ${l.url}`);
  }
  if (workerHere && !stopping)
    await startWorker().catch((err: unknown) => {
      // No worker, no messages: the instance must not serve on without one.
      log.error("job worker failed to start", errorFields(err));
      exitCode = 1;
      stop("SIGTERM");
    });
}

/** Resolves once Next answers its liveness path (lib/http/health.ts), or when `stopped()`, or after a minute. */
async function nextLive(port: number, stopped: () => boolean): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until && !stopped()) {
    // Without keep-alive (agent: false): an idle connection kept open would hold Next's drain
    // until its keep-alive timeout (lib/infra/drain.ts).
    const live = await new Promise<boolean>((resolve) =>
      httpGet({ host: "127.0.0.1", port, path: LIVENESS_PATH, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      }).on("error", () => resolve(false)),
    );
    if (live) return;
    await sleep(100);
  }
}

/**
 * Wait for the database, then migrate, settle the mode (lib/infra/deployment.ts) and make the job
 * queue ready (lib/infra/queue.ts); an outage in between means waiting again. `onWaiting`: the database did not answer the first attempt.
 */
async function readyDatabase(url: string, signal: AbortSignal, onWaiting: () => void): Promise<void> {
  for (;;) {
    await waitForDatabase(url, { signal, onWaiting });
    try {
      await migrate(url);
      // One mode for the deployment, recorded in its database; Next's process inherits it.
      await settleMode(db());
      // The job queue's schema and queues, which Next's process then need not check again
      // (lib/infra/server-start.ts): Next enqueues from its first request.
      await ensureJobs();
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn("database lost during start-up: waiting again", { cause: (err as Error).message });
    }
  }
}
