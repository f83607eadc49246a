import { ok, otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioMoveTimes as operation } from "@/lib/http/operations/studio/bookings";
import { studioMoveTimes } from "@/lib/domain/studio-actions/move-times";

// GET /v1/studio/bookings/{bookingId}/move-times?roomId&from&to — the move form's free times, the booking's own
// time free for itself (docs/studio-actions.md, Moving a booking).
export const GET = studioRoute<{ bookingId: string }>(operation, async ({ req, params, db, clock, actor }) => {
  const q = parse(operation.query.schema, Object.fromEntries(urlOf(req).searchParams));
  return ok(await studioMoveTimes(db, clock, actor, params.bookingId, q));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
