"use client";
// Step 2: name, where the code goes, the captcha when the studio asks for one. Inline errors
// (text linked with aria-describedby) on blur and on submit, with the server's rules
// (lib/contract/guest-rules.ts). hCaptcha's script is loaded only here, and only for captcha studios.
import dynamic from "next/dynamic";
import { fmt } from "@/lib/i18n/core";
import { BCP47 } from "@/lib/i18n/core";
import { endTime, priceFor } from "@/lib/site/client/booking-math";
import { instant, money } from "@/lib/site/client/format";
import { holdMatches } from "../flow-state";
import { CancelPolicy } from "./CancelPolicy";
import { StepError, timeRange, zoneLabel, type StepProps } from "./shared";

const CaptchaWidget = dynamic(() => import("../CaptchaWidget"), { ssr: false, loading: () => <div className="captcha-box" /> });

function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function DetailsStep({ flow, p }: StepProps) {
  const { s, actions, nameProblem, contactProblem } = flow;
  const { headingRef, contactInputRef } = flow.refs;
  const { t, locale, room } = p;
  if (!s.date || !s.start || !s.minutes) return null;
  const hourly = flow.current?.hourlyCents ?? room.hourlyCents;
  const currency = flow.current?.currency ?? room.currency;
  const ownHold = holdMatches(s.hold, s.date, s.start, s.minutes) ? s.hold : null;
  // Back from the code step with other details: Continue lets that hold go and holds again (captcha and all).
  const keep = Boolean(ownHold && flow.sameDetails);
  const showName = s.touched.name && nameProblem;
  const showContact = s.touched.contact && contactProblem;
  const phone = s.entries.channel === "phone";
  const entry = (patch: Partial<typeof s.entries>) => flow.dispatch({ type: "entries", patch });
  // Card deposits are possible for this room: say what happens to one on cancelling.
  const depositPossible = room.paymentModes.includes("card") && p.cardPayments && Boolean(p.stripePublishableKey);
  const contactDescribedBy =
    [showContact ? "bf-contact-error" : null, phone ? "bf-contact-hint" : null].filter(Boolean).join(" ") || undefined;

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
          {timeRange(locale, s.date, s.start, endTime(s.start, s.minutes))} ({zoneLabel(p)})
        </dd>
        <dt>{t.price}</dt>
        <dd>{money(ownHold ? ownHold.price.priceCents : priceFor(hourly, s.minutes), currency, locale)}</dd>
      </dl>
      {ownHold && keep ? (
        <p className="notice" data-testid="own-hold">
          {fmt(t.ownHold, { time: instant(ownHold.expiresAt, p.timezone, locale, { timeStyle: "short" }) })}
        </p>
      ) : null}
      <form onSubmit={actions.submitDetails} noValidate style={{ marginTop: "1.25rem" }}>
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
        <fieldset aria-describedby="bf-channel-why">
          <legend className="label">{t.channel}</legend>
          <p className="hint" id="bf-channel-why">
            {t.channelWhy}
          </p>
          <div className="channel-options">
            <label>
              <input type="radio" name="channel" value="phone" checked={phone} onChange={() => actions.setChannel("phone")} />{" "}
              {t.channelPhone}
            </label>
            <label>
              <input type="radio" name="channel" value="email" checked={!phone} onChange={() => actions.setChannel("email")} />{" "}
              {t.channelEmail}
            </label>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="bf-contact">{phone ? t.phone : t.email}</label>
          <input
            id="bf-contact"
            ref={contactInputRef}
            type={phone ? "tel" : "email"}
            inputMode={phone ? "tel" : "email"}
            autoComplete={phone ? "tel" : "email"}
            required
            value={s.entries.contact}
            onChange={(e) => entry({ contact: e.target.value })}
            onBlur={() => s.entries.contact && flow.dispatch({ type: "touch", field: "contact" })}
            aria-invalid={showContact ? true : undefined}
            aria-describedby={contactDescribedBy}
          />
          {showContact ? (
            <span id="bf-contact-error" className="field-error" data-testid="error-contact">
              {t.fieldErrors[contactProblem]}
            </span>
          ) : null}
          {phone ? (
            <span id="bf-contact-hint" className="hint">
              {fmt(t.phoneHint, { country: countryName(p.country, BCP47[locale]) })}
            </span>
          ) : null}
        </div>
        {p.captchaSiteKey && !keep ? (
          <div className="field">
            <span className="label">{t.captcha}</span>
            {s.captchaFailed ? (
              <div className="notice" role="alert" data-testid="captcha-failed">
                <p>{t.captchaFailed}</p>
                <button type="button" className="btn btn-secondary" onClick={() => flow.dispatch({ type: "resetCaptcha" })}>
                  {t.captchaRetry}
                </button>
              </div>
            ) : null}
            <div className="captcha-box" hidden={s.captchaFailed}>
              <CaptchaWidget
                key={s.captchaKey}
                siteKey={p.captchaSiteKey}
                locale={locale}
                theme={p.theme}
                onToken={(token) => flow.set({ captchaToken: token })}
                onFail={() => flow.set({ captchaFailed: true })}
              />
            </div>
            {s.captchaMissing && !s.captchaToken && !s.captchaFailed ? (
              <span className="field-error" role="alert">
                {t.captchaMissing}
              </span>
            ) : null}
          </div>
        ) : null}
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
