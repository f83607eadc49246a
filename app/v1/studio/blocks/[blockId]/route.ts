import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { deleteBlock } from "@/lib/domain/studio-actions/blocks";

// DELETE /v1/studio/blocks/{blockId} — remove a manual block; its time is free at once (docs/studio-actions.md).
export const DELETE = studioRoute<{ blockId: string }>({ limit: "write" }, async ({ params, db, clock, actor }) =>
  ok(await deleteBlock(db, clock, actor, params.blockId)),
);
export const { GET, POST, PUT, PATCH } = otherMethods(["DELETE"], { cors: false });
