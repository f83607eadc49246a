// A photo upload's multipart body (docs/photos.md, Editing): read with a byte cap while it
// streams (never buffered past the cap), then parsed by the platform's FormData.
import { ApiError } from "../contract/errors";
import { readCappedBody } from "./route";

/** Room for the multipart boundaries and the small text fields around the file. */
const OVERHEAD_BYTES = 64 * 1024;

export async function readUploadForm(req: Request, maxFileBytes: number): Promise<FormData> {
  const max = maxFileBytes + OVERHEAD_BYTES;
  const tooLarge = () => new ApiError("VALIDATION_ERROR", `file: is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB`);
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type))
    throw new ApiError("VALIDATION_ERROR", "body: must be multipart/form-data with a file field");
  if (!req.body) throw new ApiError("VALIDATION_ERROR", "file: is required");
  const bytes = await readCappedBody(req, max, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("VALIDATION_ERROR", "body: malformed multipart/form-data");
  }
  // The platform's parser decodes text fields leniently (invalid UTF-8 becomes U+FFFD), so a
  // U+FFFD in a text field is taken as invalid bytes, refused like a JSON body's
  // (docs/decisions-platform.md, Request bodies).
  for (const [name, value] of form) {
    if (typeof value === "string" && value.includes("\uFFFD")) throw new ApiError("VALIDATION_ERROR", `${name}: is not valid UTF-8`);
  }
  return form;
}
