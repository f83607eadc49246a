"use client";
// The parts of step 2 (DetailsStep): where the code goes (phone or email, with the server's rules,
// lib/contract/guest-rules.ts, shown inline on blur and on submit), and the captcha when the
// studio asks for one. hCaptcha's script is loaded only here, and only for captcha studios.
import dynamic from "next/dynamic";
import { BCP47, fmt } from "@/lib/i18n/core";
import { partyOf } from "../flow-state";
import type { StepProps } from "./shared";

const CaptchaWidget = dynamic(() => import("../CaptchaWidget"), { ssr: false, loading: () => <div className="captcha-box" /> });

function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** The channel (phone or email) and the contact, with its inline error and, for a phone, the country hint. */
export function ContactFields({ flow, p }: StepProps) {
  const { s, actions, contactProblem } = flow;
  const { contactInputRef } = flow.refs;
  const { t, locale } = p;
  const showContact = s.touched.contact && contactProblem;
  const phone = s.entries.channel === "phone";
  const entry = (patch: Partial<typeof s.entries>) => flow.dispatch({ type: "entries", patch });
  const contactDescribedBy =
    [showContact ? "bf-contact-error" : null, phone ? "bf-contact-hint" : null].filter(Boolean).join(" ") || undefined;
  return (
    <>
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
    </>
  );
}

/** The captcha, with a retry when it failed to load and an error when it was not solved. */
export function CaptchaField({ flow, p, siteKey }: StepProps & { siteKey: string }) {
  const { s } = flow;
  const { t, locale } = p;
  return (
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
          siteKey={siteKey}
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
  );
}

/** How many people come (optional), up to the room's capacity, with its inline error (docs/decisions-bookings.md, Party size). */
export function PartyField({ flow, p }: StepProps) {
  const { s } = flow;
  const { t } = p;
  const party = partyOf(s.entries.party, p.room.capacity);
  // Said as soon as it is typed (the bound is known): an error appearing on blur would move the fields below
  // under the pointer that is leaving this one.
  const problem = !party.ok && (s.touched.party || s.entries.party.trim() !== "") ? party.problem : null;
  const describedBy = [problem ? "bf-party-error" : null, "bf-party-hint"].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor="bf-party">{t.partySize}</label>
      <input
        id="bf-party"
        className="input party-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={p.room.capacity}
        step={1}
        value={s.entries.party}
        onChange={(e) => flow.dispatch({ type: "entries", patch: { party: e.target.value } })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
      />
      {problem ? (
        <span id="bf-party-error" className="field-error" data-testid="error-party">
          {problem === "partyTooMany" ? fmt(t.partySizeTooMany, { count: p.room.capacity }, p.locale) : t.partySizeInvalid}
        </span>
      ) : null}
      <span id="bf-party-hint" className="hint">
        {fmt(t.partySizeHint, { count: p.room.capacity }, p.locale)}
      </span>
    </div>
  );
}

/**
 * "Remember my details on this device" (docs/booking-flow.md, Remembered details): unticked until the guest ticks it;
 * ticked, the name and contact are kept in this browser once the booking is made; unticked again, they are forgotten at once.
 */
export function RememberField({ flow, p }: StepProps) {
  const { t } = p;
  return (
    <div className="field check-field">
      <label>
        <input
          type="checkbox"
          id="bf-remember"
          checked={flow.s.entries.remember}
          onChange={(e) => flow.actions.setRemember(e.target.checked)}
          aria-describedby="bf-remember-hint"
        />{" "}
        {t.rememberMe}
      </label>
      <span id="bf-remember-hint" className="hint">
        {t.rememberHint}
      </span>
    </div>
  );
}

/** The details came from this device: said above the form, with the way to forget them; and that they were forgotten. */
export function RememberedNotice({ flow, p }: StepProps) {
  const { s, actions } = flow;
  const { t } = p;
  const r = s.remembered;
  const shown = r && s.entries.name === r.name && s.entries.contact === r.contact;
  if (!shown) {
    return s.info ? (
      <p className="notice" role="status" data-testid="details-forgotten">
        {s.info}
      </p>
    ) : null;
  }
  return (
    <p className="notice" data-testid="remembered">
      {t.rememberedHere}{" "}
      <button type="button" className="btn-link" onClick={actions.forgetDetails}>
        {t.forgetDetails}
      </button>
    </p>
  );
}

/**
 * Where paying at the studio is the only mode there is no payment step: its notes for the studio and, for a phone
 * guest, the receipt address are asked here, with the other details (sent with the confirm, as from the payment step).
 */
export function ConfirmExtras({ flow, p }: StepProps) {
  const { s } = flow;
  const { t } = p;
  const entry = (patch: Partial<typeof s.entries>) => flow.dispatch({ type: "entries", patch });
  return (
    <>
      <div className="field">
        <label htmlFor="bf-notes">{t.notes}</label>
        <textarea id="bf-notes" maxLength={500} value={s.entries.notes} onChange={(e) => entry({ notes: e.target.value })} />
      </div>
      {s.entries.channel === "phone" ? (
        <div className="field">
          <label htmlFor="bf-receipt">{t.receiptEmail}</label>
          <input
            id="bf-receipt"
            type="email"
            autoComplete="email"
            value={s.entries.receipt}
            onChange={(e) => entry({ receipt: e.target.value })}
          />
        </div>
      ) : null}
    </>
  );
}
