// Security headers of every page and API answer (one place, so pages, /docs and /v1 agree).
//
// - Pages get their Content-Security-Policy from middleware.ts. Two kinds (docs/decisions-platform.md, Security headers):
//   - Per-guest pages (the manage page, whose token is a password; the root domain's pages) get a
//     nonce: Next reads it from the request's CSP header and puts it on its own inline scripts
//     (the RSC payload), so no 'unsafe-inline' for scripts. They are rendered per request and
//     answered no-store.
//   - The studio pages every guest sees alike (home, room, legal, a studio's 404) are rendered
//     once and replayed from the page cache (lib/infra/next-cache-handler.mjs, and any CDN honouring
//     s-maxage): a nonce would be the same for everyone, i.e. no protection, and Next documents
//     nonces only with dynamic rendering. They get script-src 'self' 'unsafe-inline' plus the
//     third-party origins their kind already allowed; every other directive is unchanged. These
//     pages carry no guest data and no secret, render no user-supplied HTML (React escapes the
//     studio's texts), and the studio file is trusted operator input.
//   - The studio dashboard on the platform host (/studio/…, kind "studio") is per member: a nonce,
//     no-store and noindex (middleware.ts), nothing third-party and no remote images.
// - Third-party origins only where the booking flow loads them: hCaptcha and Stripe on the
//   room pages (BookingFlow), nothing third-party on the rest of a studio site, and on the
//   manage page (its token is a password) not even that.
// - Styles allow 'unsafe-inline': React/Next and the two widgets set style attributes and
//   inject <style>; a style cannot run script.
// - img-src allows https: images come from the studio file (photos, logo, cover), whose
//   origins are data, not code.
// - HSTS only in production (a pre-production on plain http must stay reachable).

import { baseSecurityHeaders } from "./fixed-headers.mjs";

// The headers that never vary live in fixed-headers.mjs, which next.config.mjs reads too.
export { baseSecurityHeaders, CORS_HEADERS, CORS_MAX_AGE_S } from "./fixed-headers.mjs";

/**
 * `pay`: a page with Stripe's card form and nothing else third-party: a payment link's page (a manage
 * page; docs/payments.md, Payment links) and the prepaid-hours page (docs/prepaid-hours.md).
 */
export type PageKind = "booking" | "site" | "manage" | "pay" | "studio" | "preview";

/** A client's X-Request-ID is echoed when it has this many characters of A–Z a–z 0–9 . _ : - (lib/http/route.ts). */
export const REQUEST_ID_LENGTH = { min: 8, max: 128 } as const;

const HCAPTCHA = ["https://hcaptcha.com", "https://*.hcaptcha.com"];
const STRIPE_SCRIPT = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAME = [...STRIPE_SCRIPT, "https://hooks.stripe.com"];
const STRIPE_CONNECT = ["https://api.stripe.com"];

/**
 * The CSP of a page: with the request's nonce, or (null: cacheable page) with 'unsafe-inline'.
 * `imageOrigins`: the photo bucket's origin when S3 storage is set (lib/infra/storage/origin.ts).
 */
export function pageCsp(kind: PageKind, nonce: string | null, imageOrigins: readonly string[] = []): string {
  const images = imageOrigins.map((o) => ` ${o}`).join("");
  const booking = kind === "booking";
  const pay = kind === "pay";
  const src = (...extra: string[][]) => ["'self'", ...extra.flat()].join(" ");
  return [
    "default-src 'self'",
    `script-src ${src(booking ? [...HCAPTCHA, ...STRIPE_SCRIPT] : pay ? STRIPE_SCRIPT : [])} ${nonce === null ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    `style-src ${src(booking ? HCAPTCHA : [])} 'unsafe-inline'`,
    `img-src ${kind === "manage" || pay || kind === "studio" || kind === "preview" ? "'self' data: blob:" : "'self' data: blob: https:"}${images}`,
    "font-src 'self' data:",
    `connect-src ${src(booking ? [...HCAPTCHA, ...STRIPE_CONNECT] : pay ? STRIPE_CONNECT : [])}`,
    // The dashboard frames its own pages only: the wizard's phone-size preview (preview kind below).
    `frame-src ${booking ? [...HCAPTCHA, ...STRIPE_FRAME].join(" ") : pay ? STRIPE_FRAME.join(" ") : kind === "studio" ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${kind === "preview" ? "'self'" : "'none'"}`,
  ].join("; ");
}

/**
 * The wizard's template preview asked for inside its phone-size frame (docs/signup.md, Template and
 * preview): a dashboard page that only the platform's own pages may frame.
 */
export const isFramedPreview = (pathname: string, search: URLSearchParams) =>
  /^\/studio\/onboarding\/preview\/[a-z]+$/.test(pathname) && search.get("frame") === "1";

/** The API's CSP: JSON never loads anything, and is never framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * The studio dashboard and its sign-in (/studio/…) and the operator console (/platform/…) on the platform host: per person, so a nonce,
 * no-store and noindex like the manage page, and nothing third-party (docs/dashboard.md, Pages).
 * On a studio host the same path is rewritten under /s/{host}/ and is a 404.
 */
export function isDashboardPath(internalPath: string): boolean {
  return /^\/(?:studio|platform)(?:\/|$)/.test(internalPath);
}

/** Which CSP a page gets, from the internal path it is rewritten to (/s/{host}/{locale}/rooms/…). */
export function pageKindOf(internalPath: string, manage: boolean): PageKind {
  if (manage) return /^\/s\/[^/]+\/[^/]+\/manage\/pay\//.test(internalPath) ? "pay" : "manage";
  if (isDashboardPath(internalPath)) return "studio";
  // The prepaid-hours page sells packs with Stripe's card form (docs/prepaid-hours.md, Buying on the site).
  if (/^\/s\/[^/]+\/[^/]+\/hours\/?$/.test(internalPath)) return "pay";
  return /^\/s\/[^/]+\/[^/]+\/rooms\/[^/]+\/?$/.test(internalPath) ? "booking" : "site";
}

const API_HEADERS = new Map<boolean, Readonly<Record<string, string>>>();

/** The security headers of every API answer (CSP included): built once per mode, not per request. */
export function apiSecurityHeaders(production: boolean): Readonly<Record<string, string>> {
  let h = API_HEADERS.get(production);
  if (!h) API_HEADERS.set(production, (h = Object.freeze({ "Content-Security-Policy": API_CSP, ...baseSecurityHeaders(production) })));
  return h;
}
