"use client";
// The exact price of each length from the chosen start (docs/pricing.md, Quotes): a room may charge
// by weekday and time of day, so the flow shows the server's price, asked for once per start, never
// one worked out from the room's "from" rate. The same answer lists the extras the room can be hired
// with (docs/pricing.md, Extras).
import { useEffect, useState } from "react";
import type { Quote, QuoteExtra } from "@/lib/contract/schemas";
import { callApi } from "./api";

/** Price in cents by length in minutes. */
type Prices = ReadonlyMap<number, number>;

/** A start's quote as the pages read it: the price of each length, and the room's extras. */
export type QuoteView = { prices: Prices; extras: readonly QuoteExtra[] };

/** The quote from `date` `start`, or null until the answer for that very start is in. */
export function useQuote(slug: string, roomId: string, date: string | null, start: string | null): QuoteView | null {
  const [quote, setQuote] = useState<{ at: string; view: QuoteView } | null>(null);
  useEffect(() => {
    if (!date || !start) return;
    const ac = new AbortController();
    const path = `/sites/${encodeURIComponent(slug)}/rooms/${roomId}/quote?date=${date}&startTime=${start}`;
    callApi<Quote>(path, { signal: ac.signal }).then(
      (r) => {
        if (!r.ok) return;
        const prices = new Map(r.data.durations.map((d) => [d.minutes, d.priceCents]));
        setQuote({ at: `${date} ${start}`, view: { prices, extras: r.data.extras } });
      },
      () => {}, // aborted: another start was chosen
    );
    return () => ac.abort();
  }, [slug, roomId, date, start]);
  return quote && quote.at === `${date} ${start}` ? quote.view : null;
}
