import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioUpdateRoomPhoto } from "@/lib/http/operations/studio/photos";
import { studioDeleteRoomPhoto } from "@/lib/http/operations/studio/photos";
import { storage } from "@/lib/infra/storage";
import { deleteRoomPhoto, setPhotoAlt } from "@/lib/domain/photos/room-photos";

type P = { roomId: string; photoId: string };

// PATCH /v1/studio/rooms/{roomId}/photos/{photoId} {alt: {es?, ca?, en?}} — the photo's alt texts.
export const PATCH = studioRoute<P>(studioUpdateRoomPhoto, async ({ req, db, clock, actor, params }) =>
  ok(await setPhotoAlt(db, clock, actor, params.roomId, params.photoId, (await readBody(req, studioUpdateRoomPhoto.body.schema)).alt)),
);
// DELETE /v1/studio/rooms/{roomId}/photos/{photoId} — remove the photo (and its files once unused).
export const DELETE = studioRoute<P>(studioDeleteRoomPhoto, async ({ db, clock, actor, params }) =>
  ok(await deleteRoomPhoto(db, clock, storage(), actor, params.roomId, params.photoId)),
);
export const { GET, POST, PUT } = otherMethods(["PATCH", "DELETE"], { cors: false });
