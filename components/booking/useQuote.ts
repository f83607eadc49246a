"use client";
// The exact price of each length from the chosen start (docs/pricing.md, Quotes): a room may charge
// by weekday and time of day, so the flow shows the server's price, asked for once per start, never
// one worked out from the room's "from" rate.
import { useEffect, useState } from "react";
import type { Quote } from "@/lib/contract/schemas";
import { callApi } from "./api";

/** Price in cents by length in minutes. */
export type Prices = ReadonlyMap<number, number>;

/** The prices from `date` `start`, or null until the answer for that very start is in. */
export function useQuote(slug: string, roomId: string, date: string | null, start: string | null): Prices | null {
  const [quote, setQuote] = useState<{ at: string; prices: Prices } | null>(null);
  useEffect(() => {
    if (!date || !start) return;
    const ac = new AbortController();
    const path = `/sites/${encodeURIComponent(slug)}/rooms/${roomId}/quote?date=${date}&startTime=${start}`;
    callApi<Quote>(path, { signal: ac.signal }).then(
      (r) => {
        if (r.ok) setQuote({ at: `${date} ${start}`, prices: new Map(r.data.durations.map((d) => [d.minutes, d.priceCents])) });
      },
      () => {}, // aborted: another start was chosen
    );
    return () => ac.abort();
  }, [slug, roomId, date, start]);
  return quote && quote.at === `${date} ${start}` ? quote.prices : null;
}
