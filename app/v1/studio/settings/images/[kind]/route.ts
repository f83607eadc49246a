import { ApiError, notFound } from "@/lib/contract/errors";
import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioUploadStudioImage } from "@/lib/http/operations/studio/settings";
import { studioRemoveStudioImage } from "@/lib/http/operations/studio/settings";
import { readUploadForm } from "@/lib/http/multipart";
import { storage } from "@/lib/infra/storage";
import { MAX_PHOTO_BYTES } from "@/lib/domain/photos/process";
import { isStudioImageKind, removeStudioImage, uploadStudioImage } from "@/lib/domain/settings/images";

type P = { kind: string };

// POST /v1/studio/settings/images/{logo|cover} — multipart `file` (JPEG, PNG, WebP or HEIC, ≤ 15 MB):
// the studio's logo or cover, through the room photos' pipeline (docs/studio-settings.md, Logo and cover).
// Answers {saved: true, settings} like a section save.
export const POST = studioRoute<P>(studioUploadStudioImage, async ({ req, db, clock, actor, params }) => {
  // Staff (the wrapper's owner check), then an unknown kind, are refused before 15 MB are read.
  if (!isStudioImageKind(params.kind)) throw notFound("Studio image");
  const form = await readUploadForm(req, MAX_PHOTO_BYTES);
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError("VALIDATION_ERROR", "file: is required");
  const bytes = Buffer.from(await file.arrayBuffer());
  return ok(await uploadStudioImage(db, clock, storage(), actor, params.kind, bytes));
});

// DELETE /v1/studio/settings/images/{logo|cover} — no logo or cover any more.
export const DELETE = studioRoute<P>(studioRemoveStudioImage, async ({ db, clock, actor, params }) =>
  ok(await removeStudioImage(db, clock, storage(), actor, params.kind)),
);
export const { GET, PUT, PATCH } = otherMethods(["POST", "DELETE"], { cors: false });
