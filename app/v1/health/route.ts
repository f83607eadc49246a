// GET /v1/health — liveness, database reachability and message counts (lib/health.ts), cached
// for a second so it stays the benchmark's cheap floor. 503 SERVICE_UNAVAILABLE while the
// database is down (load balancers take the instance out), with the envelope and Retry-After.
import { clock } from "@/lib/clock";
import { db } from "@/lib/db";
import { healthResponse } from "@/lib/health";

export const dynamic = "force-dynamic";
export function GET(): Promise<Response> {
  return healthResponse(db(), clock());
}
