// The shape of the studio errors' texts (lib/i18n/studio-errors.ts words the errors; each
// language's texts are in lib/i18n/catalogs/<locale>/studio-errors.ts). Types only, so the
// catalogs and the wording module both build on it without importing each other.
import type { Locale } from "../contract/locales";
import type { Msg } from "./core";

export type Reason =
  | "required"
  | "tooLong"
  | "tooShort"
  | "tooBig"
  | "tooSmall"
  | "fewItems"
  | "manyItems"
  | "invalid"
  | "email"
  | "url"
  | "time"
  | "date"
  | "closeAfterOpen"
  | "dateTwice"
  | "datePast"
  | "timezone"
  | "timezoneBookings"
  | "maxMinutes"
  | "siteLocale"
  | "otherLanguage"
  | "notHere"
  | "domainTaken"
  | "oneMode"
  | "modeTwice"
  | "cardOff"
  | "cardNoDeposit"
  | "cardMinimum"
  | "cardAlone"
  | "country"
  | "currency"
  | "phone"
  | "length"
  | "controlChars"
  | "bidi"
  | "surrogates"
  | "stale";

export type State = "lastOwner" | "member" | "roomUsed" | "refunded" | "nothingToRefund" | "webhookLimit";

export type StudioErrorTexts = {
  reasons: Record<Reason, string>;
  /** Labels of the studio file's path segments; a list's index becomes `entry`. */
  labels: Record<string, string>;
  room: Msg<"n">;
  /** A list's entry by its ordinal number (ICU `selectordinal` where the language needs it). */
  entry: Msg<"n">;
  languages: Record<Locale, string>;
  slot: { booking: string; block: string; blockNote: string; hold: string; holdUntil: string };
  forbidden: Record<"refund" | "manage_staff" | "settings", string>;
  states: Record<State, string>;
};
