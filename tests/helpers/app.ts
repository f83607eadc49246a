// Integration tests talk HTTP to the real app: the production build served by Next's own
// request handler inside the test process (tests/helpers/next-server.ts), on the run's
// throwaway database. Running in-process lets a test move the one clock (setClock) that the
// route handlers read. Requests carry X-Forwarded-For as the operator's proxy would append it
// (production runs behind one, docs/decisions-platform.md, Client IP).
//
// In the `http` project (TEST_SHARED_APP=1, vitest.config.ts) a worker process runs file after
// file with one Next server, started once: each file finds the site and page caches emptied
// (its environment and the clock are put back by tests/setup/shared-process-file.ts). Files with
// a database of their own are the project `http-own`: a process and a server each.
import { inject } from "vitest";
import { env, reloadEnv } from "../../lib/infra/env";
import { createDb, type Db } from "../../lib/infra/db";
import { emitSiteChange } from "../../lib/infra/site-events";
import { startPageCacheEvents } from "../../lib/infra/page-cache-events";
import { ensureJobs } from "../../lib/infra/queue";
import { startNextServer, type NextServer } from "./next-server";
import { recordReply } from "./recording";

export type TestApp = {
  url: string;
  db: Db;
  close: () => Promise<void>;
  /** fetch against the app; each call gets its own client IP unless `ip` is given. */
  fetch: (path: string, init?: RequestInit & { ip?: string; json?: unknown }) => Promise<Response>;
  get: (path: string, opts?: { ip?: string; headers?: Record<string, string> }) => Promise<ApiReply>;
  post: (path: string, body?: unknown, opts?: { ip?: string; headers?: Record<string, string> }) => Promise<ApiReply>;
};

export type ApiReply = {
  status: number;
  headers: Headers;
  // The API's JSON as parsed: tests read it field by field and assert each field they rely on, and
  // tests/contract checks every recorded reply against the OpenAPI schemas.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON, read as explained above
  body: any;
};

let ipCounter = 0;
/**
 * This file's block of addresses (10.<block>.0.0/16): taken from a sequence of the run's database
 * by startTestApp, so two files running side by side never share one (the pid alone collided:
 * two forks whose pids differ by 250 counted each other's requests). The pid until then.
 */
let ipBlock = process.pid % 250;
/**
 * The next block of the database's `test_ip_block` sequence: made by the run's global setup
 * (tests/setup/global.ts), here on a database of a file's own (whose rate counters are its own).
 */
async function takeIpBlock(db: Db): Promise<number> {
  const next = async () => Number((await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('test_ip_block') AS n`)[0].n % 250n);
  try {
    return await next();
  } catch {
    await db.$executeRawUnsafe("CREATE SEQUENCE IF NOT EXISTS test_ip_block START 1").catch(() => {});
    return next();
  }
}

/** A client IP nobody else in this run uses, so per-IP limits of one test never hit another. */
export function uniqueIp(): string {
  ipCounter++;
  return `10.${ipBlock}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

/** This process's server, when its files share one (TEST_SHARED_APP=1). */
let sharedServer: Promise<NextServer> | undefined;
/**
 * The server this file talks to: the process's shared one (its caches emptied of the files
 * before, its page cache listening with this file's root domain) or one of its own.
 */
async function serverForFile(): Promise<{ server: NextServer; release: () => Promise<void> }> {
  if (process.env.TEST_SHARED_APP !== "1") {
    const server = await startNextServer();
    return { server, release: () => server.close({ drainMs: 2_000 }) };
  }
  const server = await (sharedServer ??= startNextServer());
  // What the server's start did for the first file's environment (lib/infra/server-start.ts), for
  // this one's: the job queue in its schema, and the page cache listening with its root domain
  // (same database, so the connection is shared; the listener named "page-cache" is replaced).
  await ensureJobs();
  const stopListening = startPageCacheEvents(env().DATABASE_URL!, env().ROOT_DOMAIN);
  emitSiteChange({ all: true });
  return { server, release: stopListening };
}

export async function startTestApp(opts: { env?: Record<string, string | undefined>; databaseUrl?: string } = {}): Promise<TestApp> {
  const url = opts.databaseUrl ?? inject("databaseUrl");
  if (process.env.TEST_SHARED_APP === "1" && url !== inject("databaseUrl"))
    throw new Error("a file with a database of its own runs in a process of its own: add it to OWN_PROCESS in vitest.config.ts");
  process.env.DATABASE_URL = url;
  process.env.LOG_SILENT ??= "1";
  // The tests play the operator's proxy: each request's X-Forwarded-For is its client, as behind
  // one. Without TRUST_PROXY=1 the server would count every test request as its socket, 127.0.0.1
  // (docs/decisions-platform.md, Client IP).
  process.env.TRUST_PROXY = "1";
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
  const { server, release } = await serverForFile();
  const db = createDb(url, 5);
  ipBlock = await takeIpBlock(db);
  const doFetch: TestApp["fetch"] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    const ip = init.ip ?? uniqueIp();
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", ip);
    // The studio API is called by the dashboard on the platform host (PUBLIC_BASE_URL's): the
    // session counts there only (docs/studio-accounts.md). A test may name another host.
    if (path.startsWith("/v1/studio") && !headers.has("x-test-host")) headers.set("x-test-host", new URL(env().PUBLIC_BASE_URL).host);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(server.url + path, { ...init, headers, body });
    await recordReply(init.method ?? "GET", path, res); // for the contract test (tests/contract)
    return res;
  };
  const reply = async (res: Response): Promise<ApiReply> => {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body };
  };
  return {
    url: server.url,
    db,
    fetch: doFetch,
    get: async (path, o = {}) => reply(await doFetch(path, { ip: o.ip, headers: o.headers })),
    post: async (path, body, o = {}) => reply(await doFetch(path, { method: "POST", ip: o.ip, headers: o.headers, json: body })),
    close: async () => {
      await db.$disconnect();
      await release();
    },
  };
}

/** Assert-friendly view of an error reply. */
export function errorOf(r: ApiReply): { status: number; code: string; envelope: boolean } {
  const b = r.body as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  const envelope =
    b?.success === false && typeof b.error?.code === "string" && typeof b.error?.message === "string" && Object.keys(b).length === 2;
  return { status: r.status, code: String(b?.error?.code), envelope };
}
