"use client";
// The guest's manage page (getBooking, cancelBooking): booking details, status, payment status and the
// cancellation policy; cancel with an optional reason after a confirmation step when
// mayCancel; a booking the studio cancelled says so, with the studio's reason; polls while
// pending_payment. The token goes only to the API (same origin, no referrer), never into storage, analytics or a third-party script. With ?confirmed=1 (the
// booking flow's last step) it opens with the "booking confirmed" banner, focused and announced.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Booking, Locale } from "@/lib/contract/schemas";
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { durationLabel, hhmm, instant, longDate, money, zoneCity } from "@/lib/site/client/format";
import { callApi, type ApiFailure, type ApiResult } from "@/components/booking/api";
import { ErrorBox } from "@/components/booking/ErrorBox";
import { reveal } from "@/components/booking/reveal";
import { bookingGoogleCalendarUrl, bookingIcsPath } from "@/lib/site/client/google-calendar";
import { cancelDeadline, neverCancellableOnline } from "@/lib/contract/cancel-rules";
import { isoOffsetMinutes, timeSpan } from "@/lib/contract/booking-text";
import { RescheduleForm } from "./RescheduleForm";
import { fmtCount } from "@/lib/i18n/plural";

/**
 * What the page knows of the studio: its address on one line, a map link, each room's
 * instructions and page path by room name, and whether messages are only simulated here
 * (pre-production without a provider: nothing was sent, so the page must not say it was).
 */
export type StudioInfo = {
  address: string;
  mapUrl: string;
  instructions: Record<string, string>;
  roomPaths: Record<string, string>;
  homePath: string;
  messagesSimulated: boolean;
  /** The site's slug and each room's id by name: the reschedule form reads the room's free times. */
  slug: string;
  roomIds: Record<string, string>;
};

type Props = {
  token: string;
  locale: Locale;
  t: Dict["manage"];
  b: Dict["booking"];
  errors: Dict["errors"];
  contactHref: string;
  confirmed?: boolean;
  studio: StudioInfo;
};

const POLL_MS = 5000;

export function ManageBooking({ token, locale, t, b, errors, contactHref, confirmed, studio }: Props) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [loadError, setLoadError] = useState<ApiFailure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState(false);
  const [moved, setMoved] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const bannerRef = useRef<HTMLHeadingElement>(null);
  const loaded = booking !== null;
  const path = `/bookings/manage/${encodeURIComponent(token)}`;

  const apply = useCallback((r: ApiResult<Booking>) => {
    if (r.ok) {
      setBooking(r.data);
      setLoadError(null);
    } else setLoadError(r.error);
  }, []);

  const load = useCallback(async () => {
    const r = await callApi<Booking>(path);
    apply(r);
    return r.ok ? r.data : null;
  }, [path, apply]);

  // The first read: its answer lands after the effect, and not at all once the page has moved on.
  useEffect(() => {
    let current = true;
    void callApi<Booking>(path).then((r) => {
      if (current) apply(r);
    });
    return () => {
      current = false;
    };
  }, [path, apply]);

  useEffect(() => {
    if (booking?.status !== "pending_payment") return;
    const id = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(id);
  }, [booking?.status, load]);

  useEffect(() => {
    if (confirming) reveal(confirmHeading.current);
  }, [confirming]);

  // The confirmation banner gets focus once the booking is shown (below any sticky header).
  useEffect(() => {
    if (confirmed && loaded) reveal(bannerRef.current);
  }, [confirmed, loaded]);

  useEffect(() => {
    if (done || moved) reveal(statusRef.current);
  }, [done, moved]);

  async function cancel(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await callApi<Booking>(`${path}/cancel`, {
      method: "POST",
      body: reason.trim() ? { reason: reason.trim().slice(0, 500) } : {},
    });
    setBusy(false);
    if (r.ok) {
      setBooking(r.data);
      setConfirming(false);
      setDone(true);
      return;
    }
    setError(r.error);
    // Cancel is not idempotent: after a failure, re-read the state before offering it again.
    await load();
    if (r.error.code !== "NETWORK_ERROR" && r.error.code !== "INTERNAL_ERROR" && r.error.code !== "RATE_LIMIT_EXCEEDED")
      setConfirming(false);
  }

  if (loadError && !booking) {
    return loadError.code === "RESOURCE_NOT_FOUND" ? (
      <div className="alert" role="alert" data-error-code="RESOURCE_NOT_FOUND">
        <p>{t.notFound}</p>
      </div>
    ) : (
      <ErrorBox error={loadError} t={errors}>
        <button type="button" className="btn btn-secondary" onClick={() => void load()}>
          {errors.tryAgain}
        </button>
      </ErrorBox>
    );
  }

  if (!booking) {
    return (
      <p className="hint" role="status" style={{ minHeight: "20rem" }}>
        {t.loading}
      </p>
    );
  }

  const units = { minutes: b.minutes, hours: b.hours, hoursMinutes: b.hoursMinutes };
  const zone = fmt(b.zoneTime, { city: zoneCity(booking.timezone) });
  const cancelUntil = cancelDeadline(booking.startsAt, booking.cancelNoticeHours).toISOString();
  const cancelUntilText = instant(cancelUntil, booking.timezone, locale, { dateStyle: "full", timeStyle: "short" });
  const rateCents = booking.minutes > 0 ? Math.round((booking.priceCents * 60) / booking.minutes) : booking.priceCents;
  const depositPaid = booking.paymentStatus === "deposit_paid" || booking.paymentStatus === "paid";
  const rest = booking.paymentStatus === "paid" ? 0 : booking.priceCents - (depositPaid ? booking.depositCents : 0);
  const instructions = studio.instructions[booking.roomName];
  const active = booking.status === "confirmed" || booking.status === "pending_payment";
  // Plain links: the .ics comes from our own API; Google gets no token and no Referer. Right
  // after booking they sit in the confirmation banner, where the guest looks first.
  const calendarLinks = (
    <p className="actions" data-testid="add-to-calendar">
      <a
        className="btn btn-secondary"
        href={bookingIcsPath(token)}
        download={`booking-${booking.reference}.ics`}
        rel="noreferrer"
        data-testid="add-to-calendar-ics"
      >
        {t.downloadIcs}
      </a>{" "}
      <a
        className="btn btn-secondary"
        href={bookingGoogleCalendarUrl(booking, studio.address, [
          `${b.reference}: ${booking.reference}`,
          `${booking.roomName} · ${booking.studioName}`,
          `${t.address}: ${studio.address}`,
          ...(instructions ? [instructions] : []),
        ])}
        target="_blank"
        rel="noreferrer noopener"
        data-testid="add-to-calendar-google"
      >
        {t.googleCalendar}
      </a>
    </p>
  );
  return (
    <div className="booking" data-status={booking.status}>
      {confirmed && active ? (
        <section className="panel success" aria-labelledby="mb-done" data-testid="booking-done">
          <h2 id="mb-done" ref={bannerRef} tabIndex={-1}>
            {booking.status === "pending_payment" ? t.confirmedPending : t.confirmedTitle}
          </h2>
          <p>
            {b.reference}:{" "}
            <strong className="reference" data-testid="booking-reference">
              {booking.reference}
            </strong>
          </p>
          <p>{studio.messagesSimulated ? t.confirmedBodyPreview : t.confirmedBody}</p>
          {calendarLinks}
        </section>
      ) : null}
      {done && booking.status === "cancelled" ? (
        <p className="notice" role="status" tabIndex={-1} ref={statusRef} data-testid="cancelled-notice">
          {t.cancelled}
        </p>
      ) : null}
      {moved && booking.status === "confirmed" ? (
        <p className="notice" role="status" tabIndex={-1} ref={statusRef} data-testid="moved-notice">
          {t.changeDone}
        </p>
      ) : null}
      {booking.status === "cancelled" && booking.cancelledBy === "studio" ? (
        <div className="notice" data-testid="cancelled-by-studio">
          <p>{t.cancelledByStudio}</p>
          {booking.cancelReason ? <p>{fmt(t.cancelledByStudioReason, { reason: booking.cancelReason })}</p> : null}
        </div>
      ) : null}
      {booking.status === "pending_payment" ? (
        <p className="notice" role="status">
          {t.pendingPoll}
          {booking.paymentDueAt ? ` ${fmt(t.paymentDue, { time: instant(booking.paymentDueAt, booking.timezone, locale) })}` : ""}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="mb-title">
        <h2 id="mb-title" className="visually-hidden">
          {t.title}
        </h2>
        <dl className="summary">
          <dt>{b.reference}</dt>
          <dd className="reference" data-testid="manage-reference">
            {booking.reference}
          </dd>
          <dt>{t.status}</dt>
          <dd data-testid="manage-status">{t.statusValues[booking.status]}</dd>
          <dt>{b.room}</dt>
          <dd className="owner-text">
            <bdi>{booking.roomName}</bdi> · <bdi>{booking.studioName}</bdi>
          </dd>
          <dt>{b.when}</dt>
          <dd data-testid="manage-when">
            {longDate(booking.date, locale)},{" "}
            {timeSpan(hhmm(booking.startTime), hhmm(booking.endTime), isoOffsetMinutes(booking.startsAt), isoOffsetMinutes(booking.endsAt))}{" "}
            ({zone})
          </dd>
          <dt>{b.duration}</dt>
          <dd>{durationLabel(booking.minutes, units)}</dd>
          <dt>{t.address}</dt>
          <dd data-testid="manage-address">
            {studio.address}{" "}
            <a href={studio.mapUrl} rel="noreferrer" target="_blank">
              {t.openMap}
            </a>
          </dd>
          <dt>{t.paymentStatus}</dt>
          <dd data-testid="manage-payment">{t.paymentValues[booking.paymentStatus]}</dd>
          <dt>{t.guest}</dt>
          <dd>{booking.guestName}</dd>
          {booking.notes ? (
            <>
              <dt>{t.notes}</dt>
              <dd>{booking.notes}</dd>
            </>
          ) : null}
        </dl>
        <p className="hint">{fmt(t.createdAt, { date: instant(booking.createdAt, booking.timezone, locale, { dateStyle: "long" }) })}</p>
      </section>

      <section className="panel" aria-labelledby="mb-price">
        <h2 id="mb-price" style={{ fontSize: "1.15rem" }}>
          {t.priceBreakdown}
        </h2>
        <dl className="summary" data-testid="manage-price">
          <dt>
            {fmt(t.rateTimesDuration, {
              rate: money(rateCents, booking.currency, locale),
              duration: durationLabel(booking.minutes, units),
            })}
          </dt>
          <dd>{money(booking.priceCents, booking.currency, locale)}</dd>
          {booking.depositCents > 0 ? (
            <>
              <dt>{depositPaid ? t.depositPaid : t.depositNow}</dt>
              <dd>{money(booking.depositCents, booking.currency, locale)}</dd>
            </>
          ) : null}
          {active ? (
            <>
              <dt>{t.restAtStudio}</dt>
              <dd data-testid="manage-rest">{money(rest, booking.currency, locale)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {instructions && active ? (
        <section className="panel" aria-labelledby="mb-day">
          <h2 id="mb-day" style={{ fontSize: "1.15rem" }}>
            {t.onTheDay}
          </h2>
          <p data-testid="manage-instructions">{instructions}</p>
        </section>
      ) : null}

      {active && !confirmed ? (
        <section className="panel" aria-labelledby="mb-calendar">
          <h2 id="mb-calendar" style={{ fontSize: "1.15rem" }}>
            {t.addToCalendar}
          </h2>
          {calendarLinks}
        </section>
      ) : null}

      <section className="panel" aria-labelledby="mb-policy">
        <h2 id="mb-policy" style={{ fontSize: "1.15rem" }}>
          {t.policyTitle}
        </h2>
        {booking.status === "cancelled" ? (
          <p data-testid="policy-text">{t.cancelledPolicy}</p>
        ) : (
          <>
            <p data-testid="policy-text">
              {fmtCount(t.policy, { hours: booking.cancelNoticeHours }, locale)}{" "}
              {booking.mayCancel ? <strong data-testid="cancel-until">{fmt(t.cancelFreeUntil, { time: cancelUntilText })}</strong> : null}
            </p>
            {booking.paymentMode === "card" ? <p className="hint">{t.policyDepositNote}</p> : null}
          </>
        )}
        {error ? <ErrorBox error={error} t={errors} /> : null}
        {booking.mayCancel ? (
          confirming ? (
            <form onSubmit={cancel} className="notice" aria-labelledby="mb-confirm">
              <h3 id="mb-confirm" ref={confirmHeading} tabIndex={-1}>
                {t.cancelConfirmTitle}
              </h3>
              <p>{t.cancelConfirmBody}</p>
              <div className="field">
                <label htmlFor="mb-reason">{t.cancelReason}</label>
                <textarea id="mb-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
              <div className="actions">
                <button className="btn" type="submit" disabled={busy}>
                  {busy ? b.working : t.cancelYes}
                </button>
                <button className="btn btn-secondary" type="button" onClick={() => setConfirming(false)} disabled={busy}>
                  {t.cancelNo}
                </button>
              </div>
            </form>
          ) : (
            <>
              <div className="actions">
                <button className="btn btn-secondary" type="button" onClick={() => setConfirming(true)}>
                  {t.cancel}
                </button>
              </div>
              {/* Rescheduling follows the cancellation deadline, when the studio allows it
                  (docs/studio-settings.md, Guest reschedule): the server says so in mayReschedule. */}
              {booking.mayReschedule ? (
                <RescheduleForm
                  token={token}
                  booking={booking}
                  slug={studio.slug}
                  roomId={studio.roomIds[booking.roomName]}
                  locale={locale}
                  t={t}
                  b={b}
                  errors={errors}
                  deadline={cancelUntilText}
                  onMoved={(next) => {
                    setBooking(next);
                    setDone(false);
                    setMoved(true);
                  }}
                />
              ) : booking.status === "confirmed" ? (
                <p className="hint" data-testid="change-offline">
                  {t.changeOffline}{" "}
                  <a href={contactHref} rel="noreferrer">
                    {t.contactStudio}
                  </a>
                </p>
              ) : null}
            </>
          )
        ) : booking.status !== "cancelled" ? (
          <p data-testid="cannot-cancel">
            {/* Booked inside the notice window, it never could be cancelled online: "any more" would be untrue. */}
            {neverCancellableOnline(booking)
              ? fmtCount(t.cannotCancelEver, { hours: booking.cancelNoticeHours }, locale)
              : t.cannotCancel}{" "}
            <a href={contactHref} rel="noreferrer">
              {t.contactStudio}
            </a>
          </p>
        ) : (
          <p className="actions">
            <a className="btn" href={studio.roomPaths[booking.roomName] ?? studio.homePath} data-testid="book-again">
              {t.bookAgain}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
