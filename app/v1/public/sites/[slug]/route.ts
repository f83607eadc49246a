import { okJson, preflight, parse, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetSite } from "@/lib/http/operations/public/sites";
import { Slug } from "@/lib/contract/schemas";
import { getLiveSite, siteJson } from "@/lib/domain/sites";

// GET /v1/public/sites/{slug} — getSite (OpenAPI document, /docs)
export const GET = publicRoute<{ slug: string }>(publicGetSite, async ({ params, db }) => {
  const site = await getLiveSite(db, parse(Slug, params.slug, ["path", "slug"]), { cached: true });
  return okJson(siteJson(site));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
