// Server side of the studio pages and of their route handlers (robots.txt, sitemap.xml):
// which site a request is for. The host comes from the internal route parameter (set by
// middleware.ts) and must equal the request's Host header, so `/s/{other-host}/…` typed by
// hand cannot show one studio under another's address. Site records come from the one site
// cache of the process (lib/domain/sites.ts, dropped on a PostgreSQL notification when the
// studio changes), and per request through React's cache().
import { cache } from "react";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { db } from "../../infra/db";
import { env, isProduction } from "../../infra/env";
import { findSiteByHost, type SiteRecord } from "../../domain/sites";
import { normalizeHost, slugFromHost } from "../../contract/hosts";
import type { Locale, PublicSite } from "../../contract/schemas";
import { isLocale } from "../../i18n";
import { HTML_LANG_HEADER, SITE_PATH_HEADER } from "../client/headers";

/** The site a host points at (live or draft), or null; from the process's site cache. */
export async function siteByHost(host: string): Promise<SiteRecord | null> {
  return findSiteByHost(db(), normalizeHost(host), { cached: true });
}

export type SiteContext = {
  rec: SiteRecord;
  site: PublicSite;
  /** The host this request came in on (normalized). */
  host: string;
  /** scheme://canonicalHost, the base of canonical URLs. */
  base: string;
};

/** Scheme of public links (from PUBLIC_BASE_URL), e.g. "https:". */
export function publicScheme(): string {
  return new URL(env().PUBLIC_BASE_URL).protocol;
}

export function decodeHostParam(param: string): string {
  let h = param;
  try {
    h = decodeURIComponent(param);
  } catch {
    /* keep as is */
  }
  return normalizeHost(h);
}

/** The request's own host, normalized. */
export async function requestHost(): Promise<string> {
  return normalizeHost((await headers()).get("host") ?? "");
}

/** Language guess for pages without a locale (from middleware), validated. */
export async function requestLang(): Promise<Locale> {
  const v = (await headers()).get(HTML_LANG_HEADER);
  return isLocale(v) ? v : "en";
}

export type SiteResolution = { kind: "site"; ctx: SiteContext } | { kind: "not-found" } | { kind: "redirect"; location: string };

/**
 * The one resolve-and-redirect rule of the studio pages and route handlers (issue 17): the
 * live site of `hostParam` if it is the request's own host; else not found (unknown host,
 * draft site, host mismatch). In production a `{slug}.{ROOT_DOMAIN}` request of a studio with
 * a custom domain is redirected permanently (308) to `path` on the custom domain.
 */
export async function resolveSiteRequest(hostParam: string, ownHost: string, path: string): Promise<SiteResolution> {
  const host = decodeHostParam(hostParam);
  if (host !== normalizeHost(ownHost)) return { kind: "not-found" };
  const rec = await siteByHost(host);
  if (!rec || rec.status !== "live") return { kind: "not-found" };
  const site = rec.payload;
  const custom = site.site.customDomain;
  if (isProduction() && custom && host !== normalizeHost(custom) && slugFromHost(host, env().ROOT_DOMAIN)) {
    return { kind: "redirect", location: `${publicScheme()}//${custom}${path.startsWith("/") ? path : "/"}` };
  }
  return { kind: "site", ctx: { rec, site, host, base: `${publicScheme()}//${site.site.canonicalHost}` } };
}

/** A page's site: resolveSiteRequest, with Next's 404 page and permanent redirect. */
export const requireSite = cache(async (hostParam: string): Promise<SiteContext> => {
  const h = await headers();
  const r = await resolveSiteRequest(hostParam, h.get("host") ?? "", h.get(SITE_PATH_HEADER) ?? "/");
  if (r.kind === "not-found") notFound();
  if (r.kind === "redirect") permanentRedirect(r.location);
  return r.ctx;
});

/** The locale segment, if the site offers it; else the 404 page. */
export function requireLocale(ctx: SiteContext, param: string): Locale {
  if (!isLocale(param) || !ctx.site.site.locales.includes(param)) notFound();
  return param;
}
