"use client";
// The parts of step 1 (WhenStep): the notices above the calendar (a booking made, a hold that
// ended, the guest's own hold on another day), and the form of a day's start times, duration and
// price estimate, the guest's own live hold marked among the times.
import { useRef } from "react";
import { fmt } from "@/lib/i18n/core";
import { durationLabel, hhmm, instant, longDate, money, zoneCity } from "@/lib/site/client/format";
import { durationChoices, durationOptionLabel, priceText } from "@/lib/site/client/room-extras";
import type { SavedHold } from "../flow-state";
import { estimate } from "../estimate";
import { PromoField } from "./PromoField";
import { SeriesChoice } from "./SeriesChoice";
import { ExtrasChoice } from "./ExtrasChoice";
import { StartChips } from "../StartChips";
import type { StepProps } from "./shared";

/** The notices above the calendar; `ownHold` is the guest's live hold when it is on the chosen day. */
export function WhenNotices({ flow, p, ownHold }: StepProps & { ownHold: SavedHold | null }) {
  const { s, actions } = flow;
  const { t, locale } = p;
  return (
    <>
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
    </>
  );
}

type TimesProps = StepProps & {
  date: string;
  starts: string[];
  durs: number[];
  ownHold: SavedHold | null;
  currency: string;
};

/** A day's start times, then the duration and the price estimate, and Continue. */
export function StartTimesForm({ flow, p, date, starts, durs, ownHold, currency }: TimesProps) {
  const { s, actions } = flow;
  const { t, locale } = p;
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actions.toDetails();
      }}
    >
      <StartChips
        legend={`${t.startTime} · ${longDate(date, locale, { weekday: "long", day: "numeric", month: "long" })}`}
        name="start"
        starts={starts}
        value={s.start}
        onPick={(st) => {
          actions.selectStart(st);
          // On a phone the duration, price and Continue sit below the times: bring them up.
          setTimeout(() => actionsRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }), 0);
        }}
        marked={ownHold ? { start: ownHold.startTime, label: t.yourHold } : null}
      />
      {s.start && durs.length > 0 && (
        <div className="field">
          <label htmlFor="bf-duration">{t.duration}</label>
          <select
            id="bf-duration"
            value={s.minutes ?? ""}
            onChange={(e) => flow.set({ minutes: Number(e.target.value), prefer: Number(e.target.value) })}
          >
            {durationChoices(s.start, durs, flow.quote?.prices ?? null).map((d) => (
              <option key={d.minutes} value={d.minutes}>
                {durationOptionLabel(d, t, locale, currency)}
              </option>
            ))}
          </select>
        </div>
      )}
      {s.start && s.minutes && flow.quote ? <ExtrasChoice flow={flow} p={p} extras={flow.quote.extras} currency={currency} /> : null}
      {/* Keyed by the applied code: a restored or refused code shows in the field as it stands. */}
      {s.start && s.minutes ? <PromoField key={s.entries.promo} flow={flow} p={p} /> : null}
      {s.start && s.minutes ? <SeriesChoice flow={flow} p={p} /> : null}
      {s.start && s.minutes ? <PriceEstimate flow={flow} p={p} minutes={s.minutes} currency={currency} /> : null}
      <p className="hint">{fmt(t.timesIn, { zone: fmt(t.zoneTime, { city: zoneCity(p.timezone) }) })}</p>
      <div className="actions" ref={actionsRef}>
        <button className="btn" type="submit" disabled={!s.start || !s.minutes}>
          {t.continue}
        </button>
      </div>
    </form>
  );
}

/** The session's price before the hold: the room's time, the extras chosen and the applied code's discount. */
function PriceEstimate({ flow, p, minutes, currency }: StepProps & { minutes: number; currency: string }) {
  const { t, locale } = p;
  const e = estimate(flow.quote, flow.s.entries.extras, minutes);
  const cents = (c: number) => money(c, currency, locale);
  const code = flow.quote?.promo?.code ?? "";
  const units = { minutes: t.minutes, hours: t.hours, hoursMinutes: t.hoursMinutes };
  return (
    <>
      <p>
        {t.total}:{" "}
        <strong data-testid="price-estimate" aria-busy={!e}>
          {priceText(e?.totalCents, currency, locale)}
        </strong>
        {e && e.extrasCents > 0 ? (
          <span className="hint" data-testid="price-extras">
            {" "}
            ({fmt(t.extrasIncluded, { room: cents(e.roomCents), extras: cents(e.extrasCents) })})
          </span>
        ) : null}
      </p>
      {e && e.discountCents > 0 ? (
        <p className="hint" data-testid="price-discount">
          {fmt(t.promoApplied, { code, amount: cents(e.discountCents) })}
        </p>
      ) : null}
      {e && e.promoMinMinutes !== null ? (
        <p className="hint" data-testid="promo-too-short">
          {fmt(t.promoTooShort, { code, duration: durationLabel(e.promoMinMinutes, units) })}
        </p>
      ) : null}
    </>
  );
}
