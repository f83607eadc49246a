// What is taken in a room, and taking it. Busy time = active claims (live holds, confirmed and
// pending_payment bookings, see slot_claim in the schema) + the studio's calendar blocks.
// A claim whose expiresAt has passed is dead: reads ignore it at once, and the next claim on
// the room deletes it in its own transaction. The exclusion constraint slot_claim_no_overlap
// is what finally decides: a conflicting insert fails with 23P01 and becomes SLOT_TAKEN.
import type { DbOrTx } from "../../infra/db";
import { pgErrorCode } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import { availableDays, busyWindow, dateRange, localToday, type Interval, type RoomPolicy } from "./rules";
import type { Availability } from "../../contract/schemas";
import type { RoomRecord, SiteRecord } from "../sites";

export const MAX_WINDOW_DAYS = 31;

export function roomPolicy(site: SiteRecord, room: RoomRecord): RoomPolicy {
  return {
    timezone: site.payload.studio.timezone,
    operatingHours: site.payload.studio.operatingHours,
    minNoticeMin: room.minNoticeMin,
    maxAdvanceDays: room.maxAdvanceDays,
    bufferMinutes: room.bufferMinutes,
  };
}

/** Busy intervals (real times, buffers not applied) of a room overlapping `window`: one round trip. */
export async function busyIntervals(db: DbOrTx, roomId: string, window: Interval, now: Date): Promise<Interval[]> {
  const from = new Date(window.start);
  const to = new Date(window.end);
  const rows = await db.$queryRaw<{ s: number; e: number }[]>`
    SELECT (extract(epoch FROM c."startsAt") * 1000)::float8 AS s, (extract(epoch FROM c."endsAt") * 1000)::float8 AS e
      FROM slot_claim c
     WHERE c."roomId" = ${roomId}::uuid AND c.span && tstzrange(${from}, ${to})
       AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now})
    UNION ALL
    SELECT (extract(epoch FROM b."startsAt") * 1000)::float8, (extract(epoch FROM b."endsAt") * 1000)::float8
      FROM calendar_block b
     WHERE b."roomId" = ${roomId}::uuid AND b."startsAt" < ${to} AND b."endsAt" > ${from}`;
  // float8, not numeric: numeric would come back as Decimal objects, costly on this hot path.
  return rows.map((r) => ({ start: Number(r.s), end: Number(r.e) }));
}

/** The Availability payload of 4.3 for a room of a live site. */
export async function roomAvailability(db: DbOrTx, clock: Clock, site: SiteRecord, room: RoomRecord, query: { from?: string; to?: string }): Promise<Availability> {
  const now = clock.now();
  const policy = roomPolicy(site, room);
  const from = query.from ?? localToday(now.getTime(), policy.timezone);
  const to = query.to ?? from;
  if (to < from) throw new ApiError("VALIDATION_ERROR", "to: must not be before from");
  const dates = dateRange(from, to).slice(0, MAX_WINDOW_DAYS);
  const busy = await busyIntervals(db, room.id, busyWindow(policy, dates[0], dates[dates.length - 1]), now);
  return {
    roomId: room.id,
    timezone: policy.timezone,
    hourlyCents: room.hourlyCents,
    currency: room.currency,
    minMinutes: room.minMinutes,
    maxMinutes: room.maxMinutes,
    stepMinutes: room.stepMinutes,
    minNoticeMin: room.minNoticeMin,
    maxAdvanceDays: room.maxAdvanceDays,
    days: availableDays(policy, dates, busy, now.getTime()),
  };
}

/**
 * Lock the room row for the rest of the transaction (FOR SHARE: claims on one room still run in
 * parallel, but a studio import rewriting the room's calendar blocks waits, and vice versa).
 */
export async function lockRoom(tx: DbOrTx, roomId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM room WHERE id = ${roomId}::uuid FOR SHARE`;
}

/**
 * Claim [startsAt, endsAt + buffer) of a room for a hold (call inside a transaction). Dead
 * claims in the way are deleted first; a live overlapping claim makes this throw SLOT_TAKEN.
 */
export async function claimSlot(
  tx: DbOrTx,
  args: { roomId: string; holdId: string; startsAt: Date; endsAt: Date; bufferMinutes: number; expiresAt: Date; now: Date },
): Promise<void> {
  const spanEnd = new Date(args.endsAt.getTime() + args.bufferMinutes * 60_000);
  const spanStart = new Date(args.startsAt.getTime() - args.bufferMinutes * 60_000);
  await tx.$executeRaw`
    DELETE FROM slot_claim
     WHERE "roomId" = ${args.roomId}::uuid AND span && tstzrange(${spanStart}, ${spanEnd})
       AND "expiresAt" IS NOT NULL AND "expiresAt" <= ${args.now}`;
  try {
    await tx.$executeRaw`
      INSERT INTO slot_claim ("roomId", "holdId", "startsAt", "endsAt", span, "expiresAt")
      VALUES (${args.roomId}::uuid, ${args.holdId}::uuid, ${args.startsAt}, ${args.endsAt}, tstzrange(${args.startsAt}, ${spanEnd}), ${args.expiresAt})`;
  } catch (e) {
    if (pgErrorCode(e) === "23P01") throw new ApiError("SLOT_TAKEN", "This time slot is no longer available");
    throw e;
  }
}

/** Release a claim at once (burnt hold, cancelled booking). */
export async function releaseClaim(tx: DbOrTx, by: { holdId: string } | { bookingId: string }): Promise<void> {
  if ("holdId" in by) await tx.$executeRaw`DELETE FROM slot_claim WHERE "holdId" = ${by.holdId}::uuid`;
  else await tx.$executeRaw`DELETE FROM slot_claim WHERE "bookingId" = ${by.bookingId}::uuid`;
}

/** Move a claim's expiry (verify refresh, booking payment deadline, or null for a firm booking). */
export async function setClaimExpiry(tx: DbOrTx, holdId: string, expiresAt: Date | null, bookingId?: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE slot_claim SET "expiresAt" = ${expiresAt}, "bookingId" = COALESCE(${bookingId ?? null}::uuid, "bookingId")
     WHERE "holdId" = ${holdId}::uuid`;
}
