// Better Auth's endpoints under /api/auth (app/api/auth/[...all]/route.ts), on the platform host
// only (PUBLIC_BASE_URL's, where the session cookie lives): on any other host — www.ROOT_DOMAIN, a
// studio's, a custom domain — every path is a 404 in the API's envelope. Only the routes of
// AUTH_ROUTES reach Better Auth (docs/studio-accounts.md, Endpoints); any other path or method is
// a 404 in the envelope too, whatever Better Auth's table holds. Better Auth
// takes the client address from X-Forwarded-For; it gets ours (lib/http/client-ip.ts, the
// entry the operator's proxy appended) as the only entry, so its limiter and our per-IP limit
// on sign-in links count the same client.
// While the database is unreachable they answer as the API does: 503 SERVICE_UNAVAILABLE in
// the envelope with Retry-After, not Better Auth's empty 500 (docs/decisions-platform.md, Pages during a
// database outage).
import { auth } from "../auth/server";
import { onPlatformHost } from "../auth/session";
import { db, isDatabaseUnavailable } from "../infra/db";
import { databaseDown } from "../infra/db-state";
import { ApiError } from "../contract/errors";
import { AUTH_BASE_PATH, isAllowedAuthRoute } from "../auth/config";
import { clientIpOf } from "./client-ip";
import { envelope, errorBody, OUTAGE_RETRY_AFTER, requestIdOf, toApiError, urlOf } from "./route";
import { apiSecurityHeaders } from "./security-headers";
import { isProduction } from "../infra/env";
import { log, errorFields } from "../infra/log";

function unavailable(req: Request, cause?: unknown): Response {
  const requestId = requestIdOf(req);
  log.warn("database unavailable", { requestId, path: new URL(req.url).pathname, ...(cause ? errorFields(cause) : {}) });
  const err = cause
    ? toApiError(cause)
    : new ApiError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable; retry shortly", { retryAfter: OUTAGE_RETRY_AFTER });
  return envelope(err.status, errorBody(err), {
    "Retry-After": String(err.retryAfter ?? OUTAGE_RETRY_AFTER),
    "Cache-Control": "no-store",
    "X-Request-ID": requestId,
  });
}

export async function authRequest(req: Request): Promise<Response> {
  if (!onPlatformHost(req) || !isAllowedAuthRoute(req.method, urlOf(req).pathname, AUTH_BASE_PATH))
    return envelope(404, errorBody(new ApiError("RESOURCE_NOT_FOUND", "No such endpoint")), {
      "X-Request-ID": requestIdOf(req),
      "Cache-Control": "no-store",
      ...apiSecurityHeaders(isProduction()),
    });
  if (databaseDown()) return unavailable(req);
  const headers = new Headers(req.headers);
  headers.set("x-forwarded-for", clientIpOf(req.headers));
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, body: req.body, duplex: "half", signal: req.signal };
  if (req.method === "GET" || req.method === "HEAD") delete init.body;
  let res: Response;
  try {
    res = await auth(db()).handler(new Request(req.url, init));
  } catch (e) {
    if (isDatabaseUnavailable(e)) return unavailable(req, e);
    throw e;
  }
  // Better Auth answers a failed query with an empty 500 itself: when the database went away
  // meanwhile, that is the outage.
  if (res.status >= 500 && databaseDown()) return unavailable(req);
  if (!res.headers.has("cache-control")) res.headers.set("Cache-Control", "no-store");
  return res;
}
