// Plural forms of the dictionaries: a value may hold ICU-style plural blocks,
// "{count, plural, one {Queda # envío} other {Quedan # envíos}}", chosen with Intl.PluralRules
// of the page's locale ("#" is the number). Dictionary values stay plain strings, so the
// same fmt() fills them (docs/booking-flow.md, Plurals). Client-safe: Intl only.
import type { Locale } from "../contract/locales";
import { BCP47 } from "../contract/locales";

const rulesCache = new Map<string, Intl.PluralRules>();

function rulesOf(locale: Locale | undefined): Intl.PluralRules {
  // Without a locale, English rules: for es, ca and en they differ only at exact millions.
  const tag = locale ? BCP47[locale] : "en";
  let r = rulesCache.get(tag);
  if (!r) {
    r = new Intl.PluralRules(tag);
    rulesCache.set(tag, r);
  }
  return r;
}

/** The index just past the brace block that opens at `open` (template[open] === "{"), or -1. */
function closeOf(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === "{") depth++;
    else if (template[i] === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/** The forms of a block body "one {…} other {…}" (also "=0 {…}"). */
function formsOf(body: string): Map<string, string> {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) break;
    const open = i + m[0].length - 1;
    const end = closeOf(body, open);
    if (end < 0) break;
    forms.set(m[1], body.slice(open + 1, end - 1));
    i = end;
  }
  return forms;
}

/** Resolve every "{name, plural, …}" block of `template` with the number in vars[name]. */
export function resolvePlurals(template: string, vars: Record<string, string | number>, locale?: Locale): string {
  const head = /\{(\w+),\s*plural,/g;
  let out = "";
  let last = 0;
  for (let m = head.exec(template); m; m = head.exec(template)) {
    const end = closeOf(template, m.index);
    if (end < 0) break;
    const n = Number(vars[m[1]]);
    const forms = formsOf(template.slice(m.index + m[0].length, end - 1));
    const chosen = forms.get(`=${n}`) ?? forms.get(rulesOf(locale).select(n)) ?? forms.get("other") ?? "";
    out += template.slice(last, m.index) + chosen.replace(/#/g, String(vars[m[1]]));
    last = end;
    head.lastIndex = end;
  }
  return out + template.slice(last);
}
