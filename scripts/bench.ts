// npm run bench — throughput and latency of the public API against the framework's own floor,
// measured in one run on one machine (ratios, because shared machines are noisy). docs/performance.md.
//
//   npm run bench [-- --connections 10 --duration 8 --warmup 2 --build --explain --only avail31,hold --profile]
//
// --explain prints the query plans of the read path; --only runs a subset of the scenarios
// (site, home, room, avail1, avail31, search, dashboard, agenda, landing, figures, hold, verify; the floor always runs); --profile records a V8 CPU
// profile of the server during each measured run (bench/results/profiles/<scenario>.cpuprofile, a read
// scenario one per slice: <scenario>.<n>.cpuprofile;
// open it in Chrome DevTools or speedscope).
//
// 1. Builds if .next/BUILD_ID is missing (or with --build).
// 2. Micro-benchmark of the pure availability function (31 days, 200 busy intervals).
// 3. A throwaway embedded PostgreSQL with the bench studio (10 rooms, ~2,000 bookings and holds
//    over the next 60 days, calendar blocks, buffers), and the production server in its own process.
// 4. For each scenario: warm-up, then autocannon from a separate process at fixed connections.
//    Reads come from 300 rotating client IPs per run, writes each from a new one (X-Forwarded-For; the server trusts the proxy header)
//    and every hold its own slot, idempotency key and contact, so the per-IP and per-contact
//    limits are never what is measured. A read scenario runs in slices that alternate
//    with slices of the floor (GET /v1/health), and its ratio is taken against those slices:
//    the machine's load drifts over seconds, and both sides of the ratio then see the same drift.
//    The writes run once through their list, between floor runs. The CPU time of
//    the server process, PostgreSQL and the load generator is read from /proc for every run:
//    "CPU vs floor" is the ratio an otherwise idle machine would show.
// 5. One table, PASS/MISS per target of docs/performance.md (req/s ratios for reads, CPU per request for writes), and
//    bench/results/latest.json with every figure, the floor runs and the query plans.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import pg from "pg";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { busyWindow, dateRange, localToday } from "../lib/domain/availability/rules";
import { boolFlag, checkKnown, numberFlag, parseFlags } from "./bench/args";
import { ensureBuild } from "./bench/build";
import { explainReads } from "./bench/explain";
import { freeSlots, loadBusy, policyOf } from "./bench/freeslots";
import { BROWSER_HEADERS, type LoadItem, type LoadJob } from "./bench/load";
import { microAvailability } from "./bench/micro";
import { mergeRuns, postmasterPid, runLoad, type RunOutcome } from "./bench/run";
import { startStack } from "./bench/stack";
import { BENCH_TZ } from "./bench/studio";
import { seedDashboard } from "./bench/dashboard";
import { seedFigures } from "./bench/figures";
import { addDaysIso, fmt, mulberry32, phoneFor, shuffle, sleep } from "./bench/util";

const flags = parseFlags(process.argv.slice(2));
checkKnown(flags, ["connections", "duration", "warmup", "build", "explain", "only", "profile"]);
const ONLY = typeof flags.only === "string" ? new Set(flags.only.split(",").map((s) => s.trim())) : null;
const wanted = (key: string) => ONLY === null || ONLY.has(key) || (key === "hold" && ONLY.has("verify"));
const PROFILE_DIR = join(process.cwd(), "bench", "results", "profiles");
const CONNECTIONS = numberFlag(flags, "connections", 10, { min: 1, max: 1000 });
const DURATION = numberFlag(flags, "duration", 8, { min: 1, max: 3600 });
const WARMUP = numberFlag(flags, "warmup", 2, { min: 0, max: 600 });
const FLOOR_DURATION = Math.max(2, Math.round(DURATION * 0.4));
/** Read scenarios alternate with the floor in this many slices of each (2 s each at the default 8 s). */
const SLICES = Math.max(1, Math.min(4, Math.floor(DURATION / 2)));
const SLICE_S = DURATION / SLICES;
/** Server CPU per request of the floor when the write targets were set (µs). */
const TARGETS_FLOOR_US = 922;

type Row = {
  key: string;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  s5xx: number;
  errors: number;
  /** req/s over the mean of the floor runs just before and after this scenario. */
  ratio: number;
  /** Floor's CPU per request (server + PostgreSQL + load generator) over this scenario's: the ratio a dedicated machine would show. */
  cpuRatio: number;
  serverCpuUsPerReq: number;
  dbCpuUsPerReq: number;
  loadCpuUsPerReq: number;
  status: Record<string, number>;
  note?: string;
};

const started = Date.now();
ensureBuild({ force: boolFlag(flags, "build") });

console.log("Micro-benchmark of the pure availability function …");
const micro = microAvailability();

const PROFILE = boolFlag(flags, "profile");
if (PROFILE) {
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
}
const stack = await startStack({ label: "bench", serverEnv: PROFILE ? { BENCH_PROFILE_DIR: PROFILE_DIR } : {} });
let profiles = 0;
/** Run `fn` with the server's CPU profiler on (only with --profile); the profile is named after `key`. */
async function profiled<T>(key: string, fn: () => Promise<T>): Promise<T> {
  if (!PROFILE || !stack.server.pid) return fn();
  process.kill(stack.server.pid, "SIGUSR2");
  await sleep(100);
  try {
    return await fn();
  } finally {
    process.kill(stack.server.pid, "SIGUSR2");
    const file = join(PROFILE_DIR, `${++profiles}.cpuprofile`);
    for (let i = 0; i < 100 && !existsSync(file); i++) await sleep(100);
    if (existsSync(file)) renameSync(file, join(PROFILE_DIR, `${key}.cpuprofile`));
  }
}
let exitCode = 0;
let keepLog = false;
try {
  const now = Date.now();
  const today = localToday(now, BENCH_TZ);
  const rooms = stack.file.rooms;
  const pids = { server: stack.server.pid, postmaster: postmasterPid(stack.dbUrl) };
  const rnd = mulberry32(6);
  const base = `/v1/public/sites/${stack.slug}`;

  // Request lists. Reads cycle over rooms and dates; writes walk their list once.
  const avail = (days: number): LoadItem[] => {
    const items: LoadItem[] = [];
    for (let d = 1; d <= 40; d++) {
      for (const r of rooms)
        items.push({
          method: "GET",
          path: `${base}/rooms/${r.id}/availability?from=${addDaysIso(today, d)}&to=${addDaysIso(today, d + days - 1)}`,
        });
    }
    return shuffle(items, rnd);
  };
  // The site's room search (docs/api.md, Finding a room): every room of the studio for one start.
  const searchItems: LoadItem[] = [];
  for (let d = 1; d <= 40; d++)
    for (const start of ["10:00", "12:00", "16:00", "19:00"])
      searchItems.push({
        method: "GET",
        path: `${base}/room-search?date=${addDaysIso(today, d)}&startTime=${start}&minutes=120&partySize=3`,
      });
  shuffle(searchItems, rnd);
  const slots = shuffle(freeSlots(rooms, await loadBusy(stack.dbUrl, now), now, { firstDay: 2 }), rnd);
  const runId = now.toString(36);
  const holdItems: LoadItem[] = slots.map((s, i) => ({
    method: "POST",
    path: `${base}/holds`,
    body: JSON.stringify({
      ...s,
      guestName: `Bench Guest ${i}`,
      channel: i % 2 === 0 ? "phone" : "email",
      contact: i % 2 === 0 ? phoneFor(i) : `bench.${runId}.${i}@example.com`,
      locale: (["es", "ca", "en"] as const)[i % 3],
      idempotencyKey: `bench-${runId}-${i}`,
    }),
  }));
  const warmHolds = Math.min(holdItems.length, Math.max(CONNECTIONS * 10, 100));
  console.log(
    `${fmt(slots.length)} distinct free slots precomputed for create hold (each request: its own slot, key, contact and client IP).`,
  );

  let ipBlock = 0;
  const job = (items: LoadItem[], o: Partial<LoadJob> = {}): LoadJob => ({
    url: stack.baseUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    ipBase: ++ipBlock * 1_000_000,
    items,
    mode: "cycle",
    ...o,
  });
  const warm = async (items: LoadItem[], o: Partial<LoadJob> = {}) => {
    if (WARMUP > 0) await runLoad(job(items, { duration: WARMUP, ...o }), pids);
  };
  const perReq = (ms: number, n: number) => (n ? (ms * 1000) / n : 0);
  const cpuPerReq = (r: RunOutcome) => perReq(r.serverCpuMs + r.dbCpuMs + r.loadCpuMs, r.requests);

  // The floor: GET /v1/health of the same build. Read scenarios alternate with it in slices (their
  // ratio uses those slices); the writes are compared with the floor runs just before and after.
  const floorItems: LoadItem[] = [{ method: "GET", path: "/v1/health" }];
  const floors: RunOutcome[] = [];
  const floorRun = async (): Promise<number> => {
    const r = await profiled(`floor${floors.length + 1}`, () => runLoad(job(floorItems, { duration: FLOOR_DURATION }), pids));
    floors.push(r);
    console.log(`  floor run ${floors.length}: ${fmt(r.rps)} req/s`);
    return floors.length - 1;
  };
  type Measured = { key: string; label: string; r: RunOutcome; floorBefore: number; pairedFloor?: RunOutcome; note?: string };
  const measured: Measured[] = [];
  const report = (m: Measured) => {
    measured.push(m);
    console.log(`${m.label}: ${fmt(m.r.rps)} req/s`);
    if (m.r.errorSamples.length) console.log(`  sample non-2xx replies:\n    ${m.r.errorSamples.join("\n    ")}`);
  };
  // Reads come from 300 rotating client IPs: visitors who make several requests each, all well
  // under the 120 reads/min limit (so the limiter's per-client state is exercised as in real use).
  const READ_CLIENTS = 300;
  // One read scenario: SLICES slices of the floor and of the scenario, alternating (the scenario's
  // slices share one block of client IPs, as one long run would). With --profile, the profile
  // covers the scenario's slices only.
  const step = async (key: string, label: string, items: LoadItem[]) => {
    const floorBefore = floors.length - 1;
    await warm(items, { clients: READ_CLIENTS });
    const ipBase = ++ipBlock * 1_000_000;
    const mine: RunOutcome[] = [];
    const paired: RunOutcome[] = [];
    for (let i = 0; i < SLICES; i++) {
      paired.push(await runLoad(job(floorItems, { duration: SLICE_S }), pids));
      mine.push(
        await profiled(SLICES > 1 ? `${key}.${i + 1}` : key, () =>
          runLoad(job(items, { clients: READ_CLIENTS, ipBase, duration: SLICE_S }), pids),
        ),
      );
    }
    floors.push(...paired);
    const pairedFloor = mergeRuns(paired);
    console.log(`  its floor slices: ${paired.map((f) => fmt(f.rps)).join(", ")} req/s`);
    report({ key, label, r: mergeRuns(mine), floorBefore, pairedFloor });
  };

  await warm(floorItems);
  await floorRun();
  if (wanted("site")) await step("site", "GET site payload (4.1)", [{ method: "GET", path: base }]);
  // Studio pages (docs/performance.md), by Host and with a browser's headers (compression on).
  // Warm: served from Next's cache (lib/infra/next-cache-handler.mjs). Cold: the first request
  // after the studio changed (a no-op UPDATE fires the trigger, the notification drops the
  // studio's pages), sampled one at a time.
  const siteHost = `${stack.slug}.bench.localhost`;
  const pageItems = {
    home: [{ method: "GET" as const, path: "/es", host: siteHost, headers: BROWSER_HEADERS }],
    room: rooms.map((r) => ({ method: "GET" as const, path: `/es/rooms/${r.id}`, host: siteHost, headers: BROWSER_HEADERS })),
  };
  const cold: Record<string, { p50: number; p99: number; samples: number }> = {};
  const coldSample = async (path: string, n: number) => {
    const c = new pg.Client({ connectionString: stack.dbUrl });
    await c.connect();
    const ms: number[] = [];
    const once = () =>
      new Promise<{ ms: number; cache: string }>((resolve, reject) => {
        const u = new URL(stack.baseUrl);
        const t0 = performance.now();
        const req = request(
          { host: u.hostname, port: u.port, path, headers: { ...BROWSER_HEADERS, host: siteHost, "x-forwarded-for": "10.250.0.1" } },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ ms: performance.now() - t0, cache: String(res.headers["x-nextjs-cache"]) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    try {
      for (let i = 0; i < n; i++) {
        await c.query(`UPDATE studio SET "name" = "name" WHERE slug = $1`, [stack.slug]);
        let r = await once();
        for (let k = 0; r.cache === "HIT" && k < 20; k++) {
          await sleep(20); // the notification is on its way
          r = await once();
        }
        if (r.cache === "MISS") ms.push(r.ms);
        await once(); // warm again
      }
    } finally {
      await c.end();
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => (ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 10) / 10 : NaN);
    return { p50: at(0.5), p99: at(0.99), samples: ms.length };
  };
  if (wanted("home")) {
    await step("home", "GET studio home page, warm (cached)", pageItems.home);
    cold.home = await coldSample("/es", 20);
    console.log(
      `  home cold (first request after a change): p50 ${cold.home.p50} ms, p99 ${cold.home.p99} ms over ${cold.home.samples} samples`,
    );
  }
  if (wanted("room")) {
    await step("room", "GET studio room page, warm (cached)", pageItems.room);
    cold.room = await coldSample(`/es/rooms/${rooms[0].id}`, 20);
    console.log(
      `  room cold (first request after a change): p50 ${cold.room.p50} ms, p99 ${cold.room.p99} ms over ${cold.room.samples} samples`,
    );
  }
  if (wanted("avail1")) await step("avail1", "GET availability 1 day", avail(1));
  if (wanted("avail31")) await step("avail31", "GET availability 31 days", avail(31));
  if (wanted("search")) await step("search", `GET room search, ${rooms.length} rooms`, searchItems);
  // The studio dashboard (docs/performance.md): a studio with 3 rooms and 200 bookings a week, asked
  // for on the platform host with an owner's session cookie, as a browser does (docs/performance.md,
  // The dashboard's landing page). A probe reads the answer first, so a redirect is never measured.
  const platformUrl = `http://${stack.platformHost}`;
  const platformGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const u = new URL(stack.baseUrl);
      const req = request({ host: u.hostname, port: u.port, path, headers: { ...headers, host: stack.platformHost } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
  let dashboardSeed: Awaited<ReturnType<typeof seedDashboard>> | undefined;
  if (wanted("dashboard") || wanted("agenda") || wanted("landing"))
    dashboardSeed = await seedDashboard(stack.dbUrl, now, stack.codeHashSecret, platformUrl);
  if (dashboardSeed && wanted("dashboard")) {
    const path = `/v1/studio/calendar?from=${dashboardSeed.from}&days=7`;
    const probe = await platformGet(path, { cookie: dashboardSeed.cookie });
    const items = probe.status === 200 ? (JSON.parse(probe.body) as { data: { items: unknown[] } }).data.items.length : 0;
    if (items === 0) throw new Error(`dashboard scenario: GET ${path} answered ${probe.status} with ${items} items`);
    console.log(
      `dashboard studio: ${dashboardSeed.bookings} bookings, ${dashboardSeed.holds} live holds, ${dashboardSeed.blocks} blocks; the week shows ${items} items`,
    );
    await step("dashboard", "GET studio calendar, week (3 rooms, 200 bookings)", [
      { method: "GET", path, host: stack.platformHost, headers: { cookie: dashboardSeed.cookie } },
    ]);
  }
  // The phone's agenda (docs/dashboard.md, Agenda and day sheet): the studio API's answer the
  // landing page polls every 15 s (the target, as the week's calendar answer), and the landing
  // page itself, server-rendered per request, as a browser asks for it (reported with its cost).
  if (dashboardSeed && wanted("agenda")) {
    const probe = await platformGet("/v1/studio/agenda", { cookie: dashboardSeed.cookie });
    const count = probe.status === 200 ? (JSON.parse(probe.body) as { data: { bookings: unknown[] } }).data.bookings.length : 0;
    if (count === 0) throw new Error(`agenda scenario: GET /v1/studio/agenda answered ${probe.status} with ${count} bookings`);
    console.log(`agenda: ${count} bookings today and tomorrow (${dashboardSeed.agenda} seeded, cancelled ones left out)`);
    await step("agenda", `GET studio agenda, today and tomorrow (${count} bookings)`, [
      { method: "GET", path: "/v1/studio/agenda", host: stack.platformHost, headers: { cookie: dashboardSeed.cookie } },
    ]);
  }
  if (dashboardSeed && wanted("landing")) {
    const headers = { ...BROWSER_HEADERS, cookie: dashboardSeed.cookie };
    const { "accept-encoding": _compressed, ...plain } = headers;
    const probe = await platformGet("/studio/es", plain);
    const rows = probe.body.split('data-testid="agenda-open"').length - 1;
    if (probe.status !== 200 || !probe.body.includes('data-testid="agenda"') || rows === 0)
      throw new Error(
        `landing scenario: GET /studio/es answered ${probe.status} with ${rows} agenda rows (${dashboardSeed.agenda} seeded)`,
      );
    console.log(`dashboard landing page: ${rows} agenda rows`);
    await step("landing", `GET dashboard landing page: agenda (${rows} bookings) and today's day`, [
      { method: "GET", path: "/studio/es", host: stack.platformHost, headers },
    ]);
  }

  // The studio's figures (docs/dashboard.md, Figures): a whole year of a 3-room studio with 200
  // bookings a week, asked for as the figures page does.
  if (wanted("figures")) {
    const seed = await seedFigures(stack.dbUrl, now, stack.codeHashSecret, platformUrl);
    const path = `/v1/studio/reports?from=${seed.from}&to=${seed.to}`;
    const probe = await platformGet(path, { cookie: seed.cookie });
    const counted = probe.status === 200 ? (JSON.parse(probe.body) as { data: { total: { bookings: number } } }).data.total.bookings : 0;
    if (probe.status !== 200 || counted === 0)
      throw new Error(`figures scenario: GET ${path} answered ${probe.status} with ${counted} bookings`);
    console.log(`figures studio: ${seed.bookings} bookings (${counted} counted), ${seed.refunds} refunds, ${seed.from} to ${seed.to}`);
    await step("figures", "GET studio figures, a year (3 rooms, 200 bookings a week)", [
      { method: "GET", path, host: stack.platformHost, headers: { cookie: seed.cookie } },
    ]);
  }

  // Create hold: warm up on the first slots, measure on the rest, keep the holds (id + devCode).
  // Verify: each hold created above, once, with its devCode (warm-up on the warm-up holds).
  const verifyItems = (hs: { holdId: string; devCode: string }[]): LoadItem[] =>
    hs.map((h) => ({ method: "POST", path: `/v1/public/holds/${h.holdId}/verify`, body: JSON.stringify({ code: h.devCode }) }));
  if (wanted("hold")) {
    const floorBefore = floors.length - 1;
    const warmRun = await runLoad(
      job(holdItems.slice(0, warmHolds), { mode: "once", amount: warmHolds, collectHolds: true, duration: undefined }),
      pids,
    );
    const created = await profiled("hold", () => runLoad(job(holdItems.slice(warmHolds), { mode: "once", collectHolds: true }), pids));
    report({
      key: "hold",
      label: "POST create hold (distinct free slots)",
      r: created,
      floorBefore,
      note: created.wrapped ? "ran out of free slots: requests repeated (replays/409) — lower --duration" : undefined,
    });
    const wh = warmRun.holds ?? [];
    const ch = created.holds ?? [];
    if (wanted("verify") && ch.length >= CONNECTIONS) {
      if (wh.length >= CONNECTIONS) await runLoad(job(verifyItems(wh), { mode: "once", amount: wh.length, duration: undefined }), pids);
      const verified = await profiled("verify", () =>
        runLoad(job(verifyItems(ch), { mode: "once", amount: ch.length, duration: undefined }), pids),
      );
      report({ key: "verify", label: `POST verify (right code, each of ${fmt(ch.length)} holds once)`, r: verified, floorBefore });
    } else if (wanted("verify")) {
      console.log(`POST verify skipped: only ${ch.length} holds with a devCode were created`);
    }
    await floorRun();
  }

  const median = (xs: number[]) => {
    const v = [...xs].sort((a, b) => a - b);
    return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  };
  const floorRps = floors.reduce((a, f) => a + f.rps, 0) / floors.length;
  const floorReqs = floors.reduce((a, f) => a + f.requests, 0);
  const floorCpu = perReq(
    floors.reduce((a, f) => a + f.serverCpuMs + f.dbCpuMs + f.loadCpuMs, 0),
    floorReqs,
  );
  const rowOf = (key: string, label: string, r: RunOutcome, ratio: number, cpuRatio: number, note?: string): Row => ({
    key,
    label,
    rps: r.rps,
    p50: r.latencyMs.p50,
    p99: r.latencyMs.p99,
    requests: r.requests,
    non2xx: r.non2xx,
    s5xx: r.s5xx,
    errors: r.socketErrors,
    ratio,
    cpuRatio,
    serverCpuUsPerReq: perReq(r.serverCpuMs, r.requests),
    dbCpuUsPerReq: perReq(r.dbCpuMs, r.requests),
    loadCpuUsPerReq: perReq(r.loadCpuMs, r.requests),
    status: r.status,
    note,
  });
  const rows: Row[] = [
    {
      ...rowOf("floor", `floor GET /v1/health (${floors.length} runs)`, floors[0], 1, 1),
      rps: floorRps,
      p50: median(floors.map((f) => f.latencyMs.p50)),
      p99: median(floors.map((f) => f.latencyMs.p99)),
      requests: floorReqs,
      non2xx: floors.reduce((a, f) => a + f.non2xx, 0),
      s5xx: floors.reduce((a, f) => a + f.s5xx, 0),
      errors: floors.reduce((a, f) => a + f.socketErrors, 0),
      serverCpuUsPerReq: perReq(
        floors.reduce((a, f) => a + f.serverCpuMs, 0),
        floorReqs,
      ),
      dbCpuUsPerReq: perReq(
        floors.reduce((a, f) => a + f.dbCpuMs, 0),
        floorReqs,
      ),
      loadCpuUsPerReq: perReq(
        floors.reduce((a, f) => a + f.loadCpuMs, 0),
        floorReqs,
      ),
      status: {},
    },
    ...measured.map((m) => {
      if (m.pairedFloor) return rowOf(m.key, m.label, m.r, m.r.rps / m.pairedFloor.rps, cpuPerReq(m.pairedFloor) / cpuPerReq(m.r), m.note);
      const around = [floors[m.floorBefore], floors[m.floorBefore + 1] ?? floors[m.floorBefore]];
      const localFloor = (around[0].rps + around[1].rps) / 2;
      return rowOf(m.key, m.label, m.r, m.r.rps / localFloor, floorCpu / cpuPerReq(m.r), m.note);
    }),
  ];

  // Query plans of the read path on the seeded data.
  const busyRoom = rooms[0];
  const dates = dateRange(addDaysIso(today, 1), addDaysIso(today, 31));
  const plans = await explainReads(stack.dbUrl, stack.slug, Date.now(), busyWindow(policyOf(busyRoom), dates[0], dates[dates.length - 1]));

  // ---- Report ---------------------------------------------------------------------------------
  const get = (k: string) => rows.find((r) => r.key === k);
  const targets: { name: string; pass: boolean; detail: string }[] = [];
  // The targets of docs/performance.md (ratios to the floor measured in the same run; CPU per request for writes).
  const pct = (r: Row) => `${(r.ratio * 100).toFixed(0)}% of floor`;
  const home = get("home");
  if (home)
    targets.push({
      name: "Studio home page warm ≥ 70% of floor, p99 < 20 ms",
      pass: home.ratio >= 0.7 && home.p99 < 20,
      detail: `${pct(home)}, p99 ${home.p99} ms (cold p50 ${cold.home?.p50} ms)`,
    });
  const room = get("room");
  if (room)
    targets.push({
      name: "Room page warm ≥ 70% of floor, p99 < 20 ms",
      pass: room.ratio >= 0.7 && room.p99 < 20,
      detail: `${pct(room)}, p99 ${room.p99} ms (cold p50 ${cold.room?.p50} ms)`,
    });
  const site = get("site");
  if (site) targets.push({ name: "Site payload ≥ 85% of floor", pass: site.ratio >= 0.85, detail: pct(site) });
  const a31 = get("avail31");
  if (a31)
    targets.push({
      name: "Availability 31 days ≥ 60% of floor, p99 < 40 ms",
      pass: a31.ratio >= 0.6 && a31.p99 < 40,
      detail: `${pct(a31)}, p99 ${a31.p99} ms`,
    });
  const a1 = get("avail1");
  const search = get("search");
  // All rooms at once against one room's day (docs/performance.md, Finding a room): the busy time read once.
  if (search && a1)
    targets.push({
      name: "Room search (every room) ≥ 80% of one room's availability, 1 day",
      pass: search.ratio >= 0.8 * a1.ratio,
      detail: `${((100 * search.ratio) / a1.ratio).toFixed(0)}% (${pct(search)} vs ${pct(a1)} of floor)`,
    });
  // Server CPU per request as a multiple of the floor's in the same run: the figure that compares
  // across runs on a noisy machine. The targets were set when the floor cost 922 µs.
  const floorSrv = get("floor")!.serverCpuUsPerReq;
  const timesFloor = (r: Row, target: number) =>
    `${(r.serverCpuUsPerReq / floorSrv).toFixed(1)} × the floor's ${fmt(floorSrv)} µs (the target was ${(target / TARGETS_FLOOR_US).toFixed(1)} × a floor of ${fmt(TARGETS_FLOOR_US)} µs)`;
  const dash = get("dashboard");
  if (dash)
    targets.push({
      name: "Studio calendar week (3 rooms, 200 bookings) ≥ 50% of floor, p99 < 100 ms",
      pass: dash.ratio >= 0.5 && dash.p99 < 100,
      detail: `${pct(dash)}, p99 ${dash.p99} ms`,
    });
  const agenda = get("agenda");
  if (agenda)
    targets.push({
      name: "Studio agenda, today and tomorrow (3 rooms, 200 bookings a week) ≥ 50% of floor, p99 < 100 ms",
      pass: agenda.ratio >= 0.5 && agenda.p99 < 100,
      detail: `${pct(agenda)}, p99 ${agenda.p99} ms`,
    });
  const figures = get("figures");
  // One report's answer (docs/performance.md, Figures): at more connections the run shows reports
  // queueing behind each other on the machine's cores, printed but not judged.
  if (figures && CONNECTIONS === 1)
    targets.push({
      name: "Studio figures, a year (3 rooms, 200 bookings a week), one at a time, p99 < 200 ms",
      pass: figures.p99 < 200,
      detail: `${pct(figures)}, p99 ${figures.p99} ms`,
    });
  else if (figures) console.log(`Figures at ${CONNECTIONS} connections: p99 ${figures.p99} ms (the target is read with --connections 1).`);
  const hold = get("hold");
  if (hold)
    targets.push({
      name: "Create hold ≤ 3,500 µs server CPU per request, zero 5xx",
      pass: hold.serverCpuUsPerReq <= 3500 && hold.s5xx === 0,
      detail: `${fmt(hold.serverCpuUsPerReq)} µs, ${hold.s5xx} × 5xx; ${timesFloor(hold, 3500)}`,
    });
  const verify = get("verify");
  if (verify)
    targets.push({
      name: "Verify ≤ 2,000 µs server CPU per request",
      pass: verify.serverCpuUsPerReq <= 2000,
      detail: `${fmt(verify.serverCpuUsPerReq)} µs; ${timesFloor(verify, 2000)}`,
    });
  targets.push({
    name: "Pure availability ≥ 20,000 calls/s (31 days, 200 busy)",
    pass: micro.callsPerSec >= 20_000,
    detail: `${fmt(micro.callsPerSec)} calls per CPU-second (${fmt(micro.wallCallsPerSec)} per wall-clock second)`,
  });

  const header = [
    "Scenario",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx/err",
    "5xx",
    "vs floor",
    "CPU vs floor",
    "srv CPU µs/req",
    "db CPU µs/req",
  ];
  const body = rows.map((r) => [
    r.label,
    fmt(r.rps),
    String(r.p50),
    String(r.p99),
    String(r.non2xx + r.errors),
    String(r.s5xx),
    `${(r.ratio * 100).toFixed(0)}%`,
    `${(r.cpuRatio * 100).toFixed(0)}%`,
    fmt(r.serverCpuUsPerReq),
    fmt(r.dbCpuUsPerReq),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log("");
  console.log(
    `Bench: ${CONNECTIONS} connections, ${DURATION} s per scenario (+${WARMUP} s warm-up); reads in ${SLICES} slices of ${SLICE_S} s alternating with as many floor slices; floor runs of ${FLOOR_DURATION} s around the writes. Floor req/s, every run and slice: ${floors.map((f) => fmt(f.rps)).join(", ")}.`,
  );
  console.log(
    `"vs floor": req/s over the floor's — for a read, its own interleaved floor slices; for a write, the mean of the floor runs just before and after. "CPU vs floor": the same floor's CPU per request (server + PostgreSQL + load generator) over the scenario's (for writes, all floor runs), i.e. the ratio on an otherwise idle machine.`,
  );
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}.`,
  );
  console.log(
    `Reads rotate over 300 client IPs per run, writes each use a new IP (X-Forwarded-For, TRUST_PROXY=1); every hold its own slot, key and contact: no rate limit is hit.`,
  );
  console.log("");
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const b of body) console.log(line(b));
  console.log("");
  console.log(
    `Pure availability (availableDays, 31 days, 200 busy intervals, one core): ${fmt(micro.callsPerSec)} calls/s of CPU time (${fmt(micro.wallCallsPerSec)} calls per wall-clock second)`,
  );
  console.log("");
  for (const t of targets) console.log(`${t.pass ? "PASS" : "MISS"}  ${t.name}: ${t.detail}`);
  if (boolFlag(flags, "explain")) {
    console.log(
      `\nEXPLAIN ANALYZE, availability busy query (lib/domain/availability/busy.ts busyIntervals), room ${plans.busyRoomId}, ${plans.window.join(" → ")}, ${plans.claimRows} slot claims in the table:\n${plans.busyCustom}`,
    );
    console.log(`\nSame, generic plan (prepared statement):\n${plans.busyGeneric}`);
    console.log(`\nSite payload query (lib/domain/sites.ts):\n${plans.site}`);
    console.log(`\nRate counter upsert (lib/infra/rate-limit.ts):\n${plans.rateCounter}`);
  }

  const total5xx = rows.reduce((n, r) => n + r.s5xx, 0);
  if (total5xx > 0) {
    keepLog = true;
    console.log(`\n${total5xx} × 5xx during the run: server log kept at ${stack.serverLog}`);
  }
  const resultsDir = join(process.cwd(), "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  const out = {
    at: new Date().toISOString(),
    config: { connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP },
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadavg: loadavg(),
    },
    seed: { ...stack.seed, manageTokens: undefined },
    dashboardSeed: dashboardSeed && { ...dashboardSeed, cookie: undefined },
    freeSlots: slots.length,
    floorRps,
    floorRuns: floors.map((f) => ({ rps: f.rps, p50: f.latencyMs.p50, p99: f.latencyMs.p99, requests: f.requests })),
    rows,
    coldPages: cold,
    micro,
    targets,
    plans,
    wallSeconds: (Date.now() - started) / 1000,
  };
  writeFileSync(join(resultsDir, "latest.json"), JSON.stringify(out, null, 2));
  console.log(`\nWrote bench/results/latest.json (${out.wallSeconds.toFixed(0)} s in all).`);
} catch (e) {
  exitCode = 1;
  keepLog = true;
  console.error(e);
} finally {
  await stack.stop({ keepLog });
  if (PROFILE) console.log(`Server CPU profiles (one per measured scenario) in ${PROFILE_DIR}`);
}
process.exit(exitCode);
