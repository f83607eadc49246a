// The usual set-up of a db test, written once for every file: this file's process on the test
// database in pre-production (plus the file's own variables), one pool for the file, the
// environment restored after. Returns the pool (usable once the file's tests run; hooks registered
// here, before the file's own: its beforeAll sees the pool, its afterAll runs before the pool
// closes). A variable known only once the file's fakes run (their URLs) is set by the file's own
// beforeAll with setEnv (tests/helpers/env.ts), and restored here all the same.
// `fail` settles a promise to its ApiError (or null).
import { afterAll, beforeAll, inject } from "vitest";
import type { ApiError } from "../../lib/contract/errors";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { setEnv } from "./env";
import { ownDatabase, type OwnDatabase } from "./own-database";

type TestDbOptions = {
  /**
   * The file gets a database of its own by that name (plus the pid), for a file that counts or
   * changes a table as a whole, which files running beside it would disturb (docs/development.md, Tests).
   */
  own?: string;
  /** Variables the file runs with besides DATABASE_URL and APP_ENV; undefined unsets one. */
  env?: Record<string, string | undefined>;
};

export function testDb(poolSize = 4, { own, env = {} }: TestDbOptions = {}): Db {
  let db: Db | undefined;
  let ownDb: OwnDatabase | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    if (own) ownDb = await ownDatabase(inject("databaseUrl"), `${own}_${process.pid}`);
    const url = ownDb?.url ?? inject("databaseUrl");
    setEnv({ DATABASE_URL: url, APP_ENV: "preproduction", ...env });
    db = createDb(url, poolSize);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await ownDb?.drop();
    process.env = saved;
    reloadEnv();
  });
  // The pool exists only from beforeAll on: forward to it, methods bound to the real client.
  return new Proxy({} as Db, {
    get(_, key) {
      if (!db) throw new Error("testDb: used before the file's tests started");
      const v = Reflect.get(db, key, db) as unknown;
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(db) : v;
    },
  });
}

export const fail = (p: Promise<unknown>): Promise<ApiError | null> =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );
