// How scripts find their database: DATABASE_URL when set, else the embedded PostgreSQL with
// its data under the project's .data/ (started for the script and stopped when it ends). withDatabase and
// runCommand then migrate it and settle the deployment mode (lib/infra/deployment.ts): a
// script started without APP_ENV on a production database runs as production.
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createDb, type Db } from "../lib/infra/db";
import { embeddedDatabaseRefusal, embeddedPostgresDir, env, givenDatabaseUrl, setDatabaseUrl } from "../lib/infra/env";
import { migrate, type MigrationResult } from "../lib/infra/migrate";
import { settleModeOrExit } from "./mode";
import { PROJECT_ROOT } from "./root";
import {
  adoptPostgres,
  PostgresStartError,
  runningPostgres,
  startEmbeddedPostgres,
  type RunningPostgres,
} from "../lib/infra/embedded-postgres";

/** Ensure DATABASE_URL points at a running database; returns a stop function (no-op when external). */
export async function ensureDatabase(): Promise<{ url: string; stop: () => Promise<void>; embedded: boolean }> {
  const external = givenDatabaseUrl();
  if (external) return { url: external, stop: async () => {}, embedded: false };
  // Production never runs on the embedded database: one line, before anything starts.
  const refusal = embeddedDatabaseRefusal();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // Under the project's root, whatever folder a command is started from (scripts/root.ts),
  // unless EMBEDDED_POSTGRES_DIR says otherwise.
  const given = embeddedPostgresDir();
  const dataDir = resolve(PROJECT_ROOT, given ?? ".data/postgres");
  // As root from a checkout the postgres user cannot enter, the default data lives in the temp
  // folder (one folder per checkout) rather than not at all; a folder given is used or refused.
  const fallbackDataDir = given
    ? undefined
    : join(tmpdir(), `studio-booking-data-${createHash("sha256").update(PROJECT_ROOT).digest("hex").slice(0, 10)}`, "postgres");
  for (const dir of fallbackDataDir ? [dataDir, fallbackDataDir] : [dataDir]) {
    const found = runningPostgres(dir);
    if (!found) continue;
    setDatabaseUrl(found.url);
    // A dev server already runs the embedded database: scripts (calendar:sync, studio:feed, …) use it.
    if (!found.orphaned) return { url: found.url, stop: async () => {}, embedded: true };
    // Left running by a start killed with SIGKILL: this process stops it when it ends.
    console.log(`Embedded PostgreSQL (pid ${found.pid}) was left running by a process that is gone: taking it over.`);
    return { url: found.url, stop: adoptPostgres(dir, found).stop, embedded: true };
  }
  let pg: RunningPostgres;
  try {
    pg = await startEmbeddedPostgres({ dataDir, fallbackDataDir, persistent: true });
  } catch (e) {
    // One paragraph a person can act on, not a stack (lib/infra/embedded-postgres.ts).
    const message =
      e instanceof PostgresStartError
        ? e.message
        : `The embedded PostgreSQL could not start (data folder ${dataDir}): ${(e as Error).message}`;
    console.error(`\n${message}\n`);
    process.exit(1);
  }
  if (pg.dataDir !== dataDir) console.log(`Embedded PostgreSQL data in ${pg.dataDir} (running as root: its user cannot reach ${dataDir}).`);
  setDatabaseUrl(pg.url);
  return { url: pg.url, stop: pg.stop, embedded: true };
}

/**
 * After the mode is settled: a bare process (no APP_ENV, no NODE_ENV) on an embedded database
 * recorded as production is production too, and refused the same way (one line, exit 1).
 */
export async function refuseEmbeddedProduction(database: { embedded: boolean; stop: () => Promise<void> }): Promise<void> {
  const refusal = database.embedded ? embeddedDatabaseRefusal({ APP_ENV: env().APP_ENV }, true) : null;
  if (!refusal) return;
  console.error(refusal);
  await database.stop().catch(() => {});
  process.exit(1);
}

/** `fn` on the migrated database, with the mode settled; gets the migrations applied now. */
export async function withDatabase(fn: (url: string, migrated: MigrationResult) => Promise<void>): Promise<void> {
  const database = await ensureDatabase();
  try {
    const migrated = await migrate(database.url);
    await settleModeOrExit(database.url, database.stop);
    await refuseEmbeddedProduction(database);
    await fn(database.url, migrated);
  } finally {
    await database.stop();
  }
}

/**
 * A command on a migrated database: runs `fn` and exits with the code it returns (0 when none).
 * An error of an `expected` type is the user's (unknown slug, bad state): its message is printed
 * and the exit code is 1. Anything else is a bug and keeps its stack.
 */
export async function runCommand(
  fn: (db: Db) => Promise<number | void>,
  opts: { expected?: (abstract new (...args: never[]) => Error)[]; pool?: number } = {},
): Promise<never> {
  let code = 0;
  await withDatabase(async (url) => {
    const db = createDb(url, opts.pool ?? 1);
    try {
      code = (await fn(db)) ?? 0;
    } catch (e) {
      if (!opts.expected?.some((type) => e instanceof type)) throw e;
      console.error((e as Error).message);
      code = 1;
    } finally {
      await db.$disconnect();
    }
  });
  process.exit(code);
}
