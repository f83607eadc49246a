import { route, preflight } from "@/lib/http/route";
import { ApiError } from "@/lib/contract/errors";

// Every /v1 path no route serves: 404 RESOURCE_NOT_FOUND in the envelope, with X-Request-ID
// and CORS like any /v1/public answer (Next's HTML 404 would read as a CORS failure in a
// browser). OPTIONS passes the preflight so the browser gets to see that 404.
const unknownPath = route<{ path?: string[] }>({ limit: "none" }, async () => {
  throw new ApiError("RESOURCE_NOT_FOUND", "No such endpoint; see /v1/openapi.json");
});
export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
export const OPTIONS = preflight;
