// The shell shared by the dashboard's one-form pages reached from the calendar (docs/dashboard.md,
// Pages): the locale, the signed-in studio, the date and room the calendar passed (else today
// in the studio and no room), a link back to that day, the title, and the form only when the
// studio has rooms. Server-only (reads the session).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { currentStudio } from "@/lib/auth/page-session";
import { clock } from "@/lib/infra/clock";
import { getDict, isLocale, type Dict, type Locale } from "@/lib/i18n";
import { todayIn } from "@/lib/site/client/format";
import { isIsoDate } from "./calendar-math";

export type SlotPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's <title> in its locale (English for an unknown one: the page itself is a 404). */
export async function slotPageMetadata(params: SlotPageProps["params"], title: (d: Dict) => string): Promise<Metadata> {
  const { locale } = await params;
  return { title: title(getDict(isLocale(locale) ? locale : "en")) };
}

export async function loadSlotPage({ params, searchParams }: SlotPageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const studio = await currentStudio();
  const dict = getDict(locale);
  const q = await searchParams;
  const date = isIsoDate(q.date) ? q.date : todayIn(studio.timezone, clock().now());
  const roomId = typeof q.roomId === "string" && studio.rooms.some((r) => r.id === q.roomId) ? q.roomId : undefined;
  return { locale, studio, dict, date, roomId };
}

export function SlotPageShell({
  locale,
  dict,
  date,
  title,
  hasRooms,
  children,
}: {
  locale: Locale;
  dict: Dict;
  date: string;
  title: string;
  hasRooms: boolean;
  children: ReactNode;
}) {
  return (
    <div className="studio-narrow">
      <p>
        <a href={`/studio/${locale}?view=day&date=${date}`}>← {dict.studio.calendar.title}</a>
      </p>
      <h1>{title}</h1>
      {hasRooms ? children : <p>{dict.studio.calendar.noRooms}</p>}
    </div>
  );
}
