// The studio API's wrapper (docs/studio-accounts.md): the public API's route() — same envelope,
// error table, request id and log line — plus the staff session, and for state-changing methods
// a same-origin check. No CORS: only the dashboard on our own origin calls it.
import { ApiError } from "../contract/errors";
import { fromOwnOrigin, staffSession } from "../auth/session";
import { requireOwner, type StaffActor } from "../domain/staff/actor";
import { announceSiteChange } from "../domain/sites";
import { requireJsonType, route, type Ctx, type Result } from "./route";
import { limitOf, type StudioOperation } from "./operations/studio-operation";

export type StudioCtx<P> = Ctx<P> & { actor: StaffActor };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The handler of a studio operation (lib/http/operations/studio/): its declaration decides the
 * per-IP limit, the owner-only refusal and the page-cache drop, so route.ts names the operation
 * it serves and holds only the call into the domain (docs/architecture.md, Add an endpoint).
 */
export function studioRoute<P = Record<string, string>>(op: StudioOperation, handler: (ctx: StudioCtx<P>) => Promise<Result>) {
  const opts = { limit: limitOf(op), owner: op.ownerOnly, changesSite: op.changesSite };
  // The cookies Better Auth set while reading the session, by request: route() builds the
  // response (success or error envelope), they are added to it after.
  const cookies = new WeakMap<Request, string[]>();
  const inner = route<P>({ limit: opts.limit, cors: false }, async (ctx) => {
    // Only our dashboard calls it, and it always names the type (docs/decisions-platform.md, Request bodies).
    requireJsonType(ctx.req);
    if (!SAFE_METHODS.has(ctx.req.method) && !fromOwnOrigin(ctx.req))
      throw new ApiError("FORBIDDEN", "Cross-origin request refused: the studio API answers only the dashboard's own origin");
    const { actor, operator, setCookie } = await staffSession(ctx.req, ctx.db);
    if (setCookie.length) cookies.set(ctx.req, setCookie);
    if (!actor && operator)
      throw new ApiError(
        "FORBIDDEN",
        "You are signed in as a platform operator, who is no member of any studio: the studio API is for a studio's staff; use the operator console (/platform)",
      );
    if (!actor) throw new ApiError("UNAUTHENTICATED", "Sign in to the studio dashboard");
    if (opts.owner) requireOwner(actor, opts.owner);
    const result = await handler({ ...ctx, actor });
    if (opts.changesSite) await announceSiteChange(ctx.db, actor.studioId);
    return result;
  });
  // A renewed cookie cache rides on the answer, so the browser's next request is served from it
  // (docs/studio-accounts.md, Sessions and the cookie).
  return async (req: Request, context: { params: Promise<P> }): Promise<Response> => {
    const res = await inner(req, context);
    for (const c of cookies.get(req) ?? []) res.headers.append("Set-Cookie", c);
    return res;
  };
}
