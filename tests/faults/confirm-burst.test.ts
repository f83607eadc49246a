// A burst on a freshly started instance, as the production build runs (the standalone server in
// its own process, the default pool of DB_POOL_MAX connections): 40 confirms at once all wait for a
// pooled connection as long as a transaction may (POOL_WAIT_MS) and are served; none answers 503
// while PostgreSQL is up (docs/decisions-platform.md, Database access).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../lib/infra/embedded-postgres";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startStandalone, type Standalone } from "../helpers/standalone";

const BURST = 40;
let server: Standalone;
let db: Db;
let studio: TestStudio;

beforeAll(async () => {
  const env: Record<string, string | undefined> = {
    NODE_ENV: "production",
    APP_ENV: "preproduction",
    DATABASE_URL: inject("databaseUrl"),
    TRUST_PROXY: "1",
    WORKER_IN_APP: "0",
    LOG_SILENT: process.env.BURST_LOG ?? "1",
    DB_POOL_MAX: process.env.BURST_POOL, // the real default
  };
  process.env.DATABASE_URL = inject("databaseUrl");
  reloadEnv();
  db = createDb(inject("databaseUrl"), 4);
  studio = await createStudio(db);
  server = await startStandalone({ port: await freePort(), env });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await db?.$disconnect();
});

describe("a burst on a fresh instance", () => {
  it(`${BURST} confirms at once: every one 201, none 503`, async () => {
    const holds = [];
    for (let i = 0; i < BURST; i++)
      holds.push(await createHold(db, studio, { startsAt: hoursAhead(48 + 3 * i), channel: "email", contact: `burst${i}@mail.example` }));
    // Only /v1/health has been asked so far: the confirm route, its bundle and most of the pool are cold.
    const t0 = performance.now();
    const replies = await Promise.all(
      holds.map(async (h, i) => {
        const r = await fetch(`${server.url}/v1/public/holds/${h.holdId}/confirm`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}` },
          body: JSON.stringify({ paymentMode: "on_site" }),
        });
        return { status: r.status, body: (await r.json()) as { error?: { code: string } }, ms: performance.now() - t0 };
      }),
    );
    const ms = replies.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`burst of ${BURST}: p50 ${Math.round(ms[BURST >> 1])} ms, max ${Math.round(ms[BURST - 1])} ms`);
    const statuses = replies.map((r) => r.status);
    expect(replies.filter((r) => r.status === 503).map((r) => JSON.stringify(r.body))).toEqual([]);
    expect(statuses).toEqual(holds.map(() => 201));
    expect(await db.booking.count({ where: { holdId: { in: holds.map((h) => h.holdId) } } })).toBe(BURST);
  });
});
