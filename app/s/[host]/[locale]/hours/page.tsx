// Prepaid hours (docs/prepaid-hours.md, The buyer's code): the buyer's email links here with the code in
// the URL's fragment, which the browser never sends; the form takes it from there (or as typed) and asks
// the page's action for the hours left. Below, the packs the studio sells on its site, bought by card
// (docs/prepaid-hours.md, Buying on the site) where it takes card payments. Noindex: a tool, not content.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { PrepaidHours } from "@/components/site/PrepaidHours";
import { getDict } from "@/lib/i18n";
import { localizeSite } from "@/lib/site/server/content";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { pageMetadata } from "@/lib/site/server/seo";
import { BuyHours } from "@/components/site/BuyHours";
import { packsOnSale } from "@/lib/domain/prepaid/online";
import { db } from "@/lib/infra/db";
import { env } from "@/lib/infra/env";
import { buyHours, checkHours } from "./actions";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ host: string; locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/hours`);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { path: "/hours", title: getDict(locale).prepaid.page.title, noindex: true });
}

export default async function HoursPage({ params }: Params) {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/hours`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const site = localizeSite(ctx.site, locale);
  const { Shell } = TEMPLATES[site.site.template];
  const t = dict.prepaid.page;
  const packs = await packsOnSale(db(), ctx.rec.studioId);
  const publishableKey = env().STRIPE_PUBLISHABLE_KEY;
  return (
    <Shell site={site} locale={locale} dict={dict} path="/hours" page>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <PrepaidHours action={checkHours} locale={locale} t={t} failed={dict.errors.INTERNAL_ERROR} bookHref={`/${locale}#rooms`} />
      {packs.length && publishableKey ? (
        <BuyHours
          action={buyHours}
          packs={packs}
          locale={locale}
          publishableKey={publishableKey}
          t={dict.prepaid.buy}
          failed={dict.errors.INTERNAL_ERROR}
        />
      ) : null}
    </Shell>
  );
}
