// An owner changes a booking's price (lib/contract/booking-actions/change-price.ts): one transaction
// on the locked row: the rule, the deposit floor, the new price, the audit row (old and new, the
// reason), the guest's message (what they now owe) and the `booking.price_changed` event. The same
// price again answers the booking as it is and writes nothing.
import { checkAllowed } from "../../contract/booking-actions";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { checkNewPrice } from "../payments/ledger";
import { settlePayments } from "../payments/settle";
import { loadBooking } from "../bookings/view";
import { queueGuestNotice } from "../notifications/queue";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { emitBookingEvent } from "../webhooks/events";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

export async function changePrice(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  c: { priceCents: number; reason: string },
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    checkAllowed("changePrice", actionFacts(b, actor, now));
    if (c.priceCents === b.priceCents) return studioBookingView(tx, b.id, now);
    // What was paid stays as paid (docs/studio-actions.md, Changing the price): the price cannot go below it.
    checkNewPrice(b, c.priceCents);
    await tx.booking.update({ where: { id: b.id }, data: { priceCents: c.priceCents } });
    await settlePayments(tx, { ...b, priceCents: c.priceCents });
    const changed = (await loadBooking(tx, { id: b.id }))!;
    await audit(tx, actor, {
      action: "booking.price",
      bookingId: b.id,
      detail: { from: b.priceCents, to: c.priceCents, reason: c.reason },
      at: now,
    });
    await queueGuestNotice(tx, changed, "price_changed", now, {
      occurrence: `${b.priceCents}-${c.priceCents}-${now.getTime()}`,
      detail: { fromCents: b.priceCents, reason: c.reason },
    });
    await emitBookingEvent(tx, now, b.id, "booking.price_changed", { previousPriceCents: b.priceCents });
    return studioBookingView(tx, b.id, now);
  });
}
