"use client";
// The cancellation policy of a booking on the guest's manage page (cancelBooking): the policy
// and its deadline; cancel with an optional reason after a confirmation step when mayCancel;
// the reschedule form when mayReschedule; else how to reach the studio ("Book again" is BookAgain.tsx's, below).
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { Booking, Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { callApi, type ApiFailure } from "@/components/booking/api";
import { ErrorBox } from "@/components/booking/ErrorBox";
import { reveal } from "@/components/booking/reveal";
import { insideNoticeWindow } from "@/lib/contract/cancel-rules";
import { useMinute } from "@/components/booking/steps/CancelPolicy";
import { RescheduleForm } from "./RescheduleForm";

type Props = {
  token: string;
  booking: Booking;
  locale: Locale;
  t: Catalog["manage"];
  b: Catalog["booking"];
  errors: Catalog["errors"];
  contactHref: string;
  /** The deadline for a free cancellation, as the guest reads it. */
  cancelUntilText: string;
  path: string;
  load: () => Promise<Booking | null>;
  onCancelled: (booking: Booking) => void;
  onMoved: (booking: Booking) => void;
};

export function CancelPanel(props: Props) {
  const { token, booking, locale, t, b, errors, contactHref, cancelUntilText, path, load, onCancelled, onMoved } = props;
  const [confirming, setConfirming] = useState(false);
  const now = useMinute();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) reveal(confirmHeading.current);
  }, [confirming]);

  async function cancel(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await callApi<Booking>(`${path}/cancel`, {
      method: "POST",
      body: reason.trim() ? { reason: reason.trim().slice(0, 500) } : {},
    });
    setBusy(false);
    if (r.ok) {
      setConfirming(false);
      onCancelled(r.data);
      return;
    }
    setError(r.error);
    // Cancel is not idempotent: after a failure, re-read the state before offering it again.
    await load();
    if (r.error.code !== "NETWORK_ERROR" && r.error.code !== "INTERNAL_ERROR" && r.error.code !== "RATE_LIMIT_EXCEEDED")
      setConfirming(false);
  }

  return (
    <section className="panel" aria-labelledby="mb-policy">
      <h2 id="mb-policy" style={{ fontSize: "1.15rem" }}>
        {t.policyTitle}
      </h2>
      {booking.status === "cancelled" ? (
        <p data-testid="policy-text">{t.cancelledPolicy}</p>
      ) : (
        <>
          <p data-testid="policy-text">
            {fmt(t.policy, { hours: booking.cancelNoticeHours }, locale)}{" "}
            {booking.mayCancel ? <strong data-testid="cancel-until">{fmt(t.cancelFreeUntil, { time: cancelUntilText })}</strong> : null}
          </p>
          {booking.paymentMode === "card" ? <p className="hint">{t.policyDepositNote}</p> : null}
        </>
      )}
      {error ? <ErrorBox error={error} t={errors} /> : null}
      {booking.mayCancel ? (
        confirming ? (
          <ConfirmCancel
            onSubmit={cancel}
            onNo={() => setConfirming(false)}
            headingRef={confirmHeading}
            reason={reason}
            setReason={setReason}
            busy={busy}
            t={t}
            b={b}
          />
        ) : (
          // Works by script only: hidden without it, where the page gives the studio's contacts (docs/sites.md, Without JavaScript).
          <div data-needs-js="">
            <div className="actions">
              <button className="btn btn-secondary" type="button" onClick={() => setConfirming(true)}>
                {t.cancel}
              </button>
            </div>
            {/* Rescheduling follows the cancellation deadline, when the studio allows it
                (docs/studio-settings.md, Guest reschedule): the server says so in mayReschedule. */}
            {booking.mayReschedule ? (
              <RescheduleForm
                token={token}
                booking={booking}
                locale={locale}
                t={t}
                b={b}
                errors={errors}
                deadline={cancelUntilText}
                onMoved={onMoved}
              />
            ) : booking.status === "confirmed" ? (
              <p className="hint" data-testid="change-offline">
                {t.changeOffline}{" "}
                <a href={contactHref} rel="noreferrer">
                  {t.contactStudio}
                </a>
              </p>
            ) : null}
          </div>
        )
      ) : booking.status !== "cancelled" ? (
        <p data-testid="cannot-cancel">
          {/* Inside the notice window: said as the cause, true whether it was booked or moved there. */}
          {insideNoticeWindow(booking, now) ? fmt(t.cannotCancelNotice, { hours: booking.cancelNoticeHours }, locale) : t.cannotCancel}{" "}
          <a href={contactHref} rel="noreferrer">
            {t.contactStudio}
          </a>
        </p>
      ) : null}
    </section>
  );
}

type ConfirmProps = {
  onSubmit: (e: FormEvent) => void;
  onNo: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  reason: string;
  setReason: (reason: string) => void;
  busy: boolean;
  t: Catalog["manage"];
  b: Catalog["booking"];
};

/** "Cancel this booking?" with an optional reason; its heading takes focus when shown. */
function ConfirmCancel({ onSubmit, onNo, headingRef, reason, setReason, busy, t, b }: ConfirmProps) {
  return (
    <form onSubmit={onSubmit} className="notice" aria-labelledby="mb-confirm">
      <h3 id="mb-confirm" ref={headingRef} tabIndex={-1}>
        {t.cancelConfirmTitle}
      </h3>
      <p>{t.cancelConfirmBody}</p>
      <div className="field">
        <label htmlFor="mb-reason">{t.cancelReason}</label>
        <textarea id="mb-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="actions">
        <button className="btn" type="submit" disabled={busy}>
          {busy ? b.working : t.cancelYes}
        </button>
        <button className="btn btn-secondary" type="button" onClick={onNo} disabled={busy}>
          {t.cancelNo}
        </button>
      </div>
    </form>
  );
}
