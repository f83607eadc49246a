"use client";
// The actions of one booking (docs/dashboard.md, Pages), as the page's `actions` flags allow:
// mark paid, mark completed / no-show, cancel with a reason (and, with a paid deposit, refund it
// or keep it — refunding is an owner's call), refund the deposit in full or in part (owners).
// Each posts to the studio API, shows the localized error or an announced success, and
// refreshes the page.
import { useRef, useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { BookingActions as BookingActionFlags } from "@/lib/contract/dashboard-schemas";
import type { Dict } from "@/lib/i18n";
import { fmt, money } from "@/lib/i18n/core";
import { newIdempotencyKey } from "@/components/booking/api";
import { parseAmount } from "./amount";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Props = {
  bookingId: string;
  actions: BookingActionFlags;
  owner: boolean;
  depositPaid: boolean;
  refundableCents: number;
  depositCents: number;
  currency: string;
  locale: Locale;
  t: Dict["studio"];
  errors: Dict["errors"];
};

export function BookingActions({
  bookingId,
  actions,
  owner,
  depositPaid,
  refundableCents,
  depositCents,
  currency,
  locale,
  t,
  errors,
}: Props) {
  const a = useStudioAction();
  const base = `/bookings/${encodeURIComponent(bookingId)}`;
  const ta = t.actions;
  const [reason, setReason] = useState("");
  const [refundOnCancel, setRefundOnCancel] = useState<"yes" | "no">("no");
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  // One key per refund the member means to make: a retried click cannot refund twice.
  const refundKey = useRef(newIdempotencyKey());
  const anything = actions.markPaid || actions.markCompleted || actions.markNoShow || actions.cancel || actions.refund;
  const refundable = money(refundableCents, currency, locale);

  const cancel = async (e: FormEvent) => {
    e.preventDefault();
    const body: { reason: string; refund?: boolean } = { reason: reason.trim() };
    if (depositPaid) body.refund = refundOnCancel === "yes";
    if ((await a.run(`${base}/cancel`, "POST", body, ta.cancelDone)) !== null) setReason("");
  };

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
    const r = await a.run(`${base}/refunds`, "POST", { amountCents, idempotencyKey: refundKey.current }, ta.refundDone);
    if (r !== null) {
      refundKey.current = newIdempotencyKey();
      setAmount("");
    }
  };

  return (
    <div className="studio-actions" data-testid="booking-actions">
      {!anything ? <p>{t.detail.noActions}</p> : null}
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done" data-testid="action-done">
        {a.done ?? ""}
      </p>
      {actions.markPaid || actions.markCompleted || actions.markNoShow ? (
        <div className="actions">
          {actions.markPaid ? (
            <button
              type="button"
              className="btn"
              disabled={a.busy}
              onClick={() => void a.run(`${base}/mark-paid`, "POST", {}, ta.markPaidDone)}
            >
              {ta.markPaid}
            </button>
          ) : null}
          {actions.markCompleted ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={a.busy}
              onClick={() => void a.run(`${base}/mark`, "POST", { mark: "completed" }, ta.markDone)}
            >
              {ta.markCompleted}
            </button>
          ) : null}
          {actions.markNoShow ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={a.busy}
              onClick={() => void a.run(`${base}/mark`, "POST", { mark: "no_show" }, ta.markDone)}
            >
              {ta.markNoShow}
            </button>
          ) : null}
        </div>
      ) : null}

      {actions.cancel ? (
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
            </fieldset>
          ) : null}
          <button type="submit" className="btn btn-danger" disabled={a.busy}>
            {a.busy ? t.working : ta.cancelSubmit}
          </button>
        </form>
      ) : null}

      {actions.refund ? (
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
              aria-describedby="refund-hint"
              aria-invalid={amountError ? true : undefined}
              aria-errormessage={amountError ? "refund-amount-error" : undefined}
              onChange={(e) => setAmount(e.target.value)}
            />
            <p className="hint" id="refund-hint">
              {fmt(ta.refundHint, { amount: refundable })}
            </p>
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
      ) : null}
    </div>
  );
}
