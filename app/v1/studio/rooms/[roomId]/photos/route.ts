import { LOCALES } from "@/lib/contract/locales";
import { ApiError } from "@/lib/contract/errors";
import { ok, otherMethods, parse } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioRoomPhotos } from "@/lib/http/operations/studio/photos";
import { studioUploadRoomPhoto } from "@/lib/http/operations/studio/photos";
import { readUploadForm } from "@/lib/http/multipart";
import { storage } from "@/lib/infra/storage";
import { MAX_PHOTO_BYTES } from "@/lib/domain/photos/process";
import { AltText, listRoomPhotos, uploadRoomPhoto } from "@/lib/domain/photos/room-photos";

type P = { roomId: string };

// GET /v1/studio/rooms/{roomId}/photos — the room's photos in display order (owners only).
export const GET = studioRoute<P>(studioRoomPhotos, async ({ db, actor, params }) => ok(await listRoomPhotos(db, actor, params.roomId)));

// POST /v1/studio/rooms/{roomId}/photos — multipart: `file` (JPEG, PNG, WebP or HEIC, ≤ 15 MB)
// and optional `alt.<locale>` per site language (docs/photos.md, Editing).
export const POST = studioRoute<P>(studioUploadRoomPhoto, async ({ req, db, clock, actor, params }) => {
  // A room of another studio is 404 before 15 MB are read (docs/photos.md, Editing).
  await listRoomPhotos(db, actor, params.roomId);
  const form = await readUploadForm(req, MAX_PHOTO_BYTES);
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError("VALIDATION_ERROR", "file: is required");
  // Only the languages sent: an absent field is no alt text, not an empty one.
  const sent = LOCALES.flatMap((l) => {
    const v = form.get(`alt.${l}`);
    return typeof v === "string" ? [[l, v] as const] : [];
  });
  const alt = parse(AltText, Object.fromEntries(sent));
  const bytes = Buffer.from(await file.arrayBuffer());
  return ok(await uploadRoomPhoto(db, clock, storage(), actor, params.roomId, { bytes, alt }), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
