// Exact quotas over a sliding window ("in any 60 minutes", "in any 24 hours"), shared by every
// instance: each counted event is a row of quota_event; a quota counts its key's rows in the
// last window. Used for the hourly hold quotas (spec 8: 5 per contact, 20 per IP), the daily
// SMS caps and receipts to a second address.
//
// takeQuota() must run inside the caller's transaction: a transaction-scoped advisory lock on
// the key makes count-then-insert atomic (two instances cannot both take the last unit), and a
// request that fails later rolls its event back (only holds actually created count). Callers
// taking several quotas in one transaction take them in a fixed order (contact, then IP, then
// SMS studio, then SMS platform), so the locks cannot form a cycle.
import type { DbOrTx, Prisma } from "../../infra/db";
import type { Clock } from "../../infra/clock";
import { ApiError } from "../../contract/errors";

export type Quota = { name: string; max: number; windowSeconds: number; message?: string };

/** Count one event for `subject`; throws 429 RATE_LIMIT_EXCEEDED (Retry-After) when full. */
export async function takeQuota(tx: Prisma.TransactionClient, clock: Clock, q: Quota, subject: string): Promise<void> {
  const key = `${q.name}:${subject}`;
  const now = clock.now();
  const windowMs = q.windowSeconds * 1000;
  const since = new Date(now.getTime() - windowMs);
  if (q.max <= 0) throw new ApiError("RATE_LIMIT_EXCEEDED", q.message ?? "Too many requests; try again later");
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(hashtextextended(${`quota:${key}`}, 0))`;
  // Full when the max-th newest event of the window exists; the quota frees a unit when that
  // event leaves the window (at + window), which is what Retry-After says.
  const rows = await tx.$queryRaw<{ at: Date }[]>`
    SELECT "at" FROM quota_event WHERE "key" = ${key} AND "at" > ${since} AND "at" <= ${now}
     ORDER BY "at" DESC OFFSET ${q.max - 1} LIMIT 1`;
  if (rows.length > 0) {
    const retryAfter = Math.max(1, Math.ceil((rows[0].at.getTime() + windowMs - now.getTime()) / 1000));
    throw new ApiError("RATE_LIMIT_EXCEEDED", q.message ?? "Too many requests; try again later", { retryAfter });
  }
  await tx.$executeRaw`INSERT INTO quota_event ("key", "at", "expiresAt") VALUES (${key}, ${now}, ${new Date(now.getTime() + windowMs)})`;
}

/** Delete events that no longer count for any window (run by the periodic sweep). */
export async function pruneQuotaEvents(db: DbOrTx, clock: Clock): Promise<number> {
  return db.$executeRaw`DELETE FROM quota_event WHERE "expiresAt" < ${clock.now()}`;
}
