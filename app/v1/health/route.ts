// GET /v1/health — liveness, database reachability and message counts (lib/http/health.ts), cached
// for a second so it stays the benchmark's cheap floor. 503 SERVICE_UNAVAILABLE while the
// database is down (load balancers take the instance out), with the envelope and Retry-After, and
// while messages are stalled in a process that owns the job worker (an orchestrator restarts it).
import { otherMethods } from "@/lib/http/route";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { env, isProduction } from "@/lib/infra/env";
import { workerPlace } from "@/lib/infra/worker-place";
import { healthResponse } from "@/lib/http/health";
import { apiSecurityHeaders } from "@/lib/http/security-headers";

export const dynamic = "force-dynamic";
export function GET(req: Request): Promise<Response> {
  const e = env();
  // This instance's job worker: in the app (instrumentation.ts), or in the launcher beside it.
  const ownsWorker = workerPlace(e) !== "apart";
  return healthResponse(db(), clock(), req, { ownsWorker, headers: apiSecurityHeaders(isProduction()) });
}
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
