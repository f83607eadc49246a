"use client";
// Step 1: a day in the month grid, a start time, a duration; the price estimate. The guest's
// own live hold (after a reload or Back) is offered among the times, marked as theirs.
import { useEffect } from "react";
import { fmt } from "@/lib/i18n/core";
import { addDays, addMonths, daysInMonth, durations, monthOf, startTimes } from "@/lib/site/client/booking-math";
import { longDate } from "@/lib/site/client/format";
import { nextAvailable } from "@/lib/site/client/room-extras";
import { ErrorBox } from "../ErrorBox";
import { MonthCalendar, type DayState } from "../MonthCalendar";
import { useWide } from "../useWide";
import { StepError, type StepProps } from "./shared";
import { StartTimesForm, WhenNotices } from "./WhenParts";

export function WhenStep({ flow, p }: StepProps) {
  const { s, actions, rules, spansOf, current } = flow;
  const { headingRef } = flow.refs;
  const { t, locale } = p;
  const wide = useWide();
  const dayState = (d: string): DayState => {
    if (!s.avail[monthOf(d)]) return "loading";
    return startTimes(spansOf(d), rules).length > 0 ? "free" : "full";
  };
  const isFree = (d: string) => dayState(d) === "free";
  const horizon = current ? addDays(p.today, current.maxAdvanceDays) : null;
  const canPrev = s.month > monthOf(p.today);
  const canNext = horizon ? addMonths(s.month, 1) <= monthOf(horizon) : true;
  // "Next available": from the shown month's days (today on, within the horizon) and, when the
  // month has none, the following month (loaded once, quietly; also the desktop's second month).
  const following = addMonths(s.month, 1);
  const bookable = (m: string) =>
    Array.from({ length: daysInMonth(m) }, (_, i) => `${m}-${String(i + 1).padStart(2, "0")}`).filter(
      (d) => d >= p.today && (!horizon || d <= horizon),
    );
  // Only once the shown month is known: before, every day looks taken.
  const next =
    current && !s.date && s.avail[s.month]
      ? nextAvailable(bookable(s.month), s.avail[following] && canNext ? bookable(following) : canNext ? null : [], isFree)
      : null;
  const loadFollowing = canNext && !s.avail[following] && (next === "load" || (wide && current !== undefined));
  const { loadMonth } = actions;
  useEffect(() => {
    if (!loadFollowing) return;
    const ac = new AbortController();
    void loadMonth(following, ac.signal, true);
    return () => ac.abort();
  }, [loadFollowing, following, loadMonth]);
  function jumpTo(date: string) {
    const shownMonths = wide && canNext ? [s.month, following] : [s.month];
    if (!shownMonths.includes(monthOf(date))) flow.set({ month: monthOf(date) });
    actions.selectDate(date);
    // The hint goes away once a day is chosen: keep focus on the chosen day, not on the page.
    setTimeout(() => document.querySelector<HTMLButtonElement>(`button.day[data-date="${date}"]`)?.focus(), 0);
  }
  const starts = s.date ? startTimes(spansOf(s.date), rules) : [];
  const durs = s.date && s.start ? durations(spansOf(s.date), s.start, rules) : [];
  const currency = current?.currency ?? p.room.currency;
  const ownHold = s.hold && s.hold.date === s.date ? s.hold : null;

  return (
    <section className="panel" aria-labelledby="bf-h">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1} className="visually-hidden">
        {t.stepWhen}
      </h3>
      <WhenNotices flow={flow} p={p} ownHold={ownHold} />
      <StepError flow={flow} p={p} />
      <div className="when-grid">
        <div>
          <MonthCalendar
            month={s.month}
            locale={locale}
            t={t}
            dayState={dayState}
            selected={s.date}
            onSelect={actions.selectDate}
            onMonth={(m) => flow.set({ month: m })}
            canPrev={canPrev}
            canNext={canNext}
            months={wide ? 2 : 1}
          />
          {!s.date ? (
            // Always there (empty until known) so the times below do not move when it fills.
            <p className="next-available" data-testid="next-available">
              {next && next !== "load" ? (
                <button type="button" className="btn-link" onClick={() => jumpTo(next.date)}>
                  {fmt(t.nextAvailable, { date: longDate(next.date, locale, { weekday: "short", day: "numeric", month: "short" }) })}
                </button>
              ) : null}
            </p>
          ) : null}
          {s.availError ? (
            <ErrorBox error={s.availError} t={p.errors}>
              <button type="button" className="btn btn-secondary" onClick={() => actions.loadMonth(s.month)}>
                {p.errors.tryAgain}
              </button>
            </ErrorBox>
          ) : null}
        </div>
        <div className="times" aria-live="polite" aria-busy={s.loadingMonth === s.month}>
          {!s.date ? (
            <p className="hint">{s.loadingMonth === s.month ? t.loadingTimes : t.pickDate}</p>
          ) : !current && s.loadingMonth ? (
            <p className="hint">{t.loadingTimes}</p>
          ) : starts.length === 0 ? (
            <p>{t.noTimes}</p>
          ) : (
            <StartTimesForm flow={flow} p={p} date={s.date} starts={starts} durs={durs} ownHold={ownHold} currency={currency} />
          )}
        </div>
      </div>
    </section>
  );
}
