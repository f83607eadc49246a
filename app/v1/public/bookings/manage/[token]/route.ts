import { ok, preflight, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetBooking } from "@/lib/http/operations/public/bookings";
import { viewBooking } from "@/lib/domain/bookings/manage";

// GET /v1/public/bookings/manage/{token} — getBooking. The token is a password (docs/decisions-bookings.md, Manage page):
// no-store, no Referer, and request logs redact it (lib/infra/log.ts).
export const GET = publicRoute<{ token: string }>(publicGetBooking, async ({ params, db, clock }) => {
  return ok(await viewBooking(db, clock, params.token));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
