// The site_changed listener's backstop poll (lib/infra/site-events.ts), on a fast poll and a
// database of its own (other test files write studios all the time): a change whose notification
// was heard invalidates that studio only, however many polls follow; a change no notification
// covered (the stamp moved, nothing heard) flushes every cache.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { onSiteChanged, startSiteEvents, type SiteChange } from "../../lib/infra/site-events";
import { createStudio } from "../helpers/fixtures";

let db: Db;
let stop: () => Promise<void>;
const seen: SiteChange[] = [];
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Past the poll's grace for a moved stamp (a second, lib/infra/site-events.ts) and two polls more. */
const DECIDED_MS = 1_000 + 3 * POLL_MS;
const own = `site_events_${process.pid}`;
const admin = new pg.Client({ connectionString: inject("databaseUrl") });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${own}`);
  await admin.query(`CREATE DATABASE ${own} TEMPLATE "${inject("templateDatabase")}"`); // migrated (tests/setup/global.ts)
  const url = new URL(inject("databaseUrl"));
  url.pathname = `/${own}`;
  db = createDb(url.toString(), 2);
  onSiteChanged("site-events-test", (c) => seen.push(c));
  stop = startSiteEvents(url.toString(), { pollMs: POLL_MS });
  await sleep(500); // connected, first stamp read
}, 60_000);
afterAll(async () => {
  await stop?.();
  await db?.$disconnect();
  await admin.query(`DROP DATABASE IF EXISTS ${own} WITH (FORCE)`).catch(() => {});
  await admin.end();
});

describe("site_changed backstop poll", () => {
  it("a notified change reaches the caches for its studio only: the polls after it flush nothing", async () => {
    const s = await createStudio(db);
    await sleep(DECIDED_MS); // the poll has decided about the new studio
    seen.length = 0;
    await db.$executeRaw`UPDATE studio SET "email" = ${`poll-${s.slug}@example.com`} WHERE slug = ${s.slug}`;
    await sleep(2 * DECIDED_MS);
    expect(seen.some((c) => !c.all && c.slugs.includes(s.slug))).toBe(true);
    expect(seen.filter((c) => c.all)).toEqual([]);
  });

  it("a change no notification covered (the stamp moved, nothing heard) flushes every cache", async () => {
    const s = await createStudio(db);
    await sleep(DECIDED_MS); // the poll has decided about the new studio
    seen.length = 0;
    // Bypasses the triggers: site_version itself has none, so nothing is notified.
    await db.$executeRaw`UPDATE site_version SET "version" = "version" + 1 WHERE "studioId" = (SELECT id FROM studio WHERE slug = ${s.slug})`;
    for (let waited = 0; waited < 4 * DECIDED_MS && !seen.some((c) => c.all); waited += POLL_MS) await sleep(POLL_MS);
    expect(seen.some((c) => c.all)).toBe(true);
  });
});
