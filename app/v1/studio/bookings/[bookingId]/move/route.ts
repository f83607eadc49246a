import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioMoveBooking } from "@/lib/http/operations/studio/bookings";
import { moveByStudio } from "@/lib/domain/studio-actions/move";

// POST /v1/studio/bookings/{bookingId}/move {date, startTime, durationMinutes?, roomId?, reprice?} (docs/studio-actions.md, Moving a booking).
export const POST = studioRoute<{ bookingId: string }>(studioMoveBooking, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioMoveBooking.body.schema);
  return ok(await moveByStudio(db, clock, actor, params.bookingId, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
