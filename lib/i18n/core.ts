// The client-safe part of i18n: no catalogs and no zod, so client components can import it.
import { BCP47, LOCALES, type Locale } from "../contract/locales";
import { oneOf, recordFrom } from "../contract/shapes";
import { IntlMessageFormat } from "intl-messageformat";
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
 * A text with arguments in ICU MessageFormat, as the catalogs write it: `V` names its arguments
 * (type only), so fmt asks for exactly those (docs/booking-flow.md, Texts and languages).
 */
export type Msg<V extends string> = string & { readonly [ARGS]?: V };
declare const ARGS: unique symbol;

// One compiled format per locale and template. The catalogs hold about a thousand texts with an
// argument; the cap only keeps a stray caller from growing it without end.
const formats = new Map<string, IntlMessageFormat>();
const MAX_FORMATS = 2000;

// "#" is the number as given (String(n)), not a locale-formatted one: "1000 opiniones", as the
// texts always printed it. The plural rules are Intl's, as intl-messageformat's own. Made on first
// use: a bundle that only picks a locale (the middleware) builds none.
let formatters: NonNullable<ConstructorParameters<typeof IntlMessageFormat>[3]>["formatters"];
function icuFormatters() {
  if (formatters) return formatters;
  class RawNumber extends Intl.NumberFormat {
    format(n: number | bigint): string {
      return String(n);
    }
  }
  const rawNumber = new RawNumber();
  const pluralRules = new Map<string, Intl.PluralRules>();
  return (formatters = {
    getNumberFormat: () => rawNumber,
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    getPluralRules: (locales?: string | string[], opts?: Intl.PluralRulesOptions) => {
      const key = `${String(locales)}|${opts?.type ?? "cardinal"}`;
      let r = pluralRules.get(key);
      if (!r) pluralRules.set(key, (r = new Intl.PluralRules(locales, opts)));
      return r;
    },
  });
}

function formatOf(template: string, tag: string): IntlMessageFormat {
  const key = `${tag}\u0000${template}`;
  let f = formats.get(key);
  if (!f) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    // ignoreTag: "<" in a text is text, not rich-text markup.
    f = new IntlMessageFormat(template, tag, undefined, { formatters: icuFormatters(), ignoreTag: true });
    formats.set(key, f);
  }
  return f;
}

/**
 * A text with its arguments filled, the one formatter of the app's texts: ICU MessageFormat
 * through intl-messageformat, plural and select blocks resolved with `locale`'s rules (English
 * rules without one: for es, ca and en they differ only at exact millions). An apostrophe before
 * `{`, `}` or a plural's `#` quotes it, so a text writes `''` there; a Catalan "de" before a value
 * is written in the text itself (docs/booking-flow.md, Texts and languages). A text that is not
 * valid ICU, or lacks a value, is shown as written: never a crash of the page.
 */
export function fmt<V extends string>(template: Msg<V>, vars: { readonly [K in V]: string | number }, locale?: Locale): string {
  if (!/[{']/.test(template)) return template;
  try {
    return String(formatOf(template, locale ? BCP47[locale] : "en").format(vars as Record<string, string | number>));
  } catch {
    return template;
  }
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
