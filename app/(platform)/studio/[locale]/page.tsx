// The dashboard's calendar (docs/dashboard.md, Pages): a day or a week in the studio's zone,
// rooms side by side, every booking, live hold and block; prev/next/today and a date form
// (plain links and a GET form, so it all works without script); the forms to block time and to
// take a phone booking; staff blocks listed with a remove button; refreshed by itself. Bookings
// are moved by drag or keys and empty times taken from the grid (components/studio/CalendarBoard.tsx).
// Above it, the studio's standing: verification and card payments (docs/dashboard.md, Verification and notices).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Agenda } from "@/components/studio/Agenda";
import { NowAndNext } from "@/components/studio/NowAndNext";
import { CalendarBoard } from "@/components/studio/CalendarBoard";
import { CalendarLegend } from "@/components/studio/CalendarGrid";
import { CalendarRoomSwitcher, CalendarToolbar, ManualBlocks } from "@/components/studio/CalendarParts";
import { CalendarPoller } from "@/components/studio/CalendarPoller";
import { MessageCapNotice } from "@/components/studio/MessageCapNotice";
import { StudioStanding } from "@/components/studio/StudioStanding";
import { ToCollectToday } from "@/components/studio/ToCollectToday";
import { calendarQuery, neighbours, readCalendarParams, viewDays } from "@/components/studio/calendar-math";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { studioAgenda } from "@/lib/domain/dashboard/agenda";
import { nowAndNext } from "@/lib/domain/dashboard/now-next";
import { studioCalendar } from "@/lib/domain/dashboard/calendar";
import { toCollectToday } from "@/lib/domain/dashboard/collect";
import { studioStanding } from "@/lib/domain/dashboard/standing";
import { studioCapState } from "@/lib/domain/notifications/caps";
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
  const [full, agenda, soon, collect, standing, caps] = await Promise.all([
    studioCalendar(db(), clock(), actor, { from: days[0], days: mode === "week" ? 7 : 1 }),
    landing ? studioAgenda(db(), clock(), actor, studio.timezone) : null,
    landing ? nowAndNext(db(), clock(), actor, studio, locale) : null,
    toCollectToday(db(), clock(), actor),
    studioStanding(db(), clock(), actor),
    studioCapState(db(), clock(), actor.studioId),
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

      <StudioStanding standing={standing} locale={locale} timezone={studio.timezone} base={base} dict={dict} />
      <MessageCapNotice states={caps} verified={studio.verified} t={t.messageCaps} />
      {soon ? <NowAndNext items={soon} locale={locale} t={t} base={base} /> : null}
      {agenda ? <Agenda days={agenda.days} rows={agenda.bookings} locale={locale} t={t} base={base} /> : null}

      <CalendarToolbar
        base={base}
        mode={mode}
        date={date}
        today={today}
        prev={prev}
        next={next}
        room={room}
        queryOf={calendarQueryIn}
        tc={tc}
      />

      {full.rooms.length > 1 ? (
        <CalendarRoomSwitcher base={base} mode={mode} date={date} room={room} rooms={full.rooms} queryOf={calendarQueryIn} td={td} />
      ) : null}

      <p className="hint">{fmt(dict.booking.timesIn, { zone: fmt(dict.booking.zoneTime, { city: zoneCity(studio.timezone) }) })}</p>

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
            tx={dict.calendarActions}
            errors={dict.errors}
            label={`${tc.title}: ${range}`}
            base={base}
            slug={studio.slug}
          />
        </>
      )}

      {/* Under the calendar, so its first hours are on the first screen; Now and next shows today's coming
          payments first (docs/dashboard.md, Now and next). */}
      <CalendarLegend t={t} />
      <ToCollectToday items={collect} locale={locale} t={t} base={base} />
      <ManualBlocks blocks={manualBlocks} roomName={roomName} locale={locale} t={t} errors={dict.errors} />

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
