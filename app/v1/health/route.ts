// GET /v1/health — liveness, and the benchmark's floor: the same wrapper-free minimum of the build.
import { otherMethods } from "@/lib/http";
import { isProduction } from "@/lib/env";
import { API_CSP, baseSecurityHeaders } from "@/lib/security-headers";
export const dynamic = "force-dynamic";
export function GET(): Response {
  return Response.json({ success: true, data: { status: "ok" } }, { headers: { "Cache-Control": "no-store", "Content-Security-Policy": API_CSP, ...baseSecurityHeaders(isProduction()) } });
}
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
