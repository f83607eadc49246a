import { route, ok, preflight, readBody, otherMethods } from "@/lib/http/route";
import { CancelRequest } from "@/lib/contract/schemas";
import { cancelBooking } from "@/lib/domain/bookings/manage";

// POST /v1/public/bookings/manage/{token}/cancel — cancelBooking (body optional: { reason }).
export const POST = route<{ token: string }>(
  { limit: "write", headers: { "Referrer-Policy": "no-referrer" } },
  async ({ req, params, db, clock }) => {
    const body = await readBody(req, CancelRequest, { optional: true, labelled: true });
    return ok(await cancelBooking(db, clock, params.token, body.reason));
  },
);
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
