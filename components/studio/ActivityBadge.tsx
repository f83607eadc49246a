"use client";
// The dashboard's activity badge (docs/dashboard.md, Activity badge): while any dashboard page is
// open, GET /v1/studio/activity every 30 s (paused while the tab is hidden) counts the bookings made and
// cancelled since the member last looked at the bookings list (the instant is the server's, kept in
// sessionStorage across the dashboard's pages); a badge beside "Bookings" says how many, and a polite
// live region announces a change. Opening the bookings list starts the count again.
import { useEffect, useState } from "react";
import { fmt } from "@/lib/i18n/core";
import { studioApi } from "./api";

const POLL_MS = 30_000;
const KEY = "studio-activity-since";
type Activity = { now: string; arrived: number; cancelled: number };

/** Plain strings with {count} (a server component passes them): "New: {count}". */
export type ActivityTexts = { arrived: string; cancelled: string };

export function ActivityBadge({ onBookings, t }: { onBookings: boolean; t: ActivityTexts }) {
  const [counts, setCounts] = useState({ arrived: 0, cancelled: 0 });
  useEffect(() => {
    let stopped = false;
    const start = async () => {
      const r = await studioApi<Activity>("/activity");
      if (r.ok) sessionStorage.setItem(KEY, r.data.now);
    };
    const tick = async () => {
      if (document.visibilityState === "hidden") return;
      const since = sessionStorage.getItem(KEY);
      if (!since) return start();
      const r = await studioApi<Activity>(`/activity?since=${encodeURIComponent(since)}`);
      if (!stopped && r.ok) setCounts({ arrived: r.data.arrived, cancelled: r.data.cancelled });
    };
    // The bookings list shows what happened: looking at it starts the count again.
    if (onBookings || !sessionStorage.getItem(KEY)) void start();
    else void tick();
    const id = setInterval(() => void tick(), POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [onBookings]);

  const say = (text: string, n: number) => (n > 0 ? fmt(text, { count: n >= 100 ? "99+" : n }) : "");
  const parts = [say(t.arrived, counts.arrived), say(t.cancelled, counts.cancelled)].filter(Boolean);
  const text = parts.join(", ");
  return (
    <>
      {text ? (
        <span className="badge activity-badge" data-testid="activity-badge">
          {text}
        </span>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {text}
      </span>
    </>
  );
}
