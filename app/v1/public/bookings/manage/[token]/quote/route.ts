import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetMoveQuote } from "@/lib/http/operations/public/bookings";
import { MoveQuoteQuery } from "@/lib/contract/schemas";
import { moveQuote } from "@/lib/domain/bookings/manage";

// GET /v1/public/bookings/manage/{token}/quote?date=&startTime= — getMoveQuote: what the booking would
// cost at another start, beside the price its guest's move keeps (docs/studio-actions.md, Guest reschedule).
export const GET = publicRoute<{ token: string }>(publicGetMoveQuote, async ({ req, params, db, clock }) => {
  const problems = new Problems();
  const query = problems.check("query", MoveQuoteQuery, queryOf(req, problems, ["date", "startTime"]));
  problems.throwIfAny();
  return ok(await moveQuote(db, clock, params.token, query!));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
