// One throwaway database for the whole run: a fresh database on DATABASE_URL's server when
// it is set, else an embedded PostgreSQL in a temp folder. Migrated once; never the dev data.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../lib/infra/embedded-postgres";
import { migrate } from "../../lib/infra/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A migrated database nobody connects to, copied by tests/helpers/own-database.ts. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  let url: string;
  let teardown: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    const admin = new URL(process.env.DATABASE_URL);
    const name = `studio_test_${process.pid}_${Date.now()}`;
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    const u = new URL(admin.toString());
    u.pathname = `/${name}`;
    url = u.toString();
    teardown = async () => {
      const c2 = new pg.Client({ connectionString: admin.toString() });
      await c2.connect();
      await c2.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c2.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "studio-test-pg-"));
    const running = await startEmbeddedPostgres({ dataDir: dir, persistent: false, database: "studio_test" });
    url = running.url;
    teardown = async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await migrate(url);
  // A copy of the freshly migrated database, before anything connects to it: a file that needs a
  // database of its own gets `CREATE DATABASE … TEMPLATE` of it (0.2 to 0.3 s on a loaded 2-core
  // machine) instead of running every migration again (1.5 to 2.5 s there).
  const source = new URL(url).pathname.slice(1);
  const template = `${source}_template`;
  // The copy is made from a connection to another database than its source.
  const maintenance = new URL(process.env.DATABASE_URL ?? url);
  if (!process.env.DATABASE_URL) maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
  await admin.query(`CREATE DATABASE "${template}" TEMPLATE "${source}"`);
  await admin.end();
  // Each test file's block of client addresses (tests/helpers/app.ts uniqueIp).
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query("CREATE SEQUENCE IF NOT EXISTS test_ip_block START 1");
  await c.end();
  project.provide("databaseUrl", url);
  project.provide("templateDatabase", template);
  return async () => {
    const c2 = new pg.Client({ connectionString: maintenance.toString() });
    await c2.connect();
    await c2.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => {});
    await c2.end();
    await teardown();
  };
}
