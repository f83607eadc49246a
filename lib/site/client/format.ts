// Formatting for the pages and the booking flow (client-safe: Intl only). Dates and times of
// the API are studio-local wall times (the contract), so they are formatted as they are, never
// converted through the browser's zone; full timestamps are formatted in the studio's zone.
import type { Locale } from "../../contract/schemas";
import { BCP47 } from "../../i18n/core";
import { dateTimeFormat, numberFormat } from "../../i18n/intl";

export { money } from "../../i18n/core";
export { durationLabel } from "../../i18n/duration";

/** A number with one decimal in the locale's way: 4.8 (en), 4,8 (es, ca). */
export function decimal1(n: number, locale: Locale): string {
  return numberFormat(BCP47[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/** A YYYY-MM-DD calendar date, e.g. "Friday, 15 March 2030". */
export function longDate(
  date: string,
  locale: Locale,
  opts: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" },
): string {
  return dateTimeFormat(BCP47[locale], { ...opts, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** "March 2030" / "Març de 2030" for a YYYY-MM month (first letter capitalized). */
export function monthTitle(month: string, locale: Locale): string {
  const s = dateTimeFormat(BCP47[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
  return s.charAt(0).toLocaleUpperCase(BCP47[locale]) + s.slice(1);
}

/** Weekday names, Monday first, in the locale (`style` long or narrow/short). */
export function weekdayNames(locale: Locale, style: "long" | "short" | "narrow" = "long"): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(BCP47[locale], { weekday: style, timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
}

/** An instant (ISO date-time) as a date and time in `timeZone`. */
export function instant(
  iso: string,
  timeZone: string,
  locale: Locale,
  opts: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return dateTimeFormat(BCP47[locale], { ...opts, timeZone }).format(new Date(iso));
}

/**
 * The date (YYYY-MM-DD) of `now` in `timeZone`. `now` is the server's clock (lib/infra/clock.ts,
 * which tests move), passed in by the server page: the booking calendar opens on the studio's
 * today as the API sees it, not the browser's.
 */
export function todayIn(timeZone: string, now: Date): string {
  const parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** "HH:MM" as shown to guests (24-hour clock in all three locales; an end at midnight is "24:00"). */
export function hhmm(t: string): string {
  return t;
}

/** The city of an IANA time zone, as guests know it: "Europe/Madrid" → "Madrid". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split("/").pop() ?? timeZone;
  return last.replace(/_/g, " ");
}

/**
 * An owner's text inside a sentence or a line of ours, between FSI and PDI (Unicode's first-strong
 * isolate): a right-to-left name, or one with a stray direction mark, never reorders the words
 * around it (docs/studio-settings.md, Text limits). Elements use `dir="auto"` or `<bdi>` instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
