"use client";
// A booking's invoices (docs/invoices.md): each with its number, kind, date, total, what replaced
// it and its PDF; "Correct" asks for the reason in place and issues a rectifying invoice; the form
// issues a simplified invoice, or a full one with the customer's tax details. Answers are announced
// where the focus goes.
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import type { Locale } from "@/lib/contract/locales";
import type { BookingDetail } from "@/lib/contract/dashboard-schemas";
import type { Catalog } from "@/lib/i18n";
import type { InvoiceTexts } from "@/lib/i18n/invoices";
import { fmt, money } from "@/lib/i18n/core";
import { instant } from "@/lib/site/client/format";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type Texts = InvoiceTexts["ui"];
type Props = {
  b: Pick<z.output<typeof BookingDetail>, "id" | "invoices" | "actions" | "currency">;
  /** The studio has tax details (else the owner is pointed to them). */
  invoicing: boolean;
  zone: string;
  locale: Locale;
  ti: Texts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function BookingInvoices({ b, invoicing, zone, locale, ti, t, errors }: Props) {
  const a = useStudioAction();
  const base = `/bookings/${encodeURIComponent(b.id)}/invoices`;
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const cents = (c: number) => money(c, b.currency, locale);
  if (b.invoices.length === 0 && !b.actions.issueInvoice && invoicing) return null;

  return (
    <section aria-labelledby="d-invoices" className="studio-section" data-testid="invoices">
      <h2 id="d-invoices">{ti.title}</h2>
      <ActionOutcome a={a} t={t} errors={errors} testId="invoices-feedback" />
      {!invoicing ? <p>{ti.noProfile}</p> : null}
      {b.invoices.length === 0 ? (
        <p>{ti.none}</p>
      ) : (
        <ul className="studio-list" aria-label={ti.caption}>
          {b.invoices.map((i) => (
            <li key={i.id} data-invoice={i.number}>
              <p>
                <strong>{i.number}</strong> · {ti.kinds[i.kind]} · {instant(i.issuedAt, zone, locale)} · {cents(i.totalCents)}
                {i.replacedBy ? ` · ${fmt(ti.replacedBy, { number: i.replacedBy }, locale)}` : ""}
                {i.reason ? ` · ${i.reason}` : ""}{" "}
                <a href={i.pdfUrl} target="_blank" rel="noreferrer">
                  {ti.pdf} {i.number}
                </a>
              </p>
              {!i.replacedBy && b.actions.rectifyInvoice && correcting !== i.id ? (
                <button type="button" className="btn btn-secondary btn-small" disabled={a.busy} onClick={() => setCorrecting(i.id)}>
                  {ti.rectify} {i.number}
                </button>
              ) : null}
              {correcting === i.id ? (
                <form
                  className="studio-form"
                  data-testid="invoice-rectify"
                  onSubmit={async (e) => {
                    e.preventDefault();
                    const body = { invoiceId: i.id, reason: reason.trim() };
                    if ((await a.run(`${base}/rectify`, "POST", body, ti.rectifiedDone)) !== null) setCorrecting(null);
                  }}
                >
                  <div className="field">
                    <label htmlFor={`rectify-${i.id}`}>{ti.rectifyReason}</label>
                    <input
                      id={`rectify-${i.id}`}
                      required
                      maxLength={500}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      autoFocus
                    />
                  </div>
                  <div className="actions">
                    <button type="submit" className="btn" disabled={a.busy}>
                      {ti.rectifyConfirm}
                    </button>
                    <button type="button" className="btn btn-secondary" onClick={() => setCorrecting(null)}>
                      {ti.back}
                    </button>
                  </div>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {b.actions.issueInvoice ? <IssueForm a={a} base={base} ti={ti} /> : null}
    </section>
  );
}

function IssueForm({ a, base, ti }: { a: ReturnType<typeof useStudioAction>; base: string; ti: Texts }) {
  const [kind, setKind] = useState<"simplified" | "full">("simplified");
  const [customer, setCustomer] = useState({ name: "", taxId: "", address: "" });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await a.run(base, "POST", kind === "full" ? { kind, customer } : { kind }, ti.issuedDone);
  };
  const field = (name: keyof typeof customer, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`invoice-${name}`}>{label}</label>
      <input
        id={`invoice-${name}`}
        required
        maxLength={name === "taxId" ? 32 : 300}
        autoComplete={autoComplete}
        value={customer[name]}
        onChange={(e) => setCustomer({ ...customer, [name]: e.target.value })}
      />
    </div>
  );
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="issue-invoice-title" data-testid="issue-invoice">
      <h3 id="issue-invoice-title">{ti.issue}</h3>
      <fieldset className="field">
        <legend>{ti.kind}</legend>
        {(["simplified", "full"] as const).map((k) => (
          <span key={k} className="field-check">
            <input id={`invoice-kind-${k}`} type="radio" name="invoice-kind" checked={kind === k} onChange={() => setKind(k)} />
            <label htmlFor={`invoice-kind-${k}`}>{k === "simplified" ? ti.issueSimplified : ti.issueFull}</label>
          </span>
        ))}
      </fieldset>
      {kind === "full" ? (
        <>
          {field("name", ti.customerName, "organization")}
          {field("taxId", ti.customerTaxId, "off")}
          {field("address", ti.customerAddress, "street-address")}
        </>
      ) : null}
      <button type="submit" className="btn" disabled={a.busy}>
        {ti.issue}
      </button>
    </form>
  );
}
