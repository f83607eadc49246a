"use client";
// A month grid (Monday first, always six rows, so nothing moves when availability arrives).
// Days without any start time are greyed and not selectable. Keyboard: Tab reaches the
// selected (or first free) day, arrow keys move by day and week, Home/End within the week.
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { Locale } from "@/lib/contract/schemas";
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { addDays, addMonths, daysInMonth, firstWeekdayMonday } from "@/lib/site/client/booking-math";
import { longDate, monthTitle, weekdayNames } from "@/lib/site/client/format";

export type DayState = "free" | "full" | "loading";

type Props = {
  month: string;
  locale: Locale;
  t: Dict["booking"];
  dayState: (date: string) => DayState;
  selected: string | null;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
  canPrev: boolean;
  canNext: boolean;
};

export function MonthCalendar({ month, locale, t, dayState, selected, onSelect, onMonth, canPrev, canNext }: Props) {
  const grid = useRef<HTMLTableElement>(null);
  // A day to focus once the next/previous month is shown (arrow keys across a month edge).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const d = pendingFocus.current;
    if (d && d.startsWith(month)) {
      pendingFocus.current = null;
      grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${d}"]`)?.focus();
    }
  }, [month]);
  const lead = firstWeekdayMonday(month);
  const count = daysInMonth(month);
  const cells: (string | null)[] = Array.from({ length: 42 }, (_, i) => {
    const d = i - lead + 1;
    return d >= 1 && d <= count ? `${month}-${String(d).padStart(2, "0")}` : null;
  });
  const dates = cells.filter((c): c is string => c !== null);
  const focusDate = (selected && selected.startsWith(month) ? selected : null) ?? dates.find((d) => dayState(d) === "free") ?? dates[0];
  const long = weekdayNames(locale, "long");
  const short = weekdayNames(locale, "short");

  function move(from: string, delta: number) {
    const target = addDays(from, delta);
    if (!target.startsWith(month)) {
      const next = addMonths(month, delta > 0 ? 1 : -1);
      if ((delta > 0 && canNext) || (delta < 0 && canPrev)) {
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
    <div>
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
        <h3 id="cal-title" aria-live="polite">
          {monthTitle(month, locale)}
        </h3>
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
      <table className="calendar" ref={grid} aria-labelledby="cal-title">
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
                const state = dayState(date);
                const free = state === "free";
                const label = fmt(free ? t.dayFree : t.dayFull, { date: longDate(date, locale) });
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className="day"
                      data-date={date}
                      data-free={free}
                      data-loading={state === "loading"}
                      aria-disabled={!free}
                      aria-pressed={selected === date}
                      aria-label={state === "loading" ? longDate(date, locale) : label}
                      tabIndex={date === focusDate ? 0 : -1}
                      onClick={() => free && onSelect(date)}
                      onKeyDown={(e) => onKey(e, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
