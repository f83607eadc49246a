// Server side of the studio pages and of their route handlers (robots.txt, sitemap.xml):
// which site a request is for. The host comes from the internal route parameter, which
// middleware.ts always sets to the request's own Host (a hand-typed `/s/{other-host}/…` lands
// under the request's host and is a 404). No request headers are read here: studio pages are
// rendered once and served from Next's cache to every guest (docs/decisions-sites.md, Page cache).
// Site records come from the one site cache of the process (lib/domain/sites.ts, dropped on a
// PostgreSQL notification when the studio changes), and per render through React's cache().
import { cache } from "react";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { db } from "../../infra/db";
import { env, isProduction } from "../../infra/env";
import { findSiteByHost, type SiteRecord } from "../../domain/sites";
import { normalizeHost, slugFromHost } from "../../contract/hosts";
import type { Locale, PublicSite } from "../../contract/schemas";
import { isLocale } from "../../i18n";
import { pickLocale } from "../../i18n/core";
import { LOCALES } from "../../contract/locales";

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

/** The request's own host, normalized (per-request pages only: it reads the request). */
export async function requestHost(): Promise<string> {
  return normalizeHost((await headers()).get("host") ?? "");
}

/** Language of a page without a locale segment (platform page, redirects): Accept-Language. */
export async function requestLang(): Promise<Locale> {
  return pickLocale((await headers()).get("accept-language"), LOCALES, "en");
}

export type SiteResolution = { kind: "site"; ctx: SiteContext } | { kind: "not-found" } | { kind: "redirect"; location: string };

/**
 * The one resolve-and-redirect rule of the studio pages and route handlers: the live site of
 * `hostParam`, else not found (unknown host, draft site, a domain not proven or of a studio not
 * verified). In production a `{slug}.{ROOT_DOMAIN}` request of a studio whose own domain is served
 * (proven, and the studio verified: docs/decisions-sites.md, Custom domains) is redirected
 * permanently (308) to `path` on that domain; no other studio's subdomain leaves the platform.
 */
export async function resolveSiteRequest(hostParam: string, path: string): Promise<SiteResolution> {
  const host = decodeHostParam(hostParam);
  const rec = await siteByHost(host);
  if (!rec || rec.status !== "live") return { kind: "not-found" };
  const site = rec.payload;
  const custom = site.site.customDomain; // the served domain only (lib/domain/sites.ts, servedDomain)
  if (isProduction() && custom && host !== normalizeHost(custom) && slugFromHost(host, env().ROOT_DOMAIN)) {
    return { kind: "redirect", location: `${publicScheme()}//${custom}${path.startsWith("/") ? path : "/"}` };
  }
  return { kind: "site", ctx: { rec, site, host, base: `${publicScheme()}//${site.site.canonicalHost}` } };
}

/** A page's site: resolveSiteRequest, with Next's 404 page and permanent redirect. `path` is the page's public path. */
export const requireSite = cache(async (hostParam: string, path: string): Promise<SiteContext> => {
  const r = await resolveSiteRequest(hostParam, path);
  if (r.kind === "not-found") notFound();
  if (r.kind === "redirect") permanentRedirect(r.location);
  return r.ctx;
});

/** The locale segment, if the site offers it; else the 404 page. */
export function requireLocale(ctx: SiteContext, param: string): Locale {
  if (!isLocale(param) || !ctx.site.site.locales.includes(param)) notFound();
  return param;
}
