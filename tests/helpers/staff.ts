// A signed-in staff member for tests of the studio API: user, membership and session rows as
// Better Auth writes them, and the session cookie signed with the app's own key
// (lib/auth/session.ts), so requests carrying it pass staffOf() like a real sign-in's.
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../lib/infra/db";
import { addMember } from "../../lib/domain/staff/members";
import type { StaffActor, StaffRole } from "../../lib/domain/staff/actor";
import type { Locale } from "../../lib/contract/locales";
import { sessionCookieName, signSessionToken } from "../../lib/auth/session";
import { SESSION_TTL_SECONDS } from "../../lib/auth/config";

export type StaffLogin = {
  /** The Cookie header value: `better-auth.session_token=…` (`__Secure-…` in production mode). */
  cookie: string;
  token: string;
  sessionId: string;
  memberId: string;
  actor: StaffActor;
};

/** A member of `studioId` with a live session (email defaults to a fresh one). */
export async function staffLogin(
  db: Db,
  opts: { studioId: string; role?: StaffRole; email?: string; name?: string; locale?: Locale },
): Promise<StaffLogin> {
  const role = opts.role ?? "staff";
  const email = opts.email ?? `${role}-${randomUUID().slice(0, 8)}@staff.test`;
  const name = opts.name ?? `Test ${role}`;
  const m = await addMember(db, opts.studioId, { email, role, name, locale: opts.locale ?? "en" });
  const token = randomBytes(24).toString("base64url");
  const sessionId = randomUUID();
  await db.$executeRaw`
    INSERT INTO session (id, token, "userId", "expiresAt", "createdAt", "updatedAt")
    VALUES (${sessionId}, ${token}, ${m.userId}, ${new Date(Date.now() + SESSION_TTL_SECONDS * 1000)}, now(), now())`;
  const u = (await db.$queryRaw<{ name: string; locale: string }[]>`SELECT name, locale FROM "user" WHERE id = ${m.userId}`)[0];
  return {
    cookie: `${sessionCookieName()}=${signSessionToken(token)}`,
    token,
    sessionId,
    memberId: m.memberId,
    actor: { userId: m.userId, name: u.name, email, role, studioId: opts.studioId, locale: u.locale as Locale },
  };
}

/** The Cookie header value of a fresh session of a new member of `studioId`. */
export async function staffSession(db: Db, opts: { studioId: string; role?: StaffRole }): Promise<string> {
  return (await staffLogin(db, opts)).cookie;
}
