import { ok, preflight, readBody, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicRescheduleBooking } from "@/lib/http/operations/public/bookings";
import { rescheduleBooking } from "@/lib/domain/bookings/manage";

// POST /v1/public/bookings/manage/{token}/reschedule {date, startTime} — rescheduleBooking (beyond the contract;
// docs/studio-actions.md, Guest reschedule). Rate-limited as a write, like cancel.
export const POST = publicRoute<{ token: string }>(publicRescheduleBooking, async ({ req, params, db, clock }) => {
  const body = await readBody(req, publicRescheduleBooking.body.schema, { labelled: true });
  return ok(await rescheduleBooking(db, clock, params.token, body));
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
