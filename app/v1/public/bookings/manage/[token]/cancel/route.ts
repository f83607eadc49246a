import { ok, preflight, readBody, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicCancelBooking } from "@/lib/http/operations/public/bookings";
import { cancelBooking } from "@/lib/domain/bookings/manage";

// POST /v1/public/bookings/manage/{token}/cancel — cancelBooking (body optional: { reason }).
export const POST = publicRoute<{ token: string }>(publicCancelBooking, async ({ req, params, db, clock }) => {
  const body = await readBody(req, publicCancelBooking.body.schema, { optional: true, labelled: true });
  return ok(await cancelBooking(db, clock, params.token, body.reason));
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
