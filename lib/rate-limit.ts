// Fixed-window counters in PostgreSQL, so several app instances share one limit (spec 8).
// One round trip per check: an upsert that returns the new count.
import type { DbOrTx } from "./db";
import type { Clock } from "./clock";
import { ApiError } from "./errors";

export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  reads: { name: "read", max: 120, windowSeconds: 60 },
  writes: { name: "write", max: 15, windowSeconds: 60 },
  holdsPerContact: { name: "hold-contact", max: 5, windowSeconds: 3600 },
  holdsPerIp: { name: "hold-ip", max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

/** Count one event for `subject` under `limit`; throws 429 RATE_LIMIT_EXCEEDED past the max. */
export async function consume(db: DbOrTx, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const now = clock.now().getTime();
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(now - (now % windowMs));
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const key = `${limit.name}:${subject}`;
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_counter ("key", "windowStart", "count", "expiresAt")
    VALUES (${key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = rate_counter."count" + 1
    RETURNING "count"`;
  if (rows[0].count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
    throw new ApiError("RATE_LIMIT_EXCEEDED", "Too many requests; try again later", { retryAfter });
  }
}

/** Delete counters whose window has passed (run by the periodic sweep). */
export async function pruneCounters(db: DbOrTx, clock: Clock): Promise<number> {
  return db.$executeRaw`DELETE FROM rate_counter WHERE "expiresAt" < ${clock.now()}`;
}
