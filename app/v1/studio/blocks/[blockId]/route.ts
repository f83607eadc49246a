import { ok, otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioDeleteBlock } from "@/lib/http/operations/studio/calendar";
import { BlockDeleteQuery } from "@/lib/contract/studio-schemas";
import { deleteBlock } from "@/lib/domain/studio-actions/blocks";

// DELETE /v1/studio/blocks/{blockId}?scope=one|following|all — remove a manual block, or with it the
// later or all blocks of its group; the time is free at once (docs/studio-actions.md, Blocking time).
export const DELETE = studioRoute<{ blockId: string }>(studioDeleteBlock, async ({ req, params, db, clock, actor }) => {
  const q = parse(BlockDeleteQuery, Object.fromEntries(urlOf(req).searchParams), ["query"]);
  return ok(await deleteBlock(db, clock, actor, params.blockId, q.scope));
});
export const { GET, POST, PUT, PATCH } = otherMethods(["DELETE"], { cors: false });
