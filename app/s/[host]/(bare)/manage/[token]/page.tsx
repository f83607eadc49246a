// `/manage/{token}` without a locale (a manage link in any form): same page in the guest's
// language. Same host, so the token stays on this site.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { pickLocale } from "@/lib/i18n";
import { requireSite } from "@/lib/site/server/load";

export const metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" as const };

export default async function ManageRedirect({ params }: { params: Promise<{ host: string; token: string }> }) {
  const { host, token } = await params;
  const { site } = await requireSite(host, `/manage/${token}`);
  const locale = pickLocale((await headers()).get("accept-language"), site.site.locales, site.site.defaultLocale);
  redirect(`/${locale}/manage/${encodeURIComponent(token)}`);
}
