// GET /v1/health/live — liveness: 200 whenever this process serves, no database query
// (lib/http/health.ts); readiness is GET /v1/health (docs/deployment.md, Health and logs).
import { otherMethods, requestIdOf } from "@/lib/http/route";
import { isProduction } from "@/lib/infra/env";
import { livenessResponse } from "@/lib/http/health";
import { apiSecurityHeaders } from "@/lib/http/security-headers";

export const dynamic = "force-dynamic";
export function GET(req: Request): Response {
  return livenessResponse({ "X-Request-ID": requestIdOf(req), ...apiSecurityHeaders(isProduction()) });
}
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
