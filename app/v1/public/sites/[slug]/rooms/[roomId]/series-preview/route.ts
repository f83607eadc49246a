import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicPreviewSeries } from "@/lib/http/operations/public/availability";
import { Slug, Uuid } from "@/lib/contract/schemas";
import { SeriesPreviewQuery } from "@/lib/contract/series-preview";
import { bookableRoom, getLiveSite } from "@/lib/domain/sites";
import { previewOnlineSeries } from "@/lib/domain/holds/series";
import { notFound } from "@/lib/contract/errors";

// GET /v1/public/sites/{slug}/rooms/{roomId}/series-preview?date=&startTime=&durationMinutes=&weeks= — previewSeries
// (beyond the contract; docs/series.md, Booked online by a guest).
export const GET = publicRoute<{ slug: string; roomId: string }>(publicPreviewSeries, async ({ req, params, db, clock }) => {
  const problems = new Problems();
  const slug = problems.check("path", Slug, params.slug, "slug");
  const query = problems.check("query", SeriesPreviewQuery, queryOf(req, problems, ["date", "startTime", "durationMinutes", "weeks"]));
  problems.throwIfAny();
  const site = await getLiveSite(db, slug!, { cached: true });
  if (!Uuid.safeParse(params.roomId).success) throw notFound("Room");
  return ok(await previewOnlineSeries(db, clock, site, bookableRoom(site, params.roomId), query!));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
