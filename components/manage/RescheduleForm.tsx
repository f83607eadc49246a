"use client";
// "Change the time" on the guest's manage page (docs/studio-actions.md, Guest reschedule): the booking
// flow's month view and start times (MonthCalendar, StartChips), the days with a free start for the
// booking's own length marked, its own time counted as free for itself (getMoveTimes: a session can be
// pushed back by an hour) and marked as its current time; before the button, the price it keeps beside
// what the new time costs at today's rates (getMoveQuote), and the notice-window warning. The server
// re-checks everything; its refusal is shown as the booking flow shows errors, and the shown months are
// read again, so a time just taken is no longer offered. The token goes only to our API.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Booking, Locale, MoveQuote } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { durationLabel, longDate, money } from "@/lib/site/client/format";
import { monthOf } from "@/lib/site/client/booking-math";
import { callApi, type ApiFailure } from "@/components/booking/api";
import { ErrorBox } from "@/components/booking/ErrorBox";
import { MonthCalendar } from "@/components/booking/MonthCalendar";
import { StartChips } from "@/components/booking/StartChips";
import { reveal } from "@/components/booking/reveal";
import { beforeCancelDeadline } from "@/lib/contract/cancel-rules";
import { wallTimeToInstant } from "@/lib/site/client/zoned";
import { useMinute } from "@/components/booking/steps/CancelPolicy";
import { useMoveDays, useMoveQuote } from "./useMoveTimes";

type Props = {
  token: string;
  booking: Booking;
  locale: Locale;
  t: Catalog["manage"];
  b: Catalog["booking"];
  errors: Catalog["errors"];
  deadline: string;
  onMoved: (b: Booking) => void;
};

export function RescheduleForm({ token, booking, locale, t, b, errors, deadline, onMoved }: Props) {
  // A new start inside the notice window: moved there, the booking can no longer be cancelled or moved online.
  const now = useMinute();
  const insideAt = (d: string, s: string) =>
    !beforeCancelDeadline(wallTimeToInstant(d, s, booking.timezone), booking.cancelNoticeHours, now);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(monthOf(booking.date));
  const [date, setDate] = useState(booking.date);
  const [chosen, setStart] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  // Bumped on opening, by a refusal and by "try again": the shown months are read again.
  const [reads, setReads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) reveal(heading.current);
  }, [open]);

  const days = useMoveDays(open ? token : null, booking, month, reads, now);
  const starts = days.startsOf(date);
  // The start chosen, while the day offers it (a refusal's fresh read may have taken it away).
  const start = starts?.includes(chosen) ? chosen : "";
  const unchanged = date === booking.date && start === booking.startTime;
  const quote = useMoveQuote(token, date, start);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !start || unchanged) return;
    setBusy(true);
    setError(null);
    const r = await callApi<Booking>(`/bookings/manage/${encodeURIComponent(token)}/reschedule`, {
      method: "POST",
      body: { date, startTime: start },
    });
    setBusy(false);
    if (r.ok) {
      setOpen(false);
      onMoved(r.data);
      return;
    }
    setError(r.error);
    setReads((n) => n + 1);
  }

  if (!open)
    return (
      <button
        className="btn btn-secondary"
        type="button"
        onClick={() => {
          setOpen(true);
          setReads((n) => n + 1);
        }}
        data-testid="change-time"
      >
        {t.changeTime}
      </button>
    );

  const units = { minutes: b.minutes, hours: b.hours, hoursMinutes: b.hoursMinutes };
  return (
    <form onSubmit={submit} className="notice" aria-labelledby="mb-change" data-testid="reschedule-form">
      <h3 id="mb-change" ref={heading} tabIndex={-1}>
        {t.changeTitle}
      </h3>
      <p>{fmt(t.changeIntro, { duration: durationLabel(booking.minutes, units), time: deadline })}</p>
      {error ? <ErrorBox error={error} t={errors} /> : null}
      <MoveWhen
        days={days}
        month={month}
        onMonth={setMonth}
        date={date}
        onDate={(d) => {
          setDate(d);
          setStart("");
        }}
        starts={starts}
        start={start}
        onStart={setStart}
        onRetry={() => setReads((n) => n + 1)}
        booking={booking}
        locale={locale}
        t={t}
        b={b}
        errors={errors}
      />
      {start && !unchanged ? <MovePrice quote={quote} booking={booking} locale={locale} t={t} /> : null}
      {/* The rule before the commitment, as the booking flow shows it (components/booking/steps/CancelPolicy.tsx). */}
      {start && !unchanged && insideAt(date, start) ? (
        <p className="notice policy" data-testid="move-into-notice" data-cancellable="false">
          {fmt(t.moveIntoNotice, { hours: booking.cancelNoticeHours }, locale)}
        </p>
      ) : null}
      <div className="actions">
        <button className="btn" type="submit" disabled={busy || !start || unchanged}>
          {busy ? b.working : t.changeSubmit}
        </button>
        <button className="btn btn-secondary" type="button" onClick={() => setOpen(false)} disabled={busy}>
          {t.changeKeep}
        </button>
      </div>
    </form>
  );
}

type WhenProps = {
  days: ReturnType<typeof useMoveDays>;
  month: string;
  onMonth: (month: string) => void;
  date: string;
  onDate: (date: string) => void;
  starts: string[] | null;
  start: string;
  onStart: (start: string) => void;
  onRetry: () => void;
  booking: Booking;
  locale: Locale;
  t: Catalog["manage"];
  b: Catalog["booking"];
  errors: Catalog["errors"];
};

/** The month view (the booking flow's), the free days for this length marked, and the chosen day's starts, its current time marked. */
function MoveWhen({ days, month, onMonth, date, onDate, starts, start, onStart, onRetry, booking, locale, t, b, errors }: WhenProps) {
  return (
    <div className="when-grid">
      <div>
        <p className="hint">{t.newDayHint}</p>
        <MonthCalendar
          month={month}
          locale={locale}
          t={b}
          dayState={days.dayState}
          selected={date}
          onSelect={onDate}
          onMonth={onMonth}
          canPrev={days.canPrev}
          canNext={days.canNext}
          months={days.wide ? 2 : 1}
        />
        {days.failed ? (
          <ErrorBox error={days.failed} t={errors}>
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              {errors.tryAgain}
            </button>
          </ErrorBox>
        ) : null}
      </div>
      <div className="times" aria-live="polite" aria-busy={starts === null}>
        {starts === null ? (
          <p className="hint">{t.loadingTimes}</p>
        ) : starts.length === 0 ? (
          <p className="hint" data-testid="no-free-times">
            {t.noFreeTimes}
          </p>
        ) : (
          <StartChips
            legend={`${t.newStart} · ${longDate(date, locale, { weekday: "long", day: "numeric", month: "long" })}`}
            name="mb-start"
            starts={starts}
            value={start}
            onPick={onStart}
            marked={date === booking.date ? { start: booking.startTime, label: t.currentTime } : null}
          />
        )}
      </div>
    </div>
  );
}

type PriceProps = { quote: MoveQuote | null | undefined; booking: Booking; locale: Locale; t: Catalog["manage"] };

/**
 * The price before the move: a guest's move keeps the booked price, said with its amount; when the new
 * time's rates make it cost otherwise (getMoveQuote), that price and the difference first.
 */
function MovePrice({ quote, booking, locale, t }: PriceProps) {
  const cents = (c: number) => money(c, booking.currency, locale);
  const diff = quote ? quote.priceCents - quote.bookedPriceCents : 0;
  const kept = fmt(t.movePriceKept, { price: cents(quote?.bookedPriceCents ?? booking.priceCents) });
  const text = diff > 0 ? t.moveCostsMore : t.moveCostsLess;
  const differs = quote && diff !== 0 ? fmt(text, { price: cents(quote.priceCents), difference: cents(Math.abs(diff)) }) : null;
  return (
    <p data-testid="move-price" data-differs={diff !== 0} aria-busy={quote === undefined}>
      {differs ? `${differs} ` : ""}
      <strong>{kept}</strong>
    </p>
  );
}
