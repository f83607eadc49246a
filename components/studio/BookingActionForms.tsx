"use client";
// The forms of a booking's actions (docs/dashboard.md, Pages): cancel with a reason (and, with a
// paid deposit, refund it or keep it — refunding is an owner's call), and refund the deposit in
// full or in part. Both report through the one action of the booking's page (its error, busy, done).
import { useRef, useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt, money } from "@/lib/i18n/core";
import { newIdempotencyKey } from "@/components/booking/api";
import { parseAmount } from "./amount";
import type { useStudioAction } from "./useStudioAction";

type Action = ReturnType<typeof useStudioAction>;

/**
 * Said where the owner refunds (docs/payments-connect.md, Refunds and the rest at the studio; Platform
 * fee): the rest at the studio stays as booked (null once cancelled), the platform's fee is kept
 * (null when none was taken), and the success text, which repeats the fee.
 */
export type RefundNotes = { keepsRest: string | null; feeKept: string | null; done: string };

type CancelProps = {
  a: Action;
  base: string;
  depositPaid: boolean;
  depositCents: number;
  /** Asked in the browser's own dialog before cancelling: destructive actions confirm (docs/dashboard.md, Pages). */
  confirmText: string;
  owner: boolean;
  currency: string;
  locale: Locale;
  t: Catalog["studio"];
  /** The platform's fee kept on a refund, or null. */
  feeKept: string | null;
};

export function CancelForm({ a, base, depositPaid, depositCents, confirmText, owner, currency, locale, t, feeKept }: CancelProps) {
  const ta = t.actions;
  const [reason, setReason] = useState("");
  const [refundOnCancel, setRefundOnCancel] = useState<"yes" | "no">("no");
  const cancel = async (e: FormEvent) => {
    e.preventDefault();
    if (!window.confirm(confirmText)) return;
    const body: { reason: string; refund?: boolean } = { reason: reason.trim() };
    if (depositPaid) body.refund = refundOnCancel === "yes";
    if ((await a.run(`${base}/cancel`, "POST", body, ta.cancelDone)) !== null) setReason("");
  };

  return (
    <form className="studio-form" onSubmit={cancel} aria-labelledby="cancel-title">
      <h3 id="cancel-title">{ta.cancelTitle}</h3>
      <div className="field">
        <label htmlFor="cancel-reason">{ta.cancelReason}</label>
        <textarea
          id="cancel-reason"
          name="reason"
          required
          minLength={1}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {depositPaid ? (
        <fieldset>
          <legend>{fmt(ta.refundChoice, { amount: money(depositCents, currency, locale) })}</legend>
          <div className="channel-options">
            <label>
              <input type="radio" name="refund" value="no" checked={refundOnCancel === "no"} onChange={() => setRefundOnCancel("no")} />
              {ta.refundNo}
            </label>
            <label>
              <input
                type="radio"
                name="refund"
                value="yes"
                disabled={!owner}
                aria-describedby={owner ? undefined : "refund-owner-only"}
                checked={refundOnCancel === "yes"}
                onChange={() => setRefundOnCancel("yes")}
              />
              {ta.refundYes}
            </label>
          </div>
          {!owner ? (
            <p className="hint" id="refund-owner-only">
              {ta.refundOwnerOnly}
            </p>
          ) : null}
          {owner && feeKept ? (
            <p className="hint" data-testid="cancel-refund-fee">
              {feeKept}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <button type="submit" className="btn btn-danger" disabled={a.busy}>
        {a.busy ? t.working : ta.cancelSubmit}
      </button>
    </form>
  );
}

type RefundProps = {
  a: Action;
  base: string;
  refundableCents: number;
  currency: string;
  locale: Locale;
  t: Catalog["studio"];
  notes: RefundNotes;
};

export function RefundForm({ a, base, refundableCents, currency, locale, t, notes }: RefundProps) {
  const ta = t.actions;
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  // One key per refund the member means to make: a retried click cannot refund twice.
  const refundKey = useRef(newIdempotencyKey());
  const refundable = money(refundableCents, currency, locale);
  const refund = async (e: FormEvent) => {
    e.preventDefault();
    let amountCents: number | undefined;
    if (amount.trim()) {
      const c = parseAmount(amount, refundableCents);
      if (c === null) {
        setAmountError(fmt(ta.amountInvalid, { amount: refundable }));
        return;
      }
      amountCents = c;
    }
    setAmountError(null);
    const r = await a.run(`${base}/refunds`, "POST", { amountCents, idempotencyKey: refundKey.current }, notes.done);
    if (r !== null) {
      refundKey.current = newIdempotencyKey();
      setAmount("");
    }
  };

  return (
    <form className="studio-form" onSubmit={refund} aria-labelledby="refund-title" noValidate>
      <h3 id="refund-title">{ta.refundTitle}</h3>
      <div className="field">
        <label htmlFor="refund-amount">{fmt(ta.refundAmount, { currency })}</label>
        <input
          id="refund-amount"
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-describedby={notes.keepsRest || notes.feeKept ? "refund-hint refund-effect" : "refund-hint"}
          aria-invalid={amountError ? true : undefined}
          aria-errormessage={amountError ? "refund-amount-error" : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <p className="hint" id="refund-hint">
          {fmt(ta.refundHint, { amount: refundable })}
        </p>
        {notes.keepsRest || notes.feeKept ? (
          <p className="hint" id="refund-effect" data-testid="refund-effect">
            {[notes.keepsRest, notes.feeKept].filter(Boolean).join(" ")}
          </p>
        ) : null}
        {amountError ? (
          <span className="field-error" id="refund-amount-error">
            {amountError}
          </span>
        ) : null}
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : ta.refundSubmit}
      </button>
    </form>
  );
}
