// GET /v1/health — liveness, database reachability and message counts (lib/http/health.ts), cached
// for a second so it stays the benchmark's cheap floor. 503 SERVICE_UNAVAILABLE while the
// database is down (load balancers take the instance out), with the envelope and Retry-After.
import { otherMethods } from "@/lib/http/route";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { isProduction } from "@/lib/infra/env";
import { healthResponse } from "@/lib/http/health";
import { apiSecurityHeaders } from "@/lib/http/security-headers";

export const dynamic = "force-dynamic";
export function GET(req: Request): Promise<Response> {
  return healthResponse(db(), clock(), req, apiSecurityHeaders(isProduction()));
}
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
