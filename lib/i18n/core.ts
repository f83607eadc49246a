// The client-safe part of i18n: no catalogs and no zod, so client components can import it.
import { BCP47, LOCALES, type Locale } from "../contract/locales";
import { oneOf, recordFrom } from "../contract/shapes";
import { numberFormat } from "./intl";

export { BCP47 };
/** Open Graph locale (language_TERRITORY). */
export const OG_LOCALE = recordFrom(LOCALES, (l) => BCP47[l].replace("-", "_"));

/**
 * An amount in minor units as pages and messages show it: whole amounts without decimals
 * ("45 €"), others with two ("45,50 €"). The one money format of the app.
 */
export function money(cents: number, currency: string, locale: Locale): string {
  const whole = cents % 100 === 0;
  return numberFormat(BCP47[locale], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * Catalan "de" before a value that begins with a vowel sound is "d'": a vowel, an h and a vowel,
 * or the numbers 1 and 11 (read "u", "onze"): "Sessions d'1 h a 4 h", "Foto 3 d'11".
 */
const CA_ELIDES = /^(h?[aeiouàèéíïòóúü]|1(?![\d])|11(?![\d]))/i;

/**
 * Replace {name} placeholders (unknown ones are left as they are). In Catalan, "de {name}"
 * elides to "d'{name}" where the value asks for it (CA_ELIDES). A text with a plural block
 * goes through fmtCount (lib/i18n/plural.ts) instead, which keeps its ICU library out of the
 * pages that show no count (docs/booking-flow.md, Plurals).
 */
export function fmt(template: string, vars: Record<string, string | number>, locale?: Locale): string {
  let text = template;
  if (locale === "ca")
    text = text.replace(/\b([Dd])e \{(\w+)\}/g, (m, d: string, k: string) =>
      k in vars && CA_ELIDES.test(String(vars[k])) ? `${d}'{${k}}` : m,
    );
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/**
 * The best of `allowed` for an Accept-Language header (q-values honoured, region ignored),
 * else `fallback`.
 */
export function pickLocale(acceptLanguage: string | null | undefined, allowed: readonly Locale[], fallback: Locale): Locale {
  if (!acceptLanguage) return fallback;
  const ranked = acceptLanguage
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.lang && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const found = oneOf(allowed, r.lang);
    if (found) return found;
  }
  return fallback;
}
