"use client";
// An owner changes a booking's price with a reason (docs/studio-actions.md, Changing the price): the
// new amount typed as staff type amounts ("54", "54,50"), the reason the guest is told. It reports
// through the booking page's one action (its error, busy, done), as the other forms do.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt, money } from "@/lib/i18n/core";
import { parseAmount } from "./amount";
import type { useStudioAction } from "./useStudioAction";

type Props = {
  a: ReturnType<typeof useStudioAction>;
  base: string;
  priceCents: number;
  /** The highest price the API takes (lib/contract/booking-actions/change-price.ts). */
  maxCents: number;
  currency: string;
  locale: Locale;
  t: Catalog["studio"];
};

/** "0" (a free session) or an amount parseAmount reads. */
const centsOf = (input: string, max: number) => (/^\s*0+(?:[.,]0{1,2})?\s*$/.test(input) ? 0 : parseAmount(input, max));

export function PriceForm({ a, base, priceCents, maxCents, currency, locale, t }: Props) {
  const ta = t.actions;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = centsOf(amount, maxCents);
    if (cents === null) {
      setAmountError(fmt(ta.amountInvalid, { amount: money(maxCents, currency, locale) }));
      return;
    }
    setAmountError(null);
    if ((await a.run(`${base}/price`, "POST", { priceCents: cents, reason: reason.trim() }, ta.priceDone)) !== null) {
      setAmount("");
      setReason("");
    }
  };
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="price-title" noValidate data-testid="price-form">
      <h3 id="price-title">{ta.priceTitle}</h3>
      <div className="field">
        <label htmlFor="price-amount">{fmt(ta.priceAmount, { currency })}</label>
        <input
          id="price-amount"
          name="priceCents"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          aria-describedby="price-hint"
          aria-invalid={amountError ? true : undefined}
          aria-errormessage={amountError ? "price-amount-error" : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <p className="hint" id="price-hint">
          {fmt(ta.priceHint, { price: money(priceCents, currency, locale) })}
        </p>
        {amountError ? (
          <span className="field-error" id="price-amount-error">
            {amountError}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="price-reason">{ta.priceReason}</label>
        <input
          id="price-reason"
          name="reason"
          type="text"
          required
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : ta.priceSubmit}
      </button>
    </form>
  );
}
