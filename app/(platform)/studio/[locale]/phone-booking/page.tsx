// Phone booking (docs/dashboard.md, Pages): a plain page with one form, reached from the calendar.
import { PhoneBookingForm } from "@/components/studio/PhoneBookingForm";
import { SlotPageShell } from "@/components/studio/slot-page";
import { loadSlotPage, slotPageMetadata, type SlotPageProps } from "../slot-page";
import { LOCALES, getDict, type Locale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Pick<SlotPageProps, "params">) {
  return slotPageMetadata(params, (d) => d.studio.phone.title);
}

export default async function PhoneBookingPage(props: SlotPageProps) {
  const { locale, studio, dict, date, roomId, start } = await loadSlotPage(props);
  const localeNames = Object.fromEntries(LOCALES.map((l) => [l, getDict(l).localeName])) as Record<Locale, string>;
  return (
    <SlotPageShell locale={locale} dict={dict} date={date} title={dict.studio.phone.title} hasRooms={studio.rooms.length > 0}>
      {/* The same guest every week: a regular booking (docs/series.md, Dashboard). */}
      <p>
        <a
          href={`/studio/${locale}/series?date=${date}${roomId ? `&roomId=${roomId}` : ""}${start ? `&start=${start}` : ""}`}
          data-testid="series-link"
        >
          {getDict(locale).series.link}
        </a>
        {" · "}
        {/* Packs of prepaid hours, sold at the desk (docs/prepaid-hours.md). */}
        <a href={`/studio/${locale}/payments/prepaid`}>{dict.prepaid.dashboard.link}</a>
      </p>
      {/* An unverified studio's confirmation reaches only its members (docs/decisions-messages.md, Unverified studios). */}
      {studio.verified ? null : (
        <p className="studio-notice" data-testid="phone-unverified">
          {dict.studio.phone.unverifiedHint}
        </p>
      )}
      <PhoneBookingForm
        rooms={studio.rooms}
        date={date}
        roomId={roomId}
        start={start}
        slug={studio.slug}
        locale={locale}
        localeNames={localeNames}
        bookingPath={`/studio/${locale}/bookings`}
        t={dict.studio}
        tx={dict.calendarActions}
        errors={dict.errors}
        prepaidLabel={dict.prepaid.phoneField}
      />
    </SlotPageShell>
  );
}
