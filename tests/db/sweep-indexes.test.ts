// Cost flat as the platform grows (docs/performance.md, "Indexes"): every foreign key has an
// index led by its columns, the hold indexes no query uses are gone, and the quota prune deletes
// a large backlog in batches.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { manualClock } from "../../lib/infra/clock";
import { pruneQuotaEvents } from "../../lib/domain/holds/quota";

let db: Db;

beforeAll(() => {
  db = createDb(inject("databaseUrl"), 2);
});
afterAll(async () => {
  await db?.$disconnect();
});

describe("indexes", () => {
  it("every foreign key has an index whose leading columns are the key's columns", async () => {
    const missing = await db.$queryRaw<{ tbl: string; fk: string }[]>`
      SELECT c.conrelid::regclass::text AS tbl, c.conname AS fk
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
         AND NOT EXISTS (
           SELECT 1 FROM pg_index i
            WHERE i.indrelid = c.conrelid
              AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey)
       ORDER BY 1, 2`;
    expect(missing).toEqual([]);
  });

  it("hold has no index on contact or client IP (no query reads them)", async () => {
    const rows = await db.$queryRaw<{ indexname: string }[]>`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'hold'`;
    const names = rows.map((r) => r.indexname);
    expect(names).not.toContain("hold_contact_createdAt_idx");
    expect(names).not.toContain("hold_clientIp_createdAt_idx");
    expect(names).toContain("hold_roomId_idx");
  });
});

describe("quota prune", () => {
  it("deletes a backlog larger than one batch, and only what has expired", async () => {
    const key = `prune-test-${Date.now()}`;
    // Expired long before the clock below; the live rows expire after it.
    await db.$executeRaw`INSERT INTO quota_event (key, at, "expiresAt")
      SELECT ${key}, timestamptz '2000-01-01' + g * interval '1 second', timestamptz '2000-01-01 01:00' + g * interval '1 second'
        FROM generate_series(1, 12345) g`;
    await db.$executeRaw`INSERT INTO quota_event (key, at, "expiresAt")
      SELECT ${key}, timestamptz '2000-06-01', timestamptz '2000-06-01 01:00' FROM generate_series(1, 10)`;
    const deleted = await pruneQuotaEvents(db, manualClock("2000-03-01T00:00:00Z"), 1000);
    expect(deleted).toBe(12345);
    const left = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM quota_event WHERE key = ${key}`;
    expect(left[0].n).toBe(10);
    await db.$executeRaw`DELETE FROM quota_event WHERE key = ${key}`;
  });
});
