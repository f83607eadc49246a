// Manage page of a booking (the guest's link). noindex, no referrer (also set as a header
// by middleware.ts), no third-party script: only our own client island, which sends the
// token to the API and nowhere else. The booking itself is read here, so it shows without
// JavaScript (docs/sites.md, Without JavaScript). After booking, the flow lands here with ?confirmed=1
// (the "booking confirmed" banner), so a reload or a shared link shows the confirmation.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { ManageBooking } from "@/components/manage/ManageBooking";
import type { StudioInfo } from "@/components/manage/studio-info";
import { mapUrl } from "@/components/site/links";
import { addressLine, roomInstructions } from "@/lib/contract/booking-text";
import { getDict } from "@/lib/i18n";
import { localizeSite } from "@/lib/site/server/content";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { pageMetadata } from "@/lib/site/server/seo";
import { devCodeMode } from "@/lib/infra/delivery";
import { GuestInvoice } from "@/components/manage/GuestInvoice";
import { NoScriptContacts } from "@/components/site/NoScriptContacts";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { guestInvoicing } from "@/lib/site/server/guest-invoice";
import { managedBooking } from "@/lib/site/server/manage";
import { askGuestInvoiceAction } from "./actions";
import { guestSeriesDates } from "@/lib/domain/bookings/series-dates";
import { SeriesDates } from "@/components/manage/SeriesDates";

// Per guest: rendered for every request, never cached (its token is a password).
export const dynamic = "force-dynamic";

type Params = {
  params: Promise<{ host: string; locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Params["params"] }): Promise<Metadata> {
  const { host, locale: l, token } = await params;
  const ctx = await requireSite(host, `/${l}/manage/${token}`);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { title: getDict(locale).manage.title, noindex: true });
}

export default async function ManagePage({ params, searchParams }: Params) {
  const { host, locale: l, token } = await params;
  const confirmed = (await searchParams).confirmed === "1";
  const ctx = await requireSite(host, `/${l}/manage/${token}`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const { Shell } = TEMPLATES[ctx.site.site.template];
  const { studio, site } = ctx.site;
  const studioInfo: StudioInfo = {
    address: addressLine(studio),
    mapUrl: mapUrl(studio),
    // The booking names its room; the room's "on the day" text comes from the site.
    instructions: Object.fromEntries(
      ctx.site.rooms.map((r) => [r.name, roomInstructions(r.instructions, locale, site.defaultLocale) ?? ""]),
    ),
    roomPaths: Object.fromEntries(ctx.site.rooms.map((r) => [r.name, `/${locale}/rooms/${r.id}`])),
    homePath: `/${locale}`,
    // Pre-production with neither provider: the confirmation and its link were not sent.
    messagesSimulated: devCodeMode("email") && devCodeMode("phone"),
  };
  const [initial, invoicing, series] = await Promise.all([
    managedBooking(db(), clock(), token),
    guestInvoicing(db(), clock(), token),
    guestSeriesDates(db(), token).catch(() => null),
  ]);
  return (
    <Shell site={localizeSite(ctx.site, locale)} locale={locale} dict={dict} path={`/manage/${token}`} page>
      <h1>{dict.manage.title}</h1>
      <ManageBooking
        token={token}
        locale={locale}
        t={dict.manage}
        b={dict.booking}
        errors={dict.errors}
        contactHref={`/${locale}#contact`}
        confirmed={confirmed}
        studio={studioInfo}
        initial={initial}
      />
      {series ? <SeriesDates dates={series} locale={locale} t={dict.manage} /> : null}
      <NoScriptContacts site={ctx.site} locale={locale} dict={dict} text={dict.manage.noScriptChange} />
      {/* A full invoice on request, where the studio invoices (docs/invoices.md, The guest asks). */}
      {invoicing && (invoicing.offered || invoicing.invoices.length) ? (
        <GuestInvoice
          action={askGuestInvoiceAction}
          token={token}
          offered={invoicing.offered}
          invoices={invoicing.invoices}
          locale={locale}
          t={dict.invoices.guest}
          failed={dict.errors.INTERNAL_ERROR}
        />
      ) : null}
    </Shell>
  );
}
