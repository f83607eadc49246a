// Sites: a studio's site payload, by slug or by hostname (docs/api.md, The booking sequence, step 1).
// Each operation is declared once: path, parameters, body, reply, error codes with their wording,
// per-IP limit and what the OpenAPI document says (docs/architecture.md, Add an endpoint); its route.ts serves it.
import * as C from "../../../contract/schemas";
import { publicOperation, slugParam } from "../public-operation";
import { RULES } from "../rules";

export const publicGetSite = publicOperation({
  operationId: "getSite",
  section: "4.1",
  method: "get",
  path: "/public/sites/{slug}",
  tag: "Sites",
  summary: "Read a studio's site payload",
  description: "The studio, its active rooms, the site configuration and the booking switches. Step 1 of the booking flow.",
  pathParams: { slug: slugParam },
  success: { status: 200, schema: "PublicSiteResponse", description: "The site payload" },
  errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE"],
  beyondSpec: [{ code: "VALIDATION_ERROR", why: `slug longer than ${RULES.slugMax} or containing control characters` }],
  limit: "read",
});

export const publicResolveSite = publicOperation({
  operationId: "resolveSite",
  section: "4.2",
  method: "get",
  path: "/public/sites/resolve",
  tag: "Sites",
  summary: "Find a studio's site payload by hostname",
  description: "Resolves `{slug}.{root domain}` or a studio's custom domain (case-insensitive, port ignored). Same payload as getSite.",
  pathParams: {},
  query: { schema: C.ResolveQuery, descriptions: { host: "A hostname, e.g. `sala-gracia.example.com` or a custom domain" } },
  success: { status: 200, schema: "PublicSiteResponse", description: "The site payload" },
  errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE"],
  beyondSpec: [{ code: "VALIDATION_ERROR", why: `\`host\` missing, longer than ${RULES.hostMax} or containing control characters` }],
  limit: "read",
});
