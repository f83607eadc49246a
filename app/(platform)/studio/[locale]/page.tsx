// The dashboard's calendar (docs/dashboard.md, Pages): a day or a week in the studio's zone,
// rooms side by side, every booking, live hold and block; prev/next/today and a date form
// (plain links and a GET form, so it all works without script); the forms to block time and to
// take a phone booking; staff blocks listed with a remove button; refreshed by itself. Bookings
// are moved by drag or keys and empty times taken from the grid (components/studio/CalendarBoard.tsx).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Agenda } from "@/components/studio/Agenda";
import { CalendarBoard } from "@/components/studio/CalendarBoard";
import { CalendarLegend } from "@/components/studio/CalendarGrid";
import { CalendarPoller } from "@/components/studio/CalendarPoller";
import { RemoveBlockButton } from "@/components/studio/RemoveBlockButton";
import { ToCollectToday } from "@/components/studio/ToCollectToday";
import { calendarQuery, neighbours, readCalendarParams, viewDays, wallTime } from "@/components/studio/calendar-math";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { studioAgenda } from "@/lib/domain/dashboard/agenda";
import { studioCalendar } from "@/lib/domain/dashboard/calendar";
import { toCollectToday } from "@/lib/domain/dashboard/collect";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";
import { longDate, todayIn, zoneCity } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").studio.calendar.title };
}

export default async function CalendarPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const dict = getDict(locale);
  const t = dict.studio;
  const tc = t.calendar;
  const today = todayIn(studio.timezone, clock().now());
  const query = await searchParams;
  const { mode, date } = readCalendarParams(query, today);
  const days = viewDays(mode, date);
  // The landing page (no view or date asked for) opens on today's agenda, which only phones show
  // (docs/dashboard.md, Agenda and day sheet).
  const landing = query.view === undefined && query.date === undefined;
  const [full, agenda, collect] = await Promise.all([
    studioCalendar(db(), clock(), actor, { from: days[0], days: mode === "week" ? 7 : 1 }),
    landing ? studioAgenda(db(), clock(), actor, studio.timezone) : null,
    toCollectToday(db(), clock(), actor),
  ]);
  // One room alone (?room=): the phone's room switcher, and a narrower week anywhere.
  const room = typeof query.room === "string" && full.rooms.some((r) => r.id === query.room) ? query.room : null;
  const view = room
    ? { ...full, rooms: full.rooms.filter((r) => r.id === room), items: full.items.filter((i) => i.roomId === room) }
    : full;
  const td = getDict(locale).day;
  const { prev, next } = neighbours(mode, date);
  const base = `/studio/${locale}`;
  const calendarQueryIn = (m: typeof mode, d: string, r: string | null = room) => `${calendarQuery(m, d)}${r ? `&room=${r}` : ""}`;
  const range =
    days.length === 1
      ? longDate(days[0], locale)
      : `${longDate(days[0], locale, { day: "numeric", month: "long" })} – ${longDate(days[6], locale, { day: "numeric", month: "long", year: "numeric" })}`;
  // Only the staff's own blocks can be removed here; the studio file's come back with each import.
  const manualBlocks = view.items.filter((i) => i.kind === "manual_block" && i.source === "manual");
  const roomName = new Map(full.rooms.map((r) => [r.id, r.name]));

  return (
    <div className="studio-calendar">
      <div className="studio-page-head">
        <h1 id="calendar-title">
          {tc.title}: <span data-testid="calendar-range">{range}</span>
        </h1>
        <div className="actions">
          <a className="btn" href={`${base}/block?date=${date}`}>
            {t.block.title}
          </a>
          <a className="btn" href={`${base}/phone-booking?date=${date}`}>
            {t.phone.title}
          </a>
          <a className="btn btn-secondary" href={`${base}/day-sheet?date=${date}`} data-testid="day-sheet-link">
            {td.daySheet}
          </a>
        </div>
      </div>

      {agenda ? <Agenda days={agenda.days} rows={agenda.bookings} locale={locale} t={t} base={base} /> : null}
      <ToCollectToday items={collect} locale={locale} t={t} base={base} />

      <div className="cal-toolbar">
        <nav aria-label={tc.view} className="cal-views">
          <ul>
            {(["day", "week"] as const).map((m) => (
              <li key={m}>
                <a href={`${base}${calendarQueryIn(m, date)}`} aria-current={m === mode ? "page" : undefined}>
                  {tc[m]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cal-nav">
          <a className="btn btn-secondary" href={`${base}${calendarQueryIn(mode, prev)}`} rel="prev">
            <span aria-hidden="true">←</span> {mode === "week" ? tc.prevWeek : tc.prevDay}
          </a>
          <a className="btn btn-secondary" href={`${base}${calendarQueryIn(mode, today)}`}>
            {tc.today}
          </a>
          <a className="btn btn-secondary" href={`${base}${calendarQueryIn(mode, next)}`} rel="next">
            {mode === "week" ? tc.nextWeek : tc.nextDay} <span aria-hidden="true">→</span>
          </a>
        </div>
        <form className="cal-goto" method="get" action={base}>
          <input type="hidden" name="view" value={mode} />
          {room ? <input type="hidden" name="room" value={room} /> : null}
          <label htmlFor="cal-date">{tc.goTo}</label>
          <input id="cal-date" name="date" type="date" defaultValue={date} required />
          <button type="submit" className="btn btn-secondary">
            {tc.show}
          </button>
        </form>
      </div>

      {full.rooms.length > 1 ? (
        <nav aria-label={td.roomSwitcher} className="cal-rooms">
          <ul>
            {[{ id: null, name: td.allRooms }, ...full.rooms].map((r) => (
              <li key={r.id ?? "all"}>
                <a href={`${base}${calendarQueryIn(mode, date, r.id)}`} aria-current={r.id === room ? "page" : undefined}>
                  {r.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p className="hint">{fmt(dict.booking.timesIn, { zone: fmt(dict.booking.zoneTime, { city: zoneCity(studio.timezone) }) })}</p>
      <CalendarLegend t={t} />

      {view.rooms.length === 0 ? (
        <p>{tc.noRooms}</p>
      ) : (
        <>
          {view.items.length === 0 ? <p data-testid="calendar-empty">{tc.empty}</p> : null}
          <CalendarBoard
            items={view.items}
            rooms={view.rooms}
            steps={Object.fromEntries(studio.rooms.map((r) => [r.id, r.stepMinutes]))}
            days={days}
            hours={view.hours}
            locale={locale}
            t={t}
            errors={dict.errors}
            label={`${tc.title}: ${range}`}
            base={base}
          />
        </>
      )}

      {manualBlocks.length ? (
        <section aria-labelledby="blocks-title" className="studio-section">
          <h2 id="blocks-title">{tc.blocksTitle}</h2>
          <ul className="studio-blocks">
            {manualBlocks.map((b) => {
              const what = `${roomName.get(b.roomId) ?? ""}, ${longDate(b.startsAt.slice(0, 10), locale, { weekday: "short", day: "numeric", month: "short" })} ${wallTime(b.startsAt)}–${wallTime(b.endsAt)}${b.label ? ` · ${b.label}` : ""}`;
              return (
                <li key={b.id} data-block-id={b.id}>
                  <span>{what}</span> <RemoveBlockButton blockId={b.id} groupId={b.groupId} what={what} t={t} errors={dict.errors} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <CalendarPoller
        from={days[0]}
        days={mode === "week" ? 7 : 1}
        version={view.version}
        agendaVersion={agenda?.version}
        message={tc.refreshed}
      />
    </div>
  );
}
