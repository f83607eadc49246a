// GET /v1/health: liveness plus what an operator must see — is the database reachable, and are
// messages failing for good or overdue. Cached for a second: health is polled often (load
// balancers, the bench's floor runs) and must not become load itself.
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db";
import { OUTAGE_RETRY_AFTER, requestIdOf } from "./route";
import { messageHealth, type MessageHealth } from "../domain/notifications/recover";
import { log, errorFields } from "../infra/log";

export type Health = { status: "ok" | "degraded"; database: "up" | "down"; messages?: MessageHealth };

const CACHE_MS = 1_000;
const PING_TIMEOUT_MS = 2_000;
const KEY = Symbol.for("studio-booking.health");
type G = typeof globalThis & { [KEY]?: { at: number; value: Promise<Health> } };

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
  const g = globalThis as G;
  const cur = g[KEY];
  const now = clock.now().getTime();
  // An entry from the future (the clock was moved back) is stale too.
  if (cur && now >= cur.at && now - cur.at < CACHE_MS) return cur.value;
  const value = probe(db, clock);
  g[KEY] = { at: now, value };
  return value;
}

/** 200 with the detail while the database answers; 503 SERVICE_UNAVAILABLE (envelope) when not. */
export async function healthResponse(db: Db, clock: Clock, req: Request, extra: Record<string, string> = {}): Promise<Response> {
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
  return new Response(JSON.stringify({ success: true, data: h }), { status: 200, headers });
}
