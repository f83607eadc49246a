"use client";
// The room's free starts on a date for a length, as the dashboard's slot forms show them (docs/dashboard.md,
// Moving and taking times on the calendar): the public availability of the room (the one rule that says
// whether a time is free, availability/rules.ts), for a move the booking's own time free for itself, turned into starts on the room's grid by the booking
// flow's own startTimes. A hint: the studio's action checks the slot again. null while unknown.
import { useEffect, useState } from "react";
import { startTimes } from "@/lib/site/client/booking-math";

type Spans = { days: { date: string; free: { start: string; end: string }[] }[]; stepMinutes: number };

/**
 * `version`: changed by the caller to ask again for the same inputs (after its own booking took a start).
 * `movingId`: the booking being moved, whose own time counts as free for itself (the studio's move-times, not the
 * public availability, which shows that time as taken).
 */
export function useFreeStarts(
  slug: string,
  roomId: string,
  date: string,
  minutes: number,
  version = "",
  movingId?: string,
): { starts: string[] | null } {
  const [found, setFound] = useState<{ key: string; starts: string[] | null } | null>(null);
  const key = `${roomId}|${date}|${minutes}|${version}`;
  const askable = /^\d{4}-\d{2}-\d{2}$/.test(date) && roomId !== "" && minutes > 0;

  useEffect(() => {
    if (!askable) return;
    let live = true;
    const url = movingId
      ? `/v1/studio/bookings/${encodeURIComponent(movingId)}/move-times?roomId=${encodeURIComponent(roomId)}&from=${date}&to=${date}`
      : `/v1/public/sites/${encodeURIComponent(slug)}/rooms/${encodeURIComponent(roomId)}/availability?from=${date}&to=${date}`;
    void fetch(url, { cache: "no-store", credentials: movingId ? "same-origin" : "omit" })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: Spans }>) : null))
      .then((j) => {
        if (!live) return;
        const spans = j?.data.days.find((d) => d.date === date)?.free ?? [];
        setFound({
          key,
          starts: j ? startTimes(spans, { minMinutes: minutes, maxMinutes: minutes, stepMinutes: j.data.stepMinutes }) : null,
        });
      })
      .catch(() => {
        if (live) setFound({ key, starts: null });
      });
    return () => {
      live = false;
    };
  }, [slug, roomId, date, minutes, key, askable, movingId]);

  // An answer for other inputs than the current ones is not shown (the next one is on its way).
  return found && found.key === key && askable ? found : { starts: null };
}
