import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioRefundBooking } from "@/lib/http/operations/studio/bookings";
import { refundByStudio } from "@/lib/domain/studio-actions/bookings";

// POST /v1/studio/bookings/{bookingId}/refunds {amountCents?, idempotencyKey} — owners refund a deposit (docs/studio-actions.md).
export const POST = studioRoute<{ bookingId: string }>(studioRefundBooking, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioRefundBooking.body.schema);
  return ok(await refundByStudio(db, clock, actor, params.bookingId, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
