"use client";
// The calendar board's dialogs (docs/dashboard.md, Moving and taking times on the calendar): the
// move, with the old and the new time and the price to charge, and the offer of an empty time (a
// phone booking or a block there, as links with the room, date and start filled in).
import { useEffect, useRef, type ReactNode } from "react";
import type { Catalog } from "@/lib/i18n";
import type { CalendarActionTexts } from "@/lib/i18n/calendar-actions";
import type { ApiFailure } from "./api";
import type { Moving } from "./calendar-board-geometry";
import { StudioError } from "./StudioError";
import { MoveNotice, MovePriceChoice } from "./MovePriceChoice";
import { ActionFeedback } from "./ActionFeedback";
import { useQuote } from "@/components/booking/useQuote";
import type { Locale } from "@/lib/contract/locales";
import { money } from "@/lib/i18n/core";
import { fmt } from "@/lib/i18n/core";

/** The browser's own modal dialog: focus kept inside, Escape closes, the page behind inert. */
export function Modal({
  open,
  onDismiss,
  testId,
  children,
}: {
  open: boolean;
  onDismiss: () => void;
  testId: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    // The dialog's main button first (the move's confirm: Enter confirms, as the keys promise), else
    // the browser's choice, its first focusable control.
    if (open && !d.open) {
      d.showModal();
      d.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="cal-dialog"
      aria-labelledby="cal-dialog-title"
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** What the move dialog reads of the booking. */
export type Booked = { priceCents: number; currency: string; paymentStatus: string };

type MoveProps = {
  moving: Moving;
  booked: Booked | null;
  target: { day: string; room: { id: string }; start: string };
  slug: string;
  locale: Locale;
  reprice: boolean;
  onReprice: (reprice: boolean) => void;
  /** "Don't tell the guest" ticked (notifyGuest: false). */
  quiet: boolean;
  onQuiet: (quiet: boolean) => void;
  /** The move action's feedback (useStudioAction): a refusal shows there and takes the focus. */
  feedbackId: string;
  from: string;
  to: string;
  error: ApiFailure | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  tx: CalendarActionTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

/** The move dialog's content: only its button calls the move. */
export function MoveDialog(p: MoveProps) {
  const { moving, booked, target, from, to, error, busy, onConfirm, onCancel, tx, t, errors } = p;
  const quoted = useQuote(p.slug, target.room.id, target.day, target.start)?.prices.get(moving.minutes);
  const cents = (c: number) => money(c, booked?.currency ?? "EUR", p.locale);
  return (
    <>
      <h2 id="cal-dialog-title">{tx.moveTitle}</h2>
      <p>{moving.what}</p>
      <dl className="cal-dialog-times">
        <dt>{tx.from}</dt>
        <dd data-testid="move-from">{from}</dd>
        <dt>{tx.to}</dt>
        <dd data-testid="move-to">{to}</dd>
      </dl>
      {booked ? (
        <MovePriceChoice
          kept={cents(booked.priceCents)}
          quoted={quoted === undefined ? null : cents(quoted)}
          paidInFull={booked.paymentStatus === "paid"}
          reprice={p.reprice}
          onReprice={p.onReprice}
          idPrefix="cal-move"
          ta={t.actions}
        />
      ) : (
        <p className="hint">{"\u00a0"}</p>
      )}
      <MoveNotice quiet={p.quiet} onQuiet={p.onQuiet} idPrefix="cal-move" locale={p.locale} ta={t.actions} />
      <ActionFeedback a={{ feedbackId: p.feedbackId }} testId="cal-move-feedback">
        {error ? <StudioError error={error} t={t} errors={errors} /> : null}
      </ActionFeedback>
      <div className="actions">
        <button type="button" className="btn" disabled={busy} onClick={onConfirm} data-autofocus>
          {busy ? tx.moving : tx.confirm}
        </button>{" "}
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {tx.cancel}
        </button>
      </div>
    </>
  );
}

/** The empty time's offer: links to the phone booking and block pages, the query filled in. */
export function SlotOffer({
  when,
  query,
  base,
  onCancel,
  tx,
}: {
  when: string;
  query: string;
  base: string;
  onCancel: () => void;
  tx: CalendarActionTexts;
}) {
  return (
    <>
      <h2 id="cal-dialog-title">{tx.slotTitle}</h2>
      <p data-testid="slot-when">{fmt(tx.slotWhen, { when })}</p>
      <div className="actions">
        <a className="btn" href={`${base}/phone-booking${query}`} data-testid="slot-phone">
          {tx.phoneBooking}
        </a>{" "}
        <a className="btn btn-secondary" href={`${base}/block${query}`} data-testid="slot-block">
          {tx.block}
        </a>{" "}
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {tx.cancel}
        </button>
      </div>
    </>
  );
}
