// A wait in words, from a 429's Retry-After (docs/signup.md, Limits): "Try again in about 55
// minutes" rather than "wait a little" when the limit lifts in an hour. Client-safe: the sign-up
// form words its own 429.
import type { Locale } from "../contract/locales";
import { fmt } from "./core";

/** One sentence per unit, each with a plural block on {count}. */
export type WaitTexts = { seconds: string; minutes: string; hours: string };

const MINUTE = 60;
const HOUR = 3600;

/**
 * Retry-After's seconds (RFC 9110: delay-seconds, or an HTTP date measured against `now`), or
 * null when the header is missing or says nothing usable.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | null {
  const v = header?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) > 0 ? Number(v) : null;
  const at = Date.parse(v);
  return Number.isNaN(at) || at <= now ? null : Math.ceil((at - now) / 1000);
}

/**
 * The wait in words: seconds under a minute; whole minutes, rounded up, under an hour and a half
 * (3,260 s is "about 55 minutes": never less than the real wait); hours beyond, rounded.
 */
export function waitInWords(seconds: number, t: WaitTexts, locale: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < MINUTE) return fmt(t.seconds, { count: s }, locale);
  if (s < 90 * MINUTE) return fmt(t.minutes, { count: Math.ceil(s / MINUTE) }, locale);
  return fmt(t.hours, { count: Math.round(s / HOUR) }, locale);
}

/** A 429's sentence: the real wait when Retry-After says it, else the plain "too many" text. */
export function tooManyText(
  retryAfter: string | null | undefined,
  t: { tooMany: string; retryWait: WaitTexts },
  locale: Locale,
  now: number = Date.now(),
): string {
  const seconds = retryAfterSeconds(retryAfter, now);
  return seconds === null ? t.tooMany : waitInWords(seconds, t.retryWait, locale);
}
