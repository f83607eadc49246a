// Intl formatters, made once per locale and options and reused (client-safe, no imports).
//
// Why: every `new Intl.DateTimeFormat` builds ICU objects in native memory that V8 barely counts,
// so garbage formatters are collected late and their memory is not given back: rendering a studio
// page built a few dozen of them, and 4,000 renders took a server from 200 MB to 1.3 GB of RSS
// while its JavaScript heap stayed under 300 MB (docs/performance.md, Render-time memory). A
// formatter is immutable and safe to share, so one per key is kept, least recently used out
// past MAX_FORMATTERS (their native size is roughly constant, so the entry bound is the byte bound).
const MAX_FORMATTERS = 256;
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();

/** `kind` tells the two apart (a key's prefix already does: it never refuses a hit). */
function memo<T extends Formatter>(key: string, make: () => T, kind: (f: Formatter) => f is T): T {
  const hit = formatters.get(key);
  if (hit !== undefined && kind(hit)) {
    formatters.delete(key); // most recently used goes last
    formatters.set(key, hit);
    return hit;
  }
  const f = make();
  formatters.set(key, f);
  if (formatters.size > MAX_FORMATTERS) formatters.delete(formatters.keys().next().value!);
  return f;
}

/** `new Intl.DateTimeFormat(locale, opts)`, shared. */
export function dateTimeFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(
    `d ${locale} ${JSON.stringify(opts)}`,
    () => new Intl.DateTimeFormat(locale, opts),
    (f) => f instanceof Intl.DateTimeFormat,
  );
}

/** `new Intl.NumberFormat(locale, opts)`, shared. */
export function numberFormat(locale: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  return memo(
    `n ${locale} ${JSON.stringify(opts)}`,
    () => new Intl.NumberFormat(locale, opts),
    (f) => f instanceof Intl.NumberFormat,
  );
}

/** A list joined in the language's way ("a, b and c", "a, b y c", "a, b i c"): Intl's words, no catalog text. */
export function listFormat(locale: string): Intl.ListFormat {
  return memo(
    `l ${locale}`,
    () => new Intl.ListFormat(locale, { type: "conjunction" }),
    (f) => f instanceof Intl.ListFormat,
  );
}

/** Formatters kept (tests). */
export function formattersKept(): number {
  return formatters.size;
}
