// The staff member behind a studio API request or dashboard page (docs/studio-accounts.md,
// Sessions and the cookie). Better Auth sets the session cookie (lib/auth/server.ts); reading it here is one
// HMAC check and ONE query — session, user, membership, studio — rather than Better Auth's
// getSession (several queries), because every dashboard request pays for it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { isLocale, DEFAULT_LOCALE } from "../contract/locales";
import type { Db } from "../infra/db";
import { env, type Env } from "../infra/env";
import type { StaffActor, StaffRole } from "../domain/staff/actor";
import { normalizeHost } from "../contract/hosts";
import { authSecret, cookiePrefix, platformOrigin, SESSION_TTL_SECONDS } from "./config";

/** Better Auth's session cookie: "__Host-better-auth.session_token" in production (config.ts, cookiePrefix). */
export function sessionCookieName(e: Pick<Env, "APP_ENV"> = env()): string {
  return `${cookiePrefix(e)}.session_token`;
}

/**
 * Whether the request was made to the platform host (PUBLIC_BASE_URL's), the only host the
 * session cookie is set for. The Host header decides (the proxy passes it through,
 * docs/deployment.md); a Request built in-process without one, by its URL.
 */
function onPlatformHost(req: Request, e: Pick<Env, "PUBLIC_BASE_URL"> = env()): boolean {
  const host = req.headers.get("host") ?? new URL(req.url).host;
  return normalizeHost(host) === normalizeHost(new URL(e.PUBLIC_BASE_URL).host);
}

/** The cookie's value for a session token: "<token>.<base64 HMAC-SHA256>", URI-encoded, as Better Auth signs it. */
export function signSessionToken(token: string, e: Pick<Env, "CODE_HASH_SECRET" | "APP_ENV"> = env()): string {
  const mac = createHmac("sha256", authSecret(e)).update(token).digest("base64");
  return encodeURIComponent(`${token}.${mac}`);
}

/** The session token of a signed cookie value, or null when the signature is wrong. */
function verifySessionCookie(raw: string, e: Pick<Env, "CODE_HASH_SECRET" | "APP_ENV"> = env()): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const want = createHmac("sha256", authSecret(e)).update(token).digest();
  return given.length === want.length && timingSafeEqual(given, want) ? token : null;
}

function cookieOf(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

type Row = {
  userId: string;
  name: string;
  email: string;
  locale: string;
  role: string;
  studioId: string;
  expiresAt: Date;
  sessionId: string;
};

/** Sessions are extended (like Better Auth's updateAge) once less than this is left. */
const EXTEND_BELOW_MS = (SESSION_TTL_SECONDS - 24 * 3600) * 1000;

/**
 * The signed-in staff member of the request's session cookie, or null (not the platform host,
 * no cookie, bad signature, unknown, expired or revoked session, no membership). Their studio is
 * the session's active organization, else their oldest membership. Expiry is checked on the system clock, as
 * Better Auth checks it, so a test that moves the app's clock does not sign everyone out.
 */
export async function staffOf(req: Request, db: Db): Promise<StaffActor | null> {
  // Browsers send the cookie to the platform host only; on any other host (a studio site's
  // /v1/studio) a cookie is somebody's forgery or leak, never a session (defence in depth).
  if (!onPlatformHost(req)) return null;
  const raw = cookieOf(req, sessionCookieName());
  if (!raw) return null;
  const token = verifySessionCookie(raw);
  if (!token) return null;
  const now = new Date();
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.id AS "userId", u.name, u.email, u.locale, m.role, o."studioId"::text AS "studioId",
           s."expiresAt", s.id AS "sessionId"
      FROM session s
      JOIN "user" u ON u.id = s."userId"
      JOIN member m ON m."userId" = s."userId"
                   AND (s."activeOrganizationId" IS NULL OR m."organizationId" = s."activeOrganizationId")
      JOIN organization o ON o.id = m."organizationId"
     WHERE s.token = ${token} AND s."expiresAt" > ${now}
     ORDER BY m."createdAt", m.id
     LIMIT 1`;
  const r = rows[0];
  if (!r) return null;
  if (r.expiresAt.getTime() - now.getTime() < EXTEND_BELOW_MS) {
    await db.$executeRaw`UPDATE session SET "expiresAt" = ${new Date(now.getTime() + SESSION_TTL_SECONDS * 1000)}, "updatedAt" = ${now} WHERE id = ${r.sessionId}`;
  }
  return {
    userId: r.userId,
    name: r.name,
    email: r.email,
    role: r.role as StaffRole,
    studioId: r.studioId,
    locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE,
  };
}

/**
 * Whether a state-changing request comes from our own platform origin: its Origin is
 * PUBLIC_BASE_URL's, or, when a browser sent no Origin, Sec-Fetch-Site says same-origin.
 * Anything else (another site, a studio host, no evidence at all) is refused.
 */
export function fromOwnOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin !== null) return origin === platformOrigin();
  return req.headers.get("sec-fetch-site") === "same-origin";
}
