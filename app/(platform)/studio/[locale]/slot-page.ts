// What the dashboard's one-form pages (block time, phone booking) load (docs/dashboard.md, Pages):
// the locale, the signed-in studio, the date, room and start the calendar passed (else today in the
// studio, no room and no start). Server-only (reads the session).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { currentStudio } from "@/lib/auth/page-session";
import { clock } from "@/lib/infra/clock";
import { getDict, isLocale, type Catalog } from "@/lib/i18n";
import { todayIn } from "@/lib/site/client/format";
import { isIsoDate } from "@/components/studio/calendar-math";

export type SlotPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's <title> in its locale (English for an unknown one: the page itself is a 404). */
export async function slotPageMetadata(params: SlotPageProps["params"], title: (d: Catalog) => string): Promise<Metadata> {
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
  const start = typeof q.start === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(q.start) ? q.start : undefined;
  return { locale, studio, dict, date, roomId, start };
}
