// Plural forms of the catalogs: a value may hold ICU plural blocks,
// "{count, plural, one {Queda # envío} other {Quedan # envíos}}", resolved by intl-messageformat
// with the page's locale (docs/booking-flow.md, Plurals). Only the plural blocks are resolved
// here: every other {name} comes back as it was, for fmt() to fill (with its Catalan elision).
// Client-safe.
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "../contract/locales";
import { BCP47 } from "../contract/locales";
import { fmt } from "./core";

// One compiled format per locale and template. Dictionaries are a fixed set of strings; the cap
// only keeps a stray caller from growing it without end.
const formats = new Map<string, IntlMessageFormat>();
const MAX_FORMATS = 500;

// "#" is the number as given (String(n)), not a locale-formatted one: "1000 opiniones", as the
// texts always printed it. The plural rules are Intl's, as intl-messageformat's own.
class RawNumber extends Intl.NumberFormat {
  format(n: number | bigint): string {
    return String(n);
  }
}
const rawNumber = new RawNumber();
const pluralRules = new Map<string, Intl.PluralRules>();
const formatters = {
  getNumberFormat: () => rawNumber,
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (locales?: string | string[], opts?: Intl.PluralRulesOptions) => {
    const key = `${String(locales)}|${opts?.type ?? "cardinal"}`;
    let r = pluralRules.get(key);
    if (!r) pluralRules.set(key, (r = new Intl.PluralRules(locales, opts)));
    return r;
  },
};

function formatOf(template: string, tag: string): IntlMessageFormat {
  const key = `${tag}\u0000${template}`;
  let f = formats.get(key);
  if (!f) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    // ignoreTag: "<" in a text is text, not rich-text markup.
    f = new IntlMessageFormat(template, tag, undefined, { formatters, ignoreTag: true });
    formats.set(key, f);
  }
  return f;
}

/** Resolve every "{name, plural, …}" block of `template` with the number in vars[name]. */
export function resolvePlurals(template: string, vars: Record<string, string | number>, locale?: Locale): string {
  // Without a locale, English rules: for es, ca and en they differ only at exact millions.
  const tag = locale ? BCP47[locale] : "en";
  const plural = new Set(Array.from(template.matchAll(/\{(\w+),\s*plural,/g), (m) => m[1]));
  // Plural arguments get their numbers; any other argument its own placeholder back.
  const target: Record<string, string | number> = {};
  const values = new Proxy(target, {
    has: () => true,
    get: (_, k) => (typeof k === "string" && plural.has(k) ? vars[k] : `{${String(k)}}`),
  });
  try {
    return String(formatOf(template, tag).format(values));
  } catch {
    return template; // not a valid ICU message: shown as written, never a crash of the page
  }
}

/** fmt() for a text with plural blocks: the blocks resolved for `locale`, then fmt's placeholders. */
export function fmtCount(template: string, vars: Record<string, string | number>, locale?: Locale): string {
  return fmt(resolvePlurals(template, vars, locale), vars, locale);
}
