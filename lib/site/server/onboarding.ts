// The onboarding's pages (docs/signup.md, Template and preview): the signed-in owner's own studio as
// its site payload, whatever its site's status (a studio not yet published is previewed here).
import { db } from "../../infra/db";
import { env } from "../../infra/env";
import { findSiteByHost, type SiteRecord } from "../../domain/sites";
import { studioSiteUrl } from "../../domain/signup/studio";

export async function ownStudioSite(studioId: string): Promise<{ rec: SiteRecord; siteUrl: string } | null> {
  const s = await db().studio.findUnique({ where: { id: studioId }, select: { slug: true } });
  if (!s) return null;
  const rec = await findSiteByHost(db(), `${s.slug}.${env().ROOT_DOMAIN}`, { cached: false });
  return rec ? { rec, siteUrl: studioSiteUrl(s.slug) } : null;
}
