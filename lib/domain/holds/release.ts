// Release a hold (DELETE /v1/public/holds/{holdId}, beyond the contract; docs/webhooks.md, Releasing a hold):
// the guest gives up a pending or verified hold and the slot is free at once.
//
// The hold id is the capability, as for the hold's GET, verify and confirm. One transaction, hold
// row locked: a booking for the hold → 409 HOLD_ALREADY_CONFIRMED; a hold that is no longer live
// (expired, burnt, already released) → 404 RESOURCE_NOT_FOUND, so releasing twice answers 404;
// otherwise the hold ends as "expired" at this instant, its code is wiped (spent: verify and
// confirm answer 410 HOLD_EXPIRED as for any ended hold) and its slot claim is deleted.
// No hold.expired event: the guest ended the hold, time did not.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { Uuid } from "../../contract/schemas";
import { isLive } from "../../contract/hold-rules";
import { claimSql } from "../availability/busy";
import { endLaterDates } from "./series";

export async function releaseHold(db: Db, clock: Clock, holdId: string): Promise<void> {
  if (!Uuid.safeParse(holdId).success) throw notFound("Hold");
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<{ status: string; expiresAt: Date; booked: boolean }[]>`
      SELECT h.status, h."expiresAt", EXISTS (SELECT 1 FROM booking b WHERE b."holdId" = h.id) AS booked
        FROM hold h WHERE h.id = ${holdId}::uuid FOR UPDATE`;
    const hold = rows[0];
    if (!hold) throw notFound("Hold");
    if (hold.booked || hold.status === "confirmed") {
      throw new ApiError("HOLD_ALREADY_CONFIRMED", "A booking already exists for this hold");
    }
    if (!isLive(hold, now)) throw notFound("Hold");
    await tx.$executeRaw`
      UPDATE hold SET status = 'expired', "expiresAt" = ${now}, "codeHash" = NULL, "devCodeSealed" = NULL
       WHERE id = ${holdId}::uuid`;
    await tx.$executeRaw(claimSql.deleteForHold(holdId));
    // A weekly series' later dates go with it (docs/series.md, Booked online by a guest).
    await endLaterDates(tx, holdId, now);
  });
}
