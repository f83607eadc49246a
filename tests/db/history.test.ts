// What grows with history (docs/retention.md, docs/performance.md): on a database with years of
// it (a studio with thousands of past bookings, thousands of ended holds long past every cut-off),
// the retention job and the dashboard's upcoming list read only the rows they return or change.
// Measured by the statistics of the test's own transaction (pg_stat_xact_user_tables): rows read
// by sequential scans and rows fetched through indexes, whatever plan the planner picked on the
// analysed tables. The file has a database of its own (retention is database-wide).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db, type DbOrTx } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { bookingListPlan, listBookings } from "../../lib/domain/dashboard/bookings";
import { BOOKINGS_PAGE } from "../../lib/contract/dashboard-schemas";
import { runRetention } from "../../lib/domain/retention/run";
import { sweepExpiredHolds } from "../../lib/domain/holds/sweep";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { cloneRows } from "../../scripts/bench/scale-data";

const HOUR = 3_600_000;
/** Past bookings of one studio, one every 4 hours back from four days ago: 2.7 years of them. */
const PAST = 6_000;
/** …and upcoming ones, one every 4 hours for 100 days: the upcoming tab has pages of its own. */
const FUTURE = 600;
/** Ended holds without a booking, all past the 30-day deletion cut-off. */
const ENDED = 1_500;

let own: OwnDatabase;
let db: Db;
let studio: TestStudio;
let actor: StaffActor;
const saved = { ...process.env };

type Scans = { relname: string; seq_tup_read: number; idx_tup_fetch: number };

/** `work` in one transaction; the rows it read from `tables` (sequential and through indexes). */
async function rowsRead(tables: string[], work: (tx: DbOrTx) => Promise<unknown>): Promise<Record<string, Scans>> {
  return db.$transaction(
    async (tx) => {
      // A backend's counts reach the shared statistics at most once a second, and the xact view
      // shows what is still pending, earlier transactions' included: measure the difference.
      const counts = async () =>
        new Map(
          (
            await tx.$queryRaw<Scans[]>`
              SELECT relname, coalesce(seq_tup_read, 0)::int AS seq_tup_read, coalesce(idx_tup_fetch, 0)::int AS idx_tup_fetch
                FROM pg_stat_xact_user_tables WHERE relname = ANY(${tables}::text[])`
          ).map((r) => [r.relname, r]),
        );
      const before = await counts();
      await work(tx);
      const after = await counts();
      return Object.fromEntries(
        tables.map((t) => {
          const a = after.get(t);
          const b = before.get(t);
          return [
            t,
            {
              relname: t,
              seq_tup_read: (a?.seq_tup_read ?? 0) - (b?.seq_tup_read ?? 0),
              idx_tup_fetch: (a?.idx_tup_fetch ?? 0) - (b?.idx_tup_fetch ?? 0),
            },
          ];
        }),
      );
    },
    { timeout: 60_000 },
  );
}

beforeAll(async () => {
  own = await ownDatabase(inject("databaseUrl"), `history_${process.pid}`);
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    JOBS_SCHEMA: `jobs_history_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 4);
  await ensureJobs();
  studio = await createStudio(db);
  actor = { userId: "u-owner", name: "Olga Owner", email: "owner@history.example", role: "owner", studioId: studio.studioId, locale: "en" };

  // One real booking, then copies of it and its hold (every column, new keys: the scale bench's
  // cloneRows) spread over the past and the next 100 days.
  const now = new Date();
  const h = await createHold(db, studio, { startsAt: hoursAhead(72), status: "verified", now, expiresAt: new Date(now.getTime() + HOUR) });
  const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" });
  const b = await db.booking.findUniqueOrThrow({ where: { reference: r.booking.reference } });
  const c = new pg.Client({ connectionString: own.url });
  await c.connect();
  try {
    const back = `make_interval(hours => 4 * g + 96)`;
    const copies = (where: string) => `CROSS JOIN generate_series(-${FUTURE}, ${PAST}) g WHERE ${where}`;
    await cloneRows(c, "hold", copies(`src.id = '${h.holdId}'`), {
      id: `md5('past-hold-' || g)::uuid`,
      idempotencyKey: `'past-' || g`,
      status: `'confirmed'`,
      expiresAt: `src."expiresAt" - ${back}`,
    });
    await cloneRows(c, "booking", copies(`src.id = '${b.id}'`), {
      id: `md5('past-booking-' || g)::uuid`,
      holdId: `md5('past-hold-' || g)::uuid`,
      reference: `'P' || lpad(g::text, 7, '0')`,
      manageTokenHash: `md5('past-token-' || g)`,
      startsAt: `src."startsAt" - ${back}`,
      endsAt: `src."endsAt" - ${back}`,
      createdAt: `src."createdAt" - ${back}`,
      // One in fifty still owes; three past ones are one guest's, whom a search finds.
      paymentStatus: `CASE WHEN g % 50 = 0 THEN 'unpaid' ELSE 'paid' END`,
      guestName: `CASE WHEN g IN (700, 1400, 2100) THEN 'Montserrat Vallverdú' ELSE src."guestName" END`,
    });
    await cloneRows(c, "hold", `CROSS JOIN generate_series(1, ${ENDED}) g WHERE src.id = '${h.holdId}'`, {
      id: `md5('ended-hold-' || g)::uuid`,
      idempotencyKey: `'ended-' || g`,
      status: `CASE WHEN g % 7 = 0 THEN 'burnt' ELSE 'expired' END`,
      expiresAt: `now() - interval '40 days' - make_interval(mins => g)`,
    });
  } finally {
    await c.end();
  }
  await db.$executeRawUnsafe("ANALYZE hold, booking, studio_audit, slot_claim");
}, 180_000);
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

describe("a studio with years of past bookings", () => {
  // The upcoming tab reads its page; the past tab its page and the bookings still to come (bounded
  // by the booking horizon): never the studio's 6,000 past bookings.
  it("the upcoming tab reads its page, not the past", async () => {
    let items = 0;
    const read = await rowsRead(["booking"], async (tx) => {
      items = (await listBookings(tx, manualClock(new Date()), actor, { tab: "upcoming" })).items.length;
    });
    expect(items).toBe(BOOKINGS_PAGE.default);
    expect(read.booking.seq_tup_read).toBe(0);
    expect(read.booking.idx_tup_fetch).toBeLessThan(2 * BOOKINGS_PAGE.default);
  });

  it("the past tab's first page reads its page and the bookings to come, not the whole past", async () => {
    const read = await rowsRead(["booking"], async (tx) => {
      expect((await listBookings(tx, manualClock(new Date()), actor, { tab: "past" })).items.length).toBeGreaterThan(0);
    });
    expect(read.booking.seq_tup_read).toBe(0);
    expect(read.booking.idx_tup_fetch).toBeLessThan(FUTURE + 2 * BOOKINGS_PAGE.default);
  });
});

// Search and filters whose cost follows what they return (docs/performance.md, Search): each part of
// the search has an index, so a query reads its matches, however long the studio's past.
describe("search and filters on years of past bookings", () => {
  const past = async (filter: { q?: string; paymentStatus?: "unpaid" | "owed" }) => {
    let found: string[] = [];
    const read = await rowsRead(["booking"], async (tx) => {
      found = (await listBookings(tx, manualClock(new Date()), actor, { tab: "past", ...filter })).items.map((i) => i.guestName);
    });
    return { found, read: read.booking };
  };

  it.each([
    ["a name of 10 letters", "montserrat", 3],
    ["4 letters of it, accents folded", "VALL", 3],
    ["a text nobody has", "zzzz", 0],
    ["a reference without its dash", "P0000700", 1],
  ])("%s reads its matches, not the past", async (_label, q, matches) => {
    const { found, read } = await past({ q });
    expect(found).toHaveLength(matches);
    expect(read.seq_tup_read).toBe(0);
    expect(read.idx_tup_fetch).toBeLessThan(50);
  });

  // A named statement gets PostgreSQL's generic plan after five calls, costed for an average studio:
  // on the scale bench's large database it read all 42,000 of the bench studio's bookings through
  // its studio index. A search is sent unnamed (lib/infra/db.ts PLAN_PER_CALL): planned per call.
  it("a search is planned for its own text every time, a plain page is prepared once", async () => {
    const prepared = await db.$transaction(async (tx) => {
      for (let i = 0; i < 7; i++) await listBookings(tx, manualClock(new Date()), actor, { tab: "past", q: "montserrat" });
      await listBookings(tx, manualClock(new Date()), actor, { tab: "past" });
      return tx.$queryRaw<{ search: boolean }[]>`
        SELECT statement LIKE '%booking_fold(%' AS search FROM pg_prepared_statements
         WHERE statement LIKE '%FROM booking b JOIN room r%' AND statement NOT LIKE '%pg_prepared_statements%'`;
    });
    expect(prepared.filter((p) => p.search)).toEqual([]);
    expect(prepared.length).toBeGreaterThan(0); // the plain page's, on the same connection
  });

  it.each(["unpaid", "owed"] as const)(
    "the past tab filtered by %s reads the bookings in that state, not every past one",
    async (paymentStatus) => {
      const { found, read } = await past({ paymentStatus });
      expect(found).toHaveLength(BOOKINGS_PAGE.default);
      expect(read.seq_tup_read).toBe(0);
      // The studio's unpaid bookings, past (one in fifty) and to come, at most.
      expect(read.idx_tup_fetch).toBeLessThan((PAST + FUTURE) / 50 + 2 * BOOKINGS_PAGE.default);
    },
  );

  it("the owed tab, its page and its total of every page, reads the owing bookings through booking_owed_idx", async () => {
    // One in fifty copies and the booking copied: unpaid, paid at the studio, so what each owes is its price.
    const [unpaid] = await db.$queryRaw<{ n: number; cents: number }[]>`
      SELECT count(*)::int AS n, sum("priceCents")::int AS cents FROM booking WHERE "studioId" = ${studio.studioId}::uuid AND "paymentStatus" = 'unpaid'`;
    const owing = unpaid.n;
    expect(owing).toBeGreaterThan(100);
    let list!: Awaited<ReturnType<typeof listBookings>>;
    const read = await rowsRead(["booking"], async (tx) => {
      list = await listBookings(tx, manualClock(new Date()), actor, { tab: "owed" });
    });
    expect(list.items).toHaveLength(BOOKINGS_PAGE.default);
    expect(list.owedTotal).toEqual([{ currency: "EUR", bookings: owing, owedCents: unpaid.cents }]);
    expect(read.booking.seq_tup_read).toBe(0);
    // The page and the total each read the studio's owing bookings at most, never its 6,000 paid ones.
    expect(read.booking.idx_tup_fetch).toBeLessThan(2 * owing + BOOKINGS_PAGE.default);
    const plan = await bookingListPlan(db, manualClock(new Date()), actor, { tab: "owed" });
    expect(plan).toContain("Index Scan on booking_owed_idx");
  });
});

describe("the retention job on a two-year backlog", () => {
  it("finds the ended holds due without reading the booking table", async () => {
    // Bookings kept for 50 years here, so only the hold rules have work: every booking row read
    // would be the hold rules' check for a booking, which must be a probe per hold.
    let counts!: Awaited<ReturnType<typeof runRetention>>;
    const read = await rowsRead(["booking"], async (tx) => {
      counts = await runRetention(tx, new Date(), { bookingMonths: 600 });
    });
    expect(counts.holdsDeleted).toBe(ENDED);
    expect(read.booking.seq_tup_read).toBe(0);
  }, 120_000);

  it("anonymizes the bookings due, then the hourly run reads next to nothing", async () => {
    const first = await runRetention(db, new Date(), { bookingMonths: 24 });
    // Bookings that ended more than 24 months ago: about 270 days of them, six a day.
    expect(first.bookingsAnonymized).toBeGreaterThan(1_000);
    const steady = await rowsRead(["booking", "hold"], async (tx) => {
      const c = await runRetention(tx, new Date(Date.now() + HOUR), { bookingMonths: 24 });
      expect(c.holdsDeleted + c.holdsScrubbed).toBe(0);
    });
    for (const t of ["booking", "hold"]) expect(steady[t].seq_tup_read + steady[t].idx_tup_fetch).toBeLessThan(100);
  }, 120_000);
});

describe("the expired-holds sweep on a backlog", () => {
  it("clears a backlog of several batches in one run, a batch per statement, up to its bound", async () => {
    const h = await db.hold.findFirstOrThrow({ where: { status: "confirmed" } });
    const c = new pg.Client({ connectionString: own.url });
    await c.connect();
    await cloneRows(c, "hold", `CROSS JOIN generate_series(1, 250) g WHERE src.id = '${h.id}'`, {
      id: `md5('stale-hold-' || g)::uuid`,
      idempotencyKey: `'stale-' || g`,
      status: `'pending'`,
      expiresAt: `now() - make_interval(mins => g)`,
    });
    await c.end();
    const clock = manualClock(new Date());
    expect(await sweepExpiredHolds(db, clock, { batch: 100, maxBatches: 2 })).toBe(200);
    expect(await sweepExpiredHolds(db, clock, { batch: 100 })).toBe(50);
    expect(await db.hold.count({ where: { status: { in: ["pending", "verified"] }, expiresAt: { lte: clock.now() } } })).toBe(0);
  });
});
