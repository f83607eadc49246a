// Host routing of the studio sites, as a pure function (middleware.ts only applies it).
// A studio host's `/{locale}/…` is served by the internal route `/s/{host}/{locale}/…`; the
// bare ROOT_DOMAIN keeps its own routes (platform page, /docs). Whether a host belongs to a
// live studio is decided by the page, which reads the database; the middleware never does.
import { isRootHost, normalizeHost } from "../../contract/hosts";

/** Better Auth's endpoints (AUTH_BASE_PATH, lib/domain/staff/links.ts; not imported: this file runs in the middleware). */
const AUTH_PREFIX = "/api/auth";
/** Prefix of the internal site routes (app/s/[host]/…). */
const SITE_PREFIX = "/s";
/** A path no route matches: rewriting to it renders the 404 page with status 404. */
export const NOT_FOUND_PATH = "/s/_/_/_/not-found";

export type HostRoute = { kind: "root"; rewrite: string | null } | { kind: "site"; host: string; rewrite: string; manage: boolean };

/**
 * Where a request goes. `rawHost` is the Host header (port and case are normalized away),
 * `pathname` the URL path. The page language is each root layout's own (the locale segment,
 * else Accept-Language), never decided here.
 */
export function routeRequest(rawHost: string | null, pathname: string, rootDomain: string): HostRoute {
  const host = normalizeHost(rawHost ?? "");
  // Better Auth's endpoints are not a site's: on every host they reach their own handler, which
  // answers 404 in the API's envelope off the platform host (docs/studio-accounts.md, Endpoints).
  if (pathname === AUTH_PREFIX || pathname.startsWith(`${AUTH_PREFIX}/`)) return { kind: "root", rewrite: null };
  if (!host || isRootHost(host, rootDomain)) {
    // The internal routes are never reachable from outside under their own name.
    const internal = pathname === SITE_PREFIX || pathname.startsWith(`${SITE_PREFIX}/`);
    return { kind: "root", rewrite: internal ? NOT_FOUND_PATH : null };
  }
  let rest = pathname;
  if (pathname === "/robots.txt") rest = "/seo-robots";
  else if (pathname === "/sitemap.xml") rest = "/seo-sitemap";
  if (rest === "/") rest = "";
  const manage = /^\/(?:[a-z]{2}\/)?manage(?:\/|$)/.test(pathname);
  return { kind: "site", host, rewrite: `${SITE_PREFIX}/${encodeURIComponent(host)}${rest}`, manage };
}

/**
 * A manage link as a mail client may hand it over, with the sentence's punctuation stuck to the
 * token ("…/manage/<token>." or "…<token>)"): the clean path to redirect to, or null when the path
 * is clean or no manage link. Tokens are hex, so nothing of a real token is ever cut
 * (docs/decisions-bookings.md, Manage links with trailing punctuation).
 */
export function cleanManagePath(pathname: string): string | null {
  const m = /^(\/(?:[a-z]{2}\/)?manage\/(?:pay\/|receipt\/|invoice\/)?)([^/]*?)((?:[.,;:!?)\]}>'"*]|%22|%27|%29|%3E|%5D|%7D)+)$/i.exec(
    pathname,
  );
  if (!m || !m[2]) return null;
  return m[1] + m[2];
}
