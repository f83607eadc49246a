"use client";
// Step 3: the six-digit code, with resend after the cooldown. The code input gets focus and
// autocomplete="one-time-code"; the code itself is never stored. Where paying at the studio is the
// only mode, this is the last step: a prepaid-hours code, the cancellation terms and "Confirm booking"
// (the code checked, then the booking confirmed), the summary below; a hold verified already (a
// confirm that failed, a reload) shows only the confirm.
import { useEffect, useState } from "react";
import { fmt } from "@/lib/i18n/core";
import { CancelPolicy } from "./CancelPolicy";
import { PrepaidField } from "./PrepaidField";
import { StepError, HoldCountdown, HoldSummary, type StepProps } from "./shared";
import { codeOutlivesHold } from "../flow-state";
import { instant } from "@/lib/site/client/format";

function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

export function VerifyStep({ flow, p }: StepProps) {
  const { s, actions } = flow;
  const { headingRef, codeInputRef } = flow.refs;
  const { t } = p;
  const now = useNow();
  const hold = s.hold;
  const direct = flow.direct;
  // The heading gets focus first (step change); then the field, where the guest types.
  useEffect(() => {
    const id = setTimeout(() => codeInputRef.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(id);
  }, [codeInputRef]);
  // Verified already: only the confirm is left (paying at the studio only; otherwise the payment step shows).
  const verified = hold?.status === "verified";
  // The code field goes once the code is accepted (a confirm that then failed, or a re-read after a reload): focus
  // it held goes to the step's heading, not to the page.
  useEffect(() => {
    if (verified && (!document.activeElement || document.activeElement === document.body)) headingRef.current?.focus();
  }, [verified, headingRef]);
  if (!hold) return null;
  const wait = Math.min(60, Math.max(0, Math.ceil((s.resendAt - now) / 1000)));
  // Tries left after a wrong code, from the API's error details (never parsed from its text).
  const left = s.error?.code === "CODE_INVALID" ? s.error.details?.attemptsLeft : undefined;
  const triesLeft = typeof left === "number" ? left : null;
  return (
    <section className="panel" aria-labelledby="bf-h">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1}>
        {verified ? t.confirmTitle : t.codeTitle}
      </h3>
      <HoldCountdown flow={flow} p={p} />
      {verified ? (
        <p className="notice" data-testid="code-accepted">
          {t.codeAccepted}
        </p>
      ) : (
        <p>{fmt(t.codeSent, { contact: hold.contactMasked })}</p>
      )}
      {s.devCode && !verified ? (
        <div className="dev-banner" data-testid="dev-code-banner">
          <strong>{t.devTitle}</strong>
          <span>{t.devBody}</span> <code data-testid="dev-code">{s.devCode}</code>
        </div>
      ) : null}
      <form onSubmit={actions.submitCode} style={{ marginTop: "1rem" }}>
        {verified ? null : <CodeField flow={flow} p={p} />}
        {direct ? <PrepaidField flow={flow} p={p} /> : null}
        <StepError flow={flow} p={p} />
        {triesLeft !== null ? (
          <p className={triesLeft <= 1 ? "notice" : "hint"} role="status" data-testid="tries-left">
            {fmt(t.triesLeft, { count: triesLeft }, p.locale)}
            {triesLeft <= 1 ? ` ${t.lastTry}` : null}
          </p>
        ) : null}
        {s.info ? (
          <p className="notice" role="status">
            {s.info}
          </p>
        ) : null}
        {direct ? <ConfirmTerms flow={flow} p={p} /> : null}
        <div className="actions">
          <button
            className="btn"
            type="submit"
            disabled={s.busy || (!verified && s.code.length !== 6)}
            aria-describedby={direct ? "bf-pay-on-site" : undefined}
          >
            {s.busy ? t.working : direct ? t.confirm : t.verify}
          </button>
          {hold.resendsLeft > 0 && !verified ? (
            <button
              type="button"
              className="btn-link"
              onClick={actions.resend}
              disabled={s.busy || wait > 0}
              aria-describedby="bf-resend-hint"
            >
              {t.resend}
            </button>
          ) : null}
        </div>
        {verified ? null : (
          <p id="bf-resend-hint" className="hint">
            {hold.resendsLeft <= 0
              ? t.noResendsLeft
              : wait > 0
                ? `${fmt(t.resendIn, { seconds: wait })} · ${fmt(t.resendsLeft, { count: hold.resendsLeft }, p.locale)}`
                : fmt(t.resendsLeft, { count: hold.resendsLeft }, p.locale)}
          </p>
        )}
        <p className="hint">
          {/* A typo in the name or where the code goes: back to the details, this hold kept until they change. */}
          <button type="button" className="btn-link" onClick={actions.changeDetails} data-testid="change-details">
            {t.changeDetails}
          </button>
          {" · "}
          <button type="button" className="btn-link" onClick={actions.restart}>
            {t.startAgain}
          </button>
        </p>
      </form>
      {/* Below the form: on a laptop screen the field and "Verify" stay above the fold. */}
      {verified ? null : (
        <p className="hint" data-testid="code-life">
          {codeOutlivesHold(s.resendAt, hold.expiresAt, s.skew)
            ? fmt(t.codeUntilHoldEnds, { time: instant(hold.expiresAt, p.timezone, p.locale, { timeStyle: "short" }) })
            : t.codeLife}
        </p>
      )}
      <HoldSummary flow={flow} p={p} />
    </section>
  );
}

/** The six-digit code's field: digits only, a pasted code's digits taken, the one-time-code autofill. */
function CodeField({ flow, p }: StepProps) {
  const { s } = flow;
  const { codeInputRef } = flow.refs;
  return (
    <div className="field">
      <label htmlFor="bf-code">{p.t.codeLabel}</label>
      <input
        id="bf-code"
        ref={codeInputRef}
        className="input code-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        value={s.code}
        onChange={(e) => flow.set({ code: e.target.value.replace(/\D/g, "").slice(0, 6) })}
        onPaste={(e) => {
          const digits = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, 6);
          if (digits) {
            e.preventDefault();
            flow.set({ code: digits });
          }
        }}
      />
    </div>
  );
}

/** Where this step books (paying at the studio only): the terms next to the button, and that nothing is paid now. */
function ConfirmTerms({ flow, p }: StepProps) {
  const hold = flow.s.hold;
  if (!hold) return null;
  return (
    <>
      <CancelPolicy flow={flow} p={p} date={hold.date} start={hold.startTime} deposit={false} />
      <p className="hint" id="bf-pay-on-site">
        {p.t.payOnSiteHint}
      </p>
    </>
  );
}
