// Server side of the studio pages: which site a request is for. The host comes from the
// internal route parameter (set by middleware.ts) and must equal the request's Host header,
// so `/s/{other-host}/…` typed by hand cannot show one studio under another's address.
// Site records are cached in-process for 10 s per host (the pages are hit far more often
// than a studio edits its site), and per request through React's cache().
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

const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;
const KEY = Symbol.for("studio-booking.site-page-cache");
type Entry = { at: number; rec: SiteRecord | null };
type G = typeof globalThis & { [KEY]?: Map<string, Entry> };

function store(): Map<string, Entry> {
  const g = globalThis as G;
  return (g[KEY] ??= new Map());
}

/** The site a host points at (live or draft), or null; cached for 10 s. */
export async function siteByHost(host: string): Promise<SiteRecord | null> {
  const h = normalizeHost(host);
  const m = store();
  const hit = m.get(h);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.rec;
  const rec = await findSiteByHost(db(), h);
  if (m.size >= MAX_ENTRIES) m.delete(m.keys().next().value as string);
  m.set(h, { at: now, rec });
  return rec;
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

/**
 * The live site of this request, or the 404 page (unknown host, draft site, host mismatch).
 * In production a `{slug}.{ROOT_DOMAIN}` request of a studio with a custom domain is
 * redirected permanently (308) to the same path on the custom domain.
 */
export const requireSite = cache(async (hostParam: string): Promise<SiteContext> => {
  const host = decodeHostParam(hostParam);
  if (host !== (await requestHost())) notFound();
  const rec = await siteByHost(host);
  if (!rec || rec.status !== "live") notFound();
  const site = rec.payload;
  const custom = site.site.customDomain;
  if (isProduction() && custom && host !== normalizeHost(custom) && slugFromHost(host, env().ROOT_DOMAIN)) {
    const path = (await headers()).get(SITE_PATH_HEADER) ?? "/";
    permanentRedirect(`${publicScheme()}//${custom}${path.startsWith("/") ? path : "/"}`);
  }
  return { rec, site, host, base: `${publicScheme()}//${site.site.canonicalHost}` };
});

/** The locale segment, if the site offers it; else the 404 page. */
export function requireLocale(ctx: SiteContext, param: string): Locale {
  if (!isLocale(param) || !ctx.site.site.locales.includes(param)) notFound();
  return param;
}
