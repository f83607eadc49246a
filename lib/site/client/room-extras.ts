// Room-page helpers of the booking flow's first step: the price next to each duration and the
// "next available" day when the shown month is mostly taken (docs/sites.md, Room page).
// Pure and client-safe.
import type { Locale } from "../../contract/schemas";
import type { Catalog } from "../../i18n";
import { fmt } from "../../i18n/core";
import { endTime } from "./booking-math";
import { durationLabel, hhmm, money } from "./format";

/** At most this many free days left in the shown month and the guest is offered the next one. */
export const FEW_FREE_DAYS = 3;

/** A length to choose, its end and its price (null while the server's quote is on its way). */
export type DurationChoice = { minutes: number; end: string; cents: number | null };

/** Each valid duration from `start` with its end time and its price from the quote (docs/pricing.md, Quotes). */
export function durationChoices(start: string, minutes: number[], prices: ReadonlyMap<number, number> | null): DurationChoice[] {
  return minutes.map((m) => ({ minutes: m, end: endTime(start, m), cents: prices?.get(m) ?? null }));
}

/** An amount, or an ellipsis while it is not known yet. */
export const priceText = (cents: number | null | undefined, currency: string, locale: Locale): string =>
  cents === null || cents === undefined ? "…" : money(cents, currency, locale);

/** The duration list's text: "2 h · until 12:00 · €36" in the page's language. */
export function durationOptionLabel(c: DurationChoice, t: Catalog["booking"], locale: Locale, currency: string): string {
  const units = { minutes: t.minutes, hours: t.hours, hoursMinutes: t.hoursMinutes };
  return fmt(t.durationOption, {
    duration: durationLabel(c.minutes, units),
    end: hhmm(c.end),
    price: priceText(c.cents, currency, locale),
  });
}

/**
 * What to offer as "next available": `shown` are the shown month's bookable dates (today on,
 * within the horizon), `following` the next month's when loaded (null while unknown).
 * - more than FEW_FREE_DAYS free: nothing (the month speaks for itself);
 * - a few free: the first of them;
 * - none: the first free day of the following month, "load" when it is not loaded yet
 *   (one request for that month only, never a search over many months), or nothing.
 */
export function nextAvailable(
  shown: string[],
  following: string[] | null,
  isFree: (date: string) => boolean,
): { date: string } | "load" | null {
  const free = shown.filter(isFree);
  if (free.length > FEW_FREE_DAYS) return null;
  if (free.length > 0) return { date: free[0] };
  if (following === null) return "load";
  const next = following.find(isFree);
  return next ? { date: next } : null;
}
