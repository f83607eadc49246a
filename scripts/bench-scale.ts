// npm run bench:scale — the cost of the platform's size (docs/performance.md, Scale). Two production
// servers side by side: one on the bench's small database (the bench studio), one on a large one (the same
// studio among thousands: scripts/bench/scale-data.ts, `--factor 1` = 5,000 studios / 15,000 rooms /
// 1,000,000 bookings). The same requests go to both, alternately, one at a time, and the bench prints
// large ÷ small at p50 and p99; then the message sweep, a calendar-sync cycle of 1,000 unchanged feeds
// (time and WAL), and RSS after a render loop. Out of CI: a benchmark, not a test. The machine is shared:
// read the ratios (both sides measured in the same minute), not the absolute times.
// Defaults, chosen so every stage finishes in one run at factor 1 within about 45 minutes on a shared
// 2-core machine (generation 5-10 min, request path ~5, sync ~5, render loops ~10): 100 samples per side
// and scenario (40 for the studio feed), 30 sweeps, 1,000 feeds, 4,000 renders per side. Fewer samples
// only widen the p99; the scope stays. The results file is rewritten after each stage, so a run cut
// short still leaves what it measured.
//
//   npm run bench:scale -- [--only requests|sweep|sync|memory] [--factor 1] [--samples 100] [--renders 4000] [--feeds 1000] [--out bench/results/<file>.md]
import { createServer, request } from "node:http";
import { parseArgs } from "node:util";
import { writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { availableParallelism, cpus, totalmem } from "node:os";
import pg from "pg";
import { startStack, type Stack } from "./bench/stack";
import { addReminderJobs, generateScaleData, type ScaleCounts } from "./bench/scale-data";
import { previewModeId, renderLoop, type RenderTarget } from "./bench/render-loop";
import { freeSlots, loadBusy } from "./bench/freeslots";
import { addDaysIso, ipFor, phoneFor } from "./bench/util";
import { ensureBuild } from "./bench/build";
import { addHistory, PAST_BOOKINGS, timed } from "./bench/history";
import type { BookingFilter } from "../lib/domain/dashboard/bookings";

process.env.LOG_SILENT = "1"; // the sync logs every feed block over a booking
process.env.APP_ENV = "preproduction"; // the sync's feed URLs are http://127.0.0.1 (pre-production only)
const { createDb } = await import("../lib/infra/db");
const { systemClock } = await import("../lib/infra/clock");
const { syncCalendars } = await import("../lib/domain/calendars/sync");
const { issueFeedSecret } = await import("../lib/domain/calendars/feed-out");
const { auditFeedIssue } = await import("../lib/domain/staff/audit");
const { sweepMessages } = await import("../lib/domain/notifications/recover");
const { QUEUE } = await import("../lib/infra/queue");
const { listBookings, bookingListPlan } = await import("../lib/domain/dashboard/bookings");
const { runRetention } = await import("../lib/domain/retention/run");
const { sweepExpiredHolds } = await import("../lib/domain/holds/sweep");
const { manualClock } = await import("../lib/infra/clock");
const { PgBoss } = await import("pg-boss");

const USAGE = `npm run bench:scale -- [--only requests|sweep|history|sync|memory] [--factor 1] [--samples 100] [--feed-samples 40]
                          [--renders 4000] [--feeds 1000] [--out bench/results/<file>.md] [--build] [--ports <first>]
(--ports: the small side uses <first> and the next two, the large side <first>+10 and on; free ports otherwise)`;
const STAGES = ["requests", "sweep", "history", "sync", "memory"] as const;
let flags: ReturnType<typeof parseFlags>;
function parseFlags() {
  const text = { type: "string" } as const;
  return parseArgs({
    options: {
      only: text,
      factor: text,
      samples: text,
      "feed-samples": text,
      renders: text,
      feeds: text,
      out: text,
      ports: text,
      build: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  }).values;
}
try {
  flags = parseFlags();
  if (flags.only && !(STAGES as readonly string[]).includes(flags.only)) throw new Error(`--only: one of ${STAGES.join(", ")}`);
  for (const k of ["factor", "samples", "feed-samples", "renders", "feeds", "ports"] as const)
    if (flags[k] !== undefined && !(Number(flags[k]) > 0)) throw new Error(`--${k}: a positive number`);
} catch (e) {
  // An unknown or malformed flag must not start a run of many minutes.
  console.error(`${(e as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const arg = (name: "factor" | "samples" | "feed-samples" | "renders" | "feeds" | "out" | "only", fallback: string) =>
  flags[name] ?? fallback;
const FACTOR = Number(arg("factor", "1"));
const SAMPLES = Number(arg("samples", "100"));
const RENDERS = Number(arg("renders", "4000"));
const FEEDS = Number(arg("feeds", "1000"));
const OUT = arg("out", "");
const PORTS = flags.ports ? Number(flags.ports) : undefined;
/** `--only memory` (or requests, sweep, history, sync): one stage, e.g. to check a memory change without the rest. */
const ONLY = arg("only", "");
const wants = (stage: (typeof STAGES)[number]) => !ONLY || ONLY === stage;
/** The studio feed returns a whole calendar (the bench studio's year of bookings): fewer samples. */
const FEED_SAMPLES = Math.min(SAMPLES, Number(arg("feed-samples", "40")));

/** A stage whose work failed: its timings would measure the failure, so the bench stops and exits 1. */
class StageFailed extends Error {}

const out: string[] = [];
const say = (line = "") => {
  console.log(line);
  out.push(line);
  if (OUT) writeFileSync(OUT, `${out.join("\n")}\n`);
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

ensureBuild({ force: flags.build === true });
say(`# Scale bench, ${new Date().toISOString().slice(0, 16)}Z`);
say();
say(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; shared with other jobs.`,
);
say(`Factor ${FACTOR} (1 = 5,000 studios / 15,000 rooms / 1,000,000 bookings), ${SAMPLES} samples per side and scenario.`);
say();

let counts: ScaleCounts = {};
const small = await startStack({
  label: "scale-small",
  serverEnv: { WORKER_IN_APP: "0" },
  portBase: PORTS,
  log: (m) => console.log(`[small] ${m}`),
});
let large: Stack | undefined;
let failure = "";
const t0 = Date.now();
try {
  large = await startStack({
    label: "scale-large",
    serverEnv: { WORKER_IN_APP: "0" },
    portBase: PORTS ? PORTS + 10 : undefined,
    log: (m) => console.log(`[large] ${m}`),
    afterSeed: async (url) => {
      counts = await generateScaleData(url, small.slug, FACTOR, (m) => console.log(`[large] ${m}`));
      // A platform two years old: the bench studio's past, ended and stale holds, webhook history.
      Object.assign(counts, await addHistory(url, small.slug, FACTOR, (m) => console.log(`[large] ${m}`)));
    },
  });
  say(
    `Large database generated and served in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${Object.entries(counts)
      .map(([k, v]) => `${v.toLocaleString("en-US")} ${k}`)
      .join(", ")}.`,
  );
  say();
  await run(small, large);
} catch (e) {
  if (!(e instanceof StageFailed)) throw e;
  failure = e.message;
} finally {
  await small.stop();
  await large?.stop();
}
if (OUT) writeFileSync(OUT, `${out.join("\n")}\n`);
if (failure) {
  console.error(`\n${failure}`);
  process.exit(1);
}

async function run(s: Stack, l: Stack) {
  const sides = [s, l] as const;
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const room0 = s.file.rooms[0].id;
  const host = `${s.slug}.bench.localhost`;
  const bypass = `__prerender_bypass=${previewModeId()}`;
  let ip = 1;
  // node:http, not fetch: fetch drops a Host header, and studio pages are routed by Host.
  const call = (st: Stack, path: string, init: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {}) =>
    new Promise<{ ms: number; status: number; text: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const u = new URL(st.baseUrl);
      const t = performance.now();
      const req = request(
        {
          host: u.hostname,
          port: u.port,
          path,
          method: init.method ?? "GET",
          headers: { ...init.headers, "x-forwarded-for": ipFor(ip++), ...(init.host ? { host: init.host } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              ms: performance.now() - t,
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString("utf8"),
              headers: res.headers,
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(init.body);
    });
  const rows: string[] = [
    "| Operation | small p50 | large p50 | ratio p50 | small p99 | large p99 | ratio p99 |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  const scenario = async (name: string, one: (st: Stack, i: number) => Promise<number>, samples = SAMPLES) => {
    const t: [number[], number[]] = [[], []];
    for (let i = 0; i < 5; i++) for (const k of [0, 1] as const) await one(sides[k], i); // warm-up
    for (let i = 0; i < samples; i++) for (const k of [0, 1] as const) t[k].push(await one(sides[k], i + 5));
    const [a, b] = t;
    const row = `| ${name} | ${ms(pct(a, 50))} | ${ms(pct(b, 50))} | ${(pct(b, 50) / pct(a, 50)).toFixed(2)}× | ${ms(pct(a, 99))} | ${ms(pct(b, 99))} | ${(pct(b, 99) / pct(a, 99)).toFixed(2)}× |`;
    rows.push(row);
    console.log(row);
  };
  const ok = (r: { status: number; ms: number; text: string }, want = 200) => {
    if (r.status !== want) throw new Error(`answered ${r.status}: ${r.text.slice(0, 200)}`);
    return r.ms;
  };

  if (wants("requests")) {
    await scenario("site payload", async (st) => ok(await call(st, `/v1/public/sites/${st.slug}`)));
    await scenario("availability, busy room, 7 days", async (st, i) =>
      ok(
        await call(
          st,
          `/v1/public/sites/${st.slug}/rooms/${room0}/availability?from=${addDaysIso(today, i % 30)}&to=${addDaysIso(today, (i % 30) + 6)}`,
        ),
      ),
    );
    await scenario("manage (GET booking by token)", async (st, i) =>
      ok(await call(st, `/v1/public/bookings/manage/${st.seed.manageTokens[i % st.seed.manageTokens.length]}`)),
    );
    await scenario("studio home page, rendered (cache bypassed)", async (st) =>
      ok(await call(st, "/es", { host, headers: { cookie: bypass, "accept-encoding": "gzip" } })),
    );

    // Hold + verify + confirm, each side on its own free slots.
    const slots = await Promise.all(sides.map(async (st) => freeSlots(st.file.rooms, await loadBusy(st.dbUrl, now), now, { firstDay: 2 })));
    await scenario("hold + verify + confirm", async (st, i) => {
      const k = st === s ? 0 : 1;
      const slot = slots[k][i];
      if (!slot) throw new Error("out of free slots");
      const body = {
        ...slot,
        guestName: `Scale ${i}`,
        channel: "phone",
        contact: phoneFor(700_000 + i * 2 + k),
        locale: "es",
        idempotencyKey: `scale-${now}-${k}-${i}`,
      };
      const json = { "content-type": "application/json" };
      const h = await call(st, `/v1/public/sites/${st.slug}/holds`, { method: "POST", headers: json, body: JSON.stringify(body) });
      ok(h, 201);
      const hold = (JSON.parse(h.text) as { data: { holdId: string; devCode: string } }).data;
      const v = await call(st, `/v1/public/holds/${hold.holdId}/verify`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ code: hold.devCode }),
      });
      ok(v);
      const c = await call(st, `/v1/public/holds/${hold.holdId}/confirm`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ paymentMode: "on_site" }),
      });
      ok(c, 201);
      return h.ms + v.ms + c.ms;
    }).catch((e) => rows.push(`| hold + verify + confirm | failed: ${String(e).slice(0, 120)} | | | | | |`));

    // The studio's bookings feed, whole and 304.
    const secrets = await Promise.all(
      sides.map(async (st) => {
        const db = createDb(st.dbUrl, 2);
        try {
          return (await issueFeedSecret(db, { slug: st.slug, rotate: true }, auditFeedIssue(systemClock, "operator"))).secret;
        } finally {
          await db.$disconnect();
        }
      }),
    );
    const etags: string[] = [];
    await scenario(
      "studio bookings feed (200)",
      async (st) => {
        const k = st === s ? 0 : 1;
        const r = await call(st, `/v1/feeds/${secrets[k]}.ics`);
        etags[k] = String(r.headers.etag ?? "");
        return ok(r);
      },
      FEED_SAMPLES,
    );
    await scenario(
      "studio bookings feed (304)",
      async (st) => {
        const k = st === s ? 0 : 1;
        return ok(await call(st, `/v1/feeds/${secrets[k]}.ics`, { headers: { "if-none-match": etags[k] } }), 304);
      },
      FEED_SAMPLES,
    );
    say("## Request path, large ÷ small");
    say();
    say("One request at a time, the two servers alternately; ms.");
    say();
    for (const r of rows) say(r);
    say();
  }
  if (wants("sweep")) {
    // The message sweep, called as the worker calls it.
    say("## Message sweep");
    say();
    // The request path's confirms made the job schema and queue on both servers: now the large
    // database's queued reminders get their jobs, as the worker would have left them.
    const jobs = await addReminderJobs(l.dbUrl, "pgboss", QUEUE.message);
    console.log(`[large] ${jobs.toLocaleString("en-US")} reminder jobs written`);
    for (const st of sides) {
      const db = createDb(st.dbUrl, 2);
      const c = new pg.Client({ connectionString: st.dbUrl });
      await c.connect();
      try {
        const queued = Number((await c.query(`SELECT count(*) n FROM message WHERE status = 'queued' AND "sendAfter" > now()`)).rows[0].n);
        const t: number[] = [];
        for (let i = 0; i < 30; i++) {
          const a = performance.now();
          await sweepMessages(db, systemClock);
          t.push(performance.now() - a);
        }
        say(
          `- ${st === s ? "small" : "large"}: ${queued.toLocaleString("en-US")} queued future messages; sweep p50 ${ms(pct(t, 50))} ms, p99 ${ms(pct(t, 99))} ms (30 runs)`,
        );
      } finally {
        await c.end();
        await db.$disconnect();
      }
    }
    say();
  }
  if (wants("history")) await history(s, l);
  if (wants("sync")) {
    // Calendar sync: FEEDS feeds on each database, served by a local server; a first sync, then the
    // measured cycles of unchanged feeds (server answering 304, and server answering 200 with the same body).
    say(`## Calendar sync, ${FEEDS.toLocaleString("en-US")} unchanged feeds`);
    say();
    say(
      "Run in the bench's process (\`syncCalendars\`, as the worker runs it, every feed due), against a local ICS server; WAL from \`pg_current_wal_lsn()\`.",
    );
    say();
    const events = Array.from({ length: 40 }, (_, i) =>
      [
        "BEGIN:VEVENT",
        `UID:scale-${i}@example.com`,
        "DTSTAMP:20261101T000000Z",
        `DTSTART:202611${String(2 + (i % 25)).padStart(2, "0")}T${String(8 + (i % 10)).padStart(2, "0")}0000Z`,
        "DURATION:PT1H",
        i % 4 === 0 ? "RRULE:FREQ=WEEKLY" : "",
        `SUMMARY:Busy ${i}`,
        `DESCRIPTION:${randomBytes(150).toString("base64")}`,
        "END:VEVENT",
      ].filter(Boolean),
    ).flat();
    const body = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//scale//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
    let mode: "304" | "200" = "304";
    const server = createServer((req, res) => {
      if (mode === "304" && req.headers["if-none-match"] === '"v1"') return void res.writeHead(304, { ETag: '"v1"' }).end();
      res.writeHead(200, { "content-type": "text/calendar", ...(mode === "304" ? { ETag: '"v1"' } : {}) }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const feedBase = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // Every feed must sync: a failed one (an unreadable answer, a parser that cannot start) costs
    // another time than a good one, so a cycle with failures is reported as the stage's failure.
    const allSynced = (rs: { error: string | null }[], what: string) => {
      const failed = rs.filter((r) => r.error);
      if (!failed.length) return;
      const line = `${what}: ${failed.length} of ${rs.length} feeds failed (first error: ${failed[0].error})`;
      say(`- FAILED, ${line}`);
      say();
      throw new StageFailed(`bench:scale: the calendar sync stage failed. ${line}`);
    };
    try {
      for (const st of sides) {
        const c = new pg.Client({ connectionString: st.dbUrl });
        await c.connect();
        const db = createDb(st.dbUrl, 10);
        try {
          await c.query(
            `INSERT INTO calendar_feed (id, "studioId", "roomId", url)
           SELECT gen_random_uuid(), r."studioId", r.id, $1 || '/f' || i || '.ics'
             FROM (SELECT id, "studioId", row_number() OVER (ORDER BY id) - 1 AS n FROM room) r
             CROSS JOIN generate_series(1, $2::int) i
            WHERE (i - 1) % (SELECT count(*) FROM room) = r.n`,
            [feedBase, FEEDS],
          );
          const label = st === s ? "small" : "large";
          let a = performance.now();
          const first = await syncCalendars(db, systemClock, {});
          allSynced(first, `${label}, first sync`);
          say(
            `- ${label}: first sync of ${first.length} feeds (${body.length.toLocaleString("en-US")} bytes each): ${((performance.now() - a) / 1000).toFixed(1)} s, ${first.filter((r) => r.error).length} failed, ${first.reduce((n, r) => n + r.blocksWritten, 0).toLocaleString("en-US")} blocks`,
          );
          for (const m of ["304", "200"] as const) {
            mode = m;
            const lsn0 = (await c.query<{ l: string }>(`SELECT pg_current_wal_lsn() l`)).rows[0].l;
            a = performance.now();
            const rs = await syncCalendars(db, systemClock, {});
            const secs = (performance.now() - a) / 1000;
            allSynced(rs, `${label}, unchanged cycle (server answers ${m})`);
            const wal = Number((await c.query<{ b: string }>(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) b`, [lsn0])).rows[0].b);
            say(
              `- ${label}, unchanged cycle (server answers ${m === "304" ? "304" : "200, same body"}): ${secs.toFixed(1)} s for ${rs.length} feeds, ${(wal / 2 ** 20).toFixed(2)} MB of WAL, ${rs.reduce((n, r) => n + r.blocksChanged, 0)} blocks changed, ${rs.filter((r) => r.error).length} failed`,
            );
          }
        } finally {
          await db.$disconnect();
          await c.end();
        }
      }
    } finally {
      server.close();
    }
    say();
  }
  if (wants("memory")) {
    // RSS after the render loop: the large server renders pages of 2,000 studios (home and a room page,
    // each for the first time: rendered and stored, so the page and site caches fill to their bounds);
    // the small one renders its studio's two pages with the cache bypassed, as often.
    say(`## Memory after ${RENDERS.toLocaleString("en-US")} renders`);
    say();
    const c = new pg.Client({ connectionString: l.dbUrl });
    await c.connect();
    const studios = (
      await c.query<{ slug: string; room: string }>(
        `SELECT s.slug, (SELECT r.id FROM room r WHERE r."studioId" = s.id ORDER BY position LIMIT 1)::text AS room
         FROM studio s WHERE s.slug LIKE 'scale-%' ORDER BY s.slug LIMIT 2000`,
      )
    ).rows;
    await c.end();
    const mixed: RenderTarget[] = studios.flatMap((x) => [
      { host: `${x.slug}.bench.localhost`, path: "/es" },
      { host: `${x.slug}.bench.localhost`, path: `/es/rooms/${x.room}` },
    ]);
    const ls = await renderLoop({ baseUrl: l.baseUrl, pid: l.server.pid!, targets: mixed, count: RENDERS, concurrency: 2, bypass: false });
    const ss = await renderLoop({
      baseUrl: s.baseUrl,
      pid: s.server.pid!,
      targets: [
        { host, path: "/es" },
        { host, path: `/es/rooms/${room0}` },
      ],
      count: RENDERS,
      concurrency: 2,
    });
    say(
      `- large, mixed pages of ${studios.length.toLocaleString("en-US")} studios: RSS ${ls.rssBeforeMb.toFixed(0)} → ${ls.rssAfterMb.toFixed(0)} MB (peak ${ls.peakMb.toFixed(0)}), ${ls.msPerRender.toFixed(1)} ms per page, ${ls.errors} errors`,
    );
    say(
      `- small, its two pages, cache bypassed: RSS ${ss.rssBeforeMb.toFixed(0)} → ${ss.rssAfterMb.toFixed(0)} MB (peak ${ss.peakMb.toFixed(0)}), ${ss.msPerRender.toFixed(1)} ms per render, ${ss.errors} errors`,
    );
  }
}

/** What grows with history (docs/performance.md, Sweeps and history), large (two years old) ÷ small. */
async function history(s: Stack, l: Stack) {
  const sides = [
    ["small", s],
    ["large", l],
  ] as const;
  say(`## History: a platform two years old (the bench studio with ${PAST_BOOKINGS.toLocaleString("en-US")} past bookings)`);
  say();
  const dbs = sides.map(([, st]) => createDb(st.dbUrl, 4));
  try {
    // The dashboard's lists, called as the route calls them, for the bench studio's owner.
    const rows = [
      "| List | rows (small / large) | small p50 | large p50 | ratio p50 | small p99 | large p99 |",
      "|---|---:|---:|---:|---:|---:|---:|",
    ];
    // Searches whose cost should follow their matches (docs/performance.md, Search): a guest with three
    // bookings on each side (the bench's own guests are all "Guest N"), 4 and 10 letters of that name,
    // a text that matches nothing, and the past tab filtered by what is owed.
    for (const [, st] of sides) {
      const c = new pg.Client({ connectionString: st.dbUrl });
      await c.connect();
      await c.query(
        `UPDATE booking SET "guestName" = 'Montserrat Vallverdú' WHERE id IN (
           SELECT b.id FROM booking b JOIN studio s ON s.id = b."studioId" WHERE s.slug = $1 AND b."endsAt" < now() ORDER BY b."startsAt" DESC LIMIT 3)`,
        [st.slug],
      );
      // A page of owed bookings on both sides, so both answer a full page: what differs is the history.
      await c.query(
        `UPDATE booking SET "paymentStatus" = 'unpaid' WHERE id IN (
           SELECT b.id FROM booking b JOIN studio s ON s.id = b."studioId"
            WHERE s.slug = $1 AND b.status <> 'cancelled' AND b."endsAt" < now() - interval '1 day' ORDER BY b."startsAt" DESC LIMIT 60)`,
        [st.slug],
      );
      await c.end();
    }
    const lists: [string, BookingFilter][] = [
      ["upcoming tab, first page", { tab: "upcoming" }],
      ["past tab, first page", { tab: "past" }],
      ['search "vall" (4 letters), past tab', { tab: "past", q: "vall" }],
      ['search "montserrat" (10 letters), past tab', { tab: "past", q: "montserrat" }],
      ['search "zzzz" (no match), past tab', { tab: "past", q: "zzzz" }],
      ["past tab, unpaid", { tab: "past", paymentStatus: "unpaid" }],
      ["past tab, owed", { tab: "past", paymentStatus: "owed" }],
    ];
    const plans: string[] = [];
    const actors = await Promise.all(
      ([0, 1] as const).map(async (k) => ({
        userId: "bench",
        name: "Bench",
        email: "owner@bench.example",
        role: "owner" as const,
        studioId: (await dbs[k].studio.findUniqueOrThrow({ where: { slug: sides[k][1].slug } })).id,
        locale: "es" as const,
      })),
    );
    for (const [label, filter] of lists) {
      const t: [number[], number[]] = [[], []];
      const found = [0, 0];
      // Small and large alternately, so a busy moment of the shared machine falls on both sides.
      for (let i = 0; i < SAMPLES + 5; i++) {
        for (const k of [0, 1] as const) {
          const r = await timed(() => listBookings(dbs[k], systemClock, actors[k], filter));
          if (i >= 5) t[k].push(r.ms);
          found[k] = r.value.items.length;
        }
      }
      plans.push(`- ${label}: ${(await bookingListPlan(dbs[1], systemClock, actors[1], filter)).join("; ")}`);
      rows.push(
        `| ${label} | ${found[0]} / ${found[1]} | ${ms(pct(t[0], 50))} | ${ms(pct(t[1], 50))} | ${(pct(t[1], 50) / pct(t[0], 50)).toFixed(2)}× | ${ms(pct(t[0], 99))} | ${ms(pct(t[1], 99))} |`,
      );
    }
    for (const r of rows) say(r);
    say();
    say("What the large side's plans read (EXPLAIN of the page's query: its scans, by index):");
    say();
    for (const p of plans) say(p);
    say();
    // The expired-holds sweep on the stale backlog, then retention's first run and an hourly one.
    for (const [k, [label]] of sides.entries()) {
      const sweep = await timed(() => sweepExpiredHolds(dbs[k], systemClock));
      const first = await timed(() => runRetention(dbs[k], new Date(), { bookingMonths: 24 }));
      const steady = await timed(() => runRetention(dbs[k], new Date(Date.now() + 3_600_000), { bookingMonths: 24 }));
      const again = await timed(() => sweepExpiredHolds(dbs[k], manualClock(new Date(Date.now() + 60_000))));
      const done = Object.entries(first.value)
        .filter(([, v]) => v > 0)
        .map(([k2, v]) => `${v.toLocaleString("en-US")} ${k2}`)
        .join(", ");
      say(
        `- ${label}: expired-holds sweep ${ms(sweep.ms)} ms for ${sweep.value.toLocaleString("en-US")} holds (next run ${ms(again.ms)} ms)`,
      );
      say(
        `- ${label}: retention first run ${(first.ms / 1000).toFixed(2)} s (${done || "nothing due"}); the hourly run after it ${ms(steady.ms)} ms`,
      );
    }
    // pg-boss's own maintenance over each job table: the large one holds the queued reminders' jobs
    // (written here when the sweep stage did not run).
    const jobs = await addReminderJobs(l.dbUrl, "pgboss", QUEUE.message);
    if (jobs) console.log(`[large] ${jobs.toLocaleString("en-US")} reminder jobs written`);
    for (const [label, st] of sides) {
      const boss = new PgBoss({
        connectionString: st.dbUrl,
        schema: "pgboss",
        supervise: false,
        schedule: false,
        migrate: false,
        registerInstance: false,
      });
      boss.on("error", () => {});
      await boss.start();
      try {
        const c = new pg.Client({ connectionString: st.dbUrl });
        await c.connect();
        const jobs = Number((await c.query(`SELECT count(*) n FROM pgboss.job`)).rows[0].n);
        await c.end();
        const t: number[] = [];
        for (let i = 0; i < 5; i++) t.push((await timed(() => boss.supervise())).ms);
        say(`- ${label}: pg-boss maintenance over ${jobs.toLocaleString("en-US")} jobs: p50 ${ms(pct(t, 50))} ms (5 runs)`);
      } finally {
        await boss.stop({ graceful: false });
      }
    }
    say();
  } finally {
    for (const db of dbs) await db.$disconnect();
  }
}
