// The platform page's data: every live, verified studio with its public address (a preview awaiting
// verification is not listed, docs/signup.md, Not indexed).
import { db } from "../../infra/db";
import { env } from "../../infra/env";
import { canonicalHost } from "../../domain/sites";
import { publicScheme } from "./load";

export type StudioLink = { name: string; city: string; shortDescription: string | null; url: string };

export async function liveStudios(): Promise<StudioLink[]> {
  const rows = await db().siteConfig.findMany({
    where: { status: "live", studio: { verificationStatus: "live" } },
    select: { customDomain: true, studio: { select: { name: true, slug: true, city: true, shortDescription: true } } },
    orderBy: { studio: { name: "asc" } },
  });
  const e = env();
  return rows.map((r) => ({
    name: r.studio.name,
    city: r.studio.city,
    shortDescription: r.studio.shortDescription,
    // In preproduction the slug host always works (no DNS needed for custom domains).
    url: `${publicScheme()}//${e.APP_ENV === "production" ? canonicalHost(r.studio.slug, r.customDomain, e) : canonicalHost(r.studio.slug, null, e)}/`,
  }));
}
