// The site's room search (docs/sites.md, Finding a room): the home page's form posts here by GET, so
// the answer is a server-rendered page that works without JavaScript and can be shared or reloaded.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { RoomSearchForm, RoomSearchResults } from "@/components/site/RoomSearch";
import { getDict } from "@/lib/i18n";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { localizeSite } from "@/lib/site/server/content";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { roomSearchPage } from "@/lib/site/server/room-search";
import { pageMetadata } from "@/lib/site/server/seo";

// The answer is the rooms' busy time now: read for every request.
export const dynamic = "force-dynamic";

type Params = {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Params["params"] }): Promise<Metadata> {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/search`);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { path: "/search", title: getDict(locale).roomSearch.title, noindex: true });
}

export default async function RoomSearchPage({ params, searchParams }: Params) {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/search`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const site = localizeSite(ctx.site, locale);
  const { Shell } = TEMPLATES[site.site.template];
  const page = await roomSearchPage(db(), clock(), ctx.rec, await searchParams);
  return (
    <Shell site={site} locale={locale} dict={dict} path="/search" page>
      <h1>{dict.roomSearch.title}</h1>
      {page.invalid ? (
        <p className="alert" role="alert">
          {dict.roomSearch.invalid}
        </p>
      ) : null}
      {!site.studio.isVerified ? (
        // A studio that has just signed up takes no booking yet (docs/signup.md, Publish).
        <p className="notice" data-testid="not-taking-bookings">
          {dict.room.notTakingYet} <a href={`/${locale}#contact`}>{dict.manage.contactStudio}</a>
        </p>
      ) : page.found ? (
        <RoomSearchResults site={site} locale={locale} dict={dict} found={page.found} />
      ) : null}
      <RoomSearchForm site={site} locale={locale} dict={dict} values={page.values} />
    </Shell>
  );
}
