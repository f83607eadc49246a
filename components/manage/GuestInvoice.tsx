"use client";
// The manage page's invoice section (docs/invoices.md, The guest asks): the booking's invoices in force
// (PDF links), and, where offered, the form for a full invoice with the customer's tax details. The
// form posts to the page's server action: without JavaScript a plain POST, with it no reload.
import { startTransition, useActionState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { GuestInvoiceAnswer } from "@/lib/site/server/guest-invoice";

type Invoices = { number: string; kind: string; pdfUrl: string }[];

type Props = {
  action: (prev: GuestInvoiceAnswer, form: FormData) => Promise<GuestInvoiceAnswer>;
  token: string;
  offered: boolean;
  invoices: Invoices;
  locale: Locale;
  t: Catalog["invoices"]["guest"];
  failed: string;
};

const IDLE: GuestInvoiceAnswer = { kind: "idle" };

export function GuestInvoice({ action, token, offered, invoices, locale, t, failed }: Props) {
  const [answer, formAction, pending] = useActionState(action, IDLE);
  const shown = answer.kind === "issued" ? answer.invoices : invoices;
  const problem = { idle: null, issued: null, invalid: t.invalid, refused: t.refused, busy: t.busy, failed }[answer.kind];

  function submit(e: FormEvent<HTMLFormElement>) {
    // Run by hand: React's own run would reset the form and empty what the guest typed.
    e.preventDefault();
    if (pending) return;
    const data = new FormData(e.currentTarget);
    startTransition(() => formAction(data));
  }

  return (
    <section className="panel" aria-labelledby="guest-invoice-title" data-testid="guest-invoice">
      <h2 id="guest-invoice-title">{t.title}</h2>
      {answer.kind === "issued" ? (
        <p role="status" data-testid="guest-invoice-done">
          {t.done}
        </p>
      ) : null}
      {shown.length ? (
        <ul>
          {shown.map((i) => (
            <li key={i.number}>
              <a href={i.pdfUrl} rel="noreferrer">
                {fmt(t.pdf, { number: i.number }, locale)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {offered && answer.kind !== "issued" ? (
        <form action={formAction} onSubmit={submit}>
          <p>{t.intro}</p>
          <input type="hidden" name="token" value={token} />
          <div className="field">
            <label htmlFor="gi-name">{t.name}</label>
            <input id="gi-name" name="name" className="input" autoComplete="organization" required maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="gi-tax">{t.taxId}</label>
            <input id="gi-tax" name="taxId" className="input" autoComplete="off" required maxLength={32} />
          </div>
          <div className="field">
            <label htmlFor="gi-address">{t.address}</label>
            <input id="gi-address" name="address" className="input" autoComplete="street-address" required maxLength={300} />
          </div>
          {problem ? (
            <p className="alert" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="actions">
            <button className="btn" type="submit" disabled={pending}>
              {t.ask}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
