import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioUpdateRoom } from "@/lib/http/operations/studio/settings";
import { studioDeleteRoom } from "@/lib/http/operations/studio/settings";
import { deleteRoom, updateRoom } from "@/lib/domain/settings/rooms";
import { withVersions } from "@/lib/domain/settings/save";

// PATCH /v1/studio/settings/rooms/{roomId} {fields…, version?} — edit or deactivate (`active: false`) a room.
export const PATCH = studioRoute<{ roomId: string }>(studioUpdateRoom, async ({ req, params, db, clock, actor }) =>
  ok(withVersions(await updateRoom(db, clock, actor, params.roomId, await readBody(req, studioUpdateRoom.body.schema)))),
);
// DELETE /v1/studio/settings/rooms/{roomId} — only a room no booking or hold ever named (else 409 INVALID_STATE).
export const DELETE = studioRoute<{ roomId: string }>(studioDeleteRoom, async ({ params, db, clock, actor }) =>
  ok(await deleteRoom(db, clock, actor, params.roomId)),
);
export const { GET, POST, PUT } = otherMethods(["PATCH", "DELETE"], { cors: false });
