// The one way to run a multi-statement write. PostgreSQL may abort one of two transactions that
// wait on each other (40P01 deadlock: e.g. two conflicting claims checking the exclusion
// constraint at the same moment) or a serialization failure (40001); such a transaction is
// simply run again, and the rerun sees the other one's committed outcome (usually: SLOT_TAKEN).
// So `fn` may run more than once: it must have no effect outside `tx` that is unsafe to repeat
// (network calls belong after the commit, or must be idempotent — see payments/webhook.ts).
//
// A 503 SERVICE_UNAVAILABLE promises that nothing was changed (docs/decisions-platform.md, A 503 changed
// nothing). That holds for every failure before COMMIT; when the connection is lost after `fn`
// returned, PostgreSQL may or may not have committed, so that failure is reported as
// CommitOutcomeUnknown (500 INTERNAL_ERROR, saying so) instead of an outage.
import { ApiError } from "../contract/errors";
import { failedToConnect, isDatabaseUnavailable, pgErrorCode, POOL_WAIT_MS, type Db, type Prisma } from "./db";

const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 4;

export type TxOptions = {
  /** Called before each rerun (the hold flows count them). */
  onRetry?: () => void;
  /** Longest the transaction may stay open, in ms (default 20 s). */
  timeout?: number;
};

/** The connection was lost during COMMIT: the change may or may not be saved. */
class CommitOutcomeUnknown extends ApiError {
  constructor(readonly original: unknown) {
    super(
      "INTERNAL_ERROR",
      "The database connection was lost while saving, so it is unknown whether the change was made; repeat the same request to learn the outcome",
      { retryAfter: 5 },
    );
    this.name = "CommitOutcomeUnknown";
    // The log line of the 500 (lib/http/route.ts) shows the driver's error too.
    this.stack = `${this.stack}\nCaused by: ${original instanceof Error ? original.message : String(original)}`;
  }
}

export async function inTransaction<T>(
  db: Db,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  opts?: TxOptions | (() => void),
): Promise<T> {
  const { onRetry, timeout = 20_000 } = typeof opts === "function" ? { onRetry: opts } : (opts ?? {});
  for (let attempt = 1; ; attempt++) {
    try {
      // maxWait: under a burst, waiting for a pooled connection is normal, not an error.
      let done = false;
      return await db
        .$transaction(
          async (tx) => {
            const value = await fn(tx);
            done = true; // from here on only COMMIT remains
            return value;
          },
          { maxWait: POOL_WAIT_MS, timeout },
        )
        .catch((e: unknown) => {
          throw done && isDatabaseUnavailable(e) ? new CommitOutcomeUnknown(e) : e;
        });
    } catch (e) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(pgErrorCode(e) ?? "")) throw e;
      onRetry?.();
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * One write statement run on its own (autocommit, e.g. verify's `UPDATE … RETURNING`): a
 * connection lost after it was sent leaves its outcome unknown, as during a COMMIT, so that is
 * CommitOutcomeUnknown, never the 503 that promises nothing changed. A failure to connect at all
 * stays an outage (the statement never ran).
 */
export async function writeOnce<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw isDatabaseUnavailable(e) && !failedToConnect(e) ? new CommitOutcomeUnknown(e) : e;
  }
}
