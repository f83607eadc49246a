"use client";
// Buying prepaid hours on the studio's site (docs/prepaid-hours.md, Buying on the site): a pack, the
// buyer's name and email, then the card form (Stripe's Payment Element, on the studio's account) for
// the pending pass the page's action made. Paid, the webhook makes the pass active and mails the code:
// the page says where it goes and never shows it (the email proves the address).
import dynamic from "next/dynamic";
import { startTransition, useActionState, useCallback, useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { money } from "@/lib/site/client/format";
import { hoursOf } from "@/lib/site/client/hours";
import type { PackOnSale } from "@/lib/contract/prepaid";
import type { BuyAnswer } from "@/lib/site/server/prepaid-hours";

const CardPayment = dynamic(() => import("../booking/CardPayment"), { ssr: false });

type Props = {
  action: (prev: BuyAnswer, form: FormData) => Promise<BuyAnswer>;
  packs: readonly PackOnSale[];
  locale: Locale;
  publishableKey: string;
  t: Catalog["prepaid"]["buy"];
  /** The text of an unexpected failure (the site's INTERNAL_ERROR). */
  failed: string;
};

const IDLE: BuyAnswer = { kind: "idle" };

function Problem({ answer, t, failed }: { answer: BuyAnswer; t: Props["t"]; failed: string }) {
  const text =
    answer.kind === "invalid"
      ? { pack: t.invalidPack, name: t.invalidName, email: t.invalidEmail }[answer.field]
      : answer.kind === "busy"
        ? t.busy
        : answer.kind === "unavailable"
          ? t.unavailable
          : answer.kind === "failed"
            ? failed
            : null;
  return text ? (
    <p className="alert" role="alert" data-testid="buy-hours-problem">
      {text}
    </p>
  ) : null;
}

export function BuyHours({ action, packs, locale, publishableKey, t, failed }: Props) {
  const [answer, formAction, pending] = useActionState(action, IDLE);
  const [paid, setPaid] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const onPaid = useCallback(() => setPaid(true), []);
  const onError = useCallback((message: string) => setPayError(fmt(t.failed, { message }, locale)), [t.failed, locale]);

  function submit(e: FormEvent<HTMLFormElement>) {
    // Run by hand: React's own run would reset the form and empty what the buyer typed.
    e.preventDefault();
    if (pending) return;
    const data = new FormData(e.currentTarget);
    startTransition(() => formAction(data));
  }

  if (answer.kind === "pay") {
    const amount = money(answer.amountCents, answer.currency, locale);
    return (
      <section className="panel" aria-live="polite" data-testid="buy-hours-card">
        {payError ? (
          <p className="alert" role="alert">
            {payError}
          </p>
        ) : null}
        {paid ? (
          <p role="status" data-testid="buy-hours-paid">
            {fmt(t.paid, { email: answer.email }, locale)}
          </p>
        ) : (
          <CardPayment
            publishableKey={publishableKey}
            stripeAccount={answer.stripeAccount ?? undefined}
            clientSecret={answer.clientSecret}
            locale={locale}
            returnUrl={location.href}
            payLabel={fmt(t.pay, { amount }, locale)}
            workingLabel={t.working}
            title={t.cardTitle}
            onPaid={onPaid}
            onError={onError}
          />
        )}
      </section>
    );
  }

  return (
    <form action={formAction} onSubmit={submit} data-testid="buy-hours" aria-labelledby="buy-hours-title">
      <h2 id="buy-hours-title">{t.title}</h2>
      <p>{t.intro}</p>
      <input type="hidden" name="locale" value={locale} />
      <fieldset className="field">
        <legend>{t.pack}</legend>
        <div className="radio-cards">
          {packs.map((p, i) => (
            <label key={p.id} className="radio-card">
              <input type="radio" name="packId" value={p.id} defaultChecked={i === 0} />
              <span className="label">{p.name}</span>
              <span className="hint">
                {fmt(
                  t.offer,
                  { hours: hoursOf(p.minutes, locale), price: money(p.priceCents, p.currency, locale), days: p.validDays },
                  locale,
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="bh-name">{t.name}</label>
        <input id="bh-name" name="buyerName" className="input" autoComplete="name" required maxLength={80} />
      </div>
      <div className="field">
        <label htmlFor="bh-email">{t.email}</label>
        <input id="bh-email" name="buyerEmail" type="email" className="input" autoComplete="email" required maxLength={254} />
      </div>
      <Problem answer={answer} t={t} failed={failed} />
      <div className="actions">
        <button className="btn" type="submit" disabled={pending}>
          {t.next}
        </button>
      </div>
    </form>
  );
}
