"use client";
// The dashboard's payments page (docs/payments-connect.md): where card deposits go, the studio's
// Stripe account and what Stripe still needs, and the button to Stripe-hosted onboarding. Back from
// an expired link (`?stripe=refresh`) it says so and offers the button again. What Stripe needs is
// said in words beside its code (docs/payments-connect.md, The owner is told).
import { useState } from "react";
import type { PaymentsState } from "@/lib/contract/payments-schemas";
import { fmt } from "@/lib/i18n/core";
import type { PaymentsTexts } from "@/lib/i18n/studio-payments";
import { requirementSentences, type RequirementKey } from "@/lib/i18n/stripe-requirements";
import { studioApi } from "./api";

export function PaymentsPanel({
  state,
  t,
  words,
  refresh,
}: {
  state: PaymentsState;
  t: PaymentsTexts;
  words: Record<RequirementKey, string>;
  refresh: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const a = state.account;
  const connect = async () => {
    setBusy(true);
    setFailed(false);
    const r = await studioApi<{ url: string }>("/payments/connect", { method: "POST" });
    if (r.ok) window.location.assign(r.data.url);
    else {
      setBusy(false);
      setFailed(true);
    }
  };
  const percent = (state.platformFeeBps / 100).toLocaleString();
  return (
    <div className="studio-narrow" data-testid="payments">
      <h1>{t.title}</h1>
      {!state.stripeConfigured ? (
        <p>{t.notConfigured}</p>
      ) : (
        <>
          <p data-testid="payments-mode">{state.mode === "connect" ? t.connectMode : t.platformMode}</p>
          {state.mode === "connect" && state.platformFeeBps > 0 ? (
            <p data-testid="payments-fee">
              {fmt(t.fee, { percent })} {t.feeOnRefund}
            </p>
          ) : null}
          <section aria-labelledby="payments-account">
            <h2 id="payments-account">{t.account}</h2>
            {a ? (
              <>
                <p data-testid="payments-charges">{a.chargesEnabled ? t.chargesOn : t.chargesOff}</p>
                <p>{a.detailsSubmitted ? t.detailsSubmitted : t.detailsMissing}</p>
                {a.requirementsDue.length > 0 ? (
                  <>
                    <p>{t.stillNeeds}</p>
                    <ul data-testid="payments-requirements">
                      {a.requirementsDue.map((r) => (
                        <li key={r}>
                          {requirementSentences([r], words)[0]} <code>{r}</code>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>{t.nothingDue}</p>
                )}
              </>
            ) : (
              <p>{t.noAccount}</p>
            )}
            {refresh ? <p role="status">{t.expired}</p> : null}
            {failed ? <p role="alert">{t.failed}</p> : null}
            {!a || !a.chargesEnabled || a.requirementsDue.length > 0 ? (
              <button type="button" onClick={connect} disabled={busy} data-testid="payments-connect">
                {busy ? t.working : a ? t.resume : t.connect}
              </button>
            ) : null}
          </section>
          <p data-testid="payments-card">
            {state.cardPaymentsAvailable ? t.cardOn : t.cardOff} {state.cardPayments ? null : t.cardSettingOff}
          </p>
        </>
      )}
    </div>
  );
}
