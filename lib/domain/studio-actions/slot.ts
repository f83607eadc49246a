// Taking a room's time for the studio (a manual block, a phone booking): the same room lock and
// claim lock new holds take (availability/busy.ts), and a refusal that names what is in the way,
// so staff know which booking to move (docs/studio-actions.md, Blocking time).
import { DateTime } from "luxon";
import { ApiError } from "../../contract/errors";
import type { DbOrTx } from "../../infra/db";
import { claimInTheWay, lockRoom, lockRoomClaims, type ClaimInTheWay } from "../availability/busy";

const hhmm = (d: Date, tz: string) => DateTime.fromJSDate(d, { zone: tz }).toFormat("yyyy-MM-dd HH:mm");

export function describeClaim(c: ClaimInTheWay, tz: string): string {
  switch (c.kind) {
    case "booking":
      return `booking ${c.reference} (${hhmm(c.startsAt, tz)}–${hhmm(c.endsAt, tz).slice(11)})`;
    case "block":
      return `a blocked time${c.note ? ` "${c.note}"` : ""} (${hhmm(c.startsAt, tz)}–${hhmm(c.endsAt, tz).slice(11)})`;
    case "hold":
      return `a guest's hold${c.expiresAt ? ` (until ${hhmm(c.expiresAt, tz).slice(11)})` : ""}`;
  }
}

export type ClaimDetails = { kind: ClaimInTheWay["kind"]; reference?: string; start?: string; end?: string; note?: string; until?: string };

/**
 * What is in the way, as `details` of SLOT_TAKEN, so the dashboard words it in the member's language
 * (docs/studio-actions.md, Blocking time): kind, the booking's reference, local start and end.
 */
export function claimDetails(c: ClaimInTheWay, tz: string): ClaimDetails {
  if (c.kind === "hold") return c.expiresAt ? { kind: c.kind, until: hhmm(c.expiresAt, tz).slice(11) } : { kind: c.kind };
  const span = { kind: c.kind, start: hhmm(c.startsAt, tz), end: hhmm(c.endsAt, tz).slice(11) };
  if (c.kind === "booking") return { ...span, reference: c.reference };
  return c.note ? { ...span, note: c.note } : span;
}

/** SLOT_TAKEN naming the first live claim in [from, to) (claim spans, buffers included), or `fallback`. */
export async function slotTaken(
  tx: DbOrTx,
  roomId: string,
  from: Date,
  to: Date,
  now: Date,
  tz: string,
  fallback: string,
): Promise<ApiError> {
  const c = await claimInTheWay(tx, roomId, from, to, now);
  return c
    ? new ApiError("SLOT_TAKEN", `This time overlaps ${describeClaim(c, tz)}`, { details: claimDetails(c, tz) })
    : new ApiError("SLOT_TAKEN", fallback);
}

/** The room's row (FOR SHARE) and claim locks, in the order holds take them. */
export async function lockForClaim(tx: DbOrTx, roomId: string): Promise<void> {
  await lockRoom(tx, roomId);
  await lockRoomClaims(tx, roomId);
}
