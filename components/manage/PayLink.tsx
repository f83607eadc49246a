"use client";
// The card form of a payment link's page (docs/payments.md, Payment links): it asks for the link's
// one PaymentIntent, pays it with Stripe's Payment Element on the studio's account, then waits for
// Stripe's webhook to record the payment, re-reading the link until it says `paid`.
import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { fmt } from "@/lib/i18n/core";
import { money } from "@/lib/site/client/format";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n/catalogs/catalog";

const CardPayment = dynamic(() => import("../booking/CardPayment"), { ssr: false });

type Props = {
  token: string;
  locale: Locale;
  amountCents: number;
  currency: string;
  publishableKey: string;
  stripeAccount?: string;
  t: Catalog["payLink"];
};

type State = { step: "preparing" } | { step: "card"; clientSecret: string } | { step: "paid" } | { step: "failed"; message: string };

const api = (token: string, tail = "") => `/v1/public/payment-links/${token}${tail}`;

export function PayLink({ token, locale, amountCents, currency, publishableKey, stripeAccount, t }: Props) {
  const [state, setState] = useState<State>({ step: "preparing" });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let gone = false;
    void fetch(api(token, "/intent"), { method: "POST" })
      .then(async (r) => {
        const body = (await r.json()) as { success: boolean; data?: { clientSecret: string }; error?: { message: string } };
        if (gone) return;
        if (body.success && body.data) setState({ step: "card", clientSecret: body.data.clientSecret });
        else setState({ step: "failed", message: body.error?.message ?? String(r.status) });
      })
      .catch(() => !gone && setState({ step: "failed", message: t.unavailable }));
    return () => {
      gone = true;
    };
  }, [token, t.unavailable]);

  // Paid at Stripe: the page reloads once the webhook recorded it (the server renders "paid").
  useEffect(() => {
    if (state.step !== "paid") return;
    const timer = setInterval(() => {
      void fetch(api(token))
        .then((r) => r.json() as Promise<{ data?: { status: string } }>)
        .then((b) => {
          if (b.data?.status === "paid") location.reload();
        })
        .catch(() => {});
    }, 2000);
    return () => clearInterval(timer);
  }, [state.step, token]);

  const onPaid = useCallback(() => setState({ step: "paid" }), []);
  const onError = useCallback((message: string) => setError(fmt(t.failed, { message })), [t.failed]);
  const amount = money(amountCents, currency, locale);

  return (
    <section className="panel" aria-live="polite">
      <noscript>
        <p>{t.noScript}</p>
      </noscript>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {state.step === "preparing" ? <p>{t.preparing}</p> : null}
      {state.step === "failed" ? <p role="alert">{fmt(t.failed, { message: state.message })}</p> : null}
      {state.step === "paid" ? (
        <p role="status" data-testid="pay-state">
          {t.paidNow}
        </p>
      ) : null}
      {state.step === "card" ? (
        <CardPayment
          publishableKey={publishableKey}
          stripeAccount={stripeAccount}
          clientSecret={state.clientSecret}
          locale={locale}
          returnUrl={location.href}
          payLabel={fmt(t.pay, { amount })}
          workingLabel={t.working}
          title={t.cardTitle}
          onPaid={onPaid}
          onError={onError}
        />
      ) : null}
    </section>
  );
}
