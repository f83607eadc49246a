// The site of a route handler request (robots.txt, sitemap.xml): same rules as the pages
// (host must match, live only, production redirect of the slug host to the custom domain).
import { env, isProduction } from "../../infra/env";
import { normalizeHost, slugFromHost } from "../../contract/hosts";
import type { PublicSite } from "../../contract/schemas";
import { decodeHostParam, publicScheme, siteByHost } from "./load";

export async function siteForRoute(req: Request, hostParam: string, path: string): Promise<{ site: PublicSite; base: string } | Response> {
  const host = decodeHostParam(hostParam);
  const notFound = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (host !== normalizeHost(req.headers.get("host") ?? "")) return notFound();
  const rec = await siteByHost(host);
  if (!rec || rec.status !== "live") return notFound();
  const site = rec.payload;
  const custom = site.site.customDomain;
  if (isProduction() && custom && host !== normalizeHost(custom) && slugFromHost(host, env().ROOT_DOMAIN)) {
    return new Response(null, { status: 308, headers: { Location: `${publicScheme()}//${custom}${path}` } });
  }
  return { site, base: `${publicScheme()}//${site.site.canonicalHost}` };
}
