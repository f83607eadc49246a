import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetQuote } from "@/lib/http/operations/public/availability";
import { QuoteQuery, Slug, Uuid } from "@/lib/contract/schemas";
import { bookableRoom, getLiveSite } from "@/lib/domain/sites";
import { roomQuoteWithExtras } from "@/lib/domain/pricing";
import { notFound } from "@/lib/contract/errors";

// GET /v1/public/sites/{slug}/rooms/{roomId}/quote?date=&startTime= — getQuote (beyond the contract; docs/pricing.md, Quotes).
export const GET = publicRoute<{ slug: string; roomId: string }>(publicGetQuote, async ({ req, params, db }) => {
  const problems = new Problems();
  const slug = problems.check("path", Slug, params.slug, "slug");
  const query = problems.check("query", QuoteQuery, queryOf(req, problems, ["date", "startTime"]));
  problems.throwIfAny();
  const site = await getLiveSite(db, slug!, { cached: true });
  if (!Uuid.safeParse(params.roomId).success) throw notFound("Room");
  return ok(await roomQuoteWithExtras(db, site.studioId, bookableRoom(site, params.roomId), query!));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
