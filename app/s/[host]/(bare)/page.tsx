// `/` of a studio host: to the guest's language if the site offers it, else the default.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { pickLocale } from "@/lib/i18n";
import { requireSite } from "@/lib/site/server/load";

export default async function SiteRoot({ params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const { site } = await requireSite(host, "/");
  const locale = pickLocale((await headers()).get("accept-language"), site.site.locales, site.site.defaultLocale);
  redirect(`/${locale}`);
}
