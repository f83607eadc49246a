// The staff member behind a studio API request or dashboard page (docs/studio-accounts.md,
// Sessions and the cookie). Better Auth reads its own cookies and session (auth.api.getSession,
// from its cookie cache for up to a minute); our one query adds the membership, the studio and
// the person's current name and language, on every request, so a removed member loses the
// studio at once.
import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { isLocale, DEFAULT_LOCALE } from "../contract/locales";
import type { Db } from "../infra/db";
import { env, type Env } from "../infra/env";
import type { StaffActor, StaffRole } from "../domain/staff/actor";
import type { Operator } from "../domain/platform/status";
import { normalizeHost } from "../contract/hosts";
import { platformOrigin, sessionDataCookieName } from "./config";
import { boundedCache } from "../infra/bounded-cache";
import { auth } from "./server";
import { fieldOf } from "../contract/shapes";

/**
 * Whether the request was made to the platform host (PUBLIC_BASE_URL's), the only host the
 * session cookie is set for. The Host header decides (the proxy passes it through,
 * docs/deployment.md); a Request built in-process without one, by its URL.
 */
export function onPlatformHost(req: Request, e: Pick<Env, "PUBLIC_BASE_URL"> = env()): boolean {
  const host = req.headers.get("host") ?? new URL(req.url).host;
  return normalizeHost(host) === normalizeHost(new URL(e.PUBLIC_BASE_URL).host);
}

// member.role: its CHECK allows the two roles only.
type Row = { name: string; email: string; locale: string; role: StaffRole; studioId: string };

type StaffSession = {
  actor: StaffActor | null;
  /**
   * No actor, but signed in as a platform operator who belongs to no studio: the studio API tells
   * them so (403) rather than asking them to sign in (docs/studio-accounts.md, Platform operators).
   */
  operator?: true;
  /**
   * The Set-Cookie values Better Auth made while reading the session: a fresh cookie cache once
   * the last one lapsed, the session cookie again when the session was extended, cleared cookies
   * for an ended session. A response that can carry them should (lib/http/studio-route.ts).
   */
  setCookie: string[];
};

/**
 * The signed-in staff member of the request's cookies, or null (not the platform host, no cookie,
 * bad signature, unknown, expired or revoked session, no membership). Their studio is the
 * session's active organization, else their oldest membership. Expiry is Better Auth's, on the
 * system clock, so a test that moves the app's clock does not sign everyone out.
 */
export async function staffSession(req: Request, db: Db): Promise<StaffSession> {
  // Browsers send the cookie to the platform host only; on any other host (a studio site's
  // /v1/studio) a cookie is somebody's forgery or leak, never a session (defence in depth).
  if (!onPlatformHost(req) || !req.headers.has("cookie")) return { actor: null, setCookie: [] };
  let found: Awaited<ReturnType<typeof readSession>>;
  try {
    found = await readSession(req, db);
  } catch (e) {
    // A session deleted while it was being extended: no session.
    if (e instanceof APIError && e.statusCode === 401) return { actor: null, setCookie: [] };
    // Better Auth wraps a failed query in its own 500; the cause (an outage among them) is what
    // the API answers for (docs/decisions-platform.md, Pages during a database outage).
    throw fieldOf(e, "cause") ?? e;
  }
  const setCookie = found.headers.getSetCookie();
  const s = found.response;
  if (!s) return { actor: null, setCookie };
  const active = s.session.activeOrganizationId ?? null;
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.name, u.email, u.locale, m.role, o."studioId"::text AS "studioId"
      FROM member m
      JOIN "user" u ON u.id = m."userId"
      JOIN organization o ON o.id = m."organizationId"
     WHERE m."userId" = ${s.user.id} AND (${active}::text IS NULL OR m."organizationId" = ${active})
     ORDER BY m."createdAt", m.id
     LIMIT 1`;
  const r = rows[0];
  if (!r) {
    // Read only on this path (no membership), so a member's request costs no more.
    const op = await db.$queryRaw<{ one: number }[]>`SELECT 1 AS one FROM "user" WHERE id = ${s.user.id} AND "platformAdmin"`;
    return op.length ? { actor: null, operator: true, setCookie } : { actor: null, setCookie };
  }
  return {
    actor: {
      userId: s.user.id,
      name: r.name,
      email: r.email,
      role: r.role,
      studioId: r.studioId,
      locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE,
    },
    setCookie,
  };
}

/** How long Better Auth's answer for one pair of cookies carrying the cookie cache is kept. */
const READ_KEPT_MS = 2_000;
/** Bounded by entries and bytes, least recently used out first (lib/infra/bounded-cache.ts). */
const reads = boundedCache<string, { read: ReadResult; until: number }>({ max: 5_000, maxBytes: 8 * 2 ** 20, bytesOf: () => 1_500 });
type ReadResult = Awaited<ReturnType<typeof getSessionOf>>;

function getSessionOf(req: Request, db: Db) {
  return auth(db).api.getSession({ headers: req.headers, returnHeaders: true });
}

/**
 * Better Auth's session of the request's cookies (docs/studio-accounts.md, Sessions and the cookie).
 * When they carry the cookie cache, Better Auth answers from the signed cookies alone, without the
 * session row; the same cookies then get the same answer, so it is kept for READ_KEPT_MS and the
 * two signature checks are not redone on every poll. An answer that set cookies (a renewed cache,
 * an extension, an ended session) is never kept, nor one read from the row (no cookie cache). On
 * the system clock, like Better Auth's own expiry (a test that moves the app's clock signs nobody out).
 */
async function readSession(req: Request, db: Db): Promise<ReadResult> {
  const cookie = req.headers.get("cookie") ?? "";
  if (!cookie.includes(`${sessionDataCookieName()}=`)) return getSessionOf(req, db);
  const key = createHash("sha256").update(cookie).digest("base64url");
  const now = Date.now();
  const kept = reads.get(key);
  if (kept && kept.until > now) return kept.read;
  const read = await getSessionOf(req, db);
  if (read.response && read.headers.getSetCookie().length === 0)
    reads.set(key, { read, until: Math.min(now + READ_KEPT_MS, new Date(read.response.session.expiresAt).getTime()) });
  return read;
}

/** The staff member of a request whose answer cannot set cookies (a page): staffSession's actor. */
export async function staffOf(req: Request, db: Db): Promise<StaffActor | null> {
  return (await staffSession(req, db)).actor;
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

/**
 * The platform operator behind a request (docs/operators.md, Operators): a Better Auth session on the
 * platform host whose user has platformAdmin, read on every request (never cached, so a revoked
 * operator loses the console at once). `signedIn` tells a signed-in non-operator (403) from nobody (401).
 */
export async function operatorSession(
  req: Request,
  db: Db,
): Promise<{ operator: Operator | null; signedIn: boolean; setCookie: string[] }> {
  if (!onPlatformHost(req) || !req.headers.has("cookie")) return { operator: null, signedIn: false, setCookie: [] };
  let found: Awaited<ReturnType<typeof readSession>>;
  try {
    found = await readSession(req, db);
  } catch (e) {
    if (e instanceof APIError && e.statusCode === 401) return { operator: null, signedIn: false, setCookie: [] };
    throw fieldOf(e, "cause") ?? e;
  }
  const setCookie = found.headers.getSetCookie();
  const s = found.response;
  if (!s) return { operator: null, signedIn: false, setCookie };
  const rows = await db.$queryRaw<{ email: string }[]>`SELECT email FROM "user" WHERE id = ${s.user.id} AND "platformAdmin"`;
  return { operator: rows[0] ? { userId: s.user.id, email: rows[0].email } : null, signedIn: true, setCookie };
}

/**
 * The signed-in person behind a request, member of a studio or not (docs/signup.md, The wizard):
 * the onboarding wizard's user, who has no studio yet. Null without a session on the platform host.
 */
export async function signedInUser(req: Request, db: Db): Promise<{ userId: string; email: string; locale: string } | null> {
  if (!onPlatformHost(req) || !req.headers.has("cookie")) return null;
  let found: Awaited<ReturnType<typeof readSession>>;
  try {
    found = await readSession(req, db);
  } catch (e) {
    if (e instanceof APIError && e.statusCode === 401) return null;
    throw fieldOf(e, "cause") ?? e;
  }
  const s = found.response;
  if (!s) return null;
  const rows = await db.$queryRaw<{ email: string; locale: string | null }[]>`SELECT email, locale FROM "user" WHERE id = ${s.user.id}`;
  return rows[0] ? { userId: s.user.id, email: rows[0].email, locale: rows[0].locale ?? DEFAULT_LOCALE } : null;
}
