"use client";
// A booking's payments at the studio (docs/payments.md, Payments at the studio): what was paid and
// is still owed, each payment with its method, note and who recorded it, a form to record one (the
// amount owed offered), and per payment "void" (anyone) and "give back" (owners), each asking first
// in place: nothing irreversible happens on one click. Every answer is announced where the focus goes.
import { useState, type FormEvent } from "react";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/contract/booking-money";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import type { MoneyTexts } from "@/lib/i18n/studio-money";
import { fmt, money } from "@/lib/i18n/core";
import { instant } from "@/lib/site/client/format";
import type { z } from "zod";
import type { BookingDetail } from "@/lib/contract/dashboard-schemas";
import { parseAmount } from "./amount";
import { AmountField } from "./AmountField";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type BookingPaymentTexts = MoneyTexts["bookingPayments"];
type PaymentLine = z.output<typeof BookingDetail>["payments"][number];

type Props = {
  b: Pick<z.output<typeof BookingDetail>, "id" | "payments" | "paidCents" | "owedCents" | "refundedCents" | "actions" | "currency">;
  /** The studio's time zone: each payment's time is written in it. */
  zone: string;
  locale: Locale;
  tp: BookingPaymentTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

const key = () => crypto.randomUUID();
/** An amount as staff type it ("20", "20,50") in the form's field. */
const typed = (cents: number) => (cents / 100).toFixed(2);

export function BookingPayments({ b, zone, locale, tp, t, errors }: Props) {
  const { currency } = b;
  const a = useStudioAction();
  const base = `/bookings/${encodeURIComponent(b.id)}/payments`;
  const cents = (c: number) => money(c, currency, locale);
  const [asking, setAsking] = useState<{ id: string; kind: "void" | "refund" } | null>(null);
  // The card deposit's refunds and the payments' (docs/payments.md, Payment status): shown, never taken off what is owed.
  const givenBack = b.refundedCents + b.payments.reduce((sum, x) => sum + (x.voidedAt ? 0 : x.refundedCents), 0);

  return (
    <section aria-labelledby="d-payments" className="studio-section" data-testid="booking-payments">
      <h2 id="d-payments">{tp.title}</h2>
      <dl className="summary">
        <dt>{tp.paid}</dt>
        <dd data-testid="payments-paid">{cents(b.paidCents)}</dd>
        {givenBack > 0 ? (
          <>
            <dt>{tp.givenBack}</dt>
            <dd data-testid="payments-given-back">{cents(givenBack)}</dd>
          </>
        ) : null}
        <dt>{tp.owed}</dt>
        <dd data-testid="payments-owed">{cents(b.owedCents)}</dd>
      </dl>
      <ActionOutcome a={a} t={t} errors={errors} testId="payments-feedback" />
      {b.payments.length === 0 ? (
        <p>{tp.none}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="payments-caption" tabIndex={0}>
          <table className="studio-table" data-testid="payments-table">
            <caption id="payments-caption">{tp.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{tp.when}</th>
                <th scope="col">{tp.method}</th>
                <th scope="col" className="num">
                  {tp.amount}
                </th>
                <th scope="col">{tp.note}</th>
                <th scope="col">{tp.by}</th>
                <th scope="col">{tp.state}</th>
              </tr>
            </thead>
            <tbody>
              {b.payments.map((x) => (
                <tr key={x.id} data-payment={x.id}>
                  <th scope="row">{instant(x.recordedAt, zone, locale)}</th>
                  <td data-label={tp.method}>{x.method ? tp.methods[x.method] : tp.methodUnsaid}</td>
                  <td data-label={tp.amount} className="num">
                    {x.voidedAt ? <s>{cents(x.amountCents)}</s> : cents(x.amountCents)}
                  </td>
                  <td data-label={tp.note} dir="auto">
                    {x.note ?? ""}
                  </td>
                  <td data-label={tp.by}>{x.recordedBy ?? ""}</td>
                  <td data-label={tp.state}>
                    <PaymentState x={x} tp={tp} cents={cents} />
                    {x.voidedAt ? null : (
                      <PaymentButtons
                        x={x}
                        mayRefund={b.actions.refundPayment}
                        busy={a.busy}
                        asking={asking}
                        setAsking={setAsking}
                        tp={tp}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asking ? (
        <AskFirst
          x={b.payments.find((x) => x.id === asking.id)!}
          kind={asking.kind}
          busy={a.busy}
          tp={tp}
          cents={cents}
          onCancel={() => setAsking(null)}
          onConfirm={async (body, done) => {
            const path = asking.kind === "void" ? `${base}/void` : `${base}/refunds`;
            if ((await a.run(path, "POST", { paymentId: asking.id, ...body }, done)) !== null) setAsking(null);
          }}
        />
      ) : null}
      {b.payments.some((x) => x.refundedCents > 0) ? <p className="hint">{tp.refundHint}</p> : null}
      {b.actions.recordPayment && b.owedCents > 0 ? (
        // Keyed by what is owed: after each change the form offers the new amount.
        <RecordForm key={b.owedCents} a={a} base={base} owedCents={b.owedCents} currency={currency} tp={tp} />
      ) : null}
    </section>
  );
}

function PaymentState({ x, tp, cents }: { x: PaymentLine; tp: BookingPaymentTexts; cents: (c: number) => string }) {
  if (x.voidedAt) return <span>{x.voidReason ? fmt(tp.voidedWhy, { reason: x.voidReason }) : tp.voided}</span>;
  return x.refundedCents > 0 ? <span>{fmt(tp.refunded, { amount: cents(x.refundedCents) })} </span> : null;
}

function PaymentButtons(props: {
  x: PaymentLine;
  mayRefund: boolean;
  busy: boolean;
  asking: { id: string; kind: "void" | "refund" } | null;
  setAsking: (v: { id: string; kind: "void" | "refund" }) => void;
  tp: BookingPaymentTexts;
}) {
  const { x, tp } = props;
  const left = x.amountCents - x.refundedCents;
  return (
    <span className="actions">
      {x.refundedCents === 0 && !x.viaLink ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={props.busy}
          onClick={() => props.setAsking({ id: x.id, kind: "void" })}
        >
          {tp.void}
        </button>
      ) : null}
      {props.mayRefund && left > 0 ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={props.busy}
          onClick={() => props.setAsking({ id: x.id, kind: "refund" })}
        >
          {tp.giveBack}
        </button>
      ) : null}
    </span>
  );
}

/** The question before a void or a refund, in place, its first field focused. */
function AskFirst(props: {
  x: PaymentLine;
  kind: "void" | "refund";
  busy: boolean;
  tp: BookingPaymentTexts;
  cents: (c: number) => string;
  onCancel: () => void;
  onConfirm: (body: Record<string, unknown>, done: string) => Promise<void>;
}) {
  const { x, tp } = props;
  const left = x.amountCents - x.refundedCents;
  const [text, setText] = useState(props.kind === "refund" ? typed(left) : "");
  const [bad, setBad] = useState(false);
  const [requestKey] = useState(key);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (props.kind === "void") return props.onConfirm({ reason: text.trim() || undefined }, tp.voidDone);
    const amountCents = parseAmount(text, left);
    setBad(amountCents === null);
    if (amountCents !== null) await props.onConfirm({ amountCents, idempotencyKey: requestKey }, tp.giveBackDone);
  };
  const id = `ask-${x.id}`;
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby={`${id}-q`} data-testid="payment-ask" noValidate>
      <p id={`${id}-q`}>{props.kind === "void" ? tp.voidAsk : fmt(tp.giveBackAsk, { left: props.cents(left) })}</p>
      <div className="field">
        <label htmlFor={id}>{props.kind === "void" ? tp.voidReason : tp.amount}</label>
        <input
          id={id}
          type="text"
          autoFocus
          autoComplete="off"
          inputMode={props.kind === "refund" ? "decimal" : undefined}
          maxLength={300}
          value={text}
          aria-invalid={bad ? true : undefined}
          aria-errormessage={bad ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {bad ? (
          <p id={`${id}-error`} className="field-error">
            {tp.badAmount}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <button type="submit" className="btn" disabled={props.busy}>
          {props.kind === "void" ? tp.voidConfirm : tp.giveBackConfirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
          {tp.keep}
        </button>
      </div>
    </form>
  );
}

function RecordForm(props: {
  a: ReturnType<typeof useStudioAction>;
  base: string;
  owedCents: number;
  currency: string;
  tp: BookingPaymentTexts;
}) {
  const { tp, a } = props;
  const [amount, setAmount] = useState(typed(props.owedCents));
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [note, setNote] = useState("");
  const [bad, setBad] = useState(false);
  // One key per payment meant: a double click or a retry after a lost answer records it once.
  const [requestKey, setRequestKey] = useState(key);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountCents = parseAmount(amount, props.owedCents);
    setBad(amountCents === null);
    if (amountCents === null) return;
    const body = { amountCents, method, note: note.trim() || undefined, idempotencyKey: requestKey };
    if ((await a.run(props.base, "POST", body, tp.recorded)) !== null) {
      setNote("");
      setRequestKey(key());
    }
  };
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="record-payment-title" noValidate data-testid="record-payment">
      <h3 id="record-payment-title">{tp.recordTitle}</h3>
      <AmountField
        id="payment-amount"
        label={fmt(tp.amountIn, { currency: props.currency })}
        value={amount}
        onChange={setAmount}
        bad={bad}
        badText={tp.badAmount}
      />
      <div className="field">
        <label htmlFor="payment-method">{tp.method}</label>
        <select id="payment-method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {tp.methods[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="payment-note">{tp.note}</label>
        <input id="payment-note" type="text" maxLength={300} autoComplete="off" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {tp.record}
      </button>
    </form>
  );
}
