// The system under test, started fresh for one run: a throwaway embedded PostgreSQL (temp folder,
// fsync off), migrated, loaded with the bench studio, and the production server in its own
// process (scripts/bench/server.mjs) with TRUST_PROXY=1. Its log goes to a file, so nothing of
// the server's work shows up in the load generator's process.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { freePort, startEmbeddedPostgres } from "../../lib/infra/embedded-postgres";
import { migrate } from "../../lib/infra/migrate";
import { benchStudioFile, BENCH_SLUG } from "./studio";
import { seedStudio, type SeedSummary } from "./seed";
import type { StudioFile } from "../../lib/domain/studios/import";
import { sleep } from "./util";
import { serverHeapArgs } from "../../lib/infra/heap";

/** The bench servers' ROOT_DOMAIN, also their platform host (PUBLIC_BASE_URL). */
const ROOT_DOMAIN = "bench.localhost";

export type Stack = {
  /** The first instance (the only one unless `instances` > 1). */
  baseUrl: string;
  /** Every app instance, one process each, all on the one database. */
  baseUrls: string[];
  /** Every process's log file (instances, then the separate worker if any). */
  serverLogs: string[];
  /** Log files of the stack's processes that have exited (should be none while it runs). */
  exited: () => string[];
  dbUrl: string;
  slug: string;
  file: StudioFile;
  seed: SeedSummary;
  seededAt: number;
  serverLog: string;
  server: ChildProcess;
  /**
   * The platform host (PUBLIC_BASE_URL's, with the first instance's port) as a browser sends it in Host: the
   * only host that both serves the dashboard (the root domain's routes) and accepts the session cookie
   * (docs/performance.md, The dashboard's landing page). The server is reached on 127.0.0.1 all the same.
   */
  platformHost: string;
  /** The servers' CODE_HASH_SECRET (also the sign-in key's source): the dashboard scenario signs its session cookie with it. */
  codeHashSecret: string;
  /** Stop server and database; the temp folder (server log) is kept only with keepLog. */
  stop: (opts?: { keepLog?: boolean }) => Promise<void>;
};

/**
 * Stacks not stopped yet. A SIGINT or SIGTERM (a bench cut short) stops them all and removes their
 * folders, databases included, before the process exits: a run of the scale bench leaves gigabytes.
 */
const live = new Set<() => Promise<void>>();
let signalsHooked = false;
function hookSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const sig of ["SIGINT", "SIGTERM"] as const)
    process.once(sig, () => {
      console.error(`${sig}: stopping the bench's servers and removing their databases`);
      void Promise.allSettled([...live].map((stop) => stop())).finally(() => process.exit(sig === "SIGINT" ? 130 : 143));
    });
}

/** Variables that would switch on third parties (captcha, Stripe, delivery) are never inherited. */
const SCRUB =
  /^(BENCH_|SMTP_|TWILIO_|SMS_PROVIDER|SMS_DAILY_|STRIPE_|HCAPTCHA_|DATABASE_URL$|PORT$|APP_ENV$|TRUST_PROXY$|CODE_HASH_SECRET$|LOG_SILENT$|WORKER_IN_APP$|JOBS_SCHEMA$|DB_POOL_MAX$|PUBLIC_BASE_URL$|ROOT_DOMAIN$)/;

export async function startStack(opts: {
  label: string;
  serverEnv?: Record<string, string>;
  nodeArgs?: string[];
  log?: (msg: string) => void;
  /** App instances (default 1). More than one: WORKER_IN_APP=0 and one `npm run worker` process. */
  instances?: number;
  /** The first of the ports to use (PostgreSQL, then one per instance); free ones are picked without it. */
  portBase?: number;
  /** Runs on the seeded database before the server starts (the scale bench's large data set). */
  afterSeed?: (dbUrl: string) => Promise<void>;
}): Promise<Stack> {
  const instances = opts.instances ?? 1;
  const log = opts.log ?? ((m: string) => console.log(m));
  const dir = mkdtempSync(join(tmpdir(), `studio-${opts.label}-`));
  chmodSync(dir, 0o755); // as root, embedded-postgres runs initdb as the postgres user
  const t0 = Date.now();
  const pgDir = join(dir, "pg");
  const pgRun = await startEmbeddedPostgres({ dataDir: pgDir, persistent: false, database: "studio_bench", port: opts.portBase });
  const children: ChildProcess[] = [];
  const stopOne = async (child: ChildProcess) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once("exit", () => r()));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  };
  const stopAll = async () => {
    await Promise.all(children.map(stopOne));
    await pgRun.stop().catch(() => {});
    rmSync(pgDir, { recursive: true, force: true });
  };
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const abandon = async () => {
    await stopAll();
    removeDir();
  };
  live.add(abandon);
  hookSignals();
  const tPg = Date.now();
  try {
    await migrate(pgRun.url);
    const tMig = Date.now();
    const now = Date.now();
    const file = benchStudioFile(now);
    const seed = await seedStudio(pgRun.url, file, now);
    await opts.afterSeed?.(pgRun.url);
    const secs = (a: number, b: number) => ((b - a) / 1000).toFixed(1);
    log(
      `database ready in ${secs(t0, Date.now())} s (PostgreSQL ${secs(t0, tPg)} s, migrations ${secs(tPg, tMig)} s, studio and seed ${secs(tMig, Date.now())} s): ${seed.rooms} rooms, ${seed.calendarBlocks} calendar blocks, ${seed.futureItems} bookings and holds over the next 60 days (${seed.bookings} bookings and ${seed.holds} holds in all, ${seed.slotClaims} slot claims)`,
    );

    const base: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !SCRUB.test(k)) base[k] = v;
    const secret = randomBytes(24).toString("hex");
    const spawnLogged = (script: string, logName: string, env: Record<string, string>) => {
      const logFile = join(dir, logName);
      const fd = openSync(logFile, "a");
      // The server is plain JavaScript (no tsx hooks in the measured process); the worker is TypeScript.
      const loader = script.endsWith(".mjs") ? [] : ["--import", "tsx"];
      // The server gets the heap limit `npm start` gives it (lib/infra/heap.ts) unless the caller sets its own.
      const heap =
        script.endsWith(".mjs") && !(opts.nodeArgs ?? []).some((a) => a.startsWith("--max-old-space-size")) ? serverHeapArgs("") : [];
      const child = spawn(process.execPath, [...heap, ...(opts.nodeArgs ?? []), ...loader, script], {
        cwd: process.cwd(),
        env: env as NodeJS.ProcessEnv,
        stdio: ["ignore", fd, fd],
      });
      closeSync(fd);
      children.push(child);
      return { child, logFile };
    };
    const baseUrls: string[] = [];
    const serverLogs: string[] = [];
    const started: ChildProcess[] = [];
    for (let i = 0; i < instances; i++) {
      const port = opts.portBase ? opts.portBase + 1 + i : await freePort();
      const env: Record<string, string> = {
        ...base,
        // Pre-production on the production build: the bench verifies with devCodes, which never
        // appear under NODE_ENV=production (lib/infra/env.ts). Next picks its production runtime from
        // dev:false and NODE_ENV!=="development", so "test" serves the same code.
        NODE_ENV: "test",
        APP_ENV: "preproduction",
        DATABASE_URL: pgRun.url,
        PORT: String(port),
        TRUST_PROXY: "1",
        CODE_HASH_SECRET: secret, // one secret for all instances: a code hashed by one verifies on another
        // The platform is on the root domain, as in production and the e2e runs: a PUBLIC_BASE_URL on
        // 127.0.0.1 made the dashboard's pages unreachable with a session (docs/performance.md, The
        // dashboard's landing page).
        PUBLIC_BASE_URL: `http://${ROOT_DOMAIN}:${port}`,
        ROOT_DOMAIN,
        ...opts.serverEnv,
        ...(instances > 1 ? { WORKER_IN_APP: "0" } : {}),
      };
      const { child, logFile } = spawnLogged(join("scripts", "bench", "server.mjs"), i === 0 ? "server.log" : `server-${i + 1}.log`, env);
      started.push(child);
      baseUrls.push(`http://127.0.0.1:${port}`);
      serverLogs.push(logFile);
      if (i === 0 && instances > 1) {
        // One separate job worker (`npm run worker`) for all instances.
        serverLogs.push(spawnLogged(join("scripts", "worker.ts"), "worker.log", env).logFile);
      }
    }
    const deadline = Date.now() + 90_000 * instances;
    for (let i = 0; i < instances; i++) {
      const child = started[i];
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}); see ${serverLogs[i === 0 ? 0 : i + 1]}`);
        try {
          const r = await fetch(`${baseUrls[i]}/v1/health`);
          if (r.ok) break;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) throw new Error(`the server did not answer /v1/health in time; see ${dir}`);
        await sleep(200);
      }
      log(
        `production server ${instances > 1 ? `${i + 1}/${instances} ` : ""}up on ${baseUrls[i]} (pid ${child.pid}) after ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    if (instances > 1) log(`one separate worker process (npm run worker); logs in ${dir}`);
    const baseUrl = baseUrls[0];
    const serverLog = serverLogs[0];
    const child = started[0];
    const logOf = new Map(children.map((c, i) => [c, serverLogs[i]]));
    return {
      baseUrl,
      baseUrls,
      serverLogs,
      exited: () => children.filter((c) => c.exitCode !== null || c.signalCode !== null).map((c) => logOf.get(c) ?? "?"),
      dbUrl: pgRun.url,
      slug: BENCH_SLUG,
      file,
      seed,
      seededAt: now,
      serverLog,
      server: child,
      codeHashSecret: secret,
      platformHost: `${ROOT_DOMAIN}:${new URL(baseUrl).port}`,
      stop: async (o = {}) => {
        live.delete(abandon);
        await stopAll();
        if (!o.keepLog) removeDir();
      },
    };
  } catch (e) {
    live.delete(abandon);
    await stopAll();
    log(`(the server log, if any, is kept in ${dir})`);
    throw e;
  }
}
