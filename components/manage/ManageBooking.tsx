"use client";
// The guest's manage page (getBooking, cancelBooking): booking details, status, payment status and the
// cancellation policy; cancel with an optional reason after a confirmation step when
// mayCancel; a booking the studio cancelled says so, with the studio's reason; polls while
// pending_payment. The token goes only to the API (same origin, no referrer), never into storage, analytics or a third-party script. With ?confirmed=1 (the
// booking flow's last step) it opens with the "booking confirmed" banner, focused and announced.
import { useEffect, useRef, useState } from "react";
import type { Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { instant } from "@/lib/site/client/format";
import type { ApiFailure } from "@/components/booking/api";
import { ErrorBox } from "@/components/booking/ErrorBox";
import { reveal } from "@/components/booking/reveal";
import { cancelDeadline } from "@/lib/contract/cancel-rules";
import { BookAgain } from "./BookAgain";
import { BookingFacts, CalendarLinks, PriceBreakdown } from "./BookingSummary";
import { CancelPanel } from "./CancelPanel";
import type { StudioInfo } from "./studio-info";
import { useManagedBooking, type ServerBooking } from "./useManagedBooking";

type Props = {
  token: string;
  locale: Locale;
  t: Catalog["manage"];
  b: Catalog["booking"];
  errors: Catalog["errors"];
  contactHref: string;
  confirmed?: boolean;
  studio: StudioInfo;
  /** The booking as the page's server read it. */
  initial?: ServerBooking;
};

export function ManageBooking({ token, locale, t, b, errors, contactHref, confirmed, studio, initial = null }: Props) {
  const path = `/bookings/manage/${encodeURIComponent(token)}`;
  const { booking, setBooking, loadError, load } = useManagedBooking(path, initial);
  const [done, setDone] = useState(false);
  const [moved, setMoved] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const bannerRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const loaded = booking !== null;

  // The confirmation banner gets focus once the booking is shown (below any sticky header). The booking
  // is in the server's first render, so this runs on arrival, before the router's own effects scroll
  // the new page: a task later, after them. Unless the guest has already acted on the booking: a tap on
  // Cancel before the page was interactive is replayed by React on hydration, and the confirmation's
  // heading it focused keeps the focus.
  useEffect(() => {
    if (!(confirmed && loaded)) return;
    const id = setTimeout(() => {
      if (!rootRef.current?.contains(document.activeElement)) reveal(bannerRef.current);
    }, 0);
    return () => clearTimeout(id);
  }, [confirmed, loaded]);

  useEffect(() => {
    if (done || moved) reveal(statusRef.current);
  }, [done, moved]);

  if (!booking) return <NotLoaded error={loadError} load={load} t={t} errors={errors} homePath={studio.homePath} />;

  const cancelUntil = cancelDeadline(booking.startsAt, booking.cancelNoticeHours).toISOString();
  const cancelUntilText = instant(cancelUntil, booking.timezone, locale, { dateStyle: "full", timeStyle: "short" });
  const instructions = studio.instructions[booking.roomName];
  const active = booking.status === "confirmed" || booking.status === "pending_payment";
  return (
    <div className="booking" data-status={booking.status} ref={rootRef}>
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
          <CalendarLinks token={token} booking={booking} studio={studio} t={t} b={b} />
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
      <BookingFacts booking={booking} studio={studio} locale={locale} t={t} b={b} />
      <PriceBreakdown booking={booking} locale={locale} active={active} t={t} b={b} />

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
          <CalendarLinks token={token} booking={booking} studio={studio} t={t} b={b} />
        </section>
      ) : null}

      <CancelPanel
        token={token}
        booking={booking}
        locale={locale}
        t={t}
        b={b}
        errors={errors}
        contactHref={contactHref}
        cancelUntilText={cancelUntilText}
        path={path}
        load={load}
        onCancelled={(next) => {
          setBooking(next);
          setDone(true);
        }}
        onMoved={(next) => {
          setBooking(next);
          setDone(false);
          setMoved(true);
        }}
      />
      <BookAgain booking={booking} studio={studio} t={t} b={b} />
    </div>
  );
}

/** Before the booking is shown: "loading", a link that leads nowhere, or a failed read with "try again". */
function NotLoaded({
  error,
  load,
  t,
  errors,
  homePath,
}: {
  error: ApiFailure | null;
  load: () => void;
  t: Catalog["manage"];
  errors: Catalog["errors"];
  homePath: string;
}) {
  if (!error) {
    return (
      <p className="hint" role="status" style={{ minHeight: "20rem" }}>
        {t.loading}
      </p>
    );
  }
  return error.code === "RESOURCE_NOT_FOUND" ? (
    <div className="alert" role="alert" data-error-code="RESOURCE_NOT_FOUND">
      <p>{t.notFound}</p>
      {/* A lost or replaced link (docs/decisions-bookings.md, Finding a booking): the way to a new one. */}
      <p>
        <a href={`${homePath}/find-booking`}>{t.findBooking}</a>
      </p>
    </div>
  ) : (
    <ErrorBox error={error} t={errors}>
      <button type="button" className="btn btn-secondary" onClick={() => void load()}>
        {errors.tryAgain}
      </button>
    </ErrorBox>
  );
}
