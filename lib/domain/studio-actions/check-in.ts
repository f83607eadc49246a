// Check the guest in (lib/contract/booking-actions/check-in.ts): one transaction on the locked row:
// the rule, the `checked_in` flag, the audit row, the `booking.checked_in` event. Checked in already
// answers the booking as it is and writes nothing.
import { checkAllowed } from "../../contract/booking-actions";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import type { StaffActor } from "../staff/actor";
import { actorLabel, audit } from "../staff/audit";
import { emitBookingEvent } from "../webhooks/events";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

export async function checkIn(db: Db, clock: Clock, actor: StaffActor, bookingId: string): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    if (checkAllowed("checkIn", actionFacts(b, actor, now)) === null) {
      await tx.bookingFlag.create({ data: { bookingId: b.id, flag: "checked_in", setAt: now, setBy: actorLabel(actor) } });
      await audit(tx, actor, { action: "booking.check_in", bookingId: b.id, at: now });
      await emitBookingEvent(tx, now, b.id, "booking.checked_in");
    }
    return studioBookingView(tx, b.id, now);
  });
}
