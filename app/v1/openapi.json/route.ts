import { route, otherMethods } from "@/lib/http/route";
import { openApiJson } from "@/lib/http/openapi/builder";

// GET /v1/openapi.json — the OpenAPI 3.1 document of the public API, generated from the zod
// schemas of lib/contract/schemas.ts and built once per process (lib/http/openapi/builder.ts).
export const GET = route({ limit: "none", cacheControl: "public, max-age=300" }, async () => {
  return new Response(openApiJson(), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" } });
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
