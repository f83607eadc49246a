// Manage page of a booking (the guest's link). noindex, no referrer (also set as a header
// by middleware.ts), no third-party script: only our own client island, which sends the
// token to the API and nowhere else.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { ManageBooking } from "@/components/manage/ManageBooking";
import { getDict } from "@/lib/i18n";
import { requireLocale, requireSite } from "@/lib/site-pages/load";
import { pageMetadata } from "@/lib/site-pages/seo";

type Params = { params: Promise<{ host: string; locale: string; token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { title: getDict(locale).manage.title, noindex: true });
}

export default async function ManagePage({ params }: Params) {
  const { host, locale: l, token } = await params;
  const ctx = await requireSite(host);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const { Shell } = TEMPLATES[ctx.site.site.template];
  return (
    <Shell site={ctx.site} locale={locale} dict={dict} path={`/manage/${token}`} page>
      <h1>{dict.manage.title}</h1>
      <ManageBooking token={token} locale={locale} t={dict.manage} b={dict.booking} errors={dict.errors} contactHref={`/${locale}#contact`} />
    </Shell>
  );
}
