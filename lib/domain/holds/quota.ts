// Exact quotas over a sliding window ("in any 60 minutes", "in any 24 hours"), shared by every
// instance: each counted event is a row of quota_event; a quota counts its key's rows in the
// last window. Used for the hourly hold quotas (lib/contract/limits.ts: per contact and per IP, counted per
// client network), the daily SMS caps (per studio, platform-wide, per client network) and
// receipts to a second address.
//
// takeQuotas() must run inside the caller's transaction: a transaction-scoped advisory lock per
// key makes count-then-insert atomic (two instances cannot both take the last unit), and a
// request that fails later rolls its events back (only holds actually created count). Quotas
// are always taken in a fixed order (contact, then the client's networks narrowest first, then
// SMS per network, then SMS studio, then SMS platform), at most one key of each, so the locks
// cannot form a cycle. Create hold composes the same parts into its own statements.
//
// A probe (QuotaTake.probe) is only counted: no lock, no event. It asks "is this key's window
// at `max` yet?" for a threshold below the real quota (the SMS near-cap rule of create hold).
import { Prisma, type DbOrTx } from "../../infra/db";
import type { Clock } from "../../infra/clock";
import { ApiError } from "../../contract/errors";

/** `code`: the error when full (default 429 RATE_LIMIT_EXCEEDED with Retry-After; SMS_UNAVAILABLE has none). */
export type Quota = {
  name: string;
  max: number;
  windowSeconds: number;
  message?: string;
  code?: "RATE_LIMIT_EXCEEDED" | "SMS_UNAVAILABLE";
};

/**
 * Delete events that no longer count for any window (run by the periodic sweep), in batches on
 * the expiresAt index: one unbatched DELETE of a large backlog holds its locks and writes its WAL
 * in one long statement (docs/performance.md, "Indexes").
 */
export async function pruneQuotaEvents(db: DbOrTx, clock: Clock, batch = 5000): Promise<number> {
  const now = clock.now();
  let total = 0;
  for (;;) {
    const n = await db.$executeRaw`DELETE FROM quota_event WHERE id IN (
      SELECT id FROM quota_event WHERE "expiresAt" < ${now} ORDER BY "expiresAt" LIMIT ${batch})`;
    total += n;
    if (n < batch) return total;
  }
}

// Quotas in two statements whatever their number (docs/performance.md): their locks in one (quotaLocks, in
// the given order, which is the lock order), then one statement that counts every window and
// records an event in each only if none is full (quotaTable + quotaInsert), checked in order by
// quotaVerdict so the first full quota is the error. The count must run in a later statement
// than the locks: a statement sees what was committed when it started.

export type QuotaTake = { q: Quota; subject: string; probe?: boolean };

const keyOf = (t: QuotaTake) => `${t.q.name}:${t.subject}`;

/** `pg_advisory_xact_lock(…)::text, …` for the quotas (probes have none), in order (a SELECT list). */
export function quotaLocks(takes: QuotaTake[]): Prisma.Sql {
  return Prisma.join(
    takes.filter((t) => !t.probe).map((t) => Prisma.sql`pg_advisory_xact_lock(hashtextextended(${`quota:${keyOf(t)}`}, 0))::text`),
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
    return Prisma.sql`(${keyOf(t)}::text, ${new Date(now.getTime() - windowMs)}::timestamptz, ${t.q.max}::int, ${new Date(now.getTime() + windowMs)}::timestamptz, ${i}::int, ${!t.probe}::boolean)`;
  });
  return Prisma.sql`q(key, since, mx, exp, ord, rec) AS (VALUES ${Prisma.join(rows, ", ")}),
    qf AS (
      SELECT q.ord, (SELECT e."at" FROM quota_event e WHERE e."key" = q.key AND e."at" > q.since AND e."at" <= ${now}::timestamptz
                      ORDER BY e."at" DESC OFFSET GREATEST(q.mx - 1, 0) LIMIT 1) AS full_at
        FROM q)`;
}

/** A CTE (after quotaTable) recording one event per quota (not per probe) when `ok` (an SQL boolean) holds. */
export function quotaInsert(now: Date, ok: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`qi AS (INSERT INTO quota_event ("key", "at", "expiresAt") SELECT q.key, ${now}::timestamptz, q.exp FROM q WHERE q.rec AND ${ok} RETURNING 1)`;
}

/** SQL boolean: no quota is full. */
export const quotasFree = Prisma.sql`NOT EXISTS (SELECT 1 FROM qf WHERE qf.full_at IS NOT NULL)`;

/** Throws the first full quota's error (in the order given), as takeQuota in sequence would. */
export function quotaVerdict(takes: QuotaTake[], fullAt: (Date | null)[], now: Date): void {
  takes.forEach(({ q }, i) => {
    const code = q.code ?? "RATE_LIMIT_EXCEEDED";
    const message = q.message ?? "Too many requests; try again later";
    if (q.max <= 0) throw new ApiError(code, message);
    const at = fullAt[i];
    if (at) {
      const retryAfter = Math.max(1, Math.ceil((at.getTime() + q.windowSeconds * 1000 - now.getTime()) / 1000));
      throw new ApiError(code, message, code === "RATE_LIMIT_EXCEEDED" ? { retryAfter } : {});
    }
  });
}

/**
 * Count one event for each quota, in order; throws the first full one's 429 RATE_LIMIT_EXCEEDED
 * (Retry-After: when its oldest counted event leaves the window). Inside a transaction.
 */
export async function takeQuotas(tx: Prisma.TransactionClient, clock: Clock, takes: QuotaTake[]): Promise<void> {
  if (takes.length === 0) return;
  const now = clock.now();
  if (takes.some((t) => !t.probe)) await tx.$queryRaw`SELECT ${quotaLocks(takes)}`;
  const rows = await tx.$queryRaw<{ full_at: Date | null }[]>`
    WITH ${quotaTable(takes, now)}, ${quotaInsert(now, quotasFree)}
    SELECT qf.full_at FROM qf ORDER BY qf.ord`;
  quotaVerdict(
    takes,
    rows.map((r) => r.full_at),
    now,
  );
}

/** One quota: takeQuotas with a single take. */
export function takeQuota(tx: Prisma.TransactionClient, clock: Clock, q: Quota, subject: string): Promise<void> {
  return takeQuotas(tx, clock, [{ q, subject }]);
}
