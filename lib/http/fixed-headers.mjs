// The security headers that never vary with the request, in plain JavaScript: next.config.mjs
// reads them when Next loads its configuration (a .mjs file, loaded by Node without TypeScript),
// and lib/http/security-headers.ts re-exports them for the app, so both use the same values.

/** How long a browser may reuse a CORS preflight answer (Access-Control-Max-Age, lib/http/route.ts). */
export const CORS_MAX_AGE_S = 600;

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), serial=(), interest-cohort=(), browsing-topics=()";
const HSTS = "max-age=31536000; includeSubDomains";

/** Files of public/ (an SVG can carry script): styles and images of its own only. */
export const STATIC_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** @type {Record<string, string>} */
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  // traceparent/tracestate/baggage: browser monitoring (OpenTelemetry, APM agents) adds them to
  // every fetch; refusing them in the preflight would fail the real request as a CORS error.
  "Access-Control-Allow-Headers": "Content-Type, X-Request-ID, traceparent, tracestate, baggage",
  "Access-Control-Expose-Headers": "X-Request-ID, Retry-After",
  "Access-Control-Max-Age": String(CORS_MAX_AGE_S),
};

/**
 * Headers every response carries besides its CSP (HSTS only in production).
 * @param {boolean} production
 * @param {"no-referrer" | "strict-origin-when-cross-origin"} [referrer]
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders(production, referrer = "strict-origin-when-cross-origin") {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": referrer,
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(production ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
