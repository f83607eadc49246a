// The site locales (spec: es, ca, en) and their BCP 47 tags: zod-free, so the middleware (edge)
// and client components can import them. schemas.ts builds the zod enum from this list.
export const LOCALES = ["es", "ca", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale when nothing else decides: a site without its own default, a hold that names none. */
export const DEFAULT_LOCALE: Locale = "es";

/** BCP 47 tag used for Intl formatting, luxon, `hreflang` and (as language_TERRITORY) Open Graph. */
export const BCP47: Record<Locale, string> = { es: "es-ES", ca: "ca-ES", en: "en-GB" };

/** Stripe Elements' language for the card form: Stripe has no Catalan, so the browser's decides. */
export const STRIPE_LOCALE = { es: "es", ca: "auto", en: "en" } as const satisfies Record<Locale, string>;

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

/** `v` when it is a site locale, else `fallback`: a language read from a row (a site's default) that only zod-checked writes set. */
export function localeOr(v: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(v) ? v : fallback;
}
