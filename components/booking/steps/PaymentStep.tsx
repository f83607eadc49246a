"use client";
// Step 4: how to pay (the modes this room and studio offer), notes, a receipt address for
// phone guests; confirm.
import { fmt } from "@/lib/i18n/core";
import { money } from "@/lib/site/client/format";
import { StepError, HoldCountdown, HoldSummary, type StepProps } from "./shared";

export function PaymentStep({ flow, p }: StepProps) {
  const { s, actions } = flow;
  const { headingRef } = flow.refs;
  const { t, locale } = p;
  const hold = s.hold;
  if (!hold) return null;
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
            {flow.availableModes(hold.paymentModes).map((m) => (
              <label key={m} className="radio-card">
                <input type="radio" name="mode" value={m} checked={s.mode === m} onChange={() => flow.set({ mode: m })} />
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
        <div className="actions">
          <button className="btn" type="submit" disabled={s.busy || !s.mode}>
            {s.busy ? t.working : t.confirm}
          </button>
        </div>
      </form>
    </section>
  );
}
