// Studio home page (template's Home inside its Shell) with the LocalBusiness JSON-LD.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { JsonLd } from "@/components/site/JsonLd";
import { getDict } from "@/lib/i18n";
import { localizeSite } from "@/lib/site/server/content";
import { photoWidths } from "@/lib/site/server/room-details";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { localBusinessJsonLd, pageMetadata } from "@/lib/site/server/seo";

type Params = { params: Promise<{ host: string; locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale } = await params;
  const ctx = await requireSite(host, `/${locale}`);
  return pageMetadata(ctx, requireLocale(ctx, locale));
}

export default async function HomePage({ params }: Params) {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const { Shell, Home } = TEMPLATES[ctx.site.site.template];
  const site = localizeSite(ctx.site, locale);
  return (
    <Shell site={site} locale={locale} dict={dict} path="">
      <JsonLd data={localBusinessJsonLd(ctx, locale)} />
      <Home site={site} locale={locale} dict={dict} path="" photoWidths={photoWidths(ctx.rec)} />
    </Shell>
  );
}
