"use client";
// The wizard's calendar step (docs/signup.md, The wizard; docs/calendars.md): an existing calendar
// (an .ics address) per room, imported as busy time and synced by the worker from then on; optional.
import { useState, type FormEvent } from "react";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { fmt } from "@/lib/i18n/core";
import { studioApi, type ApiFailure } from "@/components/studio/api";
import { finishStep } from "./wizard-api";
import { WizardActions } from "./WizardActions";
import s from "./signup.module.css";

type Feed = { id: string; roomName: string; url: string; lastError: string | null; eventsRead: number };

export function WizardCalendar({
  rooms,
  feeds: initial,
  t,
  lang,
}: {
  rooms: { id: string; name: string }[];
  feeds: Feed[];
  t: SignUpTexts;
  lang: string;
}) {
  const w = t.wizard;
  const [feeds, setFeeds] = useState(initial);
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? "");
  const [url, setUrl] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<ApiFailure | null>(null);

  async function connect() {
    setBusy(true);
    setError(null);
    setStatus("");
    const r = await studioApi<{ feed: Feed; error: string | null }>("/connections/calendar-feeds", {
      method: "POST",
      body: { roomId, url },
    });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setFeeds((f) => [...f, r.data.feed]);
    setUrl("");
    setStatus(r.data.error ? fmt(w.calendarFailed, { error: r.data.error }) : fmt(w.calendarRead, { n: r.data.feed.eventsRead }));
  }

  async function next(e?: FormEvent) {
    e?.preventDefault();
    // A typed address not yet connected is connected first: Next means "keep what I typed".
    if (url.trim()) return connect();
    setBusy(true);
    const failed = await finishStep("calendar", lang);
    if (failed) {
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={next}>
      {feeds.length > 0 && (
        <>
          <h3>{w.calendarConnected}</h3>
          <ul data-testid="wizard-feeds">
            {feeds.map((f) => (
              <li key={f.id}>
                {f.roomName}: <code>{new URL(f.url, "http://x").host || f.url}</code>
                {f.lastError ? ` (${f.lastError})` : ""}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={s.row}>
        <div className={s.field}>
          <label htmlFor="w-feed-room">{w.calendarRoom}</label>
          <select id="w-feed-room" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            {rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label htmlFor="w-feed-url">{w.calendarUrl}</label>
          <input
            id="w-feed-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
      </div>
      <p className={s.inline}>
        <button type="button" onClick={connect} disabled={busy || !url.trim() || !roomId}>
          {busy ? w.calendarAdding : w.calendarAdd}
        </button>
      </p>
      <p role="status" className={s.good}>
        {status}
      </p>
      <WizardActions t={t} busy={busy} error={error} back={`/studio/onboarding?step=photos&lang=${lang}`} />
    </form>
  );
}
