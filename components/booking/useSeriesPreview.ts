"use client";
// A weekly series' dates before the guest commits (docs/series.md, Booked online by a guest): the
// series preview for the chosen start, length and weeks, asked once per choice, each date free or
// why not. What the hold then asks for: the free dates, the others skipped.
import { useEffect, useState } from "react";
import type { SeriesPreview } from "@/lib/contract/series-preview";
import { callApi } from "./api";

/** The preview for this very choice (`failed` when it could not be read), or null while it loads or none is asked for. */
export type SeriesView = { preview: SeriesPreview | null; failed: boolean };

export function useSeriesPreview(
  slug: string,
  roomId: string,
  c: { date: string | null; start: string | null; minutes: number | null; weeks: number },
): SeriesView | null {
  const [got, setGot] = useState<{ at: string; view: SeriesView } | null>(null);
  const { date, start, minutes, weeks } = c;
  const at = `${date} ${start} ${minutes} ${weeks}`;
  useEffect(() => {
    if (!date || !start || !minutes || weeks < 2) return;
    const ac = new AbortController();
    const path = `/sites/${encodeURIComponent(slug)}/rooms/${roomId}/series-preview?date=${date}&startTime=${start}&durationMinutes=${minutes}&weeks=${weeks}`;
    callApi<SeriesPreview>(path, { signal: ac.signal })
      .then((r) => setGot({ at, view: r.ok ? { preview: r.data, failed: false } : { preview: null, failed: true } }))
      .catch(() => {}); // aborted: another choice was made
    return () => ac.abort();
  }, [slug, roomId, date, start, minutes, weeks, at]);
  return weeks >= 2 && got && got.at === at ? got.view : null;
}

/** What createHold's `series` asks for from a preview: the weeks, the dates not free skipped; null when fewer than two are free. */
export function seriesRequest(view: SeriesView | null): { weeks: number; skipDates: string[] } | null {
  const p = view?.preview;
  if (!p || !p.dates[0]?.free) return null;
  const free = p.dates.filter((d) => d.free);
  if (free.length < 2) return null;
  return { weeks: p.weeks, skipDates: p.dates.filter((d) => !d.free).map((d) => d.date) };
}

/** The dates a hold made with seriesRequest(view) holds (the preview's free ones); null when it asks for no series. */
export function seriesDates(view: SeriesView | null): string[] | null {
  return seriesRequest(view) ? (view?.preview?.dates.filter((d) => d.free).map((d) => d.date) ?? null) : null;
}
