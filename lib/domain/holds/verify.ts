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
import { ApiError, notFound } from "../../contract/errors";
import { codeMatches } from "./codes";
import { releaseClaim, setClaimExpiry } from "../availability/busy";
import { CODE_TTL_MS, HOLD_TTL_MS, isLive, MAX_WRONG_CODES } from "../../contract/hold-rules";
import { holdView, loadHold, type HoldWithContext } from "./view";
import { inTransaction } from "../../infra/tx";

export const holdExpired = () => new ApiError("HOLD_EXPIRED", "This hold has expired; start again with a new hold");
/** Not live any more because it became a booking: same code (spec 4.5/4.6 list 410), but say so. */
export const holdNotLive = (status: string) =>
  status === "confirmed"
    ? new ApiError("HOLD_EXPIRED", "This hold is already confirmed: a booking exists for it (its confirmation message carries the manage link)")
    : holdExpired();

type Outcome = { kind: "verified"; hold: HoldWithContext } | { kind: "wrong"; left: number } | { kind: "burnt" } | { kind: "lost" };

export async function verifyHold(db: Db, clock: Clock, holdId: string, code: string): Promise<Hold> {
  const outcome = await inTransaction<Outcome>(db, async (tx) => {
    const now = clock.now();
    const h = await loadHold(tx, holdId, { lock: true });
    if (!h) throw notFound("Hold");
    const { row } = h;
    if (!isLive(row, now)) throw holdNotLive(row.status);
    if (!row.codeSentAt || now.getTime() - row.codeSentAt.getTime() >= CODE_TTL_MS) {
      throw new ApiError("CODE_INVALID", "This code has expired; ask for a new one");
    }
    if (codeMatches(row.id, code, row.codeHash)) {
      if (row.status === "verified") return { kind: "verified", hold: h };
      const expiresAt = new Date(now.getTime() + HOLD_TTL_MS);
      // The claim must still be ours: if it is gone the slot may belong to someone else now.
      if ((await setClaimExpiry(tx, row.id, expiresAt)) !== 1) {
        await tx.hold.update({ where: { id: row.id }, data: { status: "expired" } });
        return { kind: "lost" };
      }
      const updated = await tx.hold.update({ where: { id: row.id }, data: { status: "verified", expiresAt } });
      return { kind: "verified", hold: { row: updated, ctx: h.ctx } };
    }
    const wrong = row.wrongAttempts + 1;
    if (wrong >= MAX_WRONG_CODES) {
      await tx.hold.update({ where: { id: row.id }, data: { wrongAttempts: wrong, status: "burnt" } });
      await releaseClaim(tx, { holdId: row.id });
      return { kind: "burnt" };
    }
    await tx.hold.update({ where: { id: row.id }, data: { wrongAttempts: wrong } });
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
