// Verify a hold's one-time code (verifyHold).
//
// No transaction (docs/decisions-bookings.md, Verification codes): one read, then at most one guarded write. The read decides (the
// same rules as everywhere: isLive, the code's age, codeMatches); the write applies the decision
// only if the row is still the version read (PostgreSQL's xmin), and otherwise the request reads
// again and decides anew. So parallel wrong guesses are counted one after the other and can never
// exceed 5, exactly as under a row lock, in 2 round trips instead of 4 plus BEGIN/COMMIT.
//
// Order: unknown → 404 RESOURCE_NOT_FOUND; not live (expired by time, burnt, confirmed) → 410
// HOLD_EXPIRED; code older than 10 minutes → 400 CODE_INVALID; wrong → 400 CODE_INVALID, the 5th
// wrong → hold burnt, claim deleted (slot free at once), 429 TOO_MANY_ATTEMPTS; right → verified,
// expiresAt restarted to now + 12 min and the slot claim's expiry moved with it; unless the studio
// refuses this guest for their no-shows: the hold released, 403 GUEST_REFUSED (docs/guests.md).
//
// Decisions where the contract is silent:
// - A code older than 10 minutes is CODE_INVALID whatever was typed and does NOT count as an
//   attempt: nothing can be learnt from it (every guess fails), and the guest's remedy is a
//   resend, not a lost hold.
// - Verifying an already verified hold: the right (current, unexpired) code answers 200 with the
//   hold unchanged (expiresAt is not restarted again), so a client retrying after a lost
//   response is not punished; a wrong code is CODE_INVALID and counts, as for a pending hold.
// - A malformed code never reaches here (route: 400 VALIDATION_ERROR, not counted).
import { noShowRefusal } from "../guests/policy";
import { releaseHold } from "./release";
import type { Hold } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { codeMatches } from "./codes";
import { CODE_TTL_MS, HOLD_TTL_MS, MAX_WRONG_CODES } from "../../contract/hold-rules";
import { holdExpired, holdView, HOLD_COLUMNS, liveHold, type HoldRow, type LoadedHold } from "./view";
import { claimSql } from "../availability/busy";
import { writeOnce } from "../../infra/tx";

/** Rounds of read-and-write under contention; each lost round means another request's write landed. */
const MAX_ROUNDS = 20;

export async function verifyHold(db: Db, clock: Clock, holdId: string, code: string): Promise<Hold> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const now = clock.now();
    const h = await liveHold(db, holdId, now);
    const { row } = h;
    if (!row.codeSentAt || now.getTime() - row.codeSentAt.getTime() >= CODE_TTL_MS) {
      throw new ApiError("CODE_INVALID", "This code has expired; ask for a new one");
    }
    if (codeMatches(row.id, code, row.codeHash)) {
      if (row.status === "verified") return holdView(row, h.ctx);
      // The studio's no-show policy (docs/guests.md, No-show policy) once the code has proved the
      // contact is the guest's: asked before, it would tell anyone who types a number whether its
      // owner missed sessions there. Refused, the hold ends and its slot is free at once.
      const refused = h.refusesNoShows ? await noShowRefusal(db, row.studioId, row) : null;
      if (refused) {
        await releaseHold(db, clock, row.id);
        throw refused;
      }
      const verified = await markVerified(db, h, new Date(now.getTime() + HOLD_TTL_MS));
      if (verified === "changed") continue;
      // The claim was gone: the slot may belong to someone else now, so the hold ended.
      if (verified.status !== "verified") throw holdExpired();
      return holdView(verified, h.ctx);
    }
    const wrong = row.wrongAttempts + 1;
    if (wrong >= MAX_WRONG_CODES) {
      if (!(await burn(db, h, wrong))) continue;
      throw new ApiError("TOO_MANY_ATTEMPTS", "Too many wrong codes; this hold was released, start again with a new hold");
    }
    const counted = await writeOnce(
      () => db.$executeRaw`UPDATE hold h SET "wrongAttempts" = ${wrong} WHERE h.id = ${row.id}::uuid AND h.xmin = ${h.version}::xid`,
    );
    if (counted === 0) continue;
    const left = MAX_WRONG_CODES - wrong;
    throw new ApiError("CODE_INVALID", `The code is not correct (${left} ${left === 1 ? "attempt" : "attempts"} left)`, {
      details: { attemptsLeft: left },
    });
  }
  throw new Error(`verify: hold ${holdId} kept changing under ${MAX_ROUNDS} rounds`);
}

/**
 * The right code on a pending hold, in one statement: the hold becomes verified until
 * `expiresAt` and its claim moves with it, or, when the claim is gone, the hold ends (expired,
 * expiresAt kept). "changed" when the row is no longer the version read.
 */
async function markVerified(db: Db, h: LoadedHold, expiresAt: Date): Promise<HoldRow | "changed"> {
  // writeOnce: each of these single statements is the whole write (docs/decisions-platform.md, A 503 changed nothing).
  const rows = await writeOnce(
    () => db.$queryRaw<HoldRow[]>`
    WITH v AS (
      UPDATE hold h SET "status" = CASE WHEN k.claimed THEN 'verified' ELSE 'expired' END,
                        "expiresAt" = CASE WHEN k.claimed THEN ${expiresAt}::timestamptz ELSE h."expiresAt" END
        FROM (SELECT EXISTS (SELECT 1 FROM slot_claim c WHERE c."holdId" = ${h.row.id}::uuid) AS claimed) k
       WHERE h.id = ${h.row.id}::uuid AND h.xmin = ${h.version}::xid
      RETURNING ${HOLD_COLUMNS}
    ), c AS (${claimSql.extendOfHolds("v", expiresAt)}),
    -- A weekly series' later dates live as long as its first hold (docs/series.md, Booked online by a guest).
    k AS (
      UPDATE hold l SET "expiresAt" = ${expiresAt}::timestamptz FROM v
       WHERE l."seriesHoldId" = v.id AND v.status = 'verified' AND l.status = 'pending' RETURNING l.id
    ), kc AS (${claimSql.extendOfHolds("k", expiresAt)})
    SELECT * FROM v`,
  );
  return rows[0] ?? "changed";
}

/** The 5th wrong code: the hold is burnt and its claim deleted in one statement (slot free at once). */
async function burn(db: Db, h: LoadedHold, wrong: number): Promise<boolean> {
  const n = await writeOnce(
    () => db.$executeRaw`
    WITH v AS (
      UPDATE hold h SET "wrongAttempts" = ${wrong}, "status" = 'burnt' WHERE h.id = ${h.row.id}::uuid AND h.xmin = ${h.version}::xid RETURNING h.id
    ), d AS (${claimSql.deleteOfHolds("v")}),
    -- A weekly series' later dates end with it, their slots free at once too.
    k AS (
      UPDATE hold l SET "status" = 'expired' FROM v WHERE l."seriesHoldId" = v.id AND l.status = 'pending' RETURNING l.id
    ), kd AS (${claimSql.deleteOfHolds("k")})
    SELECT 1 FROM v`,
  );
  return n > 0;
}
