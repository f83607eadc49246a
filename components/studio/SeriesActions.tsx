"use client";
// An occurrence of a regular booking on its page (docs/series.md, Dashboard): which date of the
// series it is, "Cancel this and following", "Cancel all" (POST /v1/studio/series/{id}/cancel)
// and "Move this and following" to another start on each date (POST /v1/studio/series/{id}/move).
// One date alone is cancelled or moved with the booking's own actions above.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SeriesTexts } from "@/lib/i18n/series";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

export function SeriesActions({
  seriesId,
  bookingId,
  position,
  total,
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
    setDone("");
    const r = await a.run(`${base}/move`, "POST", { fromBookingId: bookingId, startTime: start }, "");
    if (r) setDone(fmt(ts.moved, { count: r.length }));
  };

  return (
    <div className="studio-actions" data-testid="series-actions">
      <h3>{ts.partOf}</h3>
      <p>
        {cadence === "weekly" ? ts.weekly : ts.biweekly} · {fmt(ts.position, { position, total })}
      </p>
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
      <div className="field">
        <label htmlFor="series-reason">{ts.cancelReason}</label>
        <textarea id="series-reason" name="reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="actions">
        <button type="button" className="btn btn-secondary" disabled={a.busy} onClick={() => void cancel(false)}>
          {ts.cancelFollowing}
        </button>
        <button type="button" className="btn btn-secondary" disabled={a.busy} onClick={() => void cancel(true)}>
          {ts.cancelAll}
        </button>
      </div>
      <form className="studio-form" onSubmit={move} aria-labelledby="series-move-title">
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
        <button type="submit" className="btn" disabled={a.busy}>
          {a.busy ? t.working : ts.moveFollowing}
        </button>
      </form>
    </div>
  );
}
