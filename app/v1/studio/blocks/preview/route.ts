import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioPreviewBlockGroup } from "@/lib/http/operations/studio/calendar";
import { previewBlockGroup } from "@/lib/domain/studio-actions/block-groups";

// POST /v1/studio/blocks/preview — the blocks a group request would make and what is in the way of
// each; changes nothing (docs/studio-actions.md, Blocking several rooms or every week).
export const POST = studioRoute(studioPreviewBlockGroup, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioPreviewBlockGroup.body.schema);
  return ok(await previewBlockGroup(db, clock, actor, body));
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
