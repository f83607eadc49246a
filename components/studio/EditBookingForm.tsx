"use client";
// "Edit details" and "Internal note" in the booking detail (docs/studio-actions.md, Editing a
// booking): two forms on PATCH /v1/studio/bookings/{id}. The first changes what the guest sees
// (name, email, phone, notes); the second the staff's note, labelled as never shown to the guest.
// Each sends only its own fields, so saving one never rewrites the other. Plain form controls.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { NAME_MAX, NAME_MIN, NOTES_MAX } from "@/lib/contract/guest-rules";
import { OWNER_TEXT_MAX } from "@/lib/contract/owner-text";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Props = {
  bookingId: string;
  current: { guestName: string; email: string | null; phone: string | null; notes: string | null; internalNote: string | null };
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function EditBookingForm({ bookingId, current, t, errors }: Props) {
  const ta = t.actions;
  const details = useStudioAction();
  const note = useStudioAction();
  const [guestName, setGuestName] = useState(current.guestName);
  const [email, setEmail] = useState(current.email ?? "");
  const [phone, setPhone] = useState(current.phone ?? "");
  const [notes, setNotes] = useState(current.notes ?? "");
  const [internalNote, setInternalNote] = useState(current.internalNote ?? "");
  const path = `/bookings/${encodeURIComponent(bookingId)}`;

  const saveDetails = async (e: FormEvent) => {
    e.preventDefault();
    // Unchanged contact fields are left out: re-sending them would be a no-op anyway, but an
    // untouched phone of another format must not be read again under other rules.
    const body: Record<string, string | null> = { guestName: guestName.trim(), notes: notes.trim() || null };
    if (email.trim() !== (current.email ?? "")) body.email = email.trim() || null;
    if (phone.trim() !== (current.phone ?? "")) body.phone = phone.trim() || null;
    await details.run(path, "PATCH", body, ta.editDone);
  };
  const saveNote = async (e: FormEvent) => {
    e.preventDefault();
    await note.run(path, "PATCH", { internalNote: internalNote.trim() || null }, ta.noteDone);
  };

  return (
    <>
      <form className="studio-form" onSubmit={saveDetails} aria-labelledby="edit-title" data-testid="edit-form">
        <h3 id="edit-title">{ta.editTitle}</h3>
        <p className="hint">{ta.editIntro}</p>
        <ActionFeedback a={details}>
          {details.error ? <StudioError error={details.error} t={t} errors={errors} /> : null}
          <p role="status" className="studio-done" data-testid="edit-done">
            {details.done ?? ""}
          </p>
        </ActionFeedback>
        <div className="field">
          <label htmlFor="edit-name">{ta.editName}</label>
          <input
            id="edit-name"
            name="guestName"
            type="text"
            required
            minLength={NAME_MIN}
            maxLength={NAME_MAX}
            autoComplete="off"
            value={guestName}
            onChange={(e) => setGuestName(e.target.value)}
          />
        </div>
        <fieldset aria-describedby="edit-contact-hint">
          <legend className="visually-hidden">{ta.editContactHint}</legend>
          <div className="field-row">
            <div className="field">
              <label htmlFor="edit-email">{ta.editEmail}</label>
              <input
                id="edit-email"
                name="email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="edit-phone">{ta.editPhone}</label>
              <input id="edit-phone" name="phone" type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </div>
          </div>
          <p className="hint" id="edit-contact-hint">
            {ta.editContactHint}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor="edit-notes">{ta.editNotes}</label>
          <textarea id="edit-notes" name="notes" maxLength={NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <button type="submit" disabled={details.busy}>
          {ta.editSubmit}
        </button>
      </form>

      <form className="studio-form" onSubmit={saveNote} aria-labelledby="note-title" data-testid="note-form">
        <h3 id="note-title">{ta.noteTitle}</h3>
        <ActionFeedback a={note}>
          {note.error ? <StudioError error={note.error} t={t} errors={errors} /> : null}
          <p role="status" className="studio-done" data-testid="note-done">
            {note.done ?? ""}
          </p>
        </ActionFeedback>
        <div className="field">
          <label htmlFor="edit-internal-note">{ta.noteLabel}</label>
          <textarea
            id="edit-internal-note"
            name="internalNote"
            maxLength={OWNER_TEXT_MAX.internalNote}
            aria-describedby="edit-internal-note-hint"
            value={internalNote}
            onChange={(e) => setInternalNote(e.target.value)}
          />
          <p className="hint" id="edit-internal-note-hint">
            {ta.noteHint}
          </p>
        </div>
        <button type="submit" disabled={note.busy}>
          {ta.noteSubmit}
        </button>
      </form>
    </>
  );
}
