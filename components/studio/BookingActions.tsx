"use client";
// The actions of one booking (docs/dashboard.md, Pages), as the page's `actions` flags allow:
// mark paid, mark completed / no-show, cancel with a reason (and, with a paid deposit, refund it
// or keep it — refunding is an owner's call), refund the deposit in full or in part (owners).
// Each posts to the studio API, shows the localized error or an announced success, and
// refreshes the page.
import type { Locale } from "@/lib/contract/locales";
import type { Booking, QuoteExtra } from "@/lib/contract/schemas";
import type { BookingActions as BookingActionFlags } from "@/lib/contract/booking-actions";
import type { Catalog } from "@/lib/i18n";
import type { MoneyUiTexts } from "@/lib/i18n/studio-money";
import { fmt } from "@/lib/i18n/core";
import { CancelForm, RefundForm, type RefundNotes } from "./BookingActionForms";
import { MarkPaidControls, type UndoNotice } from "./MarkPaidControls";
import { PriceForm } from "./PriceForm";
import { ExtrasForm } from "./ExtrasForm";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Props = {
  bookingId: string;
  reference: string;
  actions: BookingActionFlags;
  owner: boolean;
  depositPaid: boolean;
  refundableCents: number;
  depositCents: number;
  currency: string;
  locale: Locale;
  t: Catalog["studio"];
  errors: Catalog["errors"];
  /** Mark paid's confirmation and its undo (MarkPaidControls). */
  paidPreview: { text: string; channel: string; language: string };
  undoNotice: UndoNotice;
  m: MoneyUiTexts;
  /** The cancel confirmation, with {reference}. */
  cancelConfirm: string;
  /** What a refund leaves as it was, said where the owner refunds (docs/payments-connect.md, Platform fee). */
  refundNotes: RefundNotes;
  /** The allowed actions of the registry that set a flag: a button each, worded by the action (docs/booking-actions.md). */
  flagButtons: { path: string; button: string; done: string }[];
  /** The booking's price now, and the highest an owner may set (PriceForm). */
  priceCents: number;
  priceMaxCents: number;
  /** The room's extras and the booking's (ExtrasForm). */
  extras: { offered: readonly QuoteExtra[]; booked: Booking["extras"]; minutes: number };
};

export function BookingActions({
  bookingId,
  reference,
  actions,
  owner,
  depositPaid,
  refundableCents,
  depositCents,
  currency,
  locale,
  t,
  errors,
  paidPreview,
  undoNotice,
  m,
  cancelConfirm,
  refundNotes,
  flagButtons,
  priceCents,
  priceMaxCents,
  extras,
}: Props) {
  const a = useStudioAction();
  const base = `/bookings/${encodeURIComponent(bookingId)}`;
  const ta = t.actions;
  const own = [actions.markPaid, actions.undoMarkPaid, actions.markCompleted, actions.markNoShow, actions.cancel, actions.refund];
  const extrasForm = actions.changeExtras && (extras.offered.length > 0 || extras.booked.length > 0);
  const anything = own.some(Boolean) || actions.changePrice || extrasForm || flagButtons.length > 0;

  return (
    <div className="studio-actions" data-testid="booking-actions">
      {!anything ? <p>{t.detail.noActions}</p> : null}
      <div id={a.feedbackId} tabIndex={-1} className="studio-feedback" data-testid="action-feedback">
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <p role="status" className="studio-done" data-testid="action-done">
          {a.done ?? ""}
        </p>
      </div>
      {flagButtons.length ? (
        <div className="actions">
          {flagButtons.map((f) => (
            <button
              key={f.path}
              type="button"
              className="btn btn-secondary"
              disabled={a.busy}
              onClick={() => void a.run(`${base}/${f.path}`, "POST", {}, f.done)}
            >
              {f.button}
            </button>
          ))}
        </div>
      ) : null}
      {actions.markCompleted || actions.markNoShow ? (
        <div className="actions">
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

      {/* Not the first nor the primary button: money is marked after a look at what the guest is told
          (docs/studio-actions.md, Mark paid). */}
      <MarkPaidControls
        bookingId={bookingId}
        markPaid={actions.markPaid}
        undo={actions.undoMarkPaid}
        preview={paidPreview}
        undoNotice={undoNotice}
        m={m}
        t={t}
        errors={errors}
      />

      {actions.cancel ? (
        <CancelForm
          a={a}
          base={base}
          depositPaid={depositPaid}
          depositCents={depositCents}
          confirmText={fmt(cancelConfirm, { reference })}
          owner={owner}
          currency={currency}
          locale={locale}
          t={t}
          feeKept={refundNotes.feeKept}
        />
      ) : null}

      {actions.changePrice ? (
        <PriceForm a={a} base={base} priceCents={priceCents} maxCents={priceMaxCents} currency={currency} locale={locale} t={t} />
      ) : null}

      {extrasForm ? <ExtrasForm a={a} base={base} {...extras} currency={currency} locale={locale} t={t} /> : null}

      {actions.refund ? (
        <RefundForm a={a} base={base} refundableCents={refundableCents} currency={currency} locale={locale} t={t} notes={refundNotes} />
      ) : null}
    </div>
  );
}
