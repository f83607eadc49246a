// Prepaid hours as guests read them (docs/prepaid-hours.md): minutes as a number of hours in the
// page's language, with the half hour when there is one ("1.5", "1,5"). Client-safe: Intl only.
import type { Locale } from "../../contract/schemas";
import { BCP47 } from "../../i18n/core";
import { numberFormat } from "../../i18n/intl";

export function hoursOf(minutes: number, locale: Locale): string {
  return numberFormat(BCP47[locale], { maximumFractionDigits: 2 }).format(minutes / 60);
}
