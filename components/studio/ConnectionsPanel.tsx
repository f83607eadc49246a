"use client";
// The connections page's controls (docs/dashboard.md, Pages): the bookings feed address (shown
// only right after it is made: the server keeps a hash of its secret), with copy and, for
// owners, "make a new address"; and "sync now" per calendar feed.
import { useState } from "react";
import type { Catalog } from "@/lib/i18n";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

export function BookingFeedControls({ owner, t, errors }: { owner: boolean; t: Catalog["studio"]; errors: Catalog["errors"] }) {
  const tc = t.connections;
  const a = useStudioAction<{ bookingFeedUrl: string }>();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const rotate = async () => {
    if (!window.confirm(tc.rotateConfirm)) return;
    setCopied(false);
    const r = await a.run("/connections/booking-feed/rotate", "POST", {}, tc.rotated, { refresh: false });
    if (r) setUrl(r.bookingFeedUrl);
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (plain http, permissions): the field is selected for a manual copy.
      (document.getElementById("feed-url") as HTMLInputElement | null)?.select();
    }
  };

  return (
    <div className="studio-feed">
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <p role="status" className="studio-done">
          {copied ? tc.copied : (a.done ?? "")}
        </p>
      </ActionFeedback>
      {url ? (
        <div className="field">
          <label htmlFor="feed-url">{tc.feedUrl}</label>
          <input id="feed-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="feed-url" />
          <div className="actions">
            <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
              {tc.copy}
            </button>
          </div>
        </div>
      ) : (
        <p className="hint">{tc.noFeedUrl}</p>
      )}
      {owner ? (
        <>
          <p className="hint" id="rotate-hint">
            {tc.rotateHint}
          </p>
          <button type="button" className="btn" aria-describedby="rotate-hint" disabled={a.busy} onClick={() => void rotate()}>
            {a.busy ? t.working : tc.rotate}
          </button>
        </>
      ) : null}
    </div>
  );
}

export function SyncNowButton({
  feedId,
  room,
  t,
  errors,
}: {
  feedId: string;
  room: string;
  t: Catalog["studio"];
  errors: Catalog["errors"];
}) {
  const a = useStudioAction();
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={a.busy}
        aria-label={`${t.connections.syncNow}: ${room}`}
        onClick={() => void a.run(`/connections/calendar-feeds/${encodeURIComponent(feedId)}/sync`, "POST", {}, t.connections.synced)}
      >
        {a.busy ? t.working : t.connections.syncNow}
      </button>
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <span role="status">{a.done ?? ""}</span>
      </ActionFeedback>
    </>
  );
}
