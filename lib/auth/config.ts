// The staff sign-in's settings shared by Better Auth's set-up (server.ts), the session lookup
// (session.ts), links and tests — without importing Better Auth itself.
import { hkdfSync } from "node:crypto";
import { env, secretOf, type Env } from "../infra/env";

export { AUTH_BASE_PATH, MAGIC_LINK_TTL_SECONDS, AFTER_SIGN_IN, SIGN_IN_PAGE } from "../domain/staff/links";
/** Session lifetime; a session used with less than a day gone is not extended. */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
export const SESSION_REFRESH_SECONDS = 24 * 3600;

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
