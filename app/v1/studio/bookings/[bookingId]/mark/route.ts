import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioMarkBooking } from "@/lib/http/operations/studio/bookings";
import { markSession } from "@/lib/domain/studio-actions/bookings";

// POST /v1/studio/bookings/{bookingId}/mark {mark: completed|no_show} — once the session has started (docs/studio-actions.md).
export const POST = studioRoute<{ bookingId: string }>(studioMarkBooking, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioMarkBooking.body.schema);
  return ok(await markSession(db, clock, actor, params.bookingId, body.mark));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
