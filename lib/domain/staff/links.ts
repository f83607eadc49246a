// Sign-in links (docs/studio-accounts.md, Sign-in). Better Auth's magic-link plugin makes them
// for the sign-in form; the invite routine and the pre-production banner make them here, the
// same way (a `verification` row keyed by the SHA-256 of the token, the same verify URL), so one
// endpoint consumes all of them, once. The row's format is the plugin's (identifier
// "magic-link:<hash>", value {type, email} in Better Auth 1.7.25); tests/db/staff-accounts.test.ts opens
// every kind of link through Better Auth, so an upgrade that changes it fails there.
import { createHash, randomBytes } from "node:crypto";
import { isLocale, DEFAULT_LOCALE, type Locale } from "../../contract/locales";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { enqueue, QUEUE } from "../../infra/queue";
import { inTransaction } from "../../infra/tx";
import { env } from "../../infra/env";
import { queueStaffMessage, type StaffMessageKind } from "../notifications/staff";

/** Where Better Auth's endpoints live (app/api/auth/[...all]/route.ts). */
export const AUTH_BASE_PATH = "/api/auth";
/** A sign-in link is good for this long, and once (docs/studio-accounts.md, Sign-in). */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
/** Where a staff member lands after signing in, and where a used or expired link sends them. */
const AFTER_SIGN_IN = "/studio";
const SIGN_IN_PAGE = "/studio/sign-in";

const TTL_SECONDS = MAGIC_LINK_TTL_SECONDS;
const VERIFY_PATH = `${AUTH_BASE_PATH}/magic-link/verify`;

/** An address the way Better Auth stores it (it lower-cases on sign-up and lookup). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Whether `email` belongs to a member of some studio: only they are sent a link. */
/**
 * Where a sign-in link for `email` should land: the dashboard for a studio member, the console for a
 * platform operator who is no member (docs/operators.md, Operators); null for anyone else.
 */
async function signInTarget(db: DbOrTx, email: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ member: boolean; operator: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM member m WHERE m."userId" = u.id) AS member, u."platformAdmin" AS operator
      FROM "user" u WHERE u.email = ${normalEmail(email)}`;
  const r = rows[0];
  if (r?.member) return AFTER_SIGN_IN;
  return r?.operator ? "/platform" : null;
}

async function localeOf(db: DbOrTx, email: string): Promise<Locale> {
  const rows = await db.$queryRaw<{ locale: string | null }[]>`SELECT locale FROM "user" WHERE email = ${normalEmail(email)}`;
  const l = rows[0]?.locale;
  return isLocale(l) ? l : DEFAULT_LOCALE;
}

/**
 * The sign-in form's request for a link (lib/auth/server.ts): one job, whoever the address
 * belongs to, so a member and a stranger cost the request the same (no enumeration by timing).
 */
export async function queueSignInRequest(db: DbOrTx, email: string): Promise<void> {
  await enqueue(db, QUEUE.staffSignIn, { email: normalEmail(email) });
}

/**
 * The worker's half of a sign-in request: for a member or a platform operator, a fresh link queued as
 * their email (the outbox delivers it); for anyone else nothing is stored or sent. True when queued.
 */
export async function sendRequestedSignInLink(db: Db, clock: Clock, email: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const target = await signInTarget(tx, email);
    if (!target) return false;
    const url = await mintSignInLink(tx, email, { callbackPath: target });
    await queueSignInLink(tx, clock, { email, url, kind: "staff_sign_in" });
    return true;
  });
}

/** Queue the email carrying a sign-in link, in the staff member's language. */
export async function queueSignInLink(
  db: DbOrTx,
  clock: Clock,
  m: { email: string; url: string; kind: StaffMessageKind; studio?: string; role?: "owner" | "staff"; studioId?: string },
): Promise<string> {
  return queueStaffMessage(db, {
    kind: m.kind,
    email: normalEmail(m.email),
    locale: await localeOf(db, m.email),
    now: clock.now(),
    url: m.url,
    minutes: TTL_SECONDS / 60,
    studio: m.studio,
    role: m.role,
    studioId: m.studioId,
  });
}

/**
 * A fresh one-time sign-in link for `email`, stored the way Better Auth's magic-link plugin stores its
 * own (storeToken "hashed": base64url SHA-256, behind "magic-link:"). Expiry is counted on the system clock because
 * Better Auth checks it against the system clock.
 */
export async function mintSignInLink(
  db: DbOrTx,
  email: string,
  opts: { ttlSeconds?: number; callbackPath?: string; errorPath?: string } = {},
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const identifier = `magic-link:${createHash("sha256").update(token).digest("base64url")}`;
  const now = Date.now();
  await db.$executeRaw`
    INSERT INTO verification (id, identifier, value, "expiresAt", "createdAt", "updatedAt")
    VALUES (${randomBytes(16).toString("hex")}, ${identifier}, ${JSON.stringify({ type: "magic-link", email: normalEmail(email) })},
            ${new Date(now + (opts.ttlSeconds ?? TTL_SECONDS) * 1000)}, ${new Date(now)}, ${new Date(now)})`;
  const url = new URL(VERIFY_PATH, env().PUBLIC_BASE_URL);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", opts.callbackPath ?? AFTER_SIGN_IN);
  url.searchParams.set("errorCallbackURL", opts.errorPath ?? SIGN_IN_PAGE);
  return url.toString();
}
