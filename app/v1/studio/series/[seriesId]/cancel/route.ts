import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCancelSeries } from "@/lib/http/operations/studio/series";
import { cancelSeries } from "@/lib/domain/studio-actions/series";

// POST /v1/studio/series/{seriesId}/cancel {fromBookingId?, reason?} — this and following, or all (docs/series.md, Cancel and move).
export const POST = studioRoute<{ seriesId: string }>(studioCancelSeries, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioCancelSeries.body.schema);
  return ok(await cancelSeries(db, clock, actor, params.seriesId, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
