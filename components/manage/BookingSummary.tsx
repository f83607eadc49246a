"use client";
// What the manage page shows of a booking (getBooking): its facts, the price breakdown, and the
// add-to-calendar links. Display only; ManageBooking decides when each shows.
import type { Booking, Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { durationLabel, hhmm, instant, longDate, money, zoneCity } from "@/lib/site/client/format";
import { bookingGoogleCalendarUrl, bookingIcsPath } from "@/lib/site/client/google-calendar";
import { isoOffsetMinutes, timeSpan } from "@/lib/contract/booking-text";
import { restAtStudioCents } from "@/lib/contract/booking-money";
import type { StudioInfo } from "./studio-info";
import { PriceLines } from "./PriceLines";
import { GuestZoneTime } from "@/components/booking/GuestZoneTime";

type Texts = { t: Catalog["manage"]; b: Catalog["booking"] };

const unitsOf = (b: Catalog["booking"]) => ({ minutes: b.minutes, hours: b.hours, hoursMinutes: b.hoursMinutes });

/**
 * Plain links: the .ics comes from our own API; Google gets no token and no Referer. Right
 * after booking they sit in the confirmation banner, where the guest looks first.
 */
export function CalendarLinks({ token, booking, studio, t, b }: { token: string; booking: Booking; studio: StudioInfo } & Texts) {
  const instructions = studio.instructions[booking.roomName];
  return (
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
}

/** Reference, status, room, time, address, payment status, guest and notes. */
export function BookingFacts({ booking, studio, locale, t, b }: { booking: Booking; studio: StudioInfo; locale: Locale } & Texts) {
  const zone = fmt(b.zoneTime, { city: zoneCity(booking.timezone) });
  return (
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
          {timeSpan(hhmm(booking.startTime), hhmm(booking.endTime), isoOffsetMinutes(booking.startsAt), isoOffsetMinutes(booking.endsAt))} (
          {zone}){" "}
          <GuestZoneTime
            date={booking.date}
            start={booking.startTime}
            end={booking.endTime}
            timezone={booking.timezone}
            locale={locale}
            t={b}
          />
        </dd>
        <dt>{b.duration}</dt>
        <dd>{durationLabel(booking.minutes, unitsOf(b))}</dd>
        {booking.partySize ? (
          <>
            <dt>{t.partySize}</dt>
            <dd data-testid="manage-party">{booking.partySize}</dd>
          </>
        ) : null}
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
  );
}

/**
 * The price line by line (PriceLines), the deposit (due, paid, or paid and refunded) and, while the booking stands, what is
 * left to pay at the studio: a refunded deposit leaves that as it was (lib/contract/booking-money.ts).
 */
export function PriceBreakdown({ booking, locale, active, t, b }: { booking: Booking; locale: Locale; active: boolean } & Texts) {
  const depositLabel =
    booking.paymentStatus === "refunded"
      ? t.depositRefunded
      : booking.paymentStatus === "deposit_paid" || booking.paymentStatus === "paid"
        ? t.depositPaid
        : t.depositNow;
  const rest = restAtStudioCents(booking);
  return (
    <section className="panel" aria-labelledby="mb-price">
      <h2 id="mb-price" style={{ fontSize: "1.15rem" }}>
        {t.priceBreakdown}
      </h2>
      <dl className="summary" data-testid="manage-price">
        <PriceLines {...booking} locale={locale} t={t} b={b} />
        {booking.depositCents > 0 ? (
          <>
            <dt>{depositLabel}</dt>
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
  );
}
