import { ok, urlOf, preflight, parse, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicResolveSite } from "@/lib/http/operations/public/sites";
import { ResolveQuery } from "@/lib/contract/schemas";
import { resolveLiveSite } from "@/lib/domain/sites";

// GET /v1/public/sites/resolve?host= — resolveSite (OpenAPI document, /docs)
export const GET = publicRoute(publicResolveSite, async ({ req, db }) => {
  const { host } = parse(ResolveQuery, Object.fromEntries(urlOf(req).searchParams), ["query"]);
  const site = await resolveLiveSite(db, host, { cached: true });
  return ok(site.payload);
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
