// The staff sign-in's settings shared by Better Auth's set-up (server.ts), the session lookup
// (session.ts), the OpenAPI document, links and tests — without importing Better Auth itself.
import { hkdfSync } from "node:crypto";
import { env, secretOf, type Env } from "../infra/env";

export { AUTH_BASE_PATH, MAGIC_LINK_TTL_SECONDS } from "../domain/staff/links";
/** Session lifetime; a session used with less than a day gone is not extended. */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
export const SESSION_REFRESH_SECONDS = 24 * 3600;
/**
 * How long Better Auth's cookie cache (the signed `session_data` cookie) stands in for the session
 * row: a session deleted elsewhere (sign-out on another device, the sweep) still passes for at most
 * this long with a copy of both cookies. Memberships are read on every request all the same, so a
 * removed member loses the studio at once (docs/studio-accounts.md, Sessions and the cookie).
 */
export const SESSION_CACHE_SECONDS = 60;

/**
 * The key Better Auth signs session cookies with: derived from the one server secret
 * (CODE_HASH_SECRET, required in production) for this purpose only, so it never equals a key
 * of lib/infra/seal.ts.
 */
export function authSecret(e: Pick<Env, "CODE_HASH_SECRET" | "APP_ENV"> = env()): string {
  const secret = secretOf(e);
  // Read on every studio request (the cookie check): derived once per secret.
  if (derived?.from !== secret)
    derived = {
      from: secret,
      key: Buffer.from(hkdfSync("sha256", secret, "studio-booking", "better-auth-cookies/v1", 32)).toString("hex"),
    };
  return derived.key;
}
let derived: { from: string; key: string } | undefined;

/** The platform origin (PUBLIC_BASE_URL's): the only origin that may use the studio side. */
export function platformOrigin(e: Pick<Env, "PUBLIC_BASE_URL"> = env()): string {
  return new URL(e.PUBLIC_BASE_URL).origin;
}

/**
 * Better Auth's cookie prefix. Production: "__Host-", so the browser keeps the cookie only when
 * it was set Secure, with Path=/ and no Domain by the platform host itself: a sibling subdomain
 * (a studio site, {slug}.ROOT_DOMAIN) cannot plant or overwrite it (docs/studio-accounts.md,
 * Sessions and the cookie). Pre-production runs on plain http, where a prefix is refused.
 */
export function cookiePrefix(e: Pick<Env, "APP_ENV"> = env()): string {
  return e.APP_ENV === "production" ? "__Host-better-auth" : "better-auth";
}

/** Better Auth's session cookie: "__Host-better-auth.session_token" in production (cookiePrefix). */
export function sessionCookieName(e: Pick<Env, "APP_ENV"> = env()): string {
  return `${cookiePrefix(e)}.session_token`;
}

/** Better Auth's cookie cache: "__Host-better-auth.session_data" in production (cookiePrefix). */
export function sessionDataCookieName(e: Pick<Env, "APP_ENV"> = env()): string {
  return `${cookiePrefix(e)}.session_data`;
}

/**
 * The only Better Auth endpoints served over HTTP (docs/studio-accounts.md, Endpoints): what the
 * sign-in page, the dashboard and the emailed links call. Everything else Better Auth routes
 * (user, account and organization endpoints among them) answers 404 in the envelope:
 * memberships and roles change only through the studio API, with its audit trail.
 */
export const AUTH_ROUTES: readonly { method: "GET" | "POST"; path: string }[] = [
  { method: "POST", path: "/sign-in/magic-link" }, // the sign-in form
  { method: "GET", path: "/magic-link/verify" }, // the emailed link
  { method: "GET", path: "/passkey/generate-authenticate-options" }, // sign in with a passkey
  { method: "POST", path: "/passkey/verify-authentication" },
  { method: "GET", path: "/passkey/generate-register-options" }, // add a passkey (dashboard)
  { method: "POST", path: "/passkey/verify-registration" },
  { method: "GET", path: "/passkey/list-user-passkeys" }, // the member's passkeys (dashboard)
  { method: "POST", path: "/passkey/delete-passkey" }, // remove one of them (dashboard)
  { method: "GET", path: "/get-session" }, // Better Auth's browser client
  { method: "POST", path: "/sign-out" }, // the dashboard's sign-out button
];

/** Whether a request to Better Auth's `pathname` (with AUTH_BASE_PATH) and `method` is on AUTH_ROUTES. */
export function isAllowedAuthRoute(method: string, pathname: string, basePath: string): boolean {
  if (!pathname.startsWith(`${basePath}/`)) return false;
  const rest = pathname.slice(basePath.length);
  return AUTH_ROUTES.some((r) => r.method === method && r.path === rest);
}
