import { route, otherMethods } from "@/lib/http";
import { openApiJson } from "@/lib/openapi";

// GET /v1/openapi.json — the OpenAPI 3.1 document of the public API, generated from the zod
// schemas of lib/contract.ts and built once per process (lib/openapi.ts).
export const GET = route({ limit: "none", cacheControl: "public, max-age=300" }, async () => {
  return new Response(openApiJson(), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" } });
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
