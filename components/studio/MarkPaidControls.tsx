"use client";
// Mark paid and its undo (docs/studio-actions.md, Mark paid; Undoing a payment mark): each asks
// first in the browser's own modal dialog, showing what the guest will be told (the message
// itself, its channel and language) or what happens to what they were told. After the action the
// focus goes to the announced result, not to <body> (the button pressed is gone after the refresh).
import { useEffect, useRef, useState } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { MoneyUiTexts } from "@/lib/i18n/studio-money";
import { Modal } from "./CalendarDialogs";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

/** What undoing tells the guest: nothing yet sent (the queued message is cancelled), a correction, or nothing. */
export type UndoNotice = { kind: "queued" } | { kind: "correction"; channel: string; text: string } | { kind: "silent" };

type Props = {
  bookingId: string;
  markPaid: boolean;
  undo: boolean;
  /** The "payment received" message as the guest would get it, its channel and language. */
  preview: { text: string; channel: string; language: string };
  undoNotice: UndoNotice;
  m: MoneyUiTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
  /** The small button of a card (Now and next). */
  small?: boolean;
};

export function MarkPaidControls({ bookingId, markPaid, undo, preview, undoNotice, m, t, errors, small }: Props) {
  const a = useStudioAction();
  const [open, setOpen] = useState<"mark" | "undo" | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const base = `/bookings/${encodeURIComponent(bookingId)}`;

  // Where the focus goes once the dialog has closed: back to the button that opened it, or, after
  // the action, to the announced result (the button pressed is gone after the refresh).
  const after = useRef<"trigger" | "done" | null>(null);
  useEffect(() => {
    if (open !== null || !after.current) return;
    (after.current === "done" ? done.current : trigger.current)?.focus();
    after.current = null;
  }, [open, a.done, a.error]);

  const close = () => {
    after.current = "trigger";
    setOpen(null);
  };
  const confirm = async (path: string, success: string) => {
    const r = await a.run(path, "POST", {}, success);
    after.current = r ? "done" : "trigger";
    setOpen(null);
  };

  if (!markPaid && !undo && !a.done && !a.error) return null;
  return (
    <div className="studio-mark-paid" data-testid="mark-paid-controls">
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done" data-testid="mark-paid-done" tabIndex={-1} ref={done}>
        {a.done ?? ""}
      </p>
      <div className="actions">
        {markPaid ? (
          <button
            type="button"
            className={`btn btn-secondary${small ? " btn-small" : ""}`}
            disabled={a.busy}
            data-testid="mark-paid"
            onClick={(e) => {
              trigger.current = e.currentTarget;
              setOpen("mark");
            }}
          >
            {t.actions.markPaid}
          </button>
        ) : null}
        {undo ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={a.busy}
            data-testid="undo-mark-paid"
            onClick={(e) => {
              trigger.current = e.currentTarget;
              setOpen("undo");
            }}
          >
            {m.undoMarkPaid}
          </button>
        ) : null}
      </div>

      <Modal open={open === "mark"} onDismiss={close} testId="mark-paid-dialog">
        <h2 id="cal-dialog-title">{m.markPaidConfirmTitle}</h2>
        <p>{fmt(m.markPaidWillTell, { channel: preview.channel, language: preview.language })}</p>
        <blockquote className="studio-message-preview" data-testid="mark-paid-preview">
          {preview.text}
        </blockquote>
        <div className="actions">
          <button type="button" className="btn" disabled={a.busy} onClick={() => void confirm(`${base}/mark-paid`, t.actions.markPaidDone)}>
            {m.markPaidConfirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {m.keepUnpaid}
          </button>
        </div>
      </Modal>

      <Modal open={open === "undo"} onDismiss={close} testId="undo-mark-paid-dialog">
        <h2 id="cal-dialog-title">{m.undoTitle}</h2>
        {undoNotice.kind === "correction" ? (
          <>
            <p>{fmt(m.undoCorrection, { channel: undoNotice.channel })}</p>
            <blockquote className="studio-message-preview">{undoNotice.text}</blockquote>
          </>
        ) : (
          <p>{undoNotice.kind === "queued" ? m.undoQueued : m.undoSilent}</p>
        )}
        <div className="actions">
          <button type="button" className="btn" disabled={a.busy} onClick={() => void confirm(`${base}/mark-paid/undo`, m.undoDone)}>
            {m.undoConfirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {m.keepUnpaid}
          </button>
        </div>
      </Modal>
    </div>
  );
}
