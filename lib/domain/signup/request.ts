// Sign-up by magic link (docs/signup.md, Sign-up): a person gives an address and gets a one-time
// link, made as every link of ours is (the magic-link plugin's own row, lib/domain/staff/links.ts)
// and opened by Better Auth's magic-link endpoint, which signs them in. No password anywhere.
import { randomUUID } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { consume } from "../../infra/rate-limit";
import { LIMITS } from "../../contract/limits";
import type { Locale } from "../../contract/locales";
import { canonicalEmail } from "../identity";
import { devCodeMode } from "../../infra/delivery";
import { mintSignInLink, normalEmail, queueSignInLink } from "../staff/links";

/** Where a new person lands after opening the link: the wizard (a member: their dashboard). */
const ONBOARDING_PATH = "/studio/onboarding";

/**
 * Count the request against the sign-up limit per client network (its /64 or IPv4 address, its /56
 * and /48 at twice that) and against the one quota of sign-in links per address that the staff
 * sign-in form counts too (canonical form), make the person's user row when new (unverified until
 * the link is opened), and queue the link's email: to the wizard, or for a member to their dashboard,
 * for an operator to the console. The same work and the same answer for every address.
 *
 * Pre-production without an email provider also answers the link (`devLink`), but only when this
 * very request made the user row: a link in an answer proves nothing about who asked, so it may
 * sign in only the account the caller just created, never one somebody already holds or started
 * (docs/signup.md, Pre-production links).
 */
export async function requestSignUp(
  db: Db,
  clock: Clock,
  req: { email: string; locale: Locale; ip: string },
): Promise<{ status: "sent"; devLink?: string }> {
  const email = normalEmail(req.email);
  await consume(db, clock, LIMITS.signUpsPerIp, req.ip);
  await consume(db, clock, LIMITS.signInLinksPerEmail, `email:${canonicalEmail(email)}`);
  const shown = await inTransaction(db, async (tx) => {
    const made = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "user" (id, name, email, "emailVerified", locale, "createdAt", "updatedAt")
      VALUES (${randomUUID()}, ${email.slice(0, email.indexOf("@"))}, ${email}, false, ${req.locale}, ${clock.now()}, ${clock.now()})
      ON CONFLICT (email) DO NOTHING
      RETURNING id`;
    const [who] = await tx.$queryRaw<{ member: boolean; operator: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM member m WHERE m."userId" = u.id) AS member, u."platformAdmin" AS operator
        FROM "user" u WHERE u.email = ${email}`;
    const callbackPath = who?.member ? "/studio" : who?.operator ? "/platform" : ONBOARDING_PATH;
    // A used or expired link of a newcomer offers a new one on the sign-up page (the sign-in form
    // sends links to members only).
    const errorPath = callbackPath === ONBOARDING_PATH ? "/studio/sign-up?link=expired" : undefined;
    const link = await mintSignInLink(tx, email, { callbackPath, errorPath });
    await queueSignInLink(tx, clock, { email, url: link, kind: "staff_sign_in" });
    return made.length === 1 ? link : null;
  });
  return shown && devCodeMode("email") ? { status: "sent", devLink: shown } : { status: "sent" };
}
