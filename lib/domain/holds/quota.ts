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
import { Prisma, type DbOrTx } from "../../infra/db";
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

// Several quotas of one request in two statements instead of three each (issue 13): their locks
// in one (quotaLocks, in the given order, which is the lock order), then one statement that
// counts every window and records an event in each only if none is full (quotaTable +
// quotaCountsSql), checked in order by quotaVerdict so the first full quota is the error, as
// takeQuota one after the other would answer. The count must run in a later statement than the
// locks: a statement sees what was committed when it started.

export type QuotaTake = { q: Quota; subject: string };

const keyOf = (t: QuotaTake) => `${t.q.name}:${t.subject}`;

/** `pg_advisory_xact_lock(…)::text, …` for the quotas, in order (a SELECT list). */
export function quotaLocks(takes: QuotaTake[]): Prisma.Sql {
  return Prisma.join(
    takes.map((t) => Prisma.sql`pg_advisory_xact_lock(hashtextextended(${`quota:${keyOf(t)}`}, 0))::text`),
    ", ",
  );
}

/**
 * CTEs `q` (the quotas) and `qf` (per quota, in order: `ord`, and `full_at`, the max-th newest
 * event of its window when full), to be followed by `,` and more CTEs or by the main query.
 */
export function quotaTable(takes: QuotaTake[], now: Date): Prisma.Sql {
  const rows = takes.map((t, i) => {
    const windowMs = t.q.windowSeconds * 1000;
    return Prisma.sql`(${keyOf(t)}::text, ${new Date(now.getTime() - windowMs)}::timestamptz, ${t.q.max}::int, ${new Date(now.getTime() + windowMs)}::timestamptz, ${i}::int)`;
  });
  return Prisma.sql`q(key, since, mx, exp, ord) AS (VALUES ${Prisma.join(rows, ", ")}),
    qf AS (
      SELECT q.ord, (SELECT e."at" FROM quota_event e WHERE e."key" = q.key AND e."at" > q.since AND e."at" <= ${now}::timestamptz
                      ORDER BY e."at" DESC OFFSET GREATEST(q.mx - 1, 0) LIMIT 1) AS full_at
        FROM q)`;
}

/** A CTE (after quotaTable) recording one event per quota when `ok` (an SQL boolean) holds. */
export function quotaInsert(now: Date, ok: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`qi AS (INSERT INTO quota_event ("key", "at", "expiresAt") SELECT q.key, ${now}::timestamptz, q.exp FROM q WHERE ${ok} RETURNING 1)`;
}

/** SQL boolean: no quota is full. */
export const quotasFree = Prisma.sql`NOT EXISTS (SELECT 1 FROM qf WHERE qf.full_at IS NOT NULL)`;

/** Throws the first full quota's 429 (in the order given), as takeQuota in sequence would. */
export function quotaVerdict(takes: QuotaTake[], fullAt: (Date | null)[], now: Date): void {
  takes.forEach(({ q }, i) => {
    if (q.max <= 0) throw new ApiError("RATE_LIMIT_EXCEEDED", q.message ?? "Too many requests; try again later");
    const at = fullAt[i];
    if (at) {
      const retryAfter = Math.max(1, Math.ceil((at.getTime() + q.windowSeconds * 1000 - now.getTime()) / 1000));
      throw new ApiError("RATE_LIMIT_EXCEEDED", q.message ?? "Too many requests; try again later", { retryAfter });
    }
  });
}
