import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCreateBlockGroup } from "@/lib/http/operations/studio/calendar";
import { createBlockGroup } from "@/lib/domain/studio-actions/block-groups";

// POST /v1/studio/blocks/group — block several rooms (or all) on a date, optionally every week: all
// the blocks or none (docs/studio-actions.md, Blocking several rooms or every week).
export const POST = studioRoute(studioCreateBlockGroup, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreateBlockGroup.body.schema);
  return ok(await createBlockGroup(db, clock, actor, body), 201);
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
