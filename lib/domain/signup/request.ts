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
import { devCodeMode } from "../holds/send-code";
import { mintSignInLink, normalEmail, queueSignInLink } from "../staff/links";

/** Where a new person lands after opening the link: the wizard (a member: their dashboard). */
const ONBOARDING_PATH = "/studio/onboarding";

/**
 * Count the request against the sign-up limits (per client network as the holds count it: its
 * /64 or IPv4 address, its /56 and /48 at twice that; and per address, canonical form), make the
 * person's user row when new (unverified until the link is opened), and queue the link's email.
 * Pre-production without an email provider answers the link itself (`devLink`), as a hold answers
 * its `devCode`. The answer is the same for a new address and a known one.
 */
export async function requestSignUp(
  db: Db,
  clock: Clock,
  req: { email: string; locale: Locale; ip: string },
): Promise<{ status: "sent"; devLink?: string }> {
  const email = normalEmail(req.email);
  await consume(db, clock, LIMITS.signUpsPerIp, req.ip);
  await consume(db, clock, LIMITS.signUpsPerEmail, `email:${canonicalEmail(email)}`);
  const url = await inTransaction(db, async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "user" (id, name, email, "emailVerified", locale, "createdAt", "updatedAt")
      VALUES (${randomUUID()}, ${email.slice(0, email.indexOf("@"))}, ${email}, false, ${req.locale}, ${clock.now()}, ${clock.now()})
      ON CONFLICT (email) DO NOTHING`;
    const member = await tx.$queryRaw<{ one: number }[]>`
      SELECT 1 AS one FROM member m JOIN "user" u ON u.id = m."userId" WHERE u.email = ${email} LIMIT 1`;
    const link = await mintSignInLink(tx, email, { callbackPath: member.length ? "/studio" : ONBOARDING_PATH });
    await queueSignInLink(tx, clock, { email, url: link, kind: "staff_sign_in" });
    return link;
  });
  return devCodeMode("email") ? { status: "sent", devLink: url } : { status: "sent" };
}
