// How scripts find their database: DATABASE_URL when set, else the embedded PostgreSQL with
// its data under .data/ (started for the script and stopped when it ends).
import { join } from "node:path";
import { startEmbeddedPostgres, type RunningPostgres } from "../lib/infra/embedded-postgres";

export const EMBEDDED_DATA_DIR = join(process.cwd(), ".data/postgres");

/** Ensure DATABASE_URL points at a running database; returns a stop function (no-op when external). */
export async function ensureDatabase(): Promise<{ url: string; stop: () => Promise<void>; embedded: boolean }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false };
  let pg: RunningPostgres;
  try {
    pg = await startEmbeddedPostgres({ dataDir: EMBEDDED_DATA_DIR, persistent: true });
  } catch (e) {
    throw new Error(`Could not start the embedded PostgreSQL in ${EMBEDDED_DATA_DIR} (is another dev server using it?): ${(e as Error).message}`);
  }
  process.env.DATABASE_URL = pg.url;
  return { url: pg.url, stop: pg.stop, embedded: true };
}

export async function withDatabase(fn: (url: string) => Promise<void>): Promise<void> {
  const database = await ensureDatabase();
  try {
    await fn(database.url);
  } finally {
    await database.stop();
  }
}
