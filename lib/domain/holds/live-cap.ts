// Live unverified holds per studio per client network: a client network may have at most
// LIVE_HOLDS_PER_IP pending (unverified, unexpired) holds at one studio at a time, its /56 and
// /48 twice that (lib/infra/networks.ts). Holds are what block a studio's calendar: the hourly
// quotas alone let a few networks keep a room's slots held by nobody, 12 minutes at a time. A
// verified hold proved a reachable contact and no longer counts (docs/decisions-abuse.md, Live unverified holds).
//
// Full → 429 RATE_LIMIT_EXCEEDED with Retry-After = seconds until enough of those holds expire.
// The check is part of create hold's counting statement (lib/domain/holds/create.ts), after the
// statement that took the hold-ip quota locks of every network of the client: two creates from
// one network are serialized there, so the count is exact (the later one sees the earlier hold).
import { Prisma } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { LIVE_HOLDS_PER_IP } from "../../contract/limits";
import { ipNetworks, perNetwork } from "../identity";

/** The network keys stored on a new hold (hold.clientNets). */
export function clientNets(ip: string): string[] {
  return ipNetworks(ip).map((n) => n.key);
}

/**
 * CTEs `lv` (the client's networks and their caps) and `lf` (per network, the expiry of the
 * cap-th newest live hold when the cap is reached), to follow other CTEs after a comma.
 */
export function liveHoldsTable(studioId: string, ip: string, now: Date): Prisma.Sql {
  const rows = perNetwork({ max: LIVE_HOLDS_PER_IP }, ip).map((n) => Prisma.sql`(${n.subject}::text, ${n.limit.max}::int)`);
  return Prisma.sql`lv(key, mx) AS (VALUES ${Prisma.join(rows, ", ")}),
    lf AS (
      SELECT (SELECT h."expiresAt" FROM hold h
               WHERE h."studioId" = ${studioId}::uuid AND h."status" = 'pending' AND h."expiresAt" > ${now}::timestamptz
                 AND lv.key = ANY(h."clientNets")
               ORDER BY h."expiresAt" DESC OFFSET lv.mx - 1 LIMIT 1) AS full_at
        FROM lv)`;
}

/** SQL boolean: no network is at its cap. */
export const liveHoldsFree = Prisma.sql`NOT EXISTS (SELECT 1 FROM lf WHERE lf.full_at IS NOT NULL)`;

/** SQL: when the last full network frees a place (null when none is full). */
export const liveHoldsFullAt = Prisma.sql`(SELECT max(lf.full_at) FROM lf)`;

/** Throws 429 when a network is at its cap (`fullAt` from liveHoldsFullAt). */
export function liveHoldsVerdict(fullAt: Date | null, now: Date): void {
  if (!fullAt) return;
  const retryAfter = Math.max(1, Math.ceil((fullAt.getTime() - now.getTime()) / 1000));
  throw new ApiError(
    "RATE_LIMIT_EXCEEDED",
    "Too many unconfirmed holds from your network at this studio; enter a code you received or wait until a hold expires",
    { retryAfter },
  );
}
