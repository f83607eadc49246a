// Transactions of the hold flows. PostgreSQL may abort one of two transactions that wait on each
// other (40P01 deadlock: e.g. two conflicting claims checking the exclusion constraint at the
// same moment) or a serialization failure (40001); such a transaction is simply run again, and
// the rerun sees the other one's committed outcome (usually: SLOT_TAKEN).
import { pgErrorCode, type Db, type Prisma } from "./db";

const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 4;

export async function inTransaction<T>(db: Db, fn: (tx: Prisma.TransactionClient) => Promise<T>, onRetry?: () => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // maxWait: under a burst, waiting for a pooled connection is normal, not an error.
      return await db.$transaction(fn, { maxWait: 15_000, timeout: 20_000 });
    } catch (e) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(pgErrorCode(e) ?? "")) throw e;
      onRetry?.();
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
