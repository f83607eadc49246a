import { ApiError } from "@/lib/contract/errors";
import { ok, otherMethods, parse } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { readUploadForm } from "@/lib/http/multipart";
import { storage } from "@/lib/infra/storage";
import { requireOwner } from "@/lib/domain/staff/actor";
import { MAX_PHOTO_BYTES } from "@/lib/domain/photos/process";
import { AltText, listRoomPhotos, uploadRoomPhoto } from "@/lib/domain/photos/room-photos";

type P = { roomId: string };

// GET /v1/studio/rooms/{roomId}/photos — the room's photos in display order (owners only).
export const GET = studioRoute<P>({ limit: "read" }, async ({ db, actor, params }) => ok(await listRoomPhotos(db, actor, params.roomId)));

// POST /v1/studio/rooms/{roomId}/photos — multipart: `file` (JPEG, PNG, WebP or HEIC, ≤ 15 MB)
// and optional `alt.es`, `alt.ca`, `alt.en` (docs/photos.md, Upload API).
export const POST = studioRoute<P>({ limit: "write" }, async ({ req, db, clock, actor, params }) => {
  requireOwner(actor, "settings"); // before reading 15 MB from someone who may not upload
  const form = await readUploadForm(req, MAX_PHOTO_BYTES);
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError("VALIDATION_ERROR", "file: is required");
  const alt = parse(AltText, {
    es: form.get("alt.es") ?? undefined,
    ca: form.get("alt.ca") ?? undefined,
    en: form.get("alt.en") ?? undefined,
  });
  const bytes = Buffer.from(await file.arrayBuffer());
  return ok(await uploadRoomPhoto(db, clock, storage(), actor, params.roomId, { bytes, alt }), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
