// Host routing (Next.js 16 calls this file convention "proxy"; the name middleware.ts is kept
// on purpose and Next prints a deprecation notice for it). It only rewrites by the Host
// header: `{slug}.{ROOT_DOMAIN}` and custom domains → the internal site routes under /s/{host},
// the bare ROOT_DOMAIN → its own routes. No database here: the page resolves the host.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./lib/env";
import { routeRequest } from "./lib/site-pages/host-routing";
import { HTML_LANG_HEADER, SITE_PATH_HEADER } from "./lib/site-pages/headers";

export function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const r = routeRequest(req.headers.get("host"), pathname, env().ROOT_DOMAIN, req.headers.get("accept-language"));
  const headers = new Headers(req.headers);
  headers.set(HTML_LANG_HEADER, r.lang);
  headers.set(SITE_PATH_HEADER, pathname + search);
  if (!r.rewrite) return NextResponse.next({ request: { headers } });
  const url = req.nextUrl.clone();
  url.pathname = r.rewrite;
  const res = NextResponse.rewrite(url, { request: { headers } });
  if (r.kind === "site" && r.manage) {
    // The manage token is in the path: never leak it through Referer, never index it.
    res.headers.set("Referrer-Policy", "no-referrer");
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
    "/robots.txt",
    "/sitemap.xml",
  ],
};
