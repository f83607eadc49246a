import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCreateSeries } from "@/lib/http/operations/studio/series";
import { createSeries } from "@/lib/domain/studio-actions/series";

// POST /v1/studio/series — a regular booking: every date booked at once, or none (docs/series.md, Creating).
export const POST = studioRoute(studioCreateSeries, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreateSeries.body.schema);
  return ok(await createSeries(db, clock, actor, body), 201);
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
