// Fault: `npm start` before its database (DATABASE_URL, here an embedded PostgreSQL this test
// owns, stopped). The launcher does not exit: it logs each attempt, answers on its port meanwhile
// (liveness 200, readiness and every API path 503 in the envelope, pages the outage page in the
// visitor's language, all with Retry-After; lib/http/waiting-server.ts), and once PostgreSQL is
// back it migrates, starts Next and serves within 5 s, without a restart (docs/deployment.md,
// Health and logs).
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../lib/infra/db";
import { freePort, startEmbeddedPostgres, type RunningPostgres } from "../../lib/infra/embedded-postgres";
import { migrate } from "../../lib/infra/migrate";
import { UNAVAILABLE } from "../../lib/i18n/catalogs/unavailable";
import { escapeHtml } from "../../lib/i18n/escape";
import { createStudio } from "../helpers/fixtures";
import { startNpm, within, type NpmRun } from "../helpers/npm-run";

let dir: string;
let pgPort: number;
let port: number;
let pg: RunningPostgres | undefined;
let run: NpmRun | undefined;

const startPg = () => startEmbeddedPostgres({ dataDir: dir, port: pgPort, persistent: true, database: "waiting" });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "studio-db-wait-pg-"));
  chmodSync(dir, 0o755); // root runs PostgreSQL as postgres, who must enter it
  pgPort = await freePort();
  port = await freePort();
  // A database in service: migrated, with a studio (an empty one would get the demo studios first).
  pg = await startPg();
  await migrate(pg.url);
  const db = createDb(pg.url, 1);
  await createStudio(db);
  await db.$disconnect();
  await pg.stop();
  pg = undefined;
}, 120_000);

afterAll(async () => {
  if (run) {
    process.kill(run.pid, "SIGTERM");
    await Promise.race([run.exited, new Promise((r) => setTimeout(r, 15_000))]);
    run.killGroup();
  }
  await pg?.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });

describe("npm start before its database", () => {
  it("waits with a log line per attempt, answers 503 (liveness 200) meanwhile, and serves within 5 s of PostgreSQL's return", async () => {
    run = startNpm(["start"], {
      NODE_ENV: "production",
      APP_ENV: "preproduction",
      PORT: String(port),
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/waiting`,
      WORKER_IN_APP: "1",
      LOG_SILENT: "0",
    });
    await run.waitFor('"msg":"waiting for the database: answering 503 meanwhile"', 60_000);
    // A few attempts, each a line, 0.5 s apart.
    expect(await within(10_000, () => (run!.output().match(/"msg":"database unreachable: waiting"/g) ?? []).length >= 3)).not.toBeNull();
    expect(run.output()).toMatch(/"msg":"database unreachable: waiting","attempt":2,"retryInMs":500,"cause":"ECONNREFUSED"/);

    const readiness = await get("/v1/health");
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get("retry-after")).toBe("5");
    expect(await readiness.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
    const api = await get("/v1/public/sites/some-studio");
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
    expect((await api.json()).error.code).toBe("SERVICE_UNAVAILABLE");
    const live = await get("/v1/health/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ success: true, data: { status: "live" } });

    // Pages: the outage page, in the language of the path, else of the browser.
    for (const [path, acceptLanguage, locale] of [
      ["/ca/manage/abc", "en", "ca"],
      ["/es", "en", "es"],
      ["/studio/en/sign-in", "es", "en"],
      ["/", "ca-ES,ca;q=0.9", "ca"],
    ] as const) {
      const page = await get(path, { "accept-language": acceptLanguage });
      expect(page.status, path).toBe(503);
      expect(page.headers.get("retry-after"), path).toBe("5");
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html, path).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<h1>${escapeHtml(UNAVAILABLE[locale].title)}</h1>`);
    }
    expect(run.child.exitCode).toBeNull(); // still there: waiting, not exited

    pg = await startPg();
    const back = Date.now();
    const servedIn = await within(15_000, () =>
      get("/v1/health").then(
        (r) => r.status === 200,
        () => false,
      ),
    );
    expect(servedIn, run.output().slice(-3000)).not.toBeNull();
    expect(
      servedIn!,
      `readiness 200 only ${servedIn} ms after PostgreSQL came back (${new Date(back).toISOString()})\n${run.output().slice(-2500)}`,
    ).toBeLessThanOrEqual(5_000);
    expect((await get("/v1/health/live")).status).toBe(200); // Next's own now
    expect(run.output()).toContain('"msg":"database reachable"');
    console.log(`database wait: readiness 200 ${servedIn} ms after PostgreSQL came back`);
  }, 120_000);
});
