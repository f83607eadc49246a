// The dashboard's activity badge (docs/dashboard.md, Activity badge): how many bookings were made and
// cancelled in the studio since an instant, for every open dashboard page's poll. Two index-bounded
// counts in one statement: `booking (studioId, createdAt)` and the partial cancelled index.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { StaffActor } from "../staff/actor";

export type StudioActivity = { now: string; arrived: number; cancelled: number };

/** A badge counts at most this many of each (the page says "99+"); older ones need not be read. */
const CAP = 100;

export async function studioActivity(db: DbOrTx, clock: Clock, actor: StaffActor, since: string | undefined): Promise<StudioActivity> {
  const now = clock.now();
  if (!since) return { now: now.toISOString(), arrived: 0, cancelled: 0 };
  const from = new Date(since);
  const rows = await db.$queryRaw<{ arrived: number; cancelled: number }[]>`
    SELECT
      (SELECT count(*)::int FROM (SELECT 1 FROM booking b WHERE b."studioId" = ${actor.studioId}::uuid
          AND b."createdAt" > ${from} AND b."createdAt" <= ${now} LIMIT ${CAP}) x) AS arrived,
      (SELECT count(*)::int FROM (SELECT 1 FROM booking b WHERE b."studioId" = ${actor.studioId}::uuid AND b.status = 'cancelled'
          AND b."cancelledAt" > ${from} AND b."cancelledAt" <= ${now} LIMIT ${CAP}) x) AS cancelled`;
  return { now: now.toISOString(), arrived: rows[0].arrived, cancelled: rows[0].cancelled };
}
