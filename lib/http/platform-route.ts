// The wrappers of sign-up and the operator API, configured by the operation the handler serves
// (lib/http/operations/platform/; docs/architecture.md, Add an endpoint): its declaration decides the
// per-IP limit. Neither answers other origins (no CORS), and a JSON body must name its type.
import { ApiError } from "../contract/errors";
import { fromOwnOrigin, operatorSession } from "../auth/session";
import type { Operator } from "../domain/platform/status";
import { requireJsonType, route, type Ctx, type Result } from "./route";
import type { Endpoint } from "./operations/endpoint";

export type PlatformCtx<P> = Ctx<P> & { operator: Operator };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sign-up (docs/signup.md): route() with the operation's limit; the handler checks a session where
 * the operation needs one (the wizard's studio).
 */
export function signupRoute<P = Record<string, string>>(op: Endpoint, handler: (ctx: Ctx<P>) => Promise<Result>) {
  return route<P>({ limit: op.limit, cors: false }, async (ctx) => {
    requireJsonType(ctx.req);
    return handler(ctx);
  });
}

/**
 * The operator API (docs/operators.md, Operator API): route() plus the operator session and, for
 * writes, the same-origin check of the studio API. Nobody signed in: 401 UNAUTHENTICATED; signed in
 * but not an operator (a studio's owner or staff included): 403 FORBIDDEN.
 */
export function platformRoute<P = Record<string, string>>(op: Endpoint, handler: (ctx: PlatformCtx<P>) => Promise<Result>) {
  const cookies = new WeakMap<Request, string[]>();
  const inner = route<P>({ limit: op.limit, cors: false }, async (ctx) => {
    requireJsonType(ctx.req);
    if (!SAFE_METHODS.has(ctx.req.method) && !fromOwnOrigin(ctx.req))
      throw new ApiError("FORBIDDEN", "Cross-origin request refused: the operator API answers only the console's own origin");
    const { operator, signedIn, setCookie } = await operatorSession(ctx.req, ctx.db);
    if (setCookie.length) cookies.set(ctx.req, setCookie);
    if (!operator) {
      if (signedIn) throw new ApiError("FORBIDDEN", "Only platform operators may use the operator console");
      throw new ApiError("UNAUTHENTICATED", "Sign in as a platform operator");
    }
    return handler({ ...ctx, operator });
  });
  return async (req: Request, context: { params: Promise<P> }): Promise<Response> => {
    const res = await inner(req, context);
    for (const c of cookies.get(req) ?? []) res.headers.append("Set-Cookie", c);
    return res;
  };
}
