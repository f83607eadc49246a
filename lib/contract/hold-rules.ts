// The numbers of a hold's life (Limits at /docs) and the one liveness rule every reader uses.
// A hold is live iff status is pending or verified AND expiresAt is in the future: time alone
// ends a hold (reads need no sweep), and lib/domain/holds/sweep.ts later marks such rows "expired".
export const HOLD_TTL_MS = 12 * 60_000; // set on create, restarted on successful verify
export const CODE_TTL_MS = 10 * 60_000; // from each send
export const MAX_SENDS = 3; // including the first
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_WRONG_CODES = 5; // the 5th wrong code burns the hold
export const CODE_LENGTH = 6; // digits of a one-time code
/** A party size no room reaches; the room's capacity is the real bound (docs/decisions-bookings.md, Party size). */
export const PARTY_SIZE_MAX = 1000;
/** Extras on one hold, and units of one extra (docs/pricing.md, Extras). */
export const EXTRAS_PER_HOLD_MAX = 10;
export const EXTRA_QUANTITY_MAX = 20;

export function isLive(hold: { status: string; expiresAt: Date }, now: Date): boolean {
  return (hold.status === "pending" || hold.status === "verified") && hold.expiresAt.getTime() > now.getTime();
}

/**
 * A slot's fit to its room, every problem at once, each a [field, reason] pair: the start on the room's
 * `stepMinutes` grid (minutes from midnight), the duration a multiple of the step and within
 * `minMinutes`..`maxMinutes`, and a party size within the room's capacity. Fields that are missing or malformed are skipped (their own
 * validation names them).
 */
export function roomRuleProblems(
  room: { stepMinutes: number; minMinutes: number; maxMinutes: number; capacity?: number },
  slot: { startTime?: unknown; durationMinutes?: unknown; partySize?: unknown },
): [field: "startTime" | "durationMinutes" | "partySize", reason: string][] {
  const out: [field: "startTime" | "durationMinutes" | "partySize", reason: string][] = [];
  const step = room.stepMinutes;
  const hm = typeof slot.startTime === "string" ? /^(\d{2}):(\d{2})$/.exec(slot.startTime) : null;
  if (hm && (Number(hm[1]) * 60 + Number(hm[2])) % step !== 0) out.push(["startTime", `must be on the room's ${step}-minute grid`]);
  const d = slot.durationMinutes;
  if (typeof d === "number" && Number.isInteger(d)) {
    if (d % step !== 0) out.push(["durationMinutes", `must be a multiple of ${step}`]);
    else if (d < room.minMinutes || d > room.maxMinutes)
      out.push(["durationMinutes", `must be between ${room.minMinutes} and ${room.maxMinutes}`]);
  }
  const p = slot.partySize;
  if (room.capacity !== undefined && typeof p === "number" && Number.isInteger(p) && p > room.capacity)
    out.push(["partySize", `must be at most the room's capacity of ${room.capacity} people`]);
  return out;
}
