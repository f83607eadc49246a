// Better Auth leaves spent rows behind: sign-in links never opened, sessions past their expiry,
// its limiter's old counters. The worker's sweep deletes them (lib/worker/sweeps.ts). Better Auth
// judges expiry on the system clock, so this does too: a test's moved clock must not end live
// sessions of other tests.
import type { DbOrTx } from "../../infra/db";

const LIMITER_KEEP_MS = 24 * 3600_000;

export async function pruneAuthRows(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const links = await db.$executeRaw`DELETE FROM verification WHERE "expiresAt" < ${now}`;
  const sessions = await db.$executeRaw`DELETE FROM session WHERE "expiresAt" < ${now}`;
  const counters = await db.$executeRaw`DELETE FROM rate_limit WHERE "lastRequest" < ${BigInt(now.getTime() - LIMITER_KEEP_MS)}`;
  return links + sessions + counters;
}
