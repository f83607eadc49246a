// Locales of the studio sites: dictionaries, placeholder filling and locale negotiation.
// Server code imports this module; client components receive the dictionary they need as a
// prop instead, so only one language travels to the browser.
import { isLocale, LOCALES, type Locale } from "../contract/locales";
import { ca } from "./ca";
import { en, type Dict } from "./en";
import { es } from "./es";

export { BCP47, OG_LOCALE, fmt, pickLocale } from "./core";

export type { Dict };
export { isLocale, LOCALES, type Locale };

const DICTS: Record<Locale, Dict> = { es, ca, en };

export function getDict(locale: Locale): Dict {
  return DICTS[locale];
}
