// Verify a hold's one-time code (spec 4.5, 3.1).
//
// The hold row is locked (SELECT … FOR UPDATE) for the whole check, so parallel wrong guesses
// are counted one after the other and can never exceed 5. Order: unknown → 404
// RESOURCE_NOT_FOUND; not live (expired by time, burnt, confirmed) → 410 HOLD_EXPIRED; code older
// than 10 minutes → 400 CODE_INVALID; wrong → 400 CODE_INVALID, the 5th wrong → hold burnt,
// claim deleted (slot free at once), 429 TOO_MANY_ATTEMPTS; right → verified, expiresAt
// restarted to now + 12 min and the slot claim's expiry moved with it.
//
// Decisions where the spec is silent:
// - A code older than 10 minutes is CODE_INVALID whatever was typed and does NOT count as an
//   attempt: nothing can be learnt from it (every guess fails), and the guest's remedy is a
//   resend, not a lost hold.
// - Verifying an already verified hold: the right (current, unexpired) code answers 200 with the
//   hold unchanged (expiresAt is not restarted again), so a client retrying after a lost
//   response is not punished; a wrong code is CODE_INVALID and counts, as for a pending hold.
// - A malformed code never reaches here (route: 400 VALIDATION_ERROR, not counted).
import type { Hold } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { codeMatches } from "./codes";
import { CODE_TTL_MS, HOLD_TTL_MS, MAX_WRONG_CODES } from "../../contract/hold-rules";
import { holdExpired, holdView, HOLD_COLUMNS, lockLiveHold, type HoldRow, type HoldWithContext } from "./view";
import { inTransaction } from "../../infra/tx";
import { claimSql } from "../availability/busy";

export { holdExpired, holdNotLive } from "./view";

type Outcome = { kind: "verified"; hold: HoldWithContext } | { kind: "wrong"; left: number } | { kind: "burnt" } | { kind: "lost" };

export async function verifyHold(db: Db, clock: Clock, holdId: string, code: string): Promise<Hold> {
  const outcome = await inTransaction<Outcome>(db, async (tx) => {
    const now = clock.now();
    const h = await lockLiveHold(tx, holdId, now);
    const { row } = h;
    if (!row.codeSentAt || now.getTime() - row.codeSentAt.getTime() >= CODE_TTL_MS) {
      throw new ApiError("CODE_INVALID", "This code has expired; ask for a new one");
    }
    if (codeMatches(row.id, code, row.codeHash)) {
      if (row.status === "verified") return { kind: "verified", hold: h };
      const expiresAt = new Date(now.getTime() + HOLD_TTL_MS);
      // One statement: move the claim's expiry and, only if the claim is still ours, mark the
      // hold verified; if the claim is gone the slot may belong to someone else now, so the
      // hold ends (expired, expiresAt kept).
      const rows = await tx.$queryRaw<(HoldRow & { _claimed: boolean })[]>`
        WITH c AS (${claimSql.extendForHold(row.id, expiresAt)})
        UPDATE hold h SET "status" = CASE WHEN EXISTS (SELECT 1 FROM c) THEN 'verified' ELSE 'expired' END,
                          "expiresAt" = CASE WHEN EXISTS (SELECT 1 FROM c) THEN ${expiresAt}::timestamptz ELSE h."expiresAt" END
         WHERE h.id = ${row.id}::uuid
        RETURNING ${HOLD_COLUMNS}, EXISTS (SELECT 1 FROM c) AS "_claimed"`;
      const { _claimed, ...updated } = rows[0];
      if (!_claimed) return { kind: "lost" };
      return { kind: "verified", hold: { row: updated, ctx: h.ctx } };
    }
    const wrong = row.wrongAttempts + 1;
    if (wrong >= MAX_WRONG_CODES) {
      // Burnt: the claim is deleted in the same statement, so the slot is free at once.
      await tx.$executeRaw`
        WITH d AS (${claimSql.deleteForHold(row.id)})
        UPDATE hold SET "wrongAttempts" = ${wrong}, "status" = 'burnt' WHERE id = ${row.id}::uuid`;
      return { kind: "burnt" };
    }
    await tx.$executeRaw`UPDATE hold SET "wrongAttempts" = ${wrong} WHERE id = ${row.id}::uuid`;
    return { kind: "wrong", left: MAX_WRONG_CODES - wrong };
  });
  // Errors that change state are raised only here, after the change has been committed.
  switch (outcome.kind) {
    case "verified":
      return holdView(outcome.hold.row, outcome.hold.ctx);
    case "wrong":
      throw new ApiError("CODE_INVALID", `The code is not correct (${outcome.left} ${outcome.left === 1 ? "attempt" : "attempts"} left)`);
    case "burnt":
      throw new ApiError("TOO_MANY_ATTEMPTS", "Too many wrong codes; this hold was released, start again with a new hold");
    case "lost":
      throw holdExpired();
  }
}
