"use client";
// A booking's payment links (docs/payments.md, Payment links): each link sent with its amount and
// state, the link itself while open (to send another way), "cancel" asking first in place, and the
// form that sends a new one (what is owed offered). Every answer is announced where the focus goes.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import type { MoneyTexts } from "@/lib/i18n/studio-money";
import { fmt, money } from "@/lib/i18n/core";
import { instant } from "@/lib/site/client/format";
import type { z } from "zod";
import type { BookingDetail } from "@/lib/contract/dashboard-schemas";
import { LINK_DAYS } from "@/lib/contract/booking-money";
import { parseAmount } from "./amount";
import { AmountField } from "./AmountField";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type Texts = MoneyTexts["paymentLinks"];

type Props = {
  b: Pick<z.output<typeof BookingDetail>, "id" | "paymentRequests" | "owedCents" | "actions" | "currency">;
  zone: string;
  locale: Locale;
  tl: Texts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

const key = () => crypto.randomUUID();

export function PaymentLinks({ b, zone, locale, tl, t, errors }: Props) {
  const a = useStudioAction();
  const base = `/bookings/${encodeURIComponent(b.id)}/payments/requests`;
  const cents = (c: number) => money(c, b.currency, locale);
  const [asking, setAsking] = useState<string | null>(null);
  const offer = b.actions.requestPayment && b.owedCents > 0;
  if (b.paymentRequests.length === 0 && !offer) return null;

  return (
    <section aria-labelledby="d-links" className="studio-section" data-testid="payment-links">
      <h2 id="d-links">{tl.title}</h2>
      <ActionOutcome a={a} t={t} errors={errors} testId="links-feedback" />
      {b.paymentRequests.length === 0 ? (
        <p>{tl.none}</p>
      ) : (
        <ul className="studio-list" aria-label={tl.caption}>
          {b.paymentRequests.map((r) => (
            <li key={r.id} data-request={r.id}>
              <p>
                <strong>{cents(r.amountCents)}</strong> · {tl.states[r.status]}
                {r.status === "open" ? ` · ${fmt(tl.until, { when: instant(r.expiresAt, zone, locale) })}` : ""} · {tl.asked}{" "}
                {instant(r.askedAt, zone, locale)}
                {r.askedBy ? ` (${r.askedBy})` : ""}
                {r.note ? ` · ${r.note}` : ""}
              </p>
              {r.url ? (
                <div className="field">
                  <label htmlFor={`link-${r.id}`}>{tl.link}</label>
                  <input id={`link-${r.id}`} type="text" readOnly value={r.url} onFocus={(e) => e.currentTarget.select()} />
                </div>
              ) : null}
              {r.status === "open" && asking !== r.id ? (
                <button type="button" className="btn btn-secondary btn-small" disabled={a.busy} onClick={() => setAsking(r.id)}>
                  {tl.cancel}
                </button>
              ) : null}
              {asking === r.id ? (
                <form
                  className="studio-form"
                  data-testid="link-cancel-ask"
                  onSubmit={async (e) => {
                    e.preventDefault();
                    if ((await a.run(`${base}/cancel`, "POST", { requestId: r.id }, tl.cancelDone)) !== null) setAsking(null);
                  }}
                >
                  <p>{tl.cancelAsk}</p>
                  <div className="actions">
                    <button type="submit" className="btn" disabled={a.busy} autoFocus>
                      {tl.cancelConfirm}
                    </button>
                    <button type="button" className="btn btn-secondary" onClick={() => setAsking(null)}>
                      {tl.keep}
                    </button>
                  </div>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {offer ? <AskForm key={b.owedCents} a={a} base={base} owedCents={b.owedCents} currency={b.currency} tl={tl} /> : null}
    </section>
  );
}

function AskForm(props: { a: ReturnType<typeof useStudioAction>; base: string; owedCents: number; currency: string; tl: Texts }) {
  const { tl, a } = props;
  const [amount, setAmount] = useState((props.owedCents / 100).toFixed(2));
  const [days, setDays] = useState(String(LINK_DAYS.default));
  const [note, setNote] = useState("");
  const [bad, setBad] = useState(false);
  // One key per link meant: a double click or a retry after a lost answer sends it once.
  const [requestKey, setRequestKey] = useState(key);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountCents = parseAmount(amount, props.owedCents);
    setBad(amountCents === null);
    if (amountCents === null) return;
    const validDays = Math.min(LINK_DAYS.max, Math.max(LINK_DAYS.min, Number.parseInt(days, 10) || LINK_DAYS.default));
    const body = { amountCents, validDays, note: note.trim() || undefined, idempotencyKey: requestKey };
    if ((await a.run(props.base, "POST", body, tl.sent)) !== null) {
      setNote("");
      setRequestKey(key());
    }
  };
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="ask-payment-title" noValidate data-testid="ask-payment">
      <h3 id="ask-payment-title">{tl.askTitle}</h3>
      <AmountField
        id="link-amount"
        label={fmt(tl.amountIn, { currency: props.currency })}
        value={amount}
        onChange={setAmount}
        bad={bad}
        badText={tl.badAmount}
      />
      <div className="field">
        <label htmlFor="link-days">{tl.validDays}</label>
        <input
          id="link-days"
          type="number"
          min={LINK_DAYS.min}
          max={LINK_DAYS.max}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="link-note">{tl.note}</label>
        <input
          id="link-note"
          type="text"
          maxLength={300}
          autoComplete="off"
          aria-describedby="link-note-hint"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id="link-note-hint" className="hint">
          {tl.noteHint}
        </p>
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {tl.ask}
      </button>
    </form>
  );
}
