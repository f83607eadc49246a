import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetQuote } from "@/lib/http/operations/public/availability";
import { QuoteQuery, Slug, Uuid } from "@/lib/contract/schemas";
import { bookableRoom, getLiveSite } from "@/lib/domain/sites";
import { roomQuoteFor } from "@/lib/domain/pricing";
import { notFound } from "@/lib/contract/errors";

// GET /v1/public/sites/{slug}/rooms/{roomId}/quote?date=&startTime=[&promoCode=&locale=] — getQuote (beyond the contract;
// docs/pricing.md, Quotes; a promo code's verdict: Promo codes).
export const GET = publicRoute<{ slug: string; roomId: string }>(publicGetQuote, async ({ req, params, db, clock, ip }) => {
  const problems = new Problems();
  const slug = problems.check("path", Slug, params.slug, "slug");
  const query = problems.check("query", QuoteQuery, queryOf(req, problems, ["date", "startTime", "promoCode", "locale"]));
  problems.throwIfAny();
  const site = await getLiveSite(db, slug!, { cached: true });
  if (!Uuid.safeParse(params.roomId).success) throw notFound("Room");
  return ok(await roomQuoteFor(db, clock, site, bookableRoom(site, params.roomId), query!, ip));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
