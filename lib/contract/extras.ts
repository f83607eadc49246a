// An extra's line (docs/pricing.md, Extras), shared by the server and the pages. Its price: per
// booking, its price times the quantity; per hour, its hourly price for the session's minutes rounded
// half up to the cent (as a room's rate lines are), times the quantity. Integers only, so no
// floating-point error moves a cent. Its name in a language: English where it was not named in it.
import type { Locale } from "./locales";
import { divRoundHalfUp } from "./price-rules";

export type ExtraPer = "booking" | "hour";

export function extraLineCents(extra: { priceCents: number; per: ExtraPer }, minutes: number, quantity: number): number {
  const one = extra.per === "booking" ? extra.priceCents : divRoundHalfUp(extra.priceCents * minutes, 60);
  return one * quantity;
}

/** An extra's name in `locale`, English for a language it was not named in ("?" for a stored row with neither). */
export function extraName(e: { name: Partial<Record<Locale, string>> }, locale: Locale): string {
  return e.name[locale] ?? e.name.en ?? "?";
}

/** A line as guests and staff read it: "Cymbal set × 2", or the name alone for one. */
export const extraLineName = (e: { name: Partial<Record<Locale, string>>; quantity: number }, locale: Locale): string =>
  e.quantity > 1 ? `${extraName(e, locale)} × ${e.quantity}` : extraName(e, locale);
