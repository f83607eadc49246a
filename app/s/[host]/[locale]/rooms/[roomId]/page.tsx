// Room page: the template's room view with the booking flow (a client island calling the
// public API) when the room can be booked online.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TEMPLATES } from "@/components/templates";
import { TEMPLATE_PALETTES } from "@/lib/contract/templates";
import { BookingFlow } from "@/components/booking/BookingFlow";
import { NoScriptContacts } from "@/components/site/NoScriptContacts";
import { getDict } from "@/lib/i18n";
import { localizeSite, roomBookable } from "@/lib/site/server/content";
import { todayIn } from "@/lib/site/client/format";
import { clock } from "@/lib/infra/clock";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { pageMetadata } from "@/lib/site/server/seo";
import { roomDetails } from "@/lib/site/server/room-details";

type Params = { params: Promise<{ host: string; locale: string; roomId: string }> };

/** Rendered on first request, then cached like the rest of the site (revalidate: the locale layout). */
export async function generateStaticParams(): Promise<{ roomId: string }[]> {
  return [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale: l, roomId } = await params;
  const ctx = await requireSite(host, `/${l}/rooms/${roomId}`);
  const locale = requireLocale(ctx, l);
  const room = localizeSite(ctx.site, locale).rooms.find((r) => r.id === roomId);
  if (!room) notFound();
  return pageMetadata(ctx, locale, { path: `/rooms/${room.id}`, title: room.name, description: room.description ?? undefined });
}

export default async function RoomPage({ params }: Params) {
  const { host, locale: l, roomId } = await params;
  const ctx = await requireSite(host, `/${l}/rooms/${roomId}`);
  const locale = requireLocale(ctx, l);
  const site = localizeSite(ctx.site, locale);
  const room = site.rooms.find((r) => r.id === roomId);
  if (!room) notFound();
  const dict = getDict(locale);
  const { Shell, Room } = TEMPLATES[site.site.template];
  const path = `/rooms/${room.id}`;
  const booking = roomBookable(site, room) ? (
    <>
      <NoScriptContacts site={site} locale={locale} dict={dict} text={dict.room.noScript} />
      <BookingFlow
        locale={locale}
        slug={site.studio.slug}
        timezone={site.studio.timezone}
        country={site.studio.country}
        room={{
          id: room.id,
          name: room.name,
          hourlyCents: room.hourlyCents,
          currency: room.currency,
          minMinutes: room.minMinutes,
          maxMinutes: room.maxMinutes,
          stepMinutes: room.stepMinutes,
          paymentModes: room.paymentModes,
          cancelNoticeHours: room.cancelNoticeHours,
          capacity: room.capacity,
        }}
        cardPayments={site.cardPayments}
        captchaSiteKey={site.captchaSiteKey}
        stripePublishableKey={site.stripePublishableKey}
        stripeAccount={site.stripeAccount}
        today={todayIn(site.studio.timezone, clock().now())}
        theme={TEMPLATE_PALETTES[site.site.template].scheme}
        t={dict.booking}
        errors={dict.errors}
        prepaid={dict.prepaid.step}
        seriesMaxWeeks={room.paymentModes.includes("on_site") ? ctx.rec.onlineSeriesMaxWeeks : 0}
        contactHref={`/${locale}#contact`}
        contactLabel={dict.manage.contactStudio}
      />
    </>
  ) : !site.studio.isVerified ? (
    // A preview: said before the guest picks a time or types anything (docs/signup.md, Publish).
    <p className="notice" data-testid="not-taking-bookings">
      {dict.room.notTakingYet} <a href={`/${locale}#contact`}>{dict.manage.contactStudio}</a>
    </p>
  ) : (
    <p className="notice" data-testid="not-bookable">
      {dict.room.notBookable} <a href={`/${locale}#contact`}>{dict.manage.contactStudio}</a>
    </p>
  );
  return (
    <Shell site={site} locale={locale} dict={dict} path={path}>
      <Room
        site={site}
        locale={locale}
        dict={dict}
        path={path}
        room={room}
        booking={booking}
        details={roomDetails(ctx.rec, room.id, locale)}
      />
    </Shell>
  );
}
