// Locales of the studio sites: catalogs, placeholder filling and locale negotiation.
// Server code imports this module; client components receive the part of one language's
// catalog they need as a prop instead, so only one language travels to the browser.
import { isLocale, LOCALES, type Locale } from "../contract/locales";
import type { Catalog } from "./catalogs/catalog";
import { CATALOGS } from "./catalogs";

export { BCP47, OG_LOCALE, fmt, pickLocale } from "./core";

export type { Catalog };
export { isLocale, LOCALES, type Locale };

/** Every text of the app in one language. */
export function getDict(locale: Locale): Catalog {
  return CATALOGS[locale];
}
