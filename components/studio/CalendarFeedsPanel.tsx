"use client";
// The connections page's calendar controls for owners (docs/dashboard.md, Connections): pause or
// resume a calendar feed, remove it (asks first: its busy time goes with it), and connect a new
// one to a room (read at once; a failed first read is said, the feed stays connected).
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { ActionFeedback, ActionOutcome } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Texts = { t: Catalog["studio"]; errors: Catalog["errors"] };

export function CalendarFeedActions({ feedId, room, paused, t, errors }: Texts & { feedId: string; room: string; paused: boolean }) {
  const tc = t.connections;
  const a = useStudioAction();
  // The row goes with the refresh: the removal's outcome shows in the table's SharedFeedback.
  const gone = useStudioAction({ shared: true });
  const path = `/connections/calendar-feeds/${encodeURIComponent(feedId)}`;
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={a.busy}
          aria-label={fmt(paused ? tc.resumeFor : tc.pauseFor, { room })}
          onClick={() => void a.run(`${path}/${paused ? "resume" : "pause"}`, "POST", {}, paused ? tc.resumed : tc.pausedDone)}
        >
          {paused ? tc.resume : tc.pause}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={a.busy || gone.busy}
          aria-label={fmt(tc.removeCalendarFor, { room })}
          onClick={() => {
            if (window.confirm(fmt(tc.removeCalendarConfirm, { room }))) void gone.run(path, "DELETE", undefined, tc.calendarRemoved);
          }}
        >
          {tc.removeCalendar}
        </button>
      </div>
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <span role="status">{a.done ?? ""}</span>
      </ActionFeedback>
    </>
  );
}

/** Connect a calendar (.ics) to one of the studio's rooms; the answer is its first read. */
export function AddCalendarFeedForm({ rooms, t, errors }: Texts & { rooms: { id: string; name: string }[] }) {
  const tc = t.connections;
  const a = useStudioAction<{ error: string | null }>();
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? "");
  const [url, setUrl] = useState("");
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const made = await a.run("/connections/calendar-feeds", "POST", { roomId, url: url.trim() }, tc.calendarAdded);
    if (made) {
      setUrl("");
      if (made.error) setFailed(fmt(tc.calendarAddedFailed, { error: made.error }));
    }
  };

  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="cal-add-title" data-testid="calendar-form">
      <h3 id="cal-add-title">{tc.addCalendarTitle}</h3>
      <ActionOutcome a={{ ...a, done: failed ?? a.done }} t={t} errors={errors} testId="calendar-form-outcome" />
      <div className="field">
        <label htmlFor="cal-room">{tc.addCalendarRoom}</label>
        <select id="cal-room" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
          {rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="cal-url">{tc.addCalendarUrl}</label>
        <input
          id="cal-url"
          name="url"
          type="url"
          required
          maxLength={2048}
          autoComplete="off"
          aria-describedby="cal-url-hint"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <p className="hint" id="cal-url-hint">
          {tc.addCalendarHint}
        </p>
      </div>
      <button type="submit" className="btn" disabled={a.busy || !roomId}>
        {a.busy ? t.working : tc.addCalendar}
      </button>
    </form>
  );
}
