// The launcher of `npm run dev` and `npm start`: what must happen before Next serves, then
// Next's own server as a child process (docs/deployment.md).
// Before: the database (DATABASE_URL, or the embedded PostgreSQL), migrations, the deployment
// mode (lib/infra/deployment.ts), the demo studios on an empty pre-production database. Beside: the job worker (WORKER_IN_APP=1), here rather
// than in Next's process, so a slow job never competes with requests and it stops after them.
// Serving: `next dev`, or in production the standalone server of the build.
// Shutdown on SIGTERM/SIGINT: the signal goes to Next, which stops accepting and finishes the
// requests in flight, then exits; then the worker finishes its current job; the embedded
// PostgreSQL stops last.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDatabase, refuseEmbeddedProduction } from "./database";
import { migrate } from "../lib/infra/migrate";
import { createDb } from "../lib/infra/db";
import { parseStudioFile, importStudio } from "../lib/domain/studios/import";
import { demoStudiosWanted } from "../lib/domain/studios/demo";
import { demoOwnerLinks } from "../lib/domain/staff/demo-owners";
import { env } from "../lib/infra/env";
import { settleMode } from "../lib/infra/deployment";
import { startWorker, stopWorker } from "../lib/worker";
import { log } from "../lib/infra/log";
import { installProcessHandlers } from "../lib/infra/process";
import { serverHeapArgs } from "../lib/infra/heap";
import { launcherChildEnv, workerPlace } from "../lib/infra/worker-place";
import { PROJECT_ROOT } from "./root";

/** The production server of the build (`output: "standalone"` in next.config.mjs). */
export const STANDALONE_SERVER = ".next/standalone/server.js";

/** How long Next keeps serving after SIGTERM before it drains (docs/decisions-platform.md, Shutdown). */
const SHUTDOWN_GRACE_MS = 1_000;

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
  const database = await ensureDatabase();
  await migrate(database.url);
  try {
    // One mode for the deployment, recorded in its database; Next's process inherits it.
    await settleMode(database.url);
  } catch (err) {
    console.error(`\n${(err as Error).message}\n`);
    await database.stop().catch(() => {});
    process.exit(1);
  }
  await refuseEmbeddedProduction(database);
  const e = env();
  const db = createDb(database.url, 2);
  if (demoStudiosWanted(e, await db.studio.count())) {
    const dir = join(PROJECT_ROOT, "prisma/demo");
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      await importStudio(db, parseStudioFile(JSON.parse(readFileSync(join(dir, f), "utf8"))));
      console.log(`Imported demo studio from prisma/demo/${f}`);
    }
  }
  if (e.APP_ENV !== "production") {
    // One-click sign-in to each demo studio's dashboard (docs/studio-accounts.md, Demo owners).
    const slugs = readdirSync(join(PROJECT_ROOT, "prisma/demo"))
      .filter((n) => n.endsWith(".json"))
      .sort()
      .map((f) => (JSON.parse(readFileSync(join(PROJECT_ROOT, "prisma/demo", f), "utf8")) as { studio: { slug: string } }).studio.slug);
    for (const l of await demoOwnerLinks(db, e, slugs))
      console.log(`Dashboard of ${l.slug} as ${l.email} (one use, 15 minutes; restart for new links):\n  ${l.url}`);
  }
  await db.$disconnect();
  const workerHere = workerPlace(e, { launcher: true }) === "launcher";
  if (workerHere) await startWorker();

  // The IPC channel is Next's tie to this process: when it closes (this process died, even by
  // SIGKILL), Next stops too (lib/infra/process.ts, stopWithLauncher).
  const next: ChildProcess = spawn(process.execPath, nextCommand(dev, e.PORT), {
    cwd: PROJECT_ROOT,
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: launcherChildEnv(process.env, { databaseUrl: database.url, port: e.PORT }),
  });
  console.log(
    `Starting Next on http://localhost:${e.PORT} (${dev ? "development" : "production build"}, ${e.APP_ENV}, database: ${database.embedded ? "embedded" : "DATABASE_URL"}${workerHere ? ", job worker in this process" : ""})`,
  );

  let stopping = false;
  const stopRest = async (code: number) => {
    await stopWorker().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(code);
  };
  next.on("exit", (code, signal) => {
    if (stopping) {
      log.info("shutdown: next stopped", { code, signal });
      return void stopRest(0);
    }
    log.error("next exited", { code, signal });
    void stopRest(code || 1);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info("shutdown: draining", { signal, graceMs: SHUTDOWN_GRACE_MS });
    // Next stops listening at once and closes connections whose request it has not read yet:
    // requests already on their way (sent just before the signal, or while the proxy had not
    // yet seen the instance go) would be reset. So it hears the signal after a short grace.
    setTimeout(() => next.kill(signal), SHUTDOWN_GRACE_MS);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
