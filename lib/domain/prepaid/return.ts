// A cancelled booking's prepaid hours back on their pass (docs/prepaid-hours.md, Cancelling): the
// draw marked returned and its payment given back in full, in the cancellation's transaction. Reads
// only the contract, the database and the money's settling: the one cancellation routine
// (bookings/cancel.ts) calls it, and the ledger's features build on that routine.
import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../infra/db";
import type { BookingFull } from "../bookings/view";
import { settlePayments } from "../payments/settle";

/** Who gives the hours back, as the refund row names them. */
type Returner = { userId: string | null; name: string };

/**
 * A cancelled booking's hours back on its pass, and their payment given back in full, so the booking
 * reads `refunded` (in the cancellation's transaction, the booking row locked). Nothing drawn: nothing done.
 */
export async function returnHours(tx: DbOrTx, b: BookingFull, by: Returner, now: Date): Promise<boolean> {
  const [draw] = await tx.$queryRaw<{ id: string; paymentId: string | null }[]>`
    UPDATE hour_draw SET "returnedAt" = ${now} WHERE "bookingId" = ${b.id}::uuid AND "returnedAt" IS NULL
    RETURNING id, "paymentId"`;
  if (!draw) return false;
  if (draw.paymentId) {
    const p = await tx.bookingPayment.findUniqueOrThrow({ where: { id: draw.paymentId } });
    const left = p.amountCents - p.refundedCents;
    if (!p.voidedAt && left > 0) {
      await tx.bookingPaymentRefund.create({
        data: {
          id: randomUUID(),
          paymentId: p.id,
          amountCents: left,
          note: null,
          requestKey: `prepaid-return:${draw.id}`,
          actorUserId: by.userId,
          actorName: by.name,
          createdAt: now,
        },
      });
      await tx.bookingPayment.update({ where: { id: p.id }, data: { refundedCents: { increment: left } } });
    }
  }
  await settlePayments(tx, await tx.booking.findUniqueOrThrow({ where: { id: b.id } }));
  return true;
}
