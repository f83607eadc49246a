// Better Auth's endpoints under /api/auth (app/api/auth/[...all]/route.ts), platform host only
// (on a studio host middleware.ts rewrites the path into that site, where it is a 404). Only the
// routes of AUTH_ROUTES reach Better Auth (docs/studio-accounts.md, Endpoints); any other path
// or method is a 404 in the API's envelope, whatever Better Auth's table holds. Better Auth
// takes the client address from X-Forwarded-For; it gets ours (lib/http/client-ip.ts, the
// entry the operator's proxy appended) as the only entry, so its limiter and our per-IP limit
// on sign-in links count the same client.
import { ApiError } from "../contract/errors";
import { AUTH_BASE_PATH, isAllowedAuthRoute } from "../auth/config";
import { auth } from "../auth/server";
import { db } from "../infra/db";
import { clientIpOf } from "./client-ip";
import { envelope, errorBody, requestIdOf, urlOf } from "./route";
import { apiSecurityHeaders } from "./security-headers";
import { isProduction } from "../infra/env";

export async function authRequest(req: Request): Promise<Response> {
  if (!isAllowedAuthRoute(req.method, urlOf(req).pathname, AUTH_BASE_PATH))
    return envelope(404, errorBody(new ApiError("RESOURCE_NOT_FOUND", "No such endpoint")), {
      "X-Request-ID": requestIdOf(req),
      "Cache-Control": "no-store",
      ...apiSecurityHeaders(isProduction()),
    });
  const headers = new Headers(req.headers);
  headers.set("x-forwarded-for", clientIpOf(req.headers));
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, body: req.body, duplex: "half", signal: req.signal };
  if (req.method === "GET" || req.method === "HEAD") delete init.body;
  const res = await auth(db()).handler(new Request(req.url, init));
  if (!res.headers.has("cache-control")) res.headers.set("Cache-Control", "no-store");
  return res;
}
