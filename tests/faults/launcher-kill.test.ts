// Fault: whatever kills `npm start` or `npm run worker`, nothing of theirs outlives it
// (docs/deployment.md, Build and run). npm cannot pass on a SIGKILL and stays the parent of the
// launcher (its script's `exec` replaces only the shell): the launcher sees its parent go
// (lib/infra/process.ts, stopWithParent) and stops as on SIGTERM, Next and the embedded
// PostgreSQL with it, so the next `npm start` serves. A `kill -9` of the launcher itself stops
// Next (its IPC channel closes) but cannot stop its PostgreSQL: the next start takes that one over
// and stops it at its own clean shutdown (lib/infra/embedded-postgres.ts, runningPostgres).
// npm runs in a process group of its own and only its pid is signalled. The embedded PostgreSQL
// has a data folder of the test's own (EMBEDDED_POSTGRES_DIR).
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../lib/infra/embedded-postgres";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { alive, childrenOf, killAll, portFree, startNpm, within, type NpmRun } from "../helpers/npm-run";

let dir: string;
let dataDir: string;
let port: number;
const runs: NpmRun[] = [];
const pids: number[] = [];
let own: OwnDatabase | undefined;

beforeAll(async () => {
  // Root runs PostgreSQL as the user postgres, who must be able to enter the folder.
  dir = mkdtempSync(join(tmpdir(), "studio-launcher-kill-"));
  chmodSync(dir, 0o755);
  dataDir = join(dir, "postgres");
  port = await freePort();
});

afterAll(async () => {
  for (const r of runs) r.killGroup();
  killAll([...pids, postmasterPid()]);
  await own?.drop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/** The pid the data folder's postmaster.pid names, if the file is there. */
function postmasterPid(): number | undefined {
  const file = join(dataDir, "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : undefined;
}

/** Readiness 200, asked without keep-alive: a kept-alive idle connection would hold Next's drain up to 5 s (lib/infra/drain.ts). */
function ready(): Promise<boolean> {
  return new Promise((resolve) =>
    get({ host: "127.0.0.1", port, path: "/v1/health", agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on("error", () => resolve(false)),
  );
}

/** `npm start` on the embedded database, serving; its launcher, Next and PostgreSQL. */
async function start(): Promise<{ run: NpmRun; launcher: number; next: number; postgres: number }> {
  const run = startNpm(["start"], {
    NODE_ENV: "production",
    APP_ENV: "preproduction",
    PORT: String(port),
    DATABASE_URL: undefined,
    EMBEDDED_POSTGRES_DIR: dataDir,
    WORKER_IN_APP: "1",
    LOG_SILENT: "0",
  });
  runs.push(run);
  await run.waitFor("Ready in", 120_000);
  expect(await within(30_000, ready), run.output().slice(-3000)).not.toBeNull();
  const [launcher] = childrenOf(run.pid, "dist/start.mjs");
  expect(launcher, "npm's child is the launcher").toBeGreaterThan(0);
  // Next names its process (process.title); the launcher's other child is PostgreSQL.
  const [next] = childrenOf(launcher, "next-server");
  const postgres = postmasterPid()!;
  pids.push(launcher, next, postgres);
  expect([next, postgres].every(alive)).toBe(true);
  expect(next).not.toBe(postgres);
  return { run, launcher, next, postgres };
}

describe("kill -9 of npm start (embedded PostgreSQL)", () => {
  it("the launcher, Next and PostgreSQL end within 10 s, the port is free, and npm start serves again", async () => {
    const first = await start();
    const killedAt = Date.now();
    process.kill(first.run.pid, "SIGKILL");
    const gone = async () => ![first.launcher, first.next, first.postgres].some(alive) && (await portFree(port));
    const after = await within(10_000, gone);
    const still = {
      launcher: alive(first.launcher),
      next: alive(first.next),
      postgres: alive(first.postgres),
      portFree: await portFree(port),
    };
    expect(after, `10 s after npm's kill -9: ${JSON.stringify(still)}\n${first.run.output().slice(-3000)}`).not.toBeNull();
    expect(first.run.output()).toContain('"msg":"parent gone: stopping"');
    console.log(`kill -9 of npm: launcher, Next and PostgreSQL gone, port free ${after} ms later (${Date.now() - killedAt} ms)`);

    const again = await start();
    expect(again.postgres).not.toBe(first.postgres);
    process.kill(again.run.pid, "SIGTERM");
    expect(await again.run.exited).toEqual({ code: 0, signal: null });
    expect(await within(10_000, () => ![again.launcher, again.next, again.postgres].some(alive))).not.toBeNull();
  }, 240_000);

  it("kill -9 of the launcher: Next stops; the next start takes its PostgreSQL over and stops it at its clean shutdown", async () => {
    const first = await start();
    process.kill(first.launcher, "SIGKILL");
    const nextGone = await within(15_000, async () => !alive(first.next) && (await portFree(port)));
    expect(nextGone, `Next: ${alive(first.next)}, port free: ${await portFree(port)}\n${first.run.output().slice(-3000)}`).not.toBeNull();
    // Nothing could stop it: its owner died at once.
    expect(alive(first.postgres)).toBe(true);

    const second = await start();
    expect(second.postgres).toBe(first.postgres);
    expect(second.run.output()).toContain(
      `Embedded PostgreSQL (pid ${first.postgres}) was left running by a process that is gone: taking it over.`,
    );
    process.kill(second.run.pid, "SIGTERM");
    expect(await second.run.exited).toEqual({ code: 0, signal: null });
    const stoppedIn = await within(10_000, () => !alive(first.postgres));
    expect(stoppedIn, "the PostgreSQL taken over still runs after the clean shutdown").not.toBeNull();
    expect(existsSync(join(dataDir, "postmaster.pid"))).toBe(false);
    expect([second.launcher, second.next].some(alive)).toBe(false);
  }, 240_000);
});

describe("kill -9 of npm run worker", () => {
  it("the worker process ends within 10 s", async () => {
    own = await ownDatabase(inject("databaseUrl"), `launcher_kill_worker_${process.pid}`);
    const run = startNpm(["run", "worker"], {
      APP_ENV: "preproduction",
      DATABASE_URL: own.url,
      JOBS_SCHEMA: `jobs_worker_kill_${process.pid}`,
      LOG_SILENT: "0",
    });
    runs.push(run);
    await run.waitFor("Worker started");
    const [worker] = childrenOf(run.pid, "dist/worker.mjs");
    expect(worker).toBeGreaterThan(0);
    pids.push(worker);
    process.kill(run.pid, "SIGKILL");
    const after = await within(10_000, () => !alive(worker));
    expect(after, `the worker (pid ${worker}) still runs 10 s after npm's kill -9\n${run.output().slice(-2000)}`).not.toBeNull();
    expect(run.output()).toContain('"msg":"parent gone: stopping"');
    expect(run.output()).toContain("Worker stopped");
    console.log(`kill -9 of npm run worker: the worker was gone ${after} ms later`);
  }, 120_000);
});
