"use client";
// The studio's notes and tags about a guest (docs/guests.md, Notes and tags): one form on
// PATCH /v1/studio/guests/{guestKey}, labelled as never shown to the guest. Tags are typed
// comma-separated; the API trims them and keeps one spelling per tag.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { GUEST_NOTES_MAX } from "@/lib/contract/guests";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type Props = { guestKey: string; notes: string; tags: string[]; t: Catalog["studio"]; tg: Catalog["guests"]; errors: Catalog["errors"] };

export function GuestNotesForm({ guestKey, notes: savedNotes, tags: savedTags, t, tg, errors }: Props) {
  const save = useStudioAction();
  const [notes, setNotes] = useState(savedNotes);
  const [tags, setTags] = useState(savedTags.join(", "));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const list = tags
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
    await save.run(`/guests/${encodeURIComponent(guestKey)}`, "PATCH", { notes, tags: list }, tg.notesDone);
  };
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="guest-notes-title" data-testid="guest-notes-form">
      <h2 id="guest-notes-title">{tg.notesTitle}</h2>
      <p className="hint">{tg.notesHint}</p>
      <ActionOutcome a={save} t={t} errors={errors} testId="guest-notes-outcome" />
      <div className="field">
        <label htmlFor="guest-notes">{tg.notesLabel}</label>
        <textarea id="guest-notes" name="notes" maxLength={GUEST_NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="guest-tags">{tg.tagsLabel}</label>
        <input id="guest-tags" name="tags" aria-describedby="guest-tags-hint" value={tags} onChange={(e) => setTags(e.target.value)} />
        <p className="hint" id="guest-tags-hint">
          {tg.tagsHint}
        </p>
      </div>
      <button type="submit" disabled={save.busy}>
        {tg.notesSubmit}
      </button>
    </form>
  );
}
