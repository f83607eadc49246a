"use client";
// Step 4: how to pay (the modes this room and studio offer), a prepaid-hours code where paying at the
// studio is one, notes, a receipt address for phone guests; confirm.
import { fmt } from "@/lib/i18n/core";
import { money } from "@/lib/site/client/format";
import { CancelPolicy } from "./CancelPolicy";
import { PrepaidField } from "./PrepaidField";
import { StepError, HoldCountdown, HoldSummary, type StepProps } from "./shared";

export function PaymentStep({ flow, p }: StepProps) {
  const { s, actions } = flow;
  const { headingRef } = flow.refs;
  const { t, locale } = p;
  const hold = s.hold;
  if (!hold) return null;
  const modes = flow.availableModes(hold.paymentModes);
  return (
    <section className="panel" aria-labelledby="bf-h">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1}>
        {t.paymentTitle}
      </h3>
      <HoldCountdown flow={flow} p={p} />
      <HoldSummary flow={flow} p={p} />
      <form onSubmit={actions.submitPayment} style={{ marginTop: "1rem" }}>
        <fieldset>
          <legend className="visually-hidden">{t.paymentTitle}</legend>
          <div className="radio-cards">
            {modes.map((m) => (
              <label key={m} className="radio-card">
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={flow.mode === m}
                  // Prepaid hours pay at the studio: the card leaves no use for a code typed (PrepaidField.tsx).
                  onChange={() => flow.set(m === "card" ? { mode: m, prepaid: "", prepaidError: null } : { mode: m })}
                />
                <span className="label">{m === "on_site" ? t.payOnSite : t.payCard}</span>
                <span className="hint">
                  {m === "on_site"
                    ? t.payOnSiteHint
                    : fmt(t.payCardHint, { deposit: money(hold.price.depositCents, hold.price.currency, locale) })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {modes.includes("on_site") ? <PrepaidField flow={flow} p={p} /> : null}
        <div className="field">
          <label htmlFor="bf-notes">{t.notes}</label>
          <textarea
            id="bf-notes"
            maxLength={500}
            value={s.entries.notes}
            onChange={(e) => flow.dispatch({ type: "entries", patch: { notes: e.target.value } })}
          />
        </div>
        {hold.channel === "phone" ? (
          <div className="field">
            <label htmlFor="bf-receipt">{t.receiptEmail}</label>
            <input
              id="bf-receipt"
              type="email"
              autoComplete="email"
              value={s.entries.receipt}
              onChange={(e) => flow.dispatch({ type: "entries", patch: { receipt: e.target.value } })}
            />
          </div>
        ) : null}
        <StepError flow={flow} p={p} />
        <CancelPolicy
          flow={flow}
          p={p}
          date={hold.date}
          start={hold.startTime}
          deposit={modes.includes("card") && hold.price.depositCents > 0}
        />
        {flow.mode ? null : (
          <p className="hint" id="bf-mode-hint" data-testid="choose-mode">
            {t.chooseMode}
          </p>
        )}
        <div className="actions">
          <button className="btn" type="submit" disabled={s.busy || !flow.mode} aria-describedby={flow.mode ? undefined : "bf-mode-hint"}>
            {s.busy ? t.working : t.confirm}
          </button>
        </div>
      </form>
    </section>
  );
}
