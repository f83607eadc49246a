"use client";
// An occurrence of a regular booking on its page (docs/series.md, Dashboard): which date of the
// series it is and how many of its dates are cancelled, "Cancel this and following", "Cancel all"
// (POST /v1/studio/series/{id}/cancel) and "Move this and following" to another start on each date
// (POST /v1/studio/series/{id}/move). Each of the three changes several bookings and tells the
// guest: it asks first in the browser's dialog, naming how many dates and that the guest is told,
// and its count stays on the page after. One date alone is cancelled or moved with the booking's
// own actions above.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SeriesTexts } from "@/lib/i18n/series";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

export function SeriesActions({
  seriesId,
  bookingId,
  position,
  total,
  following,
  left,
  cancelled,
  cadence,
  startTime,
  stepMinutes,
  t,
  ts,
  errors,
}: {
  seriesId: string;
  bookingId: string;
  position: number;
  total: number;
  /** The dates "Cancel this and following" and "Cancel all" would cancel now (confirmed, not over). */
  following: number;
  left: number;
  /** Dates of the series cancelled so far: said on the page, so the count outlives any reload. */
  cancelled: number;
  cadence: "weekly" | "biweekly";
  startTime: string;
  stepMinutes: number;
  t: Catalog["studio"];
  ts: SeriesTexts;
  errors: Catalog["errors"];
}) {
  const a = useStudioAction<unknown[]>();
  const [reason, setReason] = useState("");
  const [start, setStart] = useState(startTime);
  const [done, setDone] = useState("");
  const base = `/series/${encodeURIComponent(seriesId)}`;

  const cancel = async (all: boolean) => {
    // Up to a year of a band's dates on one click: ask first, naming how many (docs/series.md, Cancel and move).
    if (!window.confirm(fmt(all ? ts.cancelAllConfirm : ts.cancelFollowingConfirm, { count: all ? left : following }))) return;
    setDone("");
    const r = await a.run(
      `${base}/cancel`,
      "POST",
      { ...(all ? {} : { fromBookingId: bookingId }), reason: reason.trim() || undefined },
      "",
    );
    if (r) setDone(fmt(ts.cancelled, { count: r.length }));
  };
  const move = async (e: FormEvent) => {
    e.preventDefault();
    if (!window.confirm(fmt(ts.moveFollowingConfirm, { count: following, time: start }))) return;
    setDone("");
    const r = await a.run(`${base}/move`, "POST", { fromBookingId: bookingId, startTime: start }, "");
    if (r) setDone(fmt(ts.moved, { count: r.length }));
  };

  return (
    <div className="studio-actions" data-testid="series-actions">
      <h3>{ts.partOf}</h3>
      <p>
        {cadence === "weekly" ? ts.weekly : ts.biweekly} · {fmt(ts.position, { position, total })}
        {cancelled > 0 ? (
          <>
            {" · "}
            <span data-testid="series-cancelled">{fmt(ts.cancelledOf, { cancelled, total })}</span>
          </>
        ) : null}
      </p>
      <ActionFeedback a={a} testId="series-feedback">
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        {/* A move refused for some dates names them (docs/series.md, Cancel and move). */}
        {a.error && typeof a.error.details?.dates === "string" ? (
          <p className="hint" data-testid="series-conflict-dates">
            {fmt(ts.conflictDates, { dates: a.error.details.dates })}
          </p>
        ) : null}
        <p role="status" className="studio-done" data-testid="series-action-done">
          {done}
        </p>
      </ActionFeedback>
      {left === 0 ? <p>{ts.nothingLeft}</p> : null}
      {left > 0 ? (
        <SeriesControls
          following={following}
          busy={a.busy}
          reason={reason}
          setReason={setReason}
          cancel={cancel}
          start={start}
          setStart={setStart}
          move={move}
          stepMinutes={stepMinutes}
          t={t}
          ts={ts}
        />
      ) : null}
    </div>
  );
}

/** The reason, the two cancels and the move; "this and following" only while this date is still ahead. */
function SeriesControls({
  following,
  busy,
  reason,
  setReason,
  cancel,
  start,
  setStart,
  move,
  stepMinutes,
  t,
  ts,
}: {
  following: number;
  busy: boolean;
  reason: string;
  setReason: (s: string) => void;
  cancel: (all: boolean) => Promise<void>;
  start: string;
  setStart: (s: string) => void;
  move: (e: FormEvent) => Promise<void>;
  stepMinutes: number;
  t: Catalog["studio"];
  ts: SeriesTexts;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="series-reason">{ts.cancelReason}</label>
        <textarea id="series-reason" name="reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="actions">
        {following > 0 ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void cancel(false)}>
            {ts.cancelFollowing}
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void cancel(true)}>
          {ts.cancelAll}
        </button>
      </div>
      {following > 0 ? (
        <form className="studio-form" onSubmit={(e) => void move(e)} aria-labelledby="series-move-title">
          <h3 id="series-move-title">{ts.moveFollowing}</h3>
          <div className="field">
            <label htmlFor="series-start">{ts.moveStart}</label>
            <input
              id="series-start"
              name="startTime"
              type="time"
              required
              step={stepMinutes * 60}
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </div>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t.working : ts.moveFollowing}
          </button>
        </form>
      ) : null}
    </>
  );
}
