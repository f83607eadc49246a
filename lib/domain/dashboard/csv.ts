// The dashboard's CSV files, written one way (docs/dashboard.md, CSV export): the bookings export and
// the figures export both use this module. A file a spreadsheet opens right in the member's language:
// a UTF-8 byte-order mark (Excel reads UTF-8 only with it), the separator and decimal mark of that
// language's spreadsheets (";" and "," for es and ca, where "," is the decimal mark; "," and "." for
// en; Excel takes the separator from the system's list separator), CRLF line ends, RFC 4180 quoting,
// and a guard against cells a spreadsheet would run as a formula.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Locale } from "../../contract/locales";

type Separator = "," | ";";

/** UTF-8's byte-order mark: without it Excel reads the file as the system's legacy code page ("MartÃ­nez"). */
const BOM = "\uFEFF";

/** The field separator of a language's spreadsheets. */
const separatorOf = (locale: Locale): Separator => (locale === "en" ? "," : ";");

/**
 * One CSV field (RFC 4180 with the given separator): quoted when it holds the separator, a quote,
 * CR or LF, quotes doubled. A text that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or CR that some spreadsheets skip before one) gets a leading apostrophe, so a
 * guest's name like `=HYPERLINK(…)` stays text (OWASP, CSV injection). Phone numbers never start
 * with one of them (phoneCell). Numbers are written as they are.
 */
export function csvField(v: string | number, separator: Separator = ","): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return s.includes(separator) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A number with `digits` decimals and the language's decimal mark. */
export function csvDecimal(n: number, digits: number, locale: Locale): string {
  const s = n.toFixed(digits);
  return locale === "en" ? s : s.replace(".", ",");
}

/** How many decimals a currency is written with (EUR 2, JPY 0); an unknown code keeps two. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units as a decimal amount in the currency's own number of decimals (EUR 12,50, JPY 1250). */
export function csvMoney(cents: number, currency: string, locale: Locale): string {
  const digits = currencyDigits(currency);
  return csvDecimal(cents / 10 ** digits, digits, locale);
}

/**
 * A phone number as a spreadsheet shows it as text, with nothing added that shows: "(+34) 611 22 23 33".
 * "+34611222333" alone is read as a formula or a number (the "+" and leading zeros lost), `'+34…`
 * shows its apostrophe in LibreOffice and Google Sheets, and `="+34…"` shows whole where formulas
 * are not evaluated on import (LibreOffice's default). Brackets and spaces make it no number and no
 * formula in Excel, LibreOffice and Google Sheets alike, and phones dial it as written.
 */
export function phoneCell(e164: string): string {
  const p = parsePhoneNumberFromString(e164);
  if (!p) return e164;
  const rest = p.formatInternational().slice(`+${p.countryCallingCode}`.length).trim();
  return rest ? `(+${p.countryCallingCode}) ${rest}` : e164;
}

/**
 * A CSV file in the member's language: the header and the rows (each field through csvField with
 * the language's separator), CRLF line ends, the byte-order mark first.
 */
export function csvFile(locale: Locale, header: readonly string[], rows: Iterable<readonly (string | number)[]>): string {
  const sep = separatorOf(locale);
  const line = (cells: readonly (string | number)[]) => cells.map((c) => csvField(c, sep)).join(sep);
  const lines = [line(header)];
  for (const r of rows) lines.push(line(r));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
