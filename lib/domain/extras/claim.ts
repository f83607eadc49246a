// Hiring units of limited extras for a span (docs/pricing.md, Extras). One extra_claim row per unit;
// extra_claim_no_overlap keeps a unit from being hired twice at overlapping times, as
// slot_claim_no_overlap does for rooms. Called inside the caller's transaction, after its room claim
// lock: the lock order is room claim lock → one extra claim lock per extra, in extra id order, so two
// claimers never wait on each other in a cycle. Under an extra's lock the free units read here are
// authoritative; the constraint stays the final word and its violation is the same 409.
// A claim then follows its room claim (the slot_claim triggers of the migration): expiry, booking,
// release, all without code here.
import { ApiError } from "../../contract/errors";
import { pgErrorCode, type DbOrTx } from "../../infra/db";
import type { LimitedLine } from "./offer";

/** Whose claims: a hold's (expiring with it) or a booking's (moved: firm, or its payment deadline). */
export type ExtraClaimOwner = { holdId: string; bookingId: string | null; expiresAt: Date | null };

/** The span an extra is hired for: the session itself, without the room's buffer. */
export type ExtraSpan = { startsAt: Date; endsAt: Date; now: Date };

const extraClaimLockKey = (extraId: string) => `extra-claim:${extraId}`;

function extraUnavailable(line: { extraId: string; name: { en: string } }): ApiError {
  return new ApiError("EXTRA_UNAVAILABLE", `The extra "${line.name.en}" is already hired out at that time`, {
    details: { extraId: line.extraId, name: line.name.en },
  });
}

/** Claim every limited line (sorted by extra id, as chooseExtras returns them) for the span. */
export async function claimExtras(tx: DbOrTx, lines: readonly LimitedLine[], owner: ExtraClaimOwner, span: ExtraSpan): Promise<void> {
  for (const line of lines) await claimOne(tx, line, owner, span);
}

async function claimOne(tx: DbOrTx, line: LimitedLine, owner: ExtraClaimOwner, span: ExtraSpan): Promise<void> {
  const { startsAt, endsAt, now } = span;
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${extraClaimLockKey(line.extraId)}, 0))::text`;
  // Dead claims in the way go first (a statement of their own: the next one must not see them).
  await tx.$executeRaw`
    DELETE FROM extra_claim
     WHERE "extraId" = ${line.extraId}::uuid AND span && tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz)
       AND "expiresAt" IS NOT NULL AND "expiresAt" <= ${now}::timestamptz`;
  const free = await tx.$queryRaw<{ unit: number }[]>`
    SELECT u AS unit FROM generate_series(1, ${line.owned}::int) u
     WHERE NOT EXISTS (
       SELECT 1 FROM extra_claim c
        WHERE c."extraId" = ${line.extraId}::uuid AND c.unit = u AND c.span && tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz))
     ORDER BY u LIMIT ${line.quantity}::int`;
  if (free.length < line.quantity) throw extraUnavailable(line);
  try {
    await tx.$executeRaw`
      INSERT INTO extra_claim ("extraId", unit, "holdId", "bookingId", span, "expiresAt")
      SELECT ${line.extraId}::uuid, u, ${owner.holdId}::uuid, ${owner.bookingId}::uuid,
             tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz), ${owner.expiresAt}::timestamptz
        FROM unnest(${free.map((f) => f.unit)}::int[]) u`;
  } catch (e) {
    throw pgErrorCode(e) === "23P01" ? extraUnavailable(line) : e;
  }
}
