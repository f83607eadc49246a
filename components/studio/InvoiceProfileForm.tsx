"use client";
// The studio's tax details (docs/invoices.md, Tax details): legal name, tax ID, address, the VAT
// rate in percent and whether booking prices include it. Saved with PUT /v1/studio/invoicing.
import { useState, type FormEvent } from "react";
import type { InvoiceProfile } from "@/lib/contract/invoices";
import type { Catalog } from "@/lib/i18n";
import type { InvoiceTexts } from "@/lib/i18n/invoices";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type Props = { profile: InvoiceProfile | null; t: InvoiceTexts["page"]; studio: Catalog["studio"]; errors: Catalog["errors"] };

export function InvoiceProfileForm({ profile, t, studio, errors }: Props) {
  const a = useStudioAction();
  const [p, setP] = useState({
    legalName: profile?.legalName ?? "",
    taxId: profile?.taxId ?? "",
    address: profile?.address ?? "",
    rate: String((profile?.taxRateBp ?? 2100) / 100),
    included: profile?.pricesIncludeTax ?? true,
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const taxRateBp = Math.round(Number.parseFloat(p.rate.replace(",", ".")) * 100);
    const body = { legalName: p.legalName, taxId: p.taxId, address: p.address, taxRateBp, pricesIncludeTax: p.included };
    await a.run("/invoicing", "PUT", body, t.saved);
  };
  const text = (name: "legalName" | "taxId" | "address", label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`tax-${name}`}>{label}</label>
      <input
        id={`tax-${name}`}
        required
        maxLength={name === "taxId" ? 32 : 300}
        autoComplete={autoComplete}
        value={p[name]}
        onChange={(e) => setP({ ...p, [name]: e.target.value })}
      />
    </div>
  );
  return (
    <form className="studio-form studio-section" onSubmit={submit} data-testid="invoice-profile">
      <ActionOutcome a={a} t={studio} errors={errors} />
      {text("legalName", t.legalName, "organization")}
      {text("taxId", t.taxId, "off")}
      {text("address", t.address, "street-address")}
      <div className="field">
        <label htmlFor="tax-rate">{t.taxRate}</label>
        <input id="tax-rate" inputMode="decimal" required value={p.rate} onChange={(e) => setP({ ...p, rate: e.target.value })} />
      </div>
      <span className="field-check">
        <input id="tax-included" type="checkbox" checked={p.included} onChange={(e) => setP({ ...p, included: e.target.checked })} />
        <label htmlFor="tax-included">{t.pricesIncludeTax}</label>
      </span>
      <button type="submit" className="btn" disabled={a.busy}>
        {t.save}
      </button>
    </form>
  );
}
