// The booking as the studio sees it after an action (docs/studio-actions.md, Answers): the
// guest's Booking plus what only the studio may read — full contact, channel, language, who
// cancelled and why, the PaymentIntent and the total refunded — and the lookup every action
// starts with: this studio's booking, row locked, or 404 (another studio's id is not found).
import type { Booking } from "../../contract/schemas";
import { Uuid } from "../../contract/schemas";
import { notFound } from "../../contract/errors";
import type { DbOrTx } from "../../infra/db";
import type { StaffActor } from "../staff/actor";
import { isoInZone, loadBooking, toBooking, STAFF_BOOKING_INCLUDE, type BookingFull, type StaffBookingFull } from "../bookings/view";
import { refundedCents } from "../payments/settle";

export type StudioBooking = Booking & {
  roomId: string;
  channel: string;
  contact: string;
  email: string | null;
  locale: string;
  cancelledAt: string | null;
  paymentIntentId: string | null;
  refundedCents: number;
};

function toStudioBooking(b: BookingFull, refunded: number, now: Date): StudioBooking {
  return {
    ...toBooking(b, now),
    roomId: b.roomId,
    channel: b.channel,
    contact: b.contact,
    email: b.email,
    locale: b.locale,
    cancelledAt: b.cancelledAt ? isoInZone(b.cancelledAt, b.studio.timezone) : null,
    paymentIntentId: b.paymentIntentId,
    refundedCents: refunded,
  };
}

export async function studioBookingView(tx: DbOrTx, bookingId: string, now: Date): Promise<StudioBooking> {
  const b = (await loadBooking(tx, { id: bookingId }))!;
  return toStudioBooking(b, await refundedCents(tx, b.id), now);
}

/** Lock the actor's studio's booking `id` for the rest of the transaction and read it; 404 otherwise. */
export async function lockStudioBooking(tx: DbOrTx, actor: Pick<StaffActor, "studioId">, id: string): Promise<StaffBookingFull> {
  if (!Uuid.safeParse(id).success) throw notFound("Booking");
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM booking WHERE id = ${id}::uuid AND "studioId" = ${actor.studioId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound("Booking");
  return tx.booking.findUniqueOrThrow({ where: { id }, include: STAFF_BOOKING_INCLUDE });
}
