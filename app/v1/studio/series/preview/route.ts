import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioPreviewSeries } from "@/lib/http/operations/studio/series";
import { previewSeries } from "@/lib/domain/studio-actions/series";

// POST /v1/studio/series/preview — every date of a regular booking, free or why not; nothing is written (docs/series.md, Preview).
export const POST = studioRoute(studioPreviewSeries, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioPreviewSeries.body.schema);
  return ok(await previewSeries(db, clock, actor, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
