// Host routing (Next.js 16 calls this file convention "proxy"; the name middleware.ts is kept
// on purpose and Next prints a deprecation notice for it). It rewrites by the Host header:
// `{slug}.{ROOT_DOMAIN}` and custom domains → the internal site routes under /s/{host}, the bare
// ROOT_DOMAIN → its own routes; and while the database is down it answers the pages that need
// it with a 503. No database query here: the page resolves the host (and
// refuses a host parameter other than the request's Host; an external `/s/…` path on the root
// domain is a 404, on a studio host it lands under that host's own /s/{host}/s/… and is a 404).
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./lib/infra/env";
import { cleanManagePath, routeRequest } from "./lib/site/client/host-routing";
import { storageImageOrigins } from "./lib/infra/storage/origin";
import { databaseDown } from "./lib/infra/db-state";
import { isPageCached } from "./lib/infra/next-cache-handler.mjs";
import { unavailableLocale, unavailablePage, unavailableText } from "./lib/http/unavailable-page";
import { baseSecurityHeaders, isDashboardPath, isFramedPreview, pageCsp, pageKindOf, type PageKind } from "./lib/http/security-headers";

/** Headers a client could send to plant a nonce in a page Next renders (Next reads it from the request's CSP). */
const SPOOFABLE = ["content-security-policy", "x-nonce"] as const;

/** Per page kind, the response headers of a cacheable studio page: the same for every request, built once per mode. */
const FIXED = new Map<string, readonly [string, string][]>();
function fixedHeaders(production: boolean, manage: boolean, kind: PageKind, nonce: string | null): readonly [string, string][] {
  const build = (csp: string) => [
    ["Content-Security-Policy", csp] as [string, string],
    ...Object.entries(baseSecurityHeaders(production, manage ? "no-referrer" : "strict-origin-when-cross-origin")).map(
      ([k, v]): [string, string] => (k === "X-Frame-Options" && kind === "preview" ? [k, "SAMEORIGIN"] : [k, v]),
    ),
  ];
  const images = storageImageOrigins(env()); // the photo bucket, when S3 storage is set
  if (nonce) return build(pageCsp(kind, nonce, images));
  const key = `${production}/${manage}/${kind}`;
  let h = FIXED.get(key);
  if (!h) FIXED.set(key, (h = build(pageCsp(kind, null, images))));
  return h;
}

export function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // Parsed once per process (lib/infra/env.ts caches it on globalThis): no zod work per request.
  const e = env();
  const production = e.APP_ENV === "production";
  // A page URL with a trailing slash or repeated slashes: one 308 to its clean form, with the
  // security headers (next.config.mjs turns Next's own redirect off: it carried none, and on
  // /v1 it broke CORS; API paths are served as they come).
  const slashes = pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  // A manage link with the mail's trailing "." (or ")", ",") stuck to its token: the same 308.
  const clean = cleanManagePath(slashes) ?? slashes;
  if (clean !== pathname) {
    // A plain URL: NextURL would put the trailing slash back.
    const res = NextResponse.redirect(new URL(clean + req.nextUrl.search, req.url), 308);
    for (const [k, v] of Object.entries(baseSecurityHeaders(production))) res.headers.set(k, v);
    return res;
  }
  const r = routeRequest(req.headers.get("host"), pathname, e.ROOT_DOMAIN);
  const manage = r.kind === "site" && r.manage;
  // The studio dashboard (platform host only): per member, never cached or indexed.
  const dashboard = r.kind === "root" && isDashboardPath(pathname);
  // Per-guest pages: a fresh nonce per request, which Next takes from the request's CSP header
  // for its own inline scripts. Studio pages are rendered once and served from Next's cache to
  // every guest: no nonce (lib/http/security-headers.ts explains the policy).
  const nonce = r.kind === "site" && !manage ? null : btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const kind = dashboard && isFramedPreview(pathname, req.nextUrl.searchParams) ? "preview" : pageKindOf(r.rewrite ?? pathname, manage);
  const headers = fixedHeaders(production, manage, kind, nonce);
  // While the database is unreachable, a page that would read it answers 503 here: a page of
  // Next's cannot choose that status (docs/decisions-platform.md, Pages during a database outage).
  // The dashboard, a manage page and the platform page read it on every request; a studio page
  // (robots.txt and sitemap.xml too) only when this process has not cached it.
  if (databaseDown() && (manage || dashboard || (r.kind === "site" ? !isPageCached(r.rewrite) : pathname === "/"))) {
    if (r.kind === "site" && (pathname === "/robots.txt" || pathname === "/sitemap.xml")) return unavailableText(headers);
    return unavailablePage(unavailableLocale(req.nextUrl, req.headers.get("accept-language")), headers);
  }
  // The request headers are rewritten only when Next must see something else than the client
  // sent: a nonce page gets its nonce, and a cached page loses a client-sent CSP or x-nonce (it
  // would put that nonce into the page every guest gets). A browser sends neither, so the common
  // cached-page request passes through untouched: copying and overriding every request header
  // costs Next work on each request (docs/performance.md, Where a cached page's time goes).
  let request: { headers: Headers } | undefined;
  if (nonce || SPOOFABLE.some((h) => req.headers.has(h))) {
    const h = new Headers(req.headers);
    h.set("content-security-policy", headers[0][1]);
    if (nonce) h.set("x-nonce", nonce);
    else h.delete("x-nonce");
    request = { headers: h };
  }
  let res: NextResponse;
  if (!r.rewrite) res = NextResponse.next(request && { request });
  else {
    // On req.url, not req.nextUrl (which names a loopback host `localhost`): the rewrite keeps
    // the origin of Next's router and stays internal (docs/decisions-platform.md, Loopback binding).
    const url = new URL(req.url);
    url.pathname = r.rewrite;
    res = NextResponse.rewrite(url, request && { request });
  }
  // The manage token is in the path: never leak it through Referer, never index it.
  for (const [k, v] of headers) res.headers.set(k, v);
  if (manage || dashboard) {
    res.headers.set("X-Robots-Tag", "noindex, nofollow");
    res.headers.set("Cache-Control", "no-store");
  }
  return res;
}

export const config = {
  // Node.js runtime: the env schema (zod) runs as in the rest of the app.
  runtime: "nodejs",
  matcher: [
    // Everything except the API, Next's assets, the docs and any path with a file extension.
    "/((?!v1(?:/|$)|_next/|docs(?:/|$)|.*\\.[^/]*$).*)",
    // A manage link ending in "." looks like a file to the line above: it still gets here.
    "/((?:[a-z]{2}/)?manage/.*)",
    "/robots.txt",
    "/sitemap.xml",
  ],
};
