// "Find my booking" (docs/decisions-bookings.md, Finding a booking): the reference and the contact a booking was
// made with get a new manage link sent to that contact. The page is the same for every guest (cached like the
// other site pages); noindex, as it is a tool rather than content.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { FindBooking } from "@/components/site/FindBooking";
import { devCodeMode } from "@/lib/infra/delivery";
import { getDict } from "@/lib/i18n";
import { localizeSite } from "@/lib/site/server/content";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { pageMetadata } from "@/lib/site/server/seo";

type Params = { params: Promise<{ host: string; locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/find-booking`);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { path: "/find-booking", title: getDict(locale).lookup.title, noindex: true });
}

export default async function FindBookingPage({ params }: Params) {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/find-booking`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const site = localizeSite(ctx.site, locale);
  const { Shell } = TEMPLATES[site.site.template];
  return (
    <Shell site={site} locale={locale} dict={dict} path="/find-booking" page>
      <h1>{dict.lookup.title}</h1>
      <p>{dict.lookup.intro}</p>
      {/* Pre-production with neither provider: nothing is sent (docs/decisions-bookings.md, Finding a booking). */}
      <FindBooking slug={site.studio.slug} t={dict.lookup} simulated={devCodeMode("email") && devCodeMode("phone")} />
    </Shell>
  );
}
