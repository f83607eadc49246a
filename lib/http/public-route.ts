// The public API's wrapper (`/v1/public/*`): route() — envelope, error table, request id, CORS,
// log line — configured by the operation the handler serves (lib/http/operations/public/), so
// route.ts names its operation and holds only the call into the domain (docs/architecture.md,
// Add an endpoint).
import { route, type Ctx, type Result } from "./route";
import type { Endpoint } from "./operations/endpoint";

/**
 * The handler of a public operation: its declaration decides the per-IP limit it counts against,
 * and a password in its path (the manage token) sends `Referrer-Policy: no-referrer`, so the URL
 * holding it never leaves as a Referer (docs/decisions-bookings.md, Manage page).
 */
export function publicRoute<P = Record<string, string>>(op: Endpoint, handler: (ctx: Ctx<P>) => Promise<Result>) {
  const secretPath = Object.values(op.pathParams).some((p) => p.secret);
  return route<P>({ limit: op.limit, ...(secretPath ? { headers: { "Referrer-Policy": "no-referrer" } } : {}) }, handler);
}
