import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCreateBlock } from "@/lib/http/operations/studio/calendar";
import { createBlock } from "@/lib/domain/studio-actions/blocks";

// POST /v1/studio/blocks {roomId, startsAt, endsAt, note} — block a room's time (docs/studio-actions.md).
export const POST = studioRoute(studioCreateBlock, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreateBlock.body.schema);
  return ok(await createBlock(db, clock, actor, body), 201);
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
