// A migrated database of one test file's own, on the run's PostgreSQL server. For tests that
// record something database-wide: a production app or settleMode records the deployment mode
// (lib/infra/deployment.ts), and on the shared database that would turn every later
// pre-production test process away.
import pg from "pg";
import { inject } from "vitest";

export type OwnDatabase = { url: string; drop: () => Promise<void> };

/**
 * Create (afresh) and migrate database `name` next to `serverUrl`'s; drop() removes it. Migrated by
 * copying the run's template (tests/setup/global.ts), the same schema as every migration run anew.
 */
export async function ownDatabase(serverUrl: string, name: string): Promise<OwnDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name} TEMPLATE "${inject("templateDatabase")}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
