// Staff set a booking's extras (lib/contract/booking-actions/change-extras.ts; docs/studio-actions.md,
// Extras on a booking): one transaction on the locked row. A line kept at its quantity keeps its
// booked price and name; the others are priced now by the room's offer (extras/offer.ts). The booking's
// claims go and are made again for the whole new list under the extras' locks (extras/move.ts, the
// order a move uses: booking row → extra locks by id), so the constraint judges every unit. Then the
// price by the difference, the audit row, the guest's message when what they owe changed, the event.
import { checkAllowed } from "../../contract/booking-actions";
import { extrasChangeText } from "../../contract/booking-actions/change-extras";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { checkNewPrice } from "../payments/ledger";
import { settlePayments } from "../payments/settle";
import { loadBooking, siteLocale } from "../bookings/view";
import { chooseExtras, type ExtraLine } from "../extras/offer";
import { bookedExtrasCents, reclaimBookingExtras } from "../extras/move";
import { bookedExtrasOf } from "../json-columns";
import { queueGuestNotice } from "../notifications/queue";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { emitBookingEvent } from "../webhooks/events";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

type Choice = readonly { extraId: string; quantity: number }[];

const sameList = (a: readonly ExtraLine[], b: Choice) =>
  a.length === b.length && b.every((c) => a.some((l) => l.extraId === c.extraId && l.quantity === c.quantity));

export async function changeExtras(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  bookingId: string,
  body: { extras: Choice },
): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    checkAllowed("changeExtras", actionFacts(b, actor, now));
    const before = bookedExtrasOf(b.extras);
    if (sameList(before, body.extras)) return studioBookingView(tx, b.id, now);
    const kept = body.extras.flatMap((c) => before.filter((l) => l.extraId === c.extraId && l.quantity === c.quantity));
    const fresh = await chooseExtras(
      tx,
      { studioId: b.studioId, roomId: b.roomId, minutes: b.minutes },
      body.extras.filter((c) => !kept.some((l) => l.extraId === c.extraId)),
    );
    // In the order staff listed them.
    const lines = body.extras.map((c) => kept.find((l) => l.extraId === c.extraId) ?? fresh.lines.find((l) => l.extraId === c.extraId)!);
    const priceCents = b.priceCents - bookedExtrasCents(b.extras) + lines.reduce((sum, l) => sum + l.priceCents, 0);
    // What was paid stays as paid (docs/studio-actions.md, Changing the price): the price cannot go below it.
    checkNewPrice(b, priceCents);
    await tx.booking.update({ where: { id: b.id }, data: { extras: lines, priceCents } });
    await settlePayments(tx, { ...b, priceCents });
    await tx.$executeRaw`DELETE FROM extra_claim WHERE "bookingId" = ${b.id}::uuid`;
    await reclaimBookingExtras(tx, b, { startsAt: b.startsAt, endsAt: b.endsAt, now });
    await audit(tx, actor, {
      action: "booking.extras",
      bookingId: b.id,
      detail: { from: b.priceCents, to: priceCents, extras: lines.map((l) => ({ name: l.name, quantity: l.quantity })) },
      at: now,
    });
    const changed = (await loadBooking(tx, { id: b.id }))!;
    if (priceCents !== b.priceCents)
      await queueGuestNotice(tx, changed, "price_changed", now, {
        occurrence: `extras-${b.priceCents}-${priceCents}-${now.getTime()}`,
        detail: { fromCents: b.priceCents, reason: extrasChangeText(lines, siteLocale(changed)) },
      });
    await emitBookingEvent(tx, now, b.id, "booking.extras_changed", { previousPriceCents: b.priceCents });
    return studioBookingView(tx, b.id, now);
  });
}
