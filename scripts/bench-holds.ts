// npm run bench:holds — create-hold throughput and latency next to GET availability, in one run.
//
// Needs a production build first (`npm run build`). Starts a throwaway embedded PostgreSQL
// (fsync off), migrates it, imports one bench studio (open around the clock, no captcha, no
// minimum notice), starts `npm start` on it with TRUST_PROXY=1, then drives it from two separate
// processes with autocannon at fixed concurrency for the same DURATION:
//   - POST /v1/public/sites/{slug}/holds, every request on a distinct free slot (room × date ×
//     hour), with its own idempotency key, contact and X-Forwarded-For address, so the per-IP and
//     per-contact limits never trip and every request should be a 201;
//   - GET  …/rooms/{roomId}/availability for a 7-day window, each from its own address.
// Prints requests/s (for holds: holds created per second), p50/p99 latency and errors for each.
// Options (env): BENCH_DURATION seconds (default 20), BENCH_HOLD_CONNECTIONS (8),
// BENCH_READ_CONNECTIONS (8). Nothing is written to the dev database.
import { fork, spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DateTime } from "luxon";

type Histogram = { p50: number; p99: number; average: number };
type AutocannonResult = {
  latency: Histogram;
  requests: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
};
type AutocannonRequest = {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
};
type AutocannonOptions = { url: string; connections: number; duration: number; requests: AutocannonRequest[] };
type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;

type DriverJob = {
  kind: "holds" | "availability";
  url: string;
  slug: string;
  roomIds: string[];
  timezone: string;
  connections: number;
  duration: number;
};
type DriverReport = { kind: DriverJob["kind"]; result: AutocannonResult; statuses: Record<string, number> };

const HOURS = Array.from({ length: 20 }, (_, i) => i + 4); // 04:00–23:00: never a DST gap or repeat
const ROOMS = 6;

// ---- Driver (child process): one autocannon run ------------------------------------------

async function drive(job: DriverJob): Promise<DriverReport> {
  const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  const statuses: Record<string, number> = {};
  const today = DateTime.now().setZone(job.timezone).startOf("day");
  let n = 0;
  const ipOf = (i: number, prefix: number) => `${prefix}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const onResponse = (status: number, body: string) => {
    let key = String(status);
    if (status >= 300) {
      try {
        key += ` ${(JSON.parse(body) as { error?: { code?: string } }).error?.code ?? ""}`;
      } catch {
        /* not JSON */
      }
    }
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const request: AutocannonRequest =
    job.kind === "holds"
      ? {
          method: "POST",
          path: `/v1/public/sites/${job.slug}/holds`,
          onResponse,
          setupRequest: (req) => {
            const k = n++;
            const room = job.roomIds[k % job.roomIds.length];
            const j = Math.floor(k / job.roomIds.length);
            const date = today.plus({ days: 1 + Math.floor(j / HOURS.length) }).toISODate();
            const startTime = `${String(HOURS[j % HOURS.length]).padStart(2, "0")}:00`;
            const body = {
              roomId: room,
              date,
              startTime,
              durationMinutes: 60,
              guestName: "Bench Guest",
              channel: "email",
              contact: `bench${k}@example.com`,
              locale: "en",
              idempotencyKey: `bench-${process.pid}-${k}`,
            };
            return { ...req, body: JSON.stringify(body), headers: { "content-type": "application/json", "x-forwarded-for": ipOf(k, 10) } };
          },
        }
      : {
          method: "GET",
          onResponse,
          setupRequest: (req) => {
            const k = n++;
            const from = today.plus({ days: 1 + (k % 30) });
            const path = `/v1/public/sites/${job.slug}/rooms/${job.roomIds[k % job.roomIds.length]}/availability?from=${from.toISODate()}&to=${from.plus({ days: 6 }).toISODate()}`;
            return { ...req, path, headers: { "x-forwarded-for": ipOf(k, 11) } };
          },
        };
  const result = await autocannon({ url: job.url, connections: job.connections, duration: job.duration, requests: [request] });
  return { kind: job.kind, result, statuses };
}

if (process.argv[2] === "--driver") {
  process.once("message", async (job: DriverJob) => {
    const report = await drive(job);
    process.send!(report, () => process.exit(0));
  });
} else {
  await main();
}

// ---- Orchestrator -------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  const duration = Number(process.env.BENCH_DURATION ?? 20);
  const holdConnections = Number(process.env.BENCH_HOLD_CONNECTIONS ?? 8);
  const readConnections = Number(process.env.BENCH_READ_CONNECTIONS ?? 8);
  if (!existsSync(join(process.cwd(), ".next", "BUILD_ID"))) {
    console.error("No production build found: run `npm run build` first.");
    process.exit(1);
  }
  const { startEmbeddedPostgres, freePort } = await import("../lib/infra/embedded-postgres");
  const { migrate } = await import("../lib/infra/migrate");
  const { createDb } = await import("../lib/infra/db");
  const { importStudio, parseStudioFile } = await import("../lib/domain/studios/import");

  const dir = mkdtempSync(join(tmpdir(), "bench-holds-pg-"));
  let server: ChildProcess | undefined;
  let pg: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    pg = await startEmbeddedPostgres({ dataDir: dir, persistent: false, database: "bench" });
    await migrate(pg.url);
    const studio = benchStudio();
    const db = createDb(pg.url, 2);
    await importStudio(db, parseStudioFile(studio));
    await db.$disconnect();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // What `npm start` runs, but with NODE_ENV=test: holds by email without SMTP need devCodes,
    // which never appear under NODE_ENV=production (lib/infra/env.ts); the build served is the same.
    server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: pg.url,
        PORT: String(port),
        TRUST_PROXY: "1",
        APP_ENV: "preproduction",
        LOG_SILENT: "1",
        SMTP_URL: "",
        TWILIO_ACCOUNT_SID: "",
        HCAPTCHA_SECRET: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    });
    await waitForHealth(url, 60_000);
    const setupSeconds = (Date.now() - started) / 1000;
    // One warm-up request per route so the first measured requests do not pay for module loading.
    await fetch(`${url}/v1/public/sites/${studio.studio.slug}/rooms/${studio.rooms[0].id}/availability`, {
      headers: { "x-forwarded-for": "192.0.2.1" },
    });
    await fetch(`${url}/v1/public/sites/${studio.studio.slug}/holds`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
      body: "{}",
    });

    console.log(
      `bench:holds — ${duration}s at ${holdConnections} connections (create hold) + ${readConnections} connections (GET availability), in parallel; setup ${setupSeconds.toFixed(1)}s`,
    );
    const base = { url, slug: studio.studio.slug, roomIds: studio.rooms.map((r) => r.id), timezone: studio.studio.timezone, duration };
    const [holds, reads] = await Promise.all([
      runDriver({ ...base, kind: "holds", connections: holdConnections }),
      runDriver({ ...base, kind: "availability", connections: readConnections }),
    ]);
    printTable([holds, reads]);
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    await pg?.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

function benchStudio() {
  const f = JSON.parse(readFileSync(join(process.cwd(), "prisma/demo/sala-gracia.json"), "utf8"));
  f.studio.slug = "bench-studio";
  f.studio.operatingHours = Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, openTime: "00:00", closeTime: "00:00", isClosed: false }));
  f.booking.captcha = false;
  const template = f.rooms[0];
  f.rooms = Array.from({ length: ROOMS }, (_, i) => ({
    ...template,
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
    name: `Bench room ${i + 1}`,
    minMinutes: 60,
    maxMinutes: 240,
    stepMinutes: 60,
    minNoticeMin: 0,
    maxAdvanceDays: 365,
    bufferMinutes: 0,
  }));
  f.calendarBlocks = [];
  delete f.extras; // the demo's, for its own rooms
  delete f.promoCodes;
  return f as { studio: { slug: string; timezone: string }; rooms: { id: string }[] };
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/v1/health within ${timeoutMs / 1000}s`);
}

function runDriver(job: DriverJob): Promise<DriverReport> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--driver"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.once("message", (m) => resolve(m as DriverReport));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`${job.kind} driver exited with ${code}`));
    });
    child.send(job);
  });
}

function printTable(reports: DriverReport[]): void {
  const rows = reports.map(({ kind, result, statuses }) => {
    const ok = result["2xx"];
    const errors = result.non2xx + result.errors + result.timeouts;
    const detail = Object.entries(statuses)
      .filter(([k]) => !k.startsWith("2"))
      .map(([k, v]) => `${k}×${v}`)
      .join(", ");
    return {
      endpoint: kind === "holds" ? "POST holds (distinct slots)" : "GET availability (7 days)",
      requests: String(ok + errors),
      ok: String(ok),
      "ok/s": (ok / result.duration).toFixed(1),
      "p50 ms": String(result.latency.p50),
      "p99 ms": String(result.latency.p99),
      errors: errors === 0 ? "0" : `${errors} (${detail || `${result.errors} socket, ${result.timeouts} timeouts`})`,
    };
  });
  const cols = Object.keys(rows[0]) as (keyof (typeof rows)[number])[];
  const width = (c: (typeof cols)[number]) => Math.max(c.length, ...rows.map((r) => r[c].length));
  const line = (cells: Record<string, string>) => cols.map((c) => cells[c].padEnd(width(c))).join("  ");
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  for (const r of rows) console.log(line(r));
}
