// `npm run dev` as a developer starts it (the launcher under tsx with the job worker in it, then
// `next dev`) on an empty database of its own: it imports the demo studios, and the worker's first
// calendar sync parses the demo studio's own feed (docs/calendars.md, Calendars in). The parser's
// worker thread once failed on every feed there (`__name is not defined`: tsx's compiled code of a
// function turned into the worker's text), which only a process started this way shows.
// Here beside the fault tests: it starts processes and mostly waits, for the worker's schedule.
// Next allows one `next dev` per checkout (it locks .next/dev): stop your own `npm run dev` first.
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../lib/infra/embedded-postgres";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

let own: OwnDatabase;
let dev: ChildProcess;
let exited: Promise<void>;
let output = "";

beforeAll(async () => {
  // Empty of studios (the run's database has other files' studios): the demo studios are imported.
  own = await ownDatabase(inject("databaseUrl"), `dev_calendar_${process.pid}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: own.url,
    PORT: String(await freePort()),
    WORKER_IN_APP: "1",
    LOG_SILENT: "0",
    // A first sync that meets `next dev` still starting (the worker starts before it listens) is
    // tried again the next minute rather than in ten; a parser that fails, fails every time.
    CALENDAR_SYNC_MINUTES: "1",
    // Nothing left behind: next dev's telemetry would send its events from a process of its own.
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // As from a shell: the mode, links and hosts follow from PORT alone.
  for (const k of ["NODE_ENV", "APP_ENV", "PUBLIC_BASE_URL", "ROOT_DOMAIN", "JOBS_SCHEMA"]) delete env[k];
  // `npm run dev` is `exec node --import tsx scripts/dev.ts` (package.json). Its own process group,
  // so that whatever it started can be stopped with it.
  dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    cwd: process.cwd(),
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (c) => (output += String(c)));
  dev.stderr!.on("data", (c) => (output += String(c)));
  exited = new Promise((resolve) => dev.once("exit", () => resolve()));
});

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    dev.kill("SIGTERM"); // the launcher stops Next, then its worker
    const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20_000))]);
    try {
      process.kill(-dev.pid, "SIGKILL"); // anything of the group still there
    } catch {
      /* all gone */
    }
    if (!stopped) await exited;
  }
  await own?.drop();
}, 60_000);

type FeedRow = { url: string; lastError: string | null; lastSyncAt: Date | null; lastSuccessAt: Date | null; blocks: number };

async function demoFeed(): Promise<FeedRow | undefined> {
  const c = new pg.Client({ connectionString: own.url });
  await c.connect();
  try {
    const r = await c.query<FeedRow>(
      `SELECT f.url, f."lastError", f."lastSyncAt", f."lastSuccessAt",
              (SELECT count(*)::int FROM calendar_block b WHERE b."feedId" = f.id) AS blocks
         FROM calendar_feed f JOIN studio s ON s.id = f."studioId" WHERE s.slug = 'estudi-llum'`,
    );
    return r.rows[0];
  } finally {
    await c.end();
  }
}

describe("npm run dev", () => {
  it("syncs the demo studio's calendar feed: parsed, blocks written, no error", async () => {
    const deadline = Date.now() + 180_000;
    let feed = await demoFeed().catch(() => undefined);
    // Until a good sync, or the parser's own failure (no later sync would mend that one).
    while (!feed?.lastSuccessAt && !feed?.lastError?.includes("calendar parser")) {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output.slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`no successful sync of the demo feed (last error: ${feed?.lastError ?? "none"}):\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 1_000));
      feed = await demoFeed().catch(() => undefined);
    }
    expect(feed?.lastError).toBeNull();
    expect(feed?.lastSuccessAt).toBeInstanceOf(Date);
    expect(feed?.url).toBe("/demo/estudi-llum-calendar.ics");
    expect(feed?.blocks).toBeGreaterThan(0);
    expect(output).not.toMatch(/calendar parser/);
  }, 200_000);
});
