// What is taken in a room, and taking it. Busy time = active claims (live holds, confirmed and
// pending_payment bookings, manual blocks: see slot_claim in the schema) + the studio's calendar
// blocks. A manual block is both a calendar_block row and a claim, so its time is read twice:
// harmless, the slot rule merges busy intervals (docs/studio-actions.md, Blocking time).
// A claim whose expiresAt has passed is dead: reads ignore it at once, and the next claim on
// the room deletes it in its own transaction. The exclusion constraint slot_claim_no_overlap
// is what finally decides: a conflicting insert fails with 23P01 and becomes SLOT_TAKEN.
import type { DbOrTx } from "../../infra/db";
import { pgErrorCode, Prisma } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import type { Interval } from "./rules";

/** The one overlap rule of a calendar block (alias b) with [from, to) in a room (times or columns). */
const blockOverlaps = (roomId: string, from: Date | Prisma.Sql, to: Date | Prisma.Sql) =>
  Prisma.sql`b."roomId" = ${roomId}::uuid AND b."startsAt" < ${to} AND b."endsAt" > ${from}`;

/**
 * Busy intervals (real times, buffers not applied) of a room overlapping `window`: one round trip.
 * The answer is one row holding one string "start,end,start,end,…" of epoch milliseconds: a row
 * per interval cost the client ~4 µs each in pg and Prisma (31 days ≈ 60–200 rows), a split of one
 * string a fraction of that (docs/performance.md). date_part (float8), not extract (numeric since PostgreSQL 14):
 * a third less work for the server per row; times are whole milliseconds (timestamptz(3)), so the
 * rounding to int8 is exact. Order does not matter: the slot rule sorts.
 */
export async function busyIntervals(
  db: DbOrTx,
  roomId: string,
  window: Interval,
  now: Date,
  /** A booking whose own claim counts as free: the times it may move to (docs/api.md, Rescheduling). */
  exceptBookingId: string | null = null,
): Promise<Interval[]> {
  const from = new Date(window.start);
  const to = new Date(window.end);
  const rows = await db.$queryRaw<{ ms: string | null }[]>`
    SELECT string_agg(x.s::text || ',' || x.e::text, ',') AS ms FROM (
      SELECT (date_part('epoch', c."startsAt") * 1000)::int8 AS s, (date_part('epoch', c."endsAt") * 1000)::int8 AS e
        FROM slot_claim c
       WHERE c."roomId" = ${roomId}::uuid AND c.span && tstzrange(${from}, ${to})
         AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now})
         AND (${exceptBookingId}::uuid IS NULL OR c."bookingId" IS DISTINCT FROM ${exceptBookingId}::uuid)
      UNION ALL
      SELECT (date_part('epoch', b."startsAt") * 1000)::int8, (date_part('epoch', b."endsAt") * 1000)::int8
        FROM calendar_block b
       WHERE ${blockOverlaps(roomId, from, to)}) x`;
  return parseIntervals(rows[0]?.ms ?? null);
}

/**
 * A hold's or booking's claim at its real times lasts one session at most (25 hours: docs/decisions-time.md,
 * Longest session). A manual block's claim may be longer, but its calendar_block row is read unbounded.
 */
const LONGEST_CLAIM_MS = 25 * 3_600_000;

/**
 * The busy intervals of several rooms over one window, in one round trip (the site's room search:
 * docs/api.md, Finding a room): the same claims and blocks as busyIntervals, one string per room. The
 * claims are read on (roomId, startsAt), which takes the whole list of rooms in one index scan; the
 * exclusion index (GiST) takes no list, and a probe per room cost the statement twice as much
 * (docs/performance.md, Finding a room).
 */
export async function busyOfRooms(db: DbOrTx, roomIds: string[], window: Interval, now: Date): Promise<Map<string, Interval[]>> {
  const from = new Date(window.start);
  const to = new Date(window.end);
  const rows = await db.$queryRaw<{ roomId: string; ms: string | null }[]>`
    SELECT x."roomId"::text AS "roomId", string_agg(x.s::text || ',' || x.e::text, ',') AS ms FROM (
      SELECT c."roomId", (date_part('epoch', c."startsAt") * 1000)::int8 AS s, (date_part('epoch', c."endsAt") * 1000)::int8 AS e
        FROM slot_claim c
       WHERE c."roomId" = ANY(${roomIds}::uuid[]) AND c."startsAt" < ${to} AND c."startsAt" > ${new Date(window.start - LONGEST_CLAIM_MS)}
         AND c."endsAt" > ${from} AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now})
      UNION ALL
      SELECT b."roomId", (date_part('epoch', b."startsAt") * 1000)::int8, (date_part('epoch', b."endsAt") * 1000)::int8
        FROM calendar_block b
       WHERE b."roomId" = ANY(${roomIds}::uuid[]) AND b."startsAt" < ${to} AND b."endsAt" > ${from}) x
     GROUP BY x."roomId"`;
  const out = new Map<string, Interval[]>(roomIds.map((id) => [id, []]));
  for (const r of rows) out.set(r.roomId, parseIntervals(r.ms));
  return out;
}

/** "start,end,start,end,…" (epoch milliseconds) as intervals. */
function parseIntervals(ms: string | null): Interval[] {
  if (!ms) return [];
  const parts = ms.split(",");
  const out: Interval[] = new Array(parts.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = { start: Number(parts[2 * i]), end: Number(parts[2 * i + 1]) };
  return out;
}

/**
 * Lock the room row for the rest of the transaction (FOR SHARE: claims on one room still run in
 * parallel, but a studio import rewriting the room's calendar blocks waits, and vice versa).
 */
export async function lockRoom(tx: DbOrTx, roomId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM room WHERE id = ${roomId}::uuid FOR SHARE`;
}

/**
 * The advisory lock that takes new claims of one room one at a time (holds/create.ts, and the
 * studio's blocks and phone bookings): the caller's busy read then sees every committed claim.
 */
export const roomClaimLockKey = (roomId: string) => `hold-claim:${roomId}`;

/** Take the room's claim lock for the rest of the transaction (after lockRoom, as holds/create.ts does). */
export async function lockRoomClaims(tx: DbOrTx, roomId: string): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${roomClaimLockKey(roomId)}, 0))::text`;
}

/** What holds a room's time in [from, to) (claim spans, buffers included): the first live claim, named. */
export type ClaimInTheWay =
  | { kind: "booking"; reference: string; startsAt: Date; endsAt: Date }
  | { kind: "hold"; expiresAt: Date | null }
  | { kind: "block"; note: string | null; startsAt: Date; endsAt: Date };

export async function claimInTheWay(tx: DbOrTx, roomId: string, from: Date, to: Date, now: Date): Promise<ClaimInTheWay | null> {
  const rows = await tx.$queryRaw<
    { reference: string | null; blockId: string | null; note: string | null; startsAt: Date; endsAt: Date; expiresAt: Date | null }[]
  >`
    SELECT bk.reference, c."blockId", blk.note, c."startsAt", c."endsAt", c."expiresAt"
      FROM slot_claim c
      LEFT JOIN booking bk ON bk.id = c."bookingId"
      LEFT JOIN calendar_block blk ON blk.id = c."blockId"
     WHERE c."roomId" = ${roomId}::uuid AND c.span && tstzrange(${from}::timestamptz, ${to}::timestamptz)
       AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now})
     ORDER BY (bk.reference IS NULL), c."startsAt" LIMIT 1`;
  const r = rows[0];
  if (!r) return null;
  if (r.reference) return { kind: "booking", reference: r.reference, startsAt: r.startsAt, endsAt: r.endsAt };
  if (r.blockId) return { kind: "block", note: r.note, startsAt: r.startsAt, endsAt: r.endsAt };
  return { kind: "hold", expiresAt: r.expiresAt };
}

/** A manual block's claim: [startsAt, endsAt + buffer), like a booking's, with no expiry (docs/studio-actions.md, Blocking time). */
export async function claimForBlock(
  tx: DbOrTx,
  c: { roomId: string; blockId: string; startsAt: Date; endsAt: Date; bufferMinutes: number; now: Date },
): Promise<void> {
  const hold = { ...c, holdId: c.blockId, expiresAt: c.now };
  await tx.$executeRaw`
    WITH dead AS (${claimSql.deleteDead(hold)})
    INSERT INTO slot_claim ("roomId", "blockId", "startsAt", "endsAt", span, "expiresAt")
    SELECT ${c.roomId}::uuid, ${c.blockId}::uuid, ${c.startsAt}::timestamptz, ${c.endsAt}::timestamptz,
           tstzrange(${c.startsAt}::timestamptz, ${withBuffer(c.endsAt, c.bufferMinutes)}::timestamptz), NULL
      FROM (SELECT count(*) FROM dead) d`;
}

/**
 * A moved booking's new claim (docs/studio-actions.md, Moving a booking): [startsAt, endsAt + buffer),
 * firm, carrying the booking's hold and booking ids, inserted after the caller released the old one
 * in the same transaction. A live overlapping claim (a hold that won the race) throws SLOT_TAKEN.
 */
export async function claimForBooking(
  tx: DbOrTx,
  c: { roomId: string; holdId: string; bookingId: string; startsAt: Date; endsAt: Date; bufferMinutes: number; now: Date },
): Promise<void> {
  const hold = { ...c, expiresAt: c.now };
  try {
    await tx.$executeRaw`
      WITH dead AS (${claimSql.deleteDead(hold)})
      INSERT INTO slot_claim ("roomId", "holdId", "bookingId", "startsAt", "endsAt", span, "expiresAt")
      SELECT ${c.roomId}::uuid, ${c.holdId}::uuid, ${c.bookingId}::uuid, ${c.startsAt}::timestamptz, ${c.endsAt}::timestamptz,
             tstzrange(${c.startsAt}::timestamptz, ${withBuffer(c.endsAt, c.bufferMinutes)}::timestamptz), NULL
        FROM (SELECT count(*) FROM dead) d`;
  } catch (e) {
    throw slotTakenOr(e);
  }
}

/** A hold's claim: [startsAt, endsAt + buffer) of a room until expiresAt. */
export type HoldClaim = { roomId: string; holdId: string; startsAt: Date; endsAt: Date; bufferMinutes: number; expiresAt: Date; now: Date };

/**
 * Claim a slot for a hold (call inside a transaction), in one statement: dead claims in the way
 * are deleted first; a live overlapping claim makes this throw SLOT_TAKEN.
 */
export async function claimSlot(tx: DbOrTx, c: HoldClaim): Promise<void> {
  try {
    await tx.$executeRaw`WITH dead AS (${claimSql.deleteDead(c)}) ${claimSql.insertForHold(c, "dead")}`;
  } catch (e) {
    throw slotTakenOr(e);
  }
}

/** The exclusion constraint's violation (23P01) turned into SLOT_TAKEN; any other error as it is. */
export function slotTakenOr(e: unknown): unknown {
  return pgErrorCode(e) === "23P01" ? new ApiError("SLOT_TAKEN", "This time slot is no longer available") : e;
}

/** Release a claim at once (burnt hold, cancelled booking). */
export async function releaseClaim(tx: DbOrTx, by: { holdId: string } | { bookingId: string }): Promise<void> {
  if ("holdId" in by) await tx.$executeRaw`${claimSql.deleteForHold(by.holdId)}`;
  else await tx.$executeRaw`DELETE FROM slot_claim WHERE "bookingId" = ${by.bookingId}::uuid`;
}

/** Move a claim's expiry (verify refresh, booking payment deadline, or null for a firm booking). */
export async function setClaimExpiry(tx: DbOrTx, holdId: string, expiresAt: Date | null, bookingId?: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE slot_claim SET "expiresAt" = ${expiresAt}, "bookingId" = COALESCE(${bookingId ?? null}::uuid, "bookingId")
     WHERE "holdId" = ${holdId}::uuid`;
}

/** Whether a calendar block covers any of [startsAt - buffer, endsAt + buffer) of a room. */
export async function blockedByCalendar(tx: DbOrTx, roomId: string, startsAt: Date, endsAt: Date, bufferMinutes: number): Promise<boolean> {
  const buffer = bufferMinutes * 60_000;
  const rows = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM calendar_block b
     WHERE ${blockOverlaps(roomId, new Date(startsAt.getTime() - buffer), new Date(endsAt.getTime() + buffer))}`;
  return rows[0].n > 0;
}

/** Lock a hold's claim for the rest of the transaction; its expiry, or undefined when it is gone. */
export async function lockHoldClaim(tx: DbOrTx, holdId: string): Promise<{ expiresAt: Date | null } | undefined> {
  const rows = await tx.$queryRaw<
    { expiresAt: Date | null }[]
  >`SELECT "expiresAt" FROM slot_claim WHERE "holdId" = ${holdId}::uuid FOR UPDATE`;
  return rows[0];
}

/** Give a booking's claim back to its hold, expiring with it (a booking withdrawn before payment). */
export async function returnClaimToHold(tx: DbOrTx, holdId: string, bookingId: string, expiresAt: Date): Promise<void> {
  await tx.$executeRaw`UPDATE slot_claim SET "bookingId" = NULL, "expiresAt" = ${expiresAt} WHERE "holdId" = ${holdId}::uuid AND "bookingId" = ${bookingId}::uuid`;
}

/** Make a booking's claim firm (no expiry: a paid deposit); 1 when the claim was there. */
export async function firmBookingClaim(tx: DbOrTx, bookingId: string): Promise<number> {
  return tx.$executeRaw`UPDATE slot_claim SET "expiresAt" = NULL WHERE "bookingId" = ${bookingId}::uuid`;
}

export type BlockedBooking = { reference: string; startsAt: Date; endsAt: Date };

/** Active bookings of a room, not yet over, that one calendar feed's blocks overlap. */
export async function bookingsUnderFeedBlocks(db: DbOrTx, roomId: string, feedId: string, now: Date): Promise<BlockedBooking[]> {
  return db.$queryRaw<BlockedBooking[]>`
    SELECT DISTINCT bk.reference, bk."startsAt", bk."endsAt"
      FROM booking bk JOIN calendar_block b ON b."feedId" = ${feedId}::uuid AND ${blockOverlaps(roomId, Prisma.sql`bk."startsAt"`, Prisma.sql`bk."endsAt"`)}
     WHERE bk."roomId" = ${roomId}::uuid AND bk.status IN ('confirmed', 'pending_payment') AND bk."endsAt" > ${now}
     ORDER BY bk."startsAt"`;
}

/**
 * Claim statements in CTE parts, for the hold flows' one-statement writes (create, verify,
 * burn, the sweep): the SQL over slot_claim stays in this module, the caller composes it with
 * its own hold statement. `after` names a CTE whose rows must be read before the insert checks
 * the exclusion constraint (the insert does not see rows this statement deleted otherwise).
 */
const withBuffer = (t: Date, minutes: number) => new Date(t.getTime() + minutes * 60_000);

export const claimSql = {
  /** Dead claims in the way of a hold's claim (its span widened by the buffer on both sides): deleted (RETURNING 1). */
  deleteDead: (c: HoldClaim) => Prisma.sql`
    DELETE FROM slot_claim
     WHERE "roomId" = ${c.roomId}::uuid
       AND span && tstzrange(${withBuffer(c.startsAt, -c.bufferMinutes)}::timestamptz, ${withBuffer(c.endsAt, c.bufferMinutes)}::timestamptz)
       AND "expiresAt" IS NOT NULL AND "expiresAt" <= ${c.now}::timestamptz
    RETURNING 1`,
  /** A hold's claim of [startsAt, endsAt + buffer), inserted after the CTE `after` was read (RETURNING 1). */
  insertForHold: (c: HoldClaim, after: string) => Prisma.sql`
    INSERT INTO slot_claim ("roomId", "holdId", "startsAt", "endsAt", span, "expiresAt")
    SELECT ${c.roomId}::uuid, ${c.holdId}::uuid, ${c.startsAt}::timestamptz, ${c.endsAt}::timestamptz,
           tstzrange(${c.startsAt}::timestamptz, ${withBuffer(c.endsAt, c.bufferMinutes)}::timestamptz), ${c.expiresAt}::timestamptz
      FROM (SELECT count(*) FROM ${Prisma.raw(after)}) d
    RETURNING 1`,
  /** Move the claims of the holds the CTE `holds` returns (id column) to `expiresAt` (RETURNING 1). */
  extendOfHolds: (holds: string, expiresAt: Date) => Prisma.sql`
    UPDATE slot_claim c SET "expiresAt" = ${expiresAt}::timestamptz FROM ${Prisma.raw(holds)}
     WHERE c."holdId" = ${Prisma.raw(holds)}.id RETURNING 1`,
  /** Free the claims of the holds the CTE `holds` returns (id column; RETURNING 1). */
  deleteOfHolds: (holds: string) => Prisma.sql`
    DELETE FROM slot_claim c USING ${Prisma.raw(holds)} WHERE c."holdId" = ${Prisma.raw(holds)}.id RETURNING 1`,
  /** Free a hold's claim. */
  deleteForHold: (holdId: string) => Prisma.sql`DELETE FROM slot_claim WHERE "holdId" = ${holdId}::uuid`,
  /** Free the dead, unbooked claims of the holds the CTE `holds` returns (id column; RETURNING 1). */
  deleteDeadOfHolds: (holds: string, now: Date) => Prisma.sql`
    DELETE FROM slot_claim c USING ${Prisma.raw(holds)}
     WHERE c."holdId" = ${Prisma.raw(holds)}.id AND c."bookingId" IS NULL
       AND c."expiresAt" IS NOT NULL AND c."expiresAt" <= ${now}
    RETURNING 1`,
};
