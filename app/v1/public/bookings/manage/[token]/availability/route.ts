import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetMoveTimes } from "@/lib/http/operations/public/bookings";
import { AvailabilityQuery } from "@/lib/contract/schemas";
import { moveTimes } from "@/lib/domain/bookings/manage";

// GET /v1/public/bookings/manage/{token}/availability?from=&to= — getMoveTimes: the times the guest
// may move the booking to, its own time free for itself (docs/api.md, Rescheduling).
export const GET = publicRoute<{ token: string }>(publicGetMoveTimes, async ({ req, params, db, clock }) => {
  const problems = new Problems();
  const query = problems.check("query", AvailabilityQuery, queryOf(req, problems, ["from", "to"]));
  if (query?.from && query.to && query.to < query.from) problems.add("query.to", "must not be before from");
  problems.throwIfAny();
  return ok(await moveTimes(db, clock, params.token, query!));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
