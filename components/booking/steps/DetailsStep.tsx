"use client";
// Step 2: name, where the code goes, whether to remember them on this device, the captcha when the
// studio asks for one; where paying at the studio is the only mode (no payment step), the notes and
// the receipt address too. Inline errors (text linked with aria-describedby) on blur and on submit,
// with the server's rules (lib/contract/guest-rules.ts). hCaptcha's script is loaded only here, and
// only for captcha studios.
import { fmt } from "@/lib/i18n/core";
import { endTime } from "@/lib/site/client/booking-math";
import { instant } from "@/lib/site/client/format";
import { priceText } from "@/lib/site/client/room-extras";
import { holdMatches } from "../flow-state";
import { estimate } from "../estimate";
import { GuestZoneTime } from "../GuestZoneTime";
import { CancelPolicy } from "./CancelPolicy";
import { CaptchaField, ConfirmExtras, ContactFields, PartyField, RememberField, RememberedNotice } from "./DetailsParts";
import { StepError, timeRange, zoneLabel, type StepProps } from "./shared";
import { SeriesSummaryRow } from "./SeriesChoice";

export function DetailsStep({ flow, p }: StepProps) {
  const { s, actions, nameProblem } = flow;
  const { headingRef } = flow.refs;
  const { t, locale, room } = p;
  if (!s.date || !s.start || !s.minutes) return null;
  const currency = flow.current?.currency ?? room.currency;
  const ownHold = holdMatches(s.hold, s.date, s.start, s.minutes) ? s.hold : null;
  // Back from the code step with other details: Continue lets that hold go and holds again (captcha and all).
  const keep = Boolean(ownHold && flow.sameDetails);
  const showName = s.touched.name && nameProblem;
  const entry = (patch: Partial<typeof s.entries>) => flow.dispatch({ type: "entries", patch });
  // Card deposits are possible for this room: say what happens to one on cancelling.
  const depositPossible = room.paymentModes.includes("card") && p.cardPayments && Boolean(p.stripePublishableKey);

  return (
    <section className="panel" aria-labelledby="bf-h">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1}>
        {t.stepDetails}
      </h3>
      <dl className="summary">
        <dt>{t.room}</dt>
        <dd className="owner-text" dir="auto">
          {room.name}
        </dd>
        <dt>{t.when}</dt>
        <dd>
          {timeRange(locale, s.date, s.start, endTime(s.start, s.minutes))} ({zoneLabel(p)}){" "}
          <GuestZoneTime date={s.date} start={s.start} end={endTime(s.start, s.minutes)} timezone={p.timezone} locale={locale} t={t} />
        </dd>
        <SeriesSummaryRow flow={flow} p={p} />
        <dt>{t.price}</dt>
        <dd>
          {priceText(ownHold ? ownHold.price.priceCents : estimate(flow.quote, s.entries.extras, s.minutes)?.totalCents, currency, locale)}
        </dd>
      </dl>
      {ownHold && keep ? (
        <p className="notice" data-testid="own-hold">
          {fmt(t.ownHold, { time: instant(ownHold.expiresAt, p.timezone, locale, { timeStyle: "short" }) })}
        </p>
      ) : null}
      <form onSubmit={actions.submitDetails} noValidate style={{ marginTop: "1.25rem" }}>
        <RememberedNotice flow={flow} p={p} />
        <div className="field">
          <label htmlFor="bf-name">{t.yourName}</label>
          <input
            id="bf-name"
            type="text"
            autoComplete="name"
            required
            minLength={2}
            maxLength={120}
            value={s.entries.name}
            onChange={(e) => entry({ name: e.target.value })}
            onBlur={() => s.entries.name && flow.dispatch({ type: "touch", field: "name" })}
            aria-invalid={showName ? true : undefined}
            aria-describedby={showName ? "bf-name-error" : undefined}
          />
          {showName ? (
            <span id="bf-name-error" className="field-error" data-testid="error-name">
              {t.fieldErrors[nameProblem]}
            </span>
          ) : null}
        </div>
        <PartyField flow={flow} p={p} />
        <ContactFields flow={flow} p={p} />
        <RememberField flow={flow} p={p} />
        {flow.direct ? <ConfirmExtras flow={flow} p={p} /> : null}
        {p.captchaSiteKey && !keep ? <CaptchaField flow={flow} p={p} siteKey={p.captchaSiteKey} /> : null}
        <StepError flow={flow} p={p} />
        <CancelPolicy flow={flow} p={p} date={s.date} start={s.start} deposit={depositPossible} />
        {keep ? null : (
          <p className="hint" id="bf-hold-hint">
            {t.holdSlotHint}
          </p>
        )}
        <div className="actions">
          <button className="btn" type="submit" disabled={s.busy} aria-describedby={keep ? undefined : "bf-hold-hint"}>
            {s.busy ? t.working : keep ? t.continue : t.holdSlot}
          </button>
          <button type="button" className="btn btn-secondary" onClick={actions.backToWhen}>
            {t.back}
          </button>
        </div>
      </form>
    </section>
  );
}
