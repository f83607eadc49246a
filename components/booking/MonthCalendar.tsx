"use client";
// A month grid (Monday first, always six rows, so nothing moves when availability arrives);
// two months side by side on desktop. Both are in the markup from the server on (the second is
// hidden by CSS under 1024 px), so nothing moves when the page hydrates or the width is known;
// `months` only says which grids the keyboard walks and which show loading. Days without any start time are greyed
// and not selectable. Keyboard: Tab reaches the selected (or first free) day, arrow keys move by
// day and week (across both grids, then on to the next month), Home/End within the week.
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { addDays, addMonths, daysInMonth, firstWeekdayMonday } from "@/lib/site/client/booking-math";
import { longDate, monthTitle, weekdayNames } from "@/lib/site/client/format";

export type DayState = "free" | "full" | "loading";

type Props = {
  month: string;
  locale: Locale;
  t: Catalog["booking"];
  dayState: (date: string) => DayState;
  selected: string | null;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
  canPrev: boolean;
  canNext: boolean;
  /** Months in use: 1 (phones) or 2 (desktop: `month` and the one after it, when it is visible). */
  months?: 1 | 2;
};

export function MonthCalendar({ month, locale, t, dayState, selected, onSelect, onMonth, canPrev, canNext, months = 1 }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  // The second month only when the room may be booked that far ahead; in use from 1024 px.
  const rendered = canNext ? [month, addMonths(month, 1)] : [month];
  const shown = months === 2 ? rendered : [month];
  // A day to focus once the next/previous month is shown (arrow keys across a month edge).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const d = pendingFocus.current;
    const btn = d ? grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${d}"]`) : null;
    if (d && btn) {
      pendingFocus.current = null;
      btn.focus();
    }
  }, [month]);
  const dates = shown.flatMap((m) => cellsOf(m).filter((c): c is string => c !== null));
  const focusDate = (selected && dates.includes(selected) ? selected : null) ?? dates.find((d) => dayState(d) === "free") ?? dates[0];
  const long = weekdayNames(locale, "long");
  const short = weekdayNames(locale, "short");

  function move(from: string, delta: number) {
    const target = addDays(from, delta);
    if (!shown.some((m) => target.startsWith(m))) {
      const next = addMonths(month, delta > 0 ? 1 : -1);
      if ((delta > 0 && canNext) || (delta < 0 && canPrev)) {
        // With two months shown, a step past the second lands in the new second month.
        pendingFocus.current = target;
        onMonth(next);
      }
      return;
    }
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`)?.focus();
  }

  function onKey(e: KeyboardEvent<HTMLButtonElement>, date: string) {
    const dow = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const map: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -dow, End: 6 - dow };
    if (e.key in map) {
      e.preventDefault();
      move(date, map[e.key]);
    }
  }

  return (
    <div className="cal-pair" data-months={rendered.length}>
      <div className="calendar-head">
        <button
          type="button"
          className="icon-btn"
          onClick={() => onMonth(addMonths(month, -1))}
          disabled={!canPrev}
          aria-label={t.prevMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {rendered.map((m, k) => (
          <h3 key={m} id={k === 0 ? "cal-title" : "cal-title-2"} className={k === 0 ? undefined : "cal-second"} aria-live="polite">
            {monthTitle(m, locale)}
          </h3>
        ))}
        <button
          type="button"
          className="icon-btn"
          onClick={() => onMonth(addMonths(month, 1))}
          disabled={!canNext}
          aria-label={t.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="cal-grids" ref={grid}>
        {rendered.map((m, k) => {
          const cells = cellsOf(m);
          const inUse = k < shown.length;
          return (
            <table key={m} className={k === 0 ? "calendar" : "calendar cal-second"} aria-labelledby={k === 0 ? "cal-title" : "cal-title-2"}>
              <thead>
                <tr>
                  {short.map((d, i) => (
                    <th key={d} scope="col" abbr={long[i]}>
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: 6 }, (_, w) => (
                  <tr key={w}>
                    {cells.slice(w * 7, w * 7 + 7).map((date, i) => {
                      if (!date) return <td key={i} />;
                      return (
                        <DayCell
                          key={date}
                          date={date}
                          state={dayState(date)}
                          inUse={inUse}
                          selected={selected === date}
                          focusable={date === focusDate}
                          onSelect={onSelect}
                          onKey={onKey}
                          locale={locale}
                          t={t}
                        />
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}

/** The 42 cells (six weeks, Monday first) of a month: its dates, null outside it. */
function cellsOf(month: string): (string | null)[] {
  const lead = firstWeekdayMonday(month);
  const count = daysInMonth(month);
  return Array.from({ length: 42 }, (_, i) => {
    const d = i - lead + 1;
    return d >= 1 && d <= count ? `${month}-${String(d).padStart(2, "0")}` : null;
  });
}

type DayProps = {
  date: string;
  state: DayState;
  /** Whether its grid is in use: only then does a loading day show as loading. */
  inUse: boolean;
  selected: boolean;
  focusable: boolean;
  onSelect: (date: string) => void;
  onKey: (e: KeyboardEvent<HTMLButtonElement>, date: string) => void;
  locale: Locale;
  t: Catalog["booking"];
};

/** One day: a button, selectable when it has a free start; its label says free or full. */
function DayCell({ date, state, inUse, selected, focusable, onSelect, onKey, locale, t }: DayProps) {
  const free = state === "free";
  const label = fmt(free ? t.dayFree : t.dayFull, { date: longDate(date, locale) });
  return (
    <td>
      <button
        type="button"
        className="day"
        data-date={date}
        data-free={free}
        data-loading={state === "loading" && inUse}
        aria-disabled={!free}
        aria-pressed={selected}
        aria-label={state === "loading" ? longDate(date, locale) : label}
        tabIndex={focusable ? 0 : -1}
        onClick={() => free && onSelect(date)}
        onKeyDown={(e) => onKey(e, date)}
      >
        {Number(date.slice(8))}
      </button>
    </td>
  );
}
