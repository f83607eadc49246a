// The studio's bookings feed at scale (docs/performance.md, "Bookings feed"): its window is read
// through an index on a table of 20k bookings over 200 studios, a 304 is answered from the
// version stamp without running the feed query, and any change of a booking changes the stamp.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { PrismaClient, Prisma } from "../../lib/generated/prisma/client";
import { createDb, type Db } from "../../lib/infra/db";
import { manualClock } from "../../lib/infra/clock";
import { feedWindowWhere, issueFeedSecret, openFeed } from "../../lib/domain/calendars/feed-out";
import { auditFeedIssue } from "../../lib/domain/staff/audit";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { addBooking } from "../helpers/dashboard";

let db: Db;
let counted: PrismaClient;
const statements: string[] = [];
let studio: TestStudio;
let secret: string;
let roomSecret: string;
let otherRoomBookingId: string;
const clock = manualClock(new Date("2030-03-10T12:00:00Z"));
const since = new Date(clock.now().getTime() - 30 * 86_400_000);

async function columns(c: pg.Client, table: string): Promise<string[]> {
  const r = await c.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return r.rows.map((x) => x.column_name);
}
async function clone(c: pg.Client, table: string, from: string, overrides: Record<string, string>) {
  const cols = await columns(c, table);
  const list = cols.map((k) => `"${k}"`).join(", ");
  const exprs = cols.map((k) => overrides[k] ?? `src."${k}"`).join(", ");
  await c.query(`INSERT INTO "${table}" (${list}) SELECT ${exprs} FROM "${table}" src ${from}`);
}

beforeAll(async () => {
  const url = inject("databaseUrl");
  process.env.DATABASE_URL = url;
  db = createDb(url, 2);
  counted = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 1, options: "-c TimeZone=UTC" }),
    log: [{ emit: "event", level: "query" }],
  });
  // The client's typing forgets the log option's events; the event itself is Prisma's own.
  (counted as unknown as { $on(ev: "query", cb: (e: { query: string }) => void): void }).$on("query", (e) => statements.push(e.query));
  studio = await createStudio(db);
  await addBooking(db, studio, { at: "2030-03-12T10:00", guestName: "Grace Hopper" });
  otherRoomBookingId = (await addBooking(db, studio, { at: "2030-03-13T10:00", roomIndex: 1 })).id;
  secret = (await issueFeedSecret(db, { slug: studio.slug, rotate: false }, auditFeedIssue(clock, "operator"))).secret;
  roomSecret = (
    await issueFeedSecret(db, { slug: studio.slug, roomId: studio.roomIds[0], rotate: false }, auditFeedIssue(clock, "operator"))
  ).secret;

  // 200 studios × 100 bookings spread over the past year and a bit of the future.
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tag = randomBytes(4).toString("hex");
    await clone(c, "studio", `CROSS JOIN generate_series(1, 199) g WHERE src.id = '${studio.studioId}'`, {
      id: `md5(src.id::text || '${tag}' || g)::uuid`,
      slug: `src.slug || '-${tag}-' || g`,
    });
    const studioOf = (g: string) =>
      `(CASE WHEN ${g} % 200 = 0 THEN src."studioId" ELSE md5(src."studioId"::text || '${tag}' || (${g} % 200))::uuid END)`;
    const from = `CROSS JOIN generate_series(1, 10000) g WHERE src."studioId" = '${studio.studioId}'`;
    const shift = `(interval '1 hour' * ((g * 37) % 9000) - interval '30 days')`;
    await clone(c, "hold", from, {
      id: `md5(src.id::text || '${tag}' || g)::uuid`,
      studioId: studioOf("g"),
      idempotencyKey: `src."idempotencyKey" || '${tag}' || g`,
      startsAt: `src."startsAt" - ${shift}`,
      endsAt: `src."endsAt" - ${shift}`,
    });
    await clone(c, "booking", from, {
      id: `md5(src.id::text || '${tag}' || g)::uuid`,
      holdId: `md5(src."holdId"::text || '${tag}' || g)::uuid`,
      studioId: studioOf("g"),
      reference: `src.reference || '${tag}' || g`,
      manageTokenHash: `md5(src."manageTokenHash" || '${tag}' || g)`,
      startsAt: `src."startsAt" - ${shift}`,
      endsAt: `src."endsAt" - ${shift}`,
      status: `(CASE WHEN g % 10 = 0 THEN 'cancelled' ELSE src.status END)`,
      cancelledAt: `(CASE WHEN g % 10 = 0 THEN src."startsAt" - ${shift} - interval '1 day' ELSE NULL END)`,
    });
    await c.query("ANALYZE booking");
  } finally {
    await c.end();
  }
}, 120_000);
afterAll(async () => {
  await counted?.$disconnect();
  await db?.$disconnect();
});

async function plan(sql: Prisma.Sql): Promise<string> {
  const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("the bookings feed at scale", () => {
  it("has 20k bookings over 200 studios to plan against", async () => {
    const [r] = await db.$queryRaw<{ n: number; s: number }[]>`SELECT count(*)::int n, count(DISTINCT "studioId")::int s FROM booking`;
    expect(r.n).toBeGreaterThanOrEqual(20_000);
    expect(r.s).toBeGreaterThanOrEqual(200);
  });

  it("reads the studio's and the room's window through an index, never a Seq Scan on booking", async () => {
    for (const roomId of [null, studio.roomIds[0]]) {
      const p = await plan(
        Prisma.sql`SELECT id FROM booking WHERE ${feedWindowWhere(studio.studioId, roomId, since)} ORDER BY "startsAt", id`,
      );
      expect(p).not.toMatch(/Seq Scan on booking/);
      expect(p).toMatch(/booking_studioId_endsAt_idx/);
      expect(p).toMatch(/booking_feed_cancelled_idx/);
    }
  });

  it("answers a matching If-None-Match with a 304 that runs no feed query", async () => {
    const first = await openFeed(counted, clock, secret, null);
    expect(first.notModified).toBe(false);
    if (!first.notModified) expect(first.body).toContain("Grace Hopper");
    statements.length = 0;
    const again = await openFeed(counted, clock, secret, first.etag);
    expect(again).toEqual({ notModified: true, etag: first.etag });
    // The feed's own lookup (with its studio and room), then one aggregate over the window:
    // no id list of the window, no booking rows fetched, nothing rendered.
    const onBooking = statements.filter((q) => /FROM booking\b|"public"\."booking"\b/.test(q));
    expect(onBooking).toHaveLength(1);
    expect(onBooking[0]).toMatch(/string_agg/);
    expect(statements.some((q) => /ORDER BY "startsAt"/.test(q))).toBe(false);
    // The same client builds the feed when the validator does not match.
    statements.length = 0;
    await openFeed(counted, clock, secret, '"stale"');
    expect(statements.filter((q) => /FROM booking\b|"public"\."booking"\b/.test(q)).length).toBeGreaterThan(1);
  });

  it("changes the stamp when a booking of the feed changes, and keeps the room's feed to its room", async () => {
    const before = await openFeed(db, clock, secret, null);
    const roomBefore = await openFeed(db, clock, roomSecret, null);
    await db.$executeRaw`UPDATE booking SET notes = 'door code 1234' WHERE id = ${otherRoomBookingId}::uuid`;
    const after = await openFeed(db, clock, secret, before.etag);
    expect(after.notModified).toBe(false);
    if (!after.notModified) expect(after.body).toContain("door code 1234");
    // The other room's change is not in the room feed, whose stamp stays.
    expect((await openFeed(db, clock, roomSecret, roomBefore.etag)).notModified).toBe(true);
  });

  it("changes the stamp when a booking leaves the window", async () => {
    const now = await openFeed(db, clock, secret, null);
    const later = manualClock(new Date("2030-04-20T12:00:00Z"));
    expect((await openFeed(db, later, secret, now.etag)).notModified).toBe(false);
  });
});
