"use client";
// The exact price of each length from the chosen start (docs/pricing.md, Quotes): a room may charge
// by weekday and time of day, so the flow shows the server's price, asked for once per start, never
// one worked out from the room's "from" rate. The same answer lists the extras the room can be hired
// with (docs/pricing.md, Extras) and judges the promo code the guest applied (Promo codes).
import { useEffect, useState } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Quote, QuoteExtra, QuotePromo } from "@/lib/contract/schemas";
import { callApi, type ApiFailure } from "./api";

/** Price in cents by length in minutes. */
type Prices = ReadonlyMap<number, number>;

/**
 * A start's quote as the pages read it: the price of each length, the room's extras, and the verdict
 * on the promo code asked about (absent without one; `promoFailed` when asking failed, e.g. too many
 * wrong codes from this address: the quote is then the one without the code).
 */
export type QuoteView = { prices: Prices; extras: readonly QuoteExtra[]; promo?: QuotePromo; promoFailed?: ApiFailure };

/** The quote from `date` `start` (judging `promo.code` when given), or null until the answer for that very ask is in. */
export function useQuote(
  slug: string,
  roomId: string,
  date: string | null,
  start: string | null,
  promo?: { code: string; locale: Locale },
): QuoteView | null {
  const [quote, setQuote] = useState<{ at: string; view: QuoteView } | null>(null);
  const code = promo?.code ?? "";
  const locale = promo?.locale;
  const at = `${date} ${start} ${code}`;
  useEffect(() => {
    if (!date || !start) return;
    const ac = new AbortController();
    const path = `/sites/${encodeURIComponent(slug)}/rooms/${roomId}/quote?date=${date}&startTime=${start}`;
    const ask = (withCode: boolean) =>
      callApi<Quote>(withCode ? `${path}&promoCode=${encodeURIComponent(code)}&locale=${locale}` : path, { signal: ac.signal });
    (async () => {
      let r = await ask(Boolean(code));
      let promoFailed: ApiFailure | undefined;
      if (!r.ok && code) {
        promoFailed = r.error;
        r = await ask(false);
      }
      if (!r.ok) return;
      const prices = new Map(r.data.durations.map((d) => [d.minutes, d.priceCents]));
      setQuote({ at, view: { prices, extras: r.data.extras, promo: r.data.promo, ...(promoFailed ? { promoFailed } : {}) } });
    })().catch(() => {}); // aborted: another start or code was chosen
    return () => ac.abort();
  }, [slug, roomId, date, start, code, locale, at]);
  return quote && quote.at === at ? quote.view : null;
}
