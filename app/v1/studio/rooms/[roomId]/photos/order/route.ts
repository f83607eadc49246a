import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioReorderRoomPhotos } from "@/lib/http/operations/studio/photos";
import { reorderRoomPhotos } from "@/lib/domain/photos/room-photos";

// PUT /v1/studio/rooms/{roomId}/photos/order {photoIds} — every photo of the room, in its new order.
export const PUT = studioRoute<{ roomId: string }>(studioReorderRoomPhotos, async ({ req, db, clock, actor, params }) =>
  ok(await reorderRoomPhotos(db, clock, actor, params.roomId, (await readBody(req, studioReorderRoomPhotos.body.schema)).photoIds)),
);
export const { GET, POST, PATCH, DELETE } = otherMethods(["PUT"], { cors: false });
