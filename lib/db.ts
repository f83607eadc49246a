// One Prisma module: the pg driver adapter, one shared client per process and database URL,
// and the transaction type domain functions accept (a client or a transaction).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, Prisma } from "./generated/prisma/client";
import { env } from "./env";

export { Prisma };
export type Db = PrismaClient;
/** Either the client or an interactive transaction: what domain functions take. */
export type DbOrTx = PrismaClient | Prisma.TransactionClient;

export function createDb(url: string, max = env().DB_POOL_MAX): PrismaClient {
  // The pg adapter sends and reads timestamps without an offset; pin the session to UTC so
  // timestamptz values are right whatever the server's or the process's time zone.
  // Named statements are prepared once per connection and reused: the same few queries run
  // on every request, and planning them again each time cost as much as running them.
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max, options: "-c TimeZone=UTC" }, { statementNameGenerator: statementName }),
  });
}

const statementNames = new Map<string, string>();
function statementName(q: { sql: string }): string {
  let name = statementNames.get(q.sql);
  if (!name) {
    if (statementNames.size > 2_000) statementNames.clear();
    name = `q_${createHash("sha1").update(q.sql).digest("hex")}`;
    statementNames.set(q.sql, name);
  }
  return name;
}

const KEY = Symbol.for("studio-booking.db");
type G = typeof globalThis & { [KEY]?: { url: string; client: PrismaClient } };

/** The process-wide client for DATABASE_URL (shared by every route bundle via globalThis). */
export function db(): PrismaClient {
  const g = globalThis as G;
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (scripts/dev.ts and scripts/start.ts set it for the embedded database)");
  const cur = g[KEY];
  if (cur && cur.url === url) return cur.client;
  const client = createDb(url);
  g[KEY] = { url, client };
  return client;
}

/** PostgreSQL error code of a failed query (Prisma wraps driver errors), or undefined. */
export function pgErrorCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; depth++) {
    const o = cur as { code?: unknown; meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } }; cause?: unknown };
    const fromMeta = o.meta?.driverAdapterError?.cause?.originalCode ?? o.meta?.code;
    if (typeof fromMeta === "string" && /^[0-9A-Z]{5}$/.test(fromMeta)) return fromMeta;
    if (typeof o.code === "string" && /^[0-9A-Z]{5}$/.test(o.code) && !o.code.startsWith("P")) return o.code;
    cur = o.cause;
  }
  return undefined;
}
