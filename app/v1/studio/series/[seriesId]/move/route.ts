import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioMoveSeries } from "@/lib/http/operations/studio/series";
import { moveSeries } from "@/lib/domain/studio-actions/series";

// POST /v1/studio/series/{seriesId}/move {fromBookingId, startTime, roomId?} — this and following (docs/series.md, Cancel and move).
export const POST = studioRoute<{ seriesId: string }>(studioMoveSeries, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioMoveSeries.body.schema);
  return ok(await moveSeries(db, clock, actor, params.seriesId, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
