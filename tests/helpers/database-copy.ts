// A database made afresh as a copy of a template on the same PostgreSQL server (CREATE DATABASE …
// TEMPLATE, a fraction of a second where migrating anew takes seconds): a test file's own database
// (own-database.ts) and an e2e studio spec's app's (tests/e2e/server.ts). No vitest here: the e2e
// server runs outside it.
import pg from "pg";

export type CopiedDatabase = { url: string; drop: () => Promise<void> };

/** One statement on the database at `url` (databases are made and dropped from a connection to another one). */
export async function onDatabase(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Database `name`, dropped if it was there, made as a copy of `template` next to `serverUrl`'s; drop() removes it. */
export async function copyDatabase(serverUrl: string, name: string, template: string): Promise<CopiedDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onDatabase(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onDatabase(serverUrl, `CREATE DATABASE ${name} TEMPLATE "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onDatabase(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
