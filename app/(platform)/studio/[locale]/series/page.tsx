// Regular booking (docs/series.md, Dashboard): a plain page with one form and its preview, reached
// from the phone-booking page.
import { SeriesForm } from "@/components/studio/SeriesForm";
import { SlotPageShell } from "@/components/studio/slot-page";
import { loadSlotPage, slotPageMetadata, type SlotPageProps } from "../slot-page";
import { LOCALES, getDict, isLocale, type Locale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Pick<SlotPageProps, "params">) {
  const { locale } = await params;
  return slotPageMetadata(params, () => getDict(isLocale(locale) ? locale : "en").series.title);
}

export default async function SeriesPage(props: SlotPageProps) {
  const { locale, studio, dict, date, roomId, start } = await loadSlotPage(props);
  const localeNames = Object.fromEntries(LOCALES.map((l) => [l, getDict(l).localeName])) as Record<Locale, string>;
  const ts = getDict(locale).series;
  return (
    <SlotPageShell locale={locale} dict={dict} date={date} title={ts.title} hasRooms={studio.rooms.length > 0}>
      <SeriesForm
        rooms={studio.rooms}
        date={date}
        roomId={roomId}
        start={start}
        locale={locale}
        localeNames={localeNames}
        bookingPath={`/studio/${locale}/bookings`}
        t={dict.studio}
        ts={ts}
        errors={dict.errors}
      />
    </SlotPageShell>
  );
}
