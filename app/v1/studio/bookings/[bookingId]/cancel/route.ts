import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCancelBooking } from "@/lib/http/operations/studio/bookings";
import { cancelByStudio } from "@/lib/domain/studio-actions/bookings";

// POST /v1/studio/bookings/{bookingId}/cancel {reason, refund?} — the studio cancels (docs/studio-actions.md).
export const POST = studioRoute<{ bookingId: string }>(studioCancelBooking, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioCancelBooking.body.schema);
  return ok(await cancelByStudio(db, clock, actor, params.bookingId, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
