// The site of a route handler request (robots.txt, sitemap.xml): the pages' own rule
// (resolveSiteRequest in load.ts), answered as a plain 404 or a 308.
import type { PublicSite } from "../../contract/schemas";
import { resolveSiteRequest } from "./load";

export async function siteForRoute(hostParam: string, path: string): Promise<{ site: PublicSite; base: string } | Response> {
  const r = await resolveSiteRequest(hostParam, path);
  if (r.kind === "not-found") return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (r.kind === "redirect") return new Response(null, { status: 308, headers: { Location: r.location } });
  return { site: r.ctx.site, base: r.ctx.base };
}
