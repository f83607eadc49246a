"use client";
// Step 1: a day in the month grid, a start time, a duration; the price estimate. The guest's
// own live hold (after a reload or Back) is offered among the times, marked as theirs.
import { useEffect, useRef } from "react";
import { fmt } from "@/lib/i18n/core";
import { addDays, addMonths, daysInMonth, durations, monthOf, priceFor, startTimes } from "@/lib/site/client/booking-math";
import { hhmm, instant, longDate, money, zoneCity } from "@/lib/site/client/format";
import { durationChoices, durationOptionLabel, nextAvailable } from "@/lib/site/client/room-extras";
import { ErrorBox } from "../ErrorBox";
import { MonthCalendar, type DayState } from "../MonthCalendar";
import { useWide } from "../useWide";
import { StepError, type StepProps } from "./shared";

export function WhenStep({ flow, p }: StepProps) {
  const { s, actions, rules, spansOf, current } = flow;
  const { headingRef } = flow.refs;
  const { t, locale } = p;
  const actionsRef = useRef<HTMLDivElement>(null);
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
  const hourly = current?.hourlyCents ?? p.room.hourlyCents;
  const currency = current?.currency ?? p.room.currency;
  const ownHold = s.hold && s.hold.date === s.date ? s.hold : null;

  return (
    <section className="panel" aria-labelledby="bf-h">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1} className="visually-hidden">
        {t.stepWhen}
      </h3>
      {s.booked ? (
        <p className="notice" role="status" data-testid="booking-made">
          {fmt(t.bookingMade, { reference: s.booked.reference })}
        </p>
      ) : null}
      {s.holdGone && !s.booked ? (
        <p className="notice" role="status" data-testid="hold-gone">
          {t.holdGone}
        </p>
      ) : null}
      {s.info ? (
        <p className="notice" role="status">
          {s.info}
        </p>
      ) : null}
      {s.hold && !ownHold ? (
        <p className="notice" data-testid="own-hold">
          {fmt(t.ownHoldElsewhere, {
            when: `${longDate(s.hold.date, locale, { weekday: "long", day: "numeric", month: "long" })} ${hhmm(s.hold.startTime)}`,
            time: instant(s.hold.expiresAt, p.timezone, locale, { timeStyle: "short" }),
          })}{" "}
          <button type="button" className="btn-link" onClick={() => actions.selectDate(s.hold!.date)}>
            {t.showOwnHold}
          </button>
        </p>
      ) : null}
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
            <form
              onSubmit={(e) => {
                e.preventDefault();
                actions.toDetails();
              }}
            >
              <fieldset>
                <legend className="label">
                  {t.startTime} · {longDate(s.date, locale, { weekday: "long", day: "numeric", month: "long" })}
                </legend>
                <div className="chips" data-testid="start-times">
                  {starts.map((st) => {
                    const mine = ownHold?.startTime === st;
                    return (
                      <label key={st} className="chip" data-own-hold={mine || undefined}>
                        <input
                          type="radio"
                          name="start"
                          value={st}
                          checked={s.start === st}
                          onChange={() => {
                            actions.selectStart(st);
                            // On a phone the duration, price and Continue sit below the times: bring them up.
                            setTimeout(() => actionsRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }), 0);
                          }}
                        />
                        <span>
                          {st}
                          {mine ? (
                            <>
                              {/* Not spans: `.chip span` styles the chip box itself. */}
                              <small className="own-hold-tag" aria-hidden="true">
                                ●
                              </small>
                              <small className="visually-hidden"> · {t.yourHold}</small>
                            </>
                          ) : null}
                        </span>
                      </label>
                    );
                  })}
                </div>
                {ownHold && starts.includes(ownHold.startTime) ? (
                  <p className="hint" aria-hidden="true" data-testid="own-hold-legend">
                    ● {t.yourHold}
                  </p>
                ) : null}
              </fieldset>
              {s.start && durs.length > 0 && (
                <div className="field">
                  <label htmlFor="bf-duration">{t.duration}</label>
                  <select id="bf-duration" value={s.minutes ?? ""} onChange={(e) => flow.set({ minutes: Number(e.target.value) })}>
                    {durationChoices(s.start, durs, hourly).map((d) => (
                      <option key={d.minutes} value={d.minutes}>
                        {durationOptionLabel(d, t, locale, currency)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {s.start && s.minutes ? (
                <p>
                  {t.total}: <strong data-testid="price-estimate">{money(priceFor(hourly, s.minutes), currency, locale)}</strong>
                </p>
              ) : null}
              <p className="hint">{fmt(t.timesIn, { zone: fmt(t.zoneTime, { city: zoneCity(p.timezone) }) })}</p>
              <div className="actions" ref={actionsRef}>
                <button className="btn" type="submit" disabled={!s.start || !s.minutes}>
                  {t.continue}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
