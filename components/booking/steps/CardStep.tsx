"use client";
// Step 4b: the card deposit. Stripe.js is loaded only here (a card booking at its payment
// step). The manage token stays in memory; once paid, the guest goes to the manage page.
import dynamic from "next/dynamic";
import { fmt } from "@/lib/i18n/core";
import { instant, money } from "@/lib/site/client/format";
import { ErrorBox } from "../ErrorBox";
import type { StepProps } from "./shared";

const CardPayment = dynamic(() => import("../CardPayment"), { ssr: false });

export function CardStep({ flow, p }: StepProps) {
  const { s, actions } = flow;
  const { headingRef } = flow.refs;
  const { t, locale } = p;
  const card = s.card;
  if (!card || !p.stripePublishableKey) return null;
  return (
    <section className="panel" aria-labelledby="bf-h">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1}>
        {t.cardTitle}
      </h3>
      {card.paymentDueAt ? (
        <p>{fmt(t.paymentDueBy, { time: instant(card.paymentDueAt, p.timezone, locale, { timeStyle: "short" }) })}</p>
      ) : null}
      {s.error ? <ErrorBox error={s.error} t={p.errors} /> : null}
      <CardPayment
        publishableKey={p.stripePublishableKey}
        stripeAccount={p.stripeAccount}
        clientSecret={card.clientSecret}
        locale={locale}
        returnUrl={`${location.origin}${location.pathname}?payment=return`}
        payLabel={fmt(t.payNow, { amount: money(card.depositCents, card.currency, locale) })}
        workingLabel={t.working}
        title={t.cardTitle}
        onPaid={actions.onCardPaid}
        onError={actions.onCardError}
      />
      <p className="hint" style={{ marginTop: "1rem" }}>
        <a href={`/${locale}/manage/${card.manageToken}`} rel="noreferrer">
          {t.manageLink}
        </a>{" "}
        · {t.manageHint}
      </p>
    </section>
  );
}
