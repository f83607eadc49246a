"use client";
// "Change the time" on the guest's manage page (docs/studio-actions.md, Guest reschedule): a date,
// the room's free starts that day for the booking's own length, its own time counted as free for
// itself (getMoveTimes: a session can be pushed back by an hour), one confirmation. The server
// re-checks everything; its refusal is shown as the booking flow shows errors, and the day's times
// are read again. The token goes only to our API.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Availability, Booking, Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { durationLabel } from "@/lib/site/client/format";
import { startTimes } from "@/lib/site/client/booking-math";
import { callApi, type ApiFailure } from "@/components/booking/api";
import { ErrorBox } from "@/components/booking/ErrorBox";
import { reveal } from "@/components/booking/reveal";
import { beforeCancelDeadline } from "@/lib/contract/cancel-rules";
import { wallTimeToInstant } from "@/lib/site/client/zoned";
import { useMinute } from "@/components/booking/steps/CancelPolicy";

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
  const [date, setDate] = useState(booking.date);
  const [chosen, setStart] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  // Bumped by a refusal: the day's times are read again, so a time just taken is no longer offered.
  const [reads, setReads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) reveal(heading.current);
  }, [open]);

  // The room's free starts on the chosen day for this booking's length, its own time free for itself.
  const starts = useMoveTimes(open, token, date, booking.minutes, reads);
  // The start chosen, while the day offers it; else the day's first.
  const start = starts?.includes(chosen) ? chosen : (starts?.[0] ?? "");

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !start) return;
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
      <button className="btn btn-secondary" type="button" onClick={() => setOpen(true)} data-testid="change-time">
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
      <div className="field">
        <label htmlFor="mb-new-date">{t.newDate}</label>
        <input
          id="mb-new-date"
          className="input"
          type="date"
          required
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="mb-new-start">{t.newStart}</label>
        {starts === null ? (
          <p className="hint" role="status">
            {t.loadingTimes}
          </p>
        ) : starts.length === 0 ? (
          <p className="hint" role="status" data-testid="no-free-times">
            {t.noFreeTimes}
          </p>
        ) : (
          <select id="mb-new-start" required value={start} onChange={(e) => setStart(e.target.value)}>
            {starts.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </div>
      {/* The rule before the commitment, as the booking flow shows it (components/booking/steps/CancelPolicy.tsx). */}
      {start && insideAt(date, start) ? (
        <p className="notice policy" data-testid="move-into-notice" data-cancellable="false">
          {fmt(t.moveIntoNotice, { hours: booking.cancelNoticeHours }, locale)}
        </p>
      ) : null}
      <div className="actions">
        <button className="btn" type="submit" disabled={busy || !start}>
          {busy ? b.working : t.changeSubmit}
        </button>
        <button className="btn btn-secondary" type="button" onClick={() => setOpen(false)} disabled={busy}>
          {t.changeKeep}
        </button>
      </div>
    </form>
  );
}

/**
 * The free starts of `date` for a move of `minutes` (getMoveTimes), read again when `reads` changes;
 * null while they load (another day's list is never shown under the new date).
 */
function useMoveTimes(open: boolean, token: string, date: string, minutes: number, reads: number): string[] | null {
  const [times, setTimes] = useState<{ key: string; list: string[] } | null>(null);
  const key = `${date}|${reads}`;
  useEffect(() => {
    if (!open || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    let current = true;
    const q = `from=${date}&to=${date}`;
    void callApi<Availability>(`/bookings/manage/${encodeURIComponent(token)}/availability?${q}`).then((r) => {
      if (!current) return;
      const spans = r.ok ? (r.data.days.find((d) => d.date === date)?.free ?? []) : [];
      const step = r.ok ? r.data.stepMinutes : 30;
      setTimes({ key, list: startTimes(spans, { minMinutes: minutes, maxMinutes: minutes, stepMinutes: step }) });
    });
    return () => {
      current = false;
    };
  }, [open, date, token, minutes, key]);
  return times?.key === key ? times.list : null;
}
