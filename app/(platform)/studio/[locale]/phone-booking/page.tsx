// Phone booking (docs/dashboard.md, Pages): a plain page with one form, reached from the calendar.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PhoneBookingForm } from "@/components/studio/PhoneBookingForm";
import { isIsoDate } from "@/components/studio/calendar-math";
import { currentStudio } from "@/lib/auth/page-session";
import { clock } from "@/lib/infra/clock";
import { LOCALES, getDict, isLocale, type Locale } from "@/lib/i18n";
import { todayIn } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").studio.phone.title };
}

export default async function PhoneBookingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const studio = await currentStudio();
  const dict = getDict(locale);
  const q = await searchParams;
  const date = isIsoDate(q.date) ? q.date : todayIn(studio.timezone, clock().now());
  const roomId = typeof q.roomId === "string" && studio.rooms.some((r) => r.id === q.roomId) ? q.roomId : undefined;
  const localeNames = Object.fromEntries(LOCALES.map((l) => [l, getDict(l).localeName])) as Record<Locale, string>;
  return (
    <div className="studio-narrow">
      <p>
        <a href={`/studio/${locale}?view=day&date=${date}`}>← {dict.studio.calendar.title}</a>
      </p>
      <h1>{dict.studio.phone.title}</h1>
      {studio.rooms.length === 0 ? (
        <p>{dict.studio.calendar.noRooms}</p>
      ) : (
        <PhoneBookingForm
          rooms={studio.rooms}
          date={date}
          roomId={roomId}
          locale={locale}
          localeNames={localeNames}
          bookingPath={`/studio/${locale}/bookings`}
          t={dict.studio}
          errors={dict.errors}
        />
      )}
    </div>
  );
}
