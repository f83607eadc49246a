// Applies prisma/migrations/*/migration.sql in order, recording each in Prisma's own
// `_prisma_migrations` table (same columns, SHA-256 checksum of the file), so that
// `prisma migrate deploy` keeps working where the schema engine can be downloaded.
// Runs under Prisma's advisory lock key; each migration in its own transaction; a file
// whose checksum changed after it was applied is refused.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { errorMessage } from "../contract/shapes";

const PRISMA_ADVISORY_LOCK = 72707369;

export type MigrationResult = { applied: string[]; skipped: string[] };

export async function migrate(url: string, dir = join(process.cwd(), "prisma/migrations")): Promise<MigrationResult> {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result: MigrationResult = { applied: [], skipped: [] };
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    for (const name of names) {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      const prev = done.get(name);
      if (prev) {
        if (!prev.finished_at) throw new Error(`Migration ${name} was started but never finished; fix the database by hand`);
        if (prev.checksum !== checksum)
          throw new Error(`Migration ${name} was changed after it was applied (checksum mismatch); add a new migration instead`);
        result.skipped.push(name);
        continue;
      }
      const id = randomUUID();
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [id, checksum, name],
        );
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${errorMessage(e)}`);
      }
      result.applied.push(name);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
  return result;
}
