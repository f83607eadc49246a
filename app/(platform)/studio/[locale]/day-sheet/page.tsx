// The day sheet (docs/dashboard.md, Agenda and day sheet): one studio-local day on paper, every
// hour of it and every room, each booking with its guest, phone, status, payment and notes, and
// what else holds a room (holds, blocks). Printed with the browser (studio.css, print rules).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/studio/PrintButton";
import { FlagBadges } from "@/components/studio/FlagBadges";
import type { Locale } from "@/lib/contract/locales";
import { calendarQuery, isIsoDate, neighbours, wallTime } from "@/components/studio/calendar-math";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { bookingsOnDays } from "@/lib/domain/dashboard/agenda";
import { isSettled, type AgendaRow } from "@/lib/contract/agenda";
import { studioCalendar, type CalendarView } from "@/lib/domain/dashboard/calendar";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale, type Catalog } from "@/lib/i18n";
import { longDate, todayIn } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").day.daySheet };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;

type CalendarItem = CalendarView["items"][number];
type Entry = { key: string; start: number; end: number; booking?: AgendaRow; item?: CalendarItem };

export default async function DaySheetPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const q = await searchParams;
  const date = isIsoDate(q.date) ? q.date : todayIn(studio.timezone, clock().now());
  const [view, bookings] = await Promise.all([
    studioCalendar(db(), clock(), actor, { from: date, days: 1 }),
    bookingsOnDays(db(), actor, [date]),
  ]);
  const dict = getDict(locale);
  const t = dict.studio;
  const td = getDict(locale).day;
  const title = fmt(td.daySheetTitle, { date: longDate(date, locale) });

  // Every entry of the day in minutes from its midnight; a block or hold from the day before or
  // into the next is cut at the day's edges.
  const entries: (Entry & { roomId: string })[] = [
    ...bookings.map((b) => {
      const start = minutesOf(b.startTime);
      const end = minutesOf(b.endTime);
      return { key: b.id, roomId: b.roomId, start, end: end <= start ? 1440 : end, booking: b };
    }),
    ...view.items
      .filter((i) => i.kind !== "booking")
      .map((i) => ({
        key: `${i.kind}-${i.id}`,
        roomId: i.roomId,
        start: i.startsAt.slice(0, 10) < date ? 0 : minutesOf(wallTime(i.startsAt)),
        end: i.endsAt.slice(0, 10) > date ? 1440 : minutesOf(wallTime(i.endsAt)),
        item: i,
      })),
  ];
  const first = Math.min(Math.floor(minutesOf(view.hours.open) / 60), ...entries.map((e) => Math.floor(e.start / 60)));
  const last = Math.max(Math.ceil(minutesOf(view.hours.close) / 60), ...entries.map((e) => Math.ceil(e.end / 60)));
  const hours = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
  const base = `/studio/${locale}`;

  return (
    <div className="day-sheet">
      <p className="no-print">
        <a href={`${base}${calendarQuery("day", date)}`}>← {td.backToCalendar}</a>
      </p>
      <div className="studio-page-head">
        <h1>
          {title} <span className="day-sheet-studio">· {view.studio.name}</span>
        </h1>
        <div className="actions no-print">
          <a className="btn btn-secondary" href={`${base}/day-sheet?date=${neighbours("day", date).prev}`} rel="prev">
            <span aria-hidden="true">←</span> {t.calendar.prevDay}
          </a>
          <a className="btn btn-secondary" href={`${base}/day-sheet?date=${neighbours("day", date).next}`} rel="next">
            {t.calendar.nextDay} <span aria-hidden="true">→</span>
          </a>
          <PrintButton label={td.print} />
        </div>
      </div>
      <div className="table-scroll" role="group" aria-labelledby="day-sheet-caption" tabIndex={0}>
        <table className="studio-table day-sheet-table" data-testid="day-sheet">
          <caption id="day-sheet-caption">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{td.time}</th>
              {view.rooms.map((r) => (
                <th key={r.id} scope="col">
                  {r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((h) => (
              <tr key={h}>
                <th scope="row">{hourLabel(h % 24)}</th>
                {view.rooms.map((r) => {
                  const here = entries.filter((e) => e.roomId === r.id && e.start < (h + 1) * 60 && e.end > h * 60);
                  return (
                    <td key={r.id} data-label={r.name}>
                      {here.length === 0 ? (
                        <span className="day-sheet-free">{td.free}</span>
                      ) : (
                        here.map((e) =>
                          // An entry is written out in the hour it starts (or the first hour shown);
                          // the hours it runs on through only carry its name.
                          Math.max(e.start, first * 60) >= h * 60 ? (
                            <Written key={e.key} e={e} t={t} td={td} locale={locale} />
                          ) : (
                            <p key={e.key} className="day-sheet-cont">
                              ↳ {e.booking ? e.booking.guestName : e.item!.kind === "hold" ? t.calendar.holdLabel : e.item!.label}
                            </p>
                          ),
                        )
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Written({ e, t, td, locale }: { e: Entry; t: ReturnType<typeof getDict>["studio"]; td: Catalog["day"]; locale: Locale }) {
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const when = `${time(e.start)}–${time(e.end)}`;
  const b = e.booking;
  if (!b) {
    const i = e.item!;
    return (
      <p className="day-sheet-entry is-block">
        <strong>{when}</strong> {i.kind === "hold" ? t.calendar.holdLabel : i.label}{" "}
        <em>{t.calendar.kinds[i.kind as "hold" | "feed_block" | "manual_block"]}</em>
      </p>
    );
  }
  return (
    <div className={`day-sheet-entry${isSettled(b.paymentStatus) ? "" : " is-due"}`} data-reference={b.reference}>
      <p>
        <strong>{when}</strong> <span className="day-sheet-guest">{b.guestName}</span>
      </p>
      {b.phone ? (
        <p>
          {td.phone}: <a href={`tel:${b.phone}`}>{b.phone}</a>
        </p>
      ) : b.email ? (
        <p className="contact">{b.email}</p>
      ) : null}
      <p>
        {t.statusValues[b.status as keyof typeof t.statusValues] ?? b.status} ·{" "}
        <strong>{t.paymentValues[b.paymentStatus as keyof typeof t.paymentValues] ?? b.paymentStatus}</strong> · {b.reference}
        {b.flags.length ? (
          <>
            {" "}
            · <FlagBadges flags={b.flags} locale={locale} />
          </>
        ) : null}
      </p>
      {b.notes ? (
        <p className="studio-notes">
          {td.notes}: {b.notes}
        </p>
      ) : null}
    </div>
  );
}
