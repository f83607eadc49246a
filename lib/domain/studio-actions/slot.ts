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
  return new ApiError("SLOT_TAKEN", c ? `This time overlaps ${describeClaim(c, tz)}` : fallback);
}

/** The room's row (FOR SHARE) and claim locks, in the order holds take them. */
export async function lockForClaim(tx: DbOrTx, roomId: string): Promise<void> {
  await lockRoom(tx, roomId);
  await lockRoomClaims(tx, roomId);
}
