// Studio API errors in the member's language (docs/dashboard.md, Pages). The API's `message`
// stays English (the contract's); the dashboard words an error from its code, its `details` and,
// for a VALIDATION_ERROR, the field paths and reasons of the message ("studio.hourExceptions.3.close:
// close must be after open" → "Special days, 4th entry, closing time: must be later than the
// opening time"). A reason or an obstacle it does not know is never shown in English on an es/ca
// page: the code's own text says enough there. Pure and zod-free: client components import it.
import { isLocale, type Locale } from "../contract/locales";
import { STUDIO_ERRORS } from "./catalogs/studio-errors";
import type { Reason, State } from "./studio-error-texts";
import { fmt } from "./core";

/** The server's English reasons (zod's and ours), matched in order; the groups fill {a} and {b}. */
const REASONS: [RegExp, Reason][] = [
  [/^Invalid input: expected \w+, received (undefined|null)/, "required"],
  [/^Too big: expected string to have <=?(\d+)/, "tooLong"],
  [/^Too small: expected string to have >=?1\b/, "required"],
  [/^Too small: expected string to have >=?(\d+)/, "tooShort"],
  [/^Too big: expected array to have <=?(\d+)/, "manyItems"],
  [/^Too small: expected array to have >=?(\d+)/, "fewItems"],
  [/^Too big: expected number to be <=?(-?[\d.]+)/, "tooBig"],
  [/^Too small: expected number to be >=?(-?[\d.]+)/, "tooSmall"],
  [/^Invalid email|^must be an email address/, "email"],
  [/^must be an https? URL|^must be an http\(s\) URL|^Invalid URL/, "url"],
  [/HH:MM/, "time"],
  [/YYYY-MM-DD|^must be a date/, "date"],
  [/^close must be after open/, "closeAfterOpen"],
  [/^each date at most once|^already has a special day/, "dateTwice"],
  [/^is in the past/, "datePast"],
  [/^must be an IANA time zone/, "timezone"],
  [/^cannot change while the studio has (\d+) upcoming/, "timezoneBookings"],
  [/^maxMinutes must be ≥ minMinutes/, "maxMinutes"],
  [/^must be one of site\.locales/, "siteLocale"],
  [/^is not one of the site's other languages/, "otherLanguage"],
  [/^cannot be changed here/, "notHere"],
  [/^is already used by another studio/, "domainTaken"],
  [/^choose at least one payment mode/, "oneMode"],
  [/^lists a mode twice/, "modeTwice"],
  [/^card is not available/, "cardOff"],
  // A room's card deposit (lib/contract/price-rules.ts): its texts fill the minimum ({a}) and the deposit ({b}).
  [/^must be above 0 while card is a payment mode/, "cardNoDeposit"],
  [/^must give the shortest booking a card deposit of at least (\S+ \S+) \(it is (\S+ \S+)\)/, "cardMinimum"],
  [/^card alone needs card payments/, "cardAlone"],
  [/ISO 3166-1/, "country"],
  [/ISO 4217/, "currency"],
  [/^must be a phone number/, "phone"],
  [/^must be (\d+) to (\d+) characters/, "length"],
  [/^must not contain control characters/, "controlChars"],
  [/^must not contain bidirectional/, "bidi"],
  [/^must not contain unpaired surrogates/, "surrogates"],
  [/^changed since it was read/, "stale"],
  [/^Invalid|^must |^is not /, "invalid"],
];

/** The INVALID_STATE messages the studio API answers, by meaning. */
const STATES: [RegExp, State][] = [
  [/keeps at least one owner/, "lastOwner"],
  [/already a member of this studio/, "member"],
  [/room has bookings or holds/, "roomUsed"],
  [/already been refunded in full/, "refunded"],
  [/no paid deposit left|no deposit paid by card/, "nothingToRefund"],
  [/at most \d+ webhook subscriptions/, "webhookLimit"],
];

/** The details of an error as a text's values: its strings and numbers. */
const valuesOf = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number"));

/** A field path of the studio file in words: "studio.hourExceptions.3.close" → "Special days, 4th entry, closing time". */
export function fieldLabel(path: string, locale: Locale): string {
  const x = STUDIO_ERRORS[locale];
  const segs = path.split(".").filter(Boolean);
  const out: string[] = [];
  for (const [i, seg] of segs.entries()) {
    const prev = segs[i - 1];
    if (/^\d+$/.test(seg)) {
      const n = Number(seg) + 1;
      if (prev === "rooms") out[out.length - 1] = fmt(x.room, { n }, locale);
      else out.push(fmt(x.entry, { n }, locale));
    } else if (seg === "rooms" && /^\d+$/.test(segs[i + 1] ?? "")) {
      out.push(seg); // replaced by "Room n" with the index
    } else if (prev === "rooms" && i > 1) {
      continue; // a room's id inside the site's translations
    } else if (isLocale(seg)) {
      out.push(x.languages[seg]);
    } else {
      out.push(x.labels[seg] ?? seg);
    }
  }
  // A leading section word only where nothing more precise follows it ("booking.captcha" → "captcha").
  const words = out.length > 1 && ["studio", "booking", "site"].includes(segs[0]) ? out.slice(1) : out;
  const text = words.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One reason of the server's message in words; null when it is not one this module knows. */
export function reasonText(reason: string, locale: Locale): string | null {
  for (const [re, key] of REASONS) {
    const m = re.exec(reason.trim());
    if (m) return fmt(STUDIO_ERRORS[locale].reasons[key], valuesOf({ a: m[1], b: m[2] }), locale);
  }
  return null;
}

/** A reason for a field's inline error: known ones in words, else (es/ca) "is not valid", never English there. */
export function inlineReason(reason: string, locale: Locale): string {
  return reasonText(reason, locale) ?? (locale === "en" ? reason : STUDIO_ERRORS[locale].reasons.invalid);
}

export type StudioErrorInput = { code: string; message: string; details?: Record<string, unknown> };

/**
 * The lines that say more than the code's own text, in the member's language: the fields of a
 * VALIDATION_ERROR ("Label: reason"), what is in the way of a SLOT_TAKEN, what only an owner may
 * do. Unknown English text is shown on English pages only.
 */
export function studioErrorLines(error: StudioErrorInput, locale: Locale): string[] {
  const x = STUDIO_ERRORS[locale];
  const d: Record<string, unknown> = error.details ?? {};
  switch (error.code) {
    case "VALIDATION_ERROR":
      return error.message
        .split("; ")
        .map((part) => {
          const m = /^([\w.]+): (.*)$/s.exec(part.trim());
          if (!m) return locale === "en" ? part.trim() : "";
          const label = m[1] === "body" ? "" : fieldLabel(m[1], locale);
          const reason = inlineReason(m[2], locale);
          return label ? `${label}: ${reason}` : reason;
        })
        .filter(Boolean);
    case "SLOT_TAKEN":
      if (d.kind === "booking") return [fmt(x.slot.booking, valuesOf(d), locale)];
      if (d.kind === "block") return [fmt(d.note ? x.slot.blockNote : x.slot.block, valuesOf(d), locale)];
      if (d.kind === "hold") return [fmt(d.until ? x.slot.holdUntil : x.slot.hold, valuesOf(d), locale)];
      return locale === "en" && error.message ? [error.message] : [];
    case "FORBIDDEN": {
      const text = typeof d.action === "string" ? new Map(Object.entries(x.forbidden)).get(d.action) : undefined;
      return text === undefined ? [] : [text];
    }
    case "INVALID_STATE": {
      const known = STATES.find(([re]) => re.test(error.message));
      if (known) return [fmt(x.states[known[1]], valuesOf(d), locale)];
      return locale === "en" && error.message ? [error.message] : [];
    }
    default:
      return [];
  }
}
