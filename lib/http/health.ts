// GET /v1/health: liveness plus what an operator must see — is the database reachable, and are
// messages failing for good, overdue, or stalled (no worker sends them: the instance must be
// restarted, so the check fails). Cached for a second: health is polled often (load balancers,
// the bench's floor runs) and must not become load itself.
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db";
import { OUTAGE_RETRY_AFTER, requestIdOf } from "./route";
import { messageHealth, STALLED_AFTER_MS, type MessageHealth } from "../domain/notifications/recover";
import { log, errorFields } from "../infra/log";
import { processSlot } from "../infra/process-global";

export type Health = { status: "ok" | "degraded"; database: "up" | "down"; messages?: MessageHealth };

const CACHE_MS = 1_000;
const PING_TIMEOUT_MS = 2_000;
const cached = processSlot<{ at: number; value: Promise<Health> }>("health");

async function probe(db: Db, clock: Clock): Promise<Health> {
  try {
    const check = (async () => {
      await db.$queryRaw`SELECT 1`;
      return messageHealth(db, clock);
    })();
    const messages = await Promise.race([
      check,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("health check timed out")), PING_TIMEOUT_MS).unref()),
    ]);
    return { status: messages.failed > 0 || messages.overdue > 0 ? "degraded" : "ok", database: "up", messages };
  } catch (e) {
    log.warn("health: database unreachable", errorFields(e));
    return { status: "degraded", database: "down" };
  }
}

/** The health as of `clock`: probed at most once per CACHE_MS of that clock (a test moves it past the cache). */
export function health(db: Db, clock: Clock): Promise<Health> {
  const cur = cached.get();
  const now = clock.now().getTime();
  // An entry from the future (the clock was moved back) is stale too.
  if (cur && now >= cur.at && now - cur.at < CACHE_MS) return cur.value;
  const value = probe(db, clock);
  cached.set({ at: now, value });
  return value;
}

/**
 * 200 with the detail while the database answers and messages go out; 503 SERVICE_UNAVAILABLE
 * (envelope) when the database does not answer, or, when this process owns a job worker
 * (`ownsWorker`: in the app, or in its launcher), when messages are stalled (docs/deployment.md,
 * Health and logs). An instance without a worker of its own stays 200 (`messages.stalled`):
 * restarting it would not send them, and failing every instance's check would take the site down.
 */
export async function healthResponse(
  db: Db,
  clock: Clock,
  req: Request,
  opts: { ownsWorker: boolean; headers?: Record<string, string> },
): Promise<Response> {
  const extra = opts.headers ?? {};
  const h = await health(db, clock);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Request-ID": requestIdOf(req),
    ...extra,
  };
  if (h.database === "down") {
    const body = { success: false, error: { code: "SERVICE_UNAVAILABLE", message: "Database unavailable" } };
    return new Response(JSON.stringify(body), { status: 503, headers: { ...headers, "Retry-After": String(OUTAGE_RETRY_AFTER) } });
  }
  if (opts.ownsWorker && h.messages && h.messages.stalled > 0) {
    // No Retry-After: waiting does not help, a restart (a worker) does.
    const message = `${h.messages.stalled} due messages have not been sent by any worker for ${STALLED_AFTER_MS / 60_000} minutes`;
    return new Response(JSON.stringify({ success: false, error: { code: "SERVICE_UNAVAILABLE", message } }), { status: 503, headers });
  }
  return new Response(JSON.stringify({ success: true, data: h }), { status: 200, headers });
}

/** Liveness, apart from readiness (/v1/health): docs/deployment.md, Health and logs. */
export const LIVENESS_PATH = "/v1/health/live";

/**
 * 200 whenever the process answers at all, without a database query: an orchestrator restarts a
 * process whose liveness fails, and a database outage is not cured by restarting the app (its
 * readiness, /v1/health, takes it out of the proxy's rotation instead).
 */
export function livenessResponse(headers: Readonly<Record<string, string>>): Response {
  return new Response(JSON.stringify({ success: true, data: { status: "live" } }), {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
