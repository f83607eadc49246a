// GET /v1/health — liveness, database reachability and message counts (lib/health.ts), cached
// for a second so it stays the benchmark's cheap floor. 503 SERVICE_UNAVAILABLE while the
// database is down (load balancers take the instance out), with the envelope and Retry-After.
import { otherMethods } from "@/lib/http";
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { isProduction } from "@/lib/env";
import { healthResponse } from "@/lib/health";
import { apiSecurityHeaders } from "@/lib/security-headers";

export const dynamic = "force-dynamic";
export function GET(req: Request): Promise<Response> {
  return healthResponse(db(), clock(), req, apiSecurityHeaders(isProduction()));
}
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
