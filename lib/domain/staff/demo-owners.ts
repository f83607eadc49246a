// Pre-production only (docs/studio-accounts.md, Demo owners): each demo studio has an owner,
// owner@{slug}.demo, and the launcher prints a one-click sign-in link for each at start-up, so
// the dashboard can be tried without email. Never in production: the links open real sessions.
import type { Env } from "../../infra/env";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { addMember } from "./members";
import { mintSignInLink } from "./links";

export const demoOwnerEmail = (slug: string) => `owner@${slug}.demo`;

/** For each of `slugs` that is a studio here: its demo owner (made when missing) and a fresh link. */
export async function demoOwnerLinks(
  db: Db,
  e: Pick<Env, "APP_ENV">,
  slugs: string[],
): Promise<{ slug: string; email: string; url: string }[]> {
  if (e.APP_ENV === "production") throw new Error("demo owners exist in pre-production only");
  const out: { slug: string; email: string; url: string }[] = [];
  for (const slug of slugs) {
    const studio = await db.studio.findUnique({ where: { slug }, select: { id: true } });
    if (!studio) continue;
    const email = demoOwnerEmail(slug);
    const url = await inTransaction(db, async (tx) => {
      await addMember(tx, studio.id, { email, role: "owner", name: "Demo owner", locale: "es" });
      return mintSignInLink(tx, email);
    });
    out.push({ slug, email, url });
  }
  return out;
}
