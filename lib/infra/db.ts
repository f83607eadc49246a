// One Prisma module: the pg driver adapter, one shared client per process and database URL,
// and the transaction type domain functions accept (a client or a transaction).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, Prisma } from "../generated/prisma/client";
import { env } from "./env";
import { boundedCache, stringBytes } from "./bounded-cache";
import { processSlot } from "./process-global";
import { fieldOf } from "../contract/shapes";

export { Prisma };
export type Db = PrismaClient;
/** Either the client or an interactive transaction: what domain functions take. */
export type DbOrTx = PrismaClient | Prisma.TransactionClient;

/**
 * How long a query may wait for one of the pool's connections: as long as a transaction may
 * (tx.ts), since under a burst that wait is normal, not an outage (docs/decisions-platform.md,
 * Database access).
 */
export const POOL_WAIT_MS = 15_000;
/** How long opening one new connection may take: a database that accepts TCP but never answers is an outage. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * pg's pool uses one `connectionTimeoutMillis` for both waits; its `Client` option (public API)
 * lets a connection's own opening keep the shorter bound while the queue waits POOL_WAIT_MS.
 */
class BoundedConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function createDb(url: string, max = env().DB_POOL_MAX): PrismaClient {
  // The pg adapter sends and reads timestamps without an offset; pin the session to UTC so
  // timestamptz values are right whatever the server's or the process's time zone.
  // Named statements are prepared once per connection and reused: the same few queries run
  // on every request, and planning them again each time cost as much as running them.
  return new PrismaClient({
    // A database that accepts TCP but never answers (overloaded, half-restarted) fails the
    // request with 503 after CONNECT_TIMEOUT_MS instead of hanging it; a full pool is waited for.
    adapter: new PrismaPg(
      { connectionString: url, max, options: "-c TimeZone=UTC", connectionTimeoutMillis: POOL_WAIT_MS, Client: BoundedConnectClient },
      { statementNameGenerator: statementName },
    ),
  });
}

// Bounded by entries and bytes, least recently used out first (lib/infra/bounded-cache.ts).
const statementNames = boundedCache<string, string>({
  max: 2_000,
  maxBytes: 8 * 2 ** 20,
  bytesOf: (name, sql) => stringBytes(sql) + stringBytes(name),
});
/**
 * Put first in a query whose best plan depends on its values, the dashboard's search: sent unnamed, it is
 * planned for each call's text and studio. A named one gets PostgreSQL's generic plan after five calls,
 * costed for an average studio, which on a studio with years of bookings reads all of them
 * (docs/performance.md, Search).
 */
export const PLAN_PER_CALL = Prisma.sql`/* planned per call */ `;

function statementName(q: { sql: string }): string {
  if (q.sql.startsWith(PLAN_PER_CALL.sql)) return ""; // the protocol's unnamed statement: parsed and planned each time
  let name = statementNames.get(q.sql);
  if (!name) {
    name = `q_${createHash("sha1").update(q.sql).digest("hex")}`;
    statementNames.set(q.sql, name);
  }
  return name;
}

const shared = processSlot<{ url: string; client: PrismaClient }>("db");

/** The process-wide client for DATABASE_URL (shared by every route bundle via globalThis). */
export function db(): PrismaClient {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (scripts/dev.ts and scripts/start.ts set it for the embedded database)");
  const cur = shared.get();
  if (cur && cur.url === url) return cur.client;
  const client = createDb(url);
  shared.set({ url, client });
  return client;
}

/** PostgreSQL error code of a failed query (Prisma wraps driver errors), or undefined. */
export function pgErrorCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; depth++) {
    const meta = fieldOf(cur, "meta");
    const fromMeta = fieldOf(fieldOf(fieldOf(meta, "driverAdapterError"), "cause"), "originalCode") ?? fieldOf(meta, "code");
    if (typeof fromMeta === "string" && /^[0-9A-Z]{5}$/.test(fromMeta)) return fromMeta;
    const code = fieldOf(cur, "code");
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith("P")) return code;
    cur = fieldOf(cur, "cause");
  }
  return undefined;
}

// Signs that PostgreSQL itself is unreachable or refusing work right now (restart, failover,
// connection limit), as opposed to a fault of the query: such errors answer 503 with
// Retry-After, and the next request after recovery simply works (pg reconnects per query).
const OUTAGE_PG_CODES = new Set(["57P01", "57P02", "57P03", "53300", "53400", "08000", "08001", "08003", "08004", "08006", "08P01"]);
const OUTAGE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
  "ECONNABORTED",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const OUTAGE_ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const OUTAGE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const OUTAGE_MESSAGE =
  /Connection terminated|connection error|Connection closed|timeout exceeded when trying to connect|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery|not yet accepting connections)|too many clients already|remaining connection slots are reserved|Can't reach database server|Server has closed the connection|Cannot use a pool after calling end|Client was closed|Connection refused/i;

/** One error of the chain Prisma, its adapter and pg wrap around each other. */
type ErrorLink = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  errorCode?: unknown;
  cause?: unknown;
  meta?: unknown;
  errors?: unknown;
};

/** Whether `test` holds for `e` or any error it wraps (cause, Prisma's meta, its adapter's error, an AggregateError's). */
function anyLink(e: unknown, test: (o: ErrorLink) => boolean): boolean {
  const seen = new Set<unknown>();
  const stack: unknown[] = [e];
  while (stack.length) {
    const cur = stack.pop();
    if (!cur || typeof cur !== "object" || seen.has(cur) || seen.size > 20) continue;
    seen.add(cur);
    const o: ErrorLink = cur; // every field optional and unknown: any object reads as one
    if (test(o)) return true;
    stack.push(o.cause, o.meta, fieldOf(o.meta, "driverAdapterError"));
    if (Array.isArray(o.errors)) stack.push(...o.errors); // AggregateError (e.g. ECONNREFUSED on ::1 and 127.0.0.1)
  }
  return false;
}

/** True when `e` (a Prisma, adapter, pg or socket error, possibly wrapped) means the database is down. */
export function isDatabaseUnavailable(e: unknown): boolean {
  return anyLink(e, (o) => {
    for (const c of [o.code, o.originalCode, o.errorCode]) {
      if (typeof c === "string" && (OUTAGE_PG_CODES.has(c) || OUTAGE_SOCKET_CODES.has(c) || OUTAGE_PRISMA_CODES.has(c))) return true;
    }
    if (typeof o.kind === "string" && OUTAGE_ADAPTER_KINDS.has(o.kind)) return true;
    return typeof o.message === "string" && OUTAGE_MESSAGE.test(o.message);
  });
}

// Outage signs that come before a statement reaches the server (no connection could be made or
// taken from the pool): such a statement never ran. Every other outage sign may come after it ran.
const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P03",
  "53300",
  "53400",
  "P1001",
  "P2024",
]);
const CONNECT_KINDS = new Set(["DatabaseNotReachable", "TooManyConnections"]);
const CONNECT_MESSAGE =
  /timeout exceeded when trying to connect|Can't reach database server|Cannot use a pool after calling end|Client was closed|the database system is (starting up|shutting down|in recovery|not yet accepting connections)|too many clients already|remaining connection slots are reserved|Connection refused/i;

/** True when the outage `e` was met while connecting, so the statement was never sent. */
export function failedToConnect(e: unknown): boolean {
  return anyLink(e, (o) => {
    for (const c of [o.code, o.originalCode]) if (typeof c === "string" && CONNECT_CODES.has(c)) return true;
    if (typeof o.kind === "string" && CONNECT_KINDS.has(o.kind)) return true;
    return typeof o.message === "string" && CONNECT_MESSAGE.test(o.message);
  });
}
