// The page a request for a page that needs the database gets while the database is unreachable
// (docs/decisions-platform.md, Pages during a database outage): 503 with Retry-After, in the page's
// language, never cached, reloading itself after Retry-After. Answered by middleware.ts: a page
// of Next's cannot choose a 503 status, so the request never reaches one. robots.txt and
// sitemap.xml get the same status in plain text.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../contract/locales";
import { pickLocale } from "../i18n/core";
import { escapeHtml } from "../i18n/escape";
import { UNAVAILABLE } from "../i18n/catalogs/unavailable";
import { OUTAGE_RETRY_AFTER_S } from "../contract/limits";

/**
 * The language of a page's URL: its path (`/{locale}/…`, `/studio/{locale}/…`), else its `?lang=`
 * (sign-up, sign-in, onboarding), else the browser's.
 */
export function unavailableLocale(url: { pathname: string; searchParams: URLSearchParams }, acceptLanguage: string | null): Locale {
  const seg = /^\/(?:studio\/)?([a-z]{2})(?:\/|$)/.exec(url.pathname)?.[1];
  if (isLocale(seg)) return seg;
  const lang = url.searchParams.get("lang");
  return isLocale(lang) ? lang : pickLocale(acceptLanguage, LOCALES, DEFAULT_LOCALE);
}

export function unavailablePage(locale: Locale, headers: Iterable<readonly [string, string]>): Response {
  const t = UNAVAILABLE[locale];
  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OUTAGE_RETRY_AFTER_S}"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="">${escapeHtml(t.retry)}</a></p>
</body></html>`;
  const res = new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
  for (const [k, v] of headers) res.headers.set(k, v);
  res.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_S));
  res.headers.set("Cache-Control", "no-store");
  res.headers.set("X-Robots-Tag", "noindex, nofollow");
  return res;
}

/** The same answer for a crawler's file (robots.txt, sitemap.xml): nothing to translate. */
export function unavailableText(headers: Iterable<readonly [string, string]> = []): Response {
  const res = new Response("Service temporarily unavailable\n", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  for (const [k, v] of headers) res.headers.set(k, v);
  res.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_S));
  res.headers.set("Cache-Control", "no-store");
  return res;
}
