// Shared start-up of `npm run dev` and `npm start`: database (DATABASE_URL or embedded),
// migrations, demo studios on an empty database (never in production), then our server in front of Next.
// Run as `node --import tsx scripts/start.ts` (package.json): no tsx wrapper process stands
// between SIGTERM and the handler below (tsx's wrapper SIGKILLs a child that is slow to exit).
// Shutdown order on SIGTERM/SIGINT: stop accepting and drain in-flight requests (bounded by
// SHUTDOWN_DRAIN_MS; keep-alive clients are told Connection: close), then the worker finishes
// its current job, then the embedded PostgreSQL stops, last.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDatabase } from "./database";
import { migrate } from "../lib/infra/migrate";
import { createDb } from "../lib/infra/db";
import { parseStudioFile, importStudio } from "../lib/domain/studios/import";
import { demoStudiosWanted } from "../lib/domain/studios/demo";
import { startAppServer } from "../lib/http/server";
import { env } from "../lib/infra/env";
import { stopWorker } from "../lib/worker";
import { log } from "../lib/infra/log";
import { installProcessHandlers } from "../lib/infra/process";

/** Longest wait for in-flight requests on shutdown (a container's grace period is often 30 s). */
const SHUTDOWN_DRAIN_MS = 20_000;

export async function runApp(dev: boolean): Promise<void> {
  installProcessHandlers();
  // The embedded database runs in its own process group (lib/infra/embedded-postgres.ts), so a
  // Ctrl-C reaches only this process; it is stopped below, after the drain.
  const database = await ensureDatabase();
  const e = env();
  await migrate(database.url);
  const db = createDb(database.url, 2);
  if (demoStudiosWanted(e, await db.studio.count())) {
    const dir = join(process.cwd(), "prisma/demo");
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      await importStudio(db, parseStudioFile(JSON.parse(readFileSync(join(dir, f), "utf8"))));
      console.log(`Imported demo studio from prisma/demo/${f}`);
    }
  }
  await db.$disconnect();
  const server = await startAppServer({ dev, port: e.PORT, trustProxy: e.TRUST_PROXY === "1" });
  console.log(
    `Ready on http://localhost:${server.port} (${dev ? "development" : "production"}, database: ${database.embedded ? "embedded .data/postgres" : "DATABASE_URL"})`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info("shutdown: draining", { signal, inFlight: server.inFlight() });
    await server.close({ drainMs: SHUTDOWN_DRAIN_MS }).catch(() => {});
    // Let messages being sent finish before the database goes away.
    await stopWorker().catch(() => {});
    await database.stop().catch(() => {});
    log.info("shutdown: done", { ms: Date.now() - started });
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
