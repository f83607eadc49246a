// Pieces several steps show: the hold summary, the countdown, and the way forward of an error.
import { GuestZoneTime } from "../GuestZoneTime";
import { Fragment, type ReactNode } from "react";
import type { Locale } from "@/lib/contract/schemas";
import { fmt } from "@/lib/i18n/core";
import { hhmm, longDate, money, zoneCity } from "@/lib/site/client/format";
import { spanOffsets } from "@/lib/site/client/zoned";
import { timeSpan } from "@/lib/contract/booking-text";
import { Countdown } from "../Countdown";
import { extraLineName } from "@/lib/contract/extras";
import { ErrorBox } from "../ErrorBox";
import { SeriesSummaryRow } from "./SeriesChoice";
import type { ApiFailure } from "../api";
import type { Flow } from "../useBookingFlow";
import type { BookingFlowProps } from "../types";

export type StepProps = { flow: Flow; p: BookingFlowProps };

export const timeRange = (locale: Locale, d: string, s: string, e: string) => `${longDate(d, locale)}, ${hhmm(s)}–${hhmm(e)}`;

/** A held span; across the autumn clock change its ends carry their offsets (booking-text.ts, timeSpan). */
const holdRange = (locale: Locale, d: string, s: string, e: string, minutes: number, zone: string) => {
  const o = spanOffsets(d, s, e, minutes, zone);
  return `${longDate(d, locale)}, ${timeSpan(hhmm(s), hhmm(e), o.start, o.end)}`;
};

/** "hora de Madrid": repeated next to every time the guest is shown after step 1. */
export const zoneLabel = (p: BookingFlowProps) => fmt(p.t.zoneTime, { city: zoneCity(p.timezone) });

export function HoldSummary({ flow, p }: StepProps) {
  const h = flow.s.hold;
  if (!h) return null;
  const { t, locale } = p;
  return (
    <dl className="summary" data-testid="hold-summary">
      <dt>{t.room}</dt>
      <dd className="owner-text" dir="auto">
        {h.roomName}
      </dd>
      <dt>{t.when}</dt>
      <dd>
        {holdRange(locale, h.date, h.startTime, h.endTime, h.durationMinutes, p.timezone)} ({zoneLabel(p)}){" "}
        <GuestZoneTime date={h.date} start={h.startTime} end={h.endTime} timezone={p.timezone} locale={locale} t={t} />
      </dd>
      {h.partySize ? (
        <>
          <dt>{t.partySizeLabel}</dt>
          <dd data-testid="hold-party">{h.partySize}</dd>
        </>
      ) : null}
      {(h.extras ?? []).map((e) => (
        <Fragment key={e.extraId}>
          <dt className="owner-text" dir="auto">
            {extraLineName(e, locale)}
          </dt>
          <dd>{money(e.priceCents, h.price.currency, locale)}</dd>
        </Fragment>
      ))}
      {h.discount ? (
        <>
          <dt>{t.promoLabel}</dt>
          <dd data-testid="hold-discount">
            {fmt(t.promoApplied, { code: h.discount.code, amount: money(h.discount.discountCents, h.price.currency, locale) })}
          </dd>
        </>
      ) : null}
      <SeriesSummaryRow flow={flow} p={p} />
      <dt>{t.price}</dt>
      <dd data-testid="hold-price">{money(h.price.priceCents, h.price.currency, locale)}</dd>
    </dl>
  );
}

export function HoldCountdown({ flow, p }: StepProps) {
  const h = flow.s.hold;
  if (!h) return null;
  return <Countdown expiresAt={h.expiresAt} skewMs={flow.s.skew} label={p.t.heldForShort} onExpire={() => flow.actions.expire(null)} />;
}

function ErrorActions({ error, flow, p }: StepProps & { error: ApiFailure }): ReactNode {
  switch (error.code) {
    case "SMS_UNAVAILABLE":
      return (
        <button type="button" className="btn" onClick={flow.actions.switchToEmail}>
          {p.t.useEmail}
        </button>
      );
    case "ROOM_NOT_BOOKABLE":
    case "STUDIO_NOT_VERIFIED":
    case "GUEST_REFUSED":
    case "SITE_NOT_LIVE":
    case "HOLD_ALREADY_CONFIRMED":
      return (
        <a className="btn btn-secondary" href={p.contactHref}>
          {p.contactLabel}
        </a>
      );
    case "RESOURCE_NOT_FOUND":
      return (
        <button type="button" className="btn btn-secondary" onClick={() => location.reload()}>
          {p.errors.reload}
        </button>
      );
    default:
      return null;
  }
}

/** The flow's current error, if any, with its way forward (the same on every step). */
export function StepError({ flow, p }: StepProps): ReactNode {
  const error = flow.s.error;
  if (!error) return null;
  return (
    <ErrorBox error={error} t={p.errors}>
      <ErrorActions error={error} flow={flow} p={p} />
    </ErrorBox>
  );
}
